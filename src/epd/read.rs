//! The EPD reader: the four fields through the FEN reader, then the operations, one pass.

use core::ops::Range;

use super::Opcode;
use super::error::{OperationError, OperationErrorKind, ParseEpdError, Tolerance, Tolerated};
use super::opcode::Kind;
use super::{Epd, EpdParser, Operand, ReadEpd};
use crate::fen::Field;
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
            kind: Tolerance::Fen(t.kind),
            span: t.span.clone(),
        })
        .collect();
    let position = fen.into_position().map_err(|error| {
        let field = error
            .problems()
            .first()
            .map_or(Field::Board, Field::of_problem);
        let span = field_span(&text[..end], field);
        ParseEpdError::Illegal { error, span }
    })?;
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
    })
}

/// The byte range of one of the four fields (runs of spaces may separate them, and come first).
fn field_span(fields: &[u8], field: Field) -> Range<usize> {
    let index = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
    let mut words = fields
        .split(|&b| b == b' ')
        .scan(0, |start, word| {
            let span = *start..*start + word.len();
            *start = span.end + 1;
            Some(span)
        })
        .filter(|span| !span.is_empty());
    words.nth(index).unwrap_or(fields.len()..fields.len())
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
        kind: Tolerance,
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
                        place: "at the end",
                    };
                    self.tolerate(None, kind, Tolerance::SpaceRun, run)?;
                }
                return Ok(());
            };
            if run.is_empty() {
                // Right after a `;` (the four fields end at a space or the end).
                let found = char::from(next);
                let kind = OperationErrorKind::NoSpace { found };
                self.tolerate(None, kind, Tolerance::NoSpace, self.pos..self.pos + 1)?;
            } else if run.len() > 1 {
                let kind = OperationErrorKind::SpaceRun { count: run.len() };
                self.tolerate(None, kind, Tolerance::SpaceRun, run)?;
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
        if !kind.takes(raw.len()) {
            let count = OperationErrorKind::Count {
                found: raw.len(),
                expected: kind.expected(),
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
                    self.tolerate(Some(opcode), kind, Tolerance::MissingSemicolon, end..end)?;
                    return Ok(operands);
                }
                Some(b';') => {
                    if !run.is_empty() {
                        let kind = OperationErrorKind::StraySpace {
                            place: "before ';'",
                        };
                        self.tolerate(Some(opcode), kind, Tolerance::SpaceRun, run)?;
                    }
                    self.pos += 1;
                    return Ok(operands);
                }
                Some(_) if run.len() > 1 => {
                    let kind = OperationErrorKind::SpaceRun { count: run.len() };
                    self.tolerate(Some(opcode), kind, Tolerance::SpaceRun, run)?;
                }
                Some(_) if run.is_empty() && !operands.is_empty() => {
                    // Only a string ends without a space, `;` or the end after it.
                    let span = self.word();
                    let kind = OperationErrorKind::Operand {
                        found: format!("{:?}", lossy(&self.text[span.clone()])),
                        expected: "a space or ';' after the string",
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
                        self.tolerate(Some(opcode), kind, Tolerance::Escape, span)?;
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
                (Kind::Moves | Kind::Move | Kind::Variation, Raw::Bare(word)) => {
                    let on = if kind == Kind::Variation {
                        &after
                    } else {
                        position
                    };
                    let mv = self.san.read(on, word).map_err(|err| {
                        let ply = (kind == Kind::Variation).then_some(ply + 1);
                        move_error(opcode, ply, err, span.start)
                    })?;
                    if kind == Kind::Variation {
                        after = after.play_unchecked(mv);
                    }
                    Operand::Move(mv)
                }
                (Kind::Moves | Kind::Move | Kind::Variation, Raw::Quoted(_)) => {
                    return Err(wrong("a move in SAN"));
                }
                (Kind::Integer | Kind::Halfmove | Kind::Fullmove, Raw::Bare(word)) => {
                    match classify(word) {
                        Operand::Integer(n) if in_range(kind, n) => Operand::Integer(n),
                        _ => return Err(wrong(expected_integer(kind))),
                    }
                }
                (Kind::Integer | Kind::Halfmove | Kind::Fullmove, Raw::Quoted(_)) => {
                    return Err(wrong(expected_integer(kind)));
                }
                (Kind::String, Raw::Quoted(text)) => Operand::String(text.clone()),
                (Kind::String, Raw::Bare(word)) => {
                    let refused = OperationErrorKind::Operand {
                        found: (*word).to_owned(),
                        expected: "a string in quotes",
                    };
                    self.tolerate(Some(opcode), refused, Tolerance::BareString, span.clone())?;
                    let word =
                        short(word).map_err(|kind| error(Some(opcode), kind, span.clone()))?;
                    Operand::String(word.to_owned())
                }
                (Kind::Nothing | Kind::Any, Raw::Quoted(text)) => Operand::String(text.clone()),
                (Kind::Nothing | Kind::Any, Raw::Bare(word)) => {
                    let operand = classify(word);
                    if matches!(operand, Operand::Word(_)) && looks_like_number(word) {
                        return Err(wrong("an integer that fits in 64 bits"));
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
fn move_error(opcode: &Opcode, ply: Option<usize>, err: SanError, start: usize) -> ParseEpdError {
    let span = err.span();
    let span = span.start + start..span.end + start;
    error(
        Some(opcode),
        OperationErrorKind::Move { ply, error: err },
        span,
    )
}

/// The bytes as text with no control characters, or what is wrong with them.
fn text_of(bytes: &[u8]) -> Result<&str, OperationErrorKind> {
    let text = core::str::from_utf8(bytes).map_err(|_| OperationErrorKind::NotUtf8)?;
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

fn in_range(kind: Kind, n: i64) -> bool {
    match kind {
        Kind::Halfmove => u32::try_from(n).is_ok(),
        Kind::Fullmove => n >= 1 && u32::try_from(n).is_ok(),
        _ => true,
    }
}

const fn expected_integer(kind: Kind) -> &'static str {
    match kind {
        Kind::Halfmove => "a halfmove clock from 0 to 4294967295",
        Kind::Fullmove => "a fullmove number from 1 to 4294967295",
        _ => "an integer that fits in 64 bits",
    }
}

/// Whether operands built in code fit their opcode, as the reader would have read them.
pub(super) fn check(
    position: &Position,
    kind: Kind,
    operands: &[Operand],
) -> Result<(), OperationErrorKind> {
    if !kind.takes(operands.len()) {
        return Err(OperationErrorKind::Count {
            found: operands.len(),
            expected: kind.expected(),
        });
    }
    let mut after = position.clone();
    for operand in operands {
        let wrong = |expected| OperationErrorKind::Operand {
            found: shown(operand),
            expected,
        };
        match (kind, operand) {
            (Kind::Moves | Kind::Move, Operand::Move(mv)) if position.is_legal(*mv) => {}
            (Kind::Variation, Operand::Move(mv)) if after.is_legal(*mv) => {
                after = after.play_unchecked(*mv);
            }
            (Kind::Moves | Kind::Move | Kind::Variation, _) => {
                return Err(wrong(if matches!(operand, Operand::Move(_)) {
                    "a legal move"
                } else {
                    "a move"
                }));
            }
            (Kind::Integer | Kind::Halfmove | Kind::Fullmove, Operand::Integer(n))
                if in_range(kind, *n) => {}
            (Kind::Integer | Kind::Halfmove | Kind::Fullmove, _) => {
                return Err(wrong(expected_integer(kind)));
            }
            (Kind::String | Kind::Any | Kind::Nothing, Operand::String(text)) => {
                text_of(text.as_bytes()).and_then(short)?;
            }
            (Kind::String, _) => return Err(wrong("a string")),
            (Kind::Any | Kind::Nothing, Operand::Integer(_)) => {}
            (Kind::Any | Kind::Nothing, Operand::Float(x)) if x.is_finite() => {}
            (Kind::Any | Kind::Nothing, Operand::Word(word))
                if text_of(word.as_bytes()).is_ok()
                    && !word.starts_with('"')
                    && !word.contains([' ', ';'])
                    && classify(word) == Operand::Word(word.clone()) => {}
            (Kind::Any | Kind::Nothing, _) => {
                return Err(wrong(
                    "a string, an integer, a finite float or a word that is none of those",
                ));
            }
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
        let text = b"  8/8/8/8/8/8/8/K6k  w   - -";
        assert_eq!(field_span(text, Field::Board), 2..19);
        assert_eq!(field_span(text, Field::Turn), 21..22);
        assert_eq!(field_span(text, Field::Castling), 25..26);
        assert_eq!(field_span(text, Field::EnPassant), 27..28);
        assert_eq!(field_span(text, Field::Halfmove), 28..28);
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
