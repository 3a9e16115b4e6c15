//! The handlers: the page, its result alone, the history page, the JSON API and the assets.

use askama::Template;
use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::{Query as UrlQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use tokio::time::timeout;

use crate::analyze::{Analysis, Kind, MAX_TEXT, Query, analyze};
use crate::history::{STEPS, Step};
use crate::lang::{PageLang, Words};
use crate::{AppState, WORK_TIME};

/// The parameters of the page and of the API, as given in the URL. Every one is optional, and
/// one that does not read is ignored (a `ply=x` shows the start), so no link is refused.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Params {
    q: Option<String>,
    lang: Option<String>,
    start: Option<String>,
    ply: Option<String>,
    flip: Option<String>,
}

impl Params {
    fn page_lang(&self, headers: &HeaderMap) -> PageLang {
        self.lang
            .as_deref()
            .and_then(PageLang::parse)
            .or_else(|| {
                headers
                    .get(header::ACCEPT_LANGUAGE)
                    .and_then(|value| value.to_str().ok())
                    .and_then(PageLang::from_accept_language)
            })
            .unwrap_or_default()
    }

    fn query(&self, headers: &HeaderMap) -> Query {
        Query {
            text: self.q.clone().unwrap_or_default(),
            lang: self.page_lang(headers),
            start: self.start.clone().filter(|s| !s.trim().is_empty()),
            ply: self.ply.as_deref().and_then(|p| p.trim().parse().ok()),
            flip: self
                .flip
                .as_deref()
                .is_some_and(|f| f == "1" || f == "true"),
        }
    }
}

/// Why a text was not read at all.
enum Refused {
    /// Longer than [`MAX_TEXT`].
    TooLong,
    /// No worker was free in time, or the work took too long.
    Busy,
    /// A body that is not UTF-8.
    NotText,
}

