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

use fenkit::{Color, Lang, Piece, Role};

use crate::analyze::{Analysis, Kind, MAX_TEXT, Query, SquareView, analyze};
use crate::history::{Example, STEPS, Step};
use crate::lang::{PageLang, Words};
use crate::parallel::{self, Parallel};
use crate::{AppState, WORK_TIME};
use crate::{diagrams, play, qr, share, underline};

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

/// What the result part of the page needs.
#[derive(Debug)]
pub(crate) struct ResultView {
    w: &'static Words,
    lang: PageLang,
    q: String,
    /// `q` compressed, for the links of a text longer than [`LINK_TEXT`].
    z: Option<String>,
    start: String,
    flip: bool,
    turn: Option<Color>,
    letters: Option<Lang>,
    view: View,
    a: Analysis,
    /// A refusal before reading, shown as the error.
    refused: Option<String>,
    /// Why the move played on the board was not played.
    play_error: Option<String>,
    /// Where others reach this page (`http://192.168.1.20:8080`), for the QR code.
    origin: String,
}

/// How the result is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum View {
    /// Everything.
    Page,
    /// The projector view (`view=board`): the board as large as the screen, the move, the
    /// steps.
    Board,
    /// A worksheet to print (`view=worksheet`): the board and blank lines for the student's
    /// notation.
    Worksheet,
}

impl View {
    /// Its value in links; none for the page.
    const fn code(self) -> Option<&'static str> {
        match self {
            View::Page => None,
            View::Board => Some("board"),
            View::Worksheet => Some("worksheet"),
        }
    }
}

/// What a link changes of what is on screen.
#[derive(Debug, Clone, Copy)]
struct Change {
    lang: PageLang,
    ply: Option<usize>,
    flip: bool,
    turn: Option<Color>,
    game: Option<usize>,
    view: View,
}

impl ResultView {
    fn new(lang: PageLang, q: String, params: &Params, query: &Query, a: Analysis) -> ResultView {
        ResultView {
            w: lang.words(),
            lang,
            z: (q.len() > LINK_TEXT).then(|| share::pack(&q)),
            q,
            start: params.start.clone().unwrap_or_default(),
            flip: query.flip,
            turn: query.turn,
            letters: query.letters,
            view: params.view(),
            a,
            refused: None,
            play_error: None,
            origin: String::new(),
        }
    }

    /// The share link as others reach it, as short as it can be written (the text
    /// compressed when that is shorter), for a QR code a phone reads easily.
    pub(crate) fn share_url(&self) -> String {
        let link = self.share_link();
        let compact = if self.z.is_none() && !self.q.is_empty() {
            let (z, q) = (share::pack(&self.q), encode(&self.q));
            if z.len() < q.len() {
                link.replacen(&format!("&q={q}"), &format!("&z={z}"), 1)
            } else {
                link
            }
        } else {
            link
        };
        format!("{}{compact}", self.origin)
    }

    /// The QR code of the share link, or `None` when the link is too long for one.
    pub(crate) fn qr_svg(&self) -> Option<String> {
        qr::svg(&self.share_url())
    }

    /// What is on screen, to be changed by a link.
    fn now(&self) -> Change {
        Change {
            lang: self.lang,
            ply: self.ply(),
            flip: self.flip,
            turn: self.turn,
            game: self.a.games.map(|games| games.number),
            view: self.view,
        }
    }

    /// A link to the page with this text, as `change` says.
    fn link(&self, change: Change) -> String {
        self.link_to("/", change)
    }

    /// A link to `path` with this text, as `change` says.
    fn link_to(&self, path: &str, change: Change) -> String {
        let mut url = format!("{path}?lang={}", change.lang.code());
        if let Some(z) = &self.z {
            url.push_str("&z=");
            url.push_str(z);
        } else if !self.q.is_empty() {
            url.push_str("&q=");
            url.push_str(&encode(&self.q));
        }
        if !self.start.is_empty() {
            url.push_str("&start=");
            url.push_str(&encode(&self.start));
        }
        if let Some(letters) = self.letters {
            url.push_str(&format!("&letters={letters}"));
        }
        if let Some(game) = change.game {
            url.push_str(&format!("&game={game}"));
        }
        if let Some(ply) = change.ply {
            url.push_str(&format!("&ply={ply}"));
        }
        match change.turn {
            Some(Color::White) => url.push_str("&turn=w"),
            Some(Color::Black) => url.push_str("&turn=b"),
            None => {}
        }
        if change.flip {
            url.push_str("&flip=1");
        }
        if let Some(view) = change.view.code() {
            url.push_str("&view=");
            url.push_str(view);
        }
        url
    }

    fn ply(&self) -> Option<usize> {
        self.a.game.as_ref().map(|game| game.ply)
    }

    /// The link to a ply of the game.
    pub(crate) fn ply_link(&self, ply: impl std::borrow::Borrow<usize>) -> String {
        let ply = Some(*ply.borrow());
        self.link(Change { ply, ..self.now() })
    }

    /// The link to what is on screen.
    pub(crate) fn share_link(&self) -> String {
        self.link(Change {
            view: View::Page,
            ..self.now()
        })
    }

    /// The link with the board turned.
    pub(crate) fn flip_link(&self) -> String {
        self.link(Change {
            flip: !self.flip,
            ..self.now()
        })
    }

    /// The same page in another language.
    pub(crate) fn lang_link(&self, lang: &PageLang) -> String {
        self.link(Change {
            lang: *lang,
            ..self.now()
        })
    }

    /// The board of a Forsyth text with this side to move.
    pub(crate) fn turn_link(&self, black: &bool) -> String {
        let turn = Some(if *black { Color::Black } else { Color::White });
        self.link(Change { turn, ..self.now() })
    }

