//! Writing moves: canonical SAN, LAN and FAN, into a small buffer.

use core::fmt;
use core::ops::Deref;

use super::{AlgebraicNotation, San, SanPlus, Suffix};
use crate::castling::CastlingSide;
use crate::lang::Lang;
use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::Square;

/// Room for the longest move: a Russian LAN queen capture with promotion and mate is far under.
const CAPACITY: usize = 32;

/// A written move, held without allocation. It dereferences to `str`.
///
/// ```
/// use fenkit::{Position, san::SanWriter};
/// let pos = Position::STARTING;
/// let text = SanWriter::new().write(&pos, pos.legal_moves()[0]);
/// assert_eq!(text.as_str(), "Na3");
/// let mut line = String::from("1. ");
/// text.append_to(&mut line);
/// assert_eq!(line, "1. Na3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveText {
    bytes: [u8; CAPACITY],
    len: u8,
}

impl MoveText {
    pub(super) const fn new() -> MoveText {
        MoveText {
            bytes: [0; CAPACITY],
            len: 0,
        }
    }

    fn push_str(&mut self, text: &str) {
        // Byte by byte: a move's parts are one to four bytes, too short for a call to `memcpy`.
        for &byte in text.as_bytes() {
            // Every text written fits (see CAPACITY); the bound only keeps a bug from panicking.
            if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
                *slot = byte;
                self.len += 1;
            }
        }
    }

    fn push(&mut self, c: char) {
        self.push_str(c.encode_utf8(&mut [0; 4]));
    }

    /// The text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The text's bytes, for comparing without the UTF-8 check of [`as_str`](Self::as_str).
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    /// Appends the text to `out`.
    pub fn append_to(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}

impl Deref for MoveText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Write for MoveText {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        Ok(())
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Writes moves in one notation and language; `Copy`, with `const fn` settings, so it can live
/// in a `static`.
///
/// ```
/// use fenkit::{Lang, Position, san::{SanWriter, AlgebraicNotation}};
/// static POLISH_LAN: SanWriter = SanWriter::new().lang(Lang::Pl).notation(AlgebraicNotation::Lan);
/// let pos: Position = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".parse()?;
/// let texts: Vec<String> = pos.legal_moves().iter().map(|&mv| POLISH_LAN.write(&pos, mv).to_string()).collect();
/// assert!(texts.contains(&"Wa1-a8+".to_owned()));
/// assert!(texts.contains(&"O-O-O".to_owned()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SanWriter {
    lang: Lang,
    notation: AlgebraicNotation,
}

impl SanWriter {
    /// English SAN.
    #[must_use]
    pub const fn new() -> SanWriter {
        SanWriter {
            lang: Lang::En,
            notation: AlgebraicNotation::San,
        }
    }

    /// The language of the piece letters (FAN uses figurines whatever the language).
    #[must_use]
    pub const fn lang(self, lang: Lang) -> SanWriter {
        SanWriter { lang, ..self }
    }

    /// The notation.
    #[must_use]
    pub const fn notation(self, notation: AlgebraicNotation) -> SanWriter {
        SanWriter { notation, ..self }
    }

