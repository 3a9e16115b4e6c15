//! The byte-level FEN reader: one pass, no allocation unless something is tolerated or wrong.

use core::num::NonZeroU32;
use core::ops::Range;

use super::error::{
    Edge, FenErrorKind, FenTolerance, Field, FieldSpans, IllegalFenPositionError, ParseFenError,
    Tolerated, WhiteSpace,
};
use super::{Fen, FenParser, FenToPositionError, quick};
use crate::board::{Board, placement};
use crate::castling::CastlingMode;
use crate::dialect::{Dialect, DialectKind, read_field};
use crate::piece::Color;
use crate::position::{IllegalSetupError, Position};
use crate::scan::lossy;
use crate::setup::Setup;
use crate::square::Square;

/// The UTF-8 byte-order mark, which Windows editors put at the start of a file.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    strict: bool,
    /// Whether white space around the FEN is taken (and reported).
    surrounding: bool,
    tolerated: Vec<Tolerated>,
    spans: FieldSpans,
}

fn error(field: Field, kind: FenErrorKind, span: Range<usize>) -> ParseFenError {
    ParseFenError::new(field, kind, span)
}

pub(super) fn read(parser: &FenParser, text: &[u8]) -> Result<Fen, ParseFenError> {
    let mut setup = Setup::from_board(Board::EMPTY);
    let mut tolerated = Vec::new();
    let mut spans = FieldSpans::default();
    let dialect = read_into(parser, text, &mut setup, &mut tolerated, &mut spans)?;
    Ok(Fen {
        setup,
        dialect,
        tolerated,
        spans,
    })
}

/// [`FenParser::parse_position_ascii`]: the same as [`read`] and validating, without moving a
/// `Fen` in between; checked before it moves, so the setup is copied once, into the result.
pub(super) fn position(parser: &FenParser, text: &[u8]) -> Result<Position, FenToPositionError> {
    let mut setup = Setup::from_board(Board::EMPTY);
    // Where the fields stand, from the careful reader; the quick one's are found on an error.
    let mut spans = None;
    let dialect = match quick::read(text, &mut setup, parser.fixed_dialect()) {
        Some(dialect) => dialect,
        None => {
            let mut careful = FieldSpans::default();
            let dialect = read_carefully(parser, text, &mut setup, &mut Vec::new(), &mut careful)?;
            spans = Some(careful);
            dialect
        }
    };
    let problems = crate::position::problems_of_read(&setup);
    if problems.is_empty() {
        return Ok(Position::from_setup_unchecked(
            setup,
            castling_mode(dialect),
        ));
    }
    let spans = spans.unwrap_or_else(|| FieldSpans::of_well_formed(text));
    let error = IllegalSetupError::new(setup, problems);
    Err(FenToPositionError::Illegal(IllegalFenPositionError::new(
        error, spans,
    )))
}

/// The castling convention of a position read from a castling field written in `dialect`:
/// Chess960 for Shredder-FEN's file letters, and for X-FEN (a field that no other dialect
/// writes: `KQkq` standing for a rook off the a- and h-files or a king off the e-file, or file
/// letters mixed with `KQkq`); standard for a field standard FEN writes (`-` included). So
/// the castling rights the reader resolved decide it with one comparison.
pub(super) fn castling_mode(dialect: DialectKind) -> CastlingMode {
    if dialect == DialectKind::Standard {
        CastlingMode::Standard
    } else {
        CastlingMode::Chess960
    }
}

/// Reads a FEN into `setup`, every field of which it sets when it succeeds (and leaves in any
/// state when it fails), what was tolerated into `tolerated` and where each field stands into
/// `spans`; returns the dialect of the castling field. (A small result: a large one costs a
/// slow copy on every call.)
#[inline]
pub(super) fn read_into(
    parser: &FenParser,
    text: &[u8],
    setup: &mut Setup,
    tolerated: &mut Vec<Tolerated>,
    spans: &mut FieldSpans,
) -> Result<DialectKind, ParseFenError> {
    // Strict FEN reads the same way in lenient mode, with nothing tolerated.
    if let Some(dialect) = quick::read(text, setup, parser.fixed_dialect()) {
        tolerated.clear();
        *spans = FieldSpans::of_well_formed(text);
        return Ok(dialect);
    }
    read_carefully(parser, text, setup, tolerated, spans)
}

