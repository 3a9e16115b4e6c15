//! What can be wrong with the text of a FEN.

use core::fmt;
use core::ops::Range;

use crate::board::{ParsePlacementError, PlacementErrorKind};
use crate::dialect::{CastlingErrorKind, DialectKind, ParseCastlingError};
use crate::piece::Color;
use crate::position::{IllegalSetupError, Position, Problem};
use crate::scan::{Shown, ShownText};
use crate::square::{Rank, Square};

/// The six fields of a FEN record, named as errors name them.
///
/// ```
/// use fenkit::fen::Field;
/// assert_eq!(Field::Castling.to_string(), "castling field");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::IntoStaticStr)]
pub enum Field {
    /// The piece placement, rank 8 to rank 1.
    #[strum(to_string = "piece placement")]
    Board,
    /// `w` or `b`.
    #[strum(to_string = "side to move")]
    Turn,
    /// `KQkq`, `HAha`, `-`, …
    #[strum(to_string = "castling field")]
    Castling,
    /// The square a pawn just passed over, or `-`.
    #[strum(to_string = "en passant field")]
    EnPassant,
    /// Half-moves since the last capture or pawn move.
    #[strum(to_string = "halfmove clock")]
    Halfmove,
    /// The number of the full move, counted from 1.
    #[strum(to_string = "fullmove number")]
    Fullmove,
}

impl Field {
    /// The field's place in a FEN, from 0 (the piece placement) to 5 (the fullmove number).
    ///
    /// ```
    /// use fenkit::fen::Field;
    /// assert_eq!(Field::ALL.map(Field::index), [0, 1, 2, 3, 4, 5]);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The fields in the order a FEN writes them.
    pub const ALL: [Field; 6] = [
        Field::Board,
        Field::Turn,
        Field::Castling,
        Field::EnPassant,
        Field::Halfmove,
        Field::Fullmove,
    ];

    /// What the field holds, in words, for "expected …" messages.
    #[must_use]
    pub const fn expected(self) -> &'static str {
        match self {
            Field::Board => "eight ranks such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            Field::Turn => "'w' or 'b'",
            Field::Castling => "castling rights such as KQkq, HAha or '-'",
            Field::EnPassant => "a square such as e3, or '-'",
            Field::Halfmove => "a number of half-moves such as 0",
            Field::Fullmove => "a move number such as 1",
        }
    }
}

/// A FEN text that is not well formed: which field, where, and what was wrong.
///
/// `Display` gives one line without a position; [`span`](Self::span) gives the byte range in
/// the text, for callers that point at it (the CLI prints `line N, column C: …`).
///
/// ```
/// use fenkit::fen::{Field, Fen};
/// let err = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1".parse::<Fen>().unwrap_err();
/// assert_eq!(err.field(), Field::Board);
/// assert_eq!(err.to_string(), "piece placement: rank 2 has 7 squares, expected 8");
/// assert_eq!(err.span(), 26..33);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {kind}")]
pub struct ParseFenError {
    field: Field,
    kind: FenErrorKind,
    span: Range<usize>,
}

impl ParseFenError {
    pub(crate) fn new(field: Field, kind: FenErrorKind, span: Range<usize>) -> ParseFenError {
        ParseFenError { field, kind, span }
    }

    /// The field the problem is in.
    #[must_use]
    pub fn field(&self) -> Field {
        self.field
    }

    /// What the problem is.
    #[must_use]
    pub fn kind(&self) -> &FenErrorKind {
        &self.kind
    }

    /// The byte range of the text the problem is about.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// A castling field's error, its span moved to where the field starts in the FEN.
    pub(crate) fn castling(err: ParseCastlingError, field_start: usize) -> ParseFenError {
        let (kind, span) = err.into_parts();
        let span = span.start + field_start..span.end + field_start;
        ParseFenError::new(Field::Castling, FenErrorKind::Castling(kind), span)
    }
}

/// A placement's error is the FEN's error in its first field, at the same place.
impl From<ParsePlacementError> for ParseFenError {
    fn from(err: ParsePlacementError) -> ParseFenError {
        let (kind, span) = err.into_parts();
        ParseFenError::new(Field::Board, FenErrorKind::Placement(kind), span)
    }
}

