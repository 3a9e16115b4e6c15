//! Move notation beside shakmaty, the two libraries taking turns: writing SAN for every legal
//! move, reading SAN back to a move, and playing whole games of SAN movetext. 30 rounds, each
//! measurement's fastest kept (see `interleaved.rs` for why turns rather than criterion).
//!
//! The positions are the FEN corpus of `corpus/mod.rs` (random games from the standard start
//! and from Chess960 starts) and every position of the perft suites in `tests/data/*.perft`.
//! The games are random legal games from the standard start, written as SAN movetext with move
//! numbers by shakmaty. The `_few` measurements read the moves of the first [`FEW`] positions
//! only, whose texts and positions stay in the caches.
//!
//! `cargo bench -p fenkit-benches --bench notation` runs everything (about 30 seconds);
//! `-- NAME` runs the measurements whose names contain NAME, `-- =NAME` only the one called
//! NAME.

mod corpus;
mod san_cases;
mod turns;

use std::fmt::Write as _;
use std::hint::black_box;

use fenkit::Position;
use fenkit::movetext;
use fenkit::san::{San, SanPlus, SanReader};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::san::San as ShakmatySan;
use shakmaty::san::SanPlus as ShakmatySanPlus;
use shakmaty::{CastlingMode, Chess, Position as _};

/// Rounds over the whole corpus; the fastest of each measurement is reported.
const ROUNDS: usize = 30;
/// How many times a pass the `_few` measurements read the moves of the first [`FEW`]
/// positions, so that the other measurements' data is out of the caches after the first.
const FEW_REPEATS: usize = 20;
/// Random games played for the `play` measurements, and their most plies.
const GAMES: usize = 400;
const MAX_PLIES: usize = 160;

use san_cases::{FEW, Texts, cases, fenkit_reads, shakmaty_reads};

fn main() {
    let cases = cases();
    let moves: usize = cases.iter().map(|case| case.sans.len()).sum();
    let few = &cases[..FEW.min(cases.len())];
    let few_again = || few.iter().cycle().take(few.len() * FEW_REPEATS);
    let few_moves: usize = few.iter().map(|case| case.sans.len()).sum::<usize>() * FEW_REPEATS;
    let games = games();
    let plies: usize = games.iter().map(|(_, plies)| plies).sum();
    let game_bytes: usize = games.iter().map(|(text, _)| text.len()).sum();
    println!(
        "{} positions, {moves} legal moves; {} games, {plies} plies, {game_bytes} bytes of movetext",
        cases.len(),
        games.len()
    );

    let (played, played_shakmaty) = played();
    println!("{} moves of the lichess sample", played.len());
    let reader = SanReader::new().lenient();
    let strict = SanReader::new();
    let mut out = String::with_capacity(16);
    let mut shakmaty_out = String::with_capacity(16);
    let measurements: Vec<turns::Measurement> = vec![
        (
            "san_write",
            Box::new(|| {
                for case in &cases {
                    for &mv in &case.our_moves {
                        out.clear();
                        write!(out, "{}", San::from_move(&case.ours, mv)).unwrap();
                        black_box(&out);
                    }
                }
            }),
        ),
        (
            "shakmaty_san_write",
            Box::new(|| {
                for case in &cases {
                    for &mv in &case.their_moves {
                        shakmaty_out.clear();
                        write!(shakmaty_out, "{}", ShakmatySan::from_move(&case.theirs, mv))
                            .unwrap();
                        black_box(&shakmaty_out);
                    }
                }
            }),
        ),
        (
            "san_read",
            Box::new(|| fenkit_reads(&cases, reader, Texts::Plain)),
        ),
        (
            // The default reader: strict, so each move is also checked to be written as SAN
            // writes it (its check or mate sign too).
            "san_read_strict",
            Box::new(|| fenkit_reads(&cases, strict, Texts::Signed)),
        ),
        (
            // In two steps, as with shakmaty: the text read, then the move found.
            "san_parse_to_move",
            Box::new(|| {
                for case in &cases {
                    for san in &case.sans {
                        let parsed: SanPlus = black_box(san).parse().unwrap();
                        black_box(parsed.to_move(&case.ours).unwrap());
                    }
                }
            }),
        ),
        (
            // The moves of real games (the lichess sample), each read where it was played.
            "san_read_games",
            Box::new(|| {
                for (ours, san, _) in &played {
                    black_box(reader.read(ours, black_box(san)).unwrap());
                }
            }),
        ),
        (
            // The same moves with their check and mate signs, read by the default reader.
            "san_read_strict_games",
            Box::new(|| {
                for (ours, _, signed) in &played {
                    black_box(strict.read(ours, black_box(signed)).unwrap());
                }
            }),
        ),
        (
            "shakmaty_san_plus_read_games",
            Box::new(|| {
                for (theirs, _, signed) in &played_shakmaty {
                    let parsed = ShakmatySanPlus::from_ascii(black_box(signed).as_bytes()).unwrap();
                    black_box(parsed.san.to_move(theirs).unwrap());
                }
            }),
        ),
        (
            "shakmaty_san_read_games",
            Box::new(|| {
                for (theirs, san, _) in &played_shakmaty {
                    let parsed = ShakmatySan::from_ascii(black_box(san).as_bytes()).unwrap();
                    black_box(parsed.to_move(theirs).unwrap());
                }
            }),
        ),
        (
            "shakmaty_san_read",
            Box::new(|| shakmaty_reads(&cases, Texts::Plain)),
        ),
        (
            // shakmaty reading the same text as the strict reader, check and mate signs with
            // it: `SanPlus::from_ascii` then `to_move`.
            "shakmaty_san_plus_read",
            Box::new(|| shakmaty_reads(&cases, Texts::Signed)),
        ),
        (
            "san_read_few",
            Box::new(|| fenkit_reads(few_again(), reader, Texts::Plain)),
        ),
        (
            "shakmaty_san_read_few",
            Box::new(|| shakmaty_reads(few_again(), Texts::Plain)),
        ),
        (
            "san_read_strict_few",
            Box::new(|| fenkit_reads(few_again(), strict, Texts::Signed)),
        ),
        (
            "shakmaty_san_plus_read_few",
            Box::new(|| shakmaty_reads(few_again(), Texts::Signed)),
        ),
        (
            "play",
            Box::new(|| {
                for (text, _) in &games {
                    let end =
                        movetext::walk_san(black_box(text), &Position::STARTING, reader, |_| {});
                    black_box(end.unwrap());
                }
            }),
        ),
        (
            "shakmaty_play",
            Box::new(|| {
                for (text, _) in &games {
                    black_box(shakmaty_play(black_box(text)));
                }
            }),
        ),
    ];

    let results = turns::run(measurements, ROUNDS);
    for &(name, fastest) in &results {
        let (per, unit) = if name.ends_with("play") {
            (plies, "ply")
        } else if name.ends_with("few") {
            (few_moves.max(1), "move")
        } else if name.ends_with("games") {
            (played.len().max(1), "move")
        } else {
            (moves, "move")
        };
        let extra = if name.ends_with("play") {
            format!(", {:.0} MB/s", game_bytes as f64 / fastest / 1e6)
        } else {
            String::new()
        };
        println!(
            "{name:20} {:6.1} ns a {unit}{extra}",
            fastest * 1e9 / per as f64
        );
    }
    for ours in [
        "san_write",
        "san_read",
        "san_read_strict",
        "san_parse_to_move",
        "san_read_games",
        "san_read_strict_games",
        "san_read_few",
        "san_read_strict_few",
        "play",
    ] {
        let theirs = match ours {
            "san_read_strict" => "shakmaty_san_plus_read".to_owned(),
            "san_read_strict_few" => "shakmaty_san_plus_read_few".to_owned(),
            "san_read_strict_games" => "shakmaty_san_plus_read_games".to_owned(),
            "san_parse_to_move" => "shakmaty_san_read".to_owned(),
            _ => format!("shakmaty_{ours}"),
        };
        if let (Some(ours_time), Some(theirs_time)) = (
            turns::fastest(&results, ours),
            turns::fastest(&results, &theirs),
        ) {
            println!("{theirs} ÷ {ours}: {:.2}×", theirs_time / ours_time);
        }
    }
}

