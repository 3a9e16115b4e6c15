//! FEN reading and writing: fenkit against shakmaty and cozy-chess, on one corpus, in one run.
//!
//! Run with `cargo bench --bench fen`; `benches/README.md` says what each group measures and
//! holds the latest figures.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Duration;

mod corpus;

use corpus::{Corpus, corpus};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use fenkit::fen::{FenParser, FenWriter};
use fenkit::{DialectKind, EpPolicy, Position};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// Checks that every line reads in all three libraries, and prints what the corpus holds.
fn describe(corpus: &Corpus) {
    let mut stats = [0usize; 4]; // chess960, partial castling, en passant, promoted piece count
    for (x, s) in corpus.xfen.iter().zip(&corpus.shredder) {
        let fen: ShakmatyFen = x.parse().expect("shakmaty reads the corpus");
        let pos: Chess = fen
            .into_position(CastlingMode::Chess960)
            .expect("shakmaty validates the corpus");
        cozy_chess::Board::from_fen(s, true).expect("cozy-chess reads the Shredder corpus");
        let ours: Position = x.parse().expect("fenkit reads the corpus");
        stats[0] += usize::from(ours.is_chess960());
        let rights = ours.castling().iter().count();
        stats[1] += usize::from(rights > 0 && rights < 4);
        stats[2] += usize::from(x.split(' ').nth(3) != Some("-"));
        stats[3] += usize::from(pos.board().queens().count() > 2);
    }
    let bytes: usize = corpus.xfen.iter().map(String::len).sum();
    eprintln!(
        "corpus: {} positions, {} bytes of X-FEN ({:.1} bytes a line), {} Chess960 castling, \
         {} with partial castling rights, {} with an en passant square, {} with 3+ queens",
        corpus.xfen.len(),
        bytes,
        bytes as f64 / corpus.xfen.len() as f64,
        stats[0],
        stats[1],
        stats[2],
        stats[3],
    );
}

fn group<'a>(c: &'a mut Criterion, name: &str, n: usize) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(n as u64));
    g.sample_size(10);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    g
}