/// The kinds of [`ParseFenError`], each worded as "found …, expected …".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// Nothing at all was given.
    #[error(
        "the text is empty, expected a FEN such as {}",
        crate::fen::STARTING_FEN
    )]
    Empty,
    /// The text ends before this field.
    #[error("missing, expected {} after a single space", field.expected())]
    Missing {
        /// The field that is missing.
        field: Field,
    },
    /// Two or more spaces where one separates fields (strict reading).
    #[error("found {count} spaces before it, expected a single space between fields")]
    SpaceRun {
        /// How many spaces were found.
        count: usize,
    },
    /// Spaces before the first or after the last field (strict reading).
    #[error("found a space {edge}, expected none")]
    OuterSpace {
        /// Where: at the start or at the end.
        edge: Edge,
    },
    /// Text after the sixth field.
    #[error(
        "found {} after it, expected the end of the FEN (six fields)",
        ShownText(found)
    )]
    TrailingText {
        /// The extra text.
        found: String,
    },
    /// A byte that is not ASCII in the castling field (see
    /// [`PlacementErrorKind::NonAscii`] for the piece placement).
    #[error("found {}, expected ASCII text only", Shown(*found))]
    NonAscii {
        /// The character found (U+FFFD when it was not valid UTF-8).
        found: char,
    },
    /// A piece placement that is not well formed.
    #[error(transparent)]
    Placement(#[from] PlacementErrorKind),
    /// Not `w` or `b`.
    #[error(
        "found {}, expected 'w' (White to move) or 'b' (Black to move)",
        ShownText(found)
    )]
    Turn {
        /// The text found.
        found: String,
    },
    /// The castling field cannot be read (see [`CastlingErrorKind`]).
    #[error(transparent)]
    Castling(#[from] CastlingErrorKind),
    /// Not a square and not `-`.
    #[error("found {}, expected a square such as e3, or '-'", ShownText(found))]
    EnPassantSquare {
        /// The text found.
        found: String,
    },
    /// An en passant square on the wrong rank for the side to move.
    #[error(
        "{square} cannot be the en passant square with {} to move, expected a square on rank {expected}",
        turn.name()
    )]
    EnPassantRank {
        /// The square given.
        square: Square,
        /// The side to move.
        turn: Color,
        /// The rank it must be on.
        expected: Rank,
    },
    /// Not a whole number.
    #[error("found {}, expected a whole number", ShownText(found))]
    Number {
        /// The text found.
        found: String,
    },
    /// A number beyond 32 bits.
    #[error("found {found}, expected a number no larger than 4294967295")]
    NumberTooLarge {
        /// The digits found.
        found: String,
    },
    /// Fullmove number 0 (strict reading).
    #[error("found 0, expected 1 or more (moves are counted from 1)")]
    FullmoveZero,
}

/// The start or the end of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum Edge {
    /// Before the first field.
    #[strum(to_string = "at the start")]
    Start,
    /// After the last field.
    #[strum(to_string = "at the end")]
    End,
}

impl Edge {
    /// `before` or `after`, as in "before the FEN".
    const fn preposition(self) -> &'static str {
        match self {
            Edge::Start => "before",
            Edge::End => "after",
        }
    }
}

/// White space around a FEN, counted by kind, for [`FenTolerance::Surrounding`]: written as
/// "a byte-order mark, 2 spaces and a tab".
///
/// ```
/// use fenkit::fen::{Edge, FenParser, FenTolerance};
/// let fen = FenParser::new().lenient().parse("\u{feff} 8/8/8/8/8/8/8/K6k w - - 0 1\t\r\n")?;
/// let warnings: Vec<String> = fen.tolerated().iter().map(|t| t.kind.to_string()).collect();
/// assert_eq!(warnings, [
///     "ignored a byte-order mark and a space before the FEN",
///     "ignored a tab, a carriage return and a line feed after the FEN",
/// ]);
/// let FenTolerance::Surrounding { edge, found } = fen.tolerated()[1].kind else { panic!() };
/// assert_eq!((edge, found.tabs, found.line_feeds), (Edge::End, 1, 1));
/// assert_eq!(fen.tolerated()[1].span, 31..34);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct WhiteSpace {
    /// A UTF-8 byte-order mark (U+FEFF) at the start of the text.
    pub byte_order_mark: bool,
    /// Spaces.
    pub spaces: u32,
    /// Tabs.
    pub tabs: u32,
    /// Carriage returns (`\r`).
    pub carriage_returns: u32,
    /// Line feeds (`\n`).
    pub line_feeds: u32,
    /// Form feeds, the one other ASCII white-space character.
    pub form_feeds: u32,
}

