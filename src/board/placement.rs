//! The grammar of a FEN piece placement, `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`,
//! both ways: the quick pass for well-formed text, the careful reader that explains anything
//! else, and the writer. The FEN reader and `Board: FromStr` read placements only here.
//!
//! | part | meaning |
//! |---|---|
//! | `K Q R B N P`, `k q r b n p` | a white or black piece (king, queen, rook, bishop, knight, pawn) |
//! | `1` to `8` | that many empty squares; never two digits in a row |
//! | `/` | the end of a rank; rank 8 comes first, rank 1 last |

use core::ops::Range;

use super::{Board, piece_code};
use crate::bitboard::Bitboard;
use crate::piece::Piece;
use crate::scan::{self, Shown, ShownText, char_at, lossy};
use crate::square::{File, Rank, Square};

/// A piece placement that is not well formed: what was wrong, and where.
///
/// ```
/// use fenkit::{Board, PlacementErrorKind};
/// let err = "8/8/8/8/8/8/8/K6".parse::<Board>().unwrap_err();
/// assert_eq!(err.to_string(), "piece placement: rank 1 has 7 squares, expected 8");
/// assert!(matches!(err.kind(), PlacementErrorKind::RankLength { squares: 7, .. }));
/// assert_eq!(err.span(), 14..16);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("piece placement: {kind}")]
pub struct ParsePlacementError {
    kind: PlacementErrorKind,
    span: Range<usize>,
}

impl ParsePlacementError {
    fn new(kind: PlacementErrorKind, span: Range<usize>) -> ParsePlacementError {
        ParsePlacementError { kind, span }
    }

    /// What the problem is.
    #[must_use]
    pub fn kind(&self) -> &PlacementErrorKind {
        &self.kind
    }

    /// The byte range of the text the problem is about.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The kind and the span, handed over (to the FEN error, which wraps them).
    pub(crate) fn into_parts(self) -> (PlacementErrorKind, Range<usize>) {
        (self.kind, self.span)
    }
}

/// The kinds of [`ParsePlacementError`], each worded as "found …, expected …". A FEN's errors
/// in its piece placement are these too, wrapped in `fen::FenErrorKind::Placement`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlacementErrorKind {
    /// Nothing at all was given (a placement read on its own).
    #[error(
        "the text is empty, expected eight ranks such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    )]
    Empty,
    /// Text after the eighth rank (a placement read on its own).
    #[error(
        "found {} after it, expected the end of the placement",
        ShownText(found)
    )]
    TrailingText {
        /// The extra text.
        found: String,
    },
    /// A byte that is not ASCII.
    #[error("found {}, expected ASCII text only", Shown(*found))]
    NonAscii {
        /// The character found (U+FFFD when it was not valid UTF-8).
        found: char,
    },
    /// A character that is neither a piece letter, a digit nor `/`.
    #[error(
        "found {found:?}, expected a piece letter (K Q R B N P for White, k q r b n p for Black), \
         a digit 1-8 for empty squares, or '/' between ranks"
    )]
    PieceChar {
        /// The character found.
        found: char,
    },
    /// `0` or `9` as a count of empty squares.
    #[error("found {}, expected a count of empty squares from 1 to 8", Shown(*found))]
    EmptyCount {
        /// The digit found.
        found: char,
    },
    /// Two digits in a row, such as `44`.
    #[error(
        "found {second:?} right after {first:?}, expected one digit for a run of empty squares"
    )]
    AdjacentDigits {
        /// The first digit.
        first: char,
        /// The digit that follows it.
        second: char,
    },
    /// A rank whose pieces and empty squares do not add up to eight.
    #[error("rank {rank} has {squares} squares, expected 8")]
    RankLength {
        /// The rank (8 is the first one written).
        rank: Rank,
        /// How many squares it described.
        squares: u32,
    },
    /// Not eight ranks.
    #[error(
        "found {ranks} rank{}, expected 8 separated by '/'",
        if *ranks == 1 { "" } else { "s" }
    )]
    RankCount {
        /// How many ranks were found.
        ranks: u32,
    },
}

/// Reads a piece placement that stands alone, such as `8/8/8/8/8/8/8/K6k`.
impl core::str::FromStr for Board {
    type Err = ParsePlacementError;

