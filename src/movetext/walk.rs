//! Playing movetext: the main line and every variation, each move read in its own position.

use core::fmt;
use core::ops::Range;

use super::error::ParseMovetextError;
use super::found::FoundTokens;
use super::import::import_form;
use super::token::{Found, FoundKind, Token, TokenKind, Tokens, tokens};
use crate::legality::IllegalMoveError;
use crate::moves::Move;
use crate::name::{NameKind, ParseNameError};
use crate::piece::Color;
use crate::position::Position;
use crate::san::{SanError, SanReader};
use crate::scan;

/// The number and side of a move, as movetext writes them: `12.` for White, `12...` for Black.
///
/// ```
/// use fenkit::{Color, Position, movetext::MoveNumber};
/// let number = MoveNumber::of(&Position::STARTING);
/// assert_eq!(number, MoveNumber { number: 1, color: Color::White });
/// assert_eq!(number.to_string(), "1.");
/// assert_eq!(MoveNumber { number: 12, color: Color::Black }.to_string(), "12...");
/// assert_eq!("12...".parse::<MoveNumber>()?, MoveNumber { number: 12, color: Color::Black });
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The fullmove number.
    pub number: u32,
    /// Who moves.
    pub color: Color,
}

impl MoveNumber {
    /// The number of the move to play in `pos`.
    #[must_use]
    pub fn of(pos: &Position) -> MoveNumber {
        MoveNumber {
            number: pos.fullmoves(),
            color: pos.turn(),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = match self.color {
            Color::White => ".",
            Color::Black => "...",
        };
        write!(f, "{}{dots}", self.number)
    }
}

/// Reads a move number as [`Display`](fmt::Display) writes it: the number, then `.` before
/// White's move or `...` before Black's.
impl core::str::FromStr for MoveNumber {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<MoveNumber, ParseNameError> {
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        let color = match &text[digits..] {
            "." => Color::White,
            "..." => Color::Black,
            _ => return Err(move_number_error(text)),
        };
        let number = text[..digits]
            .parse()
            .map_err(|_| move_number_error(text))?;
        Ok(MoveNumber { number, color })
    }
}

fn move_number_error(found: &str) -> ParseNameError {
    ParseNameError::new(NameKind::MoveNumber, found, &["12.", "12..."])
}

/// A move of the movetext, read and played.
#[derive(Debug, Clone, Copy)]
pub struct Played<'a, 'p> {
    /// The move as the movetext writes it, and where.
    pub token: &'p Token<'a>,
    /// The move; `None` for a null move.
    pub mv: Option<Move>,
    /// The position it is played in.
    pub before: &'p Position,
    /// The position after it.
    pub after: &'p Position,
    /// How many variations deep it stands: 0 on the main line.
    pub depth: usize,
}

impl Played<'_, '_> {
    /// The number and side of the move.
    #[must_use]
    pub fn number(&self) -> MoveNumber {
        MoveNumber::of(self.before)
    }
}

/// What [`walk`] shows its visitor, in the order of the movetext.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub enum Step<'a, 'p> {
    /// A move or null move, played.
    Move(Played<'a, 'p>),
    /// Any other token except move numbers, which the walker does not need (the position
    /// gives each move its number): comments, glyphs, NAGs, escapes, variations, results.
    Other(&'p Token<'a>),
}

