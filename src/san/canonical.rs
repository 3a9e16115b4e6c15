//! The strict reader's check: whether a move's text is written as [`SanWriter`] writes the
//! move, told without writing it where it can be.
//!
//! The text reads (its grammar) as `parsed`; the canonical text is `SanWriter`'s writing of the
//! move's canonical SAN. The two are the same text exactly when `parsed` says what the
//! canonical SAN says (the same start square written, capture sign, promotion, check or mate
//! sign) and the text is spelled as the writer spells `parsed` (a property test compares this
//! with writing the move and comparing the texts).

use super::write::{SanWriter, disambiguation};
use super::{AlgebraicNotation, Parsed, San, Suffix};
use crate::castling::CastlingSide;
use crate::lang::Lang;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;

/// Whether `text`, read as `parsed` and naming the legal move `mv` of `pos`, is the move's
/// canonical text in `lang` and `notation`.
#[inline]
pub(super) fn is_canonical(
    pos: &Position,
    mv: Move,
    parsed: &Parsed,
    text: &str,
    lang: Lang,
    notation: AlgebraicNotation,
) -> bool {
    if notation != AlgebraicNotation::San {
        return is_written(pos, mv, text, lang, notation);
    }
    spelled_as_written(parsed, text, lang) && says_what_san_says(pos, mv, parsed)
}

/// Whether `text` is the canonical text, written out.
#[cold]
#[inline(never)]
fn is_written(
    pos: &Position,
    mv: Move,
    text: &str,
    lang: Lang,
    notation: AlgebraicNotation,
) -> bool {
    let written = SanWriter::new()
        .lang(lang)
        .notation(notation)
        .write(pos, mv);
    written.as_bytes() == text.as_bytes()
}

/// Whether `parsed` is the canonical SAN of `mv` (which it names): the start square written
/// only as far as it tells the piece from its rivals, the capture sign on a capture only, the
/// check or mate sign the move calls for.
#[inline(always)]
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
    let checks = match (parsed.plus.san, mv) {
        (
            San::Normal {
                role, promotion, ..
            },
            Move::Normal { from, to, .. },
        ) => pos.piece_gives_check(promotion.unwrap_or(role), from, to),
        _ => pos.gives_check(mv),
    };
    match (parsed.plus.suffix, checks) {
        (None, checks) => !checks,
        (Some(suffix), true) => suffix == Suffix::of_check(pos, mv),
        (Some(_), false) => false,
    }
}

/// Whether `text` is spelled as [`SanWriter`] spells `parsed`: each part where the writer puts
/// it, in the writer's characters.
///
/// The target square is where the piece's letter, the start square and the capture sign put it
/// when each is written as the writer writes it (a letter of `lang`, one byte each for the
/// others): a part spelled otherwise (a figurine, `Ng1-f3`, `Nx f3`, `Pe4`) moves the target
/// square, or changes the capture sign's byte compared here. The letter itself needs no
/// comparing: the reader takes for a piece only its letter in `lang` (one per piece) or a
/// figurine, three bytes where no letter has more than two. After the target come only the
/// promotion and the sign.
#[inline(always)]
fn spelled_as_written(parsed: &Parsed, text: &str, lang: Lang) -> bool {
    let text = text.as_bytes();
    let rest = match parsed.plus.san {
        San::Castle(side) => {
            let whole: &[u8] = match side {
                CastlingSide::King => b"O-O",
                CastlingSide::Queen => b"O-O-O",
            };
            text.strip_prefix(whole)
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            promotion,
            ..
        } => {
            let letter = if role == Role::Pawn {
                &[][..]
            } else {
                lang.letter(role).as_bytes()
            };
            let start = letter.len()
                + usize::from(file.is_some())
                + usize::from(rank.is_some())
                + usize::from(capture);
            let rest = text.get(parsed.target.end..).filter(|_| {
                parsed.target.start == start && (!capture || text.get(start - 1) == Some(&b'x'))
            });
            match promotion {
                None => rest,
                Some(promotion) => rest
                    .and_then(|rest| rest.strip_prefix(b"="))
                    .and_then(|rest| rest.strip_prefix(lang.letter(promotion).as_bytes())),
            }
        }
    };
    match (rest, parsed.plus.suffix) {
        (Some([]), None) => true,
        (Some([last]), Some(suffix)) => *last == sign(suffix),
        _ => false,
    }
}

/// The byte of a check or mate sign.
fn sign(suffix: Suffix) -> u8 {
    match suffix {
        Suffix::Check => b'+',
        Suffix::Checkmate => b'#',
    }
}
