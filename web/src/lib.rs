//! fenkit's teaching page: notation and its history in the browser, served by `fenkit serve`.
//!
//! [`router`] is the whole site: the page (`/`), its result alone for the page's script
//! (`/fragment`), the history of notation (`/history`), the quiz (`/quiz`), the JSON API
//! (`/api/analyze`), the board as a file (`/board.svg`, `/board.png`) and the assets, which
//! are all inside the binary. [`serve`] runs it on an address within the default [`Limits`]
//! on connections ([`serve_with`] takes others); [`urls`] names the addresses that reach it.
//! docs/web.md documents the routes.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! fenkit_web::serve(listener).await
//! # }
//! ```

mod addresses;
pub mod analyze;
mod diagrams;
mod error_words;
mod games;
mod history;
pub mod lang;
mod pages;
mod parallel;
mod play;
mod qr;
mod quiz;
mod result;
mod server;
mod share;
mod underline;

pub use addresses::urls;
pub use server::{Limits, serve_with};

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Request, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// The Content-Security-Policy of every answer: nothing but this server's own styles and
/// script, no inline script, no frames, forms sent only here.
pub const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; \
connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// The longest one request may work before it is refused.
pub const WORK_TIME: Duration = Duration::from_secs(10);

/// How many texts are read at once; more requests wait for a turn (up to [`WORK_TIME`]), and
/// the assets and the history page are served meanwhile.
pub const WORKERS: usize = 4;

/// What the handlers share.
#[derive(Debug, Clone)]
pub(crate) struct AppState {
    pub(crate) workers: Arc<Semaphore>,
    /// Where others reach the server (`http://192.168.1.20:8080`), for the QR code of the
    /// share link; `None` takes the request's `Host`.
    pub(crate) origin: Option<Arc<str>>,
}

/// The whole site.
pub fn router() -> Router {
    site(None)
}

/// The whole site, reached by others at `origin` (`http://192.168.1.20:8080`): the QR code of
/// the share link names it.
fn site(origin: Option<String>) -> Router {
    let state = AppState {
        workers: Arc::new(Semaphore::new(WORKERS)),
        origin: origin.map(Arc::from),
    };
    Router::new()
        .route("/", get(pages::index))
        .route("/fragment", get(pages::fragment).post(pages::fragment_post))
        .route("/history", get(pages::history))
        .route("/quiz", get(pages::quiz))
        .route("/api/analyze", get(pages::api_get).post(pages::api_post))
        .route("/board.svg", get(pages::board_svg))
        .route("/board.png", get(pages::board_png))
        .route("/assets/style.css", get(pages::style))
        .route("/assets/app.js", get(pages::script))
        .route("/assets/icon.svg", get(pages::icon))
        .fallback(pages::not_found)
        .with_state(state)
        .layer(middleware::from_fn(security_headers))
}

/// Adds the security headers to every answer.
async fn security_headers(request: Request<Body>, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// Serves the site on a bound listener until the process ends, within the default
/// [`Limits`] on connections.
///
/// # Errors
/// See [`serve_with`].
pub async fn serve(listener: TcpListener) -> std::io::Result<()> {
    // The QR code names the address phones reach: the machine's own when bound to all.
    let origin = listener
        .local_addr()
        .ok()
        .and_then(|addr| urls(addr).pop())
        .map(|url| url.trim_end_matches('/').to_owned());
    serve_with(listener, site(origin), Limits::default()).await
}
