//! One-way layers (docs/decisions/0008-one-way-layers.md): no module of the library names a
//! module of a higher layer, and every module has a place in the map.
//!
//! The check reads every `src/**/*.rs` file, drops comments, strings and `#[cfg(test)]` items
//! (unit tests may build their values with any layer; they are not part of the library), and
//! collects the modules named by `crate::…` paths (`use crate::{a, b::C}` included) and by
//! `super::` paths that climb to the crate root.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each module of `src/` and its layer; a module may name its own layer and those below.
const LAYERS: &[(&str, u8)] = &[
    // 0: squares, pieces, bitboards, attack tables, byte scanning, names.
    ("square", 0),
    ("name", 0),
    ("piece", 0),
    ("bitboard", 0),
    ("attacks", 0),
    ("scan", 0),
    ("lang", 0),
    // 1: the board, with its own placement grammar.
    ("board", 1),
    // 2: what a position holds besides the board.
    ("castling", 2),
    ("setup", 2),
    ("en_passant", 2),
    // 3: the legal position.
    ("position", 3),
    // 4: moves and what follows from them.
    ("moves", 4),
    ("legality", 4),
    ("movegen", 4),
    ("play", 4),
    ("status", 4),
    ("perft", 4),
    // 5: notations (later san, epd, pgn), and the caret diagnostics that point into them.
    ("dialect", 5),
    ("fen", 5),
    ("epd", 5),
    ("forsyth", 5),
    ("iccf", 5),
    ("movetext", 5),
    ("notation", 5),
    ("uci", 5),
    ("san", 5),
    ("chess960", 5),
    ("descriptive", 5),
    ("diagnostic", 5),
    ("serde", 5),
    ("pgn", 5),
    // 6: teaching output.
    ("explain", 6),
    ("diagram", 6),
];

/// Test support, which may name every layer.
const SEES_ALL: &[&str] = &["arbitrary"];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// A token of Rust source: an identifier or one punctuation character (`::` is two `:`), and
/// its line.
#[derive(Debug, Clone, PartialEq)]
struct Token {
    text: String,
    line: usize,
}

/// The identifiers and punctuation of `source`, without comments, strings and characters.
fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if at(i + 1) == '/' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if at(i + 1) == '*' => {
                let mut depth = 0;
                loop {
                    match (at(i), at(i + 1)) {
                        ('/', '*') => (depth, i) = (depth + 1, i + 2),
                        ('*', '/') => (depth, i) = (depth - 1, i + 2),
                        ('\0', _) => break,
                        (c, _) => {
                            line += usize::from(c == '\n');
                            i += 1;
                        }
                    }
                    if depth == 0 {
                        break;
                    }
                }
            }
            'r' if at(i + 1) == '#' || (at(i + 1) == '"' && !is_ident(at(i.wrapping_sub(1)))) => {
                // A raw string r"…" or r#"…"#; `r#ident` is an identifier.
                let hashes = (i + 1..).take_while(|&j| at(j) == '#').count();
                if at(i + 1 + hashes) != '"' {
                    i += 1 + hashes;
                    continue;
                }
                let close: String = std::iter::once('"')
                    .chain("#".repeat(hashes).chars())
                    .collect();
                i += 2 + hashes;
                while i < chars.len() && !chars[i..].starts_with(&close.chars().collect::<Vec<_>>())
                {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
                i += close.len();
            }
            '"' => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    line += usize::from(chars[i] == '\n');
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
            }
            '\'' if at(i + 1) == '\\' => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '\'' if at(i + 2) == '\'' => i += 3, // a character
            '\'' => i += 1,                      // a lifetime or label
            c if is_ident(c) => {
                let start = i;
                while is_ident(at(i)) {
                    i += 1;
                }
                let text: String = chars[start..i].iter().collect();
                out.push(Token { text, line });
            }
            c if c.is_whitespace() => i += 1,
            c => {
                out.push(Token {
                    text: c.to_string(),
                    line,
                });
                i += 1;
            }
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// What one file names: (line, top-level module) for each path into another part of the crate,
/// and the files its `#[cfg(test)] mod name;` items declare.
#[derive(Debug, Default, PartialEq)]
struct Names {
    imports: Vec<(usize, String)>,
    test_modules: Vec<String>,
}

