//! The tokens of movetext and the iterator that finds them.

use core::fmt;
use core::ops::Range;

use super::error::{MovetextErrorKind, ParseMovetextError};
use crate::piece::Color;
use crate::scan;
use crate::status::Outcome;

/// One of the six suffix glyphs that judge a move, each the short form of a NAG (`$1`-`$6`).
///
/// ```
/// use fenkit::movetext::Glyph;
/// assert_eq!(Glyph::Dubious.nag(), 6);
/// assert_eq!(Glyph::from_nag(3), Some(Glyph::Brilliant));
/// assert_eq!(Glyph::Brilliant.to_string(), "!!");
/// assert_eq!("?!".parse::<Glyph>()?, Glyph::Dubious);
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(parse_err_ty = crate::name::ParseNameError, parse_err_fn = glyph_error)]
pub enum Glyph {
    /// `!`, a good move (`$1`).
    #[strum(serialize = "!")]
    Good,
    /// `?`, a mistake (`$2`).
    #[strum(serialize = "?")]
    Mistake,
    /// `!!`, a brilliant move (`$3`).
    #[strum(serialize = "!!")]
    Brilliant,
    /// `??`, a blunder (`$4`).
    #[strum(serialize = "??")]
    Blunder,
    /// `!?`, an interesting move (`$5`).
    #[strum(serialize = "!?")]
    Interesting,
    /// `?!`, a dubious move (`$6`).
    #[strum(serialize = "?!")]
    Dubious,
}

impl Glyph {
    /// Every glyph, in NAG order.
    pub const ALL: &'static [Glyph] = <Glyph as strum::VariantArray>::VARIANTS;

    /// The NAG this glyph stands for, 1 to 6.
    #[must_use]
    pub const fn nag(self) -> u8 {
        self as u8 + 1
    }

    /// The glyph of NAG 1 to 6.
    #[must_use]
    pub fn from_nag(nag: u8) -> Option<Glyph> {
        Glyph::ALL.get(usize::from(nag).checked_sub(1)?).copied()
    }

    fn from_text(text: &str) -> Option<Glyph> {
        Glyph::ALL
            .iter()
            .copied()
            .find(|g| <&str>::from(*g) == text)
    }
}

/// The result of a game, as movetext ends it.
///
/// [`tokens`] also reads `½-½` and `0,5-0,5` as a draw; `Display` gives the PGN forms.
///
/// ```
/// use fenkit::movetext::{tokens, GameResult, TokenKind};
/// assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
/// let result = tokens("0,5-0,5").next().unwrap()?;
/// assert_eq!(result.kind, TokenKind::Result(GameResult::Draw));
/// # Ok::<(), fenkit::movetext::ParseMovetextError>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(parse_err_ty = crate::name::ParseNameError, parse_err_fn = result_error)]
pub enum GameResult {
    /// `1-0`.
    #[strum(serialize = "1-0")]
    WhiteWins,
    /// `0-1`.
    #[strum(serialize = "0-1")]
    BlackWins,
    /// `1/2-1/2` (read also as `½-½` and `0,5-0,5`).
    #[strum(serialize = "1/2-1/2")]
    Draw,
    /// `*`: the game goes on, or its result is not known.
    #[strum(serialize = "*")]
    Unknown,
}

/// The error for a text that is not one of the six suffix glyphs.
fn glyph_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Glyph,
        found,
        &["!", "?", "!!", "??", "!?", "?!"],
    )
}

/// The error for a text that is not a result as PGN writes it.
fn result_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::GameResult,
        found,
        &["1-0", "0-1", "1/2-1/2", "*"],
    )
}

impl GameResult {
    /// Every result, in the order `1-0`, `0-1`, `1/2-1/2`, `*`.
    ///
    /// ```
    /// use fenkit::movetext::GameResult;
    /// let names: Vec<String> = GameResult::ALL.iter().map(ToString::to_string).collect();
    /// assert_eq!(names, ["1-0", "0-1", "1/2-1/2", "*"]);
    /// assert_eq!("1/2-1/2".parse::<GameResult>()?, GameResult::Draw);
    /// # Ok::<(), fenkit::ParseNameError>(())
    /// ```
    pub const ALL: &'static [GameResult] = <GameResult as strum::VariantArray>::VARIANTS;
}

/// The result a game that ended this way has: the winner's, or a draw.
///
/// ```
/// use fenkit::{Color, Outcome, movetext::GameResult};
/// let mate = Outcome::Checkmate { winner: Color::Black };
/// assert_eq!(GameResult::from(mate), GameResult::BlackWins);
/// assert_eq!(GameResult::from(Outcome::Stalemate).to_string(), "1/2-1/2");
/// ```
impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        match outcome.winner() {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }
}

