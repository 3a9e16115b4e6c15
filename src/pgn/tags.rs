//! Tag pairs, `[Name "value"]`, and the ordered list of a game's tags.

use core::fmt;
use core::ops::Range;

use crate::scan::{self, Shown};

/// The seven tags every PGN game has, in the order export format writes them first (PGN 8.1.1),
/// and the value each takes when it is not known.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The bytes of a tag name: ASCII letters, digits and `_`, a table of all 256 bytes.
const NAME_BYTES: [bool; 256] = {
    let mut set = [false; 256];
    let mut i = 0;
    while i < set.len() {
        set[i] = (i as u8).is_ascii_alphanumeric() || i == b'_' as usize;
        i += 1;
    }
    set
};

/// The tags of a game in the order they were read, names and values unescaped.
///
/// Names are compared exactly, as PGN says (`FEN`, not `fen`). All names and values live in
/// one buffer, so reading the tags of game after game allocates nothing once it has grown.
///
/// ```
/// use fenkit::pgn::Tags;
/// let mut tags = Tags::new();
/// tags.push("White", "Carlsen");
/// tags.push("Annotator", r#"J. "Jim" Smith"#);
/// tags.set("White", "Nakamura");
/// assert_eq!(tags.get("White"), Some("Nakamura"));
/// assert_eq!(tags.iter().map(|(name, _)| name).collect::<Vec<_>>(), ["White", "Annotator"]);
/// assert_eq!(tags.to_string(), "[White \"Nakamura\"]\n[Annotator \"J. \\\"Jim\\\" Smith\"]\n");
/// ```
#[derive(Debug, Clone, Default)]
pub struct Tags {
    text: String,
    entries: Vec<(Range<usize>, Range<usize>)>,
}

impl Tags {
    /// No tags.
    #[must_use]
    pub const fn new() -> Tags {
        Tags {
            text: String::new(),
            entries: Vec::new(),
        }
    }

    /// How many tags there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Removes every tag, keeping the memory for the next game.
    pub fn clear(&mut self) {
        self.text.clear();
        self.entries.clear();
    }

    fn add_text(&mut self, text: &str) -> Range<usize> {
        let start = self.text.len();
        self.text.push_str(text);
        start..self.text.len()
    }

    /// Adds a tag at the end (a name already there is added again, as a file may have it).
    pub fn push(&mut self, name: &str, value: &str) {
        let name = self.add_text(name);
        let value = self.add_text(value);
        self.entries.push((name, value));
    }

    /// Gives the first tag called `name` this value, or adds the tag at the end.
    pub fn set(&mut self, name: &str, value: &str) {
        match self.position(name) {
            Some(at) => {
                let value = self.add_text(value);
                self.entries[at].1 = value;
            }
            None => self.push(name, value),
        }
    }

    /// Removes every tag called `name`.
    pub fn remove(&mut self, name: &str) {
        let text = &self.text;
        self.entries.retain(|(n, _)| &text[n.clone()] != name);
    }

    fn position(&self, name: &str) -> Option<usize> {
        // Bytes compared, which checks no character boundaries.
        let text = self.text.as_bytes();
        self.entries
            .iter()
            .position(|(n, _)| text.get(n.clone()) == Some(name.as_bytes()))
    }

    /// Each tag whose name a tag before it has: the index of the first of that name, and its
    /// own. (Run on every game read: names are told apart by a few bytes each first.)
    pub(super) fn repeated(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let text = self.text.as_bytes();
        let name = |at: usize| text.get(self.entries[at].0.clone()).unwrap_or_default();
        let mut seen = [0u64; 4];
        (0..self.entries.len()).filter_map(move |at| {
            let bytes = name(at);
            let (&first, &last) = (bytes.first()?, bytes.last()?);
            let hash = bytes.len()
                ^ usize::from(first) << 2
                ^ usize::from(last) << 4
                ^ usize::from(bytes[bytes.len() / 2]) << 1;
            let (word, bit) = ((hash >> 6) % 4, 1u64 << (hash % 64));
            let maybe = seen[word] & bit != 0;
            seen[word] |= bit;
            if !maybe {
                return None;
            }
            (0..at)
                .find(|&before| name(before) == bytes)
                .map(|first| (first, at))
        })
    }

    /// The index of the first tag called `name`.
    pub(super) fn index(&self, name: &str) -> Option<usize> {
        self.position(name)
    }

    /// The value of the tag at `at`.
    pub(super) fn value_at(&self, at: usize) -> &str {
        &self.text[self.entries[at].1.clone()]
    }

    /// The name of the tag at `at`.
    pub(super) fn name_at(&self, at: usize) -> &str {
        &self.text[self.entries[at].0.clone()]
    }