/// How [`walk_lines`] reads a move, and whether the moves it reads are legal by construction
/// (so need no second look before they are played).
trait ReadMove<'a> {
    /// What [`read_move`](Self::read_move) says of a move it refuses; [`error`](Self::error)
    /// makes the error of it.
    // Small: decision 0012 (the move read comes back in a register).
    type Refusal;
    type Error;
    const LEGAL: bool;

    fn read_move(&mut self, text: &'a str, pos: &Position) -> Result<Move, Self::Refusal>;

    /// Why the move was refused.
    fn error(&self, text: &'a str, pos: &Position, refusal: Self::Refusal) -> Self::Error;
}

/// A reader of the caller's, whose moves are checked.
struct Checked<F>(F);

impl<'a, F, E> ReadMove<'a> for Checked<F>
where
    F: FnMut(&'a str, &Position) -> Result<Move, E>,
{
    type Refusal = E;
    type Error = E;
    const LEGAL: bool = false;

    fn read_move(&mut self, text: &'a str, pos: &Position) -> Result<Move, E> {
        (self.0)(text, pos)
    }

    fn error(&self, _: &'a str, _: &Position, refusal: E) -> E {
        refusal
    }
}

/// A SAN reader that, unless `strict`, also takes the moves PGN import format lets through
/// (as pgn-extract reads them): a piece letter in lower case (`nf3`; not `b`, the b-pawn's
/// file) and a move in coordinates (`g1f3`, `e7e8q`). Tried only for a move SAN refuses.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ImportSan {
    pub(crate) reader: SanReader,
    pub(crate) strict: bool,
}

impl ReadMove<'_> for ImportSan {
    /// Nothing: the error is built again, on a cold path, when there is one.
    type Refusal = ();
    type Error = SanError;
    const LEGAL: bool = true;

    #[inline]
    fn read_move(&mut self, text: &str, pos: &Position) -> Result<Move, ()> {
        match self.reader.find(pos, text) {
            Some(mv) => Ok(mv),
            None if !self.strict => import_form(self.reader, pos, text).ok_or(()),
            None => Err(()),
        }
    }

    fn error(&self, text: &str, pos: &Position, (): ()) -> SanError {
        self.reader.why_not(pos, text)
    }
}

/// Where [`walk_lines`] takes its tokens from: the text, scanned as it goes, or tokens found
/// before.
trait Source {
    /// The next token and where it starts; `None` at the end or at an error.
    fn next_found(&mut self) -> Option<(usize, Found)>;

    /// The error that ended the tokens, if one did.
    fn take_error(&mut self) -> Option<ParseMovetextError>;
}

impl Source for Tokens<'_> {
    #[inline(always)]
    fn next_found(&mut self) -> Option<(usize, Found)> {
        let found = Tokens::next_found(self)?;
        Some((self.start(), found))
    }

    fn take_error(&mut self) -> Option<ParseMovetextError> {
        Tokens::take_error(self)
    }
}

/// The tokens a [`FoundTokens`] found.
struct Kept<'t> {
    found: core::slice::Iter<'t, (usize, Found)>,
    error: Option<&'t ParseMovetextError>,
}

impl Source for Kept<'_> {
    #[inline(always)]
    fn next_found(&mut self) -> Option<(usize, Found)> {
        self.found.next().copied()
    }

    fn take_error(&mut self) -> Option<ParseMovetextError> {
        self.error.take().cloned()
    }
}

/// One line being played: the position before its last move, and the current one.
#[derive(Debug, Clone)]
pub(crate) struct Line {
    pub(crate) before_last: Option<Position>,
    pub(crate) current: Position,
}

/// Plays `movetext` from `start`: the main line and every variation, each move read by `read`
/// in the position where it stands. A variation replaces the move before it, so it starts
/// from the position before that move; after its `)` the line it left goes on. Move numbers
/// in the text are not checked (books and programs write them loosely); the positions number
/// the moves.
///
/// `visit` sees every move with its positions, and every other token but move numbers. The
/// position after the main line's last move is returned.
///
/// Each move `read` returns is checked before it is played; [`walk_san`] reads SAN without
/// that second look.
///
/// ```
/// use fenkit::{Position, movetext::{walk, Step}, uci::UciMove};
/// let mut main_line = Vec::new();
/// let end = walk(
///     "1. e2e4 e7e5 (1... c7c5 2. g1f3) 2. g1f3 *",
///     &Position::STARTING,
///     |text, pos| text.parse::<UciMove>().map_err(|e| e.to_string())?.to_move(pos).map_err(|e| e.to_string()),
///     |step| if let Step::Move(played) = step {
///         if played.depth == 0 { main_line.push(played.after.to_string()) }
///     },
/// )?;
/// assert_eq!(main_line.len(), 3);
/// assert_eq!(end.to_string(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
///
/// let err = walk(
///     "1. e2e4 e7e5 2. g1f3 g8f6 3. f3e6",
///     &Position::STARTING,
///     |text, pos| text.parse::<UciMove>().map_err(|e| e.to_string())?.to_move(pos).map_err(|e| e.to_string()),
///     |_| {},
/// ).unwrap_err();
/// assert_eq!(err.to_string(), "move 3. f3e6: the knight on f3 cannot move to e6");
/// assert_eq!(err.span(), 29..33);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`WalkError`] at the first token that does not read, the first move that `read` refuses
/// (with its number and side), a move `read` returns that is not legal, a variation before any
/// move of its line, or a null move while in check.
pub fn walk<'a, E, R, V>(
    movetext: &'a str,
    start: &Position,
    read: R,
    visit: V,
) -> Result<Position, WalkError<E>>
where
    R: FnMut(&'a str, &Position) -> Result<Move, E>,
    V: FnMut(Step<'a, '_>),
{
    walk_lines(movetext, tokens(movetext), start, Checked(read), visit).map(|line| line.current)
}

/// [`walk`] with moves in SAN (any of its forms the reader takes), read by `reader`: quicker,
/// since the moves it reads need no second look before they are played.
///
/// ```
/// use fenkit::{Lang, Position, movetext::walk_san, san::SanReader};
/// let french = SanReader::new().lang(Lang::Fr);
/// let end = walk_san("1. e4 c5 2. Cf3", &Position::STARTING, french, |_| {})?;
/// assert_eq!(end.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
/// let err = walk_san("1. e4 c5 2. Cf6", &Position::STARTING, french, |_| {}).unwrap_err();
/// assert_eq!(err.to_string(), "move 2. Cf6: no white knight can move to f6");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`walk`]'s.
pub fn walk_san<'a, V>(
    movetext: &'a str,
    start: &Position,
    reader: SanReader,
    visit: V,
) -> Result<Position, WalkError<SanError>>
where
    V: FnMut(Step<'a, '_>),
{
    let reader = ImportSan {
        reader,
        strict: true,
    };
    walk_lines(movetext, tokens(movetext), start, reader, visit).map(|line| line.current)
}