/// What a token is. Texts borrow from the movetext.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenKind<'a> {
    /// A move number: `12.`, or `12...` (also `12..`, `12…`, `12. ...`) before a Black move.
    /// Digits with no period are a move number too when there are at most three of them.
    MoveNumber {
        /// The number.
        number: u32,
        /// Whether the dots say that Black moves next.
        black: bool,
    },
    /// A move candidate, in any notation and language, without the glyph glued to it: `e4`,
    /// `Cf3`, `♘f3`, `Кр1e2`, `O-O`, `0-0`, `e8=Q+`, `5254`, and with the words written apart
    /// that belong to it: `exd6 e.p.`, `Q-R5 mate`, `O-O ch`, `dx e5`, `Castles (QR)`.
    Move(&'a str),
    /// A null move, `--` or `Z0`.
    NullMove,
    /// A suffix glyph, glued to a move (`e4!`) or standing alone (`e4 !`).
    Glyph(Glyph),
    /// A numeric annotation glyph, `$0` to `$255`.
    Nag(u8),
    /// A comment between braces, verbatim, without the braces.
    Comment(&'a str),
    /// A comment from `;` to the end of the line, without the `;` and the line break.
    LineComment(&'a str),
    /// A line starting with `%`, without the `%`: an escape for other programs' data.
    Escape(&'a str),
    /// `(`, the start of a variation.
    StartVariation,
    /// `)`, the end of a variation.
    EndVariation,
    /// The game's result.
    Result(GameResult),
}

impl TokenKind<'_> {
    /// Whether the token is a move or a null move.
    #[must_use]
    pub const fn is_move(&self) -> bool {
        matches!(self, TokenKind::Move(_) | TokenKind::NullMove)
    }
}

/// Writes the token as PGN export writes it: `12.`, `12...`, the move as read, `--`, the glyph,
/// `$n`, `{text}`, `;text`, `%text`, `(`, `)`, the result.
///
/// ```
/// use fenkit::movetext::{GameResult, TokenKind};
/// assert_eq!(TokenKind::MoveNumber { number: 5, black: true }.to_string(), "5...");
/// assert_eq!(TokenKind::Result(GameResult::Draw).to_string(), "1/2-1/2");
/// ```
impl fmt::Display for TokenKind<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TokenKind::MoveNumber { number, black } => {
                write!(f, "{number}{}", if black { "..." } else { "." })
            }
            TokenKind::Move(text) => f.write_str(text),
            TokenKind::NullMove => f.write_str("--"),
            TokenKind::Glyph(glyph) => write!(f, "{glyph}"),
            TokenKind::Nag(nag) => write!(f, "${nag}"),
            TokenKind::Comment(text) => write!(f, "{{{text}}}"),
            TokenKind::LineComment(text) => write!(f, ";{text}"),
            TokenKind::Escape(text) => write!(f, "%{text}"),
            TokenKind::StartVariation => f.write_str("("),
            TokenKind::EndVariation => f.write_str(")"),
            TokenKind::Result(result) => write!(f, "{result}"),
        }
    }
}

/// A token and the byte range of the movetext it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Token<'a> {
    /// What it is.
    pub kind: TokenKind<'a>,
    /// Where it is: a byte range on character boundaries.
    pub span: Range<usize>,
}

/// The tokens of movetext, in order: an iterator that allocates nothing and borrows its texts
/// from the input. Made by [`tokens`].
///
/// It stops after the first error. A `)` with no `(` open and a variation still open at the
/// end are errors here, so a caller that walks the tokens can trust the parentheses.
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    text: &'a str,
    at: usize,
    /// How many variations are open.
    depth: u32,
    /// Where the outermost open variation starts.
    outermost: usize,
    /// Where the last token found starts.
    start: usize,
    /// The deepest variations may nest.
    max_depth: u32,
    done: bool,
    /// The error that stopped it, until given.
    failed: Option<ParseMovetextError>,
}

/// The deepest that variations may nest by default ([`Tokens::max_depth`]): far deeper than
/// any annotator goes, and a bound on the memory a walk takes.
pub const MAX_VARIATION_DEPTH: u32 = 1000;

/// The tokens of `movetext`, variations nested at most [`MAX_VARIATION_DEPTH`] deep.
///
/// ```
/// use fenkit::movetext::{tokens, Glyph, TokenKind};
/// let kinds: Vec<_> = tokens("1.e4 e5!? 2.Cf3").map(|t| t.map(|t| t.kind)).collect::<Result<_, _>>()?;
/// assert_eq!(kinds, [
///     TokenKind::MoveNumber { number: 1, black: false },
///     TokenKind::Move("e4"),
///     TokenKind::Move("e5"),
///     TokenKind::Glyph(Glyph::Interesting),
///     TokenKind::MoveNumber { number: 2, black: false },
///     TokenKind::Move("Cf3"),
/// ]);
/// # Ok::<(), fenkit::movetext::ParseMovetextError>(())
/// ```
#[must_use]
pub fn tokens(movetext: &str) -> Tokens<'_> {
    Tokens {
        text: movetext,
        at: 0,
        depth: 0,
        outermost: 0,
        start: 0,
        max_depth: MAX_VARIATION_DEPTH,
        done: false,
        failed: None,
    }
}

/// Characters that end a move: they start another token, or are never part of a move.
fn ends_move(c: char) -> bool {
    match u8::try_from(c) {
        Ok(byte) if byte.is_ascii() => ENDS_MOVE[usize::from(byte)],
        _ => c.is_whitespace(),
    }
}

/// The ASCII characters that [end a move](ends_move): white space and
/// `{ } ( ) ; $ ! ? [ ] < > * % "`. A table of all 256 bytes (the others `false`), so that
/// a byte is one lookup.
const ENDS_MOVE: [bool; 256] = {
    let mut set = [false; 256];
    let mut byte = 0u8;
    while byte < 128 {
        set[byte as usize] = (byte as char).is_whitespace()
            || matches!(
                byte,
                b'{' | b'}'
                    | b'('
                    | b')'
                    | b';'
                    | b'$'
                    | b'!'
                    | b'?'
                    | b'['
                    | b']'
                    | b'<'
                    | b'>'
                    | b'*'
                    | b'%'
                    | b'"'
            );
        byte += 1;
    }
    set
};

/// The character at byte `at` of `text`, if any: an ASCII byte as it is, another character
/// decoded.
fn char_at(text: &str, at: usize) -> Option<char> {
    match text.as_bytes().get(at) {
        Some(&b) if b.is_ascii() => Some(char::from(b)),
        Some(_) => text.get(at..).and_then(|rest| rest.chars().next()),
        None => None,
    }
}