    /// The value of the first tag called `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.position(name)
            .map(|at| &self.text[self.entries[at].1.clone()])
    }

    /// The value of the first tag of each of `names`, found in one pass over the tags (a
    /// reader asks for several of every game).
    pub(super) fn get_each<const N: usize>(&self, names: [&str; N]) -> [Option<&str>; N] {
        let mut found = [None; N];
        let text = self.text.as_bytes();
        for (name, value) in &self.entries {
            let name = text.get(name.clone()).unwrap_or_default();
            if let Some(at) = names.iter().position(|wanted| wanted.as_bytes() == name)
                && found[at].is_none()
            {
                found[at] = Some(&self.text[value.clone()]);
            }
        }
        found
    }

    /// What messages call the game after its number: `, White - Black, Site` from the tags
    /// that are there (`?` for a missing player beside one that is there), empty when none is.
    ///
    /// ```
    /// use fenkit::pgn::Tags;
    /// let mut tags = Tags::new();
    /// assert_eq!(tags.names(), "");
    /// tags.set("Black", "Nakamura");
    /// assert_eq!(tags.names(), ", ? - Nakamura");
    /// tags.set("White", "Carlsen");
    /// tags.set("Site", "Oslo");
    /// assert_eq!(tags.names(), ", Carlsen - Nakamura, Oslo");
    /// ```
    #[must_use]
    pub fn names(&self) -> String {
        let mut text = String::new();
        let [white, black, site] = self.get_each(["White", "Black", "Site"]);
        if white.is_some() || black.is_some() {
            text = format!(", {} - {}", white.unwrap_or("?"), black.unwrap_or("?"));
        }
        if let Some(site) = site {
            text.push_str(", ");
            text.push_str(site);
        }
        text
    }

    /// The tags in order, as `(name, value)`.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.entries
            .iter()
            .map(|(n, v)| (&self.text[n.clone()], &self.text[v.clone()]))
    }

    /// Reads the tag pairs of one line (`[Event "x"]`, or several: `[White "a"] [Black "b"]`)
    /// and adds them. On an error, the pairs before it are kept.
    ///
    /// ```
    /// use fenkit::pgn::Tags;
    /// let mut tags = Tags::new();
    /// tags.read_line(r#"[Event "Rated \"Blitz\" game"] [Site "C:\\games"]"#)?;
    /// assert_eq!(tags.get("Event"), Some(r#"Rated "Blitz" game"#));
    /// assert_eq!(tags.get("Site"), Some(r"C:\games"));
    /// let err = tags.read_line(r#"[Round "1]"#).unwrap_err();
    /// assert_eq!(err.to_string(), "found the end of the line in the value of tag Round, expected '\"' to close it");
    /// assert_eq!(err.span(), 10..10);
    /// # Ok::<(), fenkit::pgn::ParseTagError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseTagError`] at the first character that does not fit `[Name "value"]`.
    pub fn read_line(&mut self, line: &str) -> Result<(), ParseTagError> {
        self.read_line_placing(line, |_| {})
    }

    /// [`read_line`](Self::read_line), telling `placed` where the value of each pair added
    /// starts (the byte after its opening quote).
    pub(super) fn read_line_placing(
        &mut self,
        line: &str,
        mut placed: impl FnMut(usize),
    ) -> Result<(), ParseTagError> {
        let bytes = line.as_bytes();
        let skip_spaces = |mut at: usize| {
            while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
                at += 1;
            }
            at
        };
        let found = |at: usize| line.get(at..).and_then(|rest| rest.chars().next());
        let mut at = skip_spaces(0);
        while at < bytes.len() {
            if bytes[at] != b'[' {
                return Err(ParseTagError::new(
                    TagErrorKind::Open { found: found(at) },
                    at,
                ));
            }
            at = skip_spaces(at + 1);
            let name_start = at;
            // Sixteen bytes of the name at once (no loop exit to mispredict at names of every
            // length), and a longer name's rest byte by byte.
            at += scan::word_len(&bytes[at..], [b'_']);
            while bytes.get(at).is_some_and(|&b| NAME_BYTES[usize::from(b)]) {
                at += 1;
            }
            if at == name_start {
                return Err(ParseTagError::new(
                    TagErrorKind::Name { found: found(at) },
                    at,
                ));
            }
            let name = &line[name_start..at];
            at = skip_spaces(at);
            if bytes.get(at) != Some(&b'"') {
                return Err(ParseTagError::new(
                    TagErrorKind::Value {
                        name: name.to_owned(),
                        found: found(at),
                    },
                    at,
                ));
            }
            at += 1;
            let value_at = at;
            let mark = self.text.len();
            let (name, value) = match scan::find_any_from(bytes, at, [b'"', b'\\']) {
                // Mostly no escape: the name, the quote before the value and the value in one
                // copy, which each range cuts in (one call to copy rather than two).
                Some(len) if bytes[at + len] == b'"' => {
                    self.text.push_str(&line[name_start..at + len]);
                    at += len;
                    let from = |i: usize| mark + i - name_start;
                    (
                        from(name_start)..from(name_start) + name.len(),
                        from(value_at)..from(at),
                    )
                }
                _ => self.read_escaped(line, name, &mut at)?,
            };
            at = skip_spaces(at + 1);
            if bytes.get(at) != Some(&b']') {
                let name = self.text[name].to_owned();
                self.text.truncate(mark);
                return Err(ParseTagError::new(
                    TagErrorKind::Close {
                        name,
                        found: found(at),
                    },
                    at,
                ));
            }
            self.entries.push((name, value));
            placed(value_at);
            at = skip_spaces(at + 1);
        }
        Ok(())
    }
    /// Adds `name` and the value that starts at byte `at` of `line`, `\"` and `\\` unescaped,
    /// up to its closing quote (where `at` is left); their ranges in the text.
    fn read_escaped(
        &mut self,
        line: &str,
        name: &str,
        at: &mut usize,
    ) -> Result<(Range<usize>, Range<usize>), ParseTagError> {
        let bytes = line.as_bytes();
        let mark = self.text.len();
        let name = self.add_text(name);
        let value_start = self.text.len();
        loop {
            match bytes.get(*at) {
                None => {
                    let name = self.text[name].to_owned();
                    self.text.truncate(mark);
                    return Err(ParseTagError::new(TagErrorKind::Unclosed { name }, *at));
                }
                Some(b'"') => return Ok((name, value_start..self.text.len())),
                Some(b'\\') if matches!(bytes.get(*at + 1), Some(b'"' | b'\\')) => {
                    self.text.push(char::from(bytes[*at + 1]));
                    *at += 2;
                }
                Some(_) => {
                    let run = scan::find_any(&bytes[*at..], [b'"', b'\\'])
                        .map_or(bytes.len(), |len| *at + len.max(1));
                    self.text.push_str(&line[*at..run]);
                    *at = run;
                }
            }
        }
    }
}

