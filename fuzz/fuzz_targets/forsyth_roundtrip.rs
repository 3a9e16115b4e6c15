//! Any text, read in both of Forsyth's forms: no panic, errors point inside the text, and a
//! board that reads writes in either form and reads back to the same board.

#![no_main]

use fenkit::forsyth::Edition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for edition in Edition::ALL {
        let board = match edition.parse(&text) {
            Ok(board) => board,
            Err(err) => {
                assert!(err.line() >= 1 && err.column() >= 1, "{err}");
                assert!(
                    err.line() <= text.split('\n').count(),
                    "{err}: line {}",
                    err.line()
                );
                assert!(!err.to_string().is_empty());
                continue;
            }
        };
        for other in Edition::ALL {
            let written = other.write(&board);
            let back = other
                .parse(&written)
                .unwrap_or_else(|e| panic!("{written:?} in {other} does not read back: {e}"));
            assert_eq!(back, board, "{written:?} in {other}");
        }
    }
});
