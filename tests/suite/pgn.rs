//! PGN game records: the lichess sample against python-chess, the Chess960 spellings of each
//! tool read and rewritten, malformed games, and the round trip of random games.

use std::fmt::Write as _;

use fenkit::fen::FenWriter;
use fenkit::movetext::{GameResult, Glyph};
use fenkit::pgn::{Game, Item, PgnReader, PgnWriter, SEVEN_TAG_ROSTER, Variant, VariantTag};
use fenkit::{DialectKind, EpPolicy, Lang, Position, chess960};
use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};

use crate::common::{data_lines, data_path, snapshots};
use crate::export_format;

fn read_file(name: &str) -> String {
    std::fs::read_to_string(data_path(name)).expect("fixture exists")
}

fn games(pgn: &str) -> Vec<Result<Game, String>> {
    PgnReader::new(pgn.as_bytes())
        .map(|game| game.map_err(|e| e.to_string()))
        .collect()
}

/// The FEN python-chess writes: standard castling letters, the en passant square only when
/// the capture is legal.
fn python_fen(pos: &Position) -> String {
    FenWriter::new()
        .en_passant(EpPolicy::Legal)
        .write(pos.setup())
        .unwrap()
}

#[test]
fn the_lichess_sample_reads_whole_and_ends_where_python_chess_ends() {
    let expected = data_lines("lichess_db_100k.expected");
    let pgn = read_file("lichess_db_100k.pgn");
    let read = games(&pgn);
    assert_eq!(read.len(), expected.len());
    for (game, line) in read.iter().zip(&expected) {
        let fields: Vec<&str> = line.split('\t').collect();
        let game = game.as_ref().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            game.main_line().count().to_string(),
            fields[1],
            "game {}",
            fields[0]
        );
        assert_eq!(python_fen(game.end()), fields[2], "game {}", fields[0]);
    }
}

#[test]
fn the_fast_path_plays_the_same_positions_as_the_games() {
    let pgn = read_file("lichess_db_100k.pgn");
    let full = games(&pgn);
    let mut reader = PgnReader::new(pgn.as_bytes());
    let mut count = 0;
    while let Some(raw) = reader.next_raw() {
        let raw = raw.unwrap();
        let header = raw.header().unwrap();
        let mut plies = 0;
        let (end, result) = raw.play(&header, |_| plies += 1).unwrap();
        let game = full[count].as_ref().unwrap();
        assert_eq!((&end, result), (game.end(), game.result()));
        assert_eq!(raw.tags(), game.tags());
        count += 1;
    }
    assert_eq!(count, full.len());
}

/// A game as export format gives it (PGN 8) with fenkit's writer keeping the tags as read:
/// the Seven Tag Roster filled (`?`), its `Result` the movetext's; a `SetUp "1"` with a `FEN`
/// tag; the other tags in ASCII order of their names; suffix glyphs as their NAGs.
#[derive(Debug, PartialEq)]
struct Exported {
    tags: Vec<(String, String)>,
    variant: Variant,
    start: Position,
    items: Vec<Item>,
    result: GameResult,
}

fn exported(game: &Game) -> Exported {
    let tags = game.tags();
    let mut roster: Vec<(String, String)> = SEVEN_TAG_ROSTER
        .iter()
        .map(|&(name, unknown)| {
            let value = match name {
                "Result" => game.result().to_string(),
                _ => tags.get(name).unwrap_or(unknown).to_owned(),
            };
            (name.to_owned(), value)
        })
        .collect();
    let mut rest: Vec<(String, String)> = Vec::new();
    for (name, value) in tags.iter() {
        let once = matches!(name, "FEN" | "Variant") && rest.iter().any(|(n, _)| n == name);
        if !once && !SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name) {
            rest.push((name.to_owned(), value.to_owned()));
        }
    }
    if tags.get("FEN").is_some() && tags.get("SetUp").is_none() {
        rest.push(("SetUp".to_owned(), "1".to_owned()));
    }
    rest.sort_by(|a, b| a.0.cmp(&b.0));
    roster.extend(rest);
    let items = game
        .items()
        .iter()
        .map(|item| match item {
            Item::Glyph(glyph) => Item::Nag(glyph.nag()),
            other => other.clone(),
        })
        .collect();
    Exported {
        tags: roster,
        variant: game.variant(),
        start: game.start().clone(),
        items,
        result: game.result(),
    }
}

/// Writes `games` in export format, checks every rule of PGN 8 on the text, reads it back and
/// writes it again: the same games (as export format gives them), the same text.
pub(crate) fn export_round_trip(read: &[Game], writer: PgnWriter) -> Result<String, String> {
    let mut written = String::new();
    for game in read {
        writer
            .append(game, &mut written)
            .map_err(|e| e.to_string())?;
    }
    let problems = export_format::check(&written);
    if !problems.is_empty() {
        return Err(format!("{problems:#?}\n{written}"));
    }
    let again: Vec<Game> = games(&written).into_iter().collect::<Result<_, _>>()?;
    let expected: Vec<Exported> = read.iter().map(exported).collect();
    if again.iter().map(exported).collect::<Vec<_>>() != expected {
        return Err(format!("read back differently:\n{written}"));
    }
    let mut twice = String::new();
    for game in &again {
        writer.append(game, &mut twice).map_err(|e| e.to_string())?;
    }
    if twice != written {
        return Err(format!(
            "written again differently:\n{written}\n---\n{twice}"
        ));
    }
    Ok(written)
}

#[test]
fn every_lichess_game_written_keeps_the_export_rules_and_reads_back_the_same() {
    let pgn = read_file("lichess_db_100k.pgn");
    let read: Vec<Game> = games(&pgn).into_iter().map(Result::unwrap).collect();
    assert_eq!(read.len(), 47);
    let written = export_round_trip(&read, PgnWriter::new()).unwrap();
    // The lichess tags after the roster, in ASCII order.
    assert!(written.contains(
        "[Result \"0-1\"]\n[BlackElo \"1132\"]\n[BlackRatingDiff \"+5\"]\n[ECO \"C46\"]\n"
    ));
    // Its `?!` and `??` became NAGs, each Black move after one numbered.
    assert!(
        !written.contains("?!") && written.contains(" $6 "),
        "{written}"
    );
}

/// The games of an export, each without its closing blank line; `%` lines left out.
fn exported_games(text: &str) -> Vec<String> {
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with('%'))
        .map(|l| format!("{l}\n"))
        .collect();
    let games = text.trim_end().split("\n\n[").enumerate();
    games
        .map(|(i, g)| {
            if i == 0 {
                g.to_owned()
            } else {
                format!("[{g}")
            }
        })
        .collect()
}

/// A game of an export: its tag lines and its movetext (the lines after the blank line).
fn tags_and_movetext(game: &str) -> (Vec<&str>, &str) {
    let (tags, movetext) = game.split_once("\n\n").expect("tags, then movetext");
    (tags.lines().collect(), movetext)
}

/// python-chess 1.11.2's exporter on the same games (tests/data/python_chess_export.py wrote
/// it): the movetext is the same byte for byte (lines broken at the same places, comments,
/// NAGs, move numbers); the tags differ only in order, python-chess keeping the file's order
/// after the Seven Tag Roster where export format (and fenkit) wants ASCII order. The checker
/// finds exactly that in python-chess's text.
#[test]
fn the_lichess_export_is_python_chess_export_but_for_the_tag_order() {
    let pgn = read_file("lichess_db_100k.pgn");
    let mut ours = String::new();
    for game in games(&pgn) {
        PgnWriter::new().append(&game.unwrap(), &mut ours).unwrap();
    }
    let theirs = read_file("lichess_db_100k.python-chess-export.pgn");
    let (ours_games, theirs_games) = (exported_games(&ours), exported_games(&theirs));
    assert_eq!(ours_games.len(), 47);
    assert_eq!(theirs_games.len(), 47);
    let mut reordered = 0;
    for (a, b) in ours_games.iter().zip(&theirs_games) {
        let ((mut tags_a, moves_a), (mut tags_b, moves_b)) =
            (tags_and_movetext(a), tags_and_movetext(b));
        assert_eq!(moves_a, moves_b);
        assert_eq!(tags_a[..7], tags_b[..7]);
        reordered += usize::from(tags_a != tags_b);
        tags_a.sort_unstable();
        tags_b.sort_unstable();
        assert_eq!(tags_a, tags_b);
    }
    assert_eq!(
        reordered, 47,
        "lichess writes UTCDate, UTCTime, WhiteElo… out of ASCII order"
    );
    let problems = export_format::check(&format!("{}\n\n", theirs_games.join("\n\n")));
    assert!(!problems.is_empty());
    assert!(
        problems.iter().all(|p| p.contains("not in ASCII order")),
        "{problems:#?}"
    );
}