/// Tags are equal when they hold the same names and values in the same order.
impl PartialEq for Tags {
    fn eq(&self, other: &Tags) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for Tags {}

/// Writes one tag pair per line, `[Name "value"]`, with `"` and `\` escaped.
impl fmt::Display for Tags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.iter() {
            write_tag(f, name, value)?;
        }
        Ok(())
    }
}

/// Writes `[Name "value"]` and a line break, with `"` and `\` escaped in the value. A line
/// break in the value (which no tag pair can hold: it is one line) is written as a space.
pub(super) fn write_tag(out: &mut impl fmt::Write, name: &str, value: &str) -> fmt::Result {
    write!(out, "[{name} \"")?;
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.write_char('\\')?;
                out.write_char(c)?;
            }
            '\n' | '\r' => out.write_char(' ')?,
            _ => out.write_char(c)?,
        }
    }
    out.write_str("\"]\n")
}

/// A tag pair line that does not read, and where: a byte offset in the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseTagError {
    kind: TagErrorKind,
    at: usize,
}

impl ParseTagError {
    fn new(kind: TagErrorKind, at: usize) -> ParseTagError {
        ParseTagError { kind, at }
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &TagErrorKind {
        &self.kind
    }

    /// The byte range of the line it points at: the character found, or the end.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        let len = self.kind.found().map_or(0, char::len_utf8);
        self.at..self.at + len
    }
}

/// What is wrong in a tag pair.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TagErrorKind {
    /// Something other than `[` where a tag pair starts.
    #[error("found {}, expected '[' starting a tag pair", Found(*found))]
    Open {
        /// What stands there.
        found: Option<char>,
    },
    /// No name after `[`.
    #[error("found {}, expected a tag name (letters, digits, '_') after '['", Found(*found))]
    Name {
        /// What stands there.
        found: Option<char>,
    },
    /// No `"` before the value.
    #[error("found {} after tag {name}, expected its value in quotes: [{name} \"...\"]", Found(*found))]
    Value {
        /// The tag's name.
        name: String,
        /// What stands there.
        found: Option<char>,
    },
    /// A value whose `"` never comes.
    #[error("found the end of the line in the value of tag {name}, expected '\"' to close it")]
    Unclosed {
        /// The tag's name.
        name: String,
    },
    /// No `]` after the value.
    #[error("found {} after the value of tag {name}, expected ']'", Found(*found))]
    Close {
        /// The tag's name.
        name: String,
        /// What stands there.
        found: Option<char>,
    },
}

impl TagErrorKind {
    fn found(&self) -> Option<char> {
        match self {
            TagErrorKind::Open { found }
            | TagErrorKind::Name { found }
            | TagErrorKind::Value { found, .. }
            | TagErrorKind::Close { found, .. } => *found,
            TagErrorKind::Unclosed { .. } => None,
        }
    }
}

