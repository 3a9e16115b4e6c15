//! Files as they come: text in Latin-1 or Windows-1252 read as UTF-8 ([`Decoder`]), and input
//! compressed with gzip, zstd or bzip2 read as it streams ([`decompress`], with the
//! `compression` feature).

use std::io::{self, BufRead, Read};

/// How the bytes of a text stand for its characters.
///
/// ```
/// use fenkit::pgn::Encoding;
/// assert_eq!("cp1252".parse::<Encoding>(), Ok(Encoding::Cp1252));
/// assert_eq!(Encoding::Latin1.to_string(), "latin1");
/// assert_eq!("ebcdic".parse::<Encoding>().unwrap_err().to_string(),
///     r#"unknown encoding "ebcdic", expected utf8, latin1, cp1252 or auto"#);
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::EnumString, strum::VariantArray,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = encoding_error
)]
#[non_exhaustive]
pub enum Encoding {
    /// UTF-8, as PGN files are today (and ASCII, which is UTF-8).
    #[strum(to_string = "utf8", serialize = "utf-8")]
    Utf8,
    /// ISO 8859-1: each byte the character of the same number.
    #[strum(to_string = "latin1", serialize = "iso-8859-1")]
    Latin1,
    /// Windows-1252, as old Windows programs wrote PGN: Latin-1 but for 0x80–0x9F, which are
    /// `€`, `‚`, `„`, `…`, `Š`, `Œ`, `‘`, `’`, `“`, `”`, `–`, `—`, `™`, `š`, `œ`, `Ÿ`….
    #[strum(to_string = "cp1252", serialize = "windows-1252")]
    Cp1252,
    /// UTF-8 as long as the bytes are UTF-8; from the first that is not, Windows-1252.
    Auto,
}

impl Encoding {
    /// Every encoding: UTF-8, Latin-1, Windows-1252, auto.
    ///
    /// ```
    /// use fenkit::pgn::Encoding;
    /// assert_eq!(Encoding::ALL.len(), 4);
    /// ```
    pub const ALL: &'static [Encoding] = <Encoding as strum::VariantArray>::VARIANTS;
}

/// The error for a name that is not an encoding (the aliases `utf-8`, `iso-8859-1` and
/// `windows-1252` are read too).
fn encoding_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Encoding,
        found,
        &["utf8", "latin1", "cp1252", "auto"],
    )
}

/// The characters of Windows-1252's bytes 0x80–0x9F; the five it leaves out (0x81, 0x8D, 0x8F,
/// 0x90, 0x9D) are the control characters of the same number, as in Latin-1.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž', '\u{8F}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}', 'ž', 'Ÿ',
];

