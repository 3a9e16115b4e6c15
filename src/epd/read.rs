//! The EPD reader: the four fields through the FEN reader, then the operations, one pass.

use core::ops::Range;

use super::Opcode;
use super::error::{
    EpdTolerance, OperandExpected, OperationError, OperationErrorKind, ParseEpdError, SpacePlace,
    Tolerated,
};
use super::opcode::Takes;
use super::{Epd, EpdParser, Operand, ReadEpd};
use crate::notation::{MoveError, MoveNotation};
use crate::position::Position;
use crate::san::{SanError, SanReader};
use crate::scan::lossy;

/// The longest string operand, in bytes.
const LONGEST_STRING: usize = 255;

pub(super) fn read(parser: &EpdParser, text: &[u8]) -> Result<ReadEpd, ParseEpdError> {
    let (fen, end) = parser.fen.parse_four_fields(text)?;
    let dialect = fen.dialect();
    let tolerated = fen
        .tolerated()
        .iter()
        .map(|t| Tolerated {
            kind: EpdTolerance::Fen(t.kind),
            span: t.span.clone(),
        })
        .collect();
    let spans = *fen.spans();
    let position = fen.into_position()?;
    let strict = parser.fen.is_strict();
    let mut reader = Reader {
        text,
        pos: end,
        strict,
        san: SanReader::new().lang(parser.lang).strict(strict),
        tolerated,
    };
    let mut epd = Epd::new(position);
    reader.operations(&mut epd)?;
    // In the order of the text (a missing `;` is found before the operands are typed).
    reader.tolerated.sort_by_key(|t| t.span.start);
    Ok(ReadEpd {
        epd,
        dialect,
        tolerated: reader.tolerated,
        spans,
    })
}

/// An operand as written: a quoted string (escapes read) or a bare word.
enum Raw<'a> {
    Quoted(String),
    Bare(&'a str),
}

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    strict: bool,
    san: SanReader,
    tolerated: Vec<Tolerated>,
}