/// Whether one space and then a printable ASCII byte other than `but` stand at byte `at`:
/// the common case, told from two bytes, where a token ends before another (`but` is the
/// first byte of what could still belong to the token after white space: the `.` of `...`).
#[inline(always)]
fn another_token_follows(bytes: &[u8], at: usize, but: u8) -> bool {
    match bytes.get(at..at + 2) {
        Some(&[b' ', next]) => next != but && (b'!'..=b'~').contains(&next),
        _ => false,
    }
}

/// Where the white space starting at byte `at` of `text` ends (`at` when there is none).
/// Inlined: it runs before every token, and mostly passes one space.
#[inline(always)]
fn skip_space(text: &str, mut at: usize) -> usize {
    let bytes = text.as_bytes();
    // ASCII byte by byte (space and `\t` to `\r`); another character decoded only when one
    // comes.
    while let Some(&byte) = bytes.get(at) {
        if byte == b' ' || (b'\t'..=b'\r').contains(&byte) {
            at += 1;
        } else if byte.is_ascii() {
            break;
        } else {
            return skip_other_space(text, at);
        }
    }
    at
}

/// [`skip_space`] from a character that is not ASCII.
#[cold]
fn skip_other_space(text: &str, mut at: usize) -> usize {
    while let Some(c) = text.get(at..).and_then(|rest| rest.chars().next()) {
        if !c.is_whitespace() {
            break;
        }
        at += c.len_utf8();
    }
    at
}

/// Where the run of characters that may belong to a move, starting at byte `at` of `text`,
/// ends: at a character that [ends a move](ends_move), or the end.
#[inline(always)]
fn move_run_end(text: &str, mut at: usize) -> usize {
    let bytes = text.as_bytes();
    // The letters, digits and signs most moves are made of at once; then what follows them
    // byte by byte (mostly the one that ends the move), another character decoded only when
    // one comes.
    at += scan::word_len(bytes.get(at..).unwrap_or_default(), *b"-=+#");
    while let Some(&byte) = bytes.get(at) {
        if byte.is_ascii() {
            if ENDS_MOVE[usize::from(byte)] {
                break;
            }
            at += 1;
        } else {
            match text.get(at..).and_then(|rest| rest.chars().next()) {
                Some(c) if !c.is_whitespace() => at += c.len_utf8(),
                _ => break,
            }
        }
    }
    at
}

/// Where a move starting at byte `at` of `text` ends: its [run](move_run_end), with the parts
/// descriptive notation glues in parentheses.
#[inline(always)]
fn move_run(text: &str, mut at: usize) -> usize {
    loop {
        at = move_run_end(text, at);
        match text.as_bytes().get(at) {
            Some(b'(') => match glued_part(&text[at..]) {
                Some(len) => at += len,
                None => return at,
            },
            _ => return at,
        }
    }
}

/// Whether a result, a null move or a bare move number may end before `rest`: at the end, or
/// before a character that ends a move.
fn at_boundary(rest: &str) -> bool {
    char_at(rest, 0).is_none_or(ends_move)
}

/// Whether a move may start with `c`: a letter or digit in any script, or a chess figurine.
fn starts_move(c: char) -> bool {
    c.is_alphanumeric() || ('\u{2654}'..='\u{265F}').contains(&c)
}

/// Descriptive notation glues a short part in parentheses to a move (`P-R8(Q)`, `R(6)xN`,
/// `R(QR3)-Q3`): one to four capital letters and digits. The length of such a part at the
/// start of `rest`, which begins with `(`.
fn glued_part(rest: &str) -> Option<usize> {
    let inner = rest.strip_prefix('(')?;
    let len = inner.find(')')?;
    let part = &inner[..len];
    let fits = (1..=4).contains(&len)
        && part
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    fits.then_some(len + 2)
}

/// The value of a move number's digits, unless it is too large.
fn number_value(digits: &[u8]) -> Option<u32> {
    digits.iter().try_fold(0u32, |number, digit| {
        number.checked_mul(10)?.checked_add(u32::from(digit - b'0'))
    })
}

/// The result written at the start of `rest`, and its length: `1-0`, `0-1`, `1/2-1/2`, `*`,
/// and the draws `½-½` and `0,5-0,5`, each followed by the end or a character that ends a move.
pub(crate) fn result_at(rest: &str) -> Option<(GameResult, usize)> {
    let (result, len) = match rest.as_bytes() {
        [b'1', b'-', b'0', ..] => (GameResult::WhiteWins, 3),
        [b'0', b'-', b'1', ..] => (GameResult::BlackWins, 3),
        [b'1', b'/', b'2', b'-', b'1', b'/', b'2', ..] => (GameResult::Draw, 7),
        [b'0', b',', b'5', b'-', b'0', b',', b'5', ..] => (GameResult::Draw, 7),
        [b'*', ..] => (GameResult::Unknown, 1),
        _ if rest.starts_with("½-½") => (GameResult::Draw, "½-½".len()),
        _ => return None,
    };
    at_boundary(&rest[len..]).then_some((result, len))
}

/// A token found by [`Tokens::next_found`], without its text: what it is and where it ends (the
/// scanner keeps where it starts); [`Found::token`] builds the [`Token`].
// Two small scalars rather than a `Token`: decision 0012 (registers).
#[derive(Debug, Clone, Copy)]
pub(super) struct Found {
    pub(super) kind: FoundKind,
    pub(super) end: usize,
}