    /// Whether this side is to move on the board shown.
    pub(crate) fn to_move(&self, black: &bool) -> bool {
        (self.turn == Some(Color::Black)) == *black
    }

    /// Another game of a PGN text with several, at its start.
    pub(crate) fn game_link(&self, game: impl std::borrow::Borrow<usize>) -> String {
        self.link(Change {
            game: Some(*game.borrow()),
            ply: None,
            ..self.now()
        })
    }

    /// "Game 2 of 3 in the text", for a PGN text with several games.
    pub(crate) fn game_of(&self) -> String {
        self.a
            .games
            .map(|games| (self.w.game_of)(games.number, games.count))
            .unwrap_or_default()
    }

    /// What is on screen in `view` (`board`, `worksheet`), or the page again when it is in
    /// that view.
    pub(crate) fn view_link(&self, view: &str) -> String {
        let wanted = match view {
            "board" => View::Board,
            "worksheet" => View::Worksheet,
            _ => View::Page,
        };
        let view = if self.view == wanted {
            View::Page
        } else {
            wanted
        };
        self.link(Change { view, ..self.now() })
    }

    /// Whether the result is in the projector view.
    pub(crate) fn projector(&self) -> bool {
        self.view == View::Board
    }

    /// Whether the result is a worksheet.
    pub(crate) fn worksheet(&self) -> bool {
        self.view == View::Worksheet
    }

    /// The moves of a worksheet, from the ply shown to the game's end, by move number
    /// (`12.`, or `12...` for Black alone): the moves as given, each to be written again.
    pub(crate) fn blank_moves(&self) -> Vec<(String, Vec<String>)> {
        let Some(game) = &self.a.game else {
            return Vec::new();
        };
        let mut lines: Vec<(String, Vec<String>)> = Vec::new();
        for ply in &game.plies[game.ply..] {
            let number = ply.number.trim_end_matches('.');
            match lines.last_mut() {
                Some((last, moves)) if last.trim_end_matches('.') == number => {
                    moves.push(ply.given.clone());
                }
                _ => lines.push((ply.number.clone(), vec![ply.given.clone()])),
            }
        }
        lines
    }

    /// The board shown, as a file: `/board.svg` or `/board.png`.
    pub(crate) fn diagram_link(&self, path: &str) -> String {
        self.link_to(
            path,
            Change {
                view: View::Page,
                ..self.now()
            },
        )
    }

    /// The last ply's number, for the End link.
    pub(crate) fn last_ply(&self) -> usize {
        self.a.game.as_ref().map_or(0, |game| game.plies.len())
    }

    /// Whether the text was read as a position or game (not empty, not an error).
    pub(crate) fn read(&self) -> bool {
        !matches!(self.a.kind, Kind::Empty | Kind::Error)
    }

    /// Whether the text is a board in one of Forsyth's forms, whose side to move is chosen.
    pub(crate) fn forsyth(&self) -> bool {
        matches!(self.a.kind, Kind::Forsyth1883 | Kind::Forsyth1897)
    }

    /// Whether messages from the library (in English) need `lang="en"` on this page.
    pub(crate) fn foreign(&self) -> bool {
        self.lang != PageLang::En
    }

    /// A Forsyth 1883 text cut into runs, black (underlined) or not.
    pub(crate) fn runs(&self, text: &str) -> Vec<underline::Run> {
        underline::runs(text)
    }

    /// A square's button's name: `e4: white pawn`.
    pub(crate) fn square_label(&self, square: &SquareView) -> String {
        let piece = square.piece.map_or(self.w.empty_square, |piece| {
            let names = match piece.color {
                Color::White => &self.w.white_pieces,
                Color::Black => &self.w.black_pieces,
            };
            names[piece.role as usize]
        });
        format!("{}{}{piece}", square.name, self.w.colon)
    }

    /// The editor's tools: each piece by its FEN letter, figurine and name, then the eraser
    /// (`-`).
    pub(crate) fn tools(&self) -> Vec<(char, char, &'static str)> {
        let mut tools: Vec<(char, char, &'static str)> = Vec::with_capacity(13);
        for (color, names) in [
            (Color::White, &self.w.white_pieces),
            (Color::Black, &self.w.black_pieces),
        ] {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                tools.push((piece.char(), piece.figurine(), names[role as usize]));
            }
        }
        tools.push(('-', '✕', self.w.remove));
        tools
    }

    /// A square's piece as its FEN letter, or nothing.
    pub(crate) fn square_piece(&self, square: &SquareView) -> String {
        square
            .piece
            .map(|piece| piece.char().to_string())
            .unwrap_or_default()
    }

    /// The board's accessible name: the side to move, the pieces, the move that led to it.
    pub(crate) fn board_name(&self) -> String {
        let Some(pos) = &self.a.position else {
            return String::new();
        };
        let black = pos.fields.get(1).is_some_and(|field| field.text == "b");
        let turn = if black {
            self.w.black_to_move
        } else {
            self.w.white_to_move
        };
        let mut name = format!("{}: {turn}, {} {}", self.w.board, pos.pieces, self.w.pieces);
        if let Some(game) = &self.a.game
            && let Some(ply) = game.ply.checked_sub(1).and_then(|i| game.plies.get(i))
        {
            name.push_str(&format!(", {} {} {}", self.w.after, ply.number, ply.san));
        }
        name
    }
}

/// The longest text the page's links carry as it is, in bytes; a longer one is compressed
/// (`z=`).
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
        let mut view = ResultView::new(lang, query.text.clone(), params, &query, a);
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
            let mut view = ResultView::new(lang, query.text.clone(), params, &query, a);
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
    let query = Query::default();
    let a = Analysis::new(Kind::Error, lang.words().error.to_owned());
    let mut view = ResultView::new(lang, String::new(), params, &query, a);
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
