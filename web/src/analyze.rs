//! What the page shows of a text: recognise what it is (FEN, EPD, Forsyth 1883 or 1897,
//! movetext, PGN) and gather every fact about it, using only the library's public surface.
//!
//! The result, [`Analysis`], is what the HTML page renders and what `/api/analyze` returns as
//! JSON, so the two cannot disagree.

use std::ops::Range;

use fenkit::chess960;
use fenkit::diagnostic::Location;
use fenkit::diagram::{Diagram, Format};
use fenkit::epd::{Epd, EpdWriter};
use fenkit::explain::{explain, explain_move};
use fenkit::fen::{Fen, FenParser, FenWriter};
use fenkit::forsyth::{Edition, ForsythWriter};
use fenkit::notation::{MoveFormat, MoveNotation, MoveTolerance, MoveWriter};
use fenkit::pgn::{Eval, Game};
use fenkit::recognize::{ReadAs, RecognizeErrorKind, Recognizer, TextGame, TextKind, Value};
use fenkit::{
    Claim, Color, DialectKind, EpPolicy, File, Lang, Move, Piece, Position, Rank, Setup, Square,
};
use serde::Serialize;

use crate::games;
use crate::lang::PageLang;

/// The longest text the page reads, in bytes (a long annotated game is 20-50 kB).
pub const MAX_TEXT: usize = fenkit::recognize::MAX_BYTES;

/// The most plies of a game's main line the page steps through.
pub const MAX_PLIES: usize = 2000;

/// The most notes on lenient reading one answer gives.
pub const MAX_NOTES: usize = 50;

/// The most moves (main line and variations together) one request may play.
pub const MAX_MOVES: usize = fenkit::recognize::MAX_MOVES;

/// What the page was asked.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The text to read.
    pub text: String,
    /// The page's language: its words, the explanations, the letters of the moves written.
    pub lang: PageLang,
    /// The start position of a movetext: a FEN, or `startpos` (the default).
    pub start: Option<String>,
    /// The ply of a game to show (0, the start, when missing; the last when too large).
    pub ply: Option<usize>,
    /// Whether the board is seen from Black's side.
    pub flip: bool,
    /// The side to move of a board in Forsyth's forms, which record the board only (White
    /// when missing).
    pub turn: Option<Color>,
    /// The language SAN is read in first, when several read the moves (the page's when
    /// missing): `Cf3` is French and Spanish.
    pub letters: Option<Lang>,
    /// The game of a PGN text with several, from 1 (the first when missing; the last when
    /// too large).
    pub game: Option<usize>,
}

/// What a text was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Nothing was given.
    Empty,
    /// A FEN, in any dialect.
    Fen,
    /// An EPD record.
    Epd,
    /// Forsyth's 1883 form (eight lines).
    Forsyth1883,
    /// Forsyth's 1897 form (one line, ranks separated by commas).
    Forsyth1897,
    /// Moves, with or without numbers, comments and variations.
    Movetext,
    /// A PGN game, with its tags.
    Pgn,
    /// A text that could not be read.
    Error,
}

impl Kind {
    /// Its name in the JSON API and the page's `data-kind`: `fen`, `pgn`, …
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Empty => "empty",
            Kind::Fen => "fen",
            Kind::Epd => "epd",
            Kind::Forsyth1883 => "forsyth1883",
            Kind::Forsyth1897 => "forsyth1897",
            Kind::Movetext => "movetext",
            Kind::Pgn => "pgn",
            Kind::Error => "error",
        }
    }
}

/// Everything the page shows of one text.
#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    /// What the text was read as.
    pub kind: Kind,
    /// The same, in words of the page's language (with the dialect or notation and language).
    pub recognised: String,
    /// The same, as `fenkit inspect --json` gives it: `kind`, and the `dialect`, `notation` and
    /// `lang` that apply (null for an error).
    pub read_as: Option<ReadAsView>,
    /// Which game of a PGN text with several is shown.
    pub games: Option<GamesView>,
    /// The position shown: the one given, or the one after the chosen ply of a game.
    pub position: Option<PositionView>,
    /// The game, when the text held moves.
    pub game: Option<GameView>,
    /// Why the text could not be read, with the place in it.
    pub error: Option<ErrorView>,
    /// An EPD record's operations (`bm`, `id`, …), as written.
    pub operations: Vec<(String, String)>,
    /// What lenient reading let pass, move by move: `3. Fe2b5: not canonical, read as Fb5`.
    pub notes: Vec<String>,
    /// The same in the page's words where it has them, each with whether it is (`true`)
    /// or is left in the library's English.
    #[serde(skip)]
    pub notes_shown: Vec<(String, bool)>,
    /// For a FEN whose placement reads but another field does not: the board as far as it
    /// reads, so that a missing king is seen beside the error.
    pub board_svg: Option<String>,
}