impl Found {
    /// The token this stands for, starting at byte `start` of `text`, with its text. Only the
    /// text a kind holds is cut out (each cut checks that both ends are character boundaries).
    #[inline(always)]
    pub(super) fn token(self, text: &str, start: usize) -> Token<'_> {
        let end = self.end;
        // The first and last bytes of comments, escapes and line comments are ASCII (and
        // the shortest, `{}`, `;` and `%`, leave an empty text).
        let inner = |from: usize, to: usize| {
            text.get(start + from..end.saturating_sub(to))
                .unwrap_or_default()
        };
        let kind = match self.kind {
            FoundKind::MoveNumber { black } => {
                let digits = text.as_bytes()[start..end]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                TokenKind::MoveNumber {
                    // Checked when found.
                    number: number_value(&text.as_bytes()[start..start + digits])
                        .unwrap_or(u32::MAX),
                    black,
                }
            }
            FoundKind::Move => TokenKind::Move(inner(0, 0)),
            FoundKind::NullMove => TokenKind::NullMove,
            FoundKind::Glyph(glyph) => TokenKind::Glyph(glyph),
            FoundKind::Nag(nag) => TokenKind::Nag(nag),
            FoundKind::Comment => TokenKind::Comment(inner(1, 1)),
            FoundKind::LineComment => TokenKind::LineComment(inner(1, 0)),
            FoundKind::Escape => TokenKind::Escape(inner(1, 0)),
            FoundKind::StartVariation => TokenKind::StartVariation,
            FoundKind::EndVariation => TokenKind::EndVariation,
            FoundKind::Result(result) => TokenKind::Result(result),
        };
        Token {
            kind,
            span: start..end,
        }
    }
}

/// What a [`Found`] token is: a [`TokenKind`] without its text, each payload one byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FoundKind {
    MoveNumber { black: bool },
    Move,
    NullMove,
    Glyph(Glyph),
    Nag(u8),
    Comment,
    LineComment,
    Escape,
    StartVariation,
    EndVariation,
    Result(GameResult),
}