fn error(opcode: Option<&Opcode>, kind: OperationErrorKind, span: Range<usize>) -> ParseEpdError {
    OperationError::new(opcode, kind, span).into()
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn spaces(&mut self) -> Range<usize> {
        let start = self.pos;
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
        start..self.pos
    }

    /// A problem strict reading refuses and lenient reading reports.
    fn tolerate(
        &mut self,
        opcode: Option<&Opcode>,
        refused: OperationErrorKind,
        kind: EpdTolerance,
        span: Range<usize>,
    ) -> Result<(), ParseEpdError> {
        if self.strict {
            return Err(error(opcode, refused, span));
        }
        self.tolerated.push(Tolerated { kind, span });
        Ok(())
    }

    /// Every operation after the four fields, each after one space.
    fn operations(&mut self, epd: &mut Epd) -> Result<(), ParseEpdError> {
        loop {
            let run = self.spaces();
            let Some(next) = self.peek() else {
                if !run.is_empty() {
                    let kind = OperationErrorKind::StraySpace {
                        place: SpacePlace::AtEnd,
                    };
                    self.tolerate(None, kind, EpdTolerance::SpaceRun, run)?;
                }
                return Ok(());
            };
            if run.is_empty() {
                // Right after a `;` (the four fields end at a space or the end).
                let found = char::from(next);
                let kind = OperationErrorKind::NoSpace { found };
                self.tolerate(None, kind, EpdTolerance::NoSpace, self.pos..self.pos + 1)?;
            } else if run.len() > 1 {
                let kind = OperationErrorKind::SpaceRun { count: run.len() };
                self.tolerate(None, kind, EpdTolerance::SpaceRun, run)?;
            }
            self.operation(epd)?;
        }
    }

    /// A bare word: the bytes up to a space, `;` or the end.
    fn word(&mut self) -> Range<usize> {
        let start = self.pos;
        while let Some(b) = self.peek()
            && b != b' '
            && b != b';'
        {
            self.pos += 1;
        }
        start..self.pos
    }

    fn operation(&mut self, epd: &mut Epd) -> Result<(), ParseEpdError> {
        let start = self.pos;
        let span = self.word();
        let opcode = Opcode::from_ascii(&self.text[span.clone()]).ok_or_else(|| {
            // An empty word stands before `;`: point at it.
            let span = if span.is_empty() {
                start..start + 1
            } else {
                span.clone()
            };
            let found = lossy(&self.text[span.clone()]);
            error(None, OperationErrorKind::Opcode { found }, span)
        })?;
        if epd.operations.contains_key(&opcode) {
            return Err(error(Some(&opcode), OperationErrorKind::Duplicate, span));
        }
        let raw = self.operands(&opcode)?;
        let kind = opcode.kind();
        if !kind.allows(raw.len()) {
            let count = OperationErrorKind::Count {
                found: raw.len(),
                expected: kind,
            };
            return Err(error(Some(&opcode), count, start..self.pos));
        }
        let operands = self.typed(&opcode, &epd.position, raw)?;
        epd.store(opcode, operands);
        Ok(())
    }

    /// The operands up to `;` (which it moves past) or the end of the text.
    fn operands(&mut self, opcode: &Opcode) -> Result<Vec<(Raw<'a>, Range<usize>)>, ParseEpdError> {
        let mut operands = Vec::new();
        loop {
            let run = self.spaces();
            match self.peek() {
                None => {
                    let end = self.text.len();
                    let kind = OperationErrorKind::MissingSemicolon;
                    self.tolerate(Some(opcode), kind, EpdTolerance::MissingSemicolon, end..end)?;
                    return Ok(operands);
                }
                Some(b';') => {
                    if !run.is_empty() {
                        let kind = OperationErrorKind::StraySpace {
                            place: SpacePlace::BeforeSemicolon,
                        };
                        self.tolerate(Some(opcode), kind, EpdTolerance::SpaceRun, run)?;
                    }
                    self.pos += 1;
                    return Ok(operands);
                }
                Some(_) if run.len() > 1 => {
                    let kind = OperationErrorKind::SpaceRun { count: run.len() };
                    self.tolerate(Some(opcode), kind, EpdTolerance::SpaceRun, run)?;
                }
                Some(_) if run.is_empty() && !operands.is_empty() => {
                    // Only a string ends without a space, `;` or the end after it.
                    let span = self.word();
                    let kind = OperationErrorKind::Operand {
                        found: format!("{:?}", lossy(&self.text[span.clone()])),
                        expected: OperandExpected::SpaceAfterString,
                    };
                    return Err(error(Some(opcode), kind, span));
                }
                Some(_) => {}
            }
            operands.push(self.operand(opcode)?);
        }
    }

    fn operand(&mut self, opcode: &Opcode) -> Result<(Raw<'a>, Range<usize>), ParseEpdError> {
        let start = self.pos;
        if self.peek() == Some(b'"') {
            let string = self.string(opcode)?;
            return Ok((Raw::Quoted(string), start..self.pos));
        }
        let span = self.word();
        let word = text_of(&self.text[span.clone()])
            .map_err(|kind| error(Some(opcode), kind, span.clone()))?;
        Ok((Raw::Bare(word), span))
    }

    /// A quoted string, escapes read; the reader stands on its opening quote.
    fn string(&mut self, opcode: &Opcode) -> Result<String, ParseEpdError> {
        let start = self.pos;
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            match self.peek() {
                None => {
                    let kind = OperationErrorKind::UnterminatedString;
                    return Err(error(Some(opcode), kind, start..self.text.len()));
                }
                Some(b'"') => break,
                Some(b'\\') => match self.text.get(self.pos + 1).copied() {
                    Some(escaped @ (b'"' | b'\\')) => {
                        bytes.push(escaped);
                        self.pos += 2;
                    }
                    other => {
                        let found = other.map_or('\0', char::from);
                        let span = self.pos..self.pos + 1 + usize::from(other.is_some());
                        let kind = OperationErrorKind::Escape { found };
                        self.tolerate(Some(opcode), kind, EpdTolerance::Escape, span)?;
                        bytes.push(b'\\');
                        self.pos += 1;
                    }
                },
                Some(b) => {
                    bytes.push(b);
                    self.pos += 1;
                }
            }
        }
        self.pos += 1;
        let span = start..self.pos;
        let text = text_of(&bytes).and_then(short);
        let text = text.map_err(|kind| error(Some(opcode), kind, span))?;
        Ok(text.to_owned())
    }

    /// The operands as the opcode takes them.
    fn typed(
        &mut self,
        opcode: &Opcode,
        position: &Position,
        raw: Vec<(Raw<'_>, Range<usize>)>,
    ) -> Result<Vec<Operand>, ParseEpdError> {
        let kind = opcode.kind();
        let mut after = position.clone();
        let mut operands = Vec::with_capacity(raw.len());
        for (ply, (raw, span)) in raw.into_iter().enumerate() {
            let wrong = |expected| {
                let found = match &raw {
                    Raw::Quoted(text) => format!("{text:?}"),
                    Raw::Bare(word) => (*word).to_owned(),
                };
                error(
                    Some(opcode),
                    OperationErrorKind::Operand { found, expected },
                    span.clone(),
                )
            };
            let operand = match (kind, &raw) {
                (_, Raw::Bare(word)) if kind.is_moves() => {
                    let on = if kind == Takes::Variation {
                        &after
                    } else {
                        position
                    };
                    let mv = self.san.read(on, word).map_err(|err| {
                        let ply = (kind == Takes::Variation).then_some(ply + 1);
                        move_error(opcode, ply, word, err, span.start)
                    })?;
                    if kind == Takes::Variation {
                        after = after.play_unchecked(mv);
                    }
                    Operand::Move(mv)
                }
                (_, Raw::Quoted(_)) if kind.is_moves() => {
                    return Err(wrong(OperandExpected::SanMove));
                }
                (_, Raw::Bare(word)) if kind.is_integer() => match classify(word) {
                    Operand::Integer(n) if in_range(kind, n) => Operand::Integer(n),
                    _ => return Err(wrong(expected_integer(kind))),
                },
                (_, Raw::Quoted(_)) if kind.is_integer() => {
                    return Err(wrong(expected_integer(kind)));
                }
                (_, Raw::Bare(word)) if kind.is_string() => {
                    let refused = OperationErrorKind::Operand {
                        found: (*word).to_owned(),
                        expected: OperandExpected::QuotedString,
                    };
                    self.tolerate(
                        Some(opcode),
                        refused,
                        EpdTolerance::BareString,
                        span.clone(),
                    )?;
                    let word =
                        short(word).map_err(|kind| error(Some(opcode), kind, span.clone()))?;
                    Operand::String(word.to_owned())
                }
                // A string for a string opcode, `noop` or an unknown one.
                (_, Raw::Quoted(text)) => Operand::String(text.clone()),
                (_, Raw::Bare(word)) => {
                    let operand = classify(word);
                    if matches!(operand, Operand::Word(_)) && looks_like_number(word) {
                        return Err(wrong(OperandExpected::Integer));
                    }
                    operand
                }
            };
            operands.push(operand);
        }
        Ok(operands)
    }
}

