//! Where a game ends: its result outside comments and variations, found by a scan of the
//! lines as they come, before any token is found (decision 0020).

use crate::movetext::result_at;

/// The byte-order mark, in UTF-8.
pub(super) const BOM: &[u8] = "\u{feff}".as_bytes();
use crate::scan;

/// Follows comments and variations through the lines of movetext, to find the result that
/// ends the game: what alone decides where a game ends, so that the tokens can be found later
/// and elsewhere (decision 0020). It passes over what moves are made of (decision 0012).
#[derive(Debug, Default)]
pub(super) struct Scan {
    pub(super) in_comment: bool,
    depth: u32,
}

/// The bytes where [`Scan`] looks closer: brackets, `;`, `*`, a lone `\r` (which ends a line
/// comment, and may start an escape line), and the second byte of every result (`1-0`,
/// `0-1`, `1/2-1/2`, `0,5-0,5`, `½-½`). Moves and move numbers have none of them but the rare
/// `-` of castling, so the scan passes over them (decision 0012).
const SCAN_STOPS: [u8; 10] = [b'{', b';', b'(', b')', b'*', b'-', b'/', b',', 0xBD, b'\r'];

/// The bytes a [`Scan`] stops at outside comments (but `{` and `}`): where a 64-byte block has
/// none, it passes over the block at once.
const SCAN_STOPS_BUT_BRACES: [u8; 9] = [b';', b'(', b')', b'*', b'-', b'/', b',', 0xBD, b'\r'];

impl Scan {
    /// Follows a line, or a piece of one that is not its start; where the first result that
    /// stands in it outside comments and variations ends, if one does.
    pub(super) fn bytes(&mut self, bytes: &[u8], line_start: bool) -> Option<usize> {
        self.bytes_from::<true>(bytes, line_start)
    }

    /// [`bytes`](Self::bytes), passing over plain blocks at once when `BLOCKS` (the other way
    /// only checks that way in tests).
    #[inline(always)]
    fn bytes_from<const BLOCKS: bool>(&mut self, bytes: &[u8], line_start: bool) -> Option<usize> {
        let mut at = 0;
        if line_start && !self.in_comment && bytes.first() == Some(&b'%') {
            // An escape line, to its end (a lone `\r` too).
            match scan::find_byte(bytes, b'\r') {
                Some(end) => at = end,
                None => return None,
            }
        }
        loop {
            if BLOCKS {
                at = self.pass_plain_blocks(bytes, at);
            }
            if self.in_comment {
                match scan::find_any_from(bytes, at, [b'}']) {
                    Some(close) => {
                        at += close + 1;
                        self.in_comment = false;
                    }
                    None => return None,
                }
            }
            match scan::find_any_from(bytes, at, SCAN_STOPS) {
                Some(offset) => at += offset,
                None => return None,
            }
            match bytes[at] {
                b'{' => self.in_comment = true,
                // A line comment, or an escape line, ends at the line's end: a lone `\r`
                // ends a line too, as the tokens take it (files from old Macs).
                b';' | b'\r' if bytes[at] == b';' || bytes.get(at + 1) == Some(&b'%') => {
                    match scan::find_any_from(bytes, at + 1, [b'\r']) {
                        Some(end) => {
                            at += 1 + end;
                            continue;
                        }
                        None => return None,
                    }
                }
                b'(' => self.depth += 1,
                b')' => self.depth = self.depth.saturating_sub(1),
                b'*' if self.depth == 0 => return Some(at + 1),
                // A result's second byte, after a `0`, `1` or the first byte of `½` that starts
                // a token (a move number has a digit or a dot there).
                _ if self.depth == 0
                    && at > 0
                    && matches!(bytes[at - 1], b'0' | b'1' | 0xC2)
                    && starts_token(bytes, at - 1) =>
                {
                    // The tokenizer's own test, on the text up to any byte that is not UTF-8
                    // (a result that ends there is followed by no token it knows).
                    let rest = &bytes[at - 1..];
                    let text = rest.utf8_chunks().next().map_or("", |chunk| chunk.valid());
                    let mut whole = text.len() == rest.len();
                    // A byte-order mark right after the result starts a file joined on.
                    let text = match rest.windows(3).take(8).position(|w| w == BOM) {
                        Some(bom) if bom <= text.len() => {
                            whole = true;
                            &text[..bom]
                        }
                        _ => text,
                    };
                    if let Some((_, len)) = result_at(text)
                        && (len < text.len() || whole)
                    {
                        return Some(at - 1 + len);
                    }
                }
                _ => {}
            }
            at += 1;
        }
    }