impl<'a> Tokens<'a> {
    /// The deepest variations may nest ([`MAX_VARIATION_DEPTH`] by default): a `(` that opens
    /// one deeper is an error, so a walk of the tokens keeps at most this many lines.
    ///
    /// ```
    /// use fenkit::movetext::tokens;
    /// let text = "1. e4 (1. d4 (1. c4 (1. Nf3))) *";
    /// assert!(tokens(text).max_depth(3).all(|t| t.is_ok()));
    /// let err = tokens(text).max_depth(2).find_map(Result::err).unwrap();
    /// assert_eq!(err.to_string(), "found a variation nested 3 deep, expected at most 2 (the limit can be raised)");
    /// assert_eq!(err.span(), 20..21);
    /// ```
    #[must_use]
    pub fn max_depth(mut self, limit: u32) -> Tokens<'a> {
        self.max_depth = limit;
        self
    }

    /// Stops at an error, which [`next`](Iterator::next) gives.
    #[cold]
    fn fail(&mut self, kind: MovetextErrorKind, span: Range<usize>) -> Option<Found> {
        self.done = true;
        self.failed = Some(ParseMovetextError::new(kind, span));
        None
    }

    /// The end of the line that starts at or before `from`: the byte of its `\n` or `\r`
    /// (lines end in `\n`, `\r\n`, or `\r` alone as in old Mac files), or the end.
    fn line_end(&self, from: usize) -> usize {
        self.text[from..]
            .find(['\n', '\r'])
            .map_or(self.text.len(), |i| from + i)
    }

    /// Where the last token found (or the error) starts.
    pub(super) fn start(&self) -> usize {
        self.start
    }

    /// The error that stopped [`next_found`](Self::next_found), if one did.
    pub(super) fn take_error(&mut self) -> Option<ParseMovetextError> {
        self.failed.take()
    }

    /// The next token, without its text; `None` at the end or at an error (kept for
    /// [`next`](Iterator::next), which gives it).
    // Always inlined: with `codegen-units = 1` LLVM kept it out of `FoundTokens::find`, which
    // then ran 4 % more instructions (benches/README.md); the default profile inlines it anyway.
    #[inline(always)]
    pub(super) fn next_found(&mut self) -> Option<Found> {
        if self.done {
            return None;
        }
        let start = skip_space(self.text, self.at);
        self.start = start;
        let Some(&first) = self.text.as_bytes().get(start) else {
            self.at = start;
            if self.depth > 0 {
                let open = self.outermost;
                return self.fail(MovetextErrorKind::UnclosedVariation, open..open + 1);
            }
            self.done = true;
            return None;
        };
        // Moves starting with a letter, comments and move numbers first: most of any
        // movetext.
        let found = match first {
            b'a'..=b'z' | b'A'..=b'Z' => Some(self.move_candidate(start)),
            // A move number: nine digits at most cannot be too large. (Results, moves in
            // digits and longer numbers are not move numbers here: `other` tells them.)
            b'0'..=b'9' => match self.move_number(start) {
                Some((..=9, end, black)) => Some(Found {
                    kind: FoundKind::MoveNumber { black },
                    end,
                }),
                _ => self.other(start),
            },
            b'{' => match scan::find_any_from(self.text.as_bytes(), start + 1, [b'}']) {
                Some(len) => Some(Found {
                    kind: FoundKind::Comment,
                    end: start + len + 2,
                }),
                None => self.fail(
                    MovetextErrorKind::UnterminatedComment,
                    start..self.text.len(),
                ),
            },
            _ => self.other(start),
        };
        if let Some(found) = found {
            self.at = found.end;
        }
        found
    }

    /// Passes over the plain tokens from here, as [`next_found`](Self::next_found) would find
    /// them, and gives each but move numbers to `keep`: moves that another plain token
    /// follows after one space, move numbers (`12.`, `12...`) and comments, most of any
    /// movetext. It stops before anything else (and at the end), for `next_found`.
    ///
    /// A fast way past what costs most (decision 0012), told from fewer bytes and with fewer
    /// branches than `next_found` takes; it finds the same tokens, the same ends, which the
    /// property test of `FoundTokens` checks.
    #[inline(always)]
    pub(super) fn pass_plain(&mut self, mut keep: impl FnMut(usize, Found)) {
        let bytes = self.text.as_bytes();
        let mut at = self.at;
        loop {
            while let Some(b' ' | b'\t'..=b'\r') = bytes.get(at) {
                at += 1;
            }
            let Some(&first) = bytes.get(at) else {
                break;
            };
            let start = at;
            match first {
                b'a'..=b'z' | b'A'..=b'Z' => {
                    let len = scan::word_len(&bytes[at..], *b"-=+#");
                    let end = at + len;
                    // A move that a plain token follows, told as `move_candidate` tells it.
                    if len == 16
                        || !plain_token_follows(bytes, end)
                        || bytes[end - 1] == b'x'
                        || bytes[start..end] == *b"Z0"
                    {
                        break;
                    }
                    keep(
                        start,
                        Found {
                            kind: FoundKind::Move,
                            end,
                        },
                    );
                    // Past the one space `plain_token_follows` saw.
                    at = end + 1;
                }
                b'0'..=b'9' => {
                    let mut end = at + 1;
                    while bytes.get(end).is_some_and(u8::is_ascii_digit) {
                        end += 1;
                    }
                    let digits = end - at;
                    while bytes.get(end) == Some(&b'.') {
                        end += 1;
                    }
                    let dots = end - at - digits;
                    // `12.` before another token, `12...`: as `move_number` tells them.
                    if digits > 9
                        || dots == 0
                        || (dots == 1 && !another_token_follows(bytes, end, b'.'))
                    {
                        break;
                    }
                    // Past the space `another_token_follows` saw, if it looked.
                    at = end + usize::from(dots == 1);
                }
                b'{' => {
                    let Some(len) = scan::find_any_from(bytes, at + 1, [b'}']) else {
                        break;
                    };
                    let end = at + len + 2;
                    keep(
                        start,
                        Found {
                            kind: FoundKind::Comment,
                            end,
                        },
                    );
                    at = end;
                }
                _ => break,
            }
        }
        self.at = at;
    }

    /// The token `found` stands for, with its text.
    #[inline(always)]
    pub(super) fn token(&self, found: Found) -> Token<'a> {
        found.token(self.text, self.start)
    }

    /// A token of any kind but a comment at `start` (not white space).
    // Inlined: decision 0012 (`Found` in registers).
    #[inline(always)]
    fn other(&mut self, start: usize) -> Option<Found> {
        let text = self.text;
        let rest = &text[start..];
        let c = char_at(text, start).unwrap_or_default();
        let single = start + c.len_utf8();
        let found = |kind, end| Some(Found { kind, end });
        match c {
            ';' => found(FoundKind::LineComment, self.line_end(start)),
            '%' if start == 0 || text[..start].ends_with(['\n', '\r']) => {
                found(FoundKind::Escape, self.line_end(start))
            }
            '(' => {
                if self.depth >= self.max_depth {
                    let limit = self.max_depth;
                    return self.fail(MovetextErrorKind::TooDeep { limit }, start..single);
                }
                if self.depth == 0 {
                    self.outermost = start;
                }
                self.depth += 1;
                found(FoundKind::StartVariation, single)
            }
            ')' => {
                if self.depth == 0 {
                    return self.fail(MovetextErrorKind::UnmatchedClose, start..single);
                }
                self.depth -= 1;
                found(FoundKind::EndVariation, single)
            }
            '$' => {
                let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
                let end = single + digits;
                if digits == 0 {
                    return self.fail(MovetextErrorKind::MissingNag, start..single);
                }
                match text[single..end].parse::<u8>() {
                    Ok(nag) => found(FoundKind::Nag(nag), end),
                    Err(_) => {
                        let found = scan::clip(&text[single..end]).into_owned();
                        self.fail(MovetextErrorKind::NagOutOfRange { found }, start..end)
                    }
                }
            }
            '!' | '?' => {
                let len = rest
                    .bytes()
                    .take_while(|b| matches!(b, b'!' | b'?'))
                    .count();
                match Glyph::from_text(&rest[..len]) {
                    Some(glyph) => found(FoundKind::Glyph(glyph), start + len),
                    None => {
                        let found = scan::clip(&rest[..len]).into_owned();
                        self.fail(
                            MovetextErrorKind::UnknownGlyph { found },
                            start..start + len,
                        )
                    }
                }
            }
            _ => {
                // A result starts with `0`, `1`, `*` or `½` (whose first byte is 0xC2): only
                // there is one looked for.
                let result = match rest.as_bytes()[0] {
                    b'0' | b'1' | b'*' | 0xC2 => result_at(rest),
                    _ => None,
                };
                if let Some((result, len)) = result {
                    found(FoundKind::Result(result), start + len)
                } else if let Some((digits, end, black)) = self.move_number(start) {
                    match number_value(&rest.as_bytes()[..digits]) {
                        Some(_) => found(FoundKind::MoveNumber { black }, end),
                        None => {
                            let found = scan::clip(&rest[..digits]).into_owned();
                            self.fail(
                                MovetextErrorKind::MoveNumberTooLarge { found },
                                start..start + digits,
                            )
                        }
                    }
                } else if rest.starts_with("--") && at_boundary(&rest[2..]) {
                    found(FoundKind::NullMove, start + 2)
                } else if starts_move(c) {
                    Some(self.move_candidate(start))
                } else {
                    self.fail(MovetextErrorKind::Stray { found: c }, start..single)
                }
            }
        }
    }

    /// A move number at `start`, digits and dots or at most three digits alone: how many
    /// digits it has, where it ends, and whether it is Black's.
    #[inline(always)]
    fn move_number(&self, start: usize) -> Option<(usize, usize, bool)> {
        // Bytes, not text: cutting bytes checks no character boundaries.
        let bytes = self.text.as_bytes();
        let rest = bytes.get(start..).unwrap_or_default();
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return None;
        }
        let after = &rest[digits..];
        let dots = after.iter().take_while(|&&b| b == b'.').count();
        let (mut end, mut black) = if dots > 0 {
            (start + digits + dots, dots >= 2)
        } else if after.starts_with("…".as_bytes()) {
            (start + digits + '…'.len_utf8(), true)
        } else if digits <= 3 && at_boundary(&self.text[start + digits..]) {
            (start + digits, false)
        } else {
            return None;
        };
        // `1. ...`, `1. …`, `1 ...`: Black's move number written apart from its dots (mostly
        // another token follows, told from two bytes).
        if !black && !another_token_follows(self.text.as_bytes(), end, b'.') {
            let spaces = skip_space(self.text, end) - end;
            let ellipsis = &bytes[end + spaces..];
            let len = if ellipsis.starts_with(b"..") {
                ellipsis.iter().take_while(|&&b| b == b'.').count()
            } else if ellipsis.starts_with("…".as_bytes()) {
                '…'.len_utf8()
            } else {
                0
            };
            if len > 0 {
                black = true;
                end += spaces + len;
            }
        }
        Some((digits, end, black))
    }

    /// A move candidate at `start`: everything up to a character that ends a move, with the
    /// parts descriptive notation glues in parentheses, and the words after white space that
    /// belong to the move (see [`move_tail`]).
    #[inline(always)]
    fn move_candidate(&self, start: usize) -> Found {
        let text = self.text;
        let bytes = text.as_bytes();
        let mut end = move_run(text, start);
        // A check or mate sign 4 or 8 bytes from the end, before `1-0`, `0-1` or `1/2-1/2`.
        let sign_back =
            |back: usize| end - start > back && matches!(bytes[end - 1 - back], b'+' | b'#');
        if matches!(bytes[end - 1], b'0' | b'1' | b'2') && (sign_back(3) || sign_back(7)) {
            end = before_glued_result(text, start, end);
        }
        // Mostly another move or a move number follows, told from three bytes, and the move
        // does not end in a capture sign (`dx e5`, `С: c6`; `×` and `х` are not ASCII): then
        // nothing more belongs to it.
        let last = bytes[end - 1];
        if !plain_token_follows(bytes, end) || !last.is_ascii() || matches!(last, b'x' | b':') {
            end = move_tail(text, start, end);
        }
        let kind = if bytes[start..end] == *b"Z0" {
            FoundKind::NullMove
        } else {
            FoundKind::Move
        };
        Found { kind, end }
    }
}

