//! The text of a descriptive move: reading it into its parts, and writing the parts back in the
//! house style.

use core::fmt;
use core::ops::Range;

use crate::castling::CastlingSide;
use crate::piece::Role;

use super::error::{Expected, ParseDescriptiveError};
use super::names::{Designator, FileName, Place, Wing, letter};

/// A move as written, before it is matched against a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Written {
    pub(crate) body: Body,
    /// The byte range of the move without its signs.
    pub(crate) body_span: Range<usize>,
    pub(crate) sign: Option<Sign>,
    /// `e.p.` was written.
    pub(crate) ep: bool,
}

/// A check or mate sign and where it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Sign {
    pub(crate) mate: bool,
    pub(crate) text: String,
    pub(crate) span: Range<usize>,
}

/// The move itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Body {
    /// `O-O`, `O-O-O`, or `Castles` with the side given or not.
    Castle(Option<CastlingSide>),
    Piece(PieceMove),
}

/// A piece (or pawn) moving or taking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PieceMove {
    pub(crate) mover: Designator,
    /// `(6)` or `(QR3)`: where the piece that moves stands.
    pub(crate) from: Option<FromPlace>,
    pub(crate) action: Action,
    pub(crate) promotion: Option<Role>,
}

/// The rank or the square of the piece that moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FromPlace {
    Rank(u8),
    Square(Place),
}

/// Moving to a square, or taking a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    /// `-K4`.
    Move(Place),
    /// `xN`, `xN/QB6`.
    Capture {
        captured: Designator,
        at: Option<Place>,
    },
}

/// Reads a move in descriptive notation, without a position.
pub(crate) fn parse(text: &str) -> Result<Written, ParseDescriptiveError> {
    let mut parser = Parser { text, at: 0 };
    let body = parser.body()?;
    let body_span = 0..parser.at;
    let (sign, ep) = parser.signs()?;
    Ok(Written {
        body,
        body_span,
        sign,
        ep,
    })
}

