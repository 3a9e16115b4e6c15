//! What goes wrong reading descriptive notation: text that is not a move, and a move that
//! does not fit the position.

use core::fmt;
use core::ops::Range;

use crate::piece::{Color, Role};
use crate::square::Square;

use super::words::MoveWords;

/// Text that is not English descriptive notation: what was found where, and what was expected.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::{self, DescriptiveError};
/// let err = descriptive::read(&Position::STARTING, "P-K9").unwrap_err();
/// let DescriptiveError::Parse(parse) = &err else { panic!("{err}") };
/// assert_eq!(parse.to_string(), r#"found "K9", expected a square such as K4, QB3 or K.Sq."#);
/// assert_eq!(parse.span(), 2..4);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("found {}, expected {expected}", Found(.found.as_deref()))]
pub struct ParseDescriptiveError {
    found: Option<String>,
    expected: Expected,
    span: Range<usize>,
}

impl ParseDescriptiveError {
    pub(crate) fn new(
        found: Option<String>,
        expected: Expected,
        span: Range<usize>,
    ) -> ParseDescriptiveError {
        ParseDescriptiveError {
            found,
            expected,
            span,
        }
    }

    /// The text found where something else was expected; `None` at the end of the text.
    #[must_use]
    pub fn found(&self) -> Option<&str> {
        self.found.as_deref()
    }

    /// What was expected there.
    #[must_use]
    pub fn expected(&self) -> Expected {
        self.expected
    }

    /// The byte range of what was found (empty at the end of the text).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// `"K9"`, or `the end of the move`.
struct Found<'a>(Option<&'a str>);

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(text) => write!(f, "{text:?}"),
            None => f.write_str("the end of the move"),
        }
    }
}

/// What a descriptive reader expected where it found something else.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::{self, DescriptiveError, Expected};
/// let Err(DescriptiveError::Parse(err)) = descriptive::read(&Position::STARTING, "P-R8=K") else {
///     unreachable!()
/// };
/// assert_eq!(err.expected(), Expected::Promotion);
/// assert_eq!(err.found(), Some("K"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::IntoStaticStr)]
#[non_exhaustive]
pub enum Expected {
    /// The start of a move.
    #[strum(
        to_string = "a piece (P, N or Kt, B, R, Q, K, or one named by wing or file such as KR or QBP) or castling (O-O, O-O-O, Castles)"
    )]
    Move,
    /// What follows the piece that moves.
    #[strum(
        to_string = "'-' and a square, 'x' and a piece, or the piece's rank or square in parentheses such as (6) or (QR3)"
    )]
    Action,
    /// A square.
    #[strum(to_string = "a square such as K4, QB3 or K.Sq.")]
    Square,
    /// The piece a capture takes.
    #[strum(to_string = "the piece taken, such as P, N or Kt, B, R, Q, or KBP")]
    Captured,
    /// The rank or square of the piece that moves, in parentheses.
    #[strum(to_string = "a rank such as (6) or a square such as (QR3)")]
    MoverPlace,
    /// A closing parenthesis.
    #[strum(to_string = "')'")]
    CloseParen,
    /// The piece a pawn promotes to.
    #[strum(to_string = "a promotion piece Q, R, B or N (or Kt)")]
    Promotion,
    /// The side after `Castles`, or nothing.
    #[strum(to_string = "KR or QR (the side), or the end of the move")]
    CastlingSide,
    /// The end of the move, or a sign after it.
    #[strum(to_string = "the end of the move, or ch, mate or e.p. after it")]
    End,
}

/// A move in descriptive notation that does not fit the position: the move as written, why,
/// and where in the text.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::{self, DescriptiveError};
/// let err = descriptive::read(&Position::STARTING, "N-Q4").unwrap_err();
/// assert_eq!(err.to_string(), "N-Q4: no knight can go to Q4 (d4)");
/// assert!(matches!(err, DescriptiveError::Illegal(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text}: {reason}")]
pub struct IllegalDescriptiveError {
    text: String,
    reason: IllegalDescriptiveReason,
    span: Range<usize>,
}

impl IllegalDescriptiveError {
    pub(crate) fn new(text: &str, reason: IllegalDescriptiveReason, span: Range<usize>) -> Self {
        IllegalDescriptiveError {
            text: text.to_owned(),
            reason,
            span,
        }
    }

    /// The move as written.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Why it does not fit.
    #[must_use]
    pub fn reason(&self) -> &IllegalDescriptiveReason {
        &self.reason
    }

