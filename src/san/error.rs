//! Why a text is not a move, or not a legal one.

use core::fmt;
use core::ops::Range;

use crate::lang::Lang;
use crate::legality::IllegalReason;
use crate::piece::{Color, Role};
use crate::scan::Shown;
use crate::square::{File, Rank, Square};

/// Text that is not a move in algebraic notation, with the byte span of what is wrong
/// (for [`diagnostic::Located`](crate::diagnostic::Located)).
///
/// ```
/// use fenkit::san::{ParseSanErrorKind, SanReader};
/// let err = SanReader::new().parse("Nf9").unwrap_err();
/// assert_eq!(err.to_string(), "found '9', expected a square such as e4");
/// assert_eq!(err.span(), 2..3);
/// assert!(matches!(err.kind(), ParseSanErrorKind::Square { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseSanError {
    kind: ParseSanErrorKind,
    span: Range<usize>,
}

impl ParseSanError {
    pub(super) fn new(kind: ParseSanErrorKind, span: Range<usize>) -> ParseSanError {
        ParseSanError { kind, span }
    }

    /// An error about what follows the move at byte `at` of `text`.
    pub(super) fn trailing(text: &str, at: usize) -> ParseSanError {
        let found = text[at..]
            .chars()
            .next()
            .unwrap_or(char::REPLACEMENT_CHARACTER);
        ParseSanError::new(
            ParseSanErrorKind::Trailing { found },
            at..at + found.len_utf8(),
        )
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &ParseSanErrorKind {
        &self.kind
    }

    /// The byte range of the text in question (empty at the end for a missing part).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// A character, or the end of the move, as found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Found(pub(super) Option<char>);

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => write!(f, "{}", Shown(c)),
            None => f.write_str("the end of the move"),
        }
    }
}

/// The piece letters of a language, `K, Q, R, B or N`.
struct Letters {
    lang: Lang,
    roles: &'static [Role],
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &role) in self.roles.iter().enumerate() {
            match i {
                0 => {}
                i if i + 1 == self.roles.len() => f.write_str(" or ")?,
                _ => f.write_str(", ")?,
            }
            f.write_str(self.lang.letter(role))?;
        }
        Ok(())
    }
}

const PIECES: &[Role] = &[
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];
const PROMOTIONS: &[Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

fn pieces(lang: &Lang) -> Letters {
    Letters {
        lang: *lang,
        roles: PIECES,
    }
}

fn promotions(lang: &Lang) -> Letters {
    Letters {
        lang: *lang,
        roles: PROMOTIONS,
    }
}

/// What is wrong with the text of a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseSanErrorKind {
    /// No text at all.
    #[error("found nothing, expected a move such as e4, {}f3 or O-O", lang.letter(Role::Knight))]
    Empty {
        /// The language read in.
        lang: Lang,
    },
    /// The first character starts no move in the language.
    #[error(
        "found {}, expected a piece letter {}, a file a-h, or O-O",
        Shown(*found),
        pieces(lang)
    )]
    MoveStart {
        /// The character.
        found: char,
        /// The language read in.
        lang: Lang,
    },
    /// Not a square where one belongs.
    #[error("found {}, expected a square such as e4", Found(*found))]
    Square {
        /// The character, or `None` at the end of the text.
        found: Option<char>,
    },
    /// Not a piece after `=`.
    #[error(
        "found {}, expected the piece the pawn promotes to, {}",
        Found(*found),
        promotions(lang)
    )]
    Promotion {
        /// The character, or `None` at the end of the text.
        found: Option<char>,
        /// The language read in.
        lang: Lang,
    },
    /// Something after a complete move that is no suffix.
    #[error(
        "found {} after the move, expected nothing more than e.p., + or #, and a glyph such as !?",
        Shown(*found)
    )]
    Trailing {
        /// The first character that does not belong.
        found: char,
    },
}

/// A move that is well formed but not legal in the position, or (strict reading) not written
/// canonically.
///
/// ```
/// use fenkit::{Position, san::SanReader};
/// let pos: Position = "4k3/8/8/8/8/8/1B6/K1q5 w - - 0 1".parse()?;
/// let err = SanReader::new().read(&pos, "Bxc3").unwrap_err();
/// assert_eq!(err.to_string(), "Bxc3: there is nothing to capture on c3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text}: {reason}")]
pub struct IllegalSanError {
    text: String,
    span: Range<usize>,
    reason: IllegalSanReason,
}

impl IllegalSanError {
    pub(super) fn new(text: &str, span: Range<usize>, reason: IllegalSanReason) -> Self {
        IllegalSanError {
            text: text.to_owned(),
            span,
            reason,
        }
    }

