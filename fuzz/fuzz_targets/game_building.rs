//! Any bytes as the steps of building a game (moves, null moves, comments, NAGs, glyphs,
//! variations opened and closed, tags set and removed, a result): no panic; a step that cannot
//! stand is refused and leaves the game as it was; the walk of the main line plays on from
//! each ply to the next and ends at the game's end; the game written in export format reads
//! back as the same game (a suffix glyph as the NAG export format writes for it).

#![no_main]

use fenkit::movetext::{GameResult, Glyph};
use fenkit::pgn::{Game, Item, PgnReader, PgnWriter, SEVEN_TAG_ROSTER, Variant};
use fenkit::{Position, chess960};
use libfuzzer_sys::fuzz_target;

/// The characters of comments and tag values: what the movetext and tag grammar care about.
const TEXT: &[char] = &[
    'a', 'Z', ' ', '\n', '{', '(', ')', ';', '%', '[', ']', '"', '\\', '$', '!', '?', 'é', '1',
    '-', '*', '.', '\t', '}',
];
const NAMES: &[&str] = &["Event", "White", "Black", "Annotator", "ECO", "Opening", "Round"];
const RESULTS: [GameResult; 4] = [
    GameResult::WhiteWins,
    GameResult::BlackWins,
    GameResult::Draw,
    GameResult::Unknown,
];

fn text(bytes: &mut impl Iterator<Item = u8>, line: bool) -> String {
    let len = bytes.next().unwrap_or(0) % 12;
    (0..len)
        .filter_map(|_| bytes.next())
        .map(|b| TEXT[usize::from(b) % TEXT.len()])
        .filter(|&c| !(line && c == '\n'))
        .collect()
}

/// A comment as the export writes it: a reader takes a line that looks like a tag pair (`[`, a
/// name, a quote, `]` at the end) after a blank line for the next game, so the blank lines
/// before such a line (not the comment's first, which shares its line with the `{`) are left out;
/// the last line ends its line at the `}`, so it is never one.
fn exported(text: &str) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let tag_like = |line: &str, last: bool| {
        let line = line.trim();
        let name = line.get(1..).map_or(0, |rest| {
            rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count()
        });
        line.starts_with('[') && name > 0 && line[1 + name..].trim_start().starts_with('"')
            && !last && line.ends_with(']')
    };
    let mut kept = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let blank = line.trim().is_empty();
        let next = (at..lines.len()).find(|&n| !lines[n].trim().is_empty());
        if !(at > 0 && blank && next.is_some_and(|n| tag_like(lines[n], n + 1 == lines.len()))) {
            kept.push(*line);
        }
    }
    kept.join("\n")
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = data.iter().copied();
    let (start, variant) = match bytes.next() {
        Some(b) if b % 2 == 1 => {
            let n = u16::from_le_bytes([bytes.next().unwrap_or(0), b >> 1]) % 960;
            (chess960::start_position(n).unwrap(), Variant::Chess960)
        }
        _ => (Position::STARTING, Variant::Standard),
    };
    let mut game = Game::new(start.clone(), variant);
    while let Some(op) = bytes.next() {
        let before = game.clone();
        let refused = match op % 10 {
            0..=2 => {
                let moves = game.position().legal_moves();
                match bytes.next() {
                    Some(pick) if !moves.is_empty() => {
                        game.play(moves[usize::from(pick) % moves.len()]).is_err()
                    }
                    _ => false,
                }
            }
            3 => game.null_move().is_err(),
            4 => {
                let comment = text(&mut bytes, false);
                let refused = game.comment(&comment).is_err();
                assert_eq!(refused, comment.contains('}'));
                refused
            }
            5 => {
                game.nag(bytes.next().unwrap_or(0));
                false
            }
            6 => {
                game.glyph(Glyph::ALL[usize::from(bytes.next().unwrap_or(0)) % Glyph::ALL.len()]);
                false
            }
            7 => game.start_variation().is_err(),
            8 => game.end_variation().is_err(),
            _ => {
                let name = NAMES[usize::from(bytes.next().unwrap_or(0)) % NAMES.len()];
                match bytes.next() {
                    Some(b) if b % 4 == 0 => game.tags_mut().remove(name),
                    _ => {
                        let value = text(&mut bytes, true);
                        game.tags_mut().set(name, &value);
                    }
                }
                false
            }
        };
        if refused {
            assert_eq!(game, before, "a refused step changes nothing");
        }
    }
    while game.end_variation().is_ok() {}
    game.set_result(RESULTS[data.len() % RESULTS.len()]);

    // The walk: each ply starts where the one before ended, and the last ends at the end.
    let mut plies = game.plies();
    let mut count = 0;
    let mut last: Option<Position> = None;
    while let Some(ply) = plies.next_ply() {
        assert_eq!(ply.index(), count);
        let expected_before = last.as_ref().unwrap_or(game.start());
        assert_eq!(ply.before(), expected_before);
        if let Some(mv) = ply.mv() {
            assert_eq!(ply.before().play(mv).as_ref(), Ok(ply.after()));
        }
        last = Some(ply.after().clone());
        count += 1;
    }
    assert_eq!(count, game.ply_count());
    assert_eq!(last.as_ref().unwrap_or(game.start()), game.end());

    // Exported and read back: the same game.
    let written = PgnWriter::new().write(&game).expect("X-FEN writes any start");
    let mut reader = PgnReader::new(written.as_bytes());
    let read = match reader.next() {
        Some(Ok(read)) => read,
        Some(Err(err)) => panic!("{written}\n{err}"),
        None => panic!("no game in\n{written}"),
    };
    assert!(reader.next().is_none(), "{written}");
    let as_nags: Vec<Item> = game
        .items()
        .iter()
        .map(|item| match item {
            Item::Glyph(glyph) => Item::Nag(glyph.nag()),
            Item::Comment(text) => Item::Comment(exported(text).into()),
            other => other.clone(),
        })
        .collect();
    assert_eq!(read.items(), as_nags, "{written}");
    assert_eq!(
        (read.start(), read.variant(), read.result()),
        (game.start(), game.variant(), game.result()),
        "{written}"
    );
    for (name, value) in game.tags().iter() {
        let roster = SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name);
        if !roster {
            assert_eq!(read.tags().get(name), Some(value), "{written}");
        }
    }
    for (name, unknown) in SEVEN_TAG_ROSTER {
        let expected = match name {
            "Result" => game.result().to_string(),
            _ => game.tags().get(name).unwrap_or(unknown).to_owned(),
        };
        assert_eq!(read.tags().get(name), Some(expected.as_str()), "{written}");
    }
});