/// [`read_into`] for any text: reads what the quick path leaves, and explains what is wrong.
#[cold]
fn read_carefully(
    parser: &FenParser,
    text: &[u8],
    setup: &mut Setup,
    tolerated: &mut Vec<Tolerated>,
    spans: &mut FieldSpans,
) -> Result<DialectKind, ParseFenError> {
    let mut r = Reader::new(parser, text)?;
    let trailing = r.trailing_white_space();
    let dialect = r.four_fields(parser, setup)?;
    (setup.halfmoves, setup.fullmoves) = r.clocks()?;
    r.end()?;
    if let Some((found, span)) = trailing {
        r.tolerate(
            FenTolerance::Surrounding {
                edge: Edge::End,
                found,
            },
            span,
        );
    }
    *tolerated = r.tolerated;
    *spans = r.spans;
    Ok(dialect)
}

/// The first four fields of a FEN (piece placement, side to move, castling, en passant), as an
/// EPD starts: reads them into `setup` (its clocks untouched) and what was tolerated into
/// `tolerated`; returns the dialect of the castling field and where the en passant field ends.
/// What follows is the caller's to read.
pub(super) fn read_four_fields(
    parser: &FenParser,
    text: &[u8],
    setup: &mut Setup,
    tolerated: &mut Vec<Tolerated>,
    spans: &mut FieldSpans,
) -> Result<(DialectKind, usize), ParseFenError> {
    let mut r = Reader::new(parser, text)?;
    let dialect = r.four_fields(parser, setup)?;
    *tolerated = r.tolerated;
    *spans = r.spans;
    Ok((dialect, r.pos))
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`, which must not be empty.
    fn new(parser: &FenParser, text: &'a [u8]) -> Result<Reader<'a>, ParseFenError> {
        if text.is_empty() {
            return Err(error(Field::Board, FenErrorKind::Empty, 0..0));
        }
        Ok(Reader {
            text,
            pos: 0,
            strict: parser.is_strict(),
            surrounding: parser.takes_surrounding(),
            tolerated: Vec::new(),
            spans: FieldSpans::default(),
        })
    }

    /// Reads the placement, the side to move, the castling field and the en passant field.
    fn four_fields(
        &mut self,
        parser: &FenParser,
        setup: &mut Setup,
    ) -> Result<DialectKind, ParseFenError> {
        let text = self.text;
        self.leading_spaces()?;
        self.placement(&mut setup.board)?;
        setup.turn = self.turn()?;
        let castling_field = self.next_field(Field::Castling)?;
        let dialect = parser.fixed_dialect();
        let castling = read_field(
            &text[castling_field.clone()],
            &setup.board,
            dialect,
            self.strict,
        )
        .map_err(|err| ParseFenError::castling(err, castling_field.start))?;
        if let Some(expected) = dialect.filter(|_| castling.foreign) {
            let kind = FenTolerance::OtherDialect {
                expected: expected.kind(),
                found: Some(castling.written_in).filter(|_| !castling.mixed),
            };
            self.tolerate(kind, castling_field);
        }
        setup.castling = castling.rights;
        setup.ep_square = self.en_passant(setup.turn)?;
        Ok(castling.written_in)
    }

    fn spaces(&mut self) -> Range<usize> {
        let start = self.pos;
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
        start..self.pos
    }

    fn tolerate(&mut self, kind: FenTolerance, span: Range<usize>) {
        self.tolerated.push(Tolerated { kind, span });
    }

    fn leading_spaces(&mut self) -> Result<(), ParseFenError> {
        if !self.surrounding {
            let run = self.spaces();
            if !run.is_empty() {
                let kind = FenErrorKind::OuterSpace { edge: Edge::Start };
                return Err(error(Field::Board, kind, run));
            }
            return Ok(());
        }
        let byte_order_mark = self.text.starts_with(BYTE_ORDER_MARK);
        if byte_order_mark {
            self.pos = BYTE_ORDER_MARK.len();
        }
        let start = self.pos;
        while self.text.get(self.pos).is_some_and(u8::is_ascii_whitespace) {
            self.pos += 1;
        }
        if self.pos > 0 {
            let found = WhiteSpace {
                byte_order_mark,
                ..WhiteSpace::count(&self.text[start..self.pos])
            };
            let kind = FenTolerance::Surrounding {
                edge: Edge::Start,
                found,
            };
            self.tolerate(kind, 0..self.pos);
        }
        Ok(())
    }

    /// When taking white space around the FEN, leaves the white space at the end of the text
    /// out of it, and says what and where it was.
    fn trailing_white_space(&mut self) -> Option<(WhiteSpace, Range<usize>)> {
        if !self.surrounding {
            return None;
        }
        let text = self.text;
        let kept = text.len()
            - text
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
        // White space only: the leading white space is all of it.
        if kept == 0 || kept == text.len() {
            return None;
        }
        self.text = &text[..kept];
        Some((WhiteSpace::count(&text[kept..]), kept..text.len()))
    }

    /// Moves past the separator and returns the next field, or `None` at the end of the text.
    fn try_next_field(&mut self, field: Field) -> Result<Option<Range<usize>>, ParseFenError> {
        let run = self.spaces();
        if self.pos == self.text.len() {
            if !run.is_empty() {
                if self.strict {
                    let kind = FenErrorKind::OuterSpace { edge: Edge::End };
                    return Err(error(field, kind, run));
                }
                self.tolerate(FenTolerance::SpaceRun, run);
            }
            return Ok(None);
        }
        if run.len() > 1 {
            if self.strict {
                let kind = FenErrorKind::SpaceRun { count: run.len() };
                return Err(error(field, kind, run));
            }
            self.tolerate(FenTolerance::SpaceRun, run);
        }
        let start = self.pos;
        while self.pos < self.text.len() && self.text[self.pos] != b' ' {
            self.pos += 1;
        }
        self.spans.set(field, start..self.pos);
        Ok(Some(start..self.pos))
    }

    #[inline]
    fn next_field(&mut self, field: Field) -> Result<Range<usize>, ParseFenError> {
        // The common case first: one space, then the field.
        let rest = self.text.get(self.pos..).unwrap_or_default();
        if let [b' ', first, ..] = rest
            && *first != b' '
        {
            let start = self.pos + 1;
            let len = rest[1..].iter().position(|&b| b == b' ');
            self.pos = len.map_or(self.text.len(), |len| start + len);
            self.spans.set(field, start..self.pos);
            return Ok(start..self.pos);
        }
        self.next_field_or_error(field)
    }

    fn next_field_or_error(&mut self, field: Field) -> Result<Range<usize>, ParseFenError> {
        let end = self.text.len();
        self.try_next_field(field)?.ok_or_else(|| {
            let kind = FenErrorKind::Missing { field };
            error(field, kind, end..end)
        })
    }

    fn placement(&mut self, board: &mut Board) -> Result<(), ParseFenError> {
        let start = self.pos;
        self.pos = placement::read(self.text, self.pos, board)?;
        self.spans.set(Field::Board, start..self.pos);
        Ok(())
    }

    fn turn(&mut self) -> Result<Color, ParseFenError> {
        let span = self.next_field(Field::Turn)?;
        match &self.text[span.clone()] {
            b"w" => Ok(Color::White),
            b"b" => Ok(Color::Black),
            other => {
                let kind = FenErrorKind::Turn {
                    found: lossy(other),
                };
                Err(error(Field::Turn, kind, span))
            }
        }
    }

    fn en_passant(&mut self, turn: Color) -> Result<Option<Square>, ParseFenError> {
        let span = self.next_field(Field::EnPassant)?;
        let text = &self.text[span.clone()];
        if text == b"-" {
            return Ok(None);
        }
        let Some(square) = Square::from_ascii(text) else {
            let kind = FenErrorKind::EnPassantSquare { found: lossy(text) };
            return Err(error(Field::EnPassant, kind, span));
        };
        let expected = turn.ep_rank();
        if square.rank() != expected {
            let kind = FenErrorKind::EnPassantRank {
                square,
                turn,
                expected,
            };
            return Err(error(Field::EnPassant, kind, span));
        }
        Ok(Some(square))
    }

    fn number(&self, field: Field, span: Range<usize>) -> Result<u32, ParseFenError> {
        let text = &self.text[span.clone()];
        // Nine digits cannot overflow: the common case checks nothing but the digits.
        if text.len() <= 9 {
            let mut value = 0;
            for &byte in text {
                let digit = byte.wrapping_sub(b'0');
                if digit > 9 {
                    let kind = FenErrorKind::Number { found: lossy(text) };
                    return Err(error(field, kind, span));
                }
                value = value * 10 + u32::from(digit);
            }
            return Ok(value);
        }
        let mut value: u32 = 0;
        for &byte in text {
            if !byte.is_ascii_digit() {
                let kind = FenErrorKind::Number { found: lossy(text) };
                return Err(error(field, kind, span));
            }
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u32::from(byte - b'0')))
            {
                Some(v) => v,
                None => {
                    let too_large = text.iter().all(u8::is_ascii_digit);
                    let found = lossy(text);
                    let kind = if too_large {
                        FenErrorKind::NumberTooLarge { found }
                    } else {
                        FenErrorKind::Number { found }
                    };
                    return Err(error(field, kind, span));
                }
            };
        }
        Ok(value)
    }

    fn clocks(&mut self) -> Result<(u32, NonZeroU32), ParseFenError> {
        let halfmove = if self.strict {
            Some(self.next_field(Field::Halfmove)?)
        } else {
            self.try_next_field(Field::Halfmove)?
        };
        let Some(halfmove) = halfmove else {
            let end = self.text.len();
            self.spans.set(Field::Halfmove, end..end);
            self.spans.set(Field::Fullmove, end..end);
            self.tolerate(FenTolerance::MissingClocks, end..end);
            return Ok((0, NonZeroU32::MIN));
        };
        let halfmoves = self.number(Field::Halfmove, halfmove)?;
        let fullmove = if self.strict {
            Some(self.next_field(Field::Fullmove)?)
        } else {
            self.try_next_field(Field::Fullmove)?
        };
        let Some(fullmove) = fullmove else {
            let end = self.text.len();
            self.spans.set(Field::Fullmove, end..end);
            self.tolerate(FenTolerance::MissingFullmove, end..end);
            return Ok((halfmoves, NonZeroU32::MIN));
        };
        let value = self.number(Field::Fullmove, fullmove.clone())?;
        let fullmoves = match NonZeroU32::new(value) {
            Some(n) => n,
            None if self.strict => {
                return Err(error(Field::Fullmove, FenErrorKind::FullmoveZero, fullmove));
            }
            None => {
                self.tolerate(FenTolerance::FullmoveZero, fullmove);
                NonZeroU32::MIN
            }
        };
        Ok((halfmoves, fullmoves))
    }

    fn end(&mut self) -> Result<(), ParseFenError> {
        if self.pos == self.text.len() {
            return Ok(());
        }
        match self.try_next_field(Field::Fullmove)? {
            None => Ok(()),
            Some(extra) => {
                let kind = FenErrorKind::TrailingText {
                    found: lossy(&self.text[extra.start..]),
                };
                Err(error(Field::Fullmove, kind, extra.start..self.text.len()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::{Arbitrary, Gen, QuickCheck};

    use crate::arbitrary::mutated;

    /// A well-formed FEN of a random board, with up to three bytes changed, inserted or
    /// removed.
    #[derive(Debug, Clone)]
    struct FenLike(Vec<u8>);

    impl Arbitrary for FenLike {
        fn arbitrary(g: &mut Gen) -> FenLike {
            const LINES: &[&str] = &[
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 12 40",
                "1r4kr/8/8/8/8/8/8/RK5R w HBhb - 0 1",
                "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 61",
                "8/8/8/8/8/8/8/K6k b - - 99 123456789",
                "r1r1k2r/8/8/8/8/8/8/R1R1K2R w CHch - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QkKq - 0 1",
            ];
            const NOISE: &[u8] = b" 0123456789KQkqAHahbw-/pP\xc3";
            let line = g.choose(LINES).unwrap().as_bytes().to_vec();
            FenLike(mutated(line, NOISE, g))
        }
    }

    #[test]
    fn what_the_quick_path_reads_the_careful_one_reads_the_same_way() {
        fn agree(text: FenLike, which: u8, strict: bool) -> bool {
            // Any dialect, or one of the three.
            let dialect = DialectKind::ALL.get(usize::from(which % 4)).copied();
            let parser = match dialect {
                Some(dialect) => FenParser::new().dialect(dialect),
                None => FenParser::new(),
            }
            .strict(strict);
            let mut quick = Setup::from_board(Board::EMPTY);
            let mut careful = Setup::from_board(Board::EMPTY);
            let mut tolerated = Vec::new();
            let mut careful_spans = FieldSpans::default();
            let careful_read = read_carefully(
                &parser,
                &text.0,
                &mut careful,
                &mut tolerated,
                &mut careful_spans,
            );
            match quick::read(&text.0, &mut quick, dialect) {
                Some(dialect) => {
                    careful_read == Ok(dialect)
                        && quick == careful
                        && tolerated.is_empty()
                        && FieldSpans::of_well_formed(&text.0) == careful_spans
                }
                // Strict FEN that the quick path leaves: only clocks of 10 digits or more, and
                // another dialect's castling (read leniently, with a warning).
                None => {
                    careful_read.is_err()
                        || text.0.split(|&b| b == b' ').any(|f| f.len() > 9)
                        || tolerated
                            .iter()
                            .any(|t| matches!(t.kind, FenTolerance::OtherDialect { .. }))
                }
            }
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(FenLike, u8, bool) -> bool);
    }
}