/// Moves where they were played: the position (in one library), the SAN without its check or
/// mate sign (which shakmaty's `San` does not take), and with it.
type Played<P> = Vec<(P, String, String)>;

/// Every main-line move of the lichess sample (`../shared/data/pgn/lichess_db_1000k.pgn`), for
/// fenkit and for shakmaty apart, so that a pass reads only its own library's positions (the
/// moves of 28,538 positions do not fit in the caches); none when the sample is missing.
fn played() -> (Played<Position>, Played<Chess>) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/data/pgn/lichess_db_1000k.pgn"
    );
    let Ok(pgn) = std::fs::read(path) else {
        return (Vec::new(), Vec::new());
    };
    let (mut played, mut played_shakmaty) = (Vec::new(), Vec::new());
    let mut reader = fenkit::pgn::PgnReader::new(&pgn[..]);
    while let Some(raw) = reader.next_raw() {
        let raw = raw.expect("the sample reads");
        let header = raw.header().expect("good tags");
        raw.play(&header, |step| {
            if let movetext::Step::Move(step) = step
                && step.depth == 0
                && step.mv.is_some()
            {
                let text = step.token.span.clone();
                let signed = raw.movetext()[text].to_owned();
                let san = signed.trim_end_matches(['+', '#']).to_owned();
                let theirs: Chess = ShakmatyFen::from_ascii(step.before.to_string().as_bytes())
                    .expect("shakmaty reads fenkit's FEN")
                    .into_position(CastlingMode::Chess960)
                    .expect("a legal position");
                played_shakmaty.push((theirs, san.clone(), signed.clone()));
                played.push((step.before.clone(), san, signed));
            }
        })
        .expect("legal moves");
    }
    (played, played_shakmaty)
}

/// Random legal games from the standard start as SAN movetext with move numbers and a result
/// (`*`), and their plies.
fn games() -> Vec<(String, usize)> {
    let mut rng: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    (0..GAMES)
        .map(|_| {
            let mut pos = Chess::default();
            let mut text = String::new();
            let mut plies = 0;
            while plies < MAX_PLIES {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[next(moves.len())];
                if plies % 2 == 0 {
                    write!(text, "{}. ", plies / 2 + 1).unwrap();
                }
                let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, mv);
                write!(text, "{san} ").unwrap();
                plies += 1;
            }
            text.push('*');
            (text, plies)
        })
        .collect()
}

/// shakmaty playing a game of SAN: each token that is not a move number or the result read as
/// SAN and played.
fn shakmaty_play(text: &str) -> Chess {
    let mut pos = Chess::default();
    for token in text.split_ascii_whitespace() {
        if token.ends_with('.') || token == "*" {
            continue;
        }
        let san = shakmaty::san::SanPlus::from_ascii(token.as_bytes()).unwrap();
        let mv = san.san.to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}