/// Where export format, as fenkit writes it, and python-chess 1.11.2's exporter differ, one
/// game for each difference (tests/data/pgn/export_differences.pgn; python-chess's text written
/// by tests/data/python_chess_export.py): both texts side by side, and fenkit's passes the
/// checker of PGN 8.
#[test]
fn where_fenkit_and_python_chess_export_differently() {
    let pgn = read_file("pgn/export_differences.pgn");
    let theirs = exported_games(&read_file("pgn/export_differences.python-chess.pgn"));
    // The Seven Tag Roster's tags each game has alike.
    let shown = |l: &&str| {
        !["Site", "Date", "Round", "White ", "Black "]
            .iter()
            .any(|n| l.starts_with(&format!("[{n}")))
    };
    let mut out = String::new();
    for (number, game) in games(&pgn).into_iter().enumerate() {
        let ours = PgnWriter::new().write(&game.unwrap()).unwrap();
        assert_eq!(export_format::check(&ours), Vec::<String>::new(), "{ours}");
        let ours: Vec<&str> = ours.trim_end().lines().filter(shown).collect();
        let theirs: Vec<&str> = theirs[number].lines().filter(shown).collect();
        assert_ne!(ours, theirs, "game {}", number + 1);
        let _ = writeln!(
            out,
            "--- fenkit\n{}\n--- python-chess\n{}\n",
            ours.join("\n"),
            theirs.join("\n")
        );
    }
    let _guard = snapshots().bind_to_scope();
    insta::assert_snapshot!(out);
}

/// Issue 21, section 3: `dxe6 ep` reads inside a game as it reads alone (`e.p.` too, with or
/// without a space, over a line break), and export format writes the move as canonical SAN.
#[test]
fn an_en_passant_mark_stays_with_its_move_in_a_game() {
    for capture in ["exd6 ep", "exd6 e.p.", "exd6e.p.", "exd6\nep"] {
        let pgn = format!("1. e4 a6 2. e5 d5 3. {capture} Nf6 4. dxc7 *\n");
        let game = games(&pgn)
            .remove(0)
            .unwrap_or_else(|e| panic!("{capture:?}: {e}"));
        assert_eq!(game.main_line().count(), 7, "{capture:?}");
        let written = PgnWriter::new().write(&game).unwrap();
        assert!(
            written.ends_with("\n\n1. e4 a6 2. e5 d5 3. exd6 Nf6 4. dxc7 *\n\n"),
            "{written}"
        );
    }
}

/// What pgn-extract v19-04 writes (tests/data/pgn/pgn_extract_output.pgn, from
/// pgn_extract_input.pgn): it adds `[Variant "chess 960"]` to a game that starts with a piece
/// off its classical square, never to the classical array (even with Shredder-FEN castling),
/// and keeps a `Variant` tag already there. fenkit reads each as the variant it is.
#[test]
fn pgn_extract_tags_chess960_only_off_the_classical_array() {
    let read: Vec<Game> = games(&read_file("pgn/pgn_extract_output.pgn"))
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let tags: Vec<(Option<&str>, Variant)> = read
        .iter()
        .map(|g| (g.tags().get("Variant"), g.variant()))
        .collect();
    assert_eq!(
        tags,
        [
            (Some("chess 960"), Variant::Chess960),
            (None, Variant::Standard),
            (Some("Chess960"), Variant::Chess960),
            (None, Variant::Chess960),
        ]
    );
    let input = games(&read_file("pgn/pgn_extract_input.pgn"));
    assert_eq!(input[0].as_ref().unwrap().tags().get("Variant"), None);
}

#[test]
fn the_chess960_samples_written_keep_the_export_rules_in_every_policy() {
    let pgn = read_file("pgn/chess960_spellings.pgn");
    let read: Vec<Game> = games(&pgn).into_iter().map(Result::unwrap).collect();
    let written = export_round_trip(&read, PgnWriter::new()).unwrap();
    assert!(written.contains("[FEN \"bbrqnnkr/pppppppp/8/8/8/8/PPPPPPPP/BBRQNNKR w KQkq - 0 1\"]\n[SetUp \"1\"]\n[Variant \"Chess960\"]\n\n"), "{written}");
    for writer in [
        PgnWriter::new().variant_tag(VariantTag::None),
        PgnWriter::new().variant_tag(VariantTag::Chess960),
    ] {
        let mut text = String::new();
        for game in &read {
            writer.append(game, &mut text).unwrap();
        }
        assert_eq!(export_format::check(&text), Vec::<String>::new(), "{text}");
    }
}

#[test]
fn export_format_numbers_black_after_any_annotation_and_writes_glyphs_as_nags() {
    let cases = [
        ("1. e4! e5 *", "1. e4 $1 1... e5 *"),
        ("1. e4 $1 e5 *", "1. e4 $1 1... e5 *"),
        ("1. e4 {c} $1 e5 *", "1. e4 {c} $1 1... e5 *"),
        (
            "1. e4 e5 2. Qh5?! Nc6 3. Qxf7?? *",
            "1. e4 e5 2. Qh5 $6 2... Nc6 3. Qxf7+ $4 *",
        ),
        ("1. e4 (1. d4 d5) e5 *", "1. e4 ( 1. d4 d5 ) 1... e5 *"),
        ("1. e4 e5!! 2. Nf3 *", "1. e4 e5 $3 2. Nf3 *"),
        ("[Result \"1-0\"]\n\n1. e4 0-1", "1. e4 0-1"),
    ];
    for (read, movetext) in cases {
        let game = games(read).remove(0).unwrap();
        let written = PgnWriter::new().write(&game).unwrap();
        assert!(
            written.ends_with(&format!("\n\n{movetext}\n\n")),
            "{read}: {written}"
        );
        assert_eq!(
            export_format::check(&written),
            Vec::<String>::new(),
            "{written}"
        );
    }
    // The Result tag says what the movetext says.
    let game = games("[Result \"1-0\"]\n\n1. e4 0-1").remove(0).unwrap();
    assert!(
        PgnWriter::new()
            .write(&game)
            .unwrap()
            .contains("[Result \"0-1\"]\n")
    );
}

/// Each game of a file: its variant and start, then the game rewritten as each tool expects.
fn rewritten(pgn: &str) -> String {
    let mut out = String::new();
    let writers = [
        ("as read", PgnWriter::new()),
        (
            "for lichess (X-FEN, Variant \"Chess960\")",
            PgnWriter::new()
                .dialect(DialectKind::XFen)
                .variant_tag(VariantTag::Chess960),
        ),
        (
            "for CCRL and chess.com (no Variant tag, Shredder-FEN)",
            PgnWriter::new().variant_tag(VariantTag::None),
        ),
    ];
    for (number, game) in games(pgn).into_iter().enumerate() {
        let game = game.unwrap();
        let _ = writeln!(
            out,
            "=== game {}: {}, start {}, end {}",
            number + 1,
            game.variant(),
            game.start(),
            game.end()
        );
        for (what, writer) in writers {
            let _ = writeln!(out, "--- {what}");
            out.push_str(&writer.write(&game).unwrap_or_else(|e| format!("{e}\n")));
        }
    }
    out
}

#[test]
fn chess960_in_every_tools_spelling_reads_and_rewrites() {
    let pgn = read_file("pgn/chess960_spellings.pgn");
    let read = games(&pgn);
    let variants: Vec<Variant> = read.iter().map(|g| g.as_ref().unwrap().variant()).collect();
    assert_eq!(variants, [Variant::Chess960; 5]);
    // lichess and CCRL wrote the same game: the same start, the same moves.
    let (lichess, ccrl) = (read[0].as_ref().unwrap(), read[1].as_ref().unwrap());
    assert_eq!(lichess.start(), ccrl.start());
    assert!(lichess.main_line().eq(ccrl.main_line()));
    let _guard = snapshots().bind_to_scope();
    insta::assert_snapshot!(rewritten(&pgn));
}

#[test]
fn a_rewritten_chess960_game_reads_back_as_chess960_in_every_policy() {
    let pgn = read_file("pgn/chess960_spellings.pgn");
    for game in games(&pgn) {
        let game = game.unwrap();
        for policy in [VariantTag::Keep, VariantTag::Chess960, VariantTag::None] {
            let text = PgnWriter::new().variant_tag(policy).write(&game).unwrap();
            let again = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
            assert_eq!(again.variant(), Variant::Chess960, "{policy}:\n{text}");
            assert_eq!((again.start(), again.items()), (game.start(), game.items()));
        }
    }
}

