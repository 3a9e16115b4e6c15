//! fenkit's SAN beside shakmaty's, move by move, as part of `cargo test --workspace`: for every
//! legal move of every position, fenkit writes the SAN shakmaty writes (`SanPlus::from_move` and
//! an English `SanWriter`), reads that text back to the same move (lenient and strict), and
//! shakmaty reads fenkit's long form (`Ng1f3`) to the same move. Both libraries must also agree
//! on the legal moves themselves.
//!
//! The positions:
//! - the benchmark corpus (`benches/corpus/mod.rs`): random games from the standard start and
//!   from Chess960 starts, every position, 12,000 in all;
//! - every position of the perft suites in `tests/data/*.perft`;
//! - long random games played by fenkit from random starts (standard, Chess960 and Double
//!   Fischer Random), played out to the end so endgames and promotions come up;
//! - quickcheck's legal positions (`fenkit::Position`'s `Arbitrary`: random edits of start and
//!   hand-picked positions), which put many pieces of one kind where they share squares to go
//!   to, so disambiguation by file, rank and both comes up.
//!
//! `FENKIT_ORACLE_GAMES=N` plays N random games instead of the default number, and
//! `FENKIT_ORACLE_SEED=N` changes their seed and quickcheck's, for longer runs by hand.

#[path = "../benches/corpus/mod.rs"]
mod corpus;

use std::collections::HashMap;

use fenkit::san::{SanPlus, SanReader, SanWriter};
use fenkit::uci::{CastlingMode as OurCastlingMode, UciMove};
use fenkit::{DialectKind, Position};
use quickcheck::{Arbitrary, Gen};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::san::SanPlus as ShakmatySanPlus;
use shakmaty::{CastlingMode, Chess, Position as _};

use crate::corpus::XorShift;

/// Random games played from random starts by default, and their most plies.
const GAMES: usize = 60;
const MAX_PLIES: usize = 400;
/// Positions drawn from quickcheck's `Arbitrary`, and the size it is given.
const ARBITRARY: usize = 1_500;
const ARBITRARY_SIZE: usize = 40;

static WRITER: SanWriter = SanWriter::new();
static LENIENT: SanReader = SanReader::new().lenient();
static STRICT: SanReader = SanReader::new();

/// What the comparison went over.
#[derive(Debug, Default)]
struct Tally {
    positions: usize,
    moves: usize,
    /// Positions fenkit takes and shakmaty refuses (kept out of the comparison).
    refused: usize,
}

impl Tally {
    /// Compares every legal move of `ours`, which `fen` (any dialect) spells.
    fn compare(&mut self, ours: &Position, fen: &str) {
        let Some(theirs) = shakmaty_position(fen) else {
            self.refused += 1;
            return;
        };
        let theirs_by_uci: HashMap<String, shakmaty::Move> = theirs
            .legal_moves()
            .iter()
            .map(|&mv| (mv.to_uci(CastlingMode::Chess960).to_string(), mv))
            .collect();
        let our_moves = ours.legal_moves();
        assert_eq!(our_moves.len(), theirs_by_uci.len(), "{fen}: legal moves");
        for &mv in our_moves.iter() {
            let uci = UciMove::from_move(mv, OurCastlingMode::Chess960).to_string();
            let &their_mv = theirs_by_uci
                .get(&uci)
                .unwrap_or_else(|| panic!("{fen}: {uci} is legal for fenkit only"));
            let expected = ShakmatySanPlus::from_move(theirs.clone(), their_mv).to_string();
            let at = || format!("{fen}, {uci}");
            assert_eq!(
                SanPlus::from_move(ours, mv).to_string(),
                expected,
                "{}",
                at()
            );
            assert_eq!(WRITER.write(ours, mv).as_str(), expected, "{}", at());
            assert_eq!(LENIENT.read(ours, &expected), Ok(mv), "{}", at());
            assert_eq!(STRICT.read(ours, &expected), Ok(mv), "{}", at());
            let long = SanPlus::from_move_long(ours, mv).to_string();
            let read_long = ShakmatySanPlus::from_ascii(long.as_bytes())
                .ok()
                .and_then(|plus| plus.san.to_move(&theirs).ok());
            assert_eq!(read_long, Some(their_mv), "{}: {long}", at());
            self.moves += 1;
        }
        self.positions += 1;
    }