/// What a text was read as, with the keys of `fenkit inspect --json` (docs/json.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReadAsView {
    /// `fen`, `epd`, `forsyth1883`, `forsyth1897`, `movetext` or `pgn`.
    pub kind: &'static str,
    /// The castling dialect of a FEN or an EPD record: `standard`, `shredder`, `xfen`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialect: Option<String>,
    /// The move notation of movetext or a PGN game: `san`, `lan`, `fan`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notation: Option<&'static str>,
    /// The language of SAN or LAN moves: `en`, `fr`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

impl From<ReadAs> for ReadAsView {
    fn from(read_as: ReadAs) -> ReadAsView {
        ReadAsView {
            kind: read_as.kind.name(),
            dialect: read_as.dialect.map(|dialect| dialect.to_string()),
            notation: read_as.notation.map(MoveNotation::name),
            lang: read_as.lang.map(|lang| lang.to_string()),
        }
    }
}

/// Which game of a PGN text is shown: `number` of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GamesView {
    /// The game shown, from 1.
    pub number: usize,
    /// How many games the text holds.
    pub count: usize,
}

/// A position, in every form the page shows.
#[derive(Debug, Clone, Serialize)]
pub struct PositionView {
    /// The FEN as written in its own dialect (the one explained).
    pub fen: String,
    /// The fields of [`fen`](Self::fen), each with its explanation.
    pub fields: Vec<FieldView>,
    /// The board as SVG, drawn by `fenkit::diagram` (flipped on request, the last move tinted).
    pub board_svg: String,
    /// The same position in standard FEN, Shredder-FEN, X-FEN, EPD, Forsyth 1897 and 1883.
    pub forms: Vec<FormView>,
    /// Its Chess960 number, when it is a Chess960 start position.
    pub chess960: Option<u16>,
    /// Every problem that makes it illegal (empty for a legal position).
    pub problems: Vec<String>,
    /// Its legal moves, in SAN of the page's language.
    pub legal_moves: Vec<String>,
    /// Check, mate or stalemate, in words.
    pub status: Option<String>,
    /// The Polyglot opening-book key of a legal position, 16 lower-case hex digits.
    pub key: Option<String>,
    /// The number of pieces on the board.
    pub pieces: usize,
    /// The squares in the order they are drawn (rank 8 first, or rank 1 when flipped), for
    /// the board's buttons.
    #[serde(skip)]
    pub squares: Vec<SquareView>,
}

/// A square of the board as drawn: its name and its piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareView {
    /// `e4`.
    pub name: String,
    /// The piece on it.
    pub piece: Option<Piece>,
}

/// One field of a FEN and its explanation.
#[derive(Debug, Clone, Serialize)]
pub struct FieldView {
    /// Its text in the FEN.
    pub text: String,
    /// Its heading in the explanation (`1. piece placement: …`).
    pub heading: String,
    /// The explanation's lines.
    pub lines: Vec<String>,
}

/// The position written in one notation, or why it cannot be.
#[derive(Debug, Clone, Serialize)]
pub struct FormView {
    /// The notation's name.
    pub name: &'static str,
    /// The text, when it can be written.
    pub text: Option<String>,
    /// Why it cannot be written.
    pub why_not: Option<String>,
}

/// A game, stepped ply by ply.
#[derive(Debug, Clone, Serialize)]
pub struct GameView {
    /// The notation the moves were read in, and its language.
    pub read_as: String,
    /// The PGN tags, in their order.
    pub tags: Vec<(String, String)>,
    /// The start position's FEN.
    pub start_fen: String,
    /// The comments before the first move.
    pub start_comment: Option<String>,
    /// Every ply of the main line.
    pub plies: Vec<PlyView>,
    /// The ply shown (0 for the start position).
    pub ply: usize,
    /// The shown ply's move explained, in the page's language.
    pub explanation: Option<String>,
    /// How the main line ended without a claim, if it did (the game's history counted:
    /// fivefold repetition too).
    pub outcome: Option<OutcomeView>,
    /// The draws the player to move may claim at the end of the main line:
    /// `threefold_repetition`, `fifty_moves`.
    pub claims: Vec<&'static str>,
}

/// How a game ended, as the CLI's JSON says it: `{"result": "1/2-1/2", "reason":
/// "fivefold_repetition"}`.
#[derive(Debug, Clone, Serialize)]
pub struct OutcomeView {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// `checkmate`, `stalemate`, `insufficient_material`, `fivefold_repetition` or
    /// `seventyfive_moves`.
    pub reason: &'static str,
}

/// One ply in every notation.
#[derive(Debug, Clone, Serialize)]
pub struct PlyView {
    /// Its move number: `12.` or `12...`.
    pub number: String,
    /// The text as given.
    pub given: String,
    /// SAN in the page's language.
    pub san: String,
    /// LAN in the page's language.
    pub lan: String,
    /// Figurines.
    pub fan: String,
    /// ICCF numeric (empty when it cannot be written).
    pub iccf: String,
    /// English descriptive.
    pub descriptive: String,
    /// UCI (castling as the game writes it; a null move is `0000`).
    pub uci: String,
    /// The FEN after it.
    pub fen: String,
    /// The comments after it on the main line, each trimmed, a space between.
    pub comment: Option<String>,
    /// Its NAGs, a glyph as its NAG (`!` is 1).
    pub nags: Vec<u8>,
    /// The clock after it, `[%clk]`, in seconds.
    pub clk: Option<f64>,
    /// The time it took, `[%emt]`, in seconds.
    pub emt: Option<f64>,
    /// The evaluation after it, `[%eval]`.
    pub eval: Option<EvalView>,
}

