//! Any text read by `fenkit::recognize`: never a panic; an error's span lies in the text on
//! character boundaries, with a line and column; what reads is what it says it is (a FEN
//! reads back from its own text, the moves given are the main line's, a game written as PGN
//! reads back as PGN to the same end).

#![no_main]

use fenkit::diagnostic::Location;
use fenkit::pgn::{Item, PgnWriter};
use fenkit::recognize::{Recognizer, TextKind, Value, read_any};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // Small bounds keep each run quick; the default ones are the same code.
    let recognizer = Recognizer::new().max_moves(200);
    let read = match recognizer.read(&text) {
        Ok(read) => read,
        Err(err) => {
            let span = err.span();
            assert!(span.start <= span.end && span.end <= text.len(), "{err}: {span:?}");
            assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            let place = Location::of(&*text, span);
            assert!(place.line() >= 1 && place.column() >= 1);
            assert!(!err.to_string().is_empty());
            return;
        }
    };
    let kind = read.read_as.kind;
    match read.value {
        Value::Fen(fen) => {
            assert_eq!(kind, TextKind::Fen);
            let again = read_any(&fen.to_string()).expect("a FEN written reads back");
            match again.value {
                Value::Fen(back) => assert_eq!(back.setup(), fen.setup(), "{fen}"),
                _ => panic!("{fen} reads back as {}", again.read_as),
            }
        }
        Value::Epd(_) => assert_eq!(kind, TextKind::Epd),
        Value::Board(_) => {
            assert!(matches!(kind, TextKind::Forsyth1883 | TextKind::Forsyth1897))
        }
        Value::Game(game) => {
            assert!(matches!(kind, TextKind::Movetext | TextKind::Pgn));
            let mut depth = 0usize;
            let mut plies = 0usize;
            for item in game.game.items() {
                match item {
                    Item::StartVariation => depth += 1,
                    Item::EndVariation => depth -= 1,
                    Item::Move(_) | Item::NullMove if depth == 0 => plies += 1,
                    _ => {}
                }
            }
            assert_eq!(plies, game.given.len(), "one text given for each ply");
            if let Ok(pgn) = PgnWriter::new().write(&game.game) {
                let again = read_any(&pgn).unwrap_or_else(|e| panic!("{pgn:?}: {e}"));
                assert_eq!(again.read_as.kind, TextKind::Pgn, "{pgn:?}");
                let Value::Game(back) = again.value else {
                    panic!("{pgn:?} is not a game")
                };
                assert_eq!(back.game.end(), game.game.end(), "{pgn:?}");
                assert_eq!(back.given.len(), game.given.len(), "{pgn:?}");
            }
        }
        _ => panic!("a kind of value the target does not know"),
    }
});