    /// Writes a legal move of `pos`.
    ///
    /// A move that is not legal in `pos` gets text, but no promise about it.
    ///
    /// ```
    /// use fenkit::{Lang, Position, san::SanWriter};
    /// // Two knights can reach d2, but the one on f3 is pinned: no disambiguation.
    /// let pos: Position = "4kr2/8/8/8/8/5N2/8/1N3K2 w - - 0 1".parse()?;
    /// let nd2 = pos.legal_moves().iter().copied().find(|m| m.to().to_string() == "d2").unwrap();
    /// assert_eq!(SanWriter::new().write(&pos, nd2).as_str(), "Nd2");
    /// assert_eq!(SanWriter::new().lang(Lang::Ru).write(&pos, nd2).as_str(), "Кd2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn write(&self, pos: &Position, mv: Move) -> MoveText {
        let long = self.notation == AlgebraicNotation::Lan;
        let plus = if long {
            SanPlus::from_move_long(pos, mv)
        } else {
            SanPlus::from_move(pos, mv)
        };
        self.write_san(&plus, pos.turn())
    }

    /// Writes a move already in SAN form, for the side `color` (whose figurines FAN uses).
    ///
    /// ```
    /// use fenkit::{Color, Lang, san::{SanWriter, AlgebraicNotation, SanPlus}};
    /// let san: SanPlus = "exd8=Q#".parse()?;
    /// let fan = SanWriter::new().notation(AlgebraicNotation::Fan).write_san(&san, Color::White);
    /// assert_eq!(fan.as_str(), "exd8=♕#");
    /// let fr = SanWriter::new().lang(Lang::Fr).write_san(&san, Color::White);
    /// assert_eq!(fr.as_str(), "exd8=D#");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn write_san(&self, plus: &SanPlus, color: Color) -> MoveText {
        let mut text = MoveText::new();
        let figurines = (self.notation == AlgebraicNotation::Fan).then_some(color);
        // Writing to a `MoveText` cannot fail.
        let _ = san_text(
            &mut text,
            &plus.san,
            self.lang,
            figurines,
            self.notation == AlgebraicNotation::Lan,
        );
        if let Some(suffix) = plus.suffix {
            text.push(match suffix {
                Suffix::Check => '+',
                Suffix::Checkmate => '#',
            });
        }
        text
    }
}

/// The kinds of move [`ENGLISH`] holds for each target square: a knight, bishop, rook, queen
/// or king moving (`Nf3`), the same capturing (`Nxf3`), a pawn capturing from the file on the
/// target's left (`exf5`) and from the one on its right (`gxf5`).
const ENGLISH_KINDS: usize = 12;

/// The whole English SAN of the common moves, four bytes each (a move of three is followed by
/// a space), by kind (see [`ENGLISH_KINDS`]) then target square: handed to a formatter in
/// one call, where writing it part by part cost a call a part, more than the rest of writing.
const ENGLISH: &str = match core::str::from_utf8(&ENGLISH_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the table is ASCII"),
};

/// The bytes of [`ENGLISH`].
const ENGLISH_BYTES: [u8; ENGLISH_KINDS * 64 * 4] = {
    let mut table = [b' '; ENGLISH_KINDS * 64 * 4];
    let mut kind = 0;
    while kind < ENGLISH_KINDS {
        let mut sq = 0;
        while sq < 64 {
            let (file, rank) = (b'a' + (sq % 8) as u8, b'1' + (sq / 8) as u8);
            let letter = Lang::En.letter(Role::ALL[kind % 5 + 1]).as_bytes()[0];
            let text = match kind {
                0..5 => [letter, file, rank, b' '],
                5..10 => [letter, b'x', file, rank],
                // Past the edge (`` ` `` and `i`) for the a- and h-files: never looked up.
                10 => [file - 1, b'x', file, rank],
                _ => [file + 1, b'x', file, rank],
            };
            let at = (kind * 64 + sq) * 4;
            let mut i = 0;
            while i < 4 {
                table[at + i] = text[i];
                i += 1;
            }
            sq += 1;
        }
        kind += 1;
    }
    table
};

/// The whole English SAN of `san` when it is a common move: a pawn push, a piece moving or
/// capturing without disambiguation, a pawn capturing; `None` for the rest.
#[inline]
pub(super) fn english_whole(san: &San) -> Option<&'static str> {
    let San::Normal {
        role,
        file,
        rank: None,
        capture,
        to,
        promotion: None,
    } = *san
    else {
        return None;
    };
    let kind = match (role, file, capture) {
        (Role::Pawn, None, false) => return Some(to.name()),
        (Role::Pawn, Some(file), true) if file.index() + 1 == to.file().index() => 10,
        (Role::Pawn, Some(file), true) if file.index() == to.file().index() + 1 => 11,
        (Role::Pawn, ..) | (_, Some(_), _) => return None,
        (_, None, false) => role.index() - 1,
        (_, None, true) => role.index() + 4,
    };
    let at = (kind * 64 + to.index()) * 4;
    ENGLISH.get(at..at + 3 + usize::from(kind >= 5))
}

