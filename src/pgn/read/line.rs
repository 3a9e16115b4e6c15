//! Reading one line of the input: its line break in any spelling (`\n`, `\r\n`, `\r`) left
//! out, and memory bounded.

use std::io::{self, BufRead};

use super::end::BOM;
use crate::scan;

/// What [`read_line`] read.
#[derive(Debug, Clone, Copy)]
pub(super) struct Read {
    /// How many bytes, the line break with them.
    pub(super) len: usize,
    /// Whether a line break ended them.
    pub(super) ended: bool,
}

/// Appends the bytes of `input` up to the next line break to `line`, at most `limit` of them,
/// and reads past the line break; adds to `blanks` the empty lines that follow it when they
/// could only be told by reading on (see [`line_break`]).
///
/// A line break is `\n`, `\r\n`, or a `\r` alone (files from old Macs); see [`line_break`]
/// for runs of `\r`. The line break stays out of `line`, so no line holds a `\r`.
pub(super) fn read_line(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: usize,
    blanks: &mut usize,
) -> io::Result<Read> {
    let mut read = Read {
        len: 0,
        ended: false,
    };
    while read.len < limit {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        let room = &buffer[..buffer.len().min(limit - read.len)];
        let Some(at) = find_line_break(room) else {
            let len = room.len();
            line.extend_from_slice(room);
            input.consume(len);
            read.len += len;
            if len == 0 {
                break;
            }
            continue;
        };
        let newline = room[at] == b'\n';
        line.extend_from_slice(&room[..at]);
        read.ended = true;
        read.len += at + 1;
        if newline {
            input.consume(at + 1);
        } else {
            *blanks += line_break(input, at)?;
        }
        break;
    }
    Ok(read)
}

/// A line read in place, in the input's buffer: where its text starts (after a byte-order
/// mark) and ends, and how many bytes it takes with its line break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct InPlace {
    start: usize,
    end: usize,
    pub(super) taken: usize,
}

impl InPlace {
    /// The line at the start of `buffer`, when it lies whole there within `limit` bytes,
    /// ended by `\n` or `\r\n` (most lines): read as [`read_line`] reads it, without copying
    /// it. A line cut by the buffer's end or by `limit`, or ended by `\r` alone, is not.
    pub(super) fn find(buffer: &[u8], limit: usize) -> Option<InPlace> {
        let room = &buffer[..buffer.len().min(limit)];
        let end = find_line_break(room)?;
        let taken = match (room[end], buffer.get(end + 1)) {
            (b'\n', _) => end + 1,
            (_, Some(b'\n')) => end + 2,
            _ => return None,
        };
        let start = if room[..end].starts_with(BOM) {
            BOM.len()
        } else {
            0
        };
        Some(InPlace { start, end, taken })
    }

    /// The line's text in `buffer`, the input's buffer it was found in (nothing consumed
    /// since: the same bytes, as [`BufRead`] gives them).
    pub(super) fn text(self, buffer: &[u8]) -> &[u8] {
        buffer.get(self.start..self.end).unwrap_or_default()
    }
}

/// Where the first `\n` or `\r` of `bytes` is. Most lines (tag pairs, movetext wrapped at 80
/// columns) end within 80 bytes, where a search tuned for short texts wins; longer ones go on
/// with `memchr` (decision 0012).
fn find_line_break(bytes: &[u8]) -> Option<usize> {
    const SHORT: usize = 80;
    let head = bytes.get(..SHORT).unwrap_or(bytes);
    scan::find_any(head, [b'\n', b'\r']).or_else(|| {
        let tail = bytes.get(SHORT..)?;
        memchr::memchr2(b'\n', b'\r', tail).map(|at| SHORT + at)
    })
}