/// Where a move that runs from `start` to `end` ends when a result is glued to its check or
/// mate sign (`Qxf7#1-0`, PGN import format as pgn-extract reads it): after the sign; `end`
/// otherwise.
#[cold]
fn before_glued_result(text: &str, start: usize, end: usize) -> usize {
    let run = &text.as_bytes()[start..end];
    match run.iter().position(|&b| b == b'+' || b == b'#') {
        Some(sign)
            if result_at(&text[start + sign + 1..end])
                .is_some_and(|(_, len)| start + sign + 1 + len == end) =>
        {
            start + sign + 1
        }
        _ => end,
    }
}

/// Whether a space and then a token that cannot belong to the move before it stand at byte
/// `at`: the common case, told from three bytes. A digit (a move number), a capital letter
/// (a piece) but `K` and `Q` before a capital or a sign (`KR`, `Q`) and `M` before `a`
/// (`Mate`), a small letter other than `c`, `d`, `e`, `m` and `p` or one of those followed by
/// a digit or `x` (a pawn move), or a bracket other than `(`, a comment, glyph or NAG: no word
/// of [`move_tail`] starts so.
#[inline(always)]
fn plain_token_follows(bytes: &[u8], at: usize) -> bool {
    match bytes.get(at..at + 3) {
        Some(&[b' ', next, after]) => match next {
            b'0'..=b'9' | b'{' | b'$' | b'!' | b'?' | b';' | b')' => true,
            // `Kf1`, `Qxd8`, `Q-R5`, not `K`, `QR` or `Mate`.
            b'K' | b'Q' => after.is_ascii_lowercase() || after == b'-',
            b'M' => after != b'a',
            b'A'..=b'Z' => true,
            b'c' | b'd' | b'e' | b'm' | b'p' => after.is_ascii_digit() || after == b'x',
            b'a'..=b'z' => true,
            _ => false,
        },
        _ => false,
    }
}

/// The words that mark a move, written apart from it after white space: en passant, check
/// and mate, in SAN (`exd6 e.p.`, `exd6 ep`) and in descriptive notation (`PxP e.p.`,
/// `N-B6 ch`, `O-O ch`, `Q-R5 mate`, `B-N5 dis ch`). None of them is a move in any notation.
const MARKS: [&str; 14] = [
    "e.p.", "e.p", "ep", "e.", "p.", "ch", "ch.", "check", "mate", "Mate", "dis", "dis.", "dbl",
    "dbl.",
];

