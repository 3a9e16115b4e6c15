//! Writing movetext in PGN export spacing.

use core::fmt::{self, Write};

use super::token::TokenKind;
use super::walk::{MoveNumber, Step, WalkError, walk};
use crate::moves::Move;
use crate::piece::Color;
use crate::position::Position;

/// What was written last, for the spacing of the next token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    Nothing,
    Move,
    /// A token after which a Black move needs its number again (`5... Nf6`): an annotation
    /// (a comment or a NAG, PGN 8.2.2.2), a variation's start or end, an escape.
    Break,
    /// A token that needs the line to end after it (`;` comment, `%` escape).
    LineEnd,
    Other,
}

/// Writes movetext token by token, in PGN export spacing: one space between tokens, a glyph
/// glued to its move (`e4!`), a line break after a `;` comment and around a `%` escape line.
///
/// Moves given with [`write_move`](MovetextWriter::write_move) get their numbers: `1. e4 e5
/// 2. Nf3`, and `5... Nf6` for a Black move that starts a line or follows a comment, a NAG or
/// a variation (PGN 8.2.2.2). How a move is written is the caller's choice, so any notation fits.
///
/// ```
/// use fenkit::{Color, movetext::{MovetextWriter, MoveNumber, TokenKind}};
/// let mut w = MovetextWriter::new(String::new());
/// w.write_move(MoveNumber { number: 5, color: Color::Black }, "Nf6")?;
/// w.write_move(MoveNumber { number: 6, color: Color::White }, "e5")?;
/// w.write_token(&TokenKind::Comment(" sharp "))?;
/// w.write_move(MoveNumber { number: 6, color: Color::Black }, "Nd5")?;
/// w.write_token(&TokenKind::Nag(1))?;
/// w.write_move(MoveNumber { number: 7, color: Color::White }, "Nxc6")?;
/// w.write_token(&TokenKind::Nag(2))?;
/// w.write_move(MoveNumber { number: 7, color: Color::Black }, "bxc6")?;
/// assert_eq!(w.finish(), "5... Nf6 6. e5 { sharp } 6... Nd5 $1 7. Nxc6 $2 7... bxc6");
/// # Ok::<(), std::fmt::Error>(())
/// ```
#[derive(Debug)]
pub struct MovetextWriter<W> {
    out: W,
    last: Last,
}

impl<W: Write> MovetextWriter<W> {
    /// A writer into `out` (a `String`, or any [`fmt::Write`]).
    pub fn new(out: W) -> MovetextWriter<W> {
        MovetextWriter {
            out,
            last: Last::Nothing,
        }
    }

    /// The space or line break before the next token.
    fn separate(&mut self, glued: bool) -> fmt::Result {
        match self.last {
            Last::Nothing => Ok(()),
            Last::LineEnd => self.out.write_char('\n'),
            Last::Move if glued => Ok(()),
            _ => self.out.write_char(' '),
        }
    }

    /// Writes a move with its number before it where PGN export wants one: before every White
    /// move, and before a Black move that starts the text or follows a comment, a NAG, a
    /// variation or an escape.
    ///
    /// # Errors
    /// When `out` fails.
    pub fn write_move(&mut self, number: MoveNumber, text: &str) -> fmt::Result {
        if number.color == Color::White || self.last != Last::Move && self.last != Last::Other {
            self.separate(false)?;
            write!(self.out, "{number}")?;
            self.last = Last::Other;
        }
        self.separate(false)?;
        self.out.write_str(text)?;
        self.last = Last::Move;
        Ok(())
    }

