//! A game stepped ply by ply: every ply in every notation, the position at the ply shown,
//! its move explained, and how the game ended.

use fenkit::explain::explain_move;
use fenkit::fen::FenWriter;
use fenkit::movetext::GameResult;
use fenkit::notation::{MoveFormat, MoveNotation, MoveTolerance};
use fenkit::pgn::{Eval, Game};
use fenkit::recognize::{ReadAs, TextGame, TextKind};
use fenkit::{Claim, DialectKind, Lang};
use serde::Serialize;

use super::error_view::refused;
use super::position_view::{position_view, refen};
use super::shape::{Analysis, Kind};
use super::{MAX_NOTES, MAX_PLIES, Query};

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

/// A game read from the text, stepped through ply by ply; it opens at `open_at` when the
/// query names no ply (at its start, or after its move when it has one only).
pub(super) fn read_game(
    query: &Query,
    read_as: ReadAs,
    read: &TextGame,
    open_at: Option<usize>,
) -> Analysis {
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
            eval: ply.eval().and_then(|eval| match eval {
                Eval::Centipawns(cp) => Some(EvalView::Cp(cp)),
                Eval::Mate(n) => Some(EvalView::Mate(n)),
                // A kind of evaluation this page does not know yet: not shown.
                _ => None,
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
            result: GameResult::from(outcome).to_string(),
            reason: outcome.reason(),
        }),
        claims: history.claims().into_iter().map(Claim::name).collect(),
    });
    analysis
}