const DASHES: [&str; 3] = ["-", "\u{2013}", "\u{2014}"];
const CAPTURES: [&str; 2] = ["x", "\u{d7}"];
const EN_PASSANT: [&str; 3] = ["e.p.", "e. p.", "ep"];
const MATE: [&str; 4] = ["mate", "Mate", "++", "#"];
const CHECK: [&str; 10] = [
    "dis. ch.", "dis.ch.", "dis ch", "dbl. ch.", "dbl.ch.", "dbl ch", "check", "ch.", "ch", "+",
];

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl Parser<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn eat(&mut self, s: &str) -> bool {
        let found = self.rest().starts_with(s);
        if found {
            self.at += s.len();
        }
        found
    }

    /// Skips white space (a movetext keeps a mark written on the next line with its move).
    fn skip_space(&mut self) {
        self.at += self.rest().len() - self.rest().trim_start().len();
    }

    fn eat_any(&mut self, options: &[&str]) -> bool {
        options.iter().any(|s| self.eat(s))
    }

    /// An error about the word (or the character) at `start`.
    fn error_at(&self, start: usize, expected: Expected) -> ParseDescriptiveError {
        let rest = &self.text[start..];
        let Some(first) = rest.chars().next() else {
            return ParseDescriptiveError::new(None, expected, start..start);
        };
        let word = rest
            .char_indices()
            .find(|&(_, c)| !c.is_alphanumeric())
            .map_or(rest.len(), |(i, _)| i);
        let len = if word == 0 { first.len_utf8() } else { word };
        let end = start + len;
        ParseDescriptiveError::new(Some(rest[..len].to_owned()), expected, start..end)
    }

    fn error(&self, expected: Expected) -> ParseDescriptiveError {
        self.error_at(self.at, expected)
    }

    /// A piece letter: `K`, `Q`, `R`, `B`, `N` or `Kt`, `P`.
    fn atom(&mut self) -> Option<Role> {
        let role = match self.rest().as_bytes() {
            [b'K', b't', ..] => {
                self.at += 1;
                Role::Knight
            }
            [b'K', ..] => Role::King,
            [b'Q', ..] => Role::Queen,
            [b'R', ..] => Role::Rook,
            [b'B', ..] => Role::Bishop,
            [b'N', ..] => Role::Knight,
            [b'P', ..] => Role::Pawn,
            _ => return None,
        };
        self.at += 1;
        Some(role)
    }

    /// The piece letters of a name (`KKtP` is the longest that means something).
    fn atoms(&mut self) -> Vec<Role> {
        let mut atoms = Vec::new();
        while let Some(role) = self.atom() {
            atoms.push(role);
        }
        atoms
    }

    fn digit(&mut self) -> Option<u8> {
        match self.rest().as_bytes().first() {
            Some(&d @ b'1'..=b'8') => {
                self.at += 1;
                Some(d - b'0')
            }
            _ => None,
        }
    }

    /// `Sq`, `Sq.`, `.Sq.`, `. Sq.`: the first rank in older books (`K.Sq.` is K1).
    fn first_rank_word(&mut self) -> bool {
        let save = self.at;
        if self.eat(".") {
            self.eat(" ");
        }
        if self.eat_any(&["Sq", "sq"]) {
            self.eat(".");
            true
        } else {
            self.at = save;
            false
        }
    }

    fn place(&mut self) -> Result<Place, ParseDescriptiveError> {
        let start = self.at;
        let atoms = self.atoms();
        let file = file_name(&atoms);
        let rank = self.digit().or_else(|| self.first_rank_word().then_some(1));
        match (file, rank) {
            (Some(file), Some(rank)) => Ok(Place { file, rank }),
            _ => Err(self.error_at(start, Expected::Square)),
        }
    }

    fn body(&mut self) -> Result<Body, ParseDescriptiveError> {
        if matches!(self.rest().as_bytes().first(), Some(b'O' | b'0')) {
            return self.castle();
        }
        if self.eat_any(&["Castles", "castles"]) {
            return self.castles();
        }
        let start = self.at;
        let atoms = self.atoms();
        let mover = designator(&atoms).ok_or_else(|| self.error_at(start, Expected::Move))?;
        let from = if self.eat("(") {
            let at = self.at;
            let from = match self.digit() {
                Some(rank) => FromPlace::Rank(rank),
                None => FromPlace::Square(
                    self.place()
                        .map_err(|_| self.error_at(at, Expected::MoverPlace))?,
                ),
            };
            if !self.eat(")") {
                return Err(self.error(Expected::CloseParen));
            }
            Some(from)
        } else {
            None
        };
        let action = if self.eat_any(&DASHES) {
            Action::Move(self.place()?)
        } else if self.eat_any(&CAPTURES) {
            let start = self.at;
            let atoms = self.atoms();
            let captured = designator(&atoms)
                .filter(|d| d.role != Role::King)
                .ok_or_else(|| self.error_at(start, Expected::Captured))?;
            let mut at = None;
            let save = self.at;
            if self.eat("/") {
                match self.place() {
                    Ok(place) => at = Some(place),
                    // `PxN/Q`: a promotion, read below.
                    Err(_) => self.at = save,
                }
            }
            Action::Capture { captured, at }
        } else {
            return Err(self.error(Expected::Action));
        };
        let promotion = self.promotion()?;
        Ok(Body::Piece(PieceMove {
            mover,
            from,
            action,
            promotion,
        }))
    }

    /// `=Q`, `(Q)` or `/Q`.
    fn promotion(&mut self) -> Result<Option<Role>, ParseDescriptiveError> {
        let paren = if self.eat("(") {
            true
        } else if self.eat_any(&["=", "/"]) {
            false
        } else {
            return Ok(None);
        };
        let start = self.at;
        let role = match self.atom() {
            Some(role @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight)) => role,
            _ => return Err(self.error_at(start, Expected::Promotion)),
        };
        if paren && !self.eat(")") {
            return Err(self.error(Expected::CloseParen));
        }
        Ok(Some(role))
    }

    /// `O-O` or `O-O-O` (or with zeros).
    fn castle(&mut self) -> Result<Body, ParseDescriptiveError> {
        let start = self.at;
        let mut os = 0;
        loop {
            if !self.eat_any(&["O", "0"]) {
                return Err(self.error_at(start, Expected::Move));
            }
            os += 1;
            let save = self.at;
            if os == 3 || !self.eat_any(&DASHES) {
                break;
            }
            if !matches!(self.rest().as_bytes().first(), Some(b'O' | b'0')) {
                self.at = save;
                break;
            }
        }
        match os {
            2 => Ok(Body::Castle(Some(CastlingSide::King))),
            3 => Ok(Body::Castle(Some(CastlingSide::Queen))),
            _ => Err(self.error_at(start, Expected::Move)),
        }
    }

    /// What follows `Castles`: the side (`KR`, `QR`, `K`, `Q`, in parentheses or not), or
    /// nothing.
    fn castles(&mut self) -> Result<Body, ParseDescriptiveError> {
        let save = self.at;
        self.skip_space();
        let paren = self.eat("(");
        let start = self.at;
        let side = if self.eat_any(&["KR", "K"]) {
            Some(CastlingSide::King)
        } else if self.eat_any(&["QR", "Q"]) {
            Some(CastlingSide::Queen)
        } else {
            None
        };
        if side.is_some() && self.rest().starts_with(char::is_alphanumeric) {
            return Err(self.error_at(start, Expected::CastlingSide));
        }
        match side {
            Some(_) if paren && !self.eat(")") => Err(self.error(Expected::CloseParen)),
            None if paren => Err(self.error(Expected::CastlingSide)),
            None => {
                self.at = save;
                Ok(Body::Castle(None))
            }
            Some(_) => Ok(Body::Castle(side)),
        }
    }

    /// The signs after the move: check or mate, and `e.p.`, each at most once, with spaces
    /// before them or not.
    fn signs(&mut self) -> Result<(Option<Sign>, bool), ParseDescriptiveError> {
        let mut sign = None;
        let mut ep = false;
        while !self.rest().is_empty() {
            let before = self.at;
            self.skip_space();
            let start = self.at;
            if self.rest().is_empty() {
                return Err(self.error_at(before, Expected::End));
            }
            if !ep && self.eat_any(&EN_PASSANT) {
                ep = true;
                continue;
            }
            if sign.is_none() {
                let mate = self.eat_any(&MATE);
                if mate || self.eat_any(&CHECK) {
                    sign = Some(Sign {
                        mate,
                        text: self.text[start..self.at].to_owned(),
                        span: start..self.at,
                    });
                    continue;
                }
            }
            return Err(self.error_at(start, Expected::End));
        }
        Ok((sign, ep))
    }
}