    /// Compares a position fenkit built, through its X-FEN.
    fn compare_position(&mut self, ours: &Position) {
        let fen = ours
            .to_fen(DialectKind::XFen)
            .expect("X-FEN writes any position");
        self.compare(ours, &fen);
    }
}

/// The position shakmaty reads from `fen`, if it takes it (with more than 16 pieces a side,
/// which fenkit takes and quickcheck's edits make).
fn shakmaty_position(fen: &str) -> Option<Chess> {
    ShakmatyFen::from_ascii(fen.as_bytes())
        .ok()?
        .into_position(CastlingMode::Chess960)
        .or_else(shakmaty::PositionError::ignore_too_much_material)
        .ok()
}

/// A number from the environment, or `default`.
fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |text| {
        text.parse()
            .unwrap_or_else(|_| panic!("{name}={text} is not a number"))
    })
}

#[test]
fn san_agrees_with_shakmaty_on_the_benchmark_corpus() {
    let mut tally = Tally::default();
    for fen in corpus::corpus().xfen {
        let ours: Position = fen.parse().expect("fenkit reads the corpus");
        tally.compare(&ours, &fen);
    }
    eprintln!("{tally:?}");
    assert_eq!(tally.refused, 0, "{tally:?}");
    assert_eq!(tally.positions, 12_000, "{tally:?}");
    assert!(tally.moves > 300_000, "{tally:?}");
}

#[test]
fn san_agrees_with_shakmaty_on_the_perft_suites() {
    let suites = [
        include_str!("../../tests/data/shakmaty-tricky.perft"),
        include_str!("../../tests/data/shakmaty-random.perft"),
        include_str!("../../tests/data/shakmaty-chess960.perft"),
        include_str!("../../tests/data/python-chess-tricky.perft"),
    ];
    let mut tally = Tally::default();
    let mut lines = 0;
    for fen in suites
        .iter()
        .flat_map(|suite| suite.lines())
        .filter_map(|line| line.strip_prefix("epd "))
    {
        lines += 1;
        // A few positions of the suites hold impossible checks, which fenkit refuses.
        if let Ok(ours) = fenkit::fen::FenParser::new().lenient().parse_position(fen) {
            tally.compare(&ours, fen);
        }
    }
    eprintln!("{lines} lines, {tally:?}");
    assert!(
        tally.positions * 100 > lines * 99,
        "{lines} lines, {tally:?}"
    );
    assert!(tally.moves > 5_000, "{tally:?}");
}

#[test]
fn san_agrees_with_shakmaty_in_random_games_from_random_starts() {
    let games = env_or("FENKIT_ORACLE_GAMES", GAMES as u64) as usize;
    let mut rng = XorShift(env_or("FENKIT_ORACLE_SEED", 0x2545_F491_4F6C_DD1D) | 1);
    let mut tally = Tally::default();
    let mut promotions = 0;
    for game in 0..games {
        let mut pos = match game % 3 {
            0 => Position::STARTING,
            1 => fenkit::chess960::start_position(rng.below(960) as u16).expect("below 960"),
            _ => fenkit::chess960::double_start_position(
                rng.below(960) as u16,
                rng.below(960) as u16,
            )
            .expect("below 960"),
        };
        for _ in 0..MAX_PLIES {
            tally.compare_position(&pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            promotions += usize::from(mv.promotion().is_some());
            pos = pos.play_unchecked(mv);
        }
    }
    eprintln!("{games} games, {promotions} promotions, {tally:?}");
    assert_eq!(tally.refused, 0, "{tally:?}");
    if games == GAMES {
        assert!(promotions > 50, "{promotions} promotions, {tally:?}");
    }
}

#[test]
fn san_agrees_with_shakmaty_on_quickcheck_positions() {
    let mut g = Gen::from_size_and_seed(ARBITRARY_SIZE, env_or("FENKIT_ORACLE_SEED", 0));
    let mut tally = Tally::default();
    for _ in 0..ARBITRARY {
        tally.compare_position(&Position::arbitrary(&mut g));
    }
    eprintln!("{tally:?}");
    assert!(tally.refused * 100 < ARBITRARY, "{tally:?}");
    assert!(tally.moves > 10_000, "{tally:?}");
}
