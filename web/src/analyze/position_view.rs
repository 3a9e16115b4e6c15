//! One position in every form the page shows: its FEN explained field by field, the other
//! notations, its problems or legal moves, and its board.

use fenkit::Color;
use fenkit::chess960;
use fenkit::diagram::{Diagram, Format};
use fenkit::epd::{Epd, EpdWriter};
use fenkit::explain::explain;
use fenkit::fen::{Fen, FenParser, FenWriter};
use fenkit::forsyth::{Edition, ForsythWriter};
use fenkit::notation::{MoveFormat, MoveWriter};
use fenkit::{DialectKind, EpPolicy, File, Move, Piece, Position, Rank, Setup, Square};
use serde::Serialize;

use super::Query;
use crate::lang::PageLang;

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

pub(super) fn dialect_name(dialect: DialectKind) -> &'static str {
    match dialect {
        DialectKind::Shredder => "Shredder-FEN",
        DialectKind::XFen => "X-FEN",
        _ => "FEN",
    }
}

/// The setup as a FEN of the dialect (the same text read back, so it can be explained).
pub(super) fn refen(setup: &Setup, dialect: DialectKind) -> Option<Fen> {
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
pub(super) fn position_view(query: &Query, fen: &Fen, last: Option<Move>) -> PositionView {
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
pub(super) fn board_svg(query: &Query, setup: &Setup, last: Option<Move>, turn: bool) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
