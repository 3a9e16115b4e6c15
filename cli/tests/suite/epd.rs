//! `fenkit epd` as users run it: EPD, FEN and JSON output, dialects, errors, lenient reading,
//! line endings, and a closed pipe.

use crate::common::*;

const SAMPLE: &str = "tests/data/epd/sample.epd";

#[test]
fn json_gives_the_fen_and_every_operand_as_a_string() {
    snapshot!("epd_json", fenkit(&["epd", "--to", "json", SAMPLE], ""));
}

#[test]
fn epd_output_is_normalised_and_fen_output_carries_the_clocks() {
    let input = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - id \"castling\";  bm O-O;\r\n\
                 rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - bm O-O; hmvc 4; fmvn 20;\n";
    let mut all = String::new();
    for args in [
        &["epd", "--lenient"][..],
        &["epd", "--lenient", "--dialect", "shredder"],
        &["epd", "--lenient", "--to", "fen", "--dialect", "shredder"],
        &["epd", "--lenient", "--to", "fen", "--dialect", "standard"],
    ] {
        all += &fenkit(args, input);
    }
    snapshot!("epd_outputs", all);
}

#[test]
fn chess960_castling_written_by_fenkit_reads_back() {
    let input = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - bm O-O;\n";
    for dialect in ["xfen", "shredder"] {
        let out = fenkit(&["epd", "--dialect", dialect], input);
        let written = out
            .split("--- stdout\n")
            .nth(1)
            .and_then(|rest| rest.split("--- stderr").next())
            .expect("stdout");
        let again = fenkit(&["epd", "--to", "json"], written);
        assert!(again.contains("exit: 0\n"), "{again}");
        assert!(again.contains("\"ops\": {\"bm\": [\"O-O\"]}"), "{again}");
    }
}

#[test]
fn bad_lines_are_reported_with_their_place() {
    let mut all = fenkit(&["epd", "tests/data/cli/epd_errors.epd"], "");
    all += &fenkit(
        &["epd", "--keep-going", "tests/data/cli/epd_errors.epd"],
        "",
    );
    all += &fenkit(
        &["epd", "--keep-going", "--to", "json", "-"],
        "\u{feff}4k3/8/8/8/8/8/8/4K3 w - - bm Kd3;\n\n# comment\n4k3/8/8/8/8/8/8/4K3 w - - id \"x\";\n",
    );
    all += &fenkit(&["epd", "missing.epd"], "");
    all += &fenkit(&["epd", "--to", "pgn"], "");
    snapshot!("epd_errors", all);
}

#[test]
fn a_byte_that_is_not_utf8_is_named() {
    // `Müller` saved in Latin-1: the byte 0xFC alone.
    let input = b"4k3/8/8/8/8/8/8/4K3 w - - id \"M\xfcller\";\n".to_vec();
    let (code, out, err) = fenkit_bytes(&["epd"], input);
    assert_eq!(code, Some(1));
    assert!(out.is_empty());
    assert_eq!(
        err,
        "line 1, column 30: operation id: found the byte 0xFC, which is not UTF-8, expected \
         UTF-8 text (is the file in Latin-1 or Windows-1252?)\n"
    );
}

#[test]
fn an_encoding_reads_old_files_as_utf8() {
    // `Müller “x”` saved in Windows-1252: 0xFC for `ü`, 0x93 and 0x94 for the quotes.
    let input = b"4k3/8/8/8/8/8/8/4K3 w - - id \"M\xfcller \x93x\x94\";\r\n".to_vec();
    let written = "4k3/8/8/8/8/8/8/4K3 w - - id \"Müller “x”\";\n";
    let run = |encoding: &str| fenkit_bytes(&["epd", "--encoding", encoding], input.clone());
    let ok = |err: &str| (Some(0), written.as_bytes().to_vec(), err.to_owned());
    assert_eq!(run("cp1252"), ok(""));
    assert_eq!(
        run("auto"),
        ok(
            "warning: the byte at offset 31 is not UTF-8: the text is read as Windows-1252 from \
            there on\n"
        )
    );
    // Latin-1 takes 0x93 for a control character, which a string may not hold.
    let (code, out, err) = run("latin1");
    assert_eq!((code, out.is_empty()), (Some(1), true));
    assert_eq!(
        err,
        "line 1, column 30: operation id: found the control character U+0093, expected \
         printing characters\n"
    );
    // UTF-8 input reads unchanged as utf8 and as auto (which then warns of nothing).
    let utf8 = written.as_bytes().to_vec();
    for encoding in ["utf8", "auto"] {
        let got = fenkit_bytes(&["epd", "--encoding", encoding], utf8.clone());
        assert_eq!(got, ok(""), "{encoding}");
    }
    let (code, _, err) = fenkit_bytes(&["epd", "--encoding", "ebcdic"], utf8);
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown encoding \"ebcdic\", expected utf8, latin1, cp1252 or auto"));
}

#[test]
fn help_has_an_example() {
    let out = fenkit(&["epd", "--help"], "");
    assert!(out.contains("exit: 0\n"), "{out}");
    assert!(out.contains("Examples:\n  echo "), "{out}");
}

#[test]
fn a_closed_pipe_stops_quietly() {
    // About 1 MB of output: far more than the pipe and the writer's buffer hold.
    let mut args = vec!["epd"];
    args.extend(std::iter::repeat_n(SAMPLE, 700));
    let (first, code, stderr) = first_line_then_close(&args);
    assert!(first.starts_with("# WAC"), "{first}");
    assert_eq!(code, Some(0));
    assert_eq!(stderr, "");
}

/// docs/records.md's command-line session gives the output it shows.
#[test]
fn the_documented_session_gives_what_it_shows() {
    let doc = include_str!("../../../docs/records.md");
    let session = doc
        .split("### On the command line")
        .nth(1)
        .and_then(|part| part.split("```text\n").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("a session block");
    let (command, shown) = session.split_once('\n').expect("a command and its output");
    let (input, args) = command
        .strip_prefix("$ echo '")
        .and_then(|rest| rest.split_once("' | fenkit "))
        .expect("echo '…' | fenkit …");
    let args: Vec<&str> = args.split(' ').collect();
    let out = fenkit(&args, &format!("{input}\n"));
    assert!(
        out.contains(&format!("--- stdout\n{shown}--- stderr\n")),
        "{out}"
    );
}
