//! docs/json.md cannot drift: each schema's examples are what fenkit prints, byte for byte,
//! and its table names every field the examples have, no more.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::common::{ROOT, shell_words};

const DOC: &str = include_str!("../../../docs/json.md");

/// One `## ` section of the doc: its title, its table's fields with their types, and the text
/// of each fenced code block with the fence's language.
struct Schema {
    title: &'static str,
    fields: Vec<(&'static str, &'static str)>,
    blocks: Vec<(&'static str, String)>,
}

fn schemas() -> Vec<Schema> {
    DOC.split("\n## ")
        .skip(1)
        .map(|section| {
            let (title, body) = section.split_once('\n').expect("a title line");
            let fields = body
                .lines()
                .filter_map(|line| {
                    let mut cells = line.strip_prefix("| `")?.split(" | ");
                    let name = cells.next()?.strip_suffix('`')?;
                    Some((name, cells.next()?))
                })
                .collect();
            Schema {
                title,
                fields,
                blocks: code_blocks(body),
            }
        })
        .collect()
}

fn code_blocks(text: &'static str) -> Vec<(&'static str, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(&str, String)> = None;
    for line in text.lines() {
        match (line.strip_prefix("```"), open.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(lang), None) => open = Some((lang, String::new())),
            (None, Some((lang, mut body))) => {
                body.push_str(line);
                body.push('\n');
                open = Some((lang, body));
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a code block is not closed");
    blocks
}

/// Runs `fenkit …` or `echo '…' | fenkit …` from the workspace root; its stdout.
fn run(command: &str) -> String {
    let (stdin, command) = match command.strip_prefix("echo ") {
        Some(piped) => {
            let (echoed, command) = piped.split_once(" | ").expect("a pipe into fenkit");
            let mut words = shell_words(echoed);
            assert_eq!(words.len(), 1, "{echoed}");
            (words.remove(0) + "\n", command)
        }
        None => (String::new(), command),
    };
    let args = shell_words(command.strip_prefix("fenkit ").expect("a fenkit command"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .current_dir(ROOT)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fenkit runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    let output = child.wait_with_output().expect("fenkit ends");
    assert!(output.status.success(), "$ {command}: {output:?}");
    assert!(output.stderr.is_empty(), "$ {command}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// `a`, `b`, `b.c` for `{"a": 1, "b": {"c": 2}}`, going into the fields the table calls
/// objects (not into maps, whose names come from the input).
fn paths(value: &Value, prefix: &str, schema: &Schema, out: &mut BTreeSet<String>) {
    let Value::Object(members) = value else {
        return;
    };
    for (name, member) in members {
        let path = format!("{prefix}{name}");
        let kind = schema
            .fields
            .iter()
            .find(|(field, _)| *field == path)
            .map_or("", |(_, kind)| *kind);
        if kind.starts_with("object") {
            paths(member, &format!("{path}."), schema, out);
        }
        out.insert(path);
    }
}

#[test]
fn every_example_is_what_fenkit_prints_and_every_field_is_in_its_table() {
    let schemas = schemas();
    let titles: Vec<_> = schemas.iter().map(|s| s.title).collect();
    assert_eq!(
        titles,
        ["`inspect --json`", "`epd --to json`", "`pgn --to json`"]
    );
    for schema in &schemas {
        let mut seen = BTreeSet::new();
        let mut examples = 0;
        for (_, block) in schema.blocks.iter().filter(|(lang, _)| *lang == "console") {
            for session in block.split("$ ").skip(1) {
                let (command, expected) = session.split_once('\n').expect("a command line");
                let printed = run(command);
                assert_eq!(printed, expected, "$ {command}");
                for line in printed.lines() {
                    let value: Value = serde_json::from_str(line).expect("JSON");
                    paths(&value, "", schema, &mut seen);
                }
                examples += 1;
            }
        }
        assert!(examples > 0, "{} has no example", schema.title);
        let documented: BTreeSet<String> = schema
            .fields
            .iter()
            .map(|(name, _)| (*name).to_owned())
            .collect();
        assert_eq!(seen, documented, "{}", schema.title);
    }
}

#[test]
fn the_pgn_example_is_the_file_it_names() {
    let pgn: Vec<_> = code_blocks(DOC)
        .into_iter()
        .filter(|(lang, _)| *lang == "pgn")
        .collect();
    let file = std::fs::read_to_string(format!("{ROOT}/tests/data/cli/json.pgn")).expect("read");
    assert_eq!(pgn, [("pgn", file)]);
}