#[test]
fn the_writer_fills_the_roster_and_marks_chess960_only_where_asked() {
    let standard = games("1. e4 e5 1-0\n").remove(0).unwrap();
    let written = PgnWriter::new()
        .variant_tag(VariantTag::Chess960)
        .write(&standard)
        .unwrap();
    assert!(written.starts_with("[Event \"?\"]\n"), "{written}");
    assert!(written.contains(
        "[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n"
    ));
    assert!(
        !written.contains("Variant") && !written.contains("FEN"),
        "{written}"
    );
    // Chess960 from the classical array with no FEN tag: without a Variant tag, only a
    // Shredder-FEN FEN tag can say Chess960.
    let classical = games("[Variant \"Chess960\"]\n\n1. e4 *\n")
        .remove(0)
        .unwrap();
    let ccrl = PgnWriter::new()
        .variant_tag(VariantTag::None)
        .write(&classical)
        .unwrap();
    assert!(
        ccrl.contains(
            "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n[SetUp \"1\"]\n"
        ),
        "{ccrl}"
    );
    assert_eq!(games(&ccrl).remove(0).unwrap().variant(), Variant::Chess960);
    let kept = PgnWriter::new().write(&classical).unwrap();
    assert!(kept.contains("[Variant \"Chess960\"]\n\n"), "{kept}");
}

#[test]
fn malformed_games_each_give_their_error_and_lose_no_other_game() {
    let pgn = read_file("pgn/malformed.pgn");
    let outcome: Vec<String> = games(&pgn)
        .into_iter()
        .map(|game| match game {
            Ok(game) => format!("ok: {}", game.tags().get("Event").unwrap_or("(no tags)")),
            Err(e) => e,
        })
        .collect();
    assert_eq!(
        outcome,
        [
            "ok: good 1",
            "game 2, Carlsen - Nakamura, https://lichess.org/illegal1 (line 18, column 9): \
             14... Nxa4: there is nothing to capture on a4",
            "game 3 (line 23, column 7): found '{' opening a comment that is never closed, \
             expected '}'",
            "game 4 (line 25, column 17): found the end of the line in the value of tag Event, \
             expected '\"' to close it",
            "ok: good 2",
            "game 6 (line 36, column 11): Variant tag \"Crazyhouse\": fenkit plays standard \
             chess and Chess960, not this variant",
            "game 7 (line 43, column 42): FEN tag: piece placement: rank 1 has 7 squares, \
             expected 8",
            "ok: (no tags)",
            "game 9 (line 53, column 16): found the end of the game without a result, expected \
             1-0, 0-1, 1/2-1/2 or * after its moves",
        ]
    );
}

#[test]
fn an_error_gives_its_place_and_the_games_names_as_fields() {
    let pgn = read_file("pgn/malformed.pgn");
    let mut reader = PgnReader::new(pgn.as_bytes());
    assert!(reader.next().unwrap().is_ok());
    let err = reader.next().unwrap().unwrap_err();
    assert_eq!((err.game(), err.line(), err.column()), (2, 18, 9));
    assert_eq!(err.players(), Some("Carlsen - Nakamura"));
    assert_eq!(err.site(), Some("https://lichess.org/illegal1"));
    assert!(matches!(err.kind(), fenkit::pgn::PgnErrorKind::Movetext(_)));
    let err = reader.next().unwrap().unwrap_err();
    assert_eq!((err.game(), err.players(), err.site()), (3, None, None));
    let only_black = games("[Black \"B\"]\n\n1. e4\n");
    assert_eq!(
        only_black[0].as_ref().unwrap_err(),
        "game 1, ? - B (line 3, column 6): found the end of the game without a result, \
         expected 1-0, 0-1, 1/2-1/2 or * after its moves"
    );
}

#[test]
fn languages_found_game_by_game() {
    let pgn =
        "1. e4 e5 2. Cf3 Cc6 *\n\n1. e4 e5 2. Sf3 Sc6 *\n\n1. d4 d5 2. Sd2 *\n\n1. e4 Xe5 *\n";
    let read: Vec<Result<Game, String>> = PgnReader::new(pgn.as_bytes())
        .lang_auto()
        .map(|g| g.map_err(|e| e.to_string()))
        .collect();
    assert_eq!(
        read[0].as_ref().unwrap().end(),
        read[1].as_ref().unwrap().end()
    );
    assert_eq!(
        read[2].as_ref().unwrap_err(),
        "game 3 (line 5, column 1): the moves are legal in cs, da, de, no, pl, sv, read \
         differently in each: choose the language"
    );
    assert!(
        read[3]
            .as_ref()
            .unwrap_err()
            .starts_with("game 4 (line 7, column 7): 1... Xe5: ")
    );
    // A language given is kept: French is not read as English.
    let english = PgnReader::new(pgn.as_bytes())
        .lang_auto()
        .lang(Lang::En)
        .next()
        .unwrap();
    assert!(english.is_err());
}

#[test]
fn odd_but_valid_files_read() {
    // CRLF, a BOM, tags on one line, no move numbers, a `;` comment, NAGs, nested variations,
    // a multi-line comment, a game without tags right after a result, French SAN.
    let pgn = "\u{feff}[White \"A\"] [Black \"B\"]\r\n\r\ne4 e5 Cf3 ; le cavalier\r\n\
               Cc6 $1 (Cf6 (d6) Fc4) {deux\r\nlignes} Fb5 *\r\n1. d4 1-0";
    let read: Vec<Game> = PgnReader::new(pgn.as_bytes())
        .lang(Lang::Fr)
        .map(Result::unwrap)
        .collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].tags().get("Black"), Some("B"));
    assert_eq!(read[0].main_line().count(), 5);
    assert_eq!(read[1].result(), GameResult::WhiteWins);
    let text = PgnWriter::new().write(&read[0]).unwrap();
    assert!(
        text.ends_with(
            "\n1. e4 e5 2. Nf3 ; le cavalier\n2... Nc6 $1 ( 2... Nf6 ( 2... d6 ) 3. Bc4 ) {deux\nlignes} 3. Bb5 *\n\n"
        ),
        "{text}"
    );
}

#[test]
fn tag_and_result_errors_each_stop_only_their_game() {
    let errors: Vec<String> = games(
        "[SetUp \"1\"]\n\n1. e4 *\n\n[Variant \"Standard\"]\n\
         [FEN \"bbrqnnkr/pppppppp/8/8/8/8/PPPPPPPP/BBRQNNKR w HChc - 0 1\"]\n\n1. d3 *\n\n\
         1. e4 e5 1-0 2. Nf3\n\n[Event \"no moves\"]\n\n[Event \"next\"]\n\n1. e4 *\n",
    )
    .into_iter()
    .map(|game| game.map_or_else(|e| e, |g| format!("ok: {:?}", g.tags().get("Event"))))
    .collect();
    assert_eq!(
        errors,
        [
            "game 1 (line 1, column 9): found SetUp \"1\" without a FEN tag, expected the FEN \
             of the start position",
            "game 2 (line 5, column 11): the Variant tag says standard chess, but the FEN tag's \
             castling rights need Chess960 (a king off the e-file or a castling rook off the a- \
             and h-files)",
            "game 3 (line 10, column 17): found \"Nf3\" after the result, expected the end of the game",
            "game 4 (line 12, column 1): found the end of the game without a result, expected \
             1-0, 0-1, 1/2-1/2 or * after its moves",
            "ok: Some(\"next\")",
        ]
    );
}

/// A FEN tag whose position is not legal is pointed at in the line, its value's leading
/// spaces counted.
#[test]
fn an_illegal_fen_tag_is_pointed_at_past_its_leading_spaces() {
    let errors = games("[FEN \"  4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n1. Kd2 *\n");
    let message = errors[0].as_ref().unwrap_err();
    assert!(
        message.starts_with("game 1 (line 1, column 31): FEN tag: "),
        "{message}"
    );
    // A FEN that reads but whose position is not legal: at the field that makes it so.
    let errors = games("[FEN \"  4k3/4R3/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*\n");
    let message = errors[0].as_ref().unwrap_err();
    assert_eq!(
        message,
        "game 1 (line 1, column 31): FEN tag: illegal position: Black is in check although it is \
         White's move"
    );
}

/// A random game: a standard or Chess960 start, random legal moves, comments, NAGs, glyphs,
/// null moves and variations, tags with quotes and backslashes in their values.
#[derive(Debug, Clone)]
pub(crate) struct RandomGame(pub(crate) Game);