/// [`walk_san`] over the tokens of `movetext` that `found` has [found](FoundTokens::find),
/// without scanning the text again; the main line at its end.
pub(crate) fn walk_san_found<'a, V>(
    movetext: &'a str,
    found: &FoundTokens,
    start: &Position,
    reader: ImportSan,
    visit: V,
) -> Result<Line, WalkError<SanError>>
where
    V: FnMut(Step<'a, '_>),
{
    let (found, error) = found.found();
    let kept = Kept {
        found: found.iter(),
        error,
    };
    walk_lines(movetext, kept, start, reader, visit)
}

/// Refuses movetext that goes on after its main line's result: a move (in a variation too) or
/// another result, the error [`Game::read_movetext`](crate::pgn::Game::read_movetext) gives,
/// found before any move is played (for a caller that shows each position as it goes). Text
/// that does not tokenize passes: the walk says where.
///
/// ```
/// use fenkit::{movetext::{WalkError, after_result}, san::SanError};
/// assert!(after_result::<SanError>("1. e4 e5 (1... c5 2. Nf3) 1-0").is_ok());
/// let err: WalkError<SanError> = after_result("1. e4 e5 1-0 (2. Nf3)").unwrap_err();
/// assert_eq!(err.to_string(), "found \"Nf3\" after the result, expected the end of the game");
/// assert_eq!(err.span(), 17..20);
/// ```
///
/// # Errors
/// [`WalkErrorKind::AfterResult`] at the first move or result after the main line's result.
pub fn after_result<E>(movetext: &str) -> Result<(), WalkError<E>> {
    let mut depth = 0u32;
    let mut ended = false;
    for token in tokens(movetext) {
        let Ok(token) = token else { return Ok(()) };
        let after = match token.kind {
            TokenKind::StartVariation => {
                depth += 1;
                false
            }
            TokenKind::EndVariation => {
                depth = depth.saturating_sub(1);
                false
            }
            TokenKind::Result(_) if depth == 0 => core::mem::replace(&mut ended, true),
            TokenKind::Move(_) | TokenKind::NullMove => ended,
            _ => false,
        };
        if after {
            return Err(WalkError::after_result(movetext, token.span));
        }
    }
    Ok(())
}

