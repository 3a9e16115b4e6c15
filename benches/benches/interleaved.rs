//! FEN reading and writing, fenkit and shakmaty taking turns: 60 rounds over the corpus, each
//! library's fastest round kept. On a machine whose speed drifts from minute to minute (a
//! shared virtual machine), this gives steadier ratios than measuring one library after the
//! other. The stages of fenkit's reading are measured too: the piece placement alone, the
//! whole line without validation, validation alone; and reading the same positions written in
//! Shredder-FEN. The positions of the standard games (standard FEN) and of the Chess960 games
//! (X-FEN and Shredder-FEN) are also read apart, by both libraries, so that a slip in either
//! shows.
//!
//! `cargo bench --bench interleaved` runs everything (about 20 seconds);
//! `cargo bench --bench interleaved -- NAME` runs the measurements whose names contain NAME,
//! `-- =NAME` only the one called NAME (to count its instructions under
//! `valgrind --tool=cachegrind`, against a run of `-- =none`).

mod corpus;
mod turns;

use std::hint::black_box;

use fenkit::fen::{FenParser, FenWriter};
use fenkit::{Board, EpPolicy, Position, Setup};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// Rounds over the whole corpus; the fastest of each measurement is reported.
const ROUNDS: usize = 60;

fn main() {
    let corpus = corpus::corpus();
    let standard = corpus.part(false);
    let chess960 = corpus.part(true);
    println!(
        "{} positions of standard games, {} of Chess960 games",
        standard.xfen.len(),
        chess960.xfen.len()
    );
    let corpus::Corpus {
        xfen: lines,
        shredder,
        ..
    } = corpus;
    let placements: Vec<&str> = lines
        .iter()
        .map(|line| line.split(' ').next().unwrap_or_default())
        .collect();
    let parser = FenParser::new();
    let setups: Vec<Setup> = lines
        .iter()
        .map(|line| {
            parser
                .parse(line)
                .expect("fenkit reads the corpus")
                .into_setup()
        })
        .collect();
    let positions: Vec<Position> = lines.iter().map(|line| line.parse().unwrap()).collect();
    let shakmaty_positions: Vec<Chess> = lines
        .iter()
        .map(|line| {
            let fen = ShakmatyFen::from_ascii(line.as_bytes()).unwrap();
            fen.into_position(CastlingMode::Chess960).unwrap()
        })
        .collect();
    let writer = FenWriter::new().en_passant(EpPolicy::Legal);
    let mut out = String::with_capacity(128);
    let mut shakmaty_out = String::with_capacity(128);

    let measurements: Vec<turns::Measurement> = vec![
        (
            "placement",
            Box::new(|| {
                for text in &placements {
                    black_box(black_box(text).parse::<Board>().unwrap());
                }
            }),
        ),
        (
            "read",
            Box::new(|| {
                for line in &lines {
                    black_box(parser.parse(black_box(line)).unwrap());
                }
            }),
        ),
        (
            "validate",
            Box::new(|| {
                for setup in &setups {
                    black_box(Position::from_setup(black_box(setup.clone())).unwrap());
                }
            }),
        ),
        (
            "parse",
            Box::new(|| {
                for line in &lines {
                    black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                }
            }),
        ),
        (
            "parse_shredder",
            Box::new(|| {
                for line in &shredder {
                    black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                }
            }),
        ),
        (
            "shakmaty_parse",
            Box::new(|| {
                for line in &lines {
                    let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                    black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
                }
            }),
        ),
        (
            "parse_standard",
            Box::new(|| {
                for line in &standard.xfen {
                    black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                }
            }),
        ),
        (
            "shakmaty_parse_standard",
            Box::new(|| {
                for line in &standard.xfen {
                    let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                    black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
                }
            }),
        ),
        (
            "parse_chess960_xfen",
            Box::new(|| {
                for line in &chess960.xfen {
                    black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                }
            }),
        ),
        (
            "shakmaty_parse_chess960_xfen",
            Box::new(|| {
                for line in &chess960.xfen {
                    let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                    black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
                }
            }),
        ),
        (
            "parse_chess960_shredder",
            Box::new(|| {
                for line in &chess960.shredder {
                    black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                }
            }),
        ),
        (
            "shakmaty_parse_chess960_shredder",
            Box::new(|| {
                for line in &chess960.shredder {
                    let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                    black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
                }
            }),
        ),
        (
            "write",
            Box::new(|| {
                for position in &positions {
                    out.clear();
                    writer.append(position.setup(), &mut out).unwrap();
                    black_box(&out);
                }
            }),
        ),
        (
            "shakmaty_write",
            Box::new(|| {
                for position in &shakmaty_positions {
                    shakmaty_out.clear();
                    ShakmatyFen::from_position(position, EnPassantMode::Legal)
                        .append_to_string(&mut shakmaty_out);
                    black_box(&shakmaty_out);
                }
            }),
        ),
        (
            "write_string",
            Box::new(|| {
                for position in &positions {
                    black_box(writer.write(position.setup()).unwrap());
                }
            }),
        ),
        (
            "shakmaty_write_string",
            Box::new(|| {
                for position in &shakmaty_positions {
                    black_box(
                        ShakmatyFen::from_position(position, EnPassantMode::Legal).to_string(),
                    );
                }
            }),
        ),
        (
            "display",
            Box::new(|| {
                for position in &positions {
                    black_box(position.to_string());
                }
            }),
        ),
        (
            "shakmaty_display",
            Box::new(|| {
                for position in &shakmaty_positions {
                    black_box(
                        ShakmatyFen::from_position(position, EnPassantMode::Always).to_string(),
                    );
                }
            }),
        ),
    ];

    let results = turns::run(measurements, ROUNDS);
    for &(name, secs) in &results {
        let count = if name.ends_with("standard") {
            standard.xfen.len()
        } else if name.contains("chess960") {
            chess960.xfen.len()
        } else {
            lines.len()
        };
        println!("{name:26} {:6.1} ns", secs * 1e9 / count as f64);
    }
    let ratio = |ours: &str, theirs: &str| {
        Some(turns::fastest(&results, theirs)? / turns::fastest(&results, ours)?)
    };
    for (ours, theirs) in [
        ("parse", "shakmaty_parse"),
        ("parse_standard", "shakmaty_parse_standard"),
        ("parse_chess960_xfen", "shakmaty_parse_chess960_xfen"),
        (
            "parse_chess960_shredder",
            "shakmaty_parse_chess960_shredder",
        ),
        ("write", "shakmaty_write"),
        ("write_string", "shakmaty_write_string"),
        ("display", "shakmaty_display"),
    ] {
        if let Some(ratio) = ratio(ours, theirs) {
            println!("{theirs} ÷ {ours}: {ratio:.2}×");
        }
    }
}
