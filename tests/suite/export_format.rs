//! A checker of PGN export format (PGN 1994, section 8), written apart from fenkit's reader and
//! writer so that it can judge any export: fenkit's, python-chess's, a file's.
//!
//! [`check`] takes a whole export (any number of games) and gives every broken rule with its
//! line: the tag section (8.1, 8.1.1), line justification (8.2.1), move number indications
//! (8.2.2.2), canonical English SAN without suffix glyphs (8.2.3, 8.2.3.8), NAGs (8.2.4) and the
//! game termination marker (8.2.6). Known extensions pass: `--` null moves, `;` comments and
//! `%` escape lines (python-chess drops them; fenkit keeps what it read).
//!
//! The command-line tests use it too (`cli/tests/suite/pgn.rs` includes this file).

#![allow(dead_code)]

/// The longest movetext line export format allows: "less than 80 printing characters".
const WIDTH: usize = 79;

const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Every rule of export format `text` breaks, `line N: what` (1-based); none for a good export.
pub(crate) fn check(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    if !text.ends_with("\n\n") && !text.is_empty() {
        problems.push("the export does not end with a blank line after the last game".to_owned());
    }
    let mut at = 0;
    while at < lines.len() && !(at + 1 == lines.len() && lines[at].is_empty()) {
        match game(&lines, at, &mut problems) {
            Some(next) => at = next,
            None => break,
        }
    }
    problems
}

/// Checks the game whose first line is `lines[at]`; the line after its closing blank line.
fn game(lines: &[&str], at: usize, problems: &mut Vec<String>) -> Option<usize> {
    let mut say = |line: usize, what: String| problems.push(format!("line {}: {what}", line + 1));
    // 8.1: tag pairs, one a line, then one empty line.
    let mut names: Vec<String> = Vec::new();
    let mut result_tag = None;
    let mut i = at;
    while i < lines.len() && !lines[i].is_empty() {
        match tag(lines[i]) {
            Ok((name, value)) => {
                if name == "Result" {
                    result_tag = Some(value);
                }
                names.push(name);
            }
            Err(why) => say(i, why),
        }
        i += 1;
    }
    if i == at {
        say(
            at,
            "a game starts with an empty line, expected its tags".to_owned(),
        );
    }
    // 8.1.1: the Seven Tag Roster in order, then the other tags in ASCII order.
    let roster: Vec<&str> = names.iter().take(7).map(String::as_str).collect();
    if roster != ROSTER {
        say(
            at,
            format!("the tags start {roster:?}, expected the Seven Tag Roster {ROSTER:?}"),
        );
    }
    for pair in names.get(7..).unwrap_or_default().windows(2) {
        if pair[0] > pair[1] {
            say(
                at,
                format!("tag {} after {}: not in ASCII order", pair[1], pair[0]),
            );
        }
    }
    if let Some(name) = names[names.len().min(7)..]
        .iter()
        .find(|n| ROSTER.contains(&n.as_str()))
    {
        say(
            at,
            format!("tag {name} of the Seven Tag Roster is repeated"),
        );
    }
    if i >= lines.len() {
        say(
            i - 1,
            "the tags are not followed by an empty line".to_owned(),
        );
        return None;
    }
    let start = i + 1;
    let (end, result) = movetext(lines, start, problems);
    let mut say = |line: usize, what: String| problems.push(format!("line {}: {what}", line + 1));
    // 8.2.6: the result token agrees with the Result tag.
    match (&result_tag, &result) {
        (Some(tag), Some(token)) if tag != token => {
            say(
                end,
                format!("the movetext ends with {token}, the Result tag says {tag}"),
            );
        }
        _ => {}
    }
    // 8.2.1: an empty line follows the movetext.
    if lines.get(end + 1) != Some(&"") {
        say(
            end + 1,
            "the movetext is not followed by an empty line".to_owned(),
        );
    }
    Some(end + 2)
}