    fn from_str(s: &str) -> Result<Board, ParsePlacementError> {
        let text = s.as_bytes();
        if text.is_empty() {
            return Err(ParsePlacementError::new(PlacementErrorKind::Empty, 0..0));
        }
        let mut board = Board::EMPTY;
        let end = read(text, 0, &mut board)?;
        if end < text.len() {
            let found = lossy(&text[end..]);
            let kind = PlacementErrorKind::TrailingText { found };
            return Err(ParsePlacementError::new(kind, end..text.len()));
        }
        Ok(board)
    }
}

/// Reads the piece placement that starts at byte `start` of `text` and ends at the first space
/// or the end of the text into `board`, and returns where it ends: the quick pass for a
/// well-formed field, the careful one to explain anything else. Spans count from the start of
/// `text`.
#[inline]
pub(crate) fn read(
    text: &[u8],
    start: usize,
    board: &mut Board,
) -> Result<usize, ParsePlacementError> {
    let rest = text.get(start..).unwrap_or_default();
    if let Some(len) = quick(rest, board) {
        return Ok(start + len);
    }
    let (careful, end) = careful(text, start)?;
    *board = careful;
    Ok(end)
}

/// Where the fields of a count of [`quick`] start. The low byte counts the squares filled:
/// the place of the next code. From bit [`CODES`], the piece codes add up to nothing useful
/// (at most 71 × 0x32 of them); then the slashes, and twice the squares of the current rank:
/// in [`RANK_BIASED`] with 7 added (so a rank of more than 8 squares sets bit 4 of that
/// field), and in [`RANK`] as they are (so a rank of fewer than 8 squares, once its slash
/// takes 8 off, sets the top bit, [`SHORT_RANK`]).
const CODES: u32 = 8;
const SLASHES: u32 = 20;
const RANK_BIASED: u32 = 30;
const RANK: u32 = 42;
const SHORT_RANK: u32 = 63;

/// The count of a well-formed placement at its end: 64 squares and 7 slashes.
const WELL_FORMED: u64 = 64 | 7 << SLASHES;
/// The bits of the squares and slashes in a count.
const SQUARES_AND_SLASHES: u64 = 0xff | ((1 << RANK_BIASED) - (1 << SLASHES));
/// The bits that a count of a malformed placement sets at some point.
const MALFORMED: u64 = 1 << SHORT_RANK | 16 << RANK_BIASED;

/// What one byte of a piece placement adds to the count of [`quick`]; its second byte is
/// the byte's piece code ([`piece_code`], 0 for a digit or slash). A piece fills a square, a
/// digit 1 to 8 squares, a slash takes 8 off the rank's squares; any other byte counts eight
/// slashes, so the count cannot come out right.
const PLACEMENT_STEPS: [u64; 256] = {
    const fn rank_squares(n: u64) -> u64 {
        n << RANK_BIASED | n << RANK
    }
    let mut table = [8 << SLASHES; 256];
    let mut byte = 0u8;
    while byte < 128 {
        if let Some(piece) = Piece::from_char(byte as char) {
            table[byte as usize] = (piece_code(piece) as u64) << CODES | 1 | rank_squares(1);
        }
        match byte {
            b'1'..=b'8' => {
                let squares = (byte - b'0') as u64;
                table[byte as usize] = squares | rank_squares(squares);
            }
            b'/' => table[byte as usize] = (1u64 << SLASHES).wrapping_sub(rank_squares(8)),
            _ => {}
        }
        byte += 1;
    }
    table
};