/// The character that `byte` stands for in Windows-1252 (`windows` true) or Latin-1.
fn single_byte_char(byte: u8, windows: bool) -> char {
    match byte {
        0x80..=0x9F if windows => CP1252_HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// Reads text in an [`Encoding`] as UTF-8, streaming: a [`BufRead`] over another, for a
/// [`PgnReader`](super::PgnReader) (which takes UTF-8 only, and names the first byte that is
/// not). UTF-8 input goes through untouched.
///
/// ```
/// use std::io::Read;
/// use fenkit::pgn::{Decoder, Encoding, PgnReader};
/// let latin1 = b"[White \"M\xfcller\"]\n\n1. e4 *\n";
/// let err = PgnReader::new(&latin1[..]).next().unwrap().unwrap_err();
/// assert_eq!(err.to_string(), "game 1, M\u{fffd}ller - ? (line 1, column 10): found the byte 0xFC, which is not UTF-8, \
///     expected UTF-8 text (is the file in Latin-1 or Windows-1252?)");
/// let game = PgnReader::new(Decoder::new(&latin1[..], Encoding::Latin1)).next().unwrap()?;
/// assert_eq!(game.tags().get("White"), Some("Müller"));
///
/// let mut auto = Decoder::new(&b"caf\xc3\xa9 \x93quoted\x94"[..], Encoding::Auto);
/// let mut text = String::new();
/// auto.read_to_string(&mut text)?;
/// assert_eq!(text, "café “quoted”");
/// assert_eq!(auto.fell_back_at(), Some(6));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Decoder<R> {
    input: R,
    encoding: Encoding,
    /// Decoded text, given from `at`.
    out: Vec<u8>,
    at: usize,
    /// The start of a UTF-8 character cut by the end of the input's buffer (auto).
    carry: Vec<u8>,
    /// Bytes of the input taken so far.
    taken: u64,
    /// Where auto found the first byte that is not UTF-8.
    fell_back: Option<u64>,
}

impl<R: BufRead> Decoder<R> {
    /// Reads `input` as text in `encoding`.
    pub fn new(input: R, encoding: Encoding) -> Decoder<R> {
        Decoder {
            input,
            encoding,
            out: Vec::new(),
            at: 0,
            carry: Vec::new(),
            taken: 0,
            fell_back: None,
        }
    }

    /// With [`Encoding::Auto`], the offset in the input of the first byte that was not UTF-8,
    /// from which on the text is read as Windows-1252; `None` while all was UTF-8.
    #[must_use]
    pub fn fell_back_at(&self) -> Option<u64> {
        self.fell_back
    }

    /// The input.
    pub fn get_ref(&self) -> &R {
        &self.input
    }

    /// Decodes the next piece of the input into `out` (empty at the end).
    fn refill(&mut self) -> io::Result<()> {
        self.out.clear();
        self.at = 0;
        while self.out.is_empty() {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return Err(err),
            };
            let len = buffer.len();
            if len == 0 {
                // A character cut by the end of the input is not UTF-8.
                let carry = core::mem::take(&mut self.carry);
                self.single_bytes(&carry, self.taken - carry.len() as u64);
                return Ok(());
            }
            let start = self.taken - self.carry.len() as u64;
            match self.encoding {
                Encoding::Utf8 => self.out.extend_from_slice(buffer),
                Encoding::Latin1 | Encoding::Cp1252 => {
                    let windows = self.encoding == Encoding::Cp1252;
                    push_single_bytes(&mut self.out, buffer, windows);
                }
                Encoding::Auto if self.fell_back.is_some() => {
                    push_single_bytes(&mut self.out, buffer, true);
                }
                Encoding::Auto => {
                    self.out.append(&mut self.carry);
                    self.out.extend_from_slice(buffer);
                }
            }
            self.input.consume(len);
            self.taken += len as u64;
            if self.encoding == Encoding::Auto && self.fell_back.is_none() {
                self.check_utf8(start);
            }
        }
        Ok(())
    }

    /// Keeps the UTF-8 of `out` (which starts at byte `start` of the input); from its first
    /// byte that is not UTF-8 on, reads Windows-1252. A character cut at the end waits for the
    /// next piece.
    fn check_utf8(&mut self, start: u64) {
        let Err(err) = core::str::from_utf8(&self.out) else {
            return;
        };
        let valid = err.valid_up_to();
        let rest = self.out.split_off(valid);
        if err.error_len().is_none() {
            self.carry = rest;
        } else {
            self.single_bytes(&rest, start + valid as u64);
        }
    }

    /// Decodes `bytes` (from byte `start` of the input) as Windows-1252: auto has fallen back.
    fn single_bytes(&mut self, bytes: &[u8], start: u64) {
        if bytes.is_empty() {
            return;
        }
        self.fell_back.get_or_insert(start);
        push_single_bytes(&mut self.out, bytes, true);
    }
}

/// Appends `bytes` read as Windows-1252 (`windows`) or Latin-1, in UTF-8.
pub(super) fn push_single_bytes(out: &mut Vec<u8>, bytes: &[u8], windows: bool) {
    for &byte in bytes {
        if byte.is_ascii() {
            out.push(byte);
        } else {
            let mut utf8 = [0; 4];
            let c = single_byte_char(byte, windows);
            out.extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
        }
    }
}

impl<R: BufRead> Read for Decoder<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        read_buffered(self, buf)
    }
}

/// [`Read::read`] for a reader whose bytes come from its own [`BufRead`] buffer.
pub(super) fn read_buffered(input: &mut impl BufRead, buf: &mut [u8]) -> io::Result<usize> {
    let available = input.fill_buf()?;
    let len = available.len().min(buf.len());
    buf[..len].copy_from_slice(&available[..len]);
    input.consume(len);
    Ok(len)
}

impl<R: BufRead> BufRead for Decoder<R> {
    #[inline]
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.encoding == Encoding::Utf8 {
            return self.input.fill_buf();
        }
        if self.at == self.out.len() {
            self.refill()?;
        }
        Ok(&self.out[self.at..])
    }

    #[inline]
    fn consume(&mut self, amount: usize) {
        if self.encoding == Encoding::Utf8 {
            self.input.consume(amount);
        } else {
            self.at = (self.at + amount).min(self.out.len());
        }
    }
}

/// How an input is compressed.
#[cfg(feature = "compression")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::EnumString)]
#[strum(
    serialize_all = "lowercase",
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = compression_error
)]
#[non_exhaustive]
pub enum Compression {
    /// Not compressed.
    None,
    /// gzip (`.gz`): starts with 1F 8B.
    Gzip,
    /// Zstandard (`.zst`, as lichess ships its databases): starts with 28 B5 2F FD.
    Zstd,
    /// bzip2 (`.bz2`): starts with `BZh`.
    Bzip2,
}

/// The error for a name that is not a compression's.
#[cfg(feature = "compression")]
fn compression_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Compression,
        found,
        &["none", "gzip", "zstd", "bzip2"],
    )
}

/// The input with the bytes read to tell its compression put back before it.
#[cfg(feature = "compression")]
type Peeked<R> = io::Chain<io::Cursor<Vec<u8>>, R>;

/// An input decompressed as it is read: see [`decompress`].
#[cfg(feature = "compression")]
pub struct Decompressed<R: BufRead> {
    inner: Inner<R>,
}