/// The sides descriptive notation writes after `Castles`: `Castles KR`, `Castles (QR)`.
const CASTLES_SIDES: [&str; 8] = ["KR", "QR", "K", "Q", "(KR)", "(QR)", "(K)", "(Q)"];

/// Where a move that [runs](move_run) from `start` to `end` ends with the words after white
/// space that belong to it: the [marks](MARKS) of en passant, check and mate, the word
/// starting with a letter after a capture sign (`dx e5`, the French seed's spacing), and the
/// side after `Castles`.
/// Off the fast path: only when [`plain_token_follows`] does not rule them out.
#[cold]
fn move_tail(text: &str, start: usize, mut end: usize) -> usize {
    let castles = matches!(&text[start..end], "Castles" | "castles");
    loop {
        // Without white space, `end` stands on a character that ends a move: no word starts
        // there.
        let word = skip_space(text, end);
        let Some(&first) = text.as_bytes().get(word) else {
            return end;
        };
        let captures = text[start..end].ends_with(['x', '×', 'х', ':']);
        let side = castles && end == start + "Castles".len();
        // Only these bytes start a word that may belong: told before the word is cut out.
        let may_belong = captures
            || matches!(first, b'e' | b'p' | b'c' | b'm' | b'M' | b'd')
            || (side && matches!(first, b'K' | b'Q' | b'('));
        if !may_belong {
            return end;
        }
        let word_end = move_run(text, word);
        let next = &text[word..word_end];
        // A square starts with a letter: a digit after `dx` starts a move number or a result.
        let belongs = (captures && next.starts_with(char::is_alphabetic))
            || MARKS.contains(&next)
            || (side && CASTLES_SIDES.contains(&next));
        if !belongs {
            return end;
        }
        end = word_end;
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Result<Token<'a>, ParseMovetextError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.next_found() {
            Some(found) => Some(Ok(self.token(found))),
            None => self.take_error().map(Err),
        }
    }
}