/// Reads a well-formed piece placement at the start of `text` (up to the first space) into
/// `board` in one pass without branching on the bytes, and returns the field's length; `None`
/// for anything else (with `board` in any state), which [`careful`] then explains.
///
/// The pass only places the pieces and counts (see [`PLACEMENT_STEPS`]); the checks come
/// after it. No rank holds more than 8 squares, none fewer (its slash would leave fewer than
/// none), and with exactly 7 slashes and 64 squares, every rank is full. Adjacent digits
/// (`44` for `8`) make the field longer than the one way to write the board: one letter a
/// piece, one digit a run of empty squares, 7 slashes.
#[inline(always)]
pub(crate) fn quick(text: &[u8], board: &mut Board) -> Option<usize> {
    // 64 pieces and 7 slashes at most; anything longer is wrong.
    const LONGEST: usize = 71;
    let head = text.get(..=LONGEST).unwrap_or(text);
    let len = scan::find_byte(head, b' ').unwrap_or(head.len());
    let field = head.get(..len).filter(|_| len <= LONGEST)?;
    // The codes in the order of the text: a8 to h8, then a7 and on (a malformed field may
    // write past h1).
    let mut codes = [0u8; 256];
    let mut count = 7 << RANK_BIASED;
    let mut seen = 0;
    let mut place = |byte: u8| {
        let step = PLACEMENT_STEPS[usize::from(byte)];
        // Digits and slashes write 0 on a square that is still empty.
        codes[usize::from(count as u8)] = (step >> CODES) as u8;
        count = u64::wrapping_add(count, step);
        seen |= count;
    };
    // Eight bytes a turn of the loop: its own count and test cost more than a byte's work.
    let mut blocks = field.chunks_exact(8);
    for block in &mut blocks {
        block.iter().for_each(|&byte| place(byte));
    }
    blocks.remainder().iter().for_each(|&byte| place(byte));
    if count & SQUARES_AND_SLASHES != WELL_FORMED || seen & MALFORMED != 0 {
        return None;
    }
    let (codes, _) = codes.split_first_chunk()?;
    board.set_piece_codes(codes);
    (len == shortest_placement(board.occupied())).then_some(len)
}

/// The length of the one well-formed placement of a board with these squares occupied.
fn shortest_placement(occupied: Bitboard) -> usize {
    let empty = !occupied.0;
    // An empty square starts a run when the square to its left is occupied or off the board.
    let run_starts = empty & !((empty << 1) & !Bitboard::from_file(File::A).0);
    (occupied.0.count_ones() + run_starts.count_ones() + 7) as usize
}

/// Reads any placement at byte `start` of `text` one byte at a time, and says what is wrong
/// with it: the board and where the placement ends, or the first problem.
pub(crate) fn careful(text: &[u8], start: usize) -> Result<(Board, usize), ParsePlacementError> {
    let mut pos = start;
    let mut board = Board::EMPTY;
    let mut rank = 7usize;
    let mut squares = 0u32;
    let mut rank_start = start;
    let mut previous_digit = None;
    let bad_rank = |rank: usize, squares: u32, span: Range<usize>| {
        let rank = Rank::ALL[rank];
        ParsePlacementError::new(PlacementErrorKind::RankLength { rank, squares }, span)
    };
    while pos < text.len() {
        let byte = text[pos];
        match byte {
            b' ' => break,
            b'/' => {
                if squares != 8 {
                    return Err(bad_rank(rank, squares, rank_start..pos));
                }
                if rank == 0 {
                    let end = text[pos..].iter().position(|&b| b == b' ');
                    let end = end.map_or(text.len(), |e| e + pos);
                    let ranks = 1 + text[start..end].iter().filter(|&&b| b == b'/').count() as u32;
                    let kind = PlacementErrorKind::RankCount { ranks };
                    return Err(ParsePlacementError::new(kind, start..end));
                }
                rank -= 1;
                squares = 0;
                rank_start = pos + 1;
                previous_digit = None;
            }
            b'1'..=b'8' => {
                if let Some(first) = previous_digit {
                    let kind = PlacementErrorKind::AdjacentDigits {
                        first,
                        second: byte as char,
                    };
                    return Err(ParsePlacementError::new(kind, pos - 1..pos + 1));
                }
                squares += u32::from(byte - b'0');
                previous_digit = Some(byte as char);
            }
            b'0' | b'9' => {
                let kind = PlacementErrorKind::EmptyCount {
                    found: byte as char,
                };
                return Err(ParsePlacementError::new(kind, pos..pos + 1));
            }
            _ => {
                let Some(piece) = Piece::from_char(byte as char).filter(|_| byte.is_ascii()) else {
                    let (found, len) = char_at(text, pos);
                    let kind = if found.is_ascii() {
                        PlacementErrorKind::PieceChar { found }
                    } else {
                        PlacementErrorKind::NonAscii { found }
                    };
                    return Err(ParsePlacementError::new(kind, pos..pos + len));
                };
                if squares < 8 {
                    let square = Square::from_coords(File::ALL[squares as usize], Rank::ALL[rank]);
                    board.put_on_empty(square, piece);
                }
                squares += 1;
                previous_digit = None;
            }
        }
        pos += 1;
    }
    if squares != 8 {
        return Err(bad_rank(rank, squares, rank_start..pos));
    }
    if rank != 0 {
        let ranks = 8 - rank as u32;
        let kind = PlacementErrorKind::RankCount { ranks };
        return Err(ParsePlacementError::new(kind, start..pos));
    }
    Ok((board, pos))
}

