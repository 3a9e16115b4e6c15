//! `--chess960` and `--standard`: the castling convention of the UCI a command writes, when it
//! is not the game's own.

use clap::Args;
use fenkit::{CastlingMode, Position};

/// How UCI castling is written: by default in the game's own convention (Chess960 for a
/// Chess960 game: a Shredder-FEN, a FEN whose castling rights need Chess960, a PGN game with a
/// Chess960 `Variant` tag; standard otherwise).
#[derive(Debug, Clone, Copy, Args)]
pub(crate) struct CastlingArgs {
    /// Write UCI castling as king takes rook (`e1h1`), as an engine with UCI_Chess960 reads it
    /// (default: the game's own convention).
    #[arg(long, conflicts_with = "standard")]
    chess960: bool,
    /// Write UCI castling as king to its destination (`e1g1`), as an engine without
    /// UCI_Chess960 reads it; a castling whose king moves less than two files has no such
    /// form and stays king takes rook (default: the game's own convention).
    #[arg(long)]
    standard: bool,
}

impl CastlingArgs {
    /// The convention asked for, if any.
    pub(crate) fn mode(self) -> Option<CastlingMode> {
        if self.chess960 {
            Some(CastlingMode::Chess960)
        } else if self.standard {
            Some(CastlingMode::Standard)
        } else {
            None
        }
    }

    /// `position` in the convention asked for, or in its own.
    pub(crate) fn apply(self, position: Position) -> Position {
        match self.mode() {
            Some(mode) => position.with_castling_mode(mode),
            None => position,
        }
    }
}
