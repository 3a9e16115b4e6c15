//! A move explained for a learner: which piece goes where, why its SAN names what it names.

use core::fmt::Write as _;

use super::{MoveWords, Words, fill, piece_phrase, words};
use crate::castling::CastlingSide;
use crate::lang::Lang;
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;
use crate::san::{San, SanError, SanPlus, SanReader, SanWriter};
use crate::square::Square;

/// Reads `text` as SAN in `lang` (leniently: LAN, figurines, `0-0`, a missing `x`… are taken)
/// and explains the move it names in `pos`, one point a line: which piece goes from where to
/// where (or which king and rook castle), the canonical SAN if the text is not it, why the
/// SAN names a file, a rank or a square (the rivals that could go to the same square, and the
/// pieces that reach it but may not move there), the capture (where an en passant pawn
/// stood), the promotion, and check or mate.
///
/// The text is in `lang`; a language without explanations ([`Lang::has_explanations`]) gets
/// the English explanation of a move read in its letters.
///
/// ```
/// use fenkit::{Lang, Position, explain::explain_san};
/// // Both black knights, on g8 and e8, can go to f6.
/// let pos: Position = "r1bqnknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1".parse()?;
/// let fr = explain_san(&pos, "Cgf6", Lang::Fr)?;
/// assert!(fr.starts_with("Cgf6 : cavalier noir, de g8 en f6."), "{fr}");
/// assert!(fr.contains("la colonne g les distingue"), "{fr}");
/// let en = explain_san(&pos, "Ngf6", Lang::En)?;
/// assert!(en.contains("Disambiguation g: another piece can also go to f6 (black knight on e8); the file g tells them apart."), "{en}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SanError`] when the text is not a legal move of `pos` in `lang`.
pub fn explain_san(pos: &Position, text: &str, lang: Lang) -> Result<String, SanError> {
    let mv = SanReader::new().lang(lang).lenient().read(pos, text)?;
    Ok(explain_move(pos, mv, text, lang))
}

/// Explains a legal move of `pos` as [`explain_san`] does; `written` is the text the move was
/// read from (compared with the canonical SAN in `lang`).
///
/// ```
/// use fenkit::{Lang, Move, Position, explain::explain_move};
/// let pos: Position = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3".parse()?;
/// let exf6 = Move::EnPassant { from: "e5".parse()?, to: "f6".parse()? };
/// let text = explain_move(&pos, exf6, "exf6", Lang::En);
/// assert!(text.contains("Capture en passant: the black pawn on f5"), "{text}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn explain_move(pos: &Position, mv: Move, written: &str, lang: Lang) -> String {
    let (w, lang) = match words(lang) {
        Some(w) => (w, lang),
        None => (words(Lang::En).expect("English has words"), Lang::En),
    };
    let m = w.moves;
    let board = pos.board();
    let us = pos.turn();
    let mut out = String::with_capacity(512);
    let canonical = SanWriter::new().lang(lang).write(pos, mv);
    let sq = |s: Square| s.to_string();
    let mut line = |text: String| {
        let _ = writeln!(out, "{text}");
    };
    let Some(piece) = board.piece_at(mv.from()) else {
        return out;
    };
    match mv {
        Move::Castle { king, rook } => {
            let side = if rook.index() > king.index() {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            let rank = king.rank();
            let rook_to = Square::from_coords(side.rook_to(), rank);
            line(fill(
                m.castle,
                &[
                    ("san", written),
                    ("side", m.sides[side as usize]),
                    ("king_from", &sq(king)),
                    ("king_to", &sq(mv.to())),
                    ("rook_from", &sq(rook)),
                    ("rook_to", &sq(rook_to)),
                ],
            ));
            if king.file() != crate::square::File::E || rook.file() != side.classical_rook() {
                line(m.chess960.to_owned());
            }
        }
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => {
            line(fill(
                m.moves,
                &[
                    ("san", written),
                    ("piece", piece_phrase(w, piece)),
                    ("from", &sq(from)),
                    ("to", &sq(to)),
                ],
            ));
        }
    }
    if canonical.as_str() != written {
        line(fill(
            m.canonical,
            &[("canonical", canonical.as_str()), ("written", written)],
        ));
    }
    if mv.castling_side().is_none() {
        explain_disambiguation(pos, mv, piece, w, &mut line);
    }
    match mv {
        Move::EnPassant { to, .. } => {
            let stood = Square::from_coords(to.file(), mv.from().rank());
            line(fill(
                m.en_passant,
                &[
                    ("victim", piece_phrase(w, Piece::new(!us, Role::Pawn))),
                    ("stood", &sq(stood)),
                    ("to", &sq(to)),
                ],
            ));
        }
        Move::Normal { to, promotion, .. } => {
            if let Some(victim) = board.piece_at(to) {
                line(fill(
                    m.capture,
                    &[("victim", piece_phrase(w, victim)), ("to", &sq(to))],
                ));
            }
            if let Some(role) = promotion {
                line(fill(
                    m.promotion,
                    &[
                        ("piece", piece_phrase(w, Piece::new(us, role))),
                        ("letter", lang.letter(role)),
                    ],
                ));
            }
        }
        Move::Castle { .. } => {}
    }
    let Ok(after) = pos.play(mv) else {
        return out;
    };
    let king = piece_phrase(w, Piece::new(!us, Role::King));
    if after.is_checkmate() {
        line(fill(m.mate, &[("king", king)]));
    } else if after.is_check() {
        line(fill(m.check, &[("king", king)]));
    }
    out
}

