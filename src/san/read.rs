//! Reading moves: the grammar of SAN and its lenient forms, then the move it names.

use super::canonical::is_canonical;
use super::error::{IllegalSanError, IllegalSanReason, ParseSanError, ParseSanErrorKind, SanError};
use super::resolve;
use super::write::{MoveText, SanWriter};
use super::{AlgebraicNotation, Parsed, San, SanPlus, Suffix};
use crate::castling::CastlingSide;
use crate::lang::Lang;
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;
use crate::square::{File, Rank, Square};

/// Reads moves in one language, strictly (the default, as every fenkit reader of one item:
/// docs/decisions/0013-strict-by-default.md) or leniently; `Copy`, with `const fn` settings,
/// so it can live in a `static`.
///
/// Strict reading takes exactly what [`SanWriter`] writes in the reader's language and
/// notation; lenient reading also takes the forms the [module documentation](super) lists.
///
/// ```
/// use fenkit::{Lang, Position, san::SanReader};
/// static FRENCH: SanReader = SanReader::new().lang(Lang::Fr).lenient();
/// let pos = Position::STARTING;
/// let a = FRENCH.read(&pos, "Cg1-f3!?")?;
/// let b = FRENCH.read(&pos, "Cf3")?;
/// assert_eq!(a, b);
/// let err = FRENCH.strict(true).read(&pos, "Cg1-f3").unwrap_err();
/// assert_eq!(err.to_string(), "Cg1-f3: not canonical, expected Cf3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanReader {
    lang: Lang,
    strict: bool,
    notation: AlgebraicNotation,
}

impl Default for SanReader {
    fn default() -> SanReader {
        SanReader::new()
    }
}

impl SanReader {
    /// Strict English SAN.
    #[must_use]
    pub const fn new() -> SanReader {
        SanReader {
            lang: Lang::En,
            strict: true,
            notation: AlgebraicNotation::San,
        }
    }

    /// Lenient reading; the same as `strict(false)`.
    #[must_use]
    pub const fn lenient(self) -> SanReader {
        self.strict(false)
    }

    /// The language of the piece letters.
    #[must_use]
    pub const fn lang(self, lang: Lang) -> SanReader {
        SanReader { lang, ..self }
    }

    /// Whether only canonical text is taken (`true`, the default).
    #[must_use]
    pub const fn strict(self, strict: bool) -> SanReader {
        SanReader { strict, ..self }
    }

    /// The notation strict reading takes (SAN unless set); lenient reading takes them all.
    ///
    /// ```
    /// use fenkit::{Position, san::{AlgebraicNotation, SanReader}};
    /// let lan = SanReader::new().notation(AlgebraicNotation::Lan);
    /// assert!(lan.read(&Position::STARTING, "e2-e4").is_ok());
    /// assert!(lan.read(&Position::STARTING, "e4").is_err());
    /// ```
    #[must_use]
    pub const fn notation(self, notation: AlgebraicNotation) -> SanReader {
        SanReader { notation, ..self }
    }

    /// Reads the text of a move, without a position (the grammar only, always lenient).
    ///
    /// ```
    /// use fenkit::{Lang, Role, san::{San, SanReader}};
    /// let plus = SanReader::new().lang(Lang::Fr).parse("axb8D")?;
    /// assert!(matches!(plus.san, San::Normal { promotion: Some(Role::Queen), capture: true, .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseSanError`] saying what was found and what was expected.
    pub fn parse(&self, text: &str) -> Result<SanPlus, ParseSanError> {
        // Only the move handed on, not the places of its parts: a smaller value to return.
        parse_then(text, self.lang, |parsed| parsed.plus)
    }

    /// Reads a move of `pos`.
    ///
    /// ```
    /// use fenkit::{Lang, Position, san::SanReader};
    /// let pos: Position = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4".parse()?;
    /// let mate = SanReader::new().read(&pos, "Qxf7#")?;
    /// assert_eq!(mate.to_string(), "h5f7");
    /// assert_eq!(SanReader::new().lang(Lang::Pl).lenient().read(&pos, "Hxf7++")?, mate);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SanError::Parse`] for text that is not a move, [`SanError::Illegal`] for a move that
    /// is not legal (or, strictly read, not canonical), saying why.
    #[inline]
    pub fn read(&self, pos: &Position, text: &str) -> Result<Move, SanError> {
        // The move comes back in a register; the error, large, is built only when there is
        // one (returning the whole `Result` from the reader cost a stalled load in every
        // caller: the move read wider than it was written).
        match self.find(pos, text) {
            Some(mv) => Ok(mv),
            None => Err(self.why_not(pos, text)),
        }
    }

