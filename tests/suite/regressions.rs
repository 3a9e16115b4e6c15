//! Named counterexamples from `tests/data/regressions.fen`, each with what fenkit must say.

use fenkit::chess960;
use fenkit::fen::FenParser;

use crate::common::data_lines;

#[test]
fn every_regression_stays_fixed() {
    let lines = data_lines("regressions.fen");
    assert!(lines.len() >= 10);
    for line in &lines {
        let cells: Vec<&str> = line.split(" | ").collect();
        let [name, fen, expected] = cells[..] else {
            panic!("three cells expected: {line}");
        };
        let found = match FenParser::new().parse_position(fen) {
            Ok(_) => "legal".to_owned(),
            Err(err) => err.to_string(),
        };
        assert_eq!(found, expected, "{name}");
        let lenient = FenParser::new().lenient().parse_position(fen);
        assert_eq!(
            lenient
                .map(|_| "legal".to_owned())
                .unwrap_or_else(|e| e.to_string()),
            found,
            "{name}"
        );
    }
}

#[test]
fn start_position_534_is_identified() {
    let line = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w HAha - 0 1";
    let pos = FenParser::new().parse_position(line).unwrap();
    assert_eq!(chess960::identify(pos.setup()), Ok(534));
}
