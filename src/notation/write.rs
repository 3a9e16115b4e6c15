//! Writing a move in any notation.

use super::error::{MoveError, MoveErrorKind};
use super::{MoveFormat, MoveNotation};
use crate::castling::CastlingMode;
use crate::descriptive;
use crate::moves::Move;
use crate::position::Position;
use crate::san::SanWriter;

/// Writes legal moves in one [`MoveFormat`]. A `Copy` value with `const` settings, so it can
/// live in a `static`.
///
/// Every notation writes one canonical text for a move, which a strict
/// [`MoveReader`](super::MoveReader) of the same format reads back.
///
/// ```
/// use fenkit::{Lang, Position, notation::{MoveFormat, MoveNotation, MoveWriter}};
/// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
/// let castle = pos.castling_move(fenkit::CastlingSide::Queen).unwrap();
/// let lan = MoveFormat::new(MoveNotation::Lan, Lang::De)?;
/// assert_eq!(MoveWriter::new(lan).write(&pos, castle)?, "O-O-O");
/// assert_eq!(MoveWriter::new(MoveFormat::UCI).write(&pos, castle)?, "e1c1");
/// assert_eq!(MoveWriter::new(MoveFormat::ICCF).write(&pos, castle)?, "5131");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct MoveWriter {
    format: MoveFormat,
    castling: Option<CastlingMode>,
}

impl MoveWriter {
    /// A writer of `format`; UCI castling in each position's own mode
    /// ([`Position::castling_mode`]) unless [`castling`](Self::castling) says.
    pub const fn new(format: MoveFormat) -> MoveWriter {
        MoveWriter {
            format,
            castling: None,
        }
    }

    /// How UCI writes castling, whatever the position's own mode says (the caller's word, as a
    /// CLI's `--chess960` or `--standard`).
    ///
    /// ```
    /// use fenkit::{Position, notation::{MoveFormat, MoveWriter}, uci::CastlingMode};
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
    /// let castle = pos.castling_move(fenkit::CastlingSide::King).unwrap();
    /// let chess960 = MoveWriter::new(MoveFormat::UCI).castling(CastlingMode::Chess960);
    /// assert_eq!(chess960.write(&pos, castle)?, "e1h1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn castling(self, mode: CastlingMode) -> MoveWriter {
        MoveWriter {
            castling: Some(mode),
            ..self
        }
    }

    /// The format written.
    #[must_use]
    pub const fn format(self) -> MoveFormat {
        self.format
    }

    /// Writes `mv`, a legal move of `pos`.
    ///
    /// ```
    /// use fenkit::{Move, Position, notation::{MoveFormat, MoveWriter}};
    /// let e5 = Move::Normal { from: "e2".parse()?, to: "e5".parse()?, promotion: None };
    /// let err = MoveWriter::new(MoveFormat::SAN).write(&Position::STARTING, e5).unwrap_err();
    /// assert_eq!(err.to_string(), "e2e5: the pawn on e2 cannot move to e5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError`] when `mv` is not legal in `pos`, or when the notation has no way to
    /// write it (ICCF numeric and Chess960 castling).
    pub fn write(&self, pos: &Position, mv: Move) -> Result<String, MoveError> {
        let notation = self.format.notation;
        if let Some(reason) = pos.why_illegal_move(mv) {
            let err = crate::legality::IllegalMoveError::new(mv, reason);
            return Err(MoveError::from_illegal(notation, &err));
        }
        Ok(match notation {
            MoveNotation::San | MoveNotation::Lan | MoveNotation::Fan => {
                let mut writer = SanWriter::new().lang(self.format.lang);
                if let Some(algebraic) = notation.algebraic() {
                    writer = writer.notation(algebraic);
                }
                writer.write(pos, mv).to_string()
            }
            MoveNotation::Uci => {
                let mode = self.castling.unwrap_or(pos.castling_mode());
                mv.to_uci(mode).to_string()
            }
            MoveNotation::Iccf => match mv.to_iccf() {
                Ok(iccf) => iccf.to_string(),
                Err(err) => {
                    let text = mv.to_string();
                    let kind = MoveErrorKind::Inexpressible(err);
                    return Err(MoveError::new(notation, &text, 0..text.len(), kind));
                }
            },
            MoveNotation::Descriptive => descriptive::write(pos, mv)
                .map_err(|err| MoveError::from_illegal(notation, &err))?,
        })
    }
}