fn text(g: &mut Gen, alphabet: &[char]) -> String {
    let len = usize::arbitrary(g) % 12;
    (0..len).map(|_| *g.choose(alphabet).unwrap()).collect()
}

impl Arbitrary for RandomGame {
    fn arbitrary(g: &mut Gen) -> RandomGame {
        let (start, variant) = if bool::arbitrary(g) {
            (Position::STARTING, Variant::Standard)
        } else {
            let n = u16::arbitrary(g) % 960;
            (chess960::start_position(n).unwrap(), Variant::Chess960)
        };
        let mut game = Game::new(start.clone(), variant);
        let tags = game.tags_mut();
        let values = ['a', 'Z', ' ', '"', '\\', '[', ']', 'é', '{', '1'];
        for (name, _) in fenkit::pgn::SEVEN_TAG_ROSTER {
            tags.push(name, &text(g, &values));
        }
        tags.push("Annotator", &text(g, &values));
        // No `"`: a blank line then a whole tag pair in a comment would read as a comment left
        // open (docs/records.md), the one text the reader takes for something else.
        let comment = ['a', ' ', '\n', '(', ')', ';', '%', '[', ']', 'ü', '$'];
        let steps = usize::arbitrary(g) % 60;
        let mut depth = 0;
        for _ in 0..steps {
            match u8::arbitrary(g) % 16 {
                0 => game.comment(&text(g, &comment)).unwrap(),
                1 => game.nag(u8::arbitrary(g)),
                2 => game.glyph(*g.choose(Glyph::ALL).unwrap()),
                3 => {
                    if game.start_variation().is_ok() {
                        depth += 1;
                    }
                }
                4 if depth > 0 => {
                    game.end_variation().unwrap();
                    depth -= 1;
                }
                5 => {
                    let _ = game.null_move();
                }
                _ => {
                    let moves = game.position().legal_moves();
                    if let Some(&mv) = g.choose(&moves) {
                        game.play(mv).unwrap();
                    }
                }
            }
        }
        for _ in 0..depth {
            game.end_variation().unwrap();
        }
        let results = [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Unknown,
        ];
        game.set_result(*g.choose(&results).unwrap());
        RandomGame(game)
    }
}

#[test]
fn random_games_written_keep_the_export_rules_and_read_back_the_same() {
    fn property(games: Vec<RandomGame>) -> bool {
        let games: Vec<Game> = games.into_iter().map(|RandomGame(g)| g).collect();
        match export_round_trip(&games, PgnWriter::new()) {
            Ok(_) => true,
            Err(why) => {
                eprintln!("{why}");
                false
            }
        }
    }
    let mut tests = if std::env::var_os("QUICKCHECK_TESTS").is_some() {
        QuickCheck::new()
    } else {
        QuickCheck::new().tests(150)
    };
    tests.quickcheck(property as fn(Vec<RandomGame>) -> bool);
}

#[test]
fn random_games_written_in_any_language_read_back_the_same() {
    fn property(games: Vec<RandomGame>, lang: u8) -> bool {
        let lang = Lang::ALL[usize::from(lang) % Lang::ALL.len()];
        let writer = PgnWriter::new().lang(lang);
        let mut text = String::new();
        for RandomGame(game) in &games {
            writer.append(game, &mut text).unwrap();
        }
        let read: Result<Vec<Exported>, String> = PgnReader::new(text.as_bytes())
            .lang(lang)
            .map(|g| g.map(|g| exported(&g)).map_err(|e| e.to_string()))
            .collect();
        let expected: Vec<Exported> = games.iter().map(|RandomGame(g)| exported(g)).collect();
        if read.as_ref() != Ok(&expected) {
            eprintln!("{text}");
        }
        read == Ok(expected)
    }
    let mut tests = if std::env::var_os("QUICKCHECK_TESTS").is_some() {
        QuickCheck::new()
    } else {
        QuickCheck::new().tests(100)
    };
    tests.quickcheck(property as fn(Vec<RandomGame>, u8) -> bool);
}

/// Any game fenkit reads, from texts of every kind the samples hold with random edits: written
/// in export format, it keeps every rule of PGN 8, reads back the same and writes the same.
#[test]
fn every_game_read_from_edited_samples_exports_by_the_rules() {
    fn property(file: u8, noise: Vec<(usize, u8)>) -> TestResult {
        let samples: [&[u8]; 3] = [
            include_bytes!("../data/pgn/chess960_spellings.pgn"),
            include_bytes!("../data/pgn/export_differences.pgn"),
            b"[Event \"v\"]\n\n1. e4 e5 (1... c5 2. Nf3 {Sicilian} d6 (2... Nc6) 3. d4) 2. Nf3 $1 Nc6!? 3. Bb5 a6 ; Ruy\n4. Ba4 1/2-1/2\n",
        ];
        let mut bytes = samples[usize::from(file) % samples.len()].to_vec();
        // Printable ASCII and white space: the edits make odd tags, comments, moves, results.
        let alphabet = b" \n{}()[]\";$!?.-=+#*/01258abcdeKQRBNOxh";
        for (at, pick) in noise {
            let len = bytes.len();
            bytes[at % len] = alphabet[usize::from(pick) % alphabet.len()];
        }
        let read: Vec<Game> = PgnReader::new(bytes.as_slice())
            .filter_map(Result::ok)
            .collect();
        if read.is_empty() {
            return TestResult::discard();
        }
        match export_round_trip(&read, PgnWriter::new()) {
            Ok(_) => TestResult::passed(),
            Err(why) => TestResult::error(format!("{}\n{why}", String::from_utf8_lossy(&bytes))),
        }
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(property as fn(u8, Vec<(usize, u8)>) -> TestResult);
}

#[test]
fn reading_never_panics_on_mutated_pgn() {
    fn property(cut: usize, noise: Vec<(usize, u8)>) -> bool {
        let mut bytes = include_bytes!("../data/pgn/chess960_spellings.pgn").to_vec();
        for (at, byte) in noise {
            let len = bytes.len();
            bytes[at % len] = byte;
        }
        bytes.truncate(cut % (bytes.len() + 1));
        PgnReader::new(bytes.as_slice()).count() <= bytes.len()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(property as fn(usize, Vec<(usize, u8)>) -> bool);
}

/// A reader that gives its text, then fails.
struct FailingAfter<'a>(&'a [u8]);

impl std::io::Read for FailingAfter<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            return Err(std::io::Error::other("the disk went away"));
        }
        let n = buf.len().min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// A reader that is interrupted (as by a signal) before every few bytes it gives.
struct Interrupted<'a> {
    text: &'a [u8],
    calls: usize,
}

impl std::io::Read for Interrupted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.calls += 1;
        if self.calls % 2 == 1 {
            return Err(std::io::ErrorKind::Interrupted.into());
        }
        let n = buf.len().min(self.text.len()).min(5);
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        Ok(n)
    }
}

#[test]
fn columns_count_characters_not_bytes() {
    // `é` is two bytes: the FEN value starts at the 22nd character, the 23rd byte.
    let pgn = "[White \"Café\"] [FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n";
    let err = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap_err();
    assert_eq!((err.line(), err.column()), (1, 22), "{err}");
}

#[test]
fn an_interrupted_read_is_tried_again() {
    let text = b"[White \"A\"]\n\n1. e4 e5 2. Nf3 *\n\n1. d4 *\n";
    let input = std::io::BufReader::with_capacity(8, Interrupted { text, calls: 0 });
    let read: Vec<Game> = PgnReader::new(input).map(Result::unwrap).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].main_line().count(), 3);
    assert_eq!(read[0].tags().get("White"), Some("A"));
}

#[test]
fn a_read_failure_names_the_game_and_line_it_stopped_in() {
    let input = std::io::BufReader::new(FailingAfter(b"1. e4 e5 *\n\n1. d4 d5\n"));
    let read: Vec<Result<Game, String>> = PgnReader::new(input)
        .map(|game| game.map_err(|e| e.to_string()))
        .collect();
    assert_eq!(read.len(), 2, "{read:?}");
    assert!(read[0].is_ok());
    let err = read[1].as_ref().unwrap_err();
    assert!(err.starts_with("game 2 (line 4, column 1): "), "{err}");
    assert!(err.contains("the disk went away"), "{err}");
}

#[test]
fn a_percent_sign_starting_a_line_inside_a_comment_is_comment_text() {
    let pgn = "1. e4 {a comment\n% not an escape line} e5 *\n";
    let read: Vec<Game> = PgnReader::new(pgn.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].main_line().count(), 2);
    assert!(
        read[0].items().contains(&fenkit::pgn::Item::Comment(
            "a comment\n% not an escape line".into()
        )),
        "{:?}",
        read[0].items()
    );
}