impl core::iter::FusedIterator for Tokens<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_end_anywhere_and_overflow_as_errors() {
        let kinds = |text| -> Vec<Result<TokenKind<'_>, String>> {
            tokens(text)
                .map(|token| token.map(|t| t.kind).map_err(|e| e.to_string()))
                .collect()
        };
        let number = |number, black| Ok(TokenKind::MoveNumber { number, black });
        assert_eq!(kinds("0"), [number(0, false)]);
        assert_eq!(kinds("12"), [number(12, false)]);
        assert_eq!(kinds("12."), [number(12, false)]);
        assert_eq!(kinds("12. ..."), [number(12, true)]);
        for apart in ["12.  ...", "12.\t...", "12. \u{3000}…", "12.\n..", "12 ..."] {
            assert_eq!(kinds(apart), [number(12, true)], "{apart:?}");
        }
        assert_eq!(
            kinds("12. e4"),
            [number(12, false), Ok(TokenKind::Move("e4"))]
        );
        assert_eq!(kinds("999999999."), [number(999_999_999, false)]);
        assert_eq!(kinds("4294967295..."), [number(u32::MAX, true)]);
        assert_eq!(
            kinds("4294967296."),
            [Err(
                "found move number 4294967296, expected at most 4294967295".to_owned()
            )]
        );
        assert_eq!(kinds("1-0"), [Ok(TokenKind::Result(GameResult::WhiteWins))]);
        assert_eq!(kinds("1"), [number(1, false)]);
    }

    #[test]
    fn an_en_passant_mark_after_any_white_space_belongs_to_the_move() {
        for text in [
            "exd6 e.p.",
            "exd6  e.p.",
            "exd6\te.p.",
            "exd6 \u{3000}e.p.",
            "exd6\ne.p.",
        ] {
            let moves: Vec<_> = tokens(text).map(|t| t.map(|t| t.kind)).collect();
            assert_eq!(moves, [Ok(TokenKind::Move(text))], "{text:?}");
        }
    }

    /// The move texts of `text`'s tokens, and the other tokens written back.
    fn words(text: &str) -> Vec<String> {
        tokens(text)
            .map(|t| match t {
                Ok(Token {
                    kind: TokenKind::Move(text),
                    ..
                }) => format!("[{text}]"),
                Ok(t) => t.kind.to_string(),
                Err(e) => format!("error: {e}"),
            })
            .collect()
    }

    #[test]
    fn the_words_that_mark_a_move_stay_with_it() {
        for (text, expected) in [
            // En passant, check and mate written apart, in SAN and descriptive notation.
            ("1. dxe6 ep Nf6", &["1.", "[dxe6 ep]", "[Nf6]"][..]),
            ("exd6 e.p e4", &["[exd6 e.p]", "[e4]"]),
            ("PxP e. p. ch P-K4", &["[PxP e. p. ch]", "[P-K4]"]),
            (
                "2. P-KN4 Q-R5 mate 0-1",
                &["2.", "[P-KN4]", "[Q-R5 mate]", "0-1"],
            ),
            ("O-O ch P-Q4", &["[O-O ch]", "[P-Q4]"]),
            ("N-B6 ch. K-R1", &["[N-B6 ch.]", "[K-R1]"]),
            ("B-N5 dis ch K-B1", &["[B-N5 dis ch]", "[K-B1]"]),
            ("B-N5 dbl. ch. K-B1", &["[B-N5 dbl. ch.]", "[K-B1]"]),
            ("Q-R7 check K-B1", &["[Q-R7 check]", "[K-B1]"]),
            ("Q-R7 Mate!", &["[Q-R7 Mate]", "!"]),
            // The French seed's space after `x`, and its mark.
            ("1. dx e5 e.p. Rd7", &["1.", "[dx e5 e.p.]", "[Rd7]"]),
            ("Cx  f6 Dxf6", &["[Cx  f6]", "[Dxf6]"]),
            ("dх e5 С: c6", &["[dх e5]", "[С: c6]"]),
            ("P× P", &["[P× P]"]),
            // The side after `Castles`, in parentheses or not.
            (
                "12. Castles (QR) P-K4",
                &["12.", "[Castles (QR)]", "[P-K4]"],
            ),
            ("Castles QR ch K-N1", &["[Castles QR ch]", "[K-N1]"]),
            ("castles K P-K4", &["[castles K]", "[P-K4]"]),
            (
                "Castles (KR)(Castles Q)",
                &["[Castles (KR)]", "(", "[Castles Q]", ")"],
            ),
        ] {
            assert_eq!(words(text), expected, "{text:?}");
        }
    }

    #[test]
    fn moves_that_look_like_marks_are_moves() {
        for (text, expected) in [
            (
                "e4 e5 c4 c5 d4 d5",
                &["[e4]", "[e5]", "[c4]", "[c5]", "[d4]", "[d5]"][..],
            ),
            (
                "exd5 exd4 cxd5 dxc4",
                &["[exd5]", "[exd4]", "[cxd5]", "[dxc4]"],
            ),
            ("Nf3 Kf1 Qd1 Me4", &["[Nf3]", "[Kf1]", "[Qd1]", "[Me4]"]),
            (
                "Castles Kf1 Q-R5 Mb3",
                &["[Castles]", "[Kf1]", "[Q-R5]", "[Mb3]"],
            ),
            ("Kxe2 Qxd8", &["[Kxe2]", "[Qxd8]"]),
            ("Castles QR-K1", &["[Castles]", "[QR-K1]"]),
            ("Castles KR-K1", &["[Castles]", "[KR-K1]"]),
            ("O-O (1. e4)", &["[O-O]", "(", "1.", "[e4]", ")"]),
            ("O-O QR", &["[O-O]", "[QR]"]),
            ("Qh4xe7+ (K)", &["[Qh4xe7+]", "(", "[K]", ")"]),
            ("dx!", &["[dx]", "!"]),
            ("Castles(QR)", &["[Castles(QR)]"]),
            ("Castles ch QR", &["[Castles ch]", "[QR]"]),
            ("e4 (e5)", &["[e4]", "(", "[e5]", ")"]),
            ("dx {c} e5", &["[dx]", "{c}", "[e5]"]),
            ("dx", &["[dx]"]),
            ("dx 1-0", &["[dx]", "1-0"]),
            ("dx 2. e5", &["[dx]", "2.", "[e5]"]),
            ("e4 ", &["[e4]"]),
            ("e4 mates", &["[e4]", "[mates]"]),
            ("e4 chx", &["[e4]", "[chx]"]),
            ("e4 e.p.x", &["[e4]", "[e.p.x]"]),
            ("e4 mat", &["[e4]", "[mat]"]),
            ("e4 d", &["[e4]", "[d]"]),
            ("e4 pe", &["[e4]", "[pe]"]),
            ("e4 Me", &["[e4]", "[Me]"]),
        ] {
            assert_eq!(words(text), expected, "{text:?}");
        }
    }

    #[test]
    fn the_fast_test_rules_out_only_what_cannot_belong() {
        // Whatever the fast test passes as another token, the careful one agrees.
        let mut checked = 0;
        for next in (b' '..=b'~').map(char::from) {
            for after in ['4', 'x', 'h', '.', 'p', 'R', ' ', ')', '-', 'a'] {
                for before in ["e4", "dx", "Castles", "O-O"] {
                    let text = format!("{before} {next}{after}");
                    if plain_token_follows(text.as_bytes(), before.len()) && !before.ends_with('x')
                    {
                        checked += 1;
                        assert_eq!(move_tail(&text, 0, before.len()), before.len(), "{text:?}");
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");
        // And the common cases stay on the fast path: a move number, a move, a comment, a
        // NAG, a glyph, the end of a variation.
        for next in [
            " 2.", " 12...", " Nf3", " e5", " exd5", " cxd4", " d6", " a6", " O-O", " {c}", " $1",
            " !?", " ?!", " ;c", " ) e4", " Kf1", " Qxd8", " Q-R5", " Mb3", " mx", " p4",
        ] {
            assert!(plain_token_follows(next.as_bytes(), 0), "{next:?}");
        }
        for next in [
            " e.p.", " ch", " mate", " Mate", " dis", " K", " QR", " (QR)", " pe", " --",
        ] {
            assert!(!plain_token_follows(next.as_bytes(), 0), "{next:?}");
        }
    }

    #[test]
    fn a_move_ends_at_white_space_and_the_starts_of_other_tokens() {
        for c in (0..0x3000).filter_map(char::from_u32) {
            let expected = c.is_whitespace() || "{}();$!?[]<>*%\"".contains(c);
            assert_eq!(ends_move(c), expected, "{c:?}");
        }
        assert_eq!(move_run_end("Nf3\u{a0}e5", 0), 3);
        assert_eq!(move_run_end("♘f3!", 0), 5);
        assert_eq!(move_run_end("Кр1e2 ", 0), 7);
        assert_eq!(skip_space(" \t\u{3000}\r\ne4", 0), 7);
    }
}