impl Refused {
    fn status(&self) -> StatusCode {
        match self {
            Refused::TooLong => StatusCode::PAYLOAD_TOO_LARGE,
            Refused::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Refused::NotText => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    fn message(&self) -> String {
        match self {
            Refused::TooLong => format!(
                "the text is too long: the page reads up to {MAX_TEXT} bytes (for whole PGN files, use `fenkit pgn`)"
            ),
            Refused::Busy => format!(
                "the server is busy or this text needs more than {} seconds; try again, or a shorter text",
                WORK_TIME.as_secs()
            ),
            Refused::NotText => "the text is not UTF-8".to_owned(),
        }
    }
}

/// Reads the text on a worker thread, one of a bounded number, within [`WORK_TIME`]. (A text
/// longer than [`MAX_TEXT`] cannot come here: a URL holds at most 64 KiB, a body is cut at
/// [`MAX_TEXT`], and [`analyze`] refuses it too.)
async fn run(state: &AppState, query: Query) -> Result<Analysis, Refused> {
    let permit = timeout(WORK_TIME, state.workers.clone().acquire_owned())
        .await
        .map_err(|_| Refused::Busy)?
        .map_err(|_| Refused::Busy)?;
    let work = tokio::task::spawn_blocking(move || {
        let analysis = analyze(&query);
        drop(permit);
        analysis
    });
    match timeout(WORK_TIME, work).await {
        Ok(Ok(analysis)) => Ok(analysis),
        _ => Err(Refused::Busy),
    }
}

/// What the result part of the page needs.
#[derive(Debug)]
pub(crate) struct ResultView {
    w: &'static Words,
    lang: PageLang,
    q: String,
    start: String,
    flip: bool,
    a: Analysis,
    /// A refusal before reading, shown as the error.
    refused: Option<String>,
}

impl ResultView {
    /// A link to the page with this text, in `lang`, at `ply`, flipped or not.
    fn link(&self, lang: PageLang, ply: Option<usize>, flip: bool) -> String {
        let mut url = format!("/?lang={}", lang.code());
        // A long text stays out of the links (a game's page has one per ply): the page's
        // script sends it from the text box instead.
        if !self.q.is_empty() && self.q.len() <= LINK_TEXT {
            url.push_str("&q=");
            url.push_str(&encode(&self.q));
        }
        if !self.start.is_empty() {
            url.push_str("&start=");
            url.push_str(&encode(&self.start));
        }
        if let Some(ply) = ply {
            url.push_str(&format!("&ply={ply}"));
        }
        if flip {
            url.push_str("&flip=1");
        }
        url
    }

    fn ply(&self) -> Option<usize> {
        self.a.game.as_ref().map(|game| game.ply)
    }

    /// The link to a ply of the game.
    pub(crate) fn ply_link(&self, ply: impl std::borrow::Borrow<usize>) -> String {
        self.link(self.lang, Some(*ply.borrow()), self.flip)
    }

    /// The link to what is on screen.
    pub(crate) fn share_link(&self) -> String {
        self.link(self.lang, self.ply(), self.flip)
    }

    /// The link with the board turned.
    pub(crate) fn flip_link(&self) -> String {
        self.link(self.lang, self.ply(), !self.flip)
    }

    /// The same page in another language.
    pub(crate) fn lang_link(&self, lang: &PageLang) -> String {
        self.link(*lang, self.ply(), self.flip)
    }

    /// The last ply's number, for the End link.
    pub(crate) fn last_ply(&self) -> usize {
        self.a.game.as_ref().map_or(0, |game| game.plies.len())
    }

    /// Whether the text was read as a position or game (not empty, not an error).
    pub(crate) fn read(&self) -> bool {
        !matches!(self.a.kind, Kind::Empty | Kind::Error)
    }
}

/// The longest text the page's links carry, in bytes; the script posts longer ones.
pub(crate) const LINK_TEXT: usize = 4000;

/// Percent-encodes a query value: everything but unreserved characters.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(char::from(byte));
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage {
    r: ResultView,
}

#[derive(Template)]
#[template(path = "result.html")]
struct Fragment {
    r: ResultView,
}

#[derive(Template)]
#[template(path = "history.html")]
struct HistoryPage {
    w: &'static Words,
    lang: PageLang,
    steps: &'static [Step],
}

impl HistoryPage {
    /// The link that opens an example in the main page.
    fn example_link(&self, text: &str, start: &str) -> String {
        let mut url = format!("/?lang={}&q={}", self.lang.code(), encode(text));
        if !start.is_empty() {
            url.push_str("&start=");
            url.push_str(&encode(start));
        }
        url
    }

    fn lang_link(&self, lang: &PageLang) -> String {
        format!("/history?lang={}", lang.code())
    }
}

#[derive(Template)]
#[template(path = "not_found.html")]
struct NotFoundPage {
    w: &'static Words,
    lang: PageLang,
}

/// Renders a template; a failure (none is expected: the templates are checked when built) is
/// a 500 with a plain message.
fn render(template: &impl Template, status: StatusCode) -> Response {
    match template.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(_) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the page could not be written",
        )
            .into_response(),
    }
}

async fn result_view(
    state: &AppState,
    params: &Params,
    headers: &HeaderMap,
) -> (ResultView, StatusCode) {
    let query = params.query(headers);
    let lang = query.lang;
    let view = |a: Analysis, refused: Option<String>| ResultView {
        w: lang.words(),
        lang,
        q: params.q.clone().unwrap_or_default(),
        start: params.start.clone().unwrap_or_default(),
        flip: query.flip,
        a,
        refused,
    };
    match run(state, query.clone()).await {
        Ok(a) => (view(a, None), StatusCode::OK),
        Err(refused) => (
            view(empty_analysis(lang), Some(refused.message())),
            refused.status(),
        ),
    }
}

/// `GET /`: the page, with the result of `q` rendered on the server.
pub(crate) async fn index(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    let (r, status) = result_view(&state, &params, &headers).await;
    render(&IndexPage { r }, status)
}

/// `GET /fragment`: the result part of the page alone, for the page's script.
pub(crate) async fn fragment(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    let (r, status) = result_view(&state, &params, &headers).await;
    render(&Fragment { r }, status)
}