/// Reads past the line break at byte `at` of `input`'s buffer, and says how many empty lines
/// follow it in the `\r`s read with it.
///
/// `\n` is one line break, and so is a run of `\r`s followed by `\n` (`\r\n`, and `\r\r\n`
/// from a file whose line ends were converted twice: more `\r`s would otherwise come back one
/// fewer each time a comment holding them is written and read again). A `\r` not followed by
/// `\r`s and `\n` is a line break alone, as in old Mac files: a run of them is as many line
/// breaks, the lines between them empty. A run cut between two fills of the buffer is read on
/// to its end, so the lines are the same however the input comes.
pub(super) fn line_break(input: &mut impl BufRead, at: usize) -> io::Result<usize> {
    let buffer = input.fill_buf()?;
    if buffer[at] == b'\n' {
        input.consume(at + 1);
        return Ok(0);
    }
    let run = buffer[at..].iter().take_while(|&&b| b == b'\r').count();
    match buffer.get(at + run) {
        Some(b'\n') => {
            input.consume(at + run + 1);
            return Ok(0);
        }
        Some(_) => {
            input.consume(at + 1);
            return Ok(0);
        }
        None => input.consume(at + run),
    }
    // The run reaches the end of the buffer: read on to its end.
    let mut run = run;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        let more = buffer.iter().take_while(|&&b| b == b'\r').count();
        let next = buffer.get(more).copied();
        input.consume(more + usize::from(next == Some(b'\n')));
        run += more;
        match next {
            Some(b'\n') => return Ok(0),
            Some(_) => return Ok(run - 1),
            None if more == 0 => return Ok(run - 1),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::BufReader;

    use super::*;

    /// Every line of `input` read through a buffer of `capacity` bytes, at most `limit` bytes a
    /// line: each line's text and whether a line break ended it, and the empty lines counted
    /// on the way.
    fn lines(input: impl io::Read, capacity: usize, limit: usize) -> (Vec<(String, bool)>, usize) {
        let mut input = BufReader::with_capacity(capacity, input);
        let (mut lines, mut blanks) = (Vec::new(), 0);
        loop {
            let mut line = Vec::new();
            let read = read_line(&mut input, &mut line, limit, &mut blanks).unwrap();
            if read.len == 0 {
                return (lines, blanks);
            }
            lines.push((String::from_utf8(line).unwrap(), read.ended));
        }
    }

    #[test]
    fn a_line_is_read_in_place_when_it_lies_whole_in_the_buffer() {
        let place = |buffer: &[u8], limit| {
            InPlace::find(buffer, limit).map(|at| (at.text(buffer).to_vec(), at.taken))
        };
        /// A buffer, a limit, and the line read in place (its text and the bytes it takes).
        type Case = (&'static [u8], usize, Option<(&'static [u8], usize)>);
        let table: [Case; 9] = [
            (b"1. e4\n1-0", 100, Some((b"1. e4", 6))),
            (b"1. e4\r\n1-0", 100, Some((b"1. e4", 7))),
            (b"\n", 100, Some((b"", 1))),
            (
                b"\xef\xbb\xbf[Event \"a\"]\r\n",
                100,
                Some((b"[Event \"a\"]", 16)),
            ),
            // The line break within the limit, its `\n` past it.
            (b"ab\r\n", 3, Some((b"ab", 4))),
            // Cut by the buffer's end or the limit; a `\r` alone, or at the buffer's end (a
            // `\n` may follow).
            (b"1. e4", 100, None),
            (b"1. e4\n", 5, None),
            (b"1. e4\rx", 100, None),
            (b"1. e4\r", 100, None),
        ];
        for (buffer, limit, expected) in table {
            let expected = expected.map(|(text, taken)| (text.to_vec(), taken));
            assert_eq!(place(buffer, limit), expected, "{buffer:?}");
        }
    }

    #[test]
    fn every_spelling_of_a_line_break_ends_a_line() {
        let (read, blanks) = lines("ab\r\ncd\ref\ngh".as_bytes(), 64, 100);
        let expected = [("ab", true), ("cd", true), ("ef", true), ("gh", false)];
        assert_eq!(read, expected.map(|(text, ended)| (text.to_owned(), ended)));
        assert_eq!(blanks, 0);
    }

    #[test]
    fn a_line_longer_than_the_limit_is_cut_there_in_a_small_buffer() {
        let (read, _) = lines("abcdefg\n".as_bytes(), 2, 3);
        assert_eq!(read[0], ("abc".to_owned(), false));
    }

    #[test]
    fn a_run_of_carriage_returns_past_the_buffer_counts_its_empty_lines() {
        // `a`, then three old-Mac line breaks (two empty lines), then `b`: the run of `\r`
        // reaches past the 3-byte buffer.
        let (read, blanks) = lines("a\r\r\rb\n".as_bytes(), 3, 100);
        assert_eq!(read, [("a".to_owned(), true), ("b".to_owned(), true)]);
        assert_eq!(blanks, 2);
    }

    /// A reader interrupted once before each of its reads, as a signal may interrupt one.
    struct Interrupted<'a> {
        text: &'a [u8],
        interrupt: bool,
    }

    impl io::Read for Interrupted<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            self.interrupt = !self.interrupt;
            if self.interrupt {
                return Err(io::ErrorKind::Interrupted.into());
            }
            self.text.read(out)
        }
    }

    #[test]
    fn an_interrupted_read_is_tried_again() {
        let input = Interrupted {
            text: b"1. e4 e5\r\r\r1-0\n",
            interrupt: false,
        };
        let (read, blanks) = lines(input, 4, 100);
        // The two empty lines come as lines here (the run of `\r` stands inside one buffer).
        let empty = (String::new(), true);
        let expected = [
            ("1. e4 e5".to_owned(), true),
            empty.clone(),
            empty,
            ("1-0".to_owned(), true),
        ];
        assert_eq!((read, blanks), (expected.to_vec(), 0));
    }

    /// A reader that fails, as a disk or a network may.
    struct Failing;

    impl io::Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    #[test]
    fn a_failed_read_is_the_error() {
        let mut line = Vec::new();
        let err = read_line(&mut BufReader::new(Failing), &mut line, 100, &mut 0).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    }

    #[test]
    fn a_run_of_carriage_returns_then_a_newline_is_one_line_break_across_buffers() {
        // `\r\r\r\n` (a Windows line break converted twice) ends one line, wherever the
        // buffer cuts the run.
        let (read, blanks) = lines("a\r\r\r\nb\n".as_bytes(), 3, 100);
        assert_eq!(
            (read, blanks),
            (vec![("a".to_owned(), true), ("b".to_owned(), true)], 0)
        );
        let (read, blanks) = lines("a\r\r\r\r\r\r\nb\n".as_bytes(), 3, 100);
        assert_eq!(
            (read, blanks),
            (vec![("a".to_owned(), true), ("b".to_owned(), true)], 0)
        );
    }

    #[test]
    fn a_run_of_carriage_returns_at_the_end_of_the_input_counts_its_empty_lines() {
        let (read, blanks) = lines("a\r\r\r".as_bytes(), 3, 100);
        assert_eq!((read, blanks), (vec![("a".to_owned(), true)], 2));
    }

    #[test]
    fn a_read_interrupted_in_a_run_of_carriage_returns_is_tried_again() {
        let input = Interrupted {
            text: b"a\r\r\rb\n",
            interrupt: false,
        };
        let (read, blanks) = lines(input, 3, 100);
        assert_eq!(
            (read, blanks),
            (vec![("a".to_owned(), true), ("b".to_owned(), true)], 2)
        );
    }

    #[test]
    fn a_read_failed_in_a_run_of_carriage_returns_is_the_error() {
        let input = io::Read::chain(&b"a\r\r"[..], Failing);
        let mut input = BufReader::with_capacity(3, input);
        let err = read_line(&mut input, &mut Vec::new(), 100, &mut 0).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    }
}