    /// Writes a token as it is ([`TokenKind`]'s `Display`), move numbers and moves included.
    ///
    /// # Errors
    /// When `out` fails.
    pub fn write_token(&mut self, token: &TokenKind<'_>) -> fmt::Result {
        let glued = matches!(token, TokenKind::Glyph(_));
        if matches!(token, TokenKind::Escape(_)) && self.last != Last::Nothing {
            self.out.write_char('\n')?;
            self.last = Last::Nothing;
        }
        self.separate(glued)?;
        write!(self.out, "{token}")?;
        self.last = match token {
            TokenKind::Move(_) | TokenKind::NullMove => Last::Move,
            TokenKind::LineComment(_) | TokenKind::Escape(_) => Last::LineEnd,
            TokenKind::Comment(_)
            | TokenKind::Nag(_)
            | TokenKind::StartVariation
            | TokenKind::EndVariation => Last::Break,
            // A glyph is part of its move's symbol (PGN 8.2.3.8), no annotation between moves.
            TokenKind::MoveNumber { .. } | TokenKind::Glyph(_) | TokenKind::Result(_) => {
                Last::Other
            }
        };
        Ok(())
    }

    /// The output, ended by a line break if the last token needs one.
    pub fn finish(mut self) -> W {
        if self.last == Last::LineEnd {
            // A `String` never fails; another writer's error is its own to report.
            let _ = self.out.write_char('\n');
        }
        self.out
    }
}

/// Writes tokens as they are, in PGN export spacing, into a `String`: what [`tokens`] reads
/// back to the same tokens.
///
/// [`tokens`]: super::tokens
///
/// ```
/// use fenkit::movetext::{tokens, write_tokens};
/// let kinds: Vec<_> = tokens("1.e4 e5!?(1...c5) 2.Cf3 ½-½").map(|t| t.map(|t| t.kind)).collect::<Result<_, _>>()?;
/// assert_eq!(write_tokens(&kinds), "1. e4 e5!? ( 1... c5 ) 2. Cf3 1/2-1/2");
/// # Ok::<(), fenkit::movetext::ParseMovetextError>(())
/// ```
#[must_use]
pub fn write_tokens(tokens: &[TokenKind<'_>]) -> String {
    let mut w = MovetextWriter::new(String::new());
    for token in tokens {
        // Writing into a String cannot fail.
        let _ = w.write_token(token);
    }
    w.finish()
}

/// Rewrites movetext: plays it with `read` (as [`walk`] does) and writes every move with
/// `write`, in PGN export spacing with the move numbers the positions give. Comments, glyphs,
/// NAGs, escapes, variations and the result are carried over; the text's own move numbers
/// are replaced.
///
/// ```
/// use fenkit::{Position, iccf::IccfMove, movetext::notate};
/// let text = notate(
///     "1.5254 3735 {the Sicilian} 2.7163",
///     &Position::STARTING,
///     |text, pos| text.parse::<IccfMove>().map_err(|e| e.to_string())?.to_move(pos).map_err(|e| e.to_string()),
///     |mv, _| Ok(mv.to_string()),
/// )?;
/// assert_eq!(text, "1. e2e4 c7c5 {the Sicilian} 2. g1f3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`WalkError`] as [`walk`] gives it, or with the error of `write` for the first move it
/// cannot write.
pub fn notate<'a, E, R, F>(
    movetext: &'a str,
    start: &Position,
    read: R,
    mut write: F,
) -> Result<String, WalkError<E>>
where
    R: FnMut(&'a str, &Position) -> Result<Move, E>,
    F: FnMut(Move, &Position) -> Result<String, E>,
{
    let mut out = MovetextWriter::new(String::new());
    let mut failed: Option<WalkError<E>> = None;
    walk(movetext, start, read, |step| {
        if failed.is_some() {
            return;
        }
        // Writing into a String cannot fail.
        let _ = match step {
            Step::Move(played) => match played.mv.map(|mv| write(mv, played.before)) {
                None => out.write_move(played.number(), "--"),
                Some(Ok(text)) => out.write_move(played.number(), &text),
                Some(Err(e)) => {
                    failed = Some(WalkError::writing(
                        played.token,
                        played.number(),
                        movetext,
                        e,
                    ));
                    Ok(())
                }
            },
            Step::Other(token) => out.write_token(&token.kind),
        };
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(out.finish()),
    }
}
