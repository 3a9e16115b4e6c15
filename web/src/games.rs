//! The games of a PGN text: where each one's text starts and ends, found by the library's PGN
//! reader, so that the page can show any one of them.

use std::ops::Range;

use fenkit::pgn::PgnReader;

/// The byte ranges of the games of a PGN text, in order; empty when the text is not PGN (its
/// first line that is not blank starts with `[`) or holds no game.
pub(crate) fn split(text: &str) -> Vec<Range<usize>> {
    if !text.trim_start().starts_with('[') {
        return Vec::new();
    }
    // Where each line starts, by number from 1; the reader counts the lines it has read, and
    // ends a game when it has read the first line of the next one (held for that game).
    let mut line_starts: Vec<usize> = vec![0];
    line_starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
    let mut reader = PgnReader::new(text.as_bytes());
    let mut reads: Vec<usize> = Vec::new();
    while let Some(raw) = reader.next_raw() {
        if raw.is_err() {
            break;
        }
        reads.push(reader.lines_read());
    }
    // Every game but the last was ended by reading the next one's first line.
    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut start = 0;
    for &read in reads.iter().take(reads.len().saturating_sub(1)) {
        match line_starts.get(read.saturating_sub(1)) {
            Some(&end) if end > start => {
                ranges.push(start..end);
                start = end;
            }
            _ => break,
        }
    }
    if !reads.is_empty() {
        ranges.push(start..text.len());
    }
    ranges
}

#[cfg(test)]
mod tests {
    use super::split;

    fn games(text: &str) -> Vec<&str> {
        split(text).into_iter().map(|r| &text[r]).collect()
    }

    #[test]
    fn each_game_is_cut_at_the_next_ones_tags() {
        let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n[Event \"c\"]\n1. c4 *\n";
        let parts = games(text);
        assert_eq!(parts.len(), 3, "{parts:?}");
        assert!(parts[0].contains("1. e4 e5 1-0") && !parts[0].contains("\"b\""));
        assert!(parts[1].trim_start().starts_with("[Event \"b\"]") && parts[1].contains("d4"));
        assert!(parts[2].starts_with("[Event \"c\"]") && parts[2].contains("c4"));
        assert_eq!(parts.concat(), text, "nothing lost, nothing repeated");
    }

    #[test]
    fn one_game_or_no_pgn_is_not_cut() {
        assert_eq!(games("[Event \"a\"]\n\n1. e4 e5 1-0\n").len(), 1);
        assert_eq!(games("[Event \"a\"]\n\n1. e4 e5 1-0").len(), 1);
        assert!(games("1. e4 e5").is_empty());
        assert!(games("8/8/8/8/8/8/8/K6k w - - 0 1").is_empty());
    }
}