/// An engine's evaluation: `{"cp": 24}` or `{"mate": -3}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EvalView {
    /// Hundredths of a pawn, from White's side.
    Cp(i32),
    /// Mate in this many moves, negative when Black mates.
    Mate(i32),
}

/// Why a text could not be read, and where.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorView {
    /// The library's message.
    pub message: String,
    /// The line the problem is on, from 1.
    pub line: usize,
    /// Its column, from 1, in characters.
    pub column: usize,
    /// The line's text before the problem.
    pub before: String,
    /// The text at fault (may be empty, at the end of the line).
    pub marked: String,
    /// The line's text after it.
    pub after: String,
    /// Whether the message is in the page's words (in its language), not the library's
    /// (English).
    #[serde(skip)]
    pub page_words: bool,
}

impl ErrorView {
    /// The error at a byte range of `text`, shown within its line.
    #[must_use]
    pub fn at(message: String, text: &str, span: Range<usize>) -> ErrorView {
        let place = Location::of(text, span);
        let (line, marked) = (place.line_span(), place.span());
        ErrorView {
            message,
            line: place.line(),
            column: place.column(),
            before: text[line.start..marked.start].to_owned(),
            marked: text[marked.clone()].to_owned(),
            after: text[marked.end..line.end].to_owned(),
            page_words: false,
        }
    }
}

/// Reads a text and gathers what the page shows of it. Never panics; every refusal is an
/// [`Analysis`] with an [`ErrorView`].
#[must_use]
pub fn analyze(query: &Query) -> Analysis {
    let text = query.text.strip_prefix('\u{feff}').unwrap_or(&query.text);
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    if text.trim().is_empty() {
        return Analysis::new(Kind::Empty, String::new());
    }
    // A PGN text with several games: the one chosen is read, the others are counted.
    let split = games::split(&text);
    let (body, games) = match split.len() {
        0 | 1 => (0..text.len(), None),
        count => {
            let number = query.game.unwrap_or(1).clamp(1, count);
            let games = GamesView { number, count };
            (split[number - 1].clone(), Some(games))
        }
    };
    let mut analysis = analyze_text(query, &text, body);
    analysis.games = games;
    analysis
}

/// Reads the part `body` of `text` (the whole, or one game of several).
fn analyze_text(query: &Query, text: &str, body: Range<usize>) -> Analysis {
    let offset = body.start;
    let part = &text[body];
    let start = start_position(query);
    let recognizer = Recognizer::new()
        .start(start.as_ref().map_or(Position::STARTING, Clone::clone))
        .prefer_lang(query.letters.unwrap_or(query.lang.lang()));
    let read = recognizer.read(part);
    // A start that does not read matters to movetext only.
    if let Err(refusal) = start {
        let moves = match &read {
            Ok(read) => read.read_as.kind == TextKind::Movetext,
            Err(err) => matches!(
                err.kind(),
                RecognizeErrorKind::Moves { .. } | RecognizeErrorKind::TooManyMoves { .. }
            ),
        };
        if moves {
            return *refusal;
        }
    }
    let read = match read {
        Ok(read) => read,
        Err(err) => {
            let words = query.lang.words();
            let (message, page_words) = match err.kind() {
                RecognizeErrorKind::TooLong { len, .. } => {
                    ((words.text_too_long)(*len, MAX_TEXT), true)
                }
                RecognizeErrorKind::TooManyMoves { .. } => {
                    ((words.too_many_moves)(MAX_MOVES), true)
                }
                _ => (err.to_string(), false),
            };
            let span = err.span();
            let mut analysis =
                refused(query, message, text, span.start + offset..span.end + offset);
            if let Some(error) = &mut analysis.error {
                error.page_words = page_words;
            }
            as_far_as_it_reads(query, &recognizer, part, &err, &mut analysis);
            return analysis;
        }
    };
    let read_as = read.read_as;
    let mut analysis = match read.value {
        Value::Fen(fen) => {
            let mut analysis = Analysis::new(Kind::Fen, dialect_name(fen.dialect()).to_owned());
            analysis.position = Some(position_view(query, &fen, None));
            analysis
        }
        Value::Epd(epd) => {
            let dialect = read_as.dialect.unwrap_or(DialectKind::Standard);
            let recognised = match dialect {
                DialectKind::Standard => "EPD".to_owned(),
                dialect => format!("EPD ({})", dialect_name(dialect)),
            };
            let mut analysis = Analysis::new(Kind::Epd, recognised);
            analysis.position =
                refen(epd.position().setup(), dialect).map(|fen| position_view(query, &fen, None));
            analysis.operations = epd
                .operations()
                .map(|(opcode, _)| {
                    let operands = epd.operand_texts(opcode.as_str()).unwrap_or_default();
                    (opcode.to_string(), operands.join(" "))
                })
                .collect();
            analysis
        }
        Value::Board(mut setup) => {
            let (kind, name) = match read_as.kind {
                TextKind::Forsyth1883 => (Kind::Forsyth1883, "Forsyth 1883"),
                _ => (Kind::Forsyth1897, "Forsyth 1897"),
            };
            // The forms record the board only: the side to move is the reader's to say.
            setup.turn = query.turn.unwrap_or(Color::White);
            let mut analysis = Analysis::new(kind, name.to_owned());
            analysis.position =
                refen(&setup, DialectKind::Standard).map(|fen| position_view(query, &fen, None));
            analysis
        }
        Value::Game(game) => read_game(query, read_as, &game, None),
        _ => refused(
            query,
            query.lang.words().cannot_show.to_owned(),
            text,
            offset..offset,
        ),
    };
    if analysis.kind != Kind::Error {
        analysis.read_as = Some(read_as.into());
    }
    analysis
}