/// A character in a message, or the end of the line.
struct Found(Option<char>);

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => write!(f, "{}", Shown(c)),
            None => f.write_str("the end of the line"),
        }
    }
}

/// Whether a line (without its leading white space) looks like a tag pair: `[`, a name, a
/// quote, and `]` at the end (a comment's `[%clk 0:03:00]` has no name, `[a] b` no quote).
pub(super) fn is_tag_line(trimmed: &str) -> bool {
    starts_as_tag_line(trimmed) && trimmed.trim_end().ends_with(']')
}

/// Whether a line (without its leading white space) starts as a tag pair: `[`, a name, a quote.
pub(super) fn starts_as_tag_line(trimmed: &str) -> bool {
    let Some(inner) = trimmed.strip_prefix('[') else {
        return false;
    };
    let name = inner
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    name > 0 && inner[name..].trim_start().starts_with('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(line: &str) -> (String, Range<usize>) {
        let err = Tags::new().read_line(line).unwrap_err();
        (err.to_string(), err.span())
    }

    #[test]
    fn every_malformed_pair_names_what_was_expected() {
        assert_eq!(
            error("Event \"x\"]"),
            ("found 'E', expected '[' starting a tag pair".into(), 0..1)
        );
        assert_eq!(
            error("[ \"x\"]"),
            (
                "found '\"', expected a tag name (letters, digits, '_') after '['".into(),
                2..3
            )
        );
        assert_eq!(
            error("[Event x]"),
            (
                "found 'x' after tag Event, expected its value in quotes: [Event \"...\"]".into(),
                7..8
            )
        );
        assert_eq!(
            error("[Event \"x\""),
            (
                "found the end of the line after the value of tag Event, expected ']'".into(),
                10..10
            )
        );
        assert_eq!(
            error("[Event \"x\"] junk"),
            ("found 'j', expected '[' starting a tag pair".into(), 12..13)
        );
    }

    #[test]
    fn a_failed_pair_leaves_the_ones_before_it_and_no_text() {
        let mut tags = Tags::new();
        tags.read_line("[A \"1\"]").unwrap();
        let text = tags.text.clone();
        assert!(tags.read_line("[B \"2").is_err());
        assert!(tags.read_line("[B \"2\\\"").is_err());
        assert!(tags.read_line("[C \"3\"  x").is_err());
        assert!(tags.read_line("[C \"3\\\\\"  x").is_err());
        assert_eq!(tags.iter().collect::<Vec<_>>(), [("A", "1")]);
        assert_eq!(tags.text, text);
    }

    #[test]
    fn escapes_read_and_write_back() {
        let mut tags = Tags::new();
        tags.read_line(r#"[Event "a \"b\" \\ c \d"]"#).unwrap();
        assert_eq!(tags.get("Event"), Some(r#"a "b" \ c \d"#));
        let written = tags.to_string();
        let mut again = Tags::new();
        again.read_line(written.trim_end()).unwrap();
        assert_eq!(again, tags);
        let mut broken = Tags::new();
        broken.push("Annotator", "two\nlines\r");
        assert_eq!(broken.to_string(), "[Annotator \"two lines \"]\n");
    }

    #[test]
    fn set_and_remove_keep_the_order() {
        let mut tags = Tags::new();
        tags.push("A", "1");
        tags.push("B", "2");
        tags.push("A", "3");
        tags.set("B", "4");
        tags.set("C", "5");
        tags.remove("A");
        assert_eq!(tags.iter().collect::<Vec<_>>(), [("B", "4"), ("C", "5")]);
        assert_eq!(tags.len(), 2);
        assert!(!tags.is_empty());
        let mut other = tags.clone();
        other.set("C", "6");
        assert_ne!(other, tags);
        tags.clear();
        assert!(tags.is_empty());
    }

    #[test]
    fn tag_lines_are_told_from_comment_lines() {
        assert!(is_tag_line("[Event \"x\"]"));
        assert!(is_tag_line("[Event \"x]"));
        assert!(!is_tag_line("[a]ü} 7. f4 {[a)\")}"));
        assert!(!is_tag_line("[Event \"x\"] 1. e4"));
        assert!(!is_tag_line("[%clk 0:01:00]"));
        assert!(!is_tag_line("a [b \"c\"]"));
        assert!(starts_as_tag_line("[Event \"x\"] 1. e4"));
        assert!(starts_as_tag_line("[a  \""));
        assert!(!starts_as_tag_line("[a]\""));
        assert!(!starts_as_tag_line("[\"a\"]"));
        assert!(!starts_as_tag_line(" [a \"x\"]"));
    }
}
