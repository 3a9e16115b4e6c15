//! `fenkit serve`: the teaching page in the browser (the fenkit-web crate).

use std::net::SocketAddr;

use clap::Args;

use super::{Failure, error, print};

/// Serve the teaching page: paste a FEN, an EPD record, Forsyth's lines, moves or a PGN game and
/// see the board, every field explained, the other notations and the game ply by ply.
///
/// Binds the loopback address unless told otherwise; every asset is inside the program, so the
/// page works offline. Stops with Ctrl-C.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit serve
  fenkit serve --addr 127.0.0.1:9000

Exit codes: 0 stopped, 1 the address cannot be bound, 2 bad usage.")]
pub(crate) struct Serve {
    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
}

/// Runs `serve`.
pub(crate) fn run(args: &Serve) -> Result<(), Failure> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(args.addr).await {
            Ok(listener) => listener,
            Err(err) => {
                error(format_args!("cannot listen on {}: {err}", args.addr));
                return Err(Failure::BadInput);
            }
        };
        let addr = listener.local_addr()?;
        print(&format!("fenkit: the teaching page is at http://{addr}/\n"))?;
        fenkit_web::serve(listener).await?;
        Ok(())
    })
}