/// After an error, what reads of the text: the moves before a move at fault (the board
/// before it, the game up to it), or the board of a FEN whose placement reads.
fn as_far_as_it_reads(
    query: &Query,
    recognizer: &Recognizer,
    text: &str,
    err: &fenkit::recognize::RecognizeError,
    analysis: &mut Analysis,
) {
    match err.kind() {
        RecognizeErrorKind::Moves { .. } | RecognizeErrorKind::Pgn(_) => {
            let before = text.get(..err.span().start).unwrap_or_default();
            let Ok(read) = recognizer.read(before) else {
                // At fault from the first move: the start is the board as far as it reads.
                if let (Ok(start), RecognizeErrorKind::Moves { .. }) =
                    (start_position(query), err.kind())
                {
                    analysis.board_svg = Some(board_svg(query, start.setup(), None, true));
                }
                return;
            };
            if let Value::Game(game) = read.value {
                let partial = read_game(query, read.read_as, &game, Some(game.given.len()));
                analysis.position = partial.position;
                analysis.game = partial.game;
            }
        }
        RecognizeErrorKind::Fen(fen) if fen.field() != fenkit::fen::Field::Board => {
            let placement = text.split_whitespace().next().unwrap_or_default();
            if let Ok(fen) = FenParser::new()
                .lenient()
                .auto()
                .parse(&format!("{placement} w - - 0 1"))
            {
                analysis.board_svg = Some(board_svg(query, fen.setup(), None, false));
            }
        }
        _ => {}
    }
}

impl Analysis {
    pub(crate) fn new(kind: Kind, recognised: String) -> Analysis {
        Analysis {
            kind,
            recognised,
            read_as: None,
            games: None,
            position: None,
            game: None,
            error: None,
            operations: Vec::new(),
            notes: Vec::new(),
            notes_shown: Vec::new(),
            board_svg: None,
        }
    }
}

fn refused(query: &Query, message: String, text: &str, span: Range<usize>) -> Analysis {
    let mut analysis = Analysis::new(Kind::Error, query.lang.words().error.to_owned());
    analysis.error = Some(ErrorView::at(message, text, span));
    analysis
}

fn dialect_name(dialect: DialectKind) -> &'static str {
    match dialect {
        DialectKind::Shredder => "Shredder-FEN",
        DialectKind::XFen => "X-FEN",
        _ => "FEN",
    }
}

/// The setup as a FEN of the dialect (the same text read back, so it can be explained).
fn refen(setup: &Setup, dialect: DialectKind) -> Option<Fen> {
    let text = FenWriter::new()
        .dialect(dialect)
        .write(setup)
        .or_else(|_| FenWriter::new().write(setup))
        .ok()?;
    // Written by the library, so it reads back; the fallback keeps the promise of no panic.
    FenParser::new()
        .auto()
        .parse(&text)
        .or_else(|_| FenParser::new().lenient().auto().parse(&text))
        .ok()
}

