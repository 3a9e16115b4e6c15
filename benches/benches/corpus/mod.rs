//! The benchmark corpus, shared by `fen.rs` and `interleaved.rs`: random legal games from the
//! standard start and from Chess960 starts, every position recorded.

use fenkit::{DialectKind, Position};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// Positions in the corpus (at least 10,000).
const CORPUS_SIZE: usize = 12_000;
/// Plies at most per random game, so the corpus keeps openings and middlegames.
const MAX_PLIES: usize = 120;

/// A xorshift64 generator: deterministic, no dependency.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The corpus in the two spellings the libraries read.
pub(crate) struct Corpus {
    /// X-FEN, as shakmaty writes it (and fenkit reads and writes identically).
    pub(crate) xfen: Vec<String>,
    /// Shredder-FEN, for cozy-chess, which reads file letters or classical `KQkq` only.
    #[allow(dead_code, reason = "notation.rs reads the X-FEN lines only")]
    pub(crate) shredder: Vec<String>,
    /// Whether each line comes from a game that started from a Chess960 start (the others
    /// from the standard start).
    #[allow(dead_code, reason = "notation.rs reads every line alike")]
    pub(crate) chess960: Vec<bool>,
}

/// Lines of one kind of game, in both spellings: the standard games' or the Chess960 games'.
#[allow(dead_code, reason = "notation.rs reads every line alike")]
pub(crate) struct Part {
    pub(crate) xfen: Vec<String>,
    pub(crate) shredder: Vec<String>,
}

impl Corpus {
    /// The lines of the standard games (`false`) or the Chess960 games (`true`).
    #[allow(dead_code, reason = "notation.rs reads every line alike")]
    pub(crate) fn part(&self, chess960: bool) -> Part {
        let pick = |lines: &[String]| {
            lines
                .iter()
                .zip(&self.chess960)
                .filter(|&(_, &of)| of == chess960)
                .map(|(line, _)| line.clone())
                .collect()
        };
        Part {
            xfen: pick(&self.xfen),
            shredder: pick(&self.shredder),
        }
    }
}

/// Random legal games from the standard start and from Chess960 starts (alternating), every
/// position recorded with the en passant square after every double step.
pub(crate) fn corpus() -> Corpus {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut xfen = Vec::with_capacity(CORPUS_SIZE);
    let mut chess960 = Vec::with_capacity(CORPUS_SIZE);
    let mut game = 0usize;
    while xfen.len() < CORPUS_SIZE {
        let from_chess960 = !game.is_multiple_of(2);
        let mut pos = if !from_chess960 {
            Chess::default()
        } else {
            let n = rng.below(960) as u16;
            let start = fenkit::chess960::start_position(n).expect("a number below 960");
            let start: ShakmatyFen = start.to_string().parse().expect("shakmaty reads X-FEN");
            start
                .into_position::<Chess>(CastlingMode::Chess960)
                .expect("a legal start")
        };
        game += 1;
        for _ in 0..MAX_PLIES {
            let moves = pos.legal_moves();
            // cozy-chess rejects halfmove clocks above 100.
            if moves.is_empty() || pos.halfmoves() >= 100 || xfen.len() == CORPUS_SIZE {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos.play_unchecked(m);
            xfen.push(ShakmatyFen::from_position(&pos, EnPassantMode::Always).to_string());
            chess960.push(from_chess960);
        }
    }
    let shredder = xfen
        .iter()
        .map(|text| {
            let pos: Position = text.parse().expect("fenkit reads the corpus");
            assert_eq!(
                pos.to_fen(DialectKind::XFen)
                    .expect("X-FEN writes anything"),
                *text,
                "fenkit writes X-FEN as shakmaty does"
            );
            pos.to_fen(DialectKind::Shredder)
                .expect("Shredder-FEN writes anything")
        })
        .collect();
    Corpus {
        xfen,
        shredder,
        chess960,
    }
}
