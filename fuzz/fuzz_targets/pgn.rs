//! Any bytes as a PGN file: no panic; every error names a game, a line and a column inside
//! the input; every game read, written in export format and read again is the same game (its
//! suffix glyphs read back as the NAGs export format writes them: `e4?` as `e4 $2`), and
//! written again the same text; its main line and plies told without its items are those its
//! items give; the fast path ends where the full game ends.

#![no_main]

use fenkit::Move;
use fenkit::pgn::{Item, PgnReader, PgnWriter};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // A lone `\r` ends a line too: at most one line a line-end byte, and one more.
    let lines = data.iter().filter(|&&b| b == b'\n' || b == b'\r').count() + 1;
    let mut games = 0;
    for game in PgnReader::new(data).max_game_bytes(1 << 16) {
        games += 1;
        let game = match game {
            Ok(game) => game,
            Err(err) => {
                assert_eq!(err.game(), games);
                assert!((1..=lines).contains(&err.line()), "{err}");
                assert!(err.column() >= 1 && !err.to_string().is_empty());
                continue;
            }
        };
        // Told from the moves kept as read (no items made yet), as from the items.
        let main_line: Vec<Move> = game.main_line().collect();
        assert_eq!((main_line, game.ply_count()), main_line_of(game.items()));
        let Ok(written) = PgnWriter::new().write(&game) else {
            continue;
        };
        let mut again = PgnReader::new(written.as_bytes());
        let read = again.next().expect("a game").expect("a written game reads");
        assert!(again.next().is_none(), "{written}");
        assert_eq!(read.items(), as_written(game.items()), "{written}");
        assert_eq!((read.start(), read.variant()), (game.start(), game.variant()));
        assert_eq!(PgnWriter::new().write(&read).ok(), Some(written));
    }
    let mut reader = PgnReader::new(data);
    while let Some(Ok(raw)) = reader.next_raw() {
        if let Ok(header) = raw.header()
            && let Ok((end, _)) = raw.play(&header, |_| {})
        {
            let game = raw.game().expect("a game the fast path plays reads");
            assert_eq!(&end, game.end());
        }
    }
});

/// The moves of the main line (null moves left out) and its plies (null moves counted).
fn main_line_of(items: &[Item]) -> (Vec<Move>, usize) {
    let (mut depth, mut moves, mut plies) = (0usize, Vec::new(), 0);
    for item in items {
        match item {
            Item::StartVariation => depth += 1,
            Item::EndVariation => depth -= 1,
            Item::Move(mv) if depth == 0 => {
                moves.push(*mv);
                plies += 1;
            }
            Item::NullMove if depth == 0 => plies += 1,
            _ => {}
        }
    }
    (moves, plies)
}

/// The items as export format writes them: each suffix glyph as its NAG (PGN 8.2.3.8).
fn as_written(items: &[Item]) -> Vec<Item> {
    items
        .iter()
        .map(|item| match item {
            Item::Glyph(glyph) => Item::Nag(glyph.nag()),
            other => other.clone(),
        })
        .collect()
}