/// Everything about one position. `last` is the move that led to it, marked on the board.
fn position_view(query: &Query, fen: &Fen, last: Option<Move>) -> PositionView {
    let setup = fen.setup();
    let lang = query.lang.lang();
    let written = FenWriter::new()
        .dialect(fen.dialect())
        .write(setup)
        .unwrap_or_else(|_| fen.to_string());
    let fields = explained_fields(&explain(fen, lang), &written);

    let svg = board_svg(query, setup, last, true);

    let position = Position::from_setup(setup.clone());
    let mut forms: Vec<FormView> = DialectKind::ALL
        .into_iter()
        .map(|dialect| {
            let name = match dialect {
                DialectKind::Standard => "FEN",
                other => dialect_name(other),
            };
            // X-FEN writes the en passant square only when a pawn stands ready to take.
            let policy = match dialect {
                DialectKind::XFen => EpPolicy::Pseudo,
                _ => EpPolicy::Keep,
            };
            match FenWriter::new()
                .dialect(dialect)
                .en_passant(policy)
                .write(setup)
            {
                Ok(text) => FormView::text(name, text),
                Err(why) => FormView::why_not(name, why.to_string()),
            }
        })
        .collect();
    forms.push(match &position {
        Ok(position) => match EpdWriter::new()
            .dialect(fen.dialect())
            .write(&Epd::new(position.clone()))
        {
            Ok(text) => FormView::text("EPD", text),
            Err(why) => FormView::why_not("EPD", why.to_string()),
        },
        Err(err) => FormView::why_not("EPD", err.to_string()),
    });
    for (edition, name) in [
        (Edition::Forsyth1897, "Forsyth 1897"),
        (Edition::Forsyth1883, "Forsyth 1883"),
    ] {
        let written = ForsythWriter::new(edition).write_setup(setup);
        forms.push(FormView::text(name, written.text));
    }

    let (problems, legal_moves, status) = match &position {
        Ok(position) => {
            let writer = MoveWriter::new(MoveFormat::san(lang));
            let mut moves: Vec<String> = position
                .legal_moves()
                .into_iter()
                .filter_map(|&mv| writer.write(position, mv).ok())
                .collect();
            moves.sort();
            (Vec::new(), moves, status(query, position))
        }
        Err(err) => (
            err.problems().iter().map(ToString::to_string).collect(),
            Vec::new(),
            None,
        ),
    };
    PositionView {
        fen: written,
        fields,
        board_svg: svg,
        forms,
        chess960: chess960::identify(setup).ok(),
        problems,
        legal_moves,
        status,
        key: position
            .as_ref()
            .ok()
            .map(|position| position.key().to_string()),
        pieces: setup.board.occupied().count() as usize,
        squares: squares(setup, query.flip),
    }
}

/// The squares as the diagram draws them: rank 8 to 1 and file a to h, or the other way round.
fn squares(setup: &Setup, flip: bool) -> Vec<SquareView> {
    let mut squares: Vec<SquareView> = Rank::ALL
        .into_iter()
        .rev()
        .flat_map(|rank| {
            File::ALL
                .into_iter()
                .map(move |file| Square::from_coords(file, rank))
        })
        .map(|square| SquareView {
            name: square.to_string(),
            piece: setup.board.piece_at(square),
        })
        .collect();
    if flip {
        squares.reverse();
    }
    squares
}

/// The board as SVG (without the XML declaration), flipped on request, the last move marked;
/// with the side to move (a disc titled in the page's language) unless `board_only`.
pub(crate) fn board_svg(query: &Query, setup: &Setup, last: Option<Move>, turn: bool) -> String {
    let mut diagram = Diagram::new(Format::Svg);
    if query.flip {
        diagram = diagram.flipped();
    }
    if let Some(mv) = last {
        diagram = diagram.last_move(mv.from(), mv.to());
    }
    let svg = if turn {
        diagram.render(setup)
    } else {
        diagram.render_board(&setup.board)
    };
    let svg = svg.find("<svg").map_or(svg.as_str(), |at| &svg[at..]);
    // The diagram names the side to move in English.
    let words = query.lang.words();
    svg.replace(
        "<title>White to move</title>",
        &format!("<title>{}</title>", words.white_to_move),
    )
    .replace(
        "<title>Black to move</title>",
        &format!("<title>{}</title>", words.black_to_move),
    )
}

impl FormView {
    fn text(name: &'static str, text: String) -> FormView {
        FormView {
            name,
            text: Some(text),
            why_not: None,
        }
    }

    fn why_not(name: &'static str, why: String) -> FormView {
        FormView {
            name,
            text: None,
            why_not: Some(why),
        }
    }
}

/// Check, mate or stalemate in the page's language.
fn status(query: &Query, position: &Position) -> Option<String> {
    let side = |color: Color| match (query.lang, color) {
        (PageLang::En, Color::White) => "White",
        (PageLang::En, Color::Black) => "Black",
        (PageLang::Fr, Color::White) => "les blancs",
        (PageLang::Fr, Color::Black) => "les noirs",
        (PageLang::Pl, Color::White) => "białe",
        (PageLang::Pl, Color::Black) => "czarne",
    };
    let turn = position.turn();
    let text = if position.is_checkmate() {
        match query.lang {
            PageLang::En => format!("Checkmate: {} wins.", side(!turn)),
            PageLang::Fr => format!("Échec et mat : {} gagnent.", side(!turn)),
            PageLang::Pl => format!("Mat: wygrywają {}.", side(!turn)),
        }
    } else if position.is_stalemate() {
        match query.lang {
            PageLang::En => "Stalemate: a draw.".to_owned(),
            PageLang::Fr => "Pat : partie nulle.".to_owned(),
            PageLang::Pl => "Pat: remis.".to_owned(),
        }
    } else if position.is_check() {
        match query.lang {
            PageLang::En => format!("{} is in check.", side(turn)),
            PageLang::Fr => format!("Échec : {} sont en échec.", side(turn)),
            PageLang::Pl => format!("Szach: {} są w szachu.", side(turn)),
        }
    } else {
        return None;
    };
    Some(text)
}

