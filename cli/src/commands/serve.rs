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
  fenkit serve --addr 0.0.0.0:8080     (a classroom: prints this machine's addresses)

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
        // Bound to every address: the URLs that reach it, the machine's own.
        for url in fenkit_web::urls(addr) {
            print(&format!("fenkit: the teaching page is at {url}\n"))?;
        }
        fenkit_web::serve(listener).await?;
        Ok(())
    })
}