/// [`walk`] with any [`ReadMove`], over the tokens of `source`; the main line at its end.
fn walk_lines<'a, R, V>(
    movetext: &'a str,
    mut source: impl Source,
    start: &Position,
    mut read: R,
    mut visit: V,
) -> Result<Line, WalkError<R::Error>>
where
    R: ReadMove<'a>,
    V: FnMut(Step<'a, '_>),
{
    let mut line = Line {
        before_last: None,
        current: start.clone(),
    };
    let mut outer: Vec<Line> = Vec::new();
    loop {
        let Some((at, found)) = source.next_found() else {
            return match source.take_error() {
                Some(e) => Err(WalkError {
                    span: e.span(),
                    at: None,
                    kind: WalkErrorKind::Syntax(e),
                }),
                None => Ok(line),
            };
        };
        let token = match found.kind {
            // Move numbers are not checked: the positions number the moves.
            FoundKind::MoveNumber { .. } => continue,
            // Built here, so that the match below knows it (most tokens are moves).
            FoundKind::Move => Token {
                kind: TokenKind::Move(&movetext[at..found.end]),
                span: at..found.end,
            },
            _ => found.token(movetext, at),
        };
        // An error at this move, with its number (found only then).
        let at_move = |number, kind| WalkError {
            span: token.span.clone(),
            at: Some((number, movetext[token.span.clone()].to_owned())),
            kind,
        };
        // Each move is played where the line's position stands; the line keeps one copy, of
        // the position before it, for a variation that may follow.
        let (mv, before) = match token.kind {
            TokenKind::Move(text) => {
                let mv = match read.read_move(text, &line.current) {
                    Ok(mv) => mv,
                    Err(refusal) => {
                        let e = read.error(text, &line.current, refusal);
                        let number = MoveNumber::of(&line.current);
                        return Err(at_move(number, WalkErrorKind::Move(e)));
                    }
                };
                // Copied after the move is read, not before: the last move's small writes to
                // the position have landed by then, and the copy's wide reads do not wait
                // for them.
                let before = line.before_last.insert(line.current.clone());
                if R::LEGAL {
                    line.current.play_unchecked_in_place(mv);
                } else {
                    let number = MoveNumber::of(&line.current);
                    line.current
                        .play_in_place(mv)
                        .map_err(|e| at_move(number, WalkErrorKind::Illegal(e)))?;
                }
                (Some(mv), before)
            }
            TokenKind::NullMove => {
                let after = null_move(&line.current).ok_or_else(|| {
                    at_move(
                        MoveNumber::of(&line.current),
                        WalkErrorKind::NullMoveInCheck,
                    )
                })?;
                let before = line
                    .before_last
                    .insert(core::mem::replace(&mut line.current, after));
                (None, before)
            }
            TokenKind::StartVariation => {
                let Some(before) = line.before_last.clone() else {
                    return Err(WalkError {
                        span: token.span.clone(),
                        at: None,
                        kind: WalkErrorKind::VariationWithoutMove,
                    });
                };
                visit(Step::Other(&token));
                outer.push(core::mem::replace(
                    &mut line,
                    Line {
                        before_last: None,
                        current: before,
                    },
                ));
                continue;
            }
            TokenKind::EndVariation => {
                // The tokenizer refuses a `)` with no `(` open.
                if let Some(left) = outer.pop() {
                    line = left;
                }
                visit(Step::Other(&token));
                continue;
            }
            _ => {
                visit(Step::Other(&token));
                continue;
            }
        };
        visit(Step::Move(Played {
            token: &token,
            mv,
            before,
            after: &line.current,
            depth: outer.len(),
        }));
    }
}

/// The position after passing the move, unless the side to move is in check.
pub(crate) fn null_move(pos: &Position) -> Option<Position> {
    pos.play_null().ok()
}

/// Movetext that cannot be played, and where: the span of the token, and for a move its
/// number, side and text (`move 12... Nf3: …`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalkError<E> {
    span: Range<usize>,
    at: Option<(MoveNumber, String)>,
    kind: WalkErrorKind<E>,
}

impl<E> WalkError<E> {
    /// The same error, the move reader's error turned by `f`, which gets the move's text.
    pub(crate) fn map_move<E2>(self, f: impl FnOnce(&str, E) -> E2) -> WalkError<E2> {
        let kind = match self.kind {
            WalkErrorKind::Move(e) => {
                let text = self.at.as_ref().map_or("", |(_, text)| text.as_str());
                WalkErrorKind::Move(f(text, e))
            }
            WalkErrorKind::Syntax(e) => WalkErrorKind::Syntax(e),
            WalkErrorKind::Illegal(e) => WalkErrorKind::Illegal(e),
            WalkErrorKind::VariationWithoutMove => WalkErrorKind::VariationWithoutMove,
            WalkErrorKind::NullMoveInCheck => WalkErrorKind::NullMoveInCheck,
            WalkErrorKind::AfterResult { found } => WalkErrorKind::AfterResult { found },
        };
        WalkError {
            span: self.span,
            at: self.at,
            kind,
        }
    }