/// A move's error, its span moved to where the move starts in the line.
fn move_error(
    opcode: &Opcode,
    ply: Option<usize>,
    text: &str,
    err: SanError,
    start: usize,
) -> ParseEpdError {
    let err = MoveError::from_san(MoveNotation::San, text, err);
    let span = err.span();
    let span = span.start + start..span.end + start;
    error(
        Some(opcode),
        OperationErrorKind::Move {
            ply,
            error: Box::new(err),
        },
        span,
    )
}

/// The bytes as text with no control characters, or what is wrong with them.
fn text_of(bytes: &[u8]) -> Result<&str, OperationErrorKind> {
    let text = core::str::from_utf8(bytes).map_err(|err| OperationErrorKind::NotUtf8 {
        byte: bytes.get(err.valid_up_to()).copied().unwrap_or_default(),
    })?;
    match text.chars().find(|c| c.is_control()) {
        Some(found) => Err(OperationErrorKind::Control { found }),
        None => Ok(text),
    }
}

/// The text of a string operand, if it is short enough.
fn short(text: &str) -> Result<&str, OperationErrorKind> {
    if text.len() > LONGEST_STRING {
        return Err(OperationErrorKind::StringTooLong { len: text.len() });
    }
    Ok(text)
}

/// A bare word read as an integer (`-25`, `+3`), a float (`0.5`: digits on both sides of the
/// point), or else a word.
pub(super) fn classify(word: &str) -> Operand {
    let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if all_digits(digits)
        && let Ok(n) = word.parse()
    {
        return Operand::Integer(n);
    }
    if let Some((whole, fraction)) = digits.split_once('.')
        && all_digits(whole)
        && all_digits(fraction)
        && let Ok(x) = word.parse()
    {
        return Operand::Float(x);
    }
    Operand::Word(word.to_owned())
}

