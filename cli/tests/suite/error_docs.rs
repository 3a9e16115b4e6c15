//! docs/errors.md cannot drift: every message its tables quote appears in one of its doctests
//! (which assert it), and its command-line sessions give the stderr and exit code shown.

use std::process::Command;

const DOC: &str = include_str!("../../../docs/errors.md");

/// The text of every fenced code block, with the fence's language.
fn code_blocks() -> Vec<(&'static str, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(&str, String)> = None;
    for line in DOC.lines() {
        match (line.strip_prefix("```"), open.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(lang), None) => open = Some((lang, String::new())),
            (None, Some((lang, mut text))) => {
                text.push_str(line);
                text.push('\n');
                open = Some((lang, text));
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a code block is not closed");
    blocks
}

/// The last cell of every table row whose last cell is one backticked text.
fn quoted_messages() -> Vec<&'static str> {
    DOC.lines()
        .filter_map(|line| line.strip_prefix('|')?.strip_suffix('|'))
        .filter_map(|row| row.rsplit('|').next())
        .filter_map(|cell| cell.trim().strip_prefix('`')?.strip_suffix('`'))
        .filter(|cell| !cell.contains('`'))
        .collect()
}

/// `9, 1: found 9 ranks…` without the line and column the Forsyth table puts first.
fn without_place(message: &str) -> &str {
    let Some((place, rest)) = message.split_once(": ") else {
        return message;
    };
    let is_place = place
        .split_once(", ")
        .is_some_and(|(l, c)| l.parse::<usize>().is_ok() && c.parse::<usize>().is_ok());
    if is_place { rest } else { message }
}

#[test]
fn every_message_in_the_tables_is_asserted_by_a_doctest() {
    let rust: String = code_blocks()
        .into_iter()
        .filter(|(lang, _)| matches!(*lang, "" | "rust"))
        .map(|(_, text)| text)
        .collect();
    let messages = quoted_messages();
    assert!(
        messages.len() > 80,
        "only {} messages found",
        messages.len()
    );
    let missing: Vec<_> = messages
        .into_iter()
        .filter(|m| !rust.contains(&format!("r#\"{}\"#", without_place(m))))
        .collect();
    assert!(missing.is_empty(), "quoted but not asserted: {missing:#?}");
}

#[test]
fn the_command_line_sessions_are_what_fenkit_prints() {
    let sessions: String = code_blocks()
        .into_iter()
        .filter(|(lang, _)| *lang == "console")
        .map(|(_, text)| text)
        .collect();
    let mut ran = 0;
    for session in sessions.split("$ fenkit ").skip(1) {
        let (command, expected) = session.split_once('\n').expect("a command line");
        let (stderr, exit) = expected
            .trim_end()
            .rsplit_once("exit: ")
            .expect("an exit line");
        let output = Command::new(env!("CARGO_BIN_EXE_fenkit"))
            .current_dir(crate::common::ROOT)
            .args(crate::common::shell_words(command))
            .output()
            .expect("fenkit runs");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            stderr,
            "$ fenkit {command}"
        );
        assert_eq!(
            output.status.code().map(|c| c.to_string()).as_deref(),
            Some(exit),
            "$ fenkit {command}"
        );
        ran += 1;
    }
    assert_eq!(ran, 6);
}

/// The message cells of the command-line table: rows of three cells whose last is an exit code
/// (`\|` is a `|` inside a cell).
fn command_line_messages() -> Vec<String> {
    DOC.lines()
        .filter_map(|line| line.strip_prefix('|')?.strip_suffix('|'))
        .map(|row| row.replace("\\|", "\u{1}"))
        .filter_map(|row| match row.split('|').collect::<Vec<_>>()[..] {
            [message, _, exit] if ["0", "1", "2"].contains(&exit.trim()) => {
                let message = message.trim().strip_prefix('`')?.strip_suffix('`')?;
                Some(message.replace('\u{1}', "|"))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn every_command_line_message_appears_in_a_snapshot() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots");
    let snapshots: String = std::fs::read_dir(dir)
        .expect("the snapshots folder")
        .map(|entry| std::fs::read_to_string(entry.expect("an entry").path()).expect("UTF-8"))
        .collect();
    let messages = command_line_messages();
    assert!(messages.len() >= 15, "{messages:?}");
    let missing: Vec<_> = messages
        .into_iter()
        .filter(|m| {
            m.split('…')
                .any(|part| !part.trim().is_empty() && !snapshots.contains(part))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "in docs/errors.md but in no snapshot: {missing:#?}"
    );
}
