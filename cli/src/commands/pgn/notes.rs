//! What `pgn --to json` writes of each ply besides its move: the comments after it on the main
//! line, and the commands in them (`[%clk]`, `[%emt]`, `[%eval]`), read.

use fenkit::movetext::{Step, TokenKind};
use fenkit::pgn::{Command, Eval, commands};

use super::super::json::{EvalJson, Seconds};

/// The notes of a main line, collected as it is played: one entry a ply.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    /// How deep in variations the walk stands.
    depth: u32,
    /// The comments before the first move.
    pub(crate) start_comment: Option<String>,
    pub(crate) comments: Vec<Option<String>>,
    pub(crate) clk: Vec<Option<Seconds>>,
    pub(crate) emt: Vec<Option<Seconds>>,
    pub(crate) eval: Vec<Option<EvalJson>>,
}

/// Adds a comment's text (trimmed) to the comments there, a space between.
fn add_comment(to: &mut Option<String>, text: &str) {
    let text = text.trim();
    match to {
        Some(comments) => {
            comments.push(' ');
            comments.push_str(text);
        }
        None => *to = Some(text.to_owned()),
    }
}

impl Notes {
    /// Follows one step of the game.
    pub(crate) fn step(&mut self, step: Step<'_, '_>) {
        let token = match step {
            Step::Move(played) => {
                if played.depth == 0 {
                    self.comments.push(None);
                    self.clk.push(None);
                    self.emt.push(None);
                    self.eval.push(None);
                }
                return;
            }
            Step::Other(token) => token,
        };
        let text = match token.kind {
            TokenKind::StartVariation => {
                self.depth += 1;
                return;
            }
            TokenKind::EndVariation => {
                self.depth = self.depth.saturating_sub(1);
                return;
            }
            TokenKind::Comment(text) | TokenKind::LineComment(text) if self.depth == 0 => text,
            _ => return,
        };
        let Some(ply) = self.comments.len().checked_sub(1) else {
            add_comment(&mut self.start_comment, text);
            return;
        };
        add_comment(&mut self.comments[ply], text);
        for found in commands(text) {
            match found.command {
                Ok(Command::Clock(time)) => self.clk[ply] = Some(Seconds(time)),
                Ok(Command::Elapsed(time)) => self.emt[ply] = Some(Seconds(time)),
                Ok(Command::Eval(Eval::Centipawns(cp))) => self.eval[ply] = Some(EvalJson::Cp(cp)),
                Ok(Command::Eval(Eval::Mate(n))) => self.eval[ply] = Some(EvalJson::Mate(n)),
                // Another program's command, or one that does not read: in the comment only.
                _ => {}
            }
        }
    }
}
