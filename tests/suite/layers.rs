//! One-way layers (docs/decisions/0008-one-way-layers.md): no module of the library names a
//! module of a higher layer, and every module has a place in the map.
//!
//! The check reads every `src/**/*.rs` file, drops comments, strings and `#[cfg(test)]` items
//! (unit tests may build their values with any layer; they are not part of the library), and
//! collects the modules named by `crate::…` paths (`use crate::{a, b::C}` included) and by
//! `super::` paths that climb to the crate root.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each module of `src/` and its layer. A layer whose modules use each other is cut in
/// sub-layers (`5a`, `5b`, …); a module names only modules of a lower layer or sub-layer, so
/// the modules of one sub-layer do not name each other.
const LAYERS: &[(&str, &str)] = &[
    // 0: squares, pieces, bitboards, attack tables, byte scanning, names, languages.
    ("square", "0a"),
    ("scan", "0a"),
    ("name", "0a"),
    ("piece", "0b"),
    ("bitboard", "0b"),
    ("attacks", "0c"),
    ("lang", "0c"),
    // 1: the board, with its own placement grammar.
    ("board", "1"),
    // 2: what a position holds besides the board.
    ("castling", "2a"),
    ("setup", "2b"),
    ("en_passant", "2c"),
    // 3: the legal position.
    ("position", "3"),
    // 4: moves and what follows from them.
    ("moves", "4a"),
    ("key", "4a"),
    ("movegen", "4b"),
    ("status", "4b"),
    ("legality", "4c"),
    ("perft", "4c"),
    ("play", "4d"),
    ("history", "4e"),
    // 5a: the parts notations are made of: the castling field's dialects, moves as squares,
    // Chess960 numbering, the caret diagnostics that point into text.
    ("dialect", "5a"),
    ("uci", "5a"),
    ("chess960", "5a"),
    ("diagnostic", "5a"),
    // 5b: one position or one move.
    ("fen", "5b"),
    ("san", "5b"),
    ("iccf", "5b"),
    ("descriptive", "5b"),
    // 5c: built from those: every move notation as one, historic positions, serde forms.
    ("notation", "5c"),
    ("forsyth", "5c"),
    ("serde", "5c"),
    // 5d: records of moves: EPD records (their moves read as any notation's are), moves in
    // sequence.
    ("epd", "5d"),
    ("movetext", "5d"),
    // 5e: games.
    ("pgn", "5e"),
    // 6: teaching output.
    ("explain", "6"),
    ("diagram", "6"),
    // 7: what a text is, read by every reader.
    ("recognize", "7"),
];

/// Test support, which may name every layer.
const SEES_ALL: &[&str] = &["arbitrary"];

/// The layer of a module (`"5b"`), or `None` for a module not in the map.
fn layer(module: &str) -> Option<&'static str> {
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

/// A path into the crate that a file names: its line, and what it names from the crate root
/// (`crate::fen::Fen` is `["fen", "Fen"]`, `super::quick` in src/fen/read.rs `["fen",
/// "quick"]`); a glob ends in `*`, and the crate root itself is the empty path.
#[derive(Debug, Clone, PartialEq)]
struct Import {
    line: usize,
    path: Vec<String>,
}

/// What one file names: each path into the crate, and the files its `#[cfg(test)] mod name;`
/// items declare.
#[derive(Debug, Default, PartialEq)]
struct Names {
    imports: Vec<Import>,
    test_modules: Vec<String>,
}