    /// The error of a move writer, at the move it could not write.
    pub(super) fn writing(
        token: &Token<'_>,
        number: MoveNumber,
        movetext: &str,
        e: E,
    ) -> WalkError<E> {
        WalkError {
            span: token.span.clone(),
            at: Some((number, movetext[token.span.clone()].to_owned())),
            kind: WalkErrorKind::Move(e),
        }
    }

    /// A move or a result after the main line's result, at `span` of `movetext`.
    pub(crate) fn after_result(movetext: &str, span: Range<usize>) -> WalkError<E> {
        let found = scan::clip(&movetext[span.clone()]).into_owned();
        WalkError {
            span,
            at: None,
            kind: WalkErrorKind::AfterResult { found },
        }
    }

    /// The byte range of the movetext it points at.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// For an error in a move: its number and side, and its text.
    #[must_use]
    pub fn at(&self) -> Option<(MoveNumber, &str)> {
        self.at.as_ref().map(|(n, text)| (*n, text.as_str()))
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &WalkErrorKind<E> {
        &self.kind
    }
}

impl<E: fmt::Display> WalkError<E> {
    /// What is wrong, in words: for a move, without the move's text that the readers'
    /// messages start with (the number and text come first in [`Display`](fmt::Display)).
    ///
    /// ```
    /// use fenkit::{Position, movetext::walk, uci::UciMove};
    /// let uci = |text: &str, pos: &Position| {
    ///     text.parse::<UciMove>().map_err(|e| e.to_string())?.to_move(pos).map_err(|e| e.to_string())
    /// };
    /// let err = walk("1. e2e5", &Position::STARTING, uci, |_| {}).unwrap_err();
    /// assert_eq!(err.why(), "the pawn on e2 cannot move to e5");
    /// assert_eq!(err.to_string(), "move 1. e2e5: the pawn on e2 cannot move to e5");
    /// ```
    #[must_use]
    pub fn why(&self) -> String {
        let why = self.kind.to_string();
        match &self.at {
            Some((_, text)) => why
                .strip_prefix(text.as_str())
                .and_then(|rest| rest.strip_prefix(": "))
                .map_or(why.clone(), str::to_owned),
            None => why,
        }
    }
}

impl<E: fmt::Display> fmt::Display for WalkError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Some((number, text)) => {
                write!(f, "move {number} {}: {}", scan::clip(text), self.why())
            }
            None => write!(f, "{}", self.kind),
        }
    }
}

/// The move reader's error needs only `Display` and `Debug` (a `String` will do), so it is
/// not given as the source; the tokenizer's and the legality check's errors are.
impl<E: fmt::Display + fmt::Debug> core::error::Error for WalkError<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.kind {
            WalkErrorKind::Syntax(e) => Some(e),
            WalkErrorKind::Illegal(e) => Some(e),
            WalkErrorKind::Move(_)
            | WalkErrorKind::VariationWithoutMove
            | WalkErrorKind::NullMoveInCheck
            | WalkErrorKind::AfterResult { .. } => None,
        }
    }
}

/// What stops [`walk`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum WalkErrorKind<E> {
    /// The text does not tokenize.
    Syntax(ParseMovetextError),
    /// The move reader refused a move.
    Move(E),
    /// The move reader gave a move that is not legal in the position.
    Illegal(IllegalMoveError),
    /// A `(` before any move of its line: a variation replaces a move, and there is none.
    VariationWithoutMove,
    /// A null move while the side to move is in check.
    NullMoveInCheck,
    /// A move or a result after the main line's result (not found by [`walk`], which plays
    /// on; by [`Game::read_movetext`](crate::pgn::Game::read_movetext)).
    AfterResult {
        /// The token, as written (its first 120 characters, then `…`).
        found: String,
    },
}

impl<E: fmt::Display> fmt::Display for WalkErrorKind<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WalkErrorKind::Syntax(e) => write!(f, "{e}"),
            WalkErrorKind::Move(e) => write!(f, "{e}"),
            WalkErrorKind::Illegal(e) => write!(f, "{e}"),
            WalkErrorKind::VariationWithoutMove => f.write_str(
                "found '(' before any move of its line, expected a move for the variation to replace",
            ),
            WalkErrorKind::NullMoveInCheck => {
                f.write_str("a null move is not possible while the king is in check")
            }
            WalkErrorKind::AfterResult { found } => write!(
                f,
                "found {} after the result, expected the end of the game",
                scan::ShownText(found)
            ),
        }
    }
}
