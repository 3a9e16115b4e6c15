//! The move, history and teaching commands as users run them: `perft`, `moves`, `history`,
//! `explain` and `show` (stdout, stderr and exit code).

use fenkit::diagram::{Diagram, Format};
use fenkit::fen::Fen;

use crate::cli::fenkit;
use crate::common::{
    AFTER_E4, IMMORTAL, SEED_1883, SEED_1883_FEN, SEED_1897, SEED_1897_FEN, snapshots,
};

macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// A Chess960 position: king on f1, castling rooks on b1 and h1 (and the same for Black).
const CHESS960_CASTLING: &str = "1r3k1r/8/8/8/8/8/8/1R3K1R w HBhb - 0 1";

/// The 1883 seed as a file holds it, and as `history --to forsyth1883` prints it: with a final
/// newline.
fn seed_1883_file() -> String {
    format!("{SEED_1883}\n")
}

/// The text between `--- stdout` and `--- stderr` of a run.
fn stdout(run: &str) -> &str {
    let start = run.find("--- stdout\n").expect("a stdout section") + 11;
    let end = run.find("--- stderr\n").expect("a stderr section");
    &run[start..end]
}

#[test]
fn perft_from_the_start_position_divides_into_the_20_first_moves() {
    let out = fenkit(&["perft", "--divide", "startpos", "3"], "");
    assert!(out.contains("exit: 0\n"));
    assert!(stdout(&out).ends_with("\n\n8902\n"));
    assert_eq!(
        stdout(&out).lines().filter(|l| l.contains(": ")).count(),
        20
    );
    snapshot!("perft_startpos_3_divide", out);
}

#[test]
fn perft_prints_only_the_count_without_divide() {
    let start = fenkit(&["perft", START, "3"], "");
    assert_eq!(stdout(&start), "8902\n");
    // Unquoted FEN words work too, as in `inspect`.
    let mut words = vec!["perft"];
    words.extend(KIWIPETE.split(' '));
    words.push("2");
    assert_eq!(stdout(&fenkit(&words, "")), "2039\n");
    assert_eq!(stdout(&fenkit(&["perft", "startpos", "0"], "")), "1\n");
    assert_eq!(
        stdout(&fenkit(&["perft", "--divide", "startpos", "0"], "")),
        "\n1\n"
    );
}

#[test]
fn perft_divide_of_kiwipete_at_depth_2() {
    let out = fenkit(&["perft", "--divide", KIWIPETE, "2"], "");
    assert!(stdout(&out).ends_with("\n\n2039\n"));
    // Standard castling is written king to destination.
    assert!(out.contains("\ne1g1: ") && out.contains("\ne1c1: "));
    snapshot!("perft_kiwipete_2_divide", out);
}

#[test]
fn perft_divide_of_chess960_writes_castling_as_king_takes_rook() {
    let out = fenkit(&["perft", "--divide", CHESS960_CASTLING, "2"], "");
    assert!(
        out.contains("\nf1h1: ") && out.contains("\nf1b1: "),
        "{out}"
    );
    assert!(!out.contains("\nf1c1: "), "{out}");
    snapshot!("perft_chess960_divide", out);
}

