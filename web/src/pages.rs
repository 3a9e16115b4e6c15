//! The handlers: the page, its result alone, the history page, the JSON API and the assets.

use askama::Template;
use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::{Query as UrlQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use strum::VariantArray;
use tokio::time::timeout;

use fenkit::Color;

use crate::analyze::{Analysis, Kind, MAX_TEXT, Query, analyze};
use crate::history::{Example, STEPS, Step};
use crate::lang::{PageLang, Words};
use crate::parallel::{self, Parallel};
use crate::quiz::{self, Ask, Verdict};
use crate::result::{ResultView, View, encode};
use crate::{AppState, WORK_TIME};
use crate::{diagrams, play, share, underline};

/// The parameters of the page and of the API, as given in the URL. Every one is optional, and
/// one that does not read is ignored (a `ply=x` shows the start), so no link is refused.
#[derive(Debug, Clone, Default, Deserialize)]
pub(crate) struct Params {
    q: Option<String>,
    z: Option<String>,
    lang: Option<String>,
    start: Option<String>,
    ply: Option<String>,
    flip: Option<String>,
    turn: Option<String>,
    letters: Option<String>,
    game: Option<String>,
    view: Option<String>,
    size: Option<String>,
    play: Option<String>,
    ask: Option<String>,
    answer: Option<String>,
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

    /// The text: `q`, else the compressed `z`.
    fn text(&self) -> Result<String, Refused> {
        match (&self.q, &self.z) {
            (Some(q), _) => Ok(q.clone()),
            (None, Some(z)) => share::unpack(z).map_err(|_| Refused::Damaged),
            (None, None) => Ok(String::new()),
        }
    }

    fn query(&self, headers: &HeaderMap) -> Query {
        Query {
            text: self.q.clone().unwrap_or_default(),
            lang: self.page_lang(headers),
            start: self.start.clone().filter(|s| !s.trim().is_empty()),
            ply: number(self.ply.as_deref()),
            flip: self
                .flip
                .as_deref()
                .is_some_and(|f| f == "1" || f == "true"),
            turn: match self.turn.as_deref().map(str::trim) {
                Some("w" | "W") => Some(Color::White),
                Some("b" | "B") => Some(Color::Black),
                _ => None,
            },
            letters: self.letters.as_deref().and_then(|l| l.trim().parse().ok()),
            game: number(self.game.as_deref()),
        }
    }

    fn view(&self) -> View {
        match self.view.as_deref().map(str::trim) {
            Some("board") => View::Board,
            Some("worksheet") => View::Worksheet,
            _ => View::Page,
        }
    }
}

fn number(text: Option<&str>) -> Option<usize> {
    text.and_then(|n| n.trim().parse().ok())
}

/// Why a text was not read at all.
enum Refused {
    /// Longer than [`MAX_TEXT`].
    TooLong,
    /// No worker was free in time, or the work took too long.
    Busy,
    /// A body that is not UTF-8.
    NotText,
    /// A link's compressed text (`z`) that does not unpack.
    Damaged,
}

impl Refused {
    fn status(&self) -> StatusCode {
        match self {
            Refused::TooLong => StatusCode::PAYLOAD_TOO_LARGE,
            Refused::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Refused::NotText => StatusCode::UNPROCESSABLE_ENTITY,
            Refused::Damaged => StatusCode::BAD_REQUEST,
        }
    }

    fn message(&self, lang: PageLang) -> String {
        let words = lang.words();
        match self {
            Refused::TooLong => (words.text_too_long)(MAX_TEXT + 1, MAX_TEXT),
            Refused::Busy => (words.busy)(WORK_TIME.as_secs()),
            Refused::NotText => words.not_utf8.to_owned(),
            Refused::Damaged => words.damaged_link.to_owned(),
        }
    }
}

/// Reads the text on a worker thread, one of a bounded number, within [`WORK_TIME`]. (A text
/// longer than [`MAX_TEXT`] cannot come here: a URL holds at most 64 KiB, a body is cut at
/// [`MAX_TEXT`], a `z` unpacks to at most [`MAX_TEXT`], and [`analyze`] refuses it too.)
async fn run(state: &AppState, query: Query) -> Result<Analysis, Refused> {
    work(state, move || analyze(&query)).await
}

/// Does `job` on a worker thread, one of a bounded number, within [`WORK_TIME`].
async fn work<T: Send + 'static>(
    state: &AppState,
    job: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Refused> {
    let permit = timeout(WORK_TIME, state.workers.clone().acquire_owned())
        .await
        .map_err(|_| Refused::Busy)?
        .map_err(|_| Refused::Busy)?;
    let work = tokio::task::spawn_blocking(move || {
        let done = job();
        drop(permit);
        done
    });
    match timeout(WORK_TIME, work).await {
        Ok(Ok(done)) => Ok(done),
        _ => Err(Refused::Busy),
    }
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
    game: &'static Parallel,
}

impl HistoryPage {
    /// The link that opens an example in the main page, its moves read in the seed's
    /// language first, a Forsyth board with its side to move.
    fn example_link(&self, example: &Example) -> String {
        self.example_query("/", example)
    }

    /// The example's board: the position, or the one after its moves; none for a text that
    /// does not read as far as a board (a rank of seven squares).
    fn example_board(&self, example: &Example) -> Option<String> {
        example
            .has_board()
            .then(|| self.example_query("/board.svg", example) + "&ply=9999")
    }

    fn example_query(&self, path: &str, example: &Example) -> String {
        let mut url = format!(
            "{path}?lang={}&q={}",
            self.lang.code(),
            encode(example.text)
        );
        if !example.start.is_empty() {
            url.push_str("&start=");
            url.push_str(&encode(example.start));
        }
        if !example.letters.is_empty() {
            url.push_str("&letters=");
            url.push_str(example.letters);
        }
        if !example.turn.is_empty() {
            url.push_str("&turn=");
            url.push_str(example.turn);
        }
        url
    }

    fn lang_link(&self, lang: &PageLang) -> String {
        format!("/history?lang={}", lang.code())
    }

    /// A Forsyth 1883 text cut into runs, black (underlined) or not.
    fn runs(&self, text: &str) -> Vec<underline::Run> {
        underline::runs(text)
    }

    /// The headings of the game's columns, after the move number.
    fn columns(&self) -> Vec<String> {
        let mut columns = vec![self.w.descriptive.to_owned()];
        columns.extend(
            parallel::LANGS
                .iter()
                .map(|&lang| format!("SAN ({})", self.lang.lang_name(lang))),
        );
        columns.push("ICCF".to_owned());
        columns
    }
}

#[derive(Template)]
#[template(path = "quiz.html")]
struct QuizPage {
    r: ResultView,
    ask: Ask,
    answer: String,
    verdict: Option<Verdict>,
}

impl QuizPage {
    /// Every question, by its value in links and its name.
    fn asks(&self) -> Vec<(&'static str, String)> {
        Ask::VARIANTS
            .iter()
            .map(|ask| (ask.code(), ask.name(self.r.lang)))
            .collect()
    }

    /// Whether this question is the one asked.
    fn chosen(&self, code: &str) -> bool {
        self.ask.code() == code
    }

    /// The question, in words.
    fn question(&self) -> String {
        let name = self.ask.name(self.r.lang);
        match (&self.r.a.game, self.ask.move_format()) {
            (Some(game), Some(_)) => {
                let number = game
                    .ply
                    .checked_sub(1)
                    .and_then(|i| game.plies.get(i))
                    .map_or(String::new(), |ply| ply.number.clone());
                (self.r.w.quiz_move)(&number, &name)
            }
            _ => (self.r.w.quiz_position)(&name),
        }
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
    let mut query = params.query(headers);
    let lang = query.lang;
    let text = params.text();
    query.text = text.as_ref().cloned().unwrap_or_default();
    let outcome = match text {
        Ok(_) => run(state, query.clone()).await,
        Err(refused) => Err(refused),
    };
    let a = match outcome {
        Ok(a) => a,
        Err(refused) => return (refusal(lang, params, &refused), refused.status()),
    };
    let Some(uci) = params.play.as_deref() else {
        let mut view = ResultView::new(
            query.text.clone(),
            params.start.clone().unwrap_or_default(),
            params.view(),
            &query,
            a,
        );
        view.origin = origin(state, headers);
        return (view, StatusCode::OK);
    };
    // A move played on the board: the line to it is the new text, shown after the move.
    match play::play(&a, uci, lang) {
        Ok(played) => {
            let after = Params {
                q: Some(played.text),
                z: None,
                start: Some(played.start),
                ply: Some(played.plies.to_string()),
                turn: None,
                letters: None,
                game: None,
                play: None,
                ..params.clone()
            };
            Box::pin(result_view(state, &after, headers)).await
        }
        Err(why) => {
            let mut view = ResultView::new(
                query.text.clone(),
                params.start.clone().unwrap_or_default(),
                params.view(),
                &query,
                a,
            );
            view.play_error = Some(why);
            (view, StatusCode::OK)
        }
    }
}

/// Where others reach the server: as it was started, or as this request names it.
fn origin(state: &AppState, headers: &HeaderMap) -> String {
    if let Some(origin) = &state.origin {
        return origin.to_string();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .filter(|host| {
            host.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        })
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// The result part of a request refused before reading.
fn refusal(lang: PageLang, params: &Params, refused: &Refused) -> ResultView {
    let query = Query {
        lang,
        ..Query::default()
    };
    let a = Analysis::new(Kind::Error, lang.words().error.to_owned());
    let mut view = ResultView::new(
        String::new(),
        params.start.clone().unwrap_or_default(),
        params.view(),
        &query,
        a,
    );
    view.refused = Some(refused.message(lang));
    view
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
            let r = refusal(params.page_lang(&headers), &params, &refused);
            return render(&Fragment { r }, refused.status());
        }
    }
    let (r, status) = result_view(&state, &params, &headers).await;
    render(&Fragment { r }, status)
}

/// The body of a request as text, up to [`MAX_TEXT`] bytes.
async fn read_body(body: Body) -> Result<String, Refused> {
    // A body that comes slower than this is a client holding a connection, not a text.
    let bytes: Bytes = timeout(WORK_TIME, axum::body::to_bytes(body, MAX_TEXT))
        .await
        .map_err(|_| Refused::Busy)?
        .map_err(|_| Refused::TooLong)?;
    String::from_utf8(bytes.to_vec()).map_err(|_| Refused::NotText)
}

/// `GET /history`: the walk from Forsyth 1883 to SAN in many languages.
pub(crate) async fn history(headers: HeaderMap, UrlQuery(params): UrlQuery<Params>) -> Response {
    let lang = params.page_lang(&headers);
    let page = HistoryPage {
        w: lang.words(),
        lang,
        steps: STEPS,
        game: parallel::immortal(),
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
    let lang = query.lang;
    match run(state, query).await {
        Ok(analysis) => {
            let status = if analysis.kind == Kind::Error {
                StatusCode::UNPROCESSABLE_ENTITY
            } else {
                StatusCode::OK
            };
            (status, Json(analysis)).into_response()
        }
        Err(refused) => api_refusal(lang, &refused),
    }
}

/// The API's answer to a request refused before reading.
fn api_refusal(lang: PageLang, refused: &Refused) -> Response {
    let message = refused.message(lang);
    let body = json!({ "kind": "refused", "message": message });
    (refused.status(), Json(body)).into_response()
}

/// `GET /api/analyze?q=…`: what the page shows, as JSON.
pub(crate) async fn api_get(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    let mut query = params.query(&headers);
    match params.text() {
        Ok(text) => query.text = text,
        Err(refused) => return api_refusal(query.lang, &refused),
    }
    api(&state, query).await
}

/// `POST /api/analyze`: the text is the body (UTF-8), the other parameters in the URL.
pub(crate) async fn api_post(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
    body: Body,
) -> Response {
    let mut query = params.query(&headers);
    match read_body(body).await {
        Ok(text) => query.text = text,
        Err(refused) => return api_refusal(query.lang, &refused),
    }
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

/// The board of a query, as SVG; or the answer that says why there is none.
async fn board_of(
    state: &AppState,
    params: &Params,
    headers: &HeaderMap,
) -> Result<String, Response> {
    let mut query = params.query(headers);
    let lang = query.lang;
    let plain = |status: StatusCode, message: String| {
        let content_type = [(header::CONTENT_TYPE, "text/plain; charset=utf-8")];
        (status, content_type, message).into_response()
    };
    match params.text() {
        Ok(text) => query.text = text,
        Err(refused) => return Err(plain(refused.status(), refused.message(lang))),
    }
    let analysis = run(state, query)
        .await
        .map_err(|refused| plain(refused.status(), refused.message(lang)))?;
    match (analysis.position, analysis.board_svg, analysis.error) {
        (Some(position), _, _) => Ok(position.board_svg),
        (None, Some(board), _) => Ok(board),
        (None, None, Some(error)) => Err(plain(StatusCode::UNPROCESSABLE_ENTITY, error.message)),
        (None, None, None) => Err(plain(
            StatusCode::UNPROCESSABLE_ENTITY,
            lang.words().no_board.to_owned(),
        )),
    }
}

/// `GET /board.svg`: the board the page shows for the same query, as an SVG file.
pub(crate) async fn board_svg(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    match board_of(&state, &params, &headers).await {
        Ok(svg) => (
            [(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")],
            diagrams::svg_file(&svg),
        )
            .into_response(),
        Err(answer) => answer,
    }
}

/// `GET /board.png?size=…`: the same board drawn on the server, `size` pixels square.
pub(crate) async fn board_png(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(params): UrlQuery<Params>,
) -> Response {
    let lang = params.page_lang(&headers);
    let size = match params.size.as_deref().map(str::trim) {
        None | Some("") => diagrams::PNG_SIZE,
        Some(text) => match text.parse::<u32>() {
            Ok(size) if diagrams::PNG_SIZES.contains(&size) => size,
            _ => {
                let message = (lang.words().bad_size)(
                    text,
                    *diagrams::PNG_SIZES.start(),
                    *diagrams::PNG_SIZES.end(),
                );
                return (StatusCode::BAD_REQUEST, message).into_response();
            }
        },
    };
    let svg = match board_of(&state, &params, &headers).await {
        Ok(svg) => svg,
        Err(answer) => return answer,
    };
    match work(&state, move || diagrams::png(&svg, size)).await {
        Ok(Ok(png)) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
        Ok(Err(_)) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the board could not be drawn",
        )
            .into_response(),
        Err(refused) => (refused.status(), refused.message(lang)).into_response(),
    }
}

/// `GET /quiz`: what the text shows, to be written in a notation asked for; with `answer`,
/// the answer checked. Without a text, the Immortal Game's last move and position.
pub(crate) async fn quiz(
    State(state): State<AppState>,
    headers: HeaderMap,
    UrlQuery(mut params): UrlQuery<Params>,
) -> Response {
    if params.q.is_none() && params.z.is_none() {
        params.q = Some(crate::history::IMMORTAL_PL.to_owned());
        params.ply.get_or_insert_with(|| "45".to_owned());
    }
    params.play = None;
    let ask = params
        .ask
        .as_deref()
        .and_then(|ask| ask.trim().parse::<Ask>().ok())
        .unwrap_or(Ask::Fen);
    let (r, status) = result_view(&state, &params, &headers).await;
    let answer = params.answer.clone().unwrap_or_default();
    let verdict = (!answer.trim().is_empty()).then(|| quiz::check(&r.a, ask, &answer, r.lang));
    render(
        &QuizPage {
            r,
            ask,
            answer,
            verdict,
        },
        status,
    )
}