#[test]
fn a_percent_line_before_a_game_is_skipped_and_after_its_tags_is_kept() {
    // Found by fuzzing: a game whose movetext starts with an escape line is written with the
    // line right after the tags, and must read back with it.
    let pgn = "% made by a program
[White \"A\"]

%evaluated
1. e4 *

%between games
1. d4 *
";
    let read: Vec<Game> = PgnReader::new(pgn.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(
        read[0].items().first(),
        Some(&fenkit::pgn::Item::Escape("evaluated".to_owned()))
    );
    assert!(
        !read[1]
            .items()
            .iter()
            .any(|item| matches!(item, fenkit::pgn::Item::Escape(_)))
    );
    let written = PgnWriter::new().write(&read[0]).unwrap();
    let again = PgnReader::new(written.as_bytes()).next().unwrap().unwrap();
    assert_eq!(again.items(), read[0].items(), "{written}");
}

#[test]
fn carriage_returns_before_a_line_break_are_all_part_of_it() {
    // Found by fuzzing: a comment line ending in `\r\r\n` lost one `\r` at each round trip.
    let pgn = "1. e4 {a\r\r\r\nb} *\r\n";
    let game = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap();
    assert!(
        game.items()
            .contains(&fenkit::pgn::Item::Comment("a\nb".into()))
    );
    let written = PgnWriter::new().write(&game).unwrap();
    let again = PgnReader::new(written.as_bytes()).next().unwrap().unwrap();
    assert_eq!(again.items(), game.items());
}

#[test]
fn games_read_the_same_whatever_the_input_buffer_holds() {
    // Line breaks, `\r`s (at line ends and inside a line) and a byte-order mark cut between
    // two fills of a small buffer, and a line too long to keep (over 60 bytes).
    let pgn = "\u{feff}[White \"A\"]\r\r\n\r\n1. e4 {a\r\r\r\nb} e5 ; note\r\n\
               2. Nf3 {c\rd} *\r\n\r\n\r\r\n1. d4 {\r\n} 1-0\n\n\
               1. c4 {a comment far too long for a game of at most sixty bytes, going on and on, \
               twice as long as such a game may be} *\n\n1. e4 *";
    let read = |games: Vec<Result<Game, fenkit::pgn::PgnError>>| -> Vec<String> {
        games
            .into_iter()
            .map(|game| match game {
                Ok(game) => format!("{:?} {:?}", game.tags().get("White"), game.items()),
                Err(e) => e.to_string(),
            })
            .collect()
    };
    let mut reader = PgnReader::new(pgn.as_bytes()).max_game_bytes(60);
    let whole = read((&mut reader).collect());
    let lines = reader.lines_read();
    // A lone `\r` is a line break, as in old Mac files: `{c\rd}` is a comment of two lines.
    assert_eq!((whole.len(), lines), (4, 14));
    assert!(whole[0].contains("Comment(\"a\\nb\")"), "{whole:?}");
    assert!(whole[0].contains("Comment(\"c\\nd\")"), "{whole:?}");
    assert!(whole[2].ends_with("the game is longer than 60 bytes, the most this reader takes"));
    assert!(
        whole[3].contains("Move(Normal { from: e2, to: e4"),
        "{whole:?}"
    );
    for capacity in 1..=12 {
        let input = std::io::BufReader::with_capacity(capacity, pgn.as_bytes());
        let mut reader = PgnReader::new(input).max_game_bytes(60);
        assert_eq!(read((&mut reader).collect()), whole, "{capacity}");
        assert_eq!(reader.lines_read(), lines, "{capacity}");
    }
}

#[test]
fn the_line_after_a_line_too_long_to_keep_is_read_whole() {
    // Limits of 40 bytes: a movetext line of 41 bytes and its line break is as long as the
    // reader takes a line to be (one byte more than a game may hold); the tag line right
    // after it starts the next game. Then a line far too long, cut by the reader, whose end
    // is skipped up to old Mac line breaks: three `\r`s, so two empty lines before the tags.
    let exact = format!("1. e4 {{{}}} *", "x".repeat(31));
    assert_eq!(exact.len(), 41);
    let far = format!("1. e4 {{{}}} *", "y".repeat(80));
    let pgn = format!("{exact}\n[White \"B\"]\n\n1. d4 *\n\n{far}\r\r\r[White \"C\"]\r\r1. c4 *\r");
    // However the input comes: the run of `\r`s may be cut between two fills of the buffer.
    for capacity in [8192, 1, 2, 3, 5, 7, 11, 13] {
        let input = std::io::BufReader::with_capacity(capacity, pgn.as_bytes());
        let mut reader = PgnReader::new(input).max_game_bytes(40);
        let read: Vec<Result<Option<String>, String>> = (&mut reader)
            .map(|game| {
                game.map(|game| game.tags().get("White").map(str::to_owned))
                    .map_err(|e| e.to_string())
            })
            .collect();
        assert_eq!(read.len(), 4, "{capacity}: {read:?}");
        assert!(
            read[0]
                .as_ref()
                .is_err_and(|e| e.contains("longer than 40 bytes"))
        );
        assert_eq!(read[1], Ok(Some("B".to_owned())), "{capacity}");
        assert!(
            read[2]
                .as_ref()
                .is_err_and(|e| e.contains("longer than 40 bytes"))
        );
        assert_eq!(read[3], Ok(Some("C".to_owned())), "{capacity}");
        // Lines: 1 to 5 for the first two games, the long line 6, empty lines 7 and 8, the
        // tag line 9, an empty line 10, the moves 11.
        assert_eq!(reader.lines_read(), 11, "{capacity}");
    }
}

#[test]
fn a_file_cut_inside_a_comment_says_so() {
    // The last line has no line break: it is whole, not cut by the reader's limit.
    let error = PgnReader::new("1. e4 {never closed".as_bytes())
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "game 1 (line 1, column 7): found '{' opening a comment that is never closed, expected '}'"
    );
}

#[test]
fn a_game_whose_movetext_breaks_still_ends_at_its_result() {
    // The tokens stop at the stray `)`; the result after it, in the same line or a later one,
    // still ends the game, so the next one (without tags) is read.
    for pgn in [
        "1. e4 ) e5 *\n\n1. d4 *\n",
        "1. e4 ) e5\n{a comment} 2. Nf3 1-0\n1. d4 *\n",
    ] {
        let read: Vec<Result<Game, String>> = PgnReader::new(pgn.as_bytes())
            .map(|game| game.map_err(|e| e.to_string()))
            .collect();
        assert_eq!(read.len(), 2, "{pgn:?}");
        assert!(
            read[0].as_ref().is_err_and(|e| e.contains("found ')'")),
            "{read:?}"
        );
        assert_eq!(read[1].as_ref().map(|g| g.main_line().count()), Ok(1));
    }
}

#[test]
fn a_game_too_long_to_keep_is_followed_from_inside_its_comment() {
    // The game outgrows the limit inside a comment: the `*` in it ends nothing, the `1-0`
    // after it ends the game, and the next game is read.
    let pgn = "1. e4 {a comment\nthat runs on, naming the result * and going on past the limit}\n\
               e5 1-0\n\n1. d4 *\n";
    let read: Vec<Result<Game, String>> = PgnReader::new(pgn.as_bytes())
        .max_game_bytes(60)
        .map(|game| game.map_err(|e| e.to_string()))
        .collect();
    assert_eq!(read.len(), 2, "{read:?}");
    assert!(
        read[0]
            .as_ref()
            .is_err_and(|e| e.contains("longer than 60 bytes"))
    );
    assert_eq!(read[1].as_ref().map(|g| g.main_line().count()), Ok(1));
}

#[test]
fn what_only_looks_like_a_game_end_or_start_stays_in_the_game() {
    // A `*` inside a variation, and a bracketed quote without a tag name after a blank line
    // inside a comment, neither end the game.
    let pgn = "1. e4 (1. d4 *) e5 {a note\n\n[\"quoted\"]\nends here} 2. Nf3 *\n\n1. c4 *\n";
    let read: Vec<Game> = PgnReader::new(pgn.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].main_line().count(), 3);
    assert_eq!(read[1].main_line().count(), 1);
}

