//! The connections: accepted up to a cap, each dropped when its request's headers do not come
//! within a deadline, so that clients that open connections and never finish (or never start)
//! a request cannot use up the server's open files. Ordinary requests go on being answered
//! meanwhile.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// How the server bounds its connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most connections open at once; more wait in the system's queue until one closes.
    pub connections: usize,
    /// The longest a connection may take to send a request's headers (the first, or the next
    /// on a connection kept alive) before it is closed.
    pub header_time: Duration,
    /// The most bytes of a request's headers (more is answered 431).
    pub header_bytes: usize,
}

impl Default for Limits {
    /// 512 connections (a system's usual 1,024 open files leave room for the rest), 5 seconds
    /// for the headers (a phone on a school's network sends them in well under one), 64 KiB
    /// of them.
    fn default() -> Limits {
        Limits {
            connections: 512,
            header_time: Duration::from_secs(5),
            header_bytes: 64 * 1024,
        }
    }
}

/// Serves `app` on `listener` within `limits` until the process ends.
///
/// # Errors
/// None is returned today: a failed accept (too many open files, a connection reset before it
/// was accepted) is waited out and accepting goes on.
pub async fn serve_with(listener: TcpListener, app: Router, limits: Limits) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(limits.connections.max(1)));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_time)
        .max_buf_size(limits.header_bytes.max(8192));
    loop {
        let Ok(slot) = slots.clone().acquire_owned().await else {
            return Ok(());
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of files or a connection gone before it was taken: wait, go on.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let connection =
            http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(app.clone()));
        tokio::spawn(async move {
            // An error here is the client's (gone, too slow, malformed): nothing to report.
            let _ = connection.await;
            drop(slot);
        });
    }
}