    /// The move `text` names in `pos`, when [`read`](Self::read) takes it.
    pub(crate) fn find(&self, pos: &Position, text: &str) -> Option<Move> {
        parse_then::<_, ()>(text, self.lang, |parsed| {
            let mv = resolve::find(pos, parsed.plus.san, parsed.ep.is_some())?;
            // Strictly, the text must be the one `canonical` writes: told from what was read,
            // mostly without writing it.
            let exact = || is_canonical(pos, mv, &parsed, text, self.lang, self.notation);
            (!self.strict || exact()).then_some(mv)
        })
        .ok()?
    }

    /// Why [`find`](Self::find) takes no move from `text`.
    #[cold]
    pub(crate) fn why_not(&self, pos: &Position, text: &str) -> SanError {
        let parsed = match parse(text, self.lang) {
            Ok(parsed) => parsed,
            Err(err) => return err.into(),
        };
        let Some(mv) = resolve::find(pos, parsed.plus.san, parsed.ep.is_some()) else {
            return resolve::why_not(pos, &parsed, text).into();
        };
        IllegalSanError::new(
            text,
            0..text.len(),
            IllegalSanReason::NotCanonical {
                canonical: self.canonical(pos, mv).to_string(),
            },
        )
        .into()
    }

    /// How `mv` is written in the reader's language and notation.
    fn canonical(&self, pos: &Position, mv: Move) -> MoveText {
        SanWriter::new()
            .lang(self.lang)
            .notation(self.notation)
            .write(pos, mv)
    }
}

fn file_at(b: &[u8], i: usize) -> Option<File> {
    b.get(i).and_then(|&c| File::from_char(c as char))
}

fn rank_at(b: &[u8], i: usize) -> Option<Rank> {
    b.get(i).and_then(|&c| Rank::from_char(c as char))
}

fn square_at(b: &[u8], i: usize) -> Option<Square> {
    Some(Square::from_coords(file_at(b, i)?, rank_at(b, i + 1)?))
}

fn char_at(text: &str, i: usize) -> Option<char> {
    text.get(i..).and_then(|rest| rest.chars().next())
}

/// An error about the character at `i`, or the end.
fn at(text: &str, i: usize, kind: impl FnOnce(Option<char>) -> ParseSanErrorKind) -> ParseSanError {
    let found = char_at(text, i);
    ParseSanError::new(kind(found), i..i + found.map_or(0, char::len_utf8))
}

/// `O-O-O` or `O-O` (or with zeros) and its length.
fn castling(b: &[u8]) -> Option<(CastlingSide, usize)> {
    let (&[first, b'-', second], rest) = b.split_first_chunk::<3>()? else {
        return None;
    };
    if !matches!(first, b'O' | b'0') || second != first {
        return None;
    }
    Some(match rest {
        [b'-', third, ..] if *third == first => (CastlingSide::Queen, 5),
        _ => (CastlingSide::King, 3),
    })
}

/// The piece named at `i`: a letter of `lang` or a figurine, and its length in bytes.
#[inline]
fn piece_at(text: &str, i: usize, lang: Lang) -> Option<(Role, usize)> {
    let rest = text.get(i..)?;
    // A letter of every language but Russian is one ASCII byte, a figurine three.
    if rest.as_bytes().first()?.is_ascii() {
        return lang.piece_prefix(rest);
    }
    let c = rest.chars().next()?;
    match Piece::from_figurine(c) {
        Some(piece) => Some((piece.role, c.len_utf8())),
        None => lang.piece_prefix(rest),
    }
}

/// The piece a promotion names at `i`: a letter of `lang`, in upper or (for a pawn) lower
/// case, or a figurine.
fn promotion_at(text: &str, i: usize, lang: Lang) -> Option<(Role, usize)> {
    if let Some(found) = piece_at(text, i, lang) {
        return Some(found);
    }
    let c = char_at(text, i)?;
    if c.is_lowercase() {
        let mut upper = c.to_uppercase();
        if let (Some(u), None) = (upper.next(), upper.next()) {
            let role = lang.role_of(u.encode_utf8(&mut [0; 4]))?;
            return Some((role, c.len_utf8()));
        }
    }
    None
}

