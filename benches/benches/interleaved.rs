//! FEN reading and writing, fenkit and shakmaty taking turns: 60 rounds over the corpus, each
//! library's fastest round kept. On a machine whose speed drifts from minute to minute (a
//! shared virtual machine), this gives steadier ratios than measuring one library after the
//! other. The stages of fenkit's reading are measured too: the piece placement alone, the
//! whole line without validation, validation alone; and reading the same positions written in
//! Shredder-FEN.
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
    let corpus::Corpus {
        xfen: lines,
        shredder,
    } = corpus::corpus();
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
    let per_line = |secs: f64| secs * 1e9 / lines.len() as f64;
    for &(name, secs) in &results {
        println!("{name:16} {:6.1} ns", per_line(secs));
    }
    let ratio = |ours: &str, theirs: &str| {
        Some(turns::fastest(&results, theirs)? / turns::fastest(&results, ours)?)
    };
    for (ours, theirs) in [
        ("parse", "shakmaty_parse"),
        ("write", "shakmaty_write"),
        ("write_string", "shakmaty_write_string"),
        ("display", "shakmaty_display"),
    ] {
        if let Some(ratio) = ratio(ours, theirs) {
            println!("{theirs} ÷ {ours}: {ratio:.2}×");
        }
    }
}