impl Board {
    /// Writes the FEN piece placement (`rnbqkbnr/pppppppp/8/…`) as ASCII into `text` (at most
    /// 71 bytes, with up to 8 scratch bytes after them) and returns its length.
    ///
    /// Each rank turns its 8 codes into letters (0 for an empty square) in one word, moves
    /// each letter down to its place in the text in three steps of 1, 2 and 4 bytes, as its
    /// template says, and adds the template's digits: no branch on the pieces.
    pub(crate) fn placement_bytes(&self, text: &mut [u8; 80]) -> usize {
        let occupied = self.occupied().0.to_le_bytes();
        let mut len = 0;
        for rank in (0..8).rev() {
            let template = &RANK_TEMPLATES[usize::from(occupied[rank])];
            let codes = &self.squares[rank * 8..rank * 8 + 8];
            let codes = u64::from_le_bytes(codes.try_into().unwrap_or_default());
            // Bit 6 back on every piece (the codes stay below 0x40) makes the letters.
            let mut letters = codes | (codes + 0x3f3f_3f3f_3f3f_3f3f) & 0x4040_4040_4040_4040;
            for (step, moving) in template.moves.iter().enumerate() {
                let moved = letters & moving;
                letters = (letters ^ moved) | moved >> (8 << step);
            }
            // A rank starts at 63 at the most and takes 8 bytes at the most: the masks cost
            // nothing and spare the bounds checks.
            let at = len & 63;
            text[at..at + 8].copy_from_slice(&(letters | template.digits).to_le_bytes());
            len = at + usize::from(template.len & 15);
            text[len] = b'/';
            len += 1;
        }
        len - 1 // no slash after the first rank
    }
}

/// One rank of a FEN placement for one set of occupied files (bit 0 is the a-file).
#[derive(Clone, Copy)]
struct RankTemplate {
    /// The digits for the runs of empty squares as little-endian bytes, 0 where a letter goes.
    digits: u64,
    len: u8,
    /// The bytes that move 1, 2 and 4 places down in each step, as they stand before it: each
    /// letter moves from its file to its place in the text (no farther than the empty squares
    /// before it, and never past another letter).
    moves: [u64; 3],
}

