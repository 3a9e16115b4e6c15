//! The work both PGN benchmarks measure (`pgn.rs` with criterion, `pgn_turns.rs` in turns):
//! fenkit reading and validating the lichess sample (playing each game's moves, or building
//! whole games), and pgn-reader + shakmaty doing the same.

use std::ops::ControlFlow;

use fenkit::pgn::{PgnReader, RawGame};
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

pub(crate) const SAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/data/pgn/lichess_db_1000k.pgn"
);

/// Plies played by fenkit without building games.
pub(crate) fn fenkit_plies(pgn: &[u8]) -> usize {
    let mut plies = 0;
    let mut reader = PgnReader::new(pgn);
    while let Some(raw) = reader.next_raw() {
        let raw: RawGame<'_> = raw.expect("the sample reads");
        let header = raw.header().expect("good tags");
        raw.play(&header, |step| {
            if let fenkit::movetext::Step::Move(_) = step {
                plies += 1;
            }
        })
        .expect("legal moves");
    }
    plies
}

/// Plies of the main lines of whole games, read the obvious way: `for game in PgnReader`.
pub(crate) fn fenkit_games(pgn: &[u8]) -> usize {
    PgnReader::new(pgn)
        .map(|game| game.expect("the sample reads").main_line().count())
        .sum()
}

/// pgn-reader's `validate` example: every SAN resolved and played by shakmaty.
struct Validator {
    plies: usize,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, Option<Chess>> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Option<Chess>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<bool> {
        if name == b"FEN" {
            let Ok(fen) = Fen::from_ascii(value.as_bytes()) else {
                return ControlFlow::Break(false);
            };
            let Ok(pos) = fen.into_position(CastlingMode::Chess960) else {
                return ControlFlow::Break(false);
            };
            tags.replace(pos);
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Option<Chess>) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn san(&mut self, pos: &mut Chess, san_plus: SanPlus) -> ControlFlow<bool> {
        match san_plus.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                self.plies += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _pos: Chess) -> bool {
        true
    }
}

pub(crate) fn pgn_reader_plies(pgn: &[u8]) -> usize {
    let mut reader = Reader::new(pgn);
    let mut validator = Validator { plies: 0 };
    while let Some(ok) = reader.read_game(&mut validator).expect("in memory") {
        assert!(ok, "the sample validates");
    }
    validator.plies
}