/// A tag pair line in export form: `[Name "value"]`, no other white space.
fn tag(line: &str) -> Result<(String, String), String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix("\"]"))
        .ok_or_else(|| format!("{line:?} is not a tag pair [Name \"value\"] alone on its line"))?;
    let (name, value) = inner
        .split_once(" \"")
        .ok_or_else(|| format!("{line:?}: expected one space between the name and the value"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "{line:?}: the tag name is not letters, digits and _"
        ));
    }
    let mut chars = value.chars();
    let mut unescaped = String::new();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('"' | '\\')) => unescaped.push(e),
                _ => return Err(format!("{line:?}: a backslash escapes only \" and \\")),
            },
            '"' => return Err(format!("{line:?}: a quote inside the value is not escaped")),
            c => unescaped.push(c),
        }
    }
    Ok((name.to_owned(), unescaped))
}

/// One token of movetext: what it is, and the lines it starts and ends on.
#[derive(Debug)]
struct Token<'a> {
    kind: Kind<'a>,
    first: usize,
    last: usize,
    /// Characters, for a token on one line.
    width: usize,
}

#[derive(Debug, PartialEq)]
enum Kind<'a> {
    Move(&'a str),
    Number(u32, bool),
    Nag,
    Comment,
    /// A `;` comment or a `%` escape line: the line ends after it.
    ToLineEnd,
    Open,
    Close,
    Result(&'a str),
}

/// Checks the movetext starting at `lines[start]`; the line of its result and the result.
fn movetext(lines: &[&str], start: usize, problems: &mut Vec<String>) -> (usize, Option<String>) {
    let mut tokens: Vec<Token<'_>> = Vec::new();
    let mut line = start;
    let mut result = None;
    // Whether `line` starts inside a comment (its first characters belong to a token).
    let mut continued = vec![false; lines.len() + 1];
    let mut say = |line: usize, what: String| problems.push(format!("line {}: {what}", line + 1));
    'lines: while line < lines.len() {
        let text = lines[line];
        if text.is_empty() && !continued[line] {
            say(line, "an empty line inside the movetext".to_owned());
        }
        let chars: Vec<char> = text.chars().collect();
        let mut col = 0;
        // The end of a comment that started on an earlier line.
        if continued[line] {
            match chars.iter().position(|&c| c == '}') {
                Some(close) => col = close + 1,
                None => {
                    continued[line + 1] = true;
                    line += 1;
                    continue;
                }
            }
        }
        while col < chars.len() {
            let c = chars[col];
            let begin = col;
            if c == ' ' {
                if col == 0 || col + 1 == chars.len() {
                    say(
                        line,
                        "a movetext line starts or ends with a space".to_owned(),
                    );
                } else if chars[col + 1] == ' ' {
                    say(line, "two spaces between tokens".to_owned());
                }
                col += 1;
                continue;
            }
            if begin > 0 && chars[begin - 1] != ' ' {
                say(
                    line,
                    format!("no space before the token at column {}", begin + 1),
                );
            }
            let first = line;
            let kind = match c {
                '{' => match chars[col..].iter().position(|&c| c == '}') {
                    Some(close) => {
                        col += close + 1;
                        Kind::Comment
                    }
                    None => {
                        // The comment goes on over the next lines.
                        let mut l = line + 1;
                        loop {
                            let Some(next) = lines.get(l) else {
                                say(first, "a comment is never closed".to_owned());
                                return (l, result);
                            };
                            if next.contains('}') {
                                tokens.push(Token {
                                    kind: Kind::Comment,
                                    first,
                                    last: l,
                                    width: 0,
                                });
                                for c in &mut continued[line + 1..=l] {
                                    *c = true;
                                }
                                line = l;
                                continue 'lines;
                            }
                            l += 1;
                        }
                    }
                },
                ';' => {
                    col = chars.len();
                    Kind::ToLineEnd
                }
                '%' if col == 0 => {
                    col = chars.len();
                    Kind::ToLineEnd
                }
                '(' => {
                    col += 1;
                    Kind::Open
                }
                ')' => {
                    col += 1;
                    Kind::Close
                }
                _ => {
                    while col < chars.len() && !" {};()".contains(chars[col]) {
                        col += 1;
                    }
                    let word = &text[byte(text, begin)..byte(text, col)];
                    word_kind(word)
                }
            };
            if let Kind::Result(r) = kind {
                result = Some(r.to_owned());
            }
            let is_result = matches!(kind, Kind::Result(_));
            tokens.push(Token {
                kind,
                first: line,
                last: line,
                width: col - begin,
            });
            if is_result {
                if col < chars.len() {
                    say(line, "a token after the result".to_owned());
                }
                break 'lines;
            }
        }
        line += 1;
    }
    let end = line.min(lines.len().saturating_sub(1));
    if result.is_none() {
        say(end, "the movetext has no result at its end".to_owned());
    }
    justification(lines, start, end, &tokens, &mut say);
    numbers(&tokens, &mut say);
    (end, result)
}