const RANK_TEMPLATES: [RankTemplate; 256] = {
    let mut table = [RankTemplate {
        digits: 0,
        len: 0,
        moves: [0; 3],
    }; 256];
    let mut occupied = 0;
    while occupied < 256 {
        let template = &mut table[occupied];
        let mut empty = 0u64;
        let mut file = 0;
        while file < 8 {
            if occupied >> file & 1 == 1 {
                if empty > 0 {
                    template.digits |= (b'0' as u64 + empty) << (8 * template.len);
                    template.len += 1;
                    empty = 0;
                }
                // The letter moves from byte `file` to byte `len`, one bit of the way a step.
                let distance = file - template.len as usize;
                let mut at = file;
                let mut step = 0;
                while step < 3 {
                    if distance >> step & 1 == 1 {
                        template.moves[step] |= 0xff << (8 * at);
                        at -= 1 << step;
                    }
                    step += 1;
                }
                template.len += 1;
            } else {
                empty += 1;
            }
            file += 1;
        }
        if empty > 0 {
            template.digits |= (b'0' as u64 + empty) << (8 * template.len);
            template.len += 1;
        }
        occupied += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::{Arbitrary, Gen, QuickCheck};

    use crate::arbitrary::mutated;

    #[test]
    fn every_set_of_occupied_files_is_written_as_fen_spells_it() {
        for occupied in 0..256 {
            for letters in ["PNBRQKpn", "kqrbnpKQ"] {
                let mut board = Board::EMPTY;
                let mut rank_text = String::new();
                let mut empty = 0;
                for (file, letter) in letters.chars().enumerate() {
                    if occupied >> file & 1 == 0 {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        rank_text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let square = Square::from_coords(File::ALL[file], Rank::Fifth);
                    board.set(square, Piece::from_char(letter).unwrap());
                    rank_text.push(letter);
                }
                if empty > 0 {
                    rank_text.push_str(&empty.to_string());
                }
                assert_eq!(board.to_string(), format!("8/8/8/{rank_text}/8/8/8/8"));
            }
        }
    }

    /// A well-formed placement of a random board, with up to three bytes changed, inserted
    /// or removed.
    #[derive(Debug, Clone)]
    struct PlacementLike(Vec<u8>);

    impl Arbitrary for PlacementLike {
        fn arbitrary(g: &mut Gen) -> PlacementLike {
            const PIECES: &[u8] = b"pnbrqkPNBRQK";
            const NOISE: &[u8] = b"pK18/09x \xc3";
            let mut board = Board::EMPTY;
            for sq in Square::all() {
                if bool::arbitrary(g) {
                    let letter = *g.choose(PIECES).unwrap();
                    board.set(sq, Piece::from_char(char::from(letter)).unwrap());
                }
            }
            PlacementLike(mutated(board.to_string().into_bytes(), NOISE, g))
        }
    }

    /// The board the quick pass reads, if any.
    fn quick_board(text: &[u8]) -> Option<Board> {
        let mut board = Board::EMPTY;
        quick(text, &mut board).map(|_| board)
    }

    #[test]
    fn quick_and_careful_placement_agree() {
        fn agree(text: PlacementLike) -> bool {
            let text = &text.0;
            let mut board = Board::EMPTY;
            let read = read(text, 0, &mut board).map(|end| (board, end));
            let field = text.split(|&b| b == b' ').next().unwrap_or_default();
            match (read, careful(text, 0)) {
                (Ok(a), Ok(b)) => a == b && quick_board(field).is_some(),
                (Err(a), Err(b)) => a == b && quick_board(field).is_none(),
                _ => false,
            }
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(PlacementLike) -> bool);
    }

    #[test]
    fn quick_placement_reads_every_piece() {
        let text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
        let board = quick_board(text.as_bytes()).unwrap();
        assert_eq!(board.to_string(), text);
        assert_eq!(Ok((board, text.len())), careful(text.as_bytes(), 0));
        assert_eq!(quick_board(b"8/8/8/8/8/8/8/44"), None); // adjacent digits
    }

    #[test]
    fn quick_placement_leaves_every_malformed_field_to_the_careful_pass() {
        let malformed = [
            "pppppppppppppppp//8/8/8/8/8/8", // 16 squares and none
            "7/9/8/8/8/8/8/8",
            "/8/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/8/",
            "8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/7x",
            "rnbqkbnr/8/8/8/8/8/8/8x",
            "x8/8/8/8/8/8/8/8",
            "44/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/611",
            "8/8/8/8/8/8/8/09",
            "K7/8/8/8/8/8/8/8k",
        ];
        for text in malformed {
            assert_eq!(quick_board(text.as_bytes()), None, "{text}");
            assert!(careful(text.as_bytes(), 0).is_err(), "{text}");
            assert!(text.parse::<Board>().is_err(), "{text}");
        }
    }

    #[test]
    fn a_placement_on_its_own_has_nothing_before_or_after_it() {
        let err = |text: &str| text.parse::<Board>().unwrap_err().to_string();
        assert_eq!(
            err(""),
            "piece placement: the text is empty, expected eight ranks such as \
             rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
        );
        assert_eq!(
            err("8/8/8/8/8/8/8/K6k w"),
            "piece placement: found \" w\" after it, expected the end of the placement"
        );
        let careful_only = "8/8/8/8/8/8/8/K6k  "; // the quick pass reads up to a space too
        assert_eq!(
            "8/8/8/8/8/8/8/K6k"
                .parse::<Board>()
                .map(|b| b.occupied().count()),
            Ok(2)
        );
        assert_eq!(careful_only.parse::<Board>().unwrap_err().span(), 17..19);
    }
}