#[test]
fn the_fast_path_numbers_games_keeps_their_movetext_and_takes_the_main_lines_result() {
    let pgn = "[White \"A\"]\n\n1. e4 (1. d4 1-0) e5\n0-1\n\n1. c4 *\n";
    let mut reader = PgnReader::new(pgn.as_bytes());
    let mut seen = Vec::new();
    while let Some(raw) = reader.next_raw() {
        let raw = raw.unwrap();
        let header = raw.header().unwrap();
        let (end, result) = raw.play(&header, |_| {}).unwrap();
        seen.push((
            raw.number(),
            raw.movetext().to_owned(),
            result,
            end.fullmoves(),
        ));
    }
    assert_eq!(
        seen,
        [
            (
                1,
                "1. e4 (1. d4 1-0) e5\n0-1".to_owned(),
                GameResult::BlackWins,
                2
            ),
            (2, "1. c4 *".to_owned(), GameResult::Unknown, 1),
        ]
    );
}

/// Each game of `pgn` as its Event tag and main line in UCI, or its error.
fn outline(pgn: &[u8]) -> Vec<String> {
    PgnReader::new(pgn)
        .map(|game| match game {
            Ok(game) => {
                let moves: Vec<String> = game.main_line().map(|mv| mv.to_string()).collect();
                format!("{:?} {}", game.tags().get("Event"), moves.join(" "))
            }
            Err(e) => e.to_string(),
        })
        .collect()
}

#[test]
fn what_a_new_user_hit_reads_as_they_expect() {
    let table: [(&[u8], &[&str]); 8] = [
        // Two files saved on Windows and joined: the second game starts with a byte-order
        // mark too.
        (
            b"\xef\xbb\xbf[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n\xef\xbb\xbf[Event \"b\"]\r\n\r\n1. d4 *\r\n",
            &["Some(\"a\") e2e4", "Some(\"b\") d2d4"],
        ),
        // A byte-order mark before a game without tags, after a blank line.
        (
            b"1. e4 *\n\n\xef\xbb\xbf1. d4 *\n",
            &["None e2e4", "None d2d4"],
        ),
        // A `%` line among the tags is another program's: the tags around it are the game's.
        (
            b"[Event \"a\"]\n% note\n[White \"w\"]\n\n1. e4 e5 1-0\n",
            &["Some(\"a\") e2e4 e7e5"],
        ),
        // Moves after the result on the next line are moves after the result, as on the same
        // line, and the games after keep their numbers.
        (
            b"1. e4 e5 1-0\n2. Nf3 Nc6 0-1\n\n[Event \"b\"]\n\n1. d4 *\n",
            &[
                "game 1 (line 2, column 4): found \"Nf3\" after the result, expected the end of \
                 the game",
                "Some(\"b\") d2d4",
            ],
        ),
        (
            b"1. e4 e5 1-0 2. Nf3 Nc6 0-1\n\n[Event \"b\"]\n\n1. d4 *\n",
            &[
                "game 1 (line 1, column 17): found \"Nf3\" after the result, expected the end of \
                 the game",
                "Some(\"b\") d2d4",
            ],
        ),
        (
            b"1. e4 e5 1-0\n0-1\n",
            &["game 1 (line 2, column 1): found \"0-1\" after the result, expected the end of \
               the game"],
        ),
        // A game on each line, without blank lines or tags: move 1 starts the next game.
        (b"1. e4 e5 1-0\n1. d4 *\n1...e5 *\n", &[
            "None e2e4 e7e5",
            "None d2d4",
            "game 3 (line 3, column 5): 1. e5: no white pawn can move to e5",
        ]),
        // Old Mac line ends: a lone `\r`; two of them make a blank line.
        (
            b"[Event \"a\"]\r[White \"b\"]\r\r1. e4 ; a note\r e5 1-0\r\r[Event \"c\"]\r\r1. d4 *\r",
            &["Some(\"a\") e2e4 e7e5", "Some(\"c\") d2d4"],
        ),
    ];
    for (pgn, expected) in table {
        assert_eq!(outline(pgn), expected, "{}", String::from_utf8_lossy(pgn));
    }
}

#[test]
fn runs_of_carriage_returns_read_the_same_whatever_the_input_buffer_holds() {
    // `\r\r\n` is one line break (a file converted twice), `\r\r` alone two.
    let pgn = b"[Event \"a\"]\r\r\n[White \"b\"]\r\r1. e4 {x\r\r\ry} e5 *\r\r\r\r[Event \"c\"]\r\n\r\n1. d4 *\r\r";
    let whole = outline(pgn);
    assert_eq!(whole, ["Some(\"a\") e2e4 e7e5", "Some(\"c\") d2d4"]);
    let mut reader = PgnReader::new(&pgn[..]);
    let comment = reader.next().unwrap().unwrap();
    assert!(
        comment
            .items()
            .contains(&fenkit::pgn::Item::Comment("x\n\n\ny".into()))
    );
    reader.next();
    let lines = reader.lines_read();
    assert_eq!(lines, 14);
    for capacity in 1..=8 {
        let input = std::io::BufReader::with_capacity(capacity, &pgn[..]);
        let mut reader = PgnReader::new(input);
        let read: Vec<String> = (&mut reader)
            .map(|game| game.map_or_else(|e| e.to_string(), |g| format!("{:?}", g.items())))
            .collect();
        let again: Vec<String> = PgnReader::new(&pgn[..])
            .map(|game| game.map_or_else(|e| e.to_string(), |g| format!("{:?}", g.items())))
            .collect();
        assert_eq!(read, again, "{capacity}");
        assert_eq!(reader.lines_read(), lines, "{capacity}");
    }
}

/// Each game of `input` played by `map_parallel` on `threads` threads: its plies and end, with
/// its warnings, or its error; stopped after `stop` games when given.
fn played_in_parallel(input: &[u8], threads: usize, stop: Option<usize>) -> Vec<String> {
    let mut seen = Vec::new();
    PgnReader::new(input).map_parallel(
        threads,
        |raw| {
            let header = raw.header()?;
            let mut plies = 0;
            let (end, result) = raw.play(&header, |_| plies += 1)?;
            let warnings: Vec<String> = raw
                .warnings(&end, result)
                .iter()
                .map(ToString::to_string)
                .collect();
            Ok::<_, fenkit::pgn::PgnError>(format!("{} {plies} {end} {warnings:?}", raw.number()))
        },
        |played| {
            seen.push(match played.and_then(|game| game) {
                Ok(game) => game,
                Err(e) => e.to_string(),
            });
            match stop {
                Some(stop) if seen.len() == stop => std::ops::ControlFlow::Break(()),
                _ => std::ops::ControlFlow::Continue(()),
            }
        },
    );
    seen
}

#[test]
fn games_played_in_parallel_come_in_input_order_with_their_errors() {
    fn property(noise: Vec<(usize, u8)>, threads: u8, stop: Option<u16>) -> bool {
        let mut bytes = [
            &include_bytes!("../data/pgn/malformed.pgn")[..],
            include_bytes!("../data/lichess_20.pgn"),
        ]
        .concat()
        .repeat(6);
        for (at, byte) in noise {
            let len = bytes.len();
            bytes[at % len] = byte;
        }
        let stop = stop.map(|stop| usize::from(stop) % 200 + 1);
        let one = played_in_parallel(&bytes, 1, stop);
        let many = played_in_parallel(&bytes, 2 + usize::from(threads % 7), stop);
        one == many && stop.is_none_or(|stop| one.len() <= stop)
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(property as fn(Vec<(usize, u8)>, u8, Option<u16>) -> bool);
}

#[test]
fn an_input_that_fails_gives_its_error_after_every_game_before_it() {
    let pgn = include_str!("../data/lichess_20.pgn").repeat(5);
    let mut seen = Vec::new();
    PgnReader::new(std::io::BufReader::new(FailingAfter(pgn.as_bytes()))).map_parallel(
        3,
        |raw| raw.number(),
        |game| {
            seen.push(game.map_err(|e| e.to_string()));
            std::ops::ControlFlow::Continue(())
        },
    );
    assert_eq!(seen.len(), 101);
    assert!(seen[..100].iter().enumerate().all(|(i, n)| *n == Ok(i + 1)));
    assert_eq!(
        seen[100],
        Err("game 101 (line 2026, column 1): cannot read the input: the disk went away".to_owned())
    );
}

#[test]
fn an_input_read_ahead_that_fails_gives_its_error_after_every_game_before_it() {
    // The read-ahead gives its error once, then the end: the reader must not lose it.
    let pgn = include_str!("../data/lichess_20.pgn").repeat(5);
    let input = std::io::Read::chain(std::io::Cursor::new(pgn.into_bytes()), FailingAfter(&[]));
    let games: Vec<Result<usize, String>> = PgnReader::new(fenkit::pgn::ReadAhead::new(input))
        .map(|game| {
            game.map(|game| game.main_line().count())
                .map_err(|e| e.to_string())
        })
        .collect();
    assert_eq!(games.len(), 101);
    assert!(games[..100].iter().all(Result::is_ok));
    assert_eq!(
        games[100],
        Err("game 101 (line 2026, column 1): cannot read the input: the disk went away".to_owned())
    );
}

#[test]
fn a_panic_in_the_work_is_raised_on_the_reading_thread_not_a_hang() {
    let pgn = include_str!("../data/lichess_20.pgn").repeat(20);
    for threads in [1, 2, 3] {
        let mut given = 0;
        // Before the fix a worker that panicked left the reader waiting for its batch forever.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            PgnReader::new(pgn.as_bytes()).map_parallel(
                threads,
                |raw| assert!(raw.number() != 150, "game 150 is not wanted"),
                |_| {
                    given += 1;
                    std::ops::ControlFlow::Continue(())
                },
            );
        }));
        let panic = outcome.expect_err("the panic reaches the caller");
        assert_eq!(
            panic.downcast_ref::<&str>().copied(),
            Some("game 150 is not wanted"),
            "{threads} threads"
        );
        assert!(
            given < 150,
            "{threads} threads: games after the panic were given"
        );
    }
}

