//! The strict reader's check: whether a move's text is written as [`SanWriter`] writes the
//! move, told without writing it where it can be.
//!
//! The text reads (its grammar) as `parsed`; the canonical text is `SanWriter`'s writing of the
//! move's canonical SAN. The two are the same text exactly when `parsed` says what the
//! canonical SAN says (the same start square written, capture sign, promotion, check or mate
//! sign) and the text is spelled as the writer spells `parsed` (a property test compares this
//! with writing the move and comparing the texts).

use super::write::{SanWriter, disambiguation, english_whole};
use super::{AlgebraicNotation, Parsed, San, Suffix};
use crate::lang::Lang;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;

/// Whether `text`, read as `parsed` and naming the legal move `mv` of `pos`, is the move's
/// canonical text in `lang` and `notation`.
#[inline(never)]
pub(super) fn is_canonical(
    pos: &Position,
    mv: Move,
    parsed: &Parsed,
    text: &str,
    lang: Lang,
    notation: AlgebraicNotation,
) -> bool {
    if notation != AlgebraicNotation::San {
        return written(pos, mv, lang, notation).as_bytes() == text.as_bytes();
    }
    says_what_san_says(pos, mv, parsed) && spelled_as_written(parsed, text, lang, pos)
}

/// The canonical text, written out.
fn written(pos: &Position, mv: Move, lang: Lang, notation: AlgebraicNotation) -> super::MoveText {
    SanWriter::new()
        .lang(lang)
        .notation(notation)
        .write(pos, mv)
}

/// Whether `parsed` is the canonical SAN of `mv` (which it names): the start square written
/// only as far as it tells the piece from its rivals, the capture sign on a capture only, the
/// check or mate sign the move calls for.
fn says_what_san_says(pos: &Position, mv: Move, parsed: &Parsed) -> bool {
    if let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        ..
    } = parsed.plus.san
    {
        let (board, from) = (pos.board(), mv.from());
        let captures = matches!(mv, Move::EnPassant { .. }) || board.occupied().contains(to);
        if capture != captures {
            return false;
        }
        let start = match role {
            // A pawn's file is written for a capture, and nothing else.
            Role::Pawn => (captures.then_some(from.file()), None),
            // Read without a start square, the move is the only legal one of its kind to its
            // target (the reader found no rival), so SAN writes none either.
            _ if file.is_none() && rank.is_none() => (None, None),
            _ => disambiguation(pos, role, mv),
        };
        if (file, rank) != start {
            return false;
        }
    }
    // Castling: the side read is the move's. Promotions: the reader took the piece written.
    parsed.plus.suffix == Suffix::after(pos, mv)
}

/// Whether `text` is spelled as [`SanWriter`] spells `parsed`: English SAN's common moves
/// compared with their whole text from a table, others written out.
fn spelled_as_written(parsed: &Parsed, text: &str, lang: Lang, pos: &Position) -> bool {
    let text = text.as_bytes();
    if lang == Lang::En
        && let Some(whole) = english_whole(&parsed.plus.san)
    {
        // The whole text is at most four bytes, the sign one: compared a byte at a time
        // (a call to `memcmp` costs more).
        let (whole, sign) = (whole.as_bytes(), parsed.plus.suffix.map(sign));
        let (written, rest) = text.split_at_checked(whole.len()).unwrap_or((b"", text));
        return written.len() == whole.len()
            && written.iter().zip(whole).all(|(a, b)| a == b)
            && match (rest, sign) {
                ([], None) => true,
                ([last], Some(sign)) => *last == sign,
                _ => false,
            };
    }
    SanWriter::new()
        .lang(lang)
        .write_san(&parsed.plus, pos.turn())
        .as_bytes()
        == text
}

/// The byte of a check or mate sign.
fn sign(suffix: Suffix) -> u8 {
    match suffix {
        Suffix::Check => b'+',
        Suffix::Checkmate => b'#',
    }
}
