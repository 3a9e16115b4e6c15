//! Building a game from movetext without tags, its moves in any notation: the steps of a
//! [`walk`] taken into a [`Game`].

use super::game::Game;
use super::variant::Variant;
use crate::moves::Move;
use crate::movetext::{Step, TokenKind, WalkError, walk};
use crate::position::Position;

impl Game {
    /// A game from movetext without tags (moves in any notation, each read by `read` in its
    /// position: a [`MoveReader`](crate::notation::MoveReader) of any format, say; comments,
    /// NAGs, glyphs, variations, a result), played from `start`.
    ///
    /// ```
    /// use fenkit::{Position, notation::{MoveFormat, MoveReader}, pgn::{Game, Variant}};
    /// let game = Game::from_movetext(
    ///     "1. P-K4 P-K4 2. Kt-KB3 {the Knight's opening} 1-0",
    ///     Position::STARTING,
    ///     Variant::Standard,
    ///     |text, pos| MoveReader::new(MoveFormat::DESCRIPTIVE).lenient().read(pos, text),
    /// )?;
    /// assert_eq!(game.ply_count(), 3);
    /// assert_eq!(game.result().to_string(), "1-0");
    /// let san = MoveReader::new(MoveFormat::SAN);
    /// let err = Game::from_movetext("1. e4 1-0 e5", Position::STARTING, Variant::Standard,
    ///     |text, pos| san.read(pos, text)).unwrap_err();
    /// assert_eq!(err.to_string(), "found \"e5\" after the result, expected the end of the game");
    /// // After the result, a move that could not be played is said to be after it too.
    /// let err = Game::from_movetext("1. e4 * 2. d4", Position::STARTING, Variant::Standard,
    ///     |text, pos| san.read(pos, text)).unwrap_err();
    /// assert_eq!(err.to_string(), "found \"d4\" after the result, expected the end of the game");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`read_movetext`](Self::read_movetext).
    pub fn from_movetext<'a, E>(
        movetext: &'a str,
        start: Position,
        variant: Variant,
        read: impl FnMut(&'a str, &Position) -> Result<Move, E>,
    ) -> Result<Game, WalkError<E>> {
        let mut game = Game::new(start, variant);
        game.read_movetext(movetext, read)?;
        Ok(game)
    }

    /// Plays `movetext` on in the line being built, each move read by `read` in its position
    /// (to note what a lenient reader tolerated, say), and takes in its comments, NAGs, glyphs
    /// and variations (a variation of the movetext replaces one of its own moves). A result
    /// on its main line becomes the game's.
    ///
    /// On an error the game keeps what came before it, the variations it opened closed.
    ///
    /// ```
    /// use fenkit::{Position, notation::{MoveFormat, MoveReader}, pgn::{Game, Variant}};
    /// let mut game = Game::new(Position::STARTING, Variant::Standard);
    /// let reader = MoveReader::new(MoveFormat::UCI);
    /// let err = game.read_movetext("e2e4 e7e5 (c7c5 g1f3) g1f3 b8c3", |text, pos| reader.read(pos, text))
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "move 2... b8c3: the knight on b8 cannot move to c3");
    /// assert_eq!(game.ply_count(), 3);
    /// ```
    ///
    /// # Errors
    /// [`WalkError`] at the first token that does not read, the first move `read` refuses or
    /// that is not legal, a variation before any move of its line, a null move in check, or
    /// a move or result after the main line's result.
    pub fn read_movetext<'a, E>(
        &mut self,
        movetext: &'a str,
        read: impl FnMut(&'a str, &Position) -> Result<Move, E>,
    ) -> Result<(), WalkError<E>> {
        self.read_movetext_with(movetext, read, |_| {})
    }

    /// [`read_movetext`](Self::read_movetext), showing each step of the walk to `visit` as
    /// it is taken in (to keep the text of each move as given, say).
    ///
    /// ```
    /// use fenkit::{Position, movetext::Step, notation::{MoveFormat, MoveReader}, pgn::{Game, Variant}};
    /// let text = "1. Ng1-f3 d5 (1... Nf6) 2. g3 *";
    /// let reader = MoveReader::new(MoveFormat::SAN).lenient();
    /// let mut given = Vec::new();
    /// let mut game = Game::new(Position::STARTING, Variant::Standard);
    /// game.read_movetext_with(text, |text, pos| reader.read(pos, text), |step| {
    ///     if let Step::Move(played) = step && played.depth == 0 {
    ///         given.push(&text[played.token.span.clone()]);
    ///     }
    /// })?;
    /// assert_eq!(given, ["Ng1-f3", "d5", "g3"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`read_movetext`](Self::read_movetext).
    pub fn read_movetext_with<'a, E>(
        &mut self,
        movetext: &'a str,
        read: impl FnMut(&'a str, &Position) -> Result<Move, E>,
        mut visit: impl FnMut(Step<'a, '_>),
    ) -> Result<(), WalkError<E>> {
        let depth = self.depth();
        let mut ended = false;
        let mut after_result = None;
        let start = self.position().clone();
        let walked = walk(movetext, &start, read, |step| {
            visit(step);
            if after_result.is_some() {
                return;
            }
            let main_line = self.depth() == depth;
            match step {
                Step::Move(played) if ended => after_result = Some(played.token.span.clone()),
                Step::Other(token) => match token.kind {
                    TokenKind::Result(_) if ended => after_result = Some(token.span.clone()),
                    TokenKind::Result(result) if main_line => {
                        ended = true;
                        self.set_result(result);
                    }
                    _ => self.take(step),
                },
                Step::Move(_) => self.take(step),
            }
        });
        while self.depth() > depth {
            // Open, so it closes.
            let _ = self.end_variation();
        }
        if let Err(err) = walked {
            // Text after the result that does not read (`1-0 7. Ke3`) is said to be after it,
            // as the PGN reader says: its moves have no place to be played from.
            return Err(if ended {
                WalkError::after_result(movetext, after_result.unwrap_or(err.span()))
            } else {
                err
            });
        }
        match after_result {
            Some(span) => Err(WalkError::after_result(movetext, span)),
            None => Ok(()),
        }
    }

    /// Takes in one step of a walk of movetext whose moves were played in the line being
    /// built: a move, or a comment, NAG, glyph, escape or variation (results and move numbers
    /// are not the movetext's items).
    pub(super) fn take(&mut self, step: Step<'_, '_>) {
        let token = match step {
            Step::Move(played) => return self.play_known(played.mv, played.after.clone()),
            Step::Other(token) => token,
        };
        match token.kind {
            // The walk has checked the variations: these cannot fail.
            TokenKind::StartVariation => {
                let _ = self.start_variation();
            }
            TokenKind::EndVariation => {
                let _ = self.end_variation();
            }
            kind => self.note(&kind),
        }
    }
}