/// Splits the explanation into its six fields: each starts with a heading `N. name: value` at
/// the start of a line, its other lines indented.
fn explained_fields(explanation: &str, fen: &str) -> Vec<FieldView> {
    let texts: Vec<&str> = fen.split(' ').collect();
    let mut fields: Vec<FieldView> = Vec::with_capacity(6);
    for line in explanation.lines() {
        let is_heading = line
            .split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if is_heading {
            let text = texts.get(fields.len()).copied().unwrap_or_default();
            fields.push(FieldView {
                text: text.to_owned(),
                heading: line.to_owned(),
                lines: Vec::new(),
            });
        } else if let Some(field) = fields.last_mut() {
            field.lines.push(line.trim().to_owned());
        }
    }
    fields
}

/// The start position of a movetext, or the refusal of a start that does not read.
fn start_position(query: &Query) -> Result<Position, Box<Analysis>> {
    let given = query.start.as_deref().map_or("", str::trim);
    if given.is_empty() || given.eq_ignore_ascii_case("startpos") {
        return Ok(Position::STARTING);
    }
    let fen = FenParser::new()
        .lenient()
        .auto()
        .parse(given)
        .map_err(|err| Box::new(refused(query, format!("start: {err}"), given, err.span())))?;
    fen.into_position()
        .map_err(|err| Box::new(refused(query, format!("start: {err}"), given, err.span())))
}

/// A game read from the text, stepped through ply by ply; it opens at `open_at` when the
/// query names no ply (at its start, or after its move when it has one only).
fn read_game(query: &Query, read_as: ReadAs, read: &TextGame, open_at: Option<usize>) -> Analysis {
    let game = &read.game;
    let words = query.lang.words();
    if read.given.len() > MAX_PLIES {
        return refused(query, (words.too_many_plies)(MAX_PLIES), "", 0..0);
    }
    let (kind, prefix) = match read_as.kind {
        TextKind::Pgn => (Kind::Pgn, "PGN, "),
        _ => (Kind::Movetext, ""),
    };
    let named =
        |notation: &str, lang: Lang| format!("{notation} ({}, {lang})", query.lang.lang_name(lang));
    let notation = match (read_as.notation, read_as.lang) {
        (Some(MoveNotation::San), Some(lang)) => named("SAN", lang),
        (Some(MoveNotation::Lan), Some(lang)) => named("LAN", lang),
        (Some(MoveNotation::Fan), _) => "FAN".to_owned(),
        (Some(MoveNotation::Descriptive), _) => words.descriptive_notation.to_owned(),
        (Some(MoveNotation::Iccf), _) => words.iccf_notation.to_owned(),
        (Some(MoveNotation::Uci), _) => "UCI".to_owned(),
        _ => read_as.to_string(),
    };
    let tags = game
        .tags()
        .iter()
        .map(|(name, value)| (name.to_owned(), value.to_owned()))
        .collect();
    let open_at = open_at.unwrap_or(usize::from(read.given.len() == 1));
    let mut analysis = game_analysis(
        query,
        kind,
        game,
        &read.given,
        format!("{prefix}{notation}"),
        tags,
        open_at,
    );
    let notes = read.notes.iter().take(MAX_NOTES);
    analysis.notes = notes.clone().map(ToString::to_string).collect();
    analysis.notes_shown = notes
        .map(|note| match &note.tolerated.kind {
            MoveTolerance::Spelling { canonical } => {
                let why = (words.read_as_canonical)(canonical);
                (format!("{} {}: {why}", note.number, note.text), true)
            }
            _ => (note.to_string(), false),
        })
        .collect();
    analysis
}