    /// The move as written.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The byte range of the text in question: the whole move, or its part at fault.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// Why it was refused.
    #[must_use]
    pub fn reason(&self) -> &IllegalSanReason {
        &self.reason
    }
}

/// The start square a move names, for messages: `the knight on g1`, `the knight on the g-file`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Origin {
    /// The file written, if any.
    pub file: Option<File>,
    /// The rank written, if any.
    pub rank: Option<Rank>,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.file, self.rank) {
            (Some(file), Some(rank)) => write!(f, " on {}{}", file.char(), rank.char()),
            (Some(file), None) => write!(f, " on the {}-file", file.char()),
            (None, Some(rank)) => write!(f, " on rank {}", rank.char()),
            (None, None) => Ok(()),
        }
    }
}

/// Squares as `b1`, `b1 and d5`, `b1, d5 and e4`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SquareList<'a>(&'a [Square]);

impl fmt::Display for SquareList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, square) in self.0.iter().enumerate() {
            match i {
                0 => {}
                i if i + 1 == self.0.len() => f.write_str(" and ")?,
                _ => f.write_str(", ")?,
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

fn plural(role: &Role) -> &'static str {
    match role {
        Role::Pawn => "pawns",
        Role::Knight => "knights",
        Role::Bishop => "bishops",
        Role::Rook => "rooks",
        Role::Queen => "queens",
        Role::King => "kings",
    }
}

fn color_adjective(color: &Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Why a well-formed move cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalSanReason {
    /// The side to move has no piece of that kind (where the move says).
    #[error("{} has no {role}{from}", color.name())]
    NoSuchPiece {
        /// The side to move.
        color: Color,
        /// The piece named.
        role: Role,
        /// Where the move says it stands.
        from: Origin,
    },
    /// No piece of that kind can move to the square, whatever the king's safety.
    #[error("no {} {role}{from} can move to {to}", color_adjective(color))]
    CannotReach {
        /// The side to move.
        color: Color,
        /// The piece named.
        role: Role,
        /// Where the move says it stands.
        from: Origin,
        /// The target.
        to: Square,
    },
    /// Several pieces fit the move.
    #[error(
        "ambiguous: the {} on {} can {} move to {to}",
        plural(role),
        SquareList(candidates),
        if candidates.len() == 2 { "both" } else { "all" }
    )]
    Ambiguous {
        /// The piece named.
        role: Role,
        /// Where the candidates stand.
        candidates: Vec<Square>,
        /// The target.
        to: Square,
    },
    /// `x` before an empty square that is no en passant square.
    #[error("there is nothing to capture on {to}")]
    CaptureOnEmpty {
        /// The empty square.
        to: Square,
    },
    /// A pawn move written as a push where only a capture reaches the square.
    #[error("no pawn can move straight to {to}, only capture there: write {}x{to}", from.file().char())]
    PushWhereCaptureFits {
        /// A pawn that can capture there.
        from: Square,
        /// The target.
        to: Square,
    },
    /// An en passant capture written onto the pawn taken instead of the square passed over.
    #[error(
        "an en passant capture lands on {lands}, the square the pawn passed over, not on {taken} where it stands: write {}x{lands}",
        from.file().char()
    )]
    EnPassantLanding {
        /// The capturing pawn.
        from: Square,
        /// The square written: where the pawn to take stands.
        taken: Square,
        /// Where the capture lands.
        lands: Square,
    },
    /// `e.p.` after a move that is not an en passant capture.
    #[error("e.p. is written only after an en passant capture, and this move is none")]
    NotEnPassant,
    /// Strict reading: a legal move not written canonically.
    #[error("not canonical, expected {canonical}")]
    NotCanonical {
        /// The canonical spelling.
        canonical: String,
    },
    /// The move named is not legal: the move layer's reason.
    #[error(transparent)]
    Illegal(#[from] IllegalReason),
}

/// A text that cannot be read as a legal move: not a move, or not a legal one.
///
/// ```
/// use fenkit::{Position, san::{SanError, SanReader}};
/// let pos = Position::STARTING;
/// let err = SanReader::new().read(&pos, "Nc3x").unwrap_err();
/// assert!(matches!(err, SanError::Parse(_)));
/// assert_eq!(err.span(), 4..4);
/// let err = SanReader::new().read(&pos, "Nd2").unwrap_err();
/// assert_eq!(err.to_string(), "Nd2: no white knight can move to d2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SanError {
    /// Not a move.
    #[error(transparent)]
    Parse(#[from] ParseSanError),
    /// Not a legal move.
    #[error(transparent)]
    Illegal(#[from] IllegalSanError),
}

impl SanError {
    /// The byte range of the text in question.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        match self {
            SanError::Parse(err) => err.span(),
            SanError::Illegal(err) => err.span(),
        }
    }
}