#[cfg(feature = "compression")]
enum Inner<R: BufRead> {
    Plain(Peeked<R>),
    Gzip(io::BufReader<flate2::bufread::MultiGzDecoder<Peeked<R>>>),
    Zstd(io::BufReader<zstd::stream::read::Decoder<'static, Peeked<R>>>),
    Bzip2(io::BufReader<bzip2::bufread::MultiBzDecoder<Peeked<R>>>),
}

#[cfg(feature = "compression")]
impl<R: BufRead> core::fmt::Debug for Decompressed<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Decompressed")
            .field("compression", &self.compression())
            .finish_non_exhaustive()
    }
}

/// The decompressed text's buffer: as large as a reader of large files wants.
#[cfg(feature = "compression")]
const DECOMPRESSED_BUFFER: usize = 1 << 17;

/// Reads `input` decompressed when it is compressed with gzip, zstd or bzip2, told by its
/// first bytes (not by a file name: stdin works too), as it streams, in memory that does not
/// grow with the input; input that is not compressed goes through as it is. Files of several
/// compressed parts joined (`cat a.gz b.gz`) read whole. With the `compression` feature.
///
/// ```
/// use std::io::Write;
/// use fenkit::pgn::{Compression, PgnReader, decompress};
/// let pgn = "[Event \"a\"]\n\n1. e4 e5 *\n".repeat(100);
/// let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
/// gz.write_all(pgn.as_bytes())?;
/// let gz = gz.finish()?;
/// let input = decompress(gz.as_slice())?;
/// assert_eq!(input.compression(), Compression::Gzip);
/// assert_eq!(PgnReader::new(input).count(), 100);
/// assert_eq!(decompress(pgn.as_bytes())?.compression(), Compression::None);
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
/// The input's error reading its first bytes, or the decompressor's starting.
#[cfg(feature = "compression")]
pub fn decompress<R: BufRead>(mut input: R) -> io::Result<Decompressed<R>> {
    let mut head = Vec::with_capacity(4);
    while head.len() < 4 {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if buffer.is_empty() {
            break;
        }
        let n = buffer.len().min(4 - head.len());
        head.extend_from_slice(&buffer[..n]);
        input.consume(n);
    }
    let kind = if head.starts_with(&[0x1F, 0x8B]) {
        Compression::Gzip
    } else if head.starts_with(&[0x28, 0xB5, 0x2F, 0xFD]) {
        Compression::Zstd
    } else if head.starts_with(b"BZh") {
        Compression::Bzip2
    } else {
        Compression::None
    };
    let peeked = io::Cursor::new(head).chain(input);
    let buffered = |read| io::BufReader::with_capacity(DECOMPRESSED_BUFFER, read);
    let inner = match kind {
        Compression::None => Inner::Plain(peeked),
        Compression::Gzip => Inner::Gzip(buffered(flate2::bufread::MultiGzDecoder::new(peeked))),
        Compression::Zstd => Inner::Zstd(io::BufReader::with_capacity(
            DECOMPRESSED_BUFFER,
            zstd::stream::read::Decoder::with_buffer(peeked)?,
        )),
        Compression::Bzip2 => Inner::Bzip2(io::BufReader::with_capacity(
            DECOMPRESSED_BUFFER,
            bzip2::bufread::MultiBzDecoder::new(peeked),
        )),
    };
    Ok(Decompressed { inner })
}

#[cfg(feature = "compression")]
impl<R: BufRead> Decompressed<R> {
    /// How the input was compressed.
    #[must_use]
    pub fn compression(&self) -> Compression {
        match self.inner {
            Inner::Plain(_) => Compression::None,
            Inner::Gzip(_) => Compression::Gzip,
            Inner::Zstd(_) => Compression::Zstd,
            Inner::Bzip2(_) => Compression::Bzip2,
        }
    }
}

#[cfg(feature = "compression")]
impl<R: BufRead> Read for Decompressed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match &mut self.inner {
            Inner::Plain(r) => r.read(buf),
            Inner::Gzip(r) => r.read(buf),
            Inner::Zstd(r) => r.read(buf),
            Inner::Bzip2(r) => r.read(buf),
        }
    }
}

#[cfg(feature = "compression")]
impl<R: BufRead> BufRead for Decompressed<R> {
    #[inline]
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match &mut self.inner {
            Inner::Plain(r) => r.fill_buf(),
            Inner::Gzip(r) => r.fill_buf(),
            Inner::Zstd(r) => r.fill_buf(),
            Inner::Bzip2(r) => r.fill_buf(),
        }
    }

    #[inline]
    fn consume(&mut self, amount: usize) {
        match &mut self.inner {
            Inner::Plain(r) => r.consume(amount),
            Inner::Gzip(r) => r.consume(amount),
            Inner::Zstd(r) => r.consume(amount),
            Inner::Bzip2(r) => r.consume(amount),
        }
    }
}