/// The en passant mark starting at `i`, `e.p.`, `e.p` or `ep`: its length.
fn ep_mark(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i..)? {
        [b'e', b'.', b'p', b'.', ..] => Some(4),
        [b'e', b'.', b'p', ..] => Some(3),
        [b'e', b'p', ..] => Some(2),
        // `e. p.`, the words written apart (the movetext reader keeps them with the move; the
        // arms above take them written together).
        [b'e', b'.', rest @ ..] => {
            let spaces = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
            match rest.get(spaces..)? {
                [b'p', b'.', ..] => Some(2 + spaces + 2),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The check or mate sign starting at `i` (`+`, `#`, `++`) and its length.
fn suffix_at(b: &[u8], i: usize) -> (Option<Suffix>, usize) {
    match b.get(i..) {
        Some([b'+', b'+', ..]) => (Some(Suffix::Checkmate), 2),
        Some([b'#', ..]) => (Some(Suffix::Checkmate), 1),
        Some([b'+', ..]) => (Some(Suffix::Check), 1),
        _ => (None, 0),
    }
}

/// The length of the annotation glyph starting at `i` (`!`, `?`, `!!`, `??`, `!?`, `?!`), or 0.
fn glyph_at(b: &[u8], i: usize) -> usize {
    match b.get(i..) {
        Some([b'!' | b'?', b'!' | b'?', ..]) => 2,
        Some([b'!' | b'?', ..]) => 1,
        _ => 0,
    }
}

/// What [`parse_then`] gives for text that is not a move: the error that says why, or only
/// that it is not (for a caller that explains it later, if at all: the error is not built).
trait Refusal {
    fn refuse(error: impl FnOnce() -> ParseSanError) -> Self;
}

impl Refusal for ParseSanError {
    #[inline(always)]
    fn refuse(error: impl FnOnce() -> ParseSanError) -> ParseSanError {
        error()
    }
}

impl Refusal for () {
    #[inline(always)]
    fn refuse(_: impl FnOnce() -> ParseSanError) {}
}

/// Reads the grammar: castling, or piece, start, separator, target, promotion; then `e.p.`, a
/// check or mate sign and a glyph.
#[inline(always)]
pub(super) fn parse(text: &str, lang: Lang) -> Result<Parsed, ParseSanError> {
    parse_then(text, lang, |parsed| parsed)
}

/// [`parse`], handing the move read to `then` where it is read.
// Rather than a `Parsed` returned from both of the grammar's ends: decision 0012 (registers).
#[inline(always)]
fn parse_then<T, E: Refusal>(
    text: &str,
    lang: Lang,
    then: impl FnOnce(Parsed) -> T,
) -> Result<T, E> {
    let b = text.as_bytes();
    let Some(&first) = b.first() else {
        return Err(E::refuse(|| {
            ParseSanError::new(ParseSanErrorKind::Empty { lang }, 0..0)
        }));
    };
    let mut i;
    let mut target = 0..0;
    let san = if let Some((side, len)) = castling(b) {
        i = len;
        San::Castle(side)
    } else {
        let role = if first.is_ascii_lowercase() && file_at(b, 0).is_some() {
            i = 0;
            Role::Pawn
        } else if let Some((role, len)) = piece_at(text, 0, lang) {
            i = len;
            role
        } else {
            return Err(E::refuse(|| {
                at(text, 0, |found| ParseSanErrorKind::MoveStart {
                    found: found.unwrap_or(char::REPLACEMENT_CHARACTER),
                    lang,
                })
            }));
        };
        let mut file = file_at(b, i);
        if file.is_some() {
            i += 1;
        }
        let mut rank = rank_at(b, i);
        if rank.is_some() {
            i += 1;
        }
        let mut capture = false;
        let to = match b.get(i) {
            Some(&sep @ (b'x' | b'-')) => {
                i += 1;
                if sep == b'x' {
                    capture = true;
                    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
                        i += 1;
                    }
                }
                square_at(b, i)
            }
            // Russian: `dхe5` with the Cyrillic `х`, `С:c6`.
            Some(b':' | 0xD1) if lang.other_capture_len(&b[i..]) > 0 => {
                i += lang.other_capture_len(&b[i..]);
                capture = true;
                while b.get(i).is_some_and(u8::is_ascii_whitespace) {
                    i += 1;
                }
                square_at(b, i)
            }
            _ => square_at(b, i).or_else(|| {
                // Start and target were one square: `Nf3`, `e4`.
                let to = Square::from_coords(file.take()?, rank.take()?);
                i -= 2;
                Some(to)
            }),
        };
        let Some(to) = to else {
            let i = if file_at(b, i).is_some() { i + 1 } else { i };
            return Err(E::refuse(|| {
                at(text, i, |found| ParseSanErrorKind::Square { found })
            }));
        };
        target = i..i + 2;
        i += 2;
        let has_eq = b.get(i) == Some(&b'=');
        if has_eq {
            i += 1;
        }
        // A lower-case promotion letter only after a pawn move: `Nf3b` is no move.
        let promotion = match (i < b.len()).then(|| promotion_at(text, i, lang)).flatten() {
            Some((promotion, len)) if has_eq || role == Role::Pawn => {
                i += len;
                Some(promotion)
            }
            _ if has_eq => {
                return Err(E::refuse(|| {
                    at(text, i, |found| ParseSanErrorKind::Promotion {
                        found,
                        lang,
                    })
                }));
            }
            _ => None,
        };
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        }
    };
    // Most moves end here, with nothing after them. (`then` is called in one place only, so
    // that it is inlined whatever the profile: with `codegen-units = 1`, two calls of the
    // resolver kept it out of line, 5 % more instructions in `SanReader::find`.)
    let (suffix, ep) = if i == b.len() {
        (None, None)
    } else {
        let mut ep = None;
        let mut j = i;
        while b.get(j).is_some_and(u8::is_ascii_whitespace) {
            j += 1;
        }
        if let Some(len) = ep_mark(b, j) {
            ep = Some(j..j + len);
            i = j + len;
        }
        let (suffix, len) = suffix_at(b, i);
        i += len;
        i += glyph_at(b, i);
        if i < b.len() {
            return Err(E::refuse(|| ParseSanError::trailing(text, i)));
        }
        (suffix, ep)
    };
    Ok(then(Parsed {
        plus: SanPlus { san, suffix },
        target,
        ep,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Parsed {
        parse(text, Lang::En).unwrap_or_else(|err| panic!("{text}: {err}"))
    }

    fn normal(text: &str) -> (Role, Option<File>, Option<Rank>, bool, Square, Option<Role>) {
        match parsed(text).plus.san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => (role, file, rank, capture, to, promotion),
            San::Castle(side) => panic!("{text}: castling {side:?}"),
        }
    }

    fn sq(text: &str) -> Square {
        Square::from_ascii(text.as_bytes()).unwrap()
    }

    #[test]
    fn squares_and_disambiguation() {
        assert_eq!(
            normal("Nf3"),
            (Role::Knight, None, None, false, sq("f3"), None)
        );
        assert_eq!(
            normal("Ngf3"),
            (Role::Knight, Some(File::G), None, false, sq("f3"), None)
        );
        assert_eq!(
            normal("N1f3"),
            (Role::Knight, None, Some(Rank::First), false, sq("f3"), None)
        );
        for lan in ["Ng1f3", "Ng1-f3"] {
            assert_eq!(
                normal(lan),
                (
                    Role::Knight,
                    Some(File::G),
                    Some(Rank::First),
                    false,
                    sq("f3"),
                    None
                )
            );
        }
        assert_eq!(
            normal("e4xd5"),
            (
                Role::Pawn,
                Some(File::E),
                Some(Rank::Fourth),
                true,
                sq("d5"),
                None
            )
        );
        assert_eq!(
            normal("dx e6"),
            (Role::Pawn, Some(File::D), None, true, sq("e6"), None)
        );
    }

    #[test]
    fn russian_captures_with_the_cyrillic_x_and_the_colon() {
        for text in ["dхe5", "d:e5", "dх e5", "d: e5", "d:\te5", "dxe5"] {
            let san = parse(text, Lang::Ru).map(|p| p.plus.san);
            assert_eq!(
                san,
                Ok(San::Normal {
                    role: Role::Pawn,
                    file: Some(File::D),
                    rank: None,
                    capture: true,
                    to: sq("e5"),
                    promotion: None,
                }),
                "{text}"
            );
        }
        let bishop = parse("С:c6", Lang::Ru).map(|p| (p.plus.san, p.target));
        assert_eq!(
            bishop,
            Ok((
                San::Normal {
                    role: Role::Bishop,
                    file: None,
                    rank: None,
                    capture: true,
                    to: sq("c6"),
                    promotion: None,
                },
                3..5
            ))
        );
        // In other languages they are no capture signs.
        for (text, lang) in [("d:e5", Lang::En), ("dхe5", Lang::De), ("dхe5", Lang::Ru)] {
            let read = parse(text, lang);
            assert_eq!(read.is_ok(), lang == Lang::Ru, "{text} {lang}");
        }
    }

    #[test]
    fn promotions_in_every_spelling() {
        for text in ["e8=Q", "e8Q", "e8q", "e8=q", "e8=♕", "e8♛"] {
            assert_eq!(normal(text).5, Some(Role::Queen), "{text}");
        }
        assert_eq!(
            parse("e8d", Lang::Fr).map(|p| p.plus.san),
            Ok(San::Normal {
                role: Role::Pawn,
                file: None,
                rank: None,
                capture: false,
                to: sq("e8"),
                promotion: Some(Role::Queen)
            })
        );
        // A lower-case letter after a piece move is no promotion.
        assert_eq!(
            parse("Nf3q", Lang::En).unwrap_err().kind(),
            &ParseSanErrorKind::Trailing { found: 'q' }
        );
    }

    #[test]
    fn suffixes_marks_and_glyphs() {
        let p = parsed("exd6 e.p.+!?");
        assert_eq!(p.ep, Some(5..9));
        assert_eq!(p.target, 2..4);
        assert_eq!(p.plus.suffix, Some(Suffix::Check));
        assert_eq!(parsed("Qxf7++").plus.suffix, Some(Suffix::Checkmate));
        assert_eq!(parsed("Qxf7#").plus.suffix, Some(Suffix::Checkmate));
        assert_eq!(parsed("exd6ep").ep, Some(4..6));
        assert_eq!(parsed("exd6e.p").ep, Some(4..7));
        // The words written apart, as some books print them.
        assert_eq!(parsed("exd6 e. p.").ep, Some(5..10));
        assert_eq!(parsed("exd6 e.  p.+").ep, Some(5..11));
        assert_eq!(parse("exd6 e. q.", Lang::En).unwrap_err().span(), 4..5);
        assert_eq!(parse("exd6 e.p", Lang::En).map(|p| p.ep), Ok(Some(5..8)));
        for glyph in ["!", "?", "!!", "??", "!?", "?!"] {
            assert_eq!(parsed(&format!("e4{glyph}")).plus.suffix, None);
        }
        let err = parse("e4!?!", Lang::En).unwrap_err();
        assert_eq!(err.span(), 4..5);
    }

    #[test]
    fn castling_before_piece_letters() {
        for (text, side) in [
            ("O-O", CastlingSide::King),
            ("0-0", CastlingSide::King),
            ("O-O-O", CastlingSide::Queen),
            ("0-0-0+", CastlingSide::Queen),
        ] {
            assert_eq!(parsed(text).plus.san, San::Castle(side), "{text}");
        }
        // O is the Estonian bishop.
        assert!(matches!(
            parse("Oe4", Lang::Et).map(|p| p.plus.san),
            Ok(San::Normal {
                role: Role::Bishop,
                ..
            })
        ));
    }

    #[test]
    fn errors_point_at_the_character() {
        let kind = |text: &str| {
            let err = parse(text, Lang::En).unwrap_err();
            (err.kind().clone(), err.span())
        };
        assert_eq!(
            kind("Cf3"),
            (
                ParseSanErrorKind::MoveStart {
                    found: 'C',
                    lang: Lang::En
                },
                0..1
            )
        );
        // A small letter that is no file starts no move (it is not read as a pawn's file).
        assert_eq!(
            kind("k4"),
            (
                ParseSanErrorKind::MoveStart {
                    found: 'k',
                    lang: Lang::En
                },
                0..1
            )
        );
        assert_eq!(kind("♘"), (ParseSanErrorKind::Square { found: None }, 3..3));
        assert_eq!(
            kind("Nf"),
            (ParseSanErrorKind::Square { found: None }, 2..2)
        );
        // A file without its rank: the error points past the file.
        assert_eq!(
            kind("exd9"),
            (ParseSanErrorKind::Square { found: Some('9') }, 3..4)
        );
        assert_eq!(
            kind("Ngf"),
            (ParseSanErrorKind::Square { found: None }, 3..3)
        );
        assert_eq!(
            kind("Nxé4"),
            (ParseSanErrorKind::Square { found: Some('é') }, 2..4)
        );
        assert_eq!(
            kind("e8=X"),
            (
                ParseSanErrorKind::Promotion {
                    found: Some('X'),
                    lang: Lang::En
                },
                3..4
            )
        );
    }
}