impl WhiteSpace {
    /// Counts ASCII white space (every byte of `text` must be some).
    pub(crate) fn count(text: &[u8]) -> WhiteSpace {
        let mut found = WhiteSpace::default();
        for &byte in text {
            let count = match byte {
                b' ' => &mut found.spaces,
                b'\t' => &mut found.tabs,
                b'\r' => &mut found.carriage_returns,
                b'\n' => &mut found.line_feeds,
                _ => &mut found.form_feeds,
            };
            *count += 1;
        }
        found
    }
}

impl fmt::Display for WhiteSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counted = [
            (self.spaces, "a space", "spaces"),
            (self.tabs, "a tab", "tabs"),
            (
                self.carriage_returns,
                "a carriage return",
                "carriage returns",
            ),
            (self.line_feeds, "a line feed", "line feeds"),
            (self.form_feeds, "a form feed", "form feeds"),
        ];
        let mut parts: Vec<String> = Vec::with_capacity(6);
        if self.byte_order_mark {
            parts.push("a byte-order mark".to_owned());
        }
        for (n, one, many) in counted {
            match n {
                0 => {}
                1 => parts.push(one.to_owned()),
                n => parts.push(format!("{n} {many}")),
            }
        }
        match parts.as_slice() {
            [] => f.write_str("nothing"),
            [one] => f.write_str(one),
            [rest @ .., last] => write!(f, "{} and {last}", rest.join(", ")),
        }
    }
}

/// Something the lenient reader accepted but that strict FEN does not allow.
///
/// ```
/// use fenkit::fen::{FenParser, FenTolerance};
/// let fen = FenParser::new().lenient().parse("8/8/8/8/8/8/8/K6k w - -")?;
/// assert_eq!(fen.tolerated().iter().map(|t| t.kind).collect::<Vec<_>>(), [FenTolerance::MissingClocks]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum FenTolerance {
    /// Both clock fields were missing; read as `0 1`.
    #[error("the halfmove clock and fullmove number are missing, read as 0 1")]
    MissingClocks,
    /// The fullmove number was missing; read as 1.
    #[error("the fullmove number is missing, read as 1")]
    MissingFullmove,
    /// More than one space between fields.
    #[error("extra spaces, read as a single space")]
    SpaceRun,
    /// White space before or after the FEN (and a byte-order mark before it), as text
    /// copied from a file or a terminal has.
    #[error("ignored {found} {} the FEN", edge.preposition())]
    Surrounding {
        /// Where: before the FEN or after it.
        edge: Edge,
        /// What was there.
        found: WhiteSpace,
    },
    /// Fullmove number 0, read as 1.
    #[error("fullmove number 0, read as 1")]
    FullmoveZero,
    /// A castling field written in another dialect than the one the reader was fixed to.
    #[error("{}", other_dialect(*expected, *found))]
    OtherDialect {
        /// The dialect the reader was fixed to.
        expected: DialectKind,
        /// The dialect the field was written in; `None` when no dialect writes all its
        /// letters (each letter was read as every dialect reads it).
        found: Option<DialectKind>,
    },
}

fn other_dialect(expected: DialectKind, found: Option<DialectKind>) -> String {
    let expected = expected.title();
    match found {
        Some(found) => {
            let found = found.title();
            format!("castling written in {found}, not {expected}: read as {found}")
        }
        None => format!("castling letters of several dialects, not {expected}: read one by one"),
    }
}

/// A [`FenTolerance`] and where in the text it was.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: FenTolerance,
    /// The byte range of the text concerned.
    pub span: Range<usize>,
}

/// Where each field of a FEN stood in the text it was read from: a byte range per field, and an
/// empty range at the end of the text for a field the lenient reader found missing.
///
/// ```
/// use fenkit::fen::{Field, FenParser};
/// let fen = FenParser::new().lenient().parse("8/8/8/8/8/8/8/K6k  b - -")?;
/// assert_eq!(fen.spans().get(Field::Board), 0..17);
/// assert_eq!(fen.spans().get(Field::Turn), 19..20);
/// assert_eq!(fen.spans().get(Field::Fullmove), 24..24);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FieldSpans {
    /// Start and end of each field, by [`Field::index`].
    bounds: [[u32; 2]; 6],
}