/// The file named by one or two piece letters: `B`, `QB`, `KKt`.
fn file_name(atoms: &[Role]) -> Option<FileName> {
    match *atoms {
        [piece] => FileName::new(None, piece),
        [Role::King, piece] => FileName::new(Some(Wing::King), piece),
        [Role::Queen, piece] => FileName::new(Some(Wing::Queen), piece),
        _ => None,
    }
}

/// The piece named by piece letters: `N`, `KR`, `P`, `KBP`.
fn designator(atoms: &[Role]) -> Option<Designator> {
    match atoms {
        [role] => Some(Designator::plain(*role)),
        [file @ .., Role::Pawn] => Some(Designator {
            role: Role::Pawn,
            file: Some(file_name(file)?),
        }),
        [_, role] => Some(Designator {
            role: *role,
            file: Some(file_name(atoms)?),
        }),
        _ => None,
    }
}

impl fmt::Display for Written {
    /// The house style: the move, then ` e.p.`, then `ch` (glued to the move, but after a
    /// space following castling or `e.p.`) or ` mate`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.body)?;
        if self.ep {
            f.write_str(" e.p.")?;
        }
        match &self.sign {
            Some(sign) if sign.mate => f.write_str(" mate"),
            Some(_) if self.ep || matches!(self.body, Body::Castle(_)) => f.write_str(" ch"),
            Some(_) => f.write_str("ch"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piece = match self {
            Body::Castle(Some(CastlingSide::King)) => return f.write_str("O-O"),
            Body::Castle(Some(CastlingSide::Queen)) => return f.write_str("O-O-O"),
            Body::Castle(None) => return f.write_str("Castles"),
            Body::Piece(piece) => piece,
        };
        write!(f, "{}", piece.mover)?;
        match piece.from {
            Some(FromPlace::Rank(rank)) => write!(f, "({rank})")?,
            Some(FromPlace::Square(place)) => write!(f, "({place})")?,
            None => {}
        }
        match piece.action {
            Action::Move(place) => write!(f, "-{place}")?,
            Action::Capture { captured, at } => {
                write!(f, "x{captured}")?;
                if let Some(place) = at {
                    write!(f, "/{place}")?;
                }
            }
        }
        if let Some(role) = piece.promotion {
            write!(f, "={}", letter(role))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text read and written back in the house style.
    fn again(text: &str) -> String {
        parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .to_string()
    }

    #[test]
    fn the_variants_read_as_the_house_style_writes_them() {
        for (read, house) in [
            ("P-K4", "P-K4"),
            ("Kt-KB3", "N-KB3"),
            ("KKt-B3", "KN-B3"),
            ("QKtxP", "QNxP"),
            ("BxN/QB6", "BxN/QB6"),
            ("R(QR3)-Q3", "R(QR3)-Q3"),
            ("R(6)xN", "R(6)xN"),
            ("R\u{2013}K.Sq.", "R-K1"),
            ("R-QKt.Sq.", "R-QN1"),
            ("P\u{d7}P", "PxP"),
            ("P-R8(Q)", "P-R8=Q"),
            ("P-R8=Q", "P-R8=Q"),
            ("P-R8/Kt", "P-R8=N"),
            ("PxN/Q", "PxN=Q"),
            ("KtPxP", "NPxP"),
            ("QBPxKP", "QBPxKP"),
            ("N-B6 ch", "N-B6ch"),
            ("N-B6+", "N-B6ch"),
            ("N-B6 dis. ch.", "N-B6ch"),
            ("Q-R7++", "Q-R7 mate"),
            ("Q-R7#", "Q-R7 mate"),
            ("PxP e.p.", "PxP e.p."),
            ("PxPep+", "PxP e.p. ch"),
            ("O-O", "O-O"),
            ("0-0-0", "O-O-O"),
            ("O\u{2013}O\u{2013}O", "O-O-O"),
            ("Castles", "Castles"),
            ("Castles KR", "O-O"),
            ("Castles (QR)", "O-O-O"),
            ("Castles ch", "Castles ch"),
            ("Castles Q ch", "O-O-O ch"),
            ("O-O+", "O-O ch"),
            ("Castles  (QR)", "O-O-O"),
            ("Castles\nKR\tch", "O-O ch"),
            ("Q-R7\nmate", "Q-R7 mate"),
        ] {
            assert_eq!(again(read), house, "{read}");
        }
    }

    #[test]
    fn errors_point_at_what_was_found() {
        for (text, found, expected, span) in [
            ("", None, Expected::Move, 0..0),
            ("Z-K4", Some("Z"), Expected::Move, 0..1),
            ("KQ-K4", Some("KQ"), Expected::Move, 0..2),
            ("QKtPB-K4", Some("QKtPB"), Expected::Move, 0..5),
            ("P-K9", Some("K9"), Expected::Square, 2..4),
            ("P-KQ4", Some("KQ4"), Expected::Square, 2..5),
            ("P", None, Expected::Action, 1..1),
            ("P*K4", Some("*"), Expected::Action, 1..2),
            ("RxK", Some("K"), Expected::Captured, 2..3),
            ("R(9)-Q1", Some("9"), Expected::MoverPlace, 2..3),
            ("R(6-Q1", Some("-"), Expected::CloseParen, 3..4),
            ("P-R8=K", Some("K"), Expected::Promotion, 5..6),
            ("P-R8(Q", None, Expected::CloseParen, 6..6),
            ("Castles (X)", Some("X"), Expected::CastlingSide, 9..10),
            ("Castles KB", Some("KB"), Expected::CastlingSide, 8..10),
            ("O-", Some("O"), Expected::Move, 0..1),
            ("P-K4 ", Some(" "), Expected::End, 4..5),
            ("P-K4 chch", Some("ch"), Expected::End, 7..9),
            ("P-K4!", Some("!"), Expected::End, 4..5),
        ] {
            let err = parse(text).unwrap_err();
            assert_eq!(
                (err.found(), err.expected(), err.span()),
                (found, expected, span),
                "{text}"
            );
        }
    }
}