fn game_analysis(
    query: &Query,
    kind: Kind,
    game: &Game,
    given: &[String],
    read_as: String,
    tags: Vec<(String, String)>,
    open_at: usize,
) -> Analysis {
    let lang = query.lang.lang();
    let start = game.start();
    let san = MoveFormat::san(lang);
    let lan = MoveFormat::new(MoveNotation::Lan, lang).unwrap_or(MoveFormat::LAN);
    let dialect = if start.is_chess960() {
        DialectKind::XFen
    } else {
        DialectKind::Standard
    };
    let fen_writer = FenWriter::new().dialect(dialect);
    let shown = query.ply.unwrap_or(open_at).min(game.ply_count());
    let mut views: Vec<PlyView> = Vec::with_capacity(game.ply_count());
    let mut shown_ply = None;
    // The main line replayed with its history, for the outcome and claims at its end.
    let history = game.state();
    let mut plies = game.plies();
    while let Some(ply) = plies.next_ply() {
        // ICCF cannot write Chess960 castling: empty then.
        let write = |format: MoveFormat| ply.write(format).unwrap_or_default();
        views.push(PlyView {
            number: ply.number().to_string(),
            given: given.get(ply.index()).cloned().unwrap_or_default(),
            san: write(san),
            lan: write(lan),
            fan: write(MoveFormat::FAN),
            iccf: write(MoveFormat::ICCF),
            descriptive: write(MoveFormat::DESCRIPTIVE),
            uci: write(MoveFormat::UCI),
            fen: fen_writer
                .write(ply.after().setup())
                .unwrap_or_else(|_| ply.after().to_string()),
            comment: ply.comment(),
            nags: ply.nags().collect(),
            clk: ply.clock().map(|time| time.as_secs_f64()),
            emt: ply.elapsed().map(|time| time.as_secs_f64()),
            eval: ply.eval().map(|eval| match eval {
                Eval::Centipawns(cp) => EvalView::Cp(cp),
                Eval::Mate(n) => EvalView::Mate(n),
            }),
        });
        if ply.index() + 1 == shown {
            shown_ply = Some((ply.before().clone(), ply.after().clone(), ply.mv()));
        }
    }
    let (position, last, explanation) = match &shown_ply {
        Some((before, after, mv)) => {
            let explanation = mv.map(|mv| explain_move(before, mv, &views[shown - 1].san, lang));
            (after, *mv, explanation)
        }
        None => (start, None, None),
    };
    let mut analysis = Analysis::new(kind, read_as.clone());
    analysis.position =
        refen(position.setup(), dialect).map(|fen| position_view(query, &fen, last));
    analysis.game = Some(GameView {
        read_as,
        tags,
        start_fen: fen_writer
            .write(start.setup())
            .unwrap_or_else(|_| start.to_string()),
        start_comment: game.start_comment(),
        plies: views,
        ply: shown,
        explanation,
        outcome: history.outcome().map(|outcome| OutcomeView {
            result: outcome.to_string(),
            reason: outcome.reason(),
        }),
        claims: history.claims().into_iter().map(Claim::name).collect(),
    });
    analysis
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_shown_within_their_line() {
        let text = "1. e4 e5\n2. Nf3 Nf6\r\n3. Zz9 Nc6";
        let at = text.find("Zz9").unwrap();
        let error = ErrorView::at("bad".to_owned(), text, at..at + 3);
        assert_eq!((error.line, error.column), (3, 4));
        assert_eq!(
            (
                error.before.as_str(),
                error.marked.as_str(),
                error.after.as_str()
            ),
            ("3. ", "Zz9", " Nc6")
        );
        let at = text.find("Nf6").unwrap();
        let error = ErrorView::at("bad".to_owned(), text, at..at + 3);
        assert_eq!((error.line, error.column), (2, 8));
        assert_eq!(
            (
                error.before.as_str(),
                error.marked.as_str(),
                error.after.as_str()
            ),
            ("2. Nf3 ", "Nf6", ""),
            "the carriage return is not shown"
        );
        // A span past the end of its line stops there; one past the text, at its end.
        let error = ErrorView::at("bad".to_owned(), text, 3..100);
        assert_eq!((error.marked.as_str(), error.after.as_str()), ("e4 e5", ""));
        let error = ErrorView::at("bad".to_owned(), text, 500..600);
        assert_eq!(
            (error.line, error.column, error.marked.as_str()),
            (3, 11, "")
        );
        // Inside a character: the character's start.
        let error = ErrorView::at("bad".to_owned(), "é5", 1..2);
        assert_eq!((error.column, error.before.as_str()), (1, ""));
    }

    #[test]
    fn explanations_are_cut_into_the_six_fields() {
        let explanation = "FEN: x\n1. piece placement: 8/8\n   Rank 8\n   Rank 7\n2. side to move: w\n   White to move.\n   Move 1. The count starts at 1.\n";
        let fields = explained_fields(explanation, "8/8 w");
        assert_eq!(fields.len(), 2);
        assert_eq!(fields[0].text, "8/8");
        assert_eq!(fields[0].heading, "1. piece placement: 8/8");
        assert_eq!(fields[0].lines, ["Rank 8", "Rank 7"]);
        assert_eq!(fields[1].text, "w");
        assert_eq!(
            fields[1].lines,
            ["White to move.", "Move 1. The count starts at 1."]
        );
    }

    fn read(text: &str) -> Analysis {
        analyze(&Query {
            text: text.to_owned(),
            ..Query::default()
        })
    }

    #[test]
    fn the_dialect_or_record_is_named() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(read(&format!("{start} w KQkq - 0 1")).recognised, "FEN");
        assert_eq!(
            read(&format!("{start} w HAha - 0 1")).recognised,
            "Shredder-FEN"
        );
        let xfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1";
        assert_eq!(read(xfen).recognised, "FEN");
        assert_eq!(read(&format!("{start} w KQkq - bm e4;")).recognised, "EPD");
        assert_eq!(
            read(&format!("{start} w HAha - bm e4;")).recognised,
            "EPD (Shredder-FEN)"
        );
    }

    #[test]
    fn the_error_of_the_reading_that_went_furthest() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        // An EPD whose operation does not read: the EPD reader's error, at the operation.
        let epd = read(&format!("{start} w KQkq - bm Zz9;"));
        let error = epd.error.unwrap();
        assert_eq!(error.marked, "Z");
        assert!(
            error.message.starts_with("operation bm: Zz9: "),
            "{}",
            error.message
        );
        // A field at fault: the FEN reader's error, at the field.
        let fen = read(&format!("{start} x KQkq - 0 1"));
        let error = fen.error.unwrap();
        assert_eq!(error.marked, "x");
        assert!(
            error.message.starts_with("side to move"),
            "{}",
            error.message
        );
    }

    #[test]
    fn a_movetext_error_is_the_one_of_the_notation_that_read_furthest() {
        let error = read("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9")
            .error
            .unwrap();
        assert!(
            error
                .message
                .starts_with("descriptive notation: move 3. Kt-K9: "),
            "{}",
            error.message
        );
        let error = read("1. e4 e5 2. Nf3 Nf6 3. Nf7").error.unwrap();
        assert!(error.message.starts_with("SAN ("), "{}", error.message);
        assert_eq!(error.marked, "Nf7");
    }

    #[test]
    fn the_work_of_one_request_is_bounded() {
        // 2000 plies are stepped through; 2004 are refused.
        let plies_2000 = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(500));
        let game = read(&plies_2000).game.unwrap();
        assert_eq!(game.plies.len(), MAX_PLIES);
        let error = read(&format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(501)))
            .error
            .unwrap();
        assert!(
            error
                .message
                .starts_with("the game's main line is longer than 2000 plies")
        );
        // 20 000 moves are played (as far as the ply limit), 20 004 are not.
        let moves_20000 = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5000));
        let error = read(&moves_20000).error.unwrap();
        assert!(
            error.message.starts_with("the game's main line is longer"),
            "{}",
            error.message
        );
        let error = read(&format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5001)))
            .error
            .unwrap();
        assert_eq!(
            error.message,
            "the text holds more than 20000 moves with its variations; the page plays up to 20000 for one request"
        );
    }

    #[test]
    fn a_move_error_names_the_move_and_why() {
        let error = read("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9")
            .error
            .unwrap();
        let (at, why) = error.message.split_once("Kt-K9: ").unwrap();
        assert_eq!(at, "descriptive notation: move 3. ");
        assert!(why.len() > 10, "{why}");
        // The part of the move at fault is marked, within the move.
        assert_eq!(error.marked, "K9");
        let iccf = read("1. 5254 5755 2. 7163 2899").error.unwrap();
        assert!(
            iccf.message
                .starts_with("ICCF numeric notation: move 2... 2899: "),
            "{}",
            iccf.message
        );
        assert_eq!(iccf.marked, "9");
    }

    #[test]
    fn an_error_at_the_end_of_a_move_marks_the_whole_move() {
        let error = read("1. e4 e5 2. Nf").error.unwrap();
        assert!(
            error
                .message
                .ends_with("move 2. Nf: found the end of the move, expected a square such as e4")
        );
        assert_eq!(error.marked, "Nf");
    }

    #[test]
    fn of_errors_at_the_same_place_the_san_one_is_shown() {
        // Every notation stops at the first word: SAN, tried first, is named.
        let error = read("Zz9").error.unwrap();
        assert!(error.message.starts_with("SAN ("), "{}", error.message);
    }

    #[test]
    fn every_explanation_has_six_fields() {
        for lang in PageLang::ALL {
            let analysis = analyze(&Query {
                text: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".to_owned(),
                lang,
                ..Query::default()
            });
            let fields = analysis.position.unwrap().fields;
            let texts: Vec<&str> = fields.iter().map(|f| f.text.as_str()).collect();
            assert_eq!(
                texts,
                ["r3k2r/8/8/8/8/8/8/R3K2R", "w", "KQkq", "-", "0", "1"]
            );
        }
    }

    #[test]
    fn texts_too_long_are_refused_before_reading() {
        let long = "e4 ".repeat(MAX_TEXT / 3 + 1);
        let error = read(&long).error.unwrap();
        assert!(error.message.contains("the page reads up to 262144 bytes"));
        let exactly = format!("{}{}", "1. e4 e5", " ".repeat(MAX_TEXT - 8));
        assert_eq!(exactly.len(), MAX_TEXT);
        assert_eq!(read(&exactly).kind, Kind::Movetext);
    }

    #[test]
    fn kinds_are_named() {
        assert_eq!(Kind::Forsyth1883.code(), "forsyth1883");
        assert_eq!(
            serde_json::to_value(Kind::Forsyth1897).unwrap(),
            Kind::Forsyth1897.code()
        );
    }
}