#[test]
fn likely_mistakes_are_warned_and_the_first_tag_is_kept() {
    let table: [(&str, &[&str]); 6] = [
        ("[Result \"1-0\"]\n\n1. e4 1-0\n", &[]),
        (
            "[Event \"a\"]\n[Site \"s\"]\n[Event \"b\"] [Event \"c\"]\n\n1. e4 *\n",
            &[
                "game 1, s (line 3, column 9): warning: tag Event is given twice, \"a\" then \"b\": \
                 the first is kept",
                "game 1, s (line 3, column 21): warning: tag Event is given twice, \"a\" then \
                 \"c\": the first is kept",
            ],
        ),
        (
            "[Result \"*\"]\n\n1. e4 1/2-1/2\n",
            &[
                "game 1 (line 1, column 10): warning: the Result tag says *, the movetext ends in \
               1/2-1/2: each is kept as read, and PGN export writes the movetext's",
            ],
        ),
        // A Result tag that is no result is not compared.
        ("[Result \"?\"]\n\n1. e4 *\n", &[]),
        (
            "1. f3 e5 2. g4 Qh4# 1-0\n",
            &[
                "game 1 (line 1, column 1): warning: the game ends in checkmate, which is 0-1, but \
               its result is 1-0: the result is kept as read",
            ],
        ),
        // On the movetext's last line.
        (
            "[Event \"a\"]\n\n1. f3 e5\n2. g4\nQh4# *\n",
            &[
                "game 1 (line 5, column 1): warning: the game ends in checkmate, which is \
               0-1, but its result is *: the result is kept as read",
            ],
        ),
    ];
    for (pgn, expected) in table {
        let mut reader = PgnReader::new(pgn.as_bytes());
        let raw = reader.next_raw().unwrap().unwrap();
        let header = raw.header().unwrap();
        let (end, result) = raw.play(&header, |_| {}).unwrap();
        let warnings: Vec<String> = raw
            .warnings(&end, result)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(warnings, expected, "{pgn}");
        // The fields say what the message says.
        for (warning, text) in raw.warnings(&end, result).iter().zip(expected) {
            let place = format!("game {}", warning.game());
            let at = format!("(line {}, column {}): ", warning.line(), warning.column());
            assert!(text.starts_with(&place) && text.contains(&at), "{text}");
            assert!(text.ends_with(&warning.kind().to_string()), "{text}");
        }
        assert_eq!(
            raw.tags().get("Event"),
            pgn.contains("Event").then_some("a")
        );
    }
    // A warning names its own game, not the first.
    let pgn = "1. e4 *\n\n[White \"A\"]\n[White \"B\"]\n\n1. d4 *\n";
    let mut reader = PgnReader::new(pgn.as_bytes());
    reader.next_raw().unwrap().unwrap();
    let raw = reader.next_raw().unwrap().unwrap();
    let (end, result) = raw.play(&raw.header().unwrap(), |_| {}).unwrap();
    let warnings = raw.warnings(&end, result);
    assert_eq!(
        warnings
            .iter()
            .map(fenkit::pgn::PgnWarning::game)
            .collect::<Vec<_>>(),
        [2]
    );
    assert!(warnings[0].to_string().starts_with("game 2, A - ? (line 4"));
}

/// `input` read whole through a [`Decoder`](fenkit::pgn::Decoder) in `encoding`, given `capacity`
/// bytes at a time: the text, and where auto fell back.
fn decoded(
    input: &[u8],
    encoding: fenkit::pgn::Encoding,
    capacity: usize,
) -> (String, Option<u64>) {
    use std::io::Read;
    let buffered = std::io::BufReader::with_capacity(capacity, input);
    let mut decoder = fenkit::pgn::Decoder::new(buffered, encoding);
    let mut text = String::new();
    decoder.read_to_string(&mut text).unwrap();
    (text, decoder.fell_back_at())
}

#[test]
fn text_decodes_the_same_whatever_the_input_buffer_holds() {
    use fenkit::pgn::Encoding;
    fn property(text: String, tail: Vec<u8>, capacity: u8) -> bool {
        let capacity = 1 + usize::from(capacity % 9);
        // UTF-8 goes through as it is in every encoding that reads it.
        let utf8 = text.as_bytes();
        if decoded(utf8, Encoding::Auto, capacity) != (text.clone(), None)
            || decoded(utf8, Encoding::Utf8, capacity).0 != text
        {
            return false;
        }
        // Bytes that are not UTF-8 after it: Windows-1252 from the first of them.
        let mut bytes = utf8.to_vec();
        bytes.push(0xFF);
        bytes.extend_from_slice(&tail);
        let (auto, at) = decoded(&bytes, Encoding::Auto, capacity);
        let (windows, _) = decoded(&bytes[utf8.len()..], Encoding::Cp1252, capacity);
        // A character cut by the end of the input: Windows-1252 from its first byte.
        let mut cut = utf8.to_vec();
        cut.extend_from_slice(&"é".as_bytes()[..1]);
        auto == format!("{text}{windows}")
            && at == Some(utf8.len() as u64)
            && decoded(&cut, Encoding::Auto, capacity) == (format!("{text}Ã"), at)
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(property as fn(String, Vec<u8>, u8) -> bool);
    let all: Vec<u8> = (0..=255).collect();
    let latin1 = decoded(&all, Encoding::Latin1, 7).0;
    assert!(latin1.chars().map(u32::from).eq(0..=255));
    let windows = decoded(&all, Encoding::Cp1252, 7).0;
    assert_eq!(windows.chars().nth(0x80), Some('€'));
    assert_eq!(windows.chars().nth(0x81), Some('\u{81}'));
    assert_eq!(windows.chars().nth(0x9F), Some('Ÿ'));
    assert!(windows.ends_with("üýþÿ"));
}

/// An input whose every other read fails with `kind`.
struct Flaky<'a> {
    input: &'a [u8],
    reads: usize,
    kind: std::io::ErrorKind,
}

impl std::io::Read for Flaky<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        use std::io::BufRead;
        let len = std::io::Read::read(&mut self.fill_buf()?, buf)?;
        self.consume(len);
        Ok(len)
    }
}

impl std::io::BufRead for Flaky<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.reads += 1;
        if self.reads % 2 == 1 {
            return Err(self.kind.into());
        }
        Ok(self.input)
    }
    fn consume(&mut self, amount: usize) {
        self.input = &self.input[amount..];
    }
}

#[test]
fn a_decoder_reads_on_past_an_interrupted_read_and_passes_other_errors_on() {
    use fenkit::pgn::{Decoder, Encoding};
    use std::io::{self, BufRead};
    for encoding in [Encoding::Latin1, Encoding::Cp1252, Encoding::Auto] {
        let flaky = |kind| Flaky {
            input: b"M\xfcller",
            reads: 0,
            kind,
        };
        let mut decoder = Decoder::new(flaky(io::ErrorKind::Interrupted), encoding);
        assert_eq!(
            decoder.fill_buf().ok(),
            Some("Müller".as_bytes()),
            "{encoding}"
        );
        let mut decoder = Decoder::new(flaky(io::ErrorKind::InvalidData), encoding);
        let err = decoder.fill_buf().map(<[u8]>::to_vec).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData, "{encoding}");
    }
}

