//! FEN reading and writing: fenkit against shakmaty and cozy-chess, on one corpus, in one run.
//!
//! Run with `cargo bench --bench fen`; `benches/README.md` says what each group measures and
//! holds the latest figures.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use fenkit::fen::{FenParser, FenWriter};
use fenkit::{DialectKind, EpPolicy, Position};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// Positions in the corpus (at least 10,000).
const CORPUS_SIZE: usize = 12_000;
/// Plies at most per random game, so the corpus keeps openings and middlegames.
const MAX_PLIES: usize = 120;

/// A xorshift64 generator: deterministic, no dependency.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The corpus in the two spellings the libraries read.
struct Corpus {
    /// X-FEN, as shakmaty writes it (and fenkit reads and writes identically).
    xfen: Vec<String>,
    /// Shredder-FEN, for cozy-chess, which reads file letters or classical `KQkq` only.
    shredder: Vec<String>,
}

/// Random legal games from the standard start and from Chess960 starts (alternating), every
/// position recorded with the en passant square after every double step.
fn corpus() -> Corpus {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut xfen = Vec::with_capacity(CORPUS_SIZE);
    let mut game = 0usize;
    while xfen.len() < CORPUS_SIZE {
        let mut pos = if game % 2 == 0 {
            Chess::default()
        } else {
            let n = rng.below(960) as u16;
            let start = fenkit::chess960::start_position(n).expect("a number below 960");
            let start: ShakmatyFen = start.to_string().parse().expect("shakmaty reads X-FEN");
            start
                .into_position::<Chess>(CastlingMode::Chess960)
                .expect("a legal start")
        };
        game += 1;
        for _ in 0..MAX_PLIES {
            let moves = pos.legal_moves();
            // cozy-chess rejects halfmove clocks above 100.
            if moves.is_empty() || pos.halfmoves() >= 100 || xfen.len() == CORPUS_SIZE {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos.play_unchecked(m);
            xfen.push(ShakmatyFen::from_position(&pos, EnPassantMode::Always).to_string());
        }
    }
    let shredder = xfen
        .iter()
        .map(|text| {
            let pos: Position = text.parse().expect("fenkit reads the corpus");
            assert_eq!(
                pos.to_fen(DialectKind::XFen)
                    .expect("X-FEN writes anything"),
                *text,
                "fenkit writes X-FEN as shakmaty does"
            );
            pos.to_fen(DialectKind::Shredder)
                .expect("Shredder-FEN writes anything")
        })
        .collect();
    Corpus { xfen, shredder }
}

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

    let mut g = group(c, "parse", n);
    let parser = FenParser::new();
    g.bench_function("fenkit", |b| {
        b.iter(|| {
            for line in &corpus.xfen {
                black_box(parser.parse_position(black_box(line.as_bytes())).unwrap());
            }
        });
    });
    g.bench_function("fenkit_shredder", |b| {
        b.iter(|| {
            for line in &corpus.shredder {
                black_box(parser.parse_position(black_box(line.as_bytes())).unwrap());
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
                let pos = parser.parse_position(black_box(line.as_bytes())).unwrap();
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