    /// The byte range concerned: the move without its signs, or the sign that is wrong.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// Why a move in descriptive notation does not fit the position.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::{self, DescriptiveError, IllegalDescriptiveReason};
/// let Err(DescriptiveError::Illegal(err)) = descriptive::read(&Position::STARTING, "P-K5") else {
///     unreachable!()
/// };
/// assert!(matches!(err.reason(), IllegalDescriptiveReason::CannotReach { .. }));
/// assert_eq!(err.reason().to_string(), "no pawn can go to K5 (e5)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalDescriptiveReason {
    /// No piece of the kind named has a move to the square named.
    #[error("no {role} can go to {place} ({})", Squares(squares))]
    CannotReach {
        /// The kind of piece named.
        role: Role,
        /// The square as written (`B3`).
        place: String,
        /// The squares it names, seen from the mover's side (c3 and f3).
        squares: Vec<Square>,
    },
    /// A move written with `-` onto a square where it would take a piece: a capture names the
    /// piece taken.
    #[error("there is a {captured} on {square}, and a capture names the piece taken: {capture}")]
    CaptureWrittenAsMove {
        /// The piece that would be taken.
        captured: Role,
        /// Where it stands.
        square: Square,
        /// The capture in the house style (`NxP`).
        capture: String,
    },
    /// No piece of the kind named can take a piece of the kind named (there, when a square is
    /// given).
    #[error("no {role} can take a {captured}{}", On(place, squares))]
    CannotTake {
        /// The kind of piece that takes.
        role: Role,
        /// The kind of piece taken.
        captured: Role,
        /// The square as written after `/`, if any.
        place: Option<String>,
        /// The squares it names.
        squares: Vec<Square>,
    },
    /// Several legal moves fit the text.
    #[error("ambiguous: {}", Alternatives(candidates))]
    Ambiguous {
        /// Every legal move that fits, in plain words.
        candidates: Vec<MoveWords>,
    },
    /// `e.p.` on a move that is no en passant capture.
    #[error("e.p. is written, but the move is not an en passant capture")]
    NotEnPassant,
    /// `Castles`, but castling is allowed on neither side.
    #[error("{} cannot castle on either side", color.name())]
    NoCastling {
        /// Who tried.
        color: Color,
    },
    /// A check sign on a move that gives no check (strict reading).
    #[error("it is marked {sign}, but it gives no check")]
    NoCheck {
        /// The sign as written (`ch`, `+`).
        sign: String,
    },
    /// A mate sign on a move that does not mate (strict reading).
    #[error("it is marked {sign}, but it does not mate")]
    NoMate {
        /// The sign as written (`mate`, `#`, `++`).
        sign: String,
    },
    /// The move named is not legal: the move layer's reason.
    #[error(transparent)]
    Illegal(#[from] crate::legality::IllegalReason),
}

/// `c3 or f3`.
struct Squares<'a>(&'a [Square]);

impl fmt::Display for Squares<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, square) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" or ")?;
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

/// ` on B6 (c6 or f6)`, or nothing.
struct On<'a>(&'a Option<String>, &'a [Square]);

impl fmt::Display for On<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(place) => write!(f, " on {place} ({})", Squares(self.1)),
            None => Ok(()),
        }
    }
}

/// `a, b, or c`.
pub(crate) struct Alternatives<'a>(pub(crate) &'a [MoveWords]);

impl fmt::Display for Alternatives<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, words) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", or ")?;
            }
            write!(f, "{words}")?;
        }
        Ok(())
    }
}

/// Descriptive notation that could not be read as a legal move: either the text is not a move,
/// or the move does not fit the position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DescriptiveError {
    /// The text is not descriptive notation.
    #[error(transparent)]
    Parse(#[from] ParseDescriptiveError),
    /// The text is a move, but not one that fits the position.
    #[error(transparent)]
    Illegal(#[from] IllegalDescriptiveError),
}

impl DescriptiveError {
    /// The byte range of the text the error is about.
    ///
    /// ```
    /// use fenkit::Position;
    /// use fenkit::descriptive;
    /// let err = descriptive::read(&Position::STARTING, "P-K4 mate").unwrap_err();
    /// assert_eq!(err.span(), 5..9);
    /// ```
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        match self {
            DescriptiveError::Parse(err) => err.span(),
            DescriptiveError::Illegal(err) => err.span(),
        }
    }
}

/// Something the lenient reader accepted that the strict reader refuses.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::{DescriptiveReader, DescriptiveTolerance, Tolerated};
/// let read = DescriptiveReader::new().lenient().read(&Position::STARTING, "N-KB3 mate")?;
/// let Tolerated { kind, span } = &read.tolerated[0];
/// assert_eq!(kind, &DescriptiveTolerance::NoMate { sign: "mate".into() });
/// assert_eq!(span, &(6..10));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DescriptiveTolerance {
    /// Several moves fit the text, and the check or mate sign chose the only one that gives it
    /// (old books leave such moves to the reader: `B-B5ch` when two bishops reach a B5).
    #[error("ambiguous, read as the only move that {}: {chosen} (not {})", gives(*mate), Alternatives(others))]
    SignChose {
        /// Whether the sign was a mate sign.
        mate: bool,
        /// The move read.
        chosen: MoveWords,
        /// The other moves that fit the text but do not give the check or mate.
        others: Vec<MoveWords>,
    },
    /// A check sign on a move that gives no check.
    #[error("it is marked {sign}, but it gives no check: read anyway")]
    NoCheck {
        /// The sign as written.
        sign: String,
    },
    /// A mate sign on a move that does not mate.
    #[error("it is marked {sign}, but it does not mate: read anyway")]
    NoMate {
        /// The sign as written.
        sign: String,
    },
}

fn gives(mate: bool) -> &'static str {
    if mate { "mates" } else { "gives check" }
}

/// A [`DescriptiveTolerance`] and where in the text it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: DescriptiveTolerance,
    /// The byte range of the text concerned.
    pub span: Range<usize>,
}
