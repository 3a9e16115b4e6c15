//! The FEN writer: one dialect, one en passant policy, appended to a `String`.

use crate::dialect::{Dialect, DialectKind, LossyConversion};
use crate::en_passant::EpPolicy;
use crate::setup::Setup;

/// Writes FEN in a chosen dialect with a chosen en passant policy.
///
/// Settings are a `Copy` value with `const` builders, so a writer can live in a `static`.
///
/// ```
/// use fenkit::fen::FenWriter;
/// use fenkit::{DialectKind, EpPolicy, Position};
/// static SHREDDER: FenWriter = FenWriter::new().dialect(DialectKind::Shredder).en_passant(EpPolicy::Legal);
/// let pos: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
/// assert_eq!(SHREDDER.write(pos.setup())?, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct FenWriter {
    dialect: DialectKind,
    ep: EpPolicy,
}

impl Default for FenWriter {
    fn default() -> FenWriter {
        FenWriter::new()
    }
}

impl FenWriter {
    /// X-FEN (standard FEN wherever that can express the rights), en passant square kept.
    pub const fn new() -> FenWriter {
        FenWriter {
            dialect: DialectKind::XFen,
            ep: EpPolicy::Keep,
        }
    }

    /// Writes this dialect.
    pub const fn dialect(self, dialect: DialectKind) -> FenWriter {
        FenWriter { dialect, ..self }
    }

    /// Writes the en passant square by this policy.
    pub const fn en_passant(self, ep: EpPolicy) -> FenWriter {
        FenWriter { ep, ..self }
    }

    /// The FEN of a setup.
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn write(&self, setup: &Setup) -> Result<String, LossyConversion> {
        let mut out = String::with_capacity(96);
        self.append(setup, &mut out)?;
        Ok(out)
    }

    /// Appends the FEN of a setup to `out` (nothing is appended on error).
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn append(&self, setup: &Setup, out: &mut String) -> Result<(), LossyConversion> {
        self.dialect
            .check_expressible(&setup.castling, &setup.board)?;
        self.append_unchecked(setup, out);
        Ok(())
    }

    /// Appends without checking that the dialect can express the rights.
    pub(crate) fn append_unchecked(&self, setup: &Setup, out: &mut String) {
        setup.board.write_placement(out);
        out.push(' ');
        out.push(setup.turn.char());
        out.push(' ');
        self.dialect
            .write_castling(&setup.castling, &setup.board, out);
        out.push(' ');
        match setup.ep_square_for(self.ep) {
            Some(square) => {
                out.push(square.file().char());
                out.push(square.rank().char());
            }
            None => out.push('-'),
        }
        out.push(' ');
        push_number(out, setup.halfmoves);
        out.push(' ');
        push_number(out, setup.fullmoves.get());
    }
}

fn push_number(out: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(d as char);
    }
}
