//! Every notation reads back, inside a movetext, what fenkit writes in it: SAN in several
//! languages, LAN, FAN, UCI, ICCF and descriptive notation. Each game's movetext is rewritten
//! with [`notate`], as `fenkit notate` does, and walked again with the reader of the same
//! notation: the same moves, every game. (Descriptive notation failed on `Q-R5 mate` and
//! `O-O ch` in a movetext before: 34 of 120 lichess games.)

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use fenkit::descriptive::{self, DescriptiveReader};
use fenkit::iccf::IccfMove;
use fenkit::movetext::{Step, notate, walk};
use fenkit::pgn::PgnReader;
use fenkit::san::{MoveWriter, Notation, SanReader};
use fenkit::uci::{CastlingMode, UciMove};
use fenkit::{Lang, Move, Position};
use quickcheck::{Gen, QuickCheck};

use crate::common::data_path;

/// A notation as `notate` writes it and `play` reads it.
#[derive(Debug, Clone, Copy)]
enum Format {
    San(Notation, Lang),
    Uci,
    Iccf,
    Descriptive,
}

/// Every notation, SAN in languages whose letters differ (Cyrillic among them).
fn formats() -> Vec<Format> {
    let mut formats = vec![Format::Uci, Format::Iccf, Format::Descriptive];
    for lang in [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Ru,
        Lang::Pl,
        Lang::Nl,
        Lang::Hu,
    ] {
        formats.push(Format::San(Notation::San, lang));
    }
    formats.push(Format::San(Notation::Lan, Lang::En));
    formats.push(Format::San(Notation::Lan, Lang::Es));
    formats.push(Format::San(Notation::Fan, Lang::En));
    formats
}

impl Format {
    fn write(self, mv: Move, pos: &Position, mode: CastlingMode) -> Result<String, String> {
        match self {
            Format::San(notation, lang) => Ok(MoveWriter::new()
                .lang(lang)
                .notation(notation)
                .write(pos, mv)
                .to_string()),
            Format::Uci => Ok(mv.to_uci(mode).to_string()),
            Format::Iccf => mv
                .to_iccf()
                .map(|iccf| iccf.to_string())
                .map_err(|e| e.to_string()),
            Format::Descriptive => descriptive::write(pos, mv).map_err(|e| e.to_string()),
        }
    }

    /// Reads strictly: what fenkit writes is canonical.
    fn read(self, text: &str, pos: &Position) -> Result<Move, String> {
        match self {
            Format::San(notation, lang) => SanReader::new()
                .lang(lang)
                .notation(notation)
                .strict(true)
                .read(pos, text)
                .map_err(|e| e.to_string()),
            Format::Uci => text
                .parse::<UciMove>()
                .map_err(|e| e.to_string())?
                .to_move(pos)
                .map_err(|e| e.to_string()),
            Format::Iccf => IccfMove::parse(text)
                .map_err(|e| e.to_string())?
                .to_move(pos)
                .map_err(|e| e.to_string()),
            Format::Descriptive => DescriptiveReader::new()
                .read(pos, text)
                .map(|read| read.mv)
                .map_err(|e| e.to_string()),
        }
    }
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
fn round_trip(movetext: &str, start: &Position, format: Format) -> Option<String> {
    let san =
        |text: &str, pos: &Position| SanReader::new().read(pos, text).map_err(|e| e.to_string());
    let mode = CastlingMode::detect(start);
    let written = match notate(movetext, start, san, |mv, pos| format.write(mv, pos, mode)) {
        Ok(written) => written,
        // ICCF has no Chess960 castling: nothing written, nothing to read.
        Err(e) if matches!(format, Format::Iccf) && e.to_string().contains("Chess960") => {
            return None;
        }
        Err(e) => return Some(format!("writing: {e}")),
    };
    let expected = moves(movetext, start, san).expect("the game reads");
    match moves(&written, start, |text, pos| format.read(text, pos)) {
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
            text.push_str(MoveWriter::new().write(&pos, mv).as_str());
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