/// `POST /fragment`: the same, with the text as the body (for texts too long for a URL).
pub(crate) async fn fragment_post(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(mut params): UrlQuery<Params>,
    body: Body,
) -> Response {
    match read_body(body).await {
        Ok(text) => params.q = Some(text),
        Err(refused) => {
            let lang = params.page_lang(&headers);
            let r = ResultView {
                w: lang.words(),
                lang,
                q: String::new(),
                start: String::new(),
                flip: false,
                a: empty_analysis(lang),
                refused: Some(refused.message()),
            };
            return render(&Fragment { r }, refused.status());
        }
    }
    let (r, status) = result_view(&state, &params, &headers).await;
    render(&Fragment { r }, status)
}

/// The body of a request as text, up to [`MAX_TEXT`] bytes.
async fn read_body(body: Body) -> Result<String, Refused> {
    let bytes: Bytes = axum::body::to_bytes(body, MAX_TEXT)
        .await
        .map_err(|_| Refused::TooLong)?;
    String::from_utf8(bytes.to_vec()).map_err(|_| Refused::NotText)
}

fn empty_analysis(lang: PageLang) -> Analysis {
    Analysis {
        kind: Kind::Error,
        recognised: lang.words().error.to_owned(),
        position: None,
        game: None,
        error: None,
        operations: Vec::new(),
        notes: Vec::new(),
    }
}

/// `GET /history`: the walk from Forsyth 1883 to SAN in many languages.
pub(crate) async fn history(headers: HeaderMap, UrlQuery(params): UrlQuery<Params>) -> Response {
    let lang = params.page_lang(&headers);
    let page = HistoryPage {
        w: lang.words(),
        lang,
        steps: STEPS,
    };
    render(&page, StatusCode::OK)
}

/// Any other path.
pub(crate) async fn not_found(headers: HeaderMap) -> Response {
    let lang = Params::default().page_lang(&headers);
    render(
        &NotFoundPage {
            w: lang.words(),
            lang,
        },
        StatusCode::NOT_FOUND,
    )
}

/// The API's answer: the analysis as JSON; 422 for a text that cannot be read, 413 for one too
/// long, 503 when busy.
async fn api(state: &AppState, query: Query) -> Response {
    match run(state, query).await {
        Ok(analysis) => {
            let status = if analysis.kind == Kind::Error {
                StatusCode::UNPROCESSABLE_ENTITY
            } else {
                StatusCode::OK
            };
            (status, Json(analysis)).into_response()
        }
        Err(refused) => (
            refused.status(),
            Json(json!({ "kind": "refused", "message": refused.message() })),
        )
            .into_response(),
    }
}

/// `GET /api/analyze?q=…`: what the page shows, as JSON.
pub(crate) async fn api_get(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    api(&state, params.query(&headers)).await
}

/// `POST /api/analyze`: the text is the body (UTF-8), the other parameters in the URL.
pub(crate) async fn api_post(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
    body: Body,
) -> Response {
    let text = match read_body(body).await {
        Ok(text) => text,
        Err(refused) => {
            return (
                refused.status(),
                Json(json!({ "kind": "refused", "message": refused.message() })),
            )
                .into_response();
        }
    };
    let mut query = params.query(&headers);
    query.text = text;
    api(&state, query).await
}

fn asset(content_type: &'static str, body: &'static [u8]) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// `GET /assets/style.css`.
pub(crate) async fn style() -> Response {
    asset(
        "text/css; charset=utf-8",
        include_bytes!("../assets/style.css"),
    )
}

/// `GET /assets/app.js`.
pub(crate) async fn script() -> Response {
    asset(
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/app.js"),
    )
}

/// `GET /assets/icon.svg`.
pub(crate) async fn icon() -> Response {
    asset("image/svg+xml", include_bytes!("../assets/icon.svg"))
}

#[cfg(test)]
mod tests {
    use super::encode;

    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(encode("1. e4 c5"), "1.%20e4%20c5");
        assert_eq!(encode("a&b=c/#"), "a%26b%3Dc%2F%23");
        assert_eq!(encode("Ge7#"), "Ge7%23");
        assert_eq!(encode("ż"), "%C5%BC");
    }
}