#[test]
fn compressed_input_reads_to_the_same_games_as_the_plain_file() {
    use fenkit::pgn::{Compression, decompress};
    use std::io::Write;
    let plain = include_bytes!("../data/lichess_20.pgn");
    let outline_of = |input: &mut dyn std::io::BufRead| -> Vec<String> {
        PgnReader::new(input)
            .map(|game| game.map_or_else(|e| e.to_string(), |g| format!("{:?}", g.items())))
            .collect()
    };
    let expected = outline_of(&mut &plain[..]);
    assert_eq!(expected.len(), 20);
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(&plain[..9_000]).unwrap();
    let mut gz = gz.finish().unwrap();
    let mut more = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    more.write_all(&plain[9_000..]).unwrap();
    gz.extend(more.finish().unwrap());
    let zst = zstd::encode_all(&plain[..], 3).unwrap();
    let mut bz = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::fast());
    bz.write_all(plain).unwrap();
    let bz = bz.finish().unwrap();
    for (bytes, kind) in [
        (&plain[..], Compression::None),
        (&gz[..], Compression::Gzip),
        (&zst[..], Compression::Zstd),
        (&bz[..], Compression::Bzip2),
    ] {
        // Short reads too: the first bytes, which tell the compression, come one at a time.
        for capacity in [1, 3, 8192] {
            let input = std::io::BufReader::with_capacity(capacity, bytes);
            let mut input = decompress(input).unwrap();
            assert_eq!(input.compression(), kind);
            assert_eq!(outline_of(&mut input), expected, "{kind} {capacity}");
        }
    }
    // Shorter than a compression's mark: plain text.
    let mut tiny = decompress(&b"*\n"[..]).unwrap();
    assert_eq!(tiny.compression(), Compression::None);
    assert_eq!(outline_of(&mut tiny), ["[]"]);
    // Read as bytes too, and past an interrupted read of the first bytes; another error is
    // passed on.
    for (bytes, kind) in [(&gz[..], "Gzip"), (&zst[..], "Zstd"), (&bz[..], "Bzip2")] {
        let flaky = |kind| Flaky {
            input: bytes,
            reads: 0,
            kind,
        };
        let mut input = decompress(flaky(std::io::ErrorKind::Interrupted)).unwrap();
        assert_eq!(
            format!("{input:?}"),
            format!("Decompressed {{ compression: {kind}, .. }}")
        );
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut input, &mut text).unwrap();
        assert_eq!(text, plain, "{kind}");
        let err = decompress(flaky(std::io::ErrorKind::InvalidData)).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::InvalidData, "{kind}");
    }
}

/// An input that counts the bytes taken from it.
struct Counting<'a> {
    text: &'a [u8],
    taken: &'a std::sync::atomic::AtomicUsize,
}

impl std::io::Read for Counting<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.text.len()).min(4096);
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        self.taken
            .fetch_add(n, std::sync::atomic::Ordering::Relaxed);
        Ok(n)
    }
}

#[test]
fn games_are_played_on_other_threads_with_a_bounded_number_in_flight() {
    use std::sync::atomic::Ordering::Relaxed;
    let game = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
    let pgn = game.repeat(3_000);
    let here = std::thread::current().id();
    for threads in [1, 2, 3] {
        let taken = std::sync::atomic::AtomicUsize::new(0);
        let input = std::io::BufReader::with_capacity(
            4096,
            Counting {
                text: pgn.as_bytes(),
                taken: &taken,
            },
        );
        let (mut given, mut ahead, mut elsewhere) = (0, 0, 0);
        let played_elsewhere = std::sync::atomic::AtomicBool::new(false);
        // One deadline for the whole input, so that a reader that never hands games over
        // fails the test in a minute rather than waiting a minute a game.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        PgnReader::new(input).map_parallel(
            threads,
            |raw| {
                // Slower than reading, so the reader would run ahead if nothing held it.
                let header = raw.header().unwrap();
                raw.play(&header, |_| {}).unwrap();
                let id = std::thread::current().id();
                // The calling thread, playing a batch itself, waits until another thread has
                // played a game (batches are waiting for them): on a busy machine it could
                // otherwise play them all before the others are given a core.
                while id == here
                    && threads > 1
                    && !played_elsewhere.load(Relaxed)
                    && std::time::Instant::now() < deadline
                {
                    std::thread::yield_now();
                }
                if id != here {
                    played_elsewhere.store(true, Relaxed);
                } else if threads > 1 {
                    // The calling thread is slow: the others, once they have room again, must
                    // take on most of the games.
                    std::thread::sleep(std::time::Duration::from_micros(100));
                }
                id
            },
            |id| {
                given += 1;
                elsewhere += usize::from(id.unwrap() != here);
                ahead = ahead.max(taken.load(Relaxed) / game.len() - given);
                std::ops::ControlFlow::Continue(())
            },
        );
        assert_eq!(given, 3_000);
        // Every thread takes games from the input and plays them, the calling one among them.
        if threads == 1 {
            assert_eq!(elsewhere, 0);
        } else {
            assert!(
                elsewhere * 2 > given,
                "{threads}: {elsewhere} played elsewhere"
            );
        }
        // At most 4 batches of 16 games a thread (taken, not yet given), and what the buffer
        // holds.
        assert!(
            ahead <= threads * 4 * 16 + 4096 / game.len() + 1,
            "{threads}: {ahead}"
        );
    }
}

#[test]
fn the_first_byte_that_is_not_utf8_is_named_where_it_stands() {
    // Each game as bytes, and the error its first byte that is not UTF-8 makes: in a tag, in
    // the movetext (on its second line, after a character of two bytes), on two lines (the
    // first named), in a tag and the movetext after a byte-order mark (the tag), and in a line
    // of a game too long to keep (without one before it, and with one in a tag before it).
    let cases: [(&[u8], &str); 6] = [
        (
            b"[Event \"e\"]\n[White \"M\xfcller\"]\n\n1. e4 e5 *\n",
            "game 1, M\u{fffd}ller - ? (line 2, column 10): found the byte 0xFC",
        ),
        (
            b"[White \"a\"]\n\n1. e4 e5\n2. Nf3 {\xc3\xa9\xfc} *\n",
            "game 1, a - ? (line 4, column 10): found the byte 0xFC",
        ),
        (
            b"[White \"a\"]\n\n1. e4 {\xe9t\xe9}\n2. Nf3 {caf\xe9} *\n",
            "game 1, a - ? (line 3, column 8): found the byte 0xE9",
        ),
        (
            b"\xef\xbb\xbf[Site \"\xff\"]\n\n1. e4 {\xe9} *\n",
            "game 1, \u{fffd} (line 1, column 8): found the byte 0xFF",
        ),
        (
            b"[White \"a\"]\n\n1. e4 {a long comment past the limit} {\xe9} *\n",
            "game 1, a - ? (line 3, column 40): found the byte 0xE9",
        ),
        (
            // The same game with a bad byte in a tag too: the first of the two is named.
            b"[White \"\xe9\"]\n\n1. e4 {a long comment past the limit} {\xe9} *\n",
            "game 1, \u{fffd} - ? (line 1, column 9): found the byte 0xE9",
        ),
    ];
    for (pgn, expected) in cases {
        let err = PgnReader::new(pgn)
            .max_game_bytes(40)
            .next()
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(err.starts_with(expected), "{err}");
    }
}

#[test]
fn a_game_with_bytes_that_are_not_utf8_keeps_its_text_with_replacement_characters() {
    let pgn = b"[White \"M\xfcller\"]\n\n1. e4 {caf\xe9}\n2. Nf3 {\xff\xfe} *\n";
    let mut reader = PgnReader::new(&pgn[..]);
    let raw = reader.next_raw().unwrap().unwrap();
    assert_eq!(raw.tags().get("White"), Some("M\u{fffd}ller"));
    assert_eq!(
        raw.movetext(),
        "1. e4 {caf\u{fffd}}\n2. Nf3 {\u{fffd}\u{fffd}} *"
    );
    assert!(raw.header().is_err());
}

#[test]
fn a_tag_line_indented_with_white_space_beyond_ascii_is_a_tag_line_still() {
    // An ideographic space before a tag: the line is told for a tag line (white space as
    // Unicode has it), and its pair names the space it does not take; a no-break space before
    // the movetext is passed over.
    let pgn = "\u{3000}[White \"a\"]\n\n\u{a0}1. e4 e5 *\n";
    let err = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap_err();
    assert_eq!(
        err.to_string(),
        "game 1 (line 1, column 1): found U+3000, expected '[' starting a tag pair"
    );
    let game = PgnReader::new("[White \"a\"]\n\n\u{a0}1. e4 e5 *\n".as_bytes())
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(game.main_line().count(), 2);
}