impl FieldSpans {
    /// The byte range of a field.
    #[must_use]
    pub fn get(&self, field: Field) -> Range<usize> {
        let [start, end] = self.bounds[field.index()];
        start as usize..end as usize
    }

    /// Where the fields of a FEN stand that has them one space apart and nothing around
    /// them, as the quick path reads it: found only when asked (for an error), not as it reads.
    pub(crate) fn of_well_formed(text: &[u8]) -> FieldSpans {
        let mut spans = FieldSpans::default();
        let (mut fields, mut start) = (text.split(|&byte| byte == b' '), 0);
        for field in Field::ALL {
            let len = fields.next().map_or(0, <[u8]>::len);
            spans.set(field, start..start + len);
            start += len + 1;
        }
        spans
    }

    /// Records where a field stands. (A text over 4 GiB is not a FEN any reader finishes.)
    #[inline]
    pub(crate) fn set(&mut self, field: Field, span: Range<usize>) {
        self.bounds[field.index()] = [span.start as u32, span.end as u32];
    }
}

/// A problem of a position read from a FEN, with the field it is in and that field's span.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct LocatedProblem<'a> {
    /// The rule broken.
    pub problem: &'a Problem,
    /// The field it concerns (see [`Field::of_problem`]).
    pub field: Field,
    /// The byte range of that field in the text.
    pub span: Range<usize>,
}

/// A FEN, well formed, whose position breaks the rules: the [`IllegalSetupError`], and where in
/// the text each problem is.
///
/// ```
/// use fenkit::fen::{Fen, Field};
/// let fen: Fen = "4k3/8/8/8/8/8/8/4K2K w - - 0 1".parse()?;
/// let err = fen.into_position().unwrap_err();
/// assert_eq!(err.to_string(), "illegal position: White has 2 kings, expected 1");
/// assert_eq!((err.field(), err.span()), (Field::Board, 0..20));
/// let located: Vec<_> = err.located().map(|p| (p.field, p.span)).collect();
/// assert_eq!(located, [(Field::Board, 0..20)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct IllegalFenPositionError {
    error: IllegalSetupError,
    spans: FieldSpans,
}

impl IllegalFenPositionError {
    pub(crate) fn new(error: IllegalSetupError, spans: FieldSpans) -> IllegalFenPositionError {
        IllegalFenPositionError { error, spans }
    }

    /// Every problem found, in the order of the FEN fields.
    #[must_use]
    pub fn problems(&self) -> &[Problem] {
        self.error.problems()
    }

    /// Every problem, with its field and span, in the order of [`problems`](Self::problems).
    pub fn located(&self) -> impl Iterator<Item = LocatedProblem<'_>> {
        self.error.problems().iter().map(|problem| {
            let field = Field::of_problem(problem);
            LocatedProblem {
                problem,
                field,
                span: self.spans.get(field),
            }
        })
    }

    /// The field of the first problem.
    #[must_use]
    pub fn field(&self) -> Field {
        self.error
            .problems()
            .first()
            .map_or(Field::Board, Field::of_problem)
    }

    /// The byte range of the first problem's field.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.spans.get(self.field())
    }

    /// Where each field stood.
    #[must_use]
    pub fn spans(&self) -> &FieldSpans {
        &self.spans
    }

    /// The error without its places.
    #[must_use]
    pub fn error(&self) -> &IllegalSetupError {
        &self.error
    }

    /// The error without its places, handed over.
    #[must_use]
    pub fn into_error(self) -> IllegalSetupError {
        self.error
    }

    /// As [`IllegalSetupError::ignore_impossible_check`], keeping the places of what is left.
    ///
    /// # Errors
    /// The same error without the ignored problems, when others remain.
    pub fn ignore_impossible_check(self) -> Result<Position, IllegalFenPositionError> {
        let spans = self.spans;
        self.error
            .ignore_impossible_check()
            .map_err(|error| IllegalFenPositionError { error, spans })
    }
}

impl From<IllegalFenPositionError> for IllegalSetupError {
    fn from(err: IllegalFenPositionError) -> IllegalSetupError {
        err.error
    }
}