    /// Passes over the whole 64-byte blocks from byte `at` that hold nothing to stop at outside
    /// comments, comments that open and close in turn (most of any movetext: moves, move
    /// numbers and lichess's `{ [%clk 0:05:00] }`); where the first other block starts, the
    /// comment state at its start set. A block with a `{` inside a comment, a `}` outside
    /// one, or a stop outside one is left to the byte by byte way.
    #[inline(always)]
    fn pass_plain_blocks(&mut self, bytes: &[u8], mut at: usize) -> usize {
        while let Some(block) = bytes.get(at..at + 64).and_then(|b| b.first_chunk::<64>()) {
            let (open, close) = (scan::mask_of(block, [b'{']), scan::mask_of(block, [b'}']));
            let stops = scan::mask_of(block, SCAN_STOPS_BUT_BRACES);
            // Inside a comment: after a `{`, up to its `}`.
            let inside =
                scan::prefix_xor(open | close) ^ if self.in_comment { u64::MAX } else { 0 };
            if open & !inside != 0 || close & inside != 0 || stops & !inside != 0 {
                break;
            }
            self.in_comment = inside >> 63 == 1;
            at += 64;
        }
        at
    }
}

/// Whether a token may start at `at`: at the start of the line or after white space, a
/// bracket, a move number's dot, a glyph (`!`, `?`) or a check or mate sign (a result glued
/// to the move: `Qxf7#1-0`).
fn starts_token(bytes: &[u8], at: usize) -> bool {
    at == 0
        || matches!(
            bytes[at - 1],
            b' ' | b'\t'
                | b'\r'
                | b'.'
                | b'{'
                | b'}'
                | b'('
                | b')'
                | b']'
                | b'!'
                | b'?'
                | b'+'
                | b'#'
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::QuickCheck;

    fn scan(lines: &[&str]) -> Vec<bool> {
        let mut scan = Scan::default();
        lines
            .iter()
            .map(|line| scan.bytes(line.as_bytes(), true).is_some())
            .collect()
    }

    #[test]
    fn the_scan_finds_results_outside_comments_and_variations_only() {
        assert_eq!(scan(&["1. e4 e5 1-0"]), [true]);
        assert_eq!(scan(&["1. e4 { 1-0 } e5"]), [false]);
        assert_eq!(
            scan(&["1. e4 { a", "1-0 }", "e5 0-1"]),
            [false, false, true]
        );
        assert_eq!(scan(&["1. e4 (1. d4 1-0) e5"]), [false]);
        assert_eq!(scan(&["1. e4 ; 1-0", "0-0 e5"]), [false, false]);
        assert_eq!(scan(&["%1-0", "12. O-O 1/2-1/2"]), [false, true]);
        assert_eq!(scan(&["1.e4 e5 2.Nf3 *"]), [true]);
        assert_eq!(scan(&["1. e4 ½-½"]), [true]);
        assert_eq!(scan(&["10-0 11-0"]), [false]);
        // A lone `\r` ends a line comment and may start an escape line, as in the tokens.
        assert_eq!(scan(&["1. e4 ; x\r1-0"]), [true]);
        assert_eq!(scan(&["1. e4\r%1-0"]), [false]);
        assert_eq!(scan(&["%1-0\r*"]), [true]);
        // An escape line after a lone `\r` hides a `{`, and a line comment a `*` at its end.
        assert_eq!(scan(&["1. e4\r% {\r1-0"]), [true]);
        assert_eq!(scan(&["1. e4 ; x*\r e5"]), [false]);
        assert_eq!(scan(&["1. e4\r1-0"]), [true]);
        // A result may follow a glyph.
        assert_eq!(scan(&["1. e4 e5!1-0"]), [true]);
        assert_eq!(scan(&["1. e4 e5?0-1"]), [true]);
        // A result glued to a check or mate sign.
        assert_eq!(scan(&["4. Qxf7#1-0", "3. Qh5+0-1"]), [true, true]);
        // Where the result ends: the next game's tags may follow on its line.
        let mut scan = Scan::default();
        assert_eq!(scan.bytes(b"1. e4 1-0[Event", true), Some(9));
        assert_eq!(
            scan.bytes("1. e4 *\u{feff}[Event".as_bytes(), true),
            Some(7)
        );
        assert_eq!(
            scan.bytes("1. e4 1/2-1/2\u{feff}[E".as_bytes(), true),
            Some(13)
        );
        assert_eq!(scan.bytes(b"1. e4 1-0x", true), None);
    }

    #[test]
    fn a_comment_hides_up_to_its_last_character_and_a_percent_sign_opening_a_line() {
        assert_eq!(scan(&["1. e4 {a*} e5"]), [false]);
        assert_eq!(scan(&["1. e4 {a;} 1-0"]), [true]);
        // A line in a comment that starts with `%` is the comment's, not an escape line.
        assert_eq!(
            scan(&["1. e4 { a", "% b }", "e5 1-0"]),
            [false, false, true]
        );
        assert_eq!(scan(&["1. e4", "% *"]), [false, false]);
    }

    #[test]
    fn an_escape_line_after_a_line_comment_hides_a_result() {
        assert_eq!(scan(&["1. e4 ; x\r% *\r e5"]), [false]);
    }

    #[test]
    fn a_line_may_start_with_a_null_move() {
        assert_eq!(scan(&["1. e4 e5", "-- Nc6 1-0"]), [false, true]);
    }

    #[test]
    fn a_result_reads_up_to_a_byte_that_is_not_utf8_only_with_a_space_between() {
        let mut scan = Scan::default();
        assert_eq!(scan.bytes(b"1. e4 1-0 {caf\xe9}", true), Some(9));
        assert_eq!(scan.bytes(b"1. e4 1-0\xff", true), None);
        // A byte-order mark after such a byte starts no file joined on.
        assert_eq!(scan.bytes(b"1. e4 1-0\xff\xef\xbb\xbf", true), None);
    }

    /// What movetext is made of, with what stops a scan.
    const PIECES: [&str; 28] = [
        "1. ",
        "12... ",
        "e4 ",
        "Nxf3+ ",
        "O-O ",
        "0-0 ",
        "{",
        "}",
        "{ [%clk 0:05:00] } ",
        "(",
        ")",
        ";",
        "%",
        "1-0",
        "0-1",
        "*",
        "1/2-1/2",
        "½-½",
        "0,5-0,5",
        "$1 ",
        "!? ",
        " ",
        "\n",
        "\r",
        "é",
        "\t",
        "10-0",
        "Nf3.1-0",
    ];

    /// Each line's result and the state after it, followed block by block or byte by byte.
    fn scanned<const BLOCKS: bool>(text: &str) -> Vec<(Option<usize>, bool, u32)> {
        let mut scan = Scan::default();
        text.split('\n')
            .map(|line| {
                let result = scan.bytes_from::<BLOCKS>(line.as_bytes(), true);
                (result, scan.in_comment, scan.depth)
            })
            .collect()
    }

    #[test]
    fn the_scan_passes_over_plain_blocks_as_it_would_byte_by_byte() {
        fn agree(picks: Vec<u8>, clocks: u8) -> bool {
            // Long runs of plain plies, so that whole blocks come, broken by the pieces.
            let plain = "7. Nf3 { [%clk 0:04:58] } 7... Nc6 { [%clk 0:04:57] } ";
            let mut text = String::new();
            for (i, &p) in picks.iter().enumerate() {
                if i % usize::from(clocks % 5 + 1) == 0 {
                    text.push_str(plain);
                }
                text.push_str(PIECES[usize::from(p) % PIECES.len()]);
            }
            scanned::<true>(&text) == scanned::<false>(&text)
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(Vec<u8>, u8) -> bool);
        let game = include_str!("../../../tests/data/lichess_20.pgn");
        assert_eq!(scanned::<true>(game), scanned::<false>(game));
        // A comment open across lines, a `{` inside one, a `}` outside, a `\r%` escape line.
        // At every place in a block, among plies with clocks and without.
        let odd = [
            "{ open",
            "{ a { b }",
            "} stray {",
            "\r% { hidden",
            "\r% }",
            "(1. d4 1-0)",
            ";{",
        ];
        for plain in [
            "1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } ",
            "1. e4 e5 2. d4 ",
        ] {
            let plain = plain.repeat(6);
            for (odd, shift) in odd.iter().flat_map(|odd| (0..64).map(move |k| (odd, k))) {
                let text = format!("{}{odd}{plain}\n{plain}1-0", &plain[..shift]);
                assert_eq!(
                    scanned::<true>(&text),
                    scanned::<false>(&text),
                    "{odd} {shift}"
                );
            }
        }
    }

    /// Where [`Scan::pass_plain_blocks`] stops in `text` from byte `at`, and whether a comment
    /// is open there, starting in one when `in_comment`.
    fn passed(text: &str, at: usize, in_comment: bool) -> (usize, bool) {
        let mut scan = Scan {
            in_comment,
            depth: 0,
        };
        let stop = scan.pass_plain_blocks(text.as_bytes(), at);
        (stop, scan.in_comment)
    }

    #[test]
    fn plain_blocks_are_passed_at_once_and_others_left() {
        // 52 bytes a move pair: 6 pairs hold 4 whole blocks.
        let plain = "1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } ".repeat(6);
        assert_eq!(passed(&plain, 0, false), (256, true));
        assert_eq!(passed(&plain, 256, false), (256, false));
        // Taken for outside a comment at byte 10, the `}` at 23 is one outside: left.
        assert_eq!(passed(&plain, 10, false), (10, false));
        // Inside a comment from the start, then out of it: the state follows.
        let closing = format!("[%clk 0:05:00] }} {}", &plain[..100]);
        assert_eq!(passed(&closing, 0, true), (64, true));
        // A block with a stop outside a comment is left, one inside a comment is not.
        for (stop, passed_to) in [("-", 64), ("(", 64), (";", 64), ("*", 64), ("/", 64)] {
            let mut text = plain.clone();
            text.replace_range(80..81, stop);
            assert_eq!(passed(&text, 0, false).0, passed_to, "{stop} outside");
            let mut text = plain.clone();
            text.replace_range(90..91, stop);
            assert_eq!(passed(&text, 0, false).0, 256, "{stop} inside a comment");
        }
        // A `}` outside a comment, a `{` inside one.
        let mut text = plain.clone();
        text.replace_range(80..81, "}");
        assert_eq!(passed(&text, 0, false).0, 64);
        assert_eq!(passed(&text, 0, true).0, 0);
        let mut text = plain.clone();
        text.replace_range(90..91, "{");
        assert_eq!(passed(&text, 0, false).0, 64);
    }
}
