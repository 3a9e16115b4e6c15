//! The position argument that `perft` and `moves` share: a FEN (or `startpos`), how to read it,
//! and how to write castling moves in UCI.

use clap::Args;
use fenkit::{Position, Problem};

use super::castling::CastlingArgs;
use super::{Failure, FenArgument, FenInput};

/// A position to generate moves in.
#[derive(Debug, Args)]
pub(crate) struct GameArgs {
    #[command(flatten)]
    castling: CastlingArgs,
    #[command(flatten)]
    input: FenInput,
}

impl GameArgs {
    /// The position, in the castling convention its UCI is written in (its own unless
    /// `--chess960` or `--standard` says). A check no single move could give (some published
    /// perft suites have one) is a warning here, not an error: the moves are still well
    /// defined.
    pub(crate) fn read(&self) -> Result<Position, Failure> {
        let (fen, text) = self.input.read()?;
        let position = fen.into_position().or_else(|err| {
            let impossible_check = |p: &Problem| matches!(p, Problem::ImpossibleCheck { .. });
            if !err.problems().iter().all(impossible_check) {
                return Err(FenArgument::reject(&err, &text));
            }
            for located in err.located() {
                let warning = format!("warning: {}; counting its moves anyway", located.problem);
                text.show(&warning, located.span);
            }
            err.ignore_impossible_check()
                .map_err(|err| FenArgument::reject(&err, &text))
        })?;
        Ok(self.castling.apply(position))
    }
}