/// The byte offset of character `index` of `text`.
fn byte(text: &str, index: usize) -> usize {
    text.char_indices()
        .nth(index)
        .map_or(text.len(), |(b, _)| b)
}

/// What a word of movetext is: a move number, a NAG, a result or a move (checked as SAN).
fn word_kind(word: &str) -> Kind<'_> {
    if RESULTS.contains(&word) {
        return Kind::Result(word);
    }
    if let Some(digits) = word.strip_prefix('$') {
        return if !digits.is_empty() && digits.parse::<u8>().is_ok() {
            Kind::Nag
        } else {
            Kind::Move(word)
        };
    }
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        match &word[digits.len()..] {
            "." => return Kind::Number(digits.parse().unwrap_or(0), true),
            "..." => return Kind::Number(digits.parse().unwrap_or(0), false),
            _ => {}
        }
    }
    Kind::Move(word)
}

/// Whether `word` is canonical English SAN as export format writes it (8.2.3), or `--`.
pub(crate) fn is_export_san(word: &str) -> bool {
    let word = word.strip_suffix(['+', '#']).unwrap_or(word);
    if matches!(word, "O-O" | "O-O-O" | "--") {
        return true;
    }
    let b = word.as_bytes();
    let square =
        |s: &[u8]| s.len() == 2 && (b'a'..=b'h').contains(&s[0]) && (b'1'..=b'8').contains(&s[1]);
    match b.first() {
        Some(b'N' | b'B' | b'R' | b'Q' | b'K') => {
            let rest = &b[1..];
            let Some(target) = rest.len().checked_sub(2).map(|n| &rest[n..]) else {
                return false;
            };
            let mut from = &rest[..rest.len() - 2];
            if let Some(stripped) = from.strip_suffix(b"x") {
                from = stripped;
            }
            let from_ok = match from {
                [] => true,
                [f] => (b'a'..=b'h').contains(f) || (b'1'..=b'8').contains(f),
                [_, _] => square(from),
                _ => false,
            };
            square(target) && from_ok
        }
        Some(b'a'..=b'h') => {
            let (body, promotion) = match word.split_once('=') {
                Some((body, piece)) => (body.as_bytes(), Some(piece)),
                None => (b, None),
            };
            let shape = match body {
                [_, _] => square(body),
                [f, b'x', ..] if body.len() == 4 => (b'a'..=b'h').contains(f) && square(&body[2..]),
                _ => false,
            };
            let last_rank = matches!(body.last(), Some(b'1' | b'8'));
            shape
                && match promotion {
                    Some(piece) => last_rank && matches!(piece, "N" | "B" | "R" | "Q"),
                    None => !last_rank,
                }
        }
        _ => false,
    }
}

