//! Any bytes as a PGN file, played on one thread and on three: the same results in the same
//! order (errors included), and at most as many as the games read one by one; the same games
//! and lines read whether each line lies whole in the input's buffer (read in place) or the
//! buffer is so small that most are cut (copied out). Any bytes decoded
//! as Latin-1 and Windows-1252 are one character a byte, and as auto the UTF-8 before the first
//! byte that is not UTF-8 and Windows-1252 after it.

#![no_main]

use std::io::Read;
use std::ops::ControlFlow;

use fenkit::pgn::{Decoder, Encoding, PgnReader};
use libfuzzer_sys::fuzz_target;

fn played(data: &[u8], threads: usize) -> Vec<String> {
    let mut seen = Vec::new();
    PgnReader::new(data).max_game_bytes(1 << 16).max_variation_depth(8).map_parallel(
        threads,
        |raw| {
            let header = raw.header().map_err(|e| e.to_string())?;
            let (end, result) = raw.play(&header, |_| {}).map_err(|e| e.to_string())?;
            let warnings = raw.warnings(&end, result);
            Ok::<_, String>(format!("{} {end} {result} {}", raw.number(), warnings.len()))
        },
        |game| {
            seen.push(match game {
                Ok(Ok(game)) => game,
                Ok(Err(e)) => e,
                Err(e) => e.to_string(),
            });
            ControlFlow::Continue(())
        },
    );
    seen
}

/// Each game of `input` read one by one (its end position, or its error), and the lines read.
fn read_one_by_one(input: impl std::io::BufRead) -> (Vec<String>, usize) {
    let mut reader = PgnReader::new(input).max_game_bytes(1 << 16).max_variation_depth(8);
    let games = (&mut reader)
        .map(|game| game.map_or_else(|e| e.to_string(), |game| game.end().to_string()))
        .collect();
    (games, reader.lines_read())
}

fn decoded(data: &[u8], encoding: Encoding) -> (String, Option<u64>) {
    let mut decoder = Decoder::new(data, encoding);
    let mut text = String::new();
    decoder.read_to_string(&mut text).expect("decoded text is UTF-8");
    (text, decoder.fell_back_at())
}

fuzz_target!(|data: &[u8]| {
    let one = played(data, 1);
    assert_eq!(one, played(data, 3));
    assert_eq!(one.len(), PgnReader::new(data).max_game_bytes(1 << 16).count());
    assert_eq!(
        read_one_by_one(data),
        read_one_by_one(std::io::BufReader::with_capacity(7, data))
    );
    for encoding in [Encoding::Latin1, Encoding::Cp1252] {
        assert_eq!(decoded(data, encoding).0.chars().count(), data.len());
    }
    let (auto, at) = decoded(data, Encoding::Auto);
    match at {
        None => assert_eq!(auto.as_bytes(), data),
        Some(at) => {
            let at = usize::try_from(at).unwrap();
            let head = std::str::from_utf8(&data[..at]).expect("UTF-8 up to the fall back");
            assert_eq!(auto, format!("{head}{}", decoded(&data[at..], Encoding::Cp1252).0));
        }
    }
});