/// Writes a move: letters of `lang`, or figurines of `figurines`' colour; a hyphen between
/// two squares of a quiet move when `hyphen`.
pub(super) fn san_text(
    out: &mut impl fmt::Write,
    san: &San,
    lang: Lang,
    figurines: Option<Color>,
    hyphen: bool,
) -> fmt::Result {
    let piece = |out: &mut _, role: Role| match figurines {
        Some(color) => fmt::Write::write_char(out, Piece::new(color, role).figurine()),
        None => fmt::Write::write_str(out, lang.letter(role)),
    };
    match *san {
        San::Castle(CastlingSide::King) => out.write_str("O-O"),
        San::Castle(CastlingSide::Queen) => out.write_str("O-O-O"),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn {
                piece(out, role)?;
            }
            match (file, rank) {
                (Some(file), Some(rank)) => {
                    out.write_str(Square::from_coords(file, rank).name())?;
                    if hyphen && !capture {
                        out.write_str("-")?;
                    }
                }
                (Some(file), None) => out.write_str(file.name())?,
                (None, Some(rank)) => out.write_str(rank.name())?,
                (None, None) => {}
            }
            if capture {
                out.write_str("x")?;
            }
            out.write_str(to.name())?;
            if let Some(role) = promotion {
                out.write_str("=")?;
                piece(out, role)?;
            }
            Ok(())
        }
    }
}

impl SanPlus {
    /// The canonical SAN of a legal move of `pos`, with its check or mate sign.
    ///
    /// ```
    /// use fenkit::{Position, san::SanPlus};
    /// // The knights on h5 and h1 both reach g3: the rank tells them apart, the file does not.
    /// let pos: Position = "4k3/8/8/4N2N/8/8/8/4K2N w - - 0 1".parse()?;
    /// let from_h5 = pos.legal_moves().iter().copied()
    ///     .find(|m| m.from().to_string() == "h5" && m.to().to_string() == "g3").unwrap();
    /// assert_eq!(SanPlus::from_move(&pos, from_h5).to_string(), "N5g3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> SanPlus {
        SanPlus {
            san: San::from_move(pos, mv),
            suffix: Suffix::after(pos, mv),
        }
    }

    /// The move in long form (LAN): the start square always written.
    ///
    /// ```
    /// use fenkit::{Position, san::SanPlus};
    /// let pos = Position::STARTING;
    /// let e4 = pos.legal_moves().iter().copied().find(|m| m.to().to_string() == "e4").unwrap();
    /// assert_eq!(SanPlus::from_move_long(&pos, e4).to_string(), "e2e4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_move_long(pos: &Position, mv: Move) -> SanPlus {
        let san = match San::from_move(pos, mv) {
            San::Normal {
                role,
                capture,
                to,
                promotion,
                ..
            } => San::Normal {
                role,
                file: Some(mv.from().file()),
                rank: Some(mv.from().rank()),
                capture,
                to,
                promotion,
            },
            castle => castle,
        };
        SanPlus {
            san,
            suffix: Suffix::after(pos, mv),
        }
    }
}

