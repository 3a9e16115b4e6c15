//! Every notation reads back, inside a movetext, what fenkit writes in it: SAN in several
//! languages, LAN, FAN, UCI, ICCF and descriptive notation. Each game's movetext is rewritten
//! with [`notate`], as `fenkit notate` does, and walked again with the reader of the same
//! notation: the same moves, every game. (Descriptive notation failed on `Q-R5 mate` and
//! `O-O ch` in a movetext before: 34 of 120 lichess games.)

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use fenkit::movetext::{Step, notate, walk};
use fenkit::notation::{MoveErrorKind, MoveFormat, MoveNotation, MoveReader, MoveWriter};
use fenkit::pgn::PgnReader;
use fenkit::{Lang, Move, Position};
use quickcheck::{Gen, QuickCheck};

use crate::common::data_path;

/// Every notation, SAN in languages whose letters differ (Cyrillic among them).
fn formats() -> Vec<MoveFormat> {
    let mut formats = vec![MoveFormat::UCI, MoveFormat::ICCF, MoveFormat::DESCRIPTIVE];
    for lang in [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Ru,
        Lang::Pl,
        Lang::Nl,
        Lang::Hu,
    ] {
        formats.push(MoveFormat::san(lang));
    }
    for (notation, lang) in [
        (MoveNotation::Lan, Lang::En),
        (MoveNotation::Lan, Lang::Es),
        (MoveNotation::Fan, Lang::En),
    ] {
        formats.push(MoveFormat::new(notation, lang).expect("a format"));
    }
    formats
}

/// Every move of `movetext` from `start`, variations too, in order; or the walk's error.
fn moves(
    movetext: &str,
    start: &Position,
    read: impl FnMut(&str, &Position) -> Result<Move, String>,
) -> Result<Vec<Option<Move>>, String> {
    let mut moves = Vec::new();
    walk(movetext, start, read, |step| {
        if let Step::Move(played) = step {
            moves.push(played.mv);
        }
    })
    .map_err(|e| e.to_string())?;
    Ok(moves)
}

/// `movetext` (SAN) rewritten in `format` and read back: `None` when it reads back to the
/// same moves, else what went wrong.
fn round_trip(movetext: &str, start: &Position, format: MoveFormat) -> Option<String> {
    let lenient = MoveReader::new(MoveFormat::SAN).lenient();
    let san = |text: &str, pos: &Position| lenient.read(pos, text).map_err(|e| e.to_string());
    // Reading is strict: what fenkit writes is canonical.
    let reader = MoveReader::new(format);
    let writer = MoveWriter::new(format).castling(start.castling_mode());
    let write = |mv: Move, pos: &Position| writer.write(pos, mv);
    let written = match notate(
        movetext,
        start,
        |t, p| san(t, p).map_err(|_| None),
        |mv, pos| write(mv, pos).map_err(Some),
    ) {
        Ok(written) => written,
        // ICCF has no Chess960 castling: nothing written, nothing to read.
        Err(e)
            if matches!(
                e.kind(),
                fenkit::movetext::WalkErrorKind::Move(Some(err))
                    if matches!(err.kind(), MoveErrorKind::Inexpressible(_))
            ) =>
        {
            return None;
        }
        Err(e) => return Some(format!("writing: {:?}", e.kind())),
    };
    let expected = moves(movetext, start, san).expect("the game reads");
    let read = |text: &str, pos: &Position| reader.read(pos, text).map_err(|e| e.to_string());
    match moves(&written, start, read) {
        Ok(read) if read == expected => None,
        Ok(_) => Some(format!("other moves read from {written}")),
        Err(e) => Some(format!("{e} in {written}")),
    }
}

/// The movetexts and start positions of the games in a PGN file.
fn games(path: PathBuf) -> Vec<(String, Position)> {
    let file = File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = PgnReader::new(BufReader::new(file));
    let mut games = Vec::new();
    while let Some(raw) = reader.next_raw() {
        let raw = raw.expect("a game");
        let header = raw.header().expect("its tags");
        games.push((raw.movetext().to_owned(), header.start));
    }
    games
}

#[test]
fn every_notation_reads_back_every_lichess_game() {
    let mut files = vec![
        data_path("lichess_20.pgn"),
        data_path("lichess_db_100k.pgn"),
    ];
    // The 1 MB sample beside the project, where it is (as the benchmarks read it).
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data/pgn/lichess_db_1000k.pgn");
    if shared.exists() {
        files.push(shared);
    }
    let mut count = 0;
    let mut failures = Vec::new();
    for path in files {
        for (movetext, start) in games(path) {
            for format in formats() {
                count += 1;
                if let Some(failure) = round_trip(&movetext, &start, format) {
                    failures.push(format!("{format:?}: {failure}"));
                }
            }
        }
    }
    eprintln!("{count} round trips, {} failed", failures.len());
    assert!(count >= 67 * 13, "{count}");
    assert!(
        failures.is_empty(),
        "{} of {count}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_notation_reads_back_random_games() {
    // Any legal position (Chess960 and odd ones too), any legal moves from it, chosen by the
    // bytes: written in every notation and read back.
    fn reads_back(choices: Vec<u8>) -> bool {
        let mut g = Gen::new(64);
        let start: Position = quickcheck::Arbitrary::arbitrary(&mut g);
        let mut pos = start.clone();
        let mut text = String::new();
        for choice in choices.iter().take(40) {
            let moves = pos.legal_moves();
            let Some(&mv) = moves.get(usize::from(*choice) % moves.len().max(1)) else {
                break;
            };
            let san = MoveWriter::new(MoveFormat::SAN)
                .write(&pos, mv)
                .expect("legal");
            text.push_str(&san);
            text.push(' ');
            pos = pos.play_unchecked(mv);
        }
        formats()
            .into_iter()
            .all(|format| match round_trip(&text, &start, format) {
                None => true,
                Some(failure) => {
                    eprintln!("{format:?} from {start}: {failure}");
                    false
                }
            })
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(reads_back as fn(Vec<u8>) -> bool);
}