#[test]
fn perft_rejects_bad_fens_illegal_positions_and_bad_depths() {
    let mut all = String::new();
    for args in [
        &[
            "perft",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1",
            "2",
        ][..],
        &["perft", "8/8/8/8/8/8/8/KK5k w - - 0 1", "1"],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    for args in [
        &["perft", "startpos"][..],
        &["perft", "startpos", "three"],
        &["perft", "startpos", "2.5"],
        &["perft", "startpos", "-1"],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    snapshot!("perft_errors", all);
}

#[test]
fn moves_lists_every_legal_move_sorted() {
    let mut all = fenkit(&["moves", "startpos"], "");
    assert_eq!(stdout(&all).lines().count(), 20);
    let castling = fenkit(&["moves", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"], "");
    assert!(castling.contains("\ne1c1\n") && castling.contains("\ne1g1\n"));
    let chess960 = fenkit(&["moves", "--format", "uci", CHESS960_CASTLING], "");
    assert!(chess960.contains("\nf1b1\n") && chess960.contains("\nf1h1\n"));
    let promotion = fenkit(&["moves", "7k/P7/8/8/8/8/8/K7 w - - 0 1"], "");
    assert!(promotion.contains("\na7a8b\na7a8n\na7a8q\na7a8r\n"));
    for out in [castling, chess960, promotion] {
        let moves: Vec<&str> = stdout(&out).lines().collect();
        assert!(moves.is_sorted(), "{out}");
        all += &out;
    }
    snapshot!("moves", all);
}

#[test]
fn moves_with_chess960_write_classical_castling_as_king_takes_rook() {
    let out = fenkit(
        &[
            "moves",
            "--chess960",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ],
        "",
    );
    let moves: Vec<&str> = stdout(&out).lines().collect();
    assert!(moves.contains(&"e1a1") && moves.contains(&"e1h1"), "{out}");
    assert!(
        !moves.contains(&"e1g1") && !moves.contains(&"e1c1"),
        "{out}"
    );
}

#[test]
fn perft_counts_a_position_with_an_impossible_check_and_warns() {
    // Three pieces check the white king: no move could give that, but the moves are clear.
    let out = fenkit(&["perft", "4k3/8/8/8/1b6/8/4r3/r3K3 w - - 0 1", "1"], "");
    assert!(out.contains("exit: 0\n"), "{out}");
    assert_eq!(stdout(&out), "1\n");
    snapshot!("perft_impossible_check", out);
}

#[test]
fn moves_of_a_finished_game_print_nothing() {
    let out = fenkit(&["moves", IMMORTAL], "");
    assert!(out.contains("exit: 0\n--- stdout\n--- stderr\n"), "{out}");
}

#[test]
fn moves_errors() {
    let mut all = fenkit(
        &[
            "moves",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    // SAN and the other notations are formats now (tests in notation.rs); PGN is not.
    let pgn = fenkit(&["moves", "--format", "pgn", "startpos"], "");
    assert!(pgn.contains("exit: 2\n"));
    all += &pgn;
    snapshot!("moves_errors", all);
}

#[test]
fn history_reads_the_1883_seed_diagram_after_blacks_40th_move() {
    let out = fenkit(
        &[
            "history",
            "--from",
            "forsyth1883",
            "--turn",
            "w",
            "--fullmove",
            "41",
        ],
        &seed_1883_file(),
    );
    assert_eq!(stdout(&out), format!("{SEED_1883_FEN}\n"));
    snapshot!("history_from_1883_seed", out);
}

#[test]
fn history_writes_the_1883_seed_diagram_and_names_the_dropped_fullmove() {
    let out = fenkit(&["history", "--to", "forsyth1883", SEED_1883_FEN], "");
    assert_eq!(stdout(&out), seed_1883_file());
    assert!(out.ends_with("dropped the fullmove number 41\n"), "{out}");
    // The FEN can come on stdin, and the ASCII fallback reads back to the same board.
    let ascii = fenkit(
        &["history", "--to", "forsyth1883", "--ascii"],
        &format!("{SEED_1883_FEN}\n"),
    );
    let back = fenkit(
        &["history", "--from", "1883", "--fullmove", "41"],
        stdout(&ascii),
    );
    assert_eq!(stdout(&back), format!("{SEED_1883_FEN}\n"));
    snapshot!("history_to_1883_seed", format!("{out}{ascii}"));
}

#[test]
fn history_reads_and_writes_the_1897_seed_line() {
    let read = fenkit(&["history", "--from", "forsyth1897", SEED_1897], "");
    assert_eq!(stdout(&read), format!("{SEED_1897_FEN}\n"));
    let write = fenkit(&["history", "--to", "forsyth1897", SEED_1897_FEN], "");
    assert_eq!(stdout(&write), format!("{SEED_1897}\n"));
    // Unquoted, the words are joined with spaces, which gives the line back.
    let mut words = vec!["history", "--from", "forsyth1897"];
    words.extend(SEED_1897.split(' '));
    assert_eq!(stdout(&fenkit(&words, "")), format!("{SEED_1897_FEN}\n"));
    snapshot!("history_1897_seed", format!("{read}{write}"));
}

#[test]
fn history_of_the_start_position_drops_the_castling_rights() {
    let mut all = String::new();
    for form in ["forsyth1883", "forsyth1897"] {
        all += &fenkit(&["history", "--to", form, START], "");
        all += &fenkit(&["history", "--to", form, AFTER_E4], "");
    }
    all += &fenkit(&["history", "--to", "forsyth1883", "--ascii", AFTER_E4], "");
    assert!(
        all.contains("dropped the side to move b, castling field KQkq and en passant field e3\n")
    );
    snapshot!("history_start_and_e4", all);
}

#[test]
fn history_errors_give_line_and_column() {
    let mut all = String::new();
    let seed = seed_1883_file();
    let one = seed.replace("0 R\u{332} 0 P\u{332} P 3", "0 R\u{332} 1 P\u{332} P 3");
    let underlined_count = seed.replace("2 K 5", "2 K 5\u{332}");
    let short = seed.replace("7 P\n", "");
    for (form, text) in [
        ("forsyth1883", one.as_str()),
        ("forsyth1883", underlined_count.as_str()),
        ("forsyth1883", short.as_str()),
        ("forsyth1883", "\n\n"),
    ] {
        let out = fenkit(&["history", "--from", form], text);
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    for text in [
        SEED_1897.replace("p 1 Kt", "p 1 N"),
        SEED_1897.replace("1 B 4 R 1", "1 B 4 R"),
        SEED_1897.replace("6 kt P", "6 kt Z"),
    ] {
        let out = fenkit(&["history", "--from", "forsyth1897", &text], "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    let bad_fen = fenkit(
        &["history", "--to", "forsyth1897", "8/8/8/8/8/8/8 w - - 0 1"],
        "",
    );
    assert!(bad_fen.contains("exit: 1\n"), "{bad_fen}");
    all += &bad_fen;
    assert!(all.contains("line 4, column 6: found '1', expected '0'"));
    snapshot!("history_errors", all);
}

#[test]
fn history_bad_usage_exits_2() {
    let mut all = String::new();
    for args in [
        &["history"][..],
        &["history", "--to", "forsyth1883", "--from", "forsyth1897"],
        &["history", "--to", "forsyth1884", START],
        &["history", "--to", "forsyth1883", "--turn", "b", START],
        &["history", "--from", "forsyth1883", "--ascii"],
        &["history", "--from", "forsyth1897", "--turn", "white"],
        &["history", "--from", "forsyth1897", "--fullmove", "0"],
        &["history", "--to", "forsyth1897", "--ascii", START],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    snapshot!("history_bad_usage", all);
}

#[test]
fn explain_in_english_french_and_polish() {
    for lang in ["en", "fr", "pl"] {
        let out = fenkit(&["explain", "--lang", lang, AFTER_E4], "");
        assert!(out.contains("exit: 0\n"), "{out}");
        let fen: Fen = AFTER_E4.parse().unwrap();
        let library = fenkit::explain::explain(&fen, lang.parse().unwrap());
        assert_eq!(stdout(&out), library);
        snapshot!(format!("explain_{lang}"), out);
    }
    let default = fenkit(&["explain", AFTER_E4], "");
    assert!(default.contains("the square the white pawn passed over"));
}

#[test]
fn explain_errors() {
    let mut all = fenkit(
        &[
            "explain",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    let german = fenkit(&["explain", "--lang", "de", AFTER_E4], "");
    assert!(german.contains("exit: 2\n"));
    all += &german;
    snapshot!("explain_errors", all);
}

#[test]
fn show_draws_text_diagrams() {
    let mut all = fenkit(&["show", IMMORTAL], "");
    all += &fenkit(&["show", "--format", "ascii", "--flip", AFTER_E4], "");
    // An illegal position is still a board to look at.
    all += &fenkit(
        &["show", "--format", "ascii", "8/8/8/8/8/8/8/8 w - - 0 1"],
        "",
    );
    assert_eq!(all.matches("exit: 0\n").count(), 3);
    snapshot!("show_text", all);
}

#[test]
fn show_svg_is_the_librarys_well_formed_image() {
    let out = fenkit(&["show", "--format", "svg", IMMORTAL], "");
    let svg = stdout(&out);
    let setup = IMMORTAL.parse::<Fen>().unwrap().into_setup();
    assert_eq!(svg, Diagram::new(Format::Svg).render(&setup));
    snapshot!("show_svg", out);
}

#[test]
fn show_errors() {
    let mut all = fenkit(
        &[
            "show",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    let png = fenkit(&["show", "--format", "png", START], "");
    assert!(png.contains("exit: 2\n"));
    all += &png;
    // A last move that is not UCI, or goes nowhere: bad usage.
    for bad in ["e2e9", "e2", "e2e2"] {
        let out = fenkit(&["show", "--last-move", bad, AFTER_E4], "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    // A last move that does not fit the position: bad input.
    for unfit in ["e2e3", "d2d7"] {
        let out = fenkit(&["show", "--last-move", unfit, AFTER_E4], "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    snapshot!("show_errors", all);
}

#[test]
fn show_svg_marks_the_last_move() {
    let out = fenkit(
        &[
            "show",
            "--format",
            "svg",
            "--last-move",
            "e2e4",
            "--no-coordinates",
            AFTER_E4,
        ],
        "",
    );
    assert!(out.contains("exit: 0\n"), "{out}");
    let setup = AFTER_E4.parse::<Fen>().unwrap().into_setup();
    let e2e4 = Diagram::new(Format::Svg)
        .coordinates(false)
        .last_move("e2".parse().unwrap(), "e4".parse().unwrap());
    assert_eq!(stdout(&out), e2e4.render(&setup));
    // Castling written king-takes-rook leaves the rook's square empty, and is accepted.
    let castled = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4";
    for written in ["e1g1", "e1h1"] {
        let out = fenkit(&["show", "--last-move", written, castled], "");
        assert!(out.contains("exit: 0\n"), "{out}");
    }
    // --coordinates is the default; the last of the pair wins.
    let with = fenkit(&["show", "--no-coordinates", "--coordinates", AFTER_E4], "");
    assert_eq!(stdout(&with), stdout(&fenkit(&["show", AFTER_E4], "")));
}

#[test]
fn chess960_options_for_identify_refuse_a_number() {
    let out = fenkit(&["chess960", "518", "--lenient"], "");
    assert!(out.contains("exit: 2\n"), "{out}");
    assert!(out.contains("not provided:\n  --identify"), "{out}");
}

/// The `$ fenkit …` examples of README.md, each with the output shown under it.
fn readme_examples() -> Vec<(String, String)> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md exists");
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_sh = false;
    // Whether the last line of this block belongs to an example (its command or output).
    let mut in_example = false;
    for line in readme.lines() {
        match line {
            "```sh" => (in_sh, in_example) = (true, false),
            "```" => in_sh = false,
            _ if !in_sh => {}
            _ => match line.strip_prefix("$ ") {
                Some(command) => {
                    examples.push((command.to_owned(), String::new()));
                    in_example = true;
                }
                None if in_example => {
                    let (_, output) = examples.last_mut().expect("an example");
                    output.push_str(line);
                    output.push('\n');
                }
                None => {}
            },
        }
    }
    examples
}

#[test]
fn readme_command_line_examples_show_real_output() {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_fenkit"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let examples = readme_examples();
    assert!(examples.len() >= 10, "{examples:?}");
    for (command, expected) in examples {
        assert!(command.contains("fenkit "), "{command}");
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{command} 2>&1"))
            .env("PATH", &path)
            .current_dir(crate::common::ROOT)
            .output()
            .expect("sh runs");
        assert!(output.status.success(), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "{command}"
        );
    }
}
