//! What PGN import format allows in movetext that export format and SAN do not, as pgn-extract
//! reads it: the forms ([`ImportForm`]) and the moves they stand for.

use crate::moves::Move;
use crate::position::Position;
use crate::san::SanReader;
use crate::uci::UciMove;

/// What PGN import format allows in movetext (as pgn-extract reads it) that export format and
/// SAN do not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum ImportForm {
    /// A piece letter in lower case: `nf3`.
    #[strum(to_string = "a piece letter in lower case")]
    LowerCasePiece,
    /// A move in coordinates, as UCI writes it: `g1f3`, `e7e8q`.
    #[strum(to_string = "a move in coordinates")]
    Coordinates,
    /// A result glued to the move before it: `Qxf7#1-0`.
    #[strum(to_string = "a result glued to the move before it")]
    GluedResult,
    /// A date written as ISO 8601 writes it, `1998-02-14`, not `1998.02.14`.
    #[strum(to_string = "a date written YYYY-MM-DD")]
    IsoDate,
}

impl ImportForm {
    /// Whether a `Date` tag's value is written `YYYY-MM-DD` (or `YYYY-MM`).
    ///
    /// ```
    /// use fenkit::movetext::ImportForm;
    /// assert!(ImportForm::is_iso_date("1998-02-14") && ImportForm::is_iso_date("1998-02"));
    /// assert!(!ImportForm::is_iso_date("1998.02.14") && !ImportForm::is_iso_date("1998"));
    /// ```
    #[must_use]
    pub fn is_iso_date(value: &str) -> bool {
        let digits = |part: &str, len: usize| {
            part.len() == len && part.bytes().all(|b| b.is_ascii_digit() || b == b'?')
        };
        let mut parts = value.trim().split('-');
        let year = parts.next().is_some_and(|year| digits(year, 4));
        let rest: Vec<&str> = parts.collect();
        year && (1..=2).contains(&rest.len()) && rest.iter().all(|part| digits(part, 2))
    }

    /// The form of a move's text, when it is one of these.
    ///
    /// ```
    /// use fenkit::movetext::ImportForm;
    /// assert_eq!(ImportForm::of("nf3"), Some(ImportForm::LowerCasePiece));
    /// assert_eq!(ImportForm::of("e7e8q+"), Some(ImportForm::Coordinates));
    /// assert_eq!(ImportForm::of("bc4"), None);
    /// assert_eq!(ImportForm::of("Nf3"), None);
    /// ```
    #[must_use]
    pub fn of(text: &str) -> Option<ImportForm> {
        let bytes = text.trim_end_matches(['+', '#']).as_bytes();
        let file = |b: u8| (b'a'..=b'h').contains(&b);
        let rank = |b: u8| (b'1'..=b'8').contains(&b);
        match bytes {
            [from, r1, to, r2, rest @ ..]
                if file(*from)
                    && rank(*r1)
                    && file(*to)
                    && rank(*r2)
                    && matches!(rest, [] | [b'q' | b'r' | b'b' | b'n']) =>
            {
                Some(ImportForm::Coordinates)
            }
            [b'k' | b'n' | b'q' | b'r', ..] => Some(ImportForm::LowerCasePiece),
            _ => None,
        }
    }
}

/// The move `text` stands for in one of the [`ImportForm`]s, when it is legal.
#[cold]
pub(super) fn import_form(reader: SanReader, pos: &Position, text: &str) -> Option<Move> {
    match ImportForm::of(text)? {
        ImportForm::GluedResult | ImportForm::IsoDate => None,
        ImportForm::Coordinates => text
            .trim_end_matches(['+', '#'])
            .parse::<UciMove>()
            .ok()?
            .to_move(pos)
            .ok(),
        ImportForm::LowerCasePiece => {
            let mut upper = text.to_owned();
            upper[..1].make_ascii_uppercase();
            reader.find(pos, &upper)
        }
    }
}