/// Whether a word is an integer in form (too large to be read as one).
fn looks_like_number(word: &str) -> bool {
    let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Whether an integer is in the range the opcode gives it (PGN 16.2.5; the clocks in 32 bits).
fn in_range(kind: Takes, n: i64) -> bool {
    match kind {
        Takes::NonNegative => n >= 0,
        Takes::Positive => n >= 1,
        Takes::Centipawns => (-32767..=32766).contains(&n),
        Takes::Halfmove => u32::try_from(n).is_ok(),
        Takes::Fullmove => n >= 1 && u32::try_from(n).is_ok(),
        _ => true,
    }
}

const fn expected_integer(kind: Takes) -> OperandExpected {
    match kind {
        Takes::NonNegative => OperandExpected::NonNegative,
        Takes::Positive => OperandExpected::Positive,
        Takes::Centipawns => OperandExpected::Centipawns,
        Takes::Halfmove => OperandExpected::HalfmoveClock,
        Takes::Fullmove => OperandExpected::FullmoveNumber,
        _ => OperandExpected::Integer,
    }
}

/// Whether operands built in code fit their opcode, as the reader would have read them.
pub(super) fn check(
    position: &Position,
    kind: Takes,
    operands: &[Operand],
) -> Result<(), OperationErrorKind> {
    if !kind.allows(operands.len()) {
        return Err(OperationErrorKind::Count {
            found: operands.len(),
            expected: kind,
        });
    }
    let mut after = position.clone();
    for operand in operands {
        let wrong = |expected| OperationErrorKind::Operand {
            found: shown(operand),
            expected,
        };
        match (kind, operand) {
            (Takes::Moves | Takes::Move, Operand::Move(mv)) if position.is_legal(*mv) => {}
            (Takes::Variation, Operand::Move(mv)) if after.is_legal(*mv) => {
                after = after.play_unchecked(*mv);
            }
            (_, Operand::Move(_)) if kind.is_moves() => {
                return Err(wrong(OperandExpected::LegalMove));
            }
            (_, _) if kind.is_moves() => return Err(wrong(OperandExpected::Move)),
            (_, Operand::Integer(n)) if kind.is_integer() && in_range(kind, *n) => {}
            (_, _) if kind.is_integer() => return Err(wrong(expected_integer(kind))),
            (_, Operand::String(text)) => {
                text_of(text.as_bytes()).and_then(short)?;
            }
            (_, _) if kind.is_string() => return Err(wrong(OperandExpected::String)),
            (_, Operand::Integer(_)) => {}
            (_, Operand::Float(x)) if x.is_finite() => {}
            (_, Operand::Word(word))
                if text_of(word.as_bytes()).is_ok()
                    && !word.starts_with('"')
                    && !word.contains([' ', ';'])
                    && classify(word) == Operand::Word(word.clone()) => {}
            (_, _) => return Err(wrong(OperandExpected::Any)),
        }
    }
    Ok(())
}

/// An operand as the messages show it.
fn shown(operand: &Operand) -> String {
    match operand {
        Operand::Move(mv) => mv.to_string(),
        Operand::String(text) | Operand::Word(text) => format!("{text:?}"),
        Operand::Integer(n) => n.to_string(),
        Operand::Float(x) => x.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_words_are_integers_floats_or_words() {
        assert_eq!(classify("12"), Operand::Integer(12));
        assert_eq!(classify("-25"), Operand::Integer(-25));
        assert_eq!(classify("+3"), Operand::Integer(3));
        assert_eq!(classify("0.5"), Operand::Float(0.5));
        assert_eq!(classify("-12.25"), Operand::Float(-12.25));
        for word in [
            "1.", ".5", "1e5", "+", "-", "1.2.3", "Nf3", "12a", "inf", "NaN",
        ] {
            assert_eq!(classify(word), Operand::Word(word.to_owned()), "{word}");
        }
        assert_eq!(
            classify("99999999999999999999"),
            Operand::Word("99999999999999999999".into())
        );
        assert!(looks_like_number("99999999999999999999") && !looks_like_number("9a"));
    }

    #[test]
    fn fields_are_found_past_runs_of_spaces() {
        use crate::fen::Field;
        let text = b"  8/8/8/8/8/8/8/K6k  w   - - id \"x\";";
        let read = EpdParser::new().lenient().parse_ascii(text).unwrap();
        let spans = read.spans;
        assert_eq!(spans.get(Field::Board), 2..19);
        assert_eq!(spans.get(Field::Turn), 21..22);
        assert_eq!(spans.get(Field::Castling), 25..26);
        assert_eq!(spans.get(Field::EnPassant), 27..28);
        assert_eq!(spans.get(Field::Halfmove), 28..28);
        assert_eq!(spans.get(Field::Fullmove), 28..28);
        // An illegal position is pointed at in the field of its first problem.
        let err = EpdParser::new()
            .parse_ascii(b"4k3/8/8/8/8/8/8/4K3 w K - id \"x\";")
            .unwrap_err();
        assert_eq!(err.span(), 22..23);
    }

    #[test]
    fn a_variation_is_read_move_by_move() {
        let epd: Epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e5 Nf3;"
            .parse()
            .unwrap();
        let uci: Vec<String> = epd.variation().iter().map(ToString::to_string).collect();
        assert_eq!(uci, ["e2e4", "e7e5", "g1f3"]);
    }
}