/// The disambiguation line: the rivals with a legal move to the same square, and the pieces
/// that reach it but may not go there.
fn explain_disambiguation(
    pos: &Position,
    mv: Move,
    piece: Piece,
    w: &Words,
    line: &mut impl FnMut(String),
) {
    let m: &MoveWords = w.moves;
    let board = pos.board();
    let (from, to) = (mv.from(), mv.to());
    let to_text = to.to_string();
    let San::Normal { file, rank, .. } = SanPlus::from_move(pos, mv).san else {
        return;
    };
    if piece.role == Role::Pawn {
        if let Some(file) = file {
            line(fill(m.pawn_capture, &[("file", &file.char().to_string())]));
        }
        return;
    }
    let legal = pos.legal_moves();
    let mut rivals: Vec<Square> = legal
        .iter()
        .filter(|r| r.to() == to && r.from() != from && r.castling_side().is_none())
        .filter(|r| board.piece_at(r.from()) == Some(piece))
        .map(|r| r.from())
        .collect();
    rivals.dedup();
    let phrase = |s: Square| {
        fill(
            m.piece_on,
            &[
                ("piece", piece_phrase(w, piece)),
                ("square", &s.to_string()),
            ],
        )
    };
    let list = rivals
        .iter()
        .map(|&s| phrase(s))
        .collect::<Vec<_>>()
        .join(", ");
    let many = usize::from(rivals.len() > 1);
    let (template, mark) = match (file, rank) {
        (None, None) => (m.alone, String::new()),
        (Some(f), None) => (m.by_file[many], f.char().to_string()),
        (None, Some(r)) => (m.by_rank[many], r.char().to_string()),
        (Some(_), Some(_)) => (m.by_square[many], from.to_string()),
    };
    if piece.role != Role::King {
        line(fill(
            template,
            &[("mark", &mark), ("to", &to_text), ("rivals", &list)],
        ));
    }
    // Pieces of the same kind that reach the square but have no legal move there: SAN does
    // not count them.
    let reach = board.attackers(to, piece.color, board.occupied()) & board.by_piece(piece);
    for other in reach {
        if other != from && !rivals.contains(&other) && piece.role != Role::King {
            line(fill(
                m.not_counted,
                &[("piece", &phrase(other)), ("to", &to_text)],
            ));
        }
    }
}