fn benches(c: &mut Criterion) {
    let corpus = corpus();
    describe(&corpus);
    let n = corpus.xfen.len();
    let fenkit_positions: Vec<Position> = corpus.xfen.iter().map(|t| t.parse().unwrap()).collect();
    let shakmaty_positions: Vec<Chess> = corpus
        .xfen
        .iter()
        .map(|t| {
            let fen: ShakmatyFen = t.parse().unwrap();
            fen.into_position(CastlingMode::Chess960).unwrap()
        })
        .collect();
    let cozy_positions: Vec<cozy_chess::Board> = corpus
        .shredder
        .iter()
        .map(|t| cozy_chess::Board::from_fen(t, true).unwrap())
        .collect();

    let mut g = group(c, "baseline", n);
    g.bench_function("touch_every_byte", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for line in &corpus.xfen {
                for &byte in black_box(line.as_bytes()) {
                    sum = sum.wrapping_add(u32::from(byte));
                }
            }
            sum
        });
    });
    g.finish();

    // The positions of the standard games and of the Chess960 games apart, each in the
    // spellings it is written in.
    for (name, part) in [
        ("parse_standard", corpus.part(false)),
        ("parse_chess960", corpus.part(true)),
    ] {
        let mut g = group(c, name, part.xfen.len());
        let parser = FenParser::new();
        let spellings: &[(&str, &Vec<String>)] = if name == "parse_standard" {
            &[("", &part.xfen)]
        } else {
            &[("_xfen", &part.xfen), ("_shredder", &part.shredder)]
        };
        for &(spelling, lines) in spellings {
            g.bench_function(format!("fenkit{spelling}"), |b| {
                b.iter(|| {
                    for line in lines {
                        black_box(parser.parse_position(black_box(line.as_str())).unwrap());
                    }
                });
            });
            g.bench_function(format!("shakmaty{spelling}"), |b| {
                b.iter(|| {
                    for line in lines {
                        let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                        black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
                    }
                });
            });
        }
        g.finish();
    }

    let mut g = group(c, "parse", n);
    let parser = FenParser::new();
    g.bench_function("fenkit", |b| {
        b.iter(|| {
            for line in &corpus.xfen {
                black_box(parser.parse_position(black_box(line.as_str())).unwrap());
            }
        });
    });
    g.bench_function("fenkit_shredder", |b| {
        b.iter(|| {
            for line in &corpus.shredder {
                black_box(parser.parse_position(black_box(line.as_str())).unwrap());
            }
        });
    });
    g.bench_function("shakmaty", |b| {
        b.iter(|| {
            for line in &corpus.xfen {
                let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                black_box(fen.into_position::<Chess>(CastlingMode::Chess960).unwrap());
            }
        });
    });
    g.bench_function("cozy_shredder", |b| {
        b.iter(|| {
            for line in &corpus.shredder {
                black_box(cozy_chess::Board::from_fen(black_box(line), true).unwrap());
            }
        });
    });
    g.finish();

    let mut g = group(c, "write", n);
    let mut out = String::with_capacity(128);
    let legal = FenWriter::new().en_passant(EpPolicy::Legal);
    g.bench_function("fenkit", |b| {
        b.iter(|| {
            for pos in &fenkit_positions {
                out.clear();
                legal.append(pos.setup(), &mut out).unwrap();
                black_box(&out);
            }
        });
    });
    let keep = FenWriter::new();
    g.bench_function("fenkit_keep", |b| {
        b.iter(|| {
            for pos in &fenkit_positions {
                out.clear();
                keep.append(pos.setup(), &mut out).unwrap();
                black_box(&out);
            }
        });
    });
    g.bench_function("shakmaty", |b| {
        b.iter(|| {
            for pos in &shakmaty_positions {
                out.clear();
                ShakmatyFen::from_position(pos, EnPassantMode::Legal).append_to_string(&mut out);
                black_box(&out);
            }
        });
    });
    g.bench_function("cozy_shredder", |b| {
        b.iter(|| {
            for pos in &cozy_positions {
                out.clear();
                write!(out, "{pos:#}").unwrap();
                black_box(&out);
            }
        });
    });
    g.finish();

    let mut g = group(c, "convert", n);
    let shredder = FenWriter::new()
        .dialect(DialectKind::Shredder)
        .en_passant(EpPolicy::Legal);
    g.bench_function("fenkit_xfen_to_shredder", |b| {
        b.iter(|| {
            for line in &corpus.xfen {
                out.clear();
                let pos = parser.parse_position(black_box(line.as_str())).unwrap();
                shredder.append(pos.setup(), &mut out).unwrap();
                black_box(&out);
            }
        });
    });
    g.bench_function("shakmaty_xfen_to_xfen", |b| {
        b.iter(|| {
            for line in &corpus.xfen {
                out.clear();
                let fen = ShakmatyFen::from_ascii(black_box(line.as_bytes())).unwrap();
                let pos: Chess = fen.into_position(CastlingMode::Chess960).unwrap();
                ShakmatyFen::from_position(&pos, EnPassantMode::Legal).append_to_string(&mut out);
                black_box(&out);
            }
        });
    });
    g.bench_function("cozy_shredder_to_shredder", |b| {
        b.iter(|| {
            for line in &corpus.shredder {
                out.clear();
                let pos = cozy_chess::Board::from_fen(black_box(line), true).unwrap();
                write!(out, "{pos:#}").unwrap();
                black_box(&out);
            }
        });
    });
    g.finish();
}

/// With `FENKIT_BENCH_CORPUS=FILE` set, writes the X-FEN corpus to FILE, one FEN a line, and
/// measures nothing (`benches/convert.sh` builds its large file from it).
fn write_corpus(path: &std::ffi::OsStr) {
    let mut text = String::new();
    for line in corpus().xfen {
        text.push_str(&line);
        text.push('\n');
    }
    std::fs::write(path, text).expect("the corpus file can be written");
}

fn main() {
    if let Some(path) = std::env::var_os("FENKIT_BENCH_CORPUS") {
        write_corpus(&path);
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