/// The paths named in `source`, the text of the module at `module_path` (`["fen", "read"]`
/// for src/fen/read.rs): those that start with `crate::` (in macros `$crate::`), `super::` or
/// `self::`, and those of `use` items, which start from the module they are in.
fn names(module_path: &[&str], source: &str) -> Names {
    let tokens = tokens(source);
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let is_path_sep = |i: usize| text(i) == ":" && text(i + 1) == ":";
    let mut names = Names::default();
    // The inline modules we are in, with the brace depth they opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    // The module a path without `crate::` starts from.
    let here = |inline: &[(String, usize)]| -> Vec<String> {
        let outer = module_path.iter().map(|m| (*m).to_owned());
        outer.chain(inline.iter().map(|(m, _)| m.clone())).collect()
    };
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
            // `$crate::` too: a macro's path from the crate root.
            "crate" if is_path_sep(i + 1) && text(i.wrapping_sub(1)) != ":" => {
                i = path_tree(&tokens, i + 3, Vec::new(), &mut names.imports);
                continue;
            }
            "super" if is_path_sep(i + 1) && text(i.wrapping_sub(1)) != ":" => {
                let mut base = here(&inline);
                let mut j = i;
                while text(j) == "super" && is_path_sep(j + 1) {
                    base.pop();
                    j += 3;
                }
                i = path_tree(&tokens, j, base, &mut names.imports);
                continue;
            }
            "self" if is_path_sep(i + 1) && text(i.wrapping_sub(1)) != ":" => {
                i = path_tree(&tokens, i + 3, here(&inline), &mut names.imports);
                continue;
            }
            "use"
                if text(i + 1).starts_with(|c: char| c.is_alphabetic() || c == '_')
                    && !matches!(text(i + 1), "crate" | "super" | "self") =>
            {
                i = path_tree(&tokens, i + 1, here(&inline), &mut names.imports);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// Records the paths that a path, or a `{…}` group of them, names from token `i` on, each
/// after `base`; the index past it.
fn path_tree(
    tokens: &[Token],
    mut i: usize,
    mut base: Vec<String>,
    out: &mut Vec<Import>,
) -> usize {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text.as_str());
    let line = |i: usize| tokens.get(i).map_or(0, |t| t.line);
    loop {
        match text(i) {
            "{" => {
                i += 1;
                loop {
                    match text(i) {
                        "}" => return i + 1,
                        "" => return i,
                        "," => i += 1,
                        _ => {
                            i = path_tree(tokens, i, base.clone(), out);
                            // Past a renaming (`X as Y`) to the next path of the group.
                            while !matches!(text(i), "," | "}" | "") {
                                i += 1;
                            }
                        }
                    }
                }
            }
            "*" => {
                base.push("*".to_owned());
                out.push(Import {
                    line: line(i),
                    path: base,
                });
                return i + 1;
            }
            "self" => {
                out.push(Import {
                    line: line(i),
                    path: base,
                });
                return i + 1;
            }
            name if name.starts_with(|c: char| c.is_alphabetic() || c == '_') => {
                base.push(name.to_owned());
                if text(i + 1) == ":" && text(i + 2) == ":" {
                    i += 3;
                    continue;
                }
                out.push(Import {
                    line: line(i),
                    path: base,
                });
                return i + 1;
            }
            // A path that goes on with generics (`crate::a::B::<T>`).
            _ => {
                out.push(Import {
                    line: line(i.saturating_sub(1)),
                    path: base,
                });
                return i;
            }
        }
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
        for Import { line, path } in &names.imports {
            let Some(target) = path.first() else {
                found.push(format!(
                    "{shown}:{line}: names the crate root itself, through which any layer is \
                     reached; name the modules"
                ));
                continue;
            };
            if target == own {
                continue;
            }
            match layer(target) {
                None if target == "*" => found.push(format!(
                    "{shown}:{line}: `crate::*` brings every module and re-export of the crate \
                     root, of any layer; name the modules"
                )),
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
                Some(target_layer) if target_layer == own_layer => found.push(format!(
                    "{shown}:{line}: `{own}` imports `crate::{target}`, both of layer \
                     {own_layer}: place `{target}` in a lower sub-layer"
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

/// The edges between top-level modules (`from`, `to`), and between the files of one folder
/// (`san/read`, `san/resolve`); tests and test support left out.
///
/// In a folder, the files are the nodes and `mod.rs` is the folder's face: it declares them,
/// re-exports what they make, and holds what several of them share, which each may name. A
/// file that names a sibling's item through the face's re-export (`super::SanReader`) names
/// the sibling.
fn edges(src: &Path) -> BTreeSet<(String, String)> {
    let files: Vec<SourceFile> = source_files(src)
        .into_iter()
        .filter(|f| !f.test_only)
        .collect();
    let modules: BTreeSet<&[String]> = files.iter().map(|f| f.path.as_slice()).collect();
    let mut edges = BTreeSet::new();
    for file in &files {
        let Some(own) = file.path.first() else {
            continue;
        };
        for Import { path, .. } in &file.names.imports {
            if let Some(target) = path.first()
                && target != own
            {
                edges.insert((own.clone(), target.clone()));
            }
        }
        let Some((name, folder)) = file.path.split_last() else {
            continue;
        };
        let face = files.iter().find(|f| f.path == folder);
        let sibling = |first: &String| -> Option<String> {
            let mut module = folder.to_vec();
            module.push(first.clone());
            if modules.contains(module.as_slice()) {
                return Some(first.clone());
            }
            // A name the face brings in from one of the files.
            face?.names.imports.iter().find_map(|Import { path, .. }| {
                let rest = path.strip_prefix(folder)?;
                let ([from, .., last], true) = (rest, rest.len() >= 2) else {
                    return None;
                };
                let mut module = folder.to_vec();
                module.push(from.clone());
                (last == first && modules.contains(module.as_slice())).then(|| from.clone())
            })
        };
        for Import { path, .. } in &file.names.imports {
            let Some(first) = path.strip_prefix(folder).and_then(<[String]>::first) else {
                continue;
            };
            if let Some(to) = sibling(first)
                && to != *name
            {
                let at = folder.join("/");
                edges.insert((format!("{at}/{name}"), format!("{at}/{to}")));
            }
        }
    }
    edges
}

/// Each edge that lies on a circle: `from -> to -> … -> from`.
fn cycles(src: &Path) -> Vec<String> {
    let edges = edges(src);
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
    cycles
}

/// Modules of one layer, and files of one folder, may name each other, but not in a circle: a
/// cycle would make them one module in all but name.
#[test]
fn no_import_cycles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let cycles = cycles(&src);
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

fn imports_of(path: &[&str], source: &str) -> Vec<String> {
    names(path, source)
        .imports
        .into_iter()
        .map(|import| import.path.join("::"))
        .collect()
}

#[test]
fn the_reader_sees_paths_in_code_only() {
    let source = r#"
use crate::board::Board;
use crate::{piece::Piece, square::{File, Rank as R}};
// use crate::fen::Fen;
/// [`crate::position::Position`]
const S: &str = "crate::uci::UciMove";
const R: &str = r"crate::play::x";
fn f<'a>(c: char) -> bool { c == '{' && crate::status::x::<u8>() }
#[cfg(test)]
mod tests {
    use crate::explain::Text;
    use super::*;
}
#[cfg(test)]
mod more;
"#;
    let names = names(&["castling"], source);
    let imports: Vec<String> = names.imports.iter().map(|i| i.path.join("::")).collect();
    assert_eq!(
        imports,
        [
            "board::Board",
            "piece::Piece",
            "square::File",
            "square::Rank",
            "status::x"
        ]
    );
    assert_eq!(names.imports[4].line, 8);
    assert_eq!(names.test_modules, ["more"]);
}

#[test]
fn super_and_self_paths_are_read_from_where_they_stand() {
    let source = "use super::quick;\nuse super::super::position::Position;\n\
        mod inner { use super::super::movegen::x; use self::deep::y; }";
    assert_eq!(
        imports_of(&["fen", "read"], source),
        [
            "fen::quick",
            "position::Position",
            "fen::movegen::x", // the inner module's super::super is fen
            "fen::read::inner::deep::y",
        ]
    );
    assert_eq!(imports_of(&["board"], "use super::fen::Fen;"), ["fen::Fen"]);
    // A `use` without `crate::` starts from its module: a child module, or another crate.
    assert_eq!(
        imports_of(&["san"], "pub use read::{SanReader, self};\nuse core::fmt;"),
        ["san::read::SanReader", "san::read", "san::core::fmt"]
    );
}

#[test]
fn globs_and_macro_paths_are_imports() {
    let source = "use crate::*;\nuse crate::fen::*;\nuse super::*;\nuse crate::{self as root};\n\
        macro_rules! m { () => { $crate::epd::Epd }; }";
    assert_eq!(
        imports_of(&["board"], source),
        ["*", "fen::*", "*", "", "epd::Epd"]
    );
}

/// A copy of `src/` in a directory of its own, to plant breaches in.
struct SrcCopy(PathBuf);

impl SrcCopy {
    fn new(name: &str) -> SrcCopy {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let copy = std::env::temp_dir().join(format!("fenkit-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&copy);
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        for file in files {
            let target = copy.join(file.strip_prefix(&src).unwrap());
            std::fs::create_dir_all(target.parent().unwrap()).unwrap();
            std::fs::copy(&file, &target).unwrap();
        }
        SrcCopy(copy)
    }

    /// Appends `text` to the file at `path`; the number of the first line appended.
    fn append(&self, path: &str, text: &str) -> usize {
        let file = self.0.join(path);
        let old = std::fs::read_to_string(&file).unwrap_or_default();
        std::fs::write(&file, format!("{old}\n{text}\n")).unwrap();
        old.lines().count() + 2
    }
}

impl Drop for SrcCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The check fails on planted breaches: in a copy of `src/`, the board reads a FEN through a
/// path, a glob of the crate root and a macro's `$crate::` path, and a module has no place.
#[test]
fn a_planted_breach_is_caught() {
    let copy = SrcCopy::new("layers");
    let path = copy.append(
        "board/mod.rs",
        "fn planted() { let _ = crate::fen::STARTING_FEN; }",
    );
    // Compiles, and reaches `fen::STARTING_FEN` and `Position::STARTING` without a path.
    let glob = copy.append("board/mod.rs", "use crate::*;");
    let mac = copy.append(
        "board/mod.rs",
        "macro_rules! planted {\n    () => {\n        $crate::position::Position::STARTING\n    };\n}",
    );
    std::fs::write(copy.0.join("newcomer.rs"), "//! A module nobody placed.\n").unwrap();
    copy.append("lib.rs", "mod newcomer;");
    let found = breaches(&copy.0);
    assert_eq!(
        found,
        [
            format!(
                "src/board/mod.rs:{path}: `board` (layer 1) imports `crate::fen` (layer 5b), a higher layer"
            ),
            format!(
                "src/board/mod.rs:{glob}: `crate::*` brings every module and re-export of the crate root, of any layer; name the modules"
            ),
            format!(
                "src/board/mod.rs:{}: `board` (layer 1) imports `crate::position` (layer 3), a higher layer",
                mac + 2
            ),
            "src/lib.rs: module `newcomer` has no layer; add it to the map in tests/suite/layers.rs and decision 0008".to_owned(),
            "src/newcomer.rs: module `newcomer` has no layer; add it to the map in tests/suite/layers.rs and decision 0008".to_owned(),
        ]
    );
}

/// Modules of one sub-layer may not name each other: in a copy of `src/`, SAN names FEN.
#[test]
fn a_module_naming_its_own_sub_layer_is_caught() {
    let copy = SrcCopy::new("sublayer");
    let line = copy.append("san/mod.rs", "use crate::fen::Fen;");
    assert_eq!(
        breaches(&copy.0),
        [format!(
            "src/san/mod.rs:{line}: `san` imports `crate::fen`, both of layer 5b: place `fen` in a lower sub-layer"
        )]
    );
}

/// The check sees a circle between the files of one folder: in a copy of `src/`, the board's
/// placement grammar names a new file of the board, which names the grammar's error through
/// the re-export in `board/mod.rs`.
#[test]
fn a_planted_circle_in_a_folder_is_caught() {
    let copy = SrcCopy::new("circle");
    assert!(cycles(&copy.0).is_empty());
    std::fs::write(
        copy.0.join("board/planted.rs"),
        "use super::ParsePlacementError;\n",
    )
    .unwrap();
    copy.append("board/mod.rs", "mod planted;");
    copy.append(
        "board/placement.rs",
        "fn planted() { super::planted::f(); }",
    );
    assert_eq!(
        cycles(&copy.0),
        [
            "board/placement -> board/planted -> … -> board/placement",
            "board/planted -> board/placement -> … -> board/planted",
        ]
    );
}