/// 8.2.1: lines shorter than 80 characters holding as many tokens as fit.
fn justification(
    lines: &[&str],
    start: usize,
    end: usize,
    tokens: &[Token<'_>],
    say: &mut impl FnMut(usize, String),
) {
    for (line, text) in lines.iter().enumerate().take(end + 1).skip(start) {
        let width = text.chars().count();
        let on_line = tokens
            .iter()
            .filter(|t| t.first <= line && line <= t.last)
            .count();
        if width > WIDTH && on_line > 1 {
            say(
                line,
                format!("{width} characters and {on_line} tokens: a line has fewer than 80"),
            );
        }
    }
    // As many tokens as possible on a line: the first token of a line did not fit on the line
    // before (unless that line had to end: a `;` comment, an escape, a comment's last line
    // that starts as a tag pair, which what follows could make one).
    for pair in tokens.windows(2) {
        let (before, next) = (&pair[0], &pair[1]);
        if next.first == before.last
            || next.first != next.last
            || before.kind == Kind::ToLineEnd
            || starts_as_tag_pair(lines[before.last])
        {
            continue;
        }
        if next.kind == Kind::ToLineEnd && lines[next.first].starts_with('%') {
            continue;
        }
        let room = lines[before.last].chars().count() + 1 + next.width;
        if room <= WIDTH {
            say(
                next.first,
                format!("the token starting this line fits on the line before ({room} characters)"),
            );
        }
    }
}

/// Whether a line starts as a tag pair does, `[`, a name and a quote, to a reader: past a
/// byte-order mark and leading white space.
fn starts_as_tag_pair(line: &str) -> bool {
    let line = line.strip_prefix('\u{feff}').unwrap_or(line).trim_start();
    let Some(rest) = line.strip_prefix('[') else {
        return false;
    };
    let name = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    name > 0 && rest[name..].trim_start().starts_with('"')
}

/// 8.2.2.2: `N.` before every White move, `N...` before a Black move only at the start of a
/// line of play or after an annotation; the numbers count the moves. 8.2.3.8: no glyphs.
fn numbers(tokens: &[Token<'_>], say: &mut impl FnMut(usize, String)) {
    /// A line of play: its next move (fullmove, White to move), the move before its last one
    /// (where a variation of the last move starts), whether an annotation or its start came
    /// since its last move.
    #[derive(Clone, Copy)]
    struct Line {
        next: Option<(u32, bool)>,
        before: Option<(u32, bool)>,
        annotated: bool,
    }
    let mut stack = vec![Line {
        next: None,
        before: None,
        annotated: true,
    }];
    let mut pending: Option<(u32, bool, usize)> = None;
    for token in tokens {
        let line = stack.last_mut().expect("the main line");
        match token.kind {
            Kind::Number(n, white) => {
                if pending.is_some() {
                    say(token.first, "two move numbers in a row".to_owned());
                }
                pending = Some((n, white, token.first));
                continue;
            }
            Kind::Move(word) => {
                if word.ends_with(['!', '?']) {
                    say(
                        token.first,
                        format!("{word}: a suffix glyph, export format writes its NAG"),
                    );
                } else if !is_export_san(word) {
                    say(token.first, format!("{word} is not canonical SAN"));
                }
                let written = pending.take().map(|(n, white, _)| (n, white));
                match (written, line.next) {
                    (Some(w), Some(e)) if w != e => say(
                        token.first,
                        format!(
                            "{word} numbered {}{}, expected {}{}",
                            w.0,
                            dots(w.1),
                            e.0,
                            dots(e.1)
                        ),
                    ),
                    (None, None) => {
                        say(token.first, format!("{word}: the first move has no number"))
                    }
                    (None, Some((m, true))) => {
                        say(
                            token.first,
                            format!("{word}: White's move {m} has no number"),
                        );
                    }
                    (None, Some((m, false))) if line.annotated => say(
                        token.first,
                        format!(
                            "{word}: Black's move {m} after an annotation or a line's start has no number"
                        ),
                    ),
                    (Some((n, false)), Some(_)) if !line.annotated => say(
                        token.first,
                        format!("{word}: a Black move number {n}... where none belongs"),
                    ),
                    _ => {}
                }
                let now = line.next.or(written).unwrap_or((1, true));
                line.before = Some(now);
                line.next = Some(if now.1 {
                    (now.0, false)
                } else {
                    (now.0 + 1, true)
                });
                line.annotated = false;
            }
            Kind::Open => {
                line.annotated = true;
                let start = line.before;
                stack.push(Line {
                    next: start,
                    before: None,
                    annotated: true,
                });
            }
            Kind::Close => {
                if stack.len() > 1 {
                    stack.pop();
                } else {
                    say(
                        token.first,
                        "a variation closed that was never opened".to_owned(),
                    );
                }
                if let Some(outer) = stack.last_mut() {
                    outer.annotated = true;
                }
            }
            Kind::Nag | Kind::Comment | Kind::ToLineEnd => line.annotated = true,
            Kind::Result(_) => {
                if stack.len() > 1 {
                    say(token.first, "the result inside a variation".to_owned());
                }
            }
        }
        if let Some((_, _, at)) = pending.take() {
            say(at, "a move number not followed by a move".to_owned());
        }
    }
}

fn dots(white: bool) -> &'static str {
    if white { "." } else { "..." }
}

#[test]
fn the_checker_passes_the_standards_own_shape_and_names_each_broken_rule() {
    let good = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
        [Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n[FEN \"x\"]\n[SetUp \"1\"]\n\n\
        1. e4 $1 1... e5 2. Nf3 {a comment} 2... Nc6 ( 2... d6 3. d4 ) 3. Bb5 a6 4. O-O\n\
        exd4 5. exd8=Q+ Kxd8 1-0\n\n";
    assert_eq!(check(good), Vec::<String>::new());
    let cases = [
        (
            "[ECO \"C20\"]\n[FEN \"x\"]",
            "[FEN \"x\"]\n[ECO \"C20\"]",
            "tag ECO after FEN",
        ),
        ("1. e4 $1 1... e5", "1. e4 $1 e5", "after an annotation"),
        ("1. e4 $1 1... e5", "1. e4! e5", "suffix glyph"),
        ("2... Nc6 (", "Nc6 (", "after an annotation"),
        ("3. Bb5 a6", "3. Bb5 3... a6", "where none belongs"),
        ("4. O-O", "4. 0-0", "not canonical SAN"),
        ("exd4 5.", "exd4  5.", "two spaces"),
        ("\nexd4", "\n exd4", "starts or ends with a space"),
        ("4. O-O\nexd4", "4. O-O exd4", "fewer than 80"),
        ("4. O-O\nexd4", "4.\nO-O exd4", "fits on the line before"),
        ("Kxd8 1-0", "Kxd8 0-1", "the Result tag says 1-0"),
        ("exd4 5. exd8", "exd4 4. exd8", "expected 5."),
        (
            "Kxd8 1-0\n\n",
            "Kxd8 1-0\n",
            "blank line after the last game",
        ),
        (
            "Kxd8 1-0\n\n",
            "Kxd8 1-0\n[Event",
            "followed by an empty line",
        ),
        ("{a comment}", "{a comment", "never closed"),
        (
            "[Round \"?\"]\n[White",
            "[White \"?\"]\n[Round",
            "Seven Tag Roster",
        ),
        ("[ECO \"C20\"]", "[ECO  \"C20\"]", "tag name"),
    ];
    for (from, to, why) in cases {
        let bad = good.replacen(from, to, 1);
        assert_ne!(bad, good, "{from}");
        let problems = check(&bad);
        assert!(
            problems.iter().any(|p| p.contains(why)),
            "{to}: {problems:?}"
        );
    }
    // A comment's last line that starts as a tag pair ends its line; another does not.
    let good = good.replacen("4. O-O\nexd4", "4. O-O exd4", 1);
    let tag_like = good.replacen("{a comment} 2... Nc6", "{a\n\n[b \"c\"]}\n2... Nc6", 1);
    assert_eq!(check(&tag_like), Vec::<String>::new());
    let other = good.replacen("{a comment} 2... Nc6", "{a\n\n b \"c\"]}\n2... Nc6", 1);
    assert!(
        check(&other)
            .iter()
            .any(|p| p.contains("fits on the line before"))
    );
}