/// The modules named in `source`, the text of the module at `module_path` (`["fen", "read"]`
/// for src/fen/read.rs).
fn names(module_path: &[&str], source: &str) -> Names {
    let tokens = tokens(source);
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let is_path_sep = |i: usize| text(i) == ":" && text(i + 1) == ":";
    let mut names = Names::default();
    // The inline modules we are in, with the brace depth they opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        match text(i) {
            "#" if text(i + 1) == "[" && text(i + 2) == "cfg" && text(i + 3) == "(" => {
                let is_test = text(i + 4) == "test" && text(i + 5) == ")";
                // Past the attribute.
                let mut j = i + 1;
                let mut brackets = 0;
                loop {
                    match text(j) {
                        "[" => brackets += 1,
                        "]" => brackets -= 1,
                        "" => break,
                        _ => {}
                    }
                    j += 1;
                    if brackets == 0 {
                        break;
                    }
                }
                if !is_test {
                    i = j;
                    continue;
                }
                // Past the item: to its `;`, or to the end of its first braced block.
                if text(j) == "mod" && text(j + 2) == ";" {
                    names.test_modules.push(text(j + 1).to_owned());
                }
                let mut braces = 0;
                while j < tokens.len() {
                    match text(j) {
                        "{" => braces += 1,
                        "}" => {
                            braces -= 1;
                            if braces == 0 {
                                break;
                            }
                        }
                        ";" if braces == 0 => break,
                        _ => {}
                    }
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            "mod" if text(i + 2) == "{" => {
                inline.push((text(i + 1).to_owned(), depth + 1));
            }
            "{" => depth += 1,
            "}" => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth -= 1;
            }
            "crate" if is_path_sep(i + 1) && text(i.wrapping_sub(1)) != "$" => {
                named_after(&tokens, i + 3, &mut names.imports);
            }
            "super" if is_path_sep(i + 1) && text(i.wrapping_sub(1)) != ":" => {
                let mut supers = 0;
                let mut j = i;
                while text(j) == "super" && is_path_sep(j + 1) {
                    supers += 1;
                    j += 3;
                }
                let here = module_path.len() + inline.len();
                if supers >= here {
                    named_after(&tokens, j, &mut names.imports);
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// Records the module (or the modules of a `{…}` group) that a path names at token `i`.
fn named_after(tokens: &[Token], i: usize, out: &mut Vec<(usize, String)>) {
    let Some(token) = tokens.get(i) else { return };
    if token.text != "{" {
        if token
            .text
            .starts_with(|c: char| c.is_alphabetic() || c == '_')
        {
            out.push((token.line, token.text.clone()));
        }
        return;
    }
    let mut depth = 0;
    let mut expect_name = true;
    for token in &tokens[i..] {
        match token.text.as_str() {
            "{" => {
                depth += 1;
                expect_name = depth == 1;
                continue;
            }
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            "," if depth == 1 => {
                expect_name = true;
                continue;
            }
            name if expect_name
                && depth == 1
                && name != "self"
                && name.starts_with(|c: char| c.is_alphabetic() || c == '_') =>
            {
                out.push((token.line, name.to_owned()));
            }
            _ => {}
        }
        expect_name = false;
    }
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under src/: `fen/read.rs` is `["fen", "read"]`, `fen/mod.rs` is
/// `["fen"]`, `lib.rs` is `[]`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap_or_default();
    match last.strip_suffix(".rs") {
        Some("mod" | "lib") | None => {}
        Some(stem) => parts.push(stem.to_owned()),
    }
    parts
}

/// One file of `src/`: its path under `src/`, its module path, its text, what it names, and
/// whether only tests compile it.
struct SourceFile {
    relative: PathBuf,
    path: Vec<String>,
    source: String,
    names: Names,
    test_only: bool,
}

/// Every file of the crate's `src/`, read.
fn source_files(src: &Path) -> Vec<SourceFile> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut sources = Vec::new();
    let mut test_only = BTreeSet::new();
    for file in &files {
        let relative = file.strip_prefix(src).expect("under src/").to_path_buf();
        let source = std::fs::read_to_string(file).expect("a readable source file");
        let path = module_path(&relative);
        let path_refs: Vec<&str> = path.iter().map(String::as_str).collect();
        let names = names(&path_refs, &source);
        for test_module in &names.test_modules {
            let dir = match relative.file_name().and_then(|f| f.to_str()) {
                Some("mod.rs" | "lib.rs") => relative.parent().map(Path::to_path_buf),
                _ => Some(relative.with_extension("")),
            }
            .unwrap_or_default();
            test_only.insert(dir.join(format!("{test_module}.rs")));
            test_only.insert(dir.join(test_module).join("mod.rs"));
        }
        sources.push(SourceFile {
            relative,
            path,
            source,
            names,
            test_only: false,
        });
    }
    for file in &mut sources {
        let support = file
            .path
            .first()
            .is_some_and(|m| SEES_ALL.contains(&m.as_str()));
        file.test_only = support || test_only.contains(&file.relative);
    }
    sources
}

/// Every breach of the layers in the crate's `src/`, as messages.
fn breaches(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for file in &source_files(src) {
        let SourceFile {
            relative,
            path,
            source,
            names,
            test_only,
        } = file;
        let shown = Path::new("src").join(relative);
        let shown = shown.display();
        let Some(own) = path.first() else {
            // lib.rs: every module it declares must have a place.
            for word in source.split_whitespace().collect::<Vec<_>>().windows(2) {
                if word[0] == "mod" && word[1].ends_with(';') {
                    let module = word[1].trim_end_matches(';');
                    if layer(module).is_none() && !SEES_ALL.contains(&module) {
                        found.push(format!(
                            "src/lib.rs: module `{module}` has no layer; add it to the map in \
                             tests/suite/layers.rs and decision 0008"
                        ));
                    }
                }
            }
            continue;
        };
        if *test_only {
            continue;
        }
        let Some(own_layer) = layer(own) else {
            found.push(format!(
                "{shown}: module `{own}` has no layer; add it to the map in tests/suite/layers.rs \
                 and decision 0008"
            ));
            continue;
        };
        for (line, target) in &names.imports {
            if target == own {
                continue;
            }
            match layer(target) {
                None if SEES_ALL.contains(&target.as_str()) => found.push(format!(
                    "{shown}:{line}: `crate::{target}` is test support, for tests only"
                )),
                None => found.push(format!(
                    "{shown}:{line}: `crate::{target}` is not a module in the layer map (name \
                     the module, not a re-export from the crate root)"
                )),
                Some(target_layer) if target_layer > own_layer => found.push(format!(
                    "{shown}:{line}: `{own}` (layer {own_layer}) imports `crate::{target}` \
                     (layer {target_layer}), a higher layer"
                )),
                Some(_) => {}
            }
        }
    }
    found
}

#[test]
fn no_module_imports_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = breaches(&src);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The edges between top-level modules (`from`, `to`), tests and test support left out.
fn edges(src: &Path) -> BTreeSet<(String, String)> {
    let mut edges = BTreeSet::new();
    for file in source_files(src).into_iter().filter(|f| !f.test_only) {
        let Some(own) = file.path.first() else {
            continue;
        };
        for (_, target) in &file.names.imports {
            if target != own {
                edges.insert((own.clone(), target.clone()));
            }
        }
    }
    edges
}

/// Modules of one layer may name each other, but not in a circle: a cycle would make them one
/// module in all but name.
#[test]
fn no_import_cycles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = edges(&src);
    let mut cycles = Vec::new();
    for (from, to) in &edges {
        // Whether `to` reaches `from` again.
        let mut seen = BTreeSet::from([to.clone()]);
        let mut stack = vec![to.clone()];
        while let Some(module) = stack.pop() {
            for (a, b) in &edges {
                if *a == module && seen.insert(b.clone()) {
                    stack.push(b.clone());
                }
            }
        }
        if seen.contains(from) {
            cycles.push(format!("{from} -> {to} -> … -> {from}"));
        }
    }
    assert!(cycles.is_empty(), "{}", cycles.join("\n"));
}

#[test]
fn every_module_of_the_map_exists_or_is_expected() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // Modules placed before they are written.
    let expected = ["serde"];
    for (module, _) in LAYERS {
        let exists = src.join(format!("{module}.rs")).exists() || src.join(module).is_dir();
        assert!(
            exists || expected.contains(module),
            "{module} is in the map but not in src/"
        );
    }
}

#[test]
fn the_reader_sees_paths_in_code_only() {
    let source = r#"
use crate::board::Board;
use crate::{piece::Piece, square::{File, Rank}};
// use crate::fen::Fen;
/// [`crate::position::Position`]
const S: &str = "crate::uci::UciMove";
const R: &str = r"crate::play::x";
fn f<'a>(c: char) -> bool { c == '{' && crate::status::x() }
#[cfg(test)]
mod tests {
    use crate::explain::Text;
    use super::*;
}
#[cfg(test)]
mod more;
"#;
    let names = names(&["castling"], source);
    let imports: Vec<&str> = names.imports.iter().map(|(_, m)| m.as_str()).collect();
    assert_eq!(imports, ["board", "piece", "square", "status"]);
    assert_eq!(names.imports[3].0, 8);
    assert_eq!(names.test_modules, ["more"]);
}

#[test]
fn super_paths_that_climb_to_the_crate_root_are_imports() {
    let source = "use super::quick;\nuse super::super::position::Position;\nmod inner { use super::super::movegen::x; }";
    let names = names(&["fen", "read"], source);
    let imports: Vec<&str> = names.imports.iter().map(|(_, m)| m.as_str()).collect();
    assert_eq!(imports, ["position"]); // the inner module's super::super is fen
    let top = names_of(&["board"], "use super::fen::Fen;");
    assert_eq!(top, ["fen"]);
}

fn names_of(path: &[&str], source: &str) -> Vec<String> {
    names(path, source)
        .imports
        .into_iter()
        .map(|(_, m)| m)
        .collect()
}

/// The check fails on a planted breach: a copy of `src/` where the board reads a FEN.
#[test]
fn a_planted_breach_is_caught() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let copy = std::env::temp_dir().join(format!("fenkit-layers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for file in files {
        let target = copy.join(file.strip_prefix(&src).unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::copy(&file, &target).unwrap();
    }
    let board = copy.join("board/mod.rs");
    let text = std::fs::read_to_string(&board).unwrap();
    std::fs::write(
        &board,
        format!("{text}\nfn planted() {{ let _ = crate::fen::STARTING_FEN; }}\n"),
    )
    .unwrap();
    std::fs::write(copy.join("newcomer.rs"), "//! A module nobody placed.\n").unwrap();
    let lib = std::fs::read_to_string(copy.join("lib.rs")).unwrap();
    std::fs::write(copy.join("lib.rs"), format!("mod newcomer;\n{lib}")).unwrap();
    let found = breaches(&copy);
    std::fs::remove_dir_all(&copy).unwrap();
    let lines = text.lines().count();
    assert_eq!(
        found,
        [
            format!(
                "src/board/mod.rs:{}: `board` (layer 1) imports `crate::fen` (layer 5), a higher layer",
                lines + 2
            ),
            "src/lib.rs: module `newcomer` has no layer; add it to the map in tests/suite/layers.rs and decision 0008".to_owned(),
            "src/newcomer.rs: module `newcomer` has no layer; add it to the map in tests/suite/layers.rs and decision 0008".to_owned(),
        ]
    );
}
