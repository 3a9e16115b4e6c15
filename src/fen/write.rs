//! The FEN writer: one dialect, one en passant policy, appended to a `String`.

use crate::dialect::{Dialect, DialectKind, LossyConversion, castling_bytes};
use crate::en_passant::EpPolicy;
use crate::setup::Setup;

/// Writes FEN in a chosen dialect with a chosen en passant policy.
///
/// Settings are a `Copy` value with `const` builders, so a writer can live in a `static`;
/// [`dialect`](Self::dialect) takes a dialect type or a [`DialectKind`].
///
/// ```
/// use fenkit::dialect::Shredder;
/// use fenkit::fen::FenWriter;
/// use fenkit::{EpPolicy, Position};
/// static SHREDDER: FenWriter<Shredder> = FenWriter::new().dialect(Shredder).en_passant(EpPolicy::Legal);
/// let pos: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
/// assert_eq!(SHREDDER.write(pos.setup())?, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct FenWriter<D: Dialect = DialectKind> {
    dialect: D,
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
}

impl<D: Dialect> FenWriter<D> {
    /// Writes this dialect.
    pub const fn dialect<E: Dialect>(self, dialect: E) -> FenWriter<E> {
        FenWriter {
            dialect,
            ep: self.ep,
        }
    }

    /// Writes the en passant square by this policy.
    pub const fn en_passant(self, ep: EpPolicy) -> FenWriter<D> {
        FenWriter { ep, ..self }
    }

    /// The FEN of a setup.
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    #[inline]
    pub fn write(&self, setup: &Setup) -> Result<String, LossyConversion> {
        let mut out = String::with_capacity(96);
        self.append(setup, &mut out)?;
        Ok(out)
    }

    /// Appends the FEN of a setup to `out` (nothing is appended on error).
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    #[inline]
    pub fn append(&self, setup: &Setup, out: &mut String) -> Result<(), LossyConversion> {
        append(self.dialect.kind(), self.ep, setup, out)
    }
}

/// [`FenWriter::append`] with the dialect as a run-time value, compiled once in this crate
/// whatever dialect type a caller names.
fn append(
    dialect: DialectKind,
    ep: EpPolicy,
    setup: &Setup,
    out: &mut String,
) -> Result<(), LossyConversion> {
    let (castling, len) = castling_bytes(dialect, &setup.castling, &setup.board)?;
    let mut line = Line {
        bytes: [0; LONGEST],
        len: 0,
    };
    if let Some((placement, _)) = line.bytes.split_first_chunk_mut() {
        line.len = setup.board.placement_bytes(placement);
    }
    let [c0, c1, c2, c3] = castling;
    let turn = setup.turn.char() as u8;
    line.put([b' ', turn, b' ', c0, c1, c2, c3, 0], 3 + len);
    match setup.ep_square_for(ep) {
        Some(square) => {
            let (file, rank) = (square.file().char() as u8, square.rank().char() as u8);
            line.put([b' ', file, rank, b' ', 0, 0, 0, 0], 4);
        }
        None => line.put(*b" - \0\0\0\0\0", 3),
    }
    line.push_number(setup.halfmoves);
    line.put(*b" \0\0\0\0\0\0\0", 1);
    line.push_number(setup.fullmoves.get());
    out.push_str(line.as_str());
    Ok(())
}

/// The longest FEN, `8 × 8 + 7` bytes of placement and ` w KQkq e3 4294967295 4294967295`,
/// with room for 8 scratch bytes after it.
const LONGEST: usize = 128;

/// One FEN line, built as ASCII bytes on the stack.
// Aligned, with zeros after the text: decision 0012 (the UTF-8 check in whole blocks).
#[repr(align(16))]
struct Line {
    bytes: [u8; LONGEST],
    len: usize,
}

impl Line {
    /// The line as text, checked as UTF-8 with the zeros after it (valid UTF-8) up to a
    /// multiple of 16 bytes.
    fn as_str(&self) -> &str {
        let checked = self
            .bytes
            .get(..self.len.next_multiple_of(16))
            .unwrap_or_default();
        let text = core::str::from_utf8(checked).unwrap_or_default();
        text.get(..self.len).unwrap_or_default()
    }

    /// Appends the first `len` of these bytes (writing all 8).
    #[inline(always)]
    fn put(&mut self, bytes: [u8; 8], len: usize) {
        if let Some(slot) = self.bytes.get_mut(self.len..self.len + 8) {
            slot.copy_from_slice(&bytes);
            self.len += len;
        }
    }

    // Always inlined: out of line, the length would go through memory on every byte.
    #[inline(always)]
    fn push_number(&mut self, n: u32) {
        if n < 10 {
            return self.put([b'0' + n as u8, 0, 0, 0, 0, 0, 0, 0], 1);
        }
        if n < 100 {
            let (tens, ones) = (n / 10, n % 10);
            return self.put([b'0' + tens as u8, b'0' + ones as u8, 0, 0, 0, 0, 0, 0], 2);
        }
        self.push_long_number(n);
    }

    /// [`push_number`](Self::push_number) of 100 or more, out of the way of the usual clocks.
    fn push_long_number(&mut self, mut n: u32) {
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
        let digits = &digits[i..];
        if let Some(slot) = self.bytes.get_mut(self.len..self.len + digits.len()) {
            slot.copy_from_slice(digits);
            self.len += digits.len();
        }
    }
}