impl San {
    /// The canonical SAN of a legal move of `pos`, without its suffix.
    ///
    /// ```
    /// use fenkit::{Position, san::San};
    /// // Chess960: the king on b1 castles long with the rook on a1.
    /// let pos: Position = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1".parse()?;
    /// let castles: Vec<String> = pos.legal_moves().iter()
    ///     .filter(|m| m.castling_side().is_some())
    ///     .map(|&m| San::from_move(&pos, m).to_string()).collect();
    /// assert_eq!(castles, ["O-O", "O-O-O"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> San {
        let board = pos.board();
        let (from, to) = (mv.from(), mv.to());
        let role = board.piece_at(from).map_or(Role::Pawn, |p| p.role);
        match mv {
            Move::Castle { .. } => San::Castle(mv.castling_side().unwrap_or(CastlingSide::King)),
            Move::EnPassant { .. } => San::Normal {
                role: Role::Pawn,
                file: Some(from.file()),
                rank: None,
                capture: true,
                to,
                promotion: None,
            },
            Move::Normal { promotion, .. } => {
                let capture = board.piece_at(to).is_some();
                let (file, rank) = match role {
                    Role::Pawn => (capture.then_some(from.file()), None),
                    // A king has no rival: disambiguation finds none at once.
                    _ => disambiguation(pos, role, mv),
                };
                San::Normal {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion,
                }
            }
        }
    }
}

/// What SAN must add to tell the piece that makes `mv` from its legal rivals.
pub(super) fn disambiguation(
    pos: &Position,
    role: Role,
    mv: Move,
) -> (Option<crate::square::File>, Option<crate::square::Rank>) {
    let (from, to) = (mv.from(), mv.to());
    // The other pieces of its kind that could reach `to` at all (most often none, found in
    // one look at the role); only when there are some is their legality asked.
    let board = pos.board();
    let others = board.by_color(pos.turn()).without(from);
    let pseudo = board.reaching(role, to, others);
    if pseudo.is_empty() {
        return (None, None);
    }
    let rivals = pos.legal_movers(role, pseudo, to);
    if rivals.is_empty() {
        (None, None)
    } else if rivals.into_iter().all(|sq| sq.file() != from.file()) {
        (Some(from.file()), None)
    } else if rivals.into_iter().all(|sq| sq.rank() != from.rank()) {
        (None, Some(from.rank()))
    } else {
        (Some(from.file()), Some(from.rank()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text_reads_as_a_str() {
        let mut text = MoveText::new();
        text.push_str("Кр");
        text.push('e');
        text.push_str("2+");
        assert_eq!(&*text, "Крe2+");
        assert_eq!(text.len(), 7);
        assert_eq!(format!("{text:?}"), "\"Крe2+\"");
        let mut out = String::from("1. ");
        text.append_to(&mut out);
        assert_eq!(out, "1. Крe2+");
    }

    /// Every move the English table may answer for, against the part-by-part writer: the
    /// same text whenever the table answers, and an answer for every common shape.
    #[test]
    fn the_english_table_writes_what_the_writer_writes() {
        use crate::square::File;
        let mut answered = 0;
        for role in Role::ALL {
            for to in (0..64).filter_map(Square::new) {
                let files = [None].into_iter().chain(File::ALL.map(Some));
                for (file, capture) in files.flat_map(|file| [(file, false), (file, true)]) {
                    let san = San::Normal {
                        role,
                        file,
                        rank: None,
                        capture,
                        to,
                        promotion: None,
                    };
                    let mut parts = String::new();
                    san_text(&mut parts, &san, Lang::En, None, false).unwrap();
                    let adjacent = file.is_some_and(|f| f.index().abs_diff(to.file().index()) == 1);
                    let common = match role {
                        Role::Pawn => (file.is_none() && !capture) || (adjacent && capture),
                        _ => file.is_none(),
                    };
                    match english_whole(&san) {
                        Some(whole) => {
                            assert_eq!(whole, parts, "{san:?}");
                            answered += 1;
                        }
                        None => assert!(!common, "{san:?} ({parts}) is common"),
                    }
                }
            }
        }
        // Pushes, piece moves and captures, pawn captures from either side.
        assert_eq!(answered, 64 + 5 * 64 * 2 + 2 * 7 * 8);
        assert_eq!(english_whole(&San::Castle(CastlingSide::King)), None);
    }

    #[test]
    fn a_full_buffer_drops_what_does_not_fit() {
        let mut text = MoveText::new();
        for _ in 0..CAPACITY + 3 {
            text.push('x');
        }
        assert_eq!(text.len(), CAPACITY);
    }
}
