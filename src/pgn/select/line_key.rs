//! [`LineKey`] and [`Dedupe`]: a game's start and main line hashed in 128 bits, and the games
//! seen before dropped.

use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use crate::en_passant::EpPolicy;
use crate::position::Position;

/// What tells two games apart for [`Dedupe`]: their start position and their main line's
/// moves, hashed in 128 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LineKey(u128);

/// Two lanes of 64 bits over the start and the moves, each word mixed in with the SplitMix64
/// finaliser, the lanes seeded and rotated differently: a fifth of SipHash's cost a move, and
/// no adversary to resist (decision 0017).
#[derive(Debug, Clone)]
pub(super) struct LineHasher([u64; 2]);

/// SplitMix64's finaliser: every bit of the output depends on every bit of the input.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Hasher for LineHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        let [a, b] = &mut self.0;
        *a = mix(*a ^ word);
        *b = mix(b.rotate_left(23) ^ word ^ 0x9e37_79b9_7f4a_7c15);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_isize(&mut self, word: isize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0[0]
    }
}

impl LineHasher {
    pub(super) fn new(start: &Position) -> LineHasher {
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        // The start as a repetition tells positions apart (FIDE 9.2): not its clocks, so a
        // game copied with other clocks in its `FEN` tag is the same game.
        start.board().hash(&mut hasher);
        start.turn().hash(&mut hasher);
        start.castling().hash(&mut hasher);
        start.ep_square(EpPolicy::Legal).hash(&mut hasher);
        start.castling_mode().hash(&mut hasher);
        hasher
    }

    pub(super) fn push(&mut self, mv: Option<crate::moves::Move>) {
        mv.hash(self);
    }

    pub(super) fn key(&self) -> LineKey {
        let [a, b] = self.0;
        LineKey(u128::from(a) << 64 | u128::from(b))
    }
}

/// Drops games seen before: the first game of each [`LineKey`] is kept.
///
/// ```
/// use fenkit::pgn::{Dedupe, PgnReader, Selection};
/// let pgn = "1. e4 e5 *\n\n1. e4 { again } e5 1-0\n\n1. d4 *\n";
/// let (selection, mut dedupe) = (Selection::new(), Dedupe::default());
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let mut kept = 0;
/// while let Some(raw) = reader.next_raw() {
///     let raw = raw?;
///     let header = raw.header()?;
///     let mut watch = selection.watch(&header.start, true);
///     raw.play(&header, |step| watch.step(step))?;
///     kept += usize::from(dedupe.first(watch.key().unwrap()));
/// }
/// assert_eq!((kept, dedupe.dropped()), (2, 1));
/// # Ok::<(), fenkit::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Dedupe {
    seen: HashSet<LineKey>,
    dropped: usize,
}

impl Dedupe {
    /// Whether this is the first game with `key`; a later one is counted as dropped.
    pub fn first(&mut self, key: LineKey) -> bool {
        let first = self.seen.insert(key);
        self.dropped += usize::from(!first);
        first
    }

    /// How many games were dropped as duplicates.
    #[must_use]
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// Whether a game with `key` was seen.
    pub(super) fn seen(&self, key: LineKey) -> bool {
        self.seen.contains(&key)
    }

    /// Remembers `key` as seen (a game of another file, say), without counting it: a later
    /// game with it is dropped.
    pub fn remember(&mut self, key: LineKey) {
        self.seen.insert(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{PgnReader, Selection};

    #[test]
    fn the_line_key_mixes_words_as_splitmix64_does() {
        // SplitMix64's finaliser, reference values computed apart from this code.
        let table = [
            (0, 0),
            (1, 0x5692_161d_100b_05e5),
            (0xdead_beef, 0x4e06_2702_ec92_9eea),
            (1 << 63, 0x25c2_6ea5_79ce_a98a),
        ];
        for (word, mixed) in table {
            assert_eq!(mix(word), mixed, "{word:#x}");
        }
        // Both lanes, from their seeds, after three words (the same reference).
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        for word in [0x0102_0304_0506_0708, 0, u64::MAX] {
            hasher.write_u64(word);
        }
        assert_eq!(
            hasher.key(),
            LineKey(0x0840_96c6_9396_a55b_7ace_7316_e65a_e697)
        );
        // Bytes, lengths and signed numbers go in as words; the first lane is the hash.
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        (1u8, 2usize, -3isize).hash(&mut hasher);
        assert_eq!(
            hasher.key(),
            LineKey(0x39c4_111d_3d32_466e_c8bc_e924_0574_e0a9)
        );
        assert_eq!(hasher.finish(), 0x39c4_111d_3d32_466e);
    }

    #[test]
    fn dedupe_tells_lines_and_starts_apart_but_not_clocks() {
        // Lines of one length told apart by a square, and by a promotion's piece.
        let pgn = "1. e4 e5 *\n\n1. e4 {x} e5 (1... c5) 1-0\n\n1. e4 *\n\n\
            [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2\"]\n\n2. e4 e5 *\n\n\
            1. d4 *\n\n[FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=Q *\n\n\
            [FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=N *\n\n\
            [FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=N 1-0\n\n\
            [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 12 40\"]\n\n40. e4 e5 *\n";
        let mut reader = PgnReader::new(pgn.as_bytes());
        let (selection, mut dedupe) = (Selection::new(), Dedupe::default());
        let mut firsts = Vec::new();
        while let Some(raw) = reader.next_raw() {
            let raw = raw.unwrap();
            let header = raw.header().unwrap();
            let mut watch = selection.watch(&header.start, true);
            raw.play(&header, |step| watch.step(step)).unwrap();
            firsts.push(dedupe.first(watch.key().unwrap()));
        }
        // The fourth game starts from the start with other clocks (move 2): the same game;
        // the last with other castling rights (and clocks): another.
        assert_eq!(
            firsts,
            [true, false, true, false, true, true, true, false, true]
        );
        assert_eq!(dedupe.dropped(), 3);
        assert_eq!(selection.watch(&Position::STARTING, false).key(), None);
    }
}
