//! Records read one a line, for the batch commands (`convert`, `epd`): files and stdin, line
//! ends, a byte-order mark, blank and comment lines copied through, lines too long, errors with
//! their place and `--keep-going`, progress, and the output in large blocks. A command says
//! what it does with one line ([`Lines`]) and calls [`run_lines`].

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use fenkit::diagnostic::Located;
use fenkit::pgn::{Decoder, Encoding};

use super::progress::Progress;
use super::{Failure, describe_spaces, eprint_line, error, warn_fell_back};

/// Buffer size for reading and writing: large enough that system calls do not matter.
pub(super) const BUFFER: usize = 1 << 17;

/// The longest line read, in bytes before its `\n`; a FEN is under 100 bytes, and memory stays
/// bounded on any input. Comment lines may be longer: they are copied through in pieces.
pub(super) const LONGEST_LINE: usize = 1 << 20;

/// How stdin is named in messages when the command line names it as `-`.
const STDIN_NAME: &str = "<stdin>";

/// What a batch command that reads one record per line does with each line that is not blank
/// or a comment; [`run_lines`] does the rest (files and stdin, line ends, a byte-order mark,
/// blank and comment lines, errors and `--keep-going`, progress, the output).
pub(super) trait Lines {
    /// What a line holds, for messages: `FEN`, `EPD record`.
    const WHAT: &'static str;

    /// Whether blank and comment lines are copied to the output (not into JSON lines).
    fn copies_comments(&self) -> bool {
        true
    }

    /// How the input's text is encoded (read as UTF-8 by a [`Decoder`]).
    fn encoding(&self) -> Encoding {
        Encoding::Utf8
    }

    /// A hint for a file that is not there, given the path as text (a new user may give the
    /// record itself).
    fn missing_file_note(&self, path: &str) -> Option<String>;

    /// Reads one line's text (trimmed) and appends what it writes to `out`; problems are
    /// reported at `place`.
    fn line(&self, text: &[u8], place: &Place<'_>, out: &mut String) -> Result<(), ()>;
}

/// Runs a batch command over `files` (stdin when there is none, or for `-`).
pub(super) fn run_lines<L: Lines>(
    lines: L,
    lenient: bool,
    keep_going: bool,
    files: &[PathBuf],
) -> Result<(), Failure> {
    let mut job = Job {
        lines,
        lenient,
        keep_going,
        failed: false,
        progress: Progress::hidden(),
        out: Output::new(io::stdout().lock(), io::stdout().is_terminal()),
    };
    let outcome = job.all(files);
    job.out.flush()?;
    outcome?;
    if job.failed {
        Err(Failure::BadInput)
    } else {
        Ok(())
    }
}

/// The output: lines collect in `text` (the FEN writer appends to it directly) and go to the
/// sink in large blocks, or line by line on a terminal, where a person reads them as they come
/// (and each error on stderr then follows the lines before it).
struct Output<W: Write> {
    text: String,
    sink: W,
    /// How much text collects before it is written.
    block: usize,
}

impl<W: Write> Output<W> {
    fn new(sink: W, interactive: bool) -> Output<W> {
        let block = if interactive { 1 } else { BUFFER };
        Output {
            text: String::with_capacity(block + 1024),
            sink,
            block,
        }
    }

    /// Writes out what has collected once the block is full.
    fn end_line(&mut self) -> io::Result<()> {
        self.text.push('\n');
        if self.text.len() >= self.block {
            self.sink.write_all(self.text.as_bytes())?;
            self.text.clear();
        }
        Ok(())
    }

    /// A piece of a long line, copied as it is (it may not be UTF-8); the line goes on.
    fn copy_piece(&mut self, piece: &[u8]) -> io::Result<()> {
        self.sink.write_all(self.text.as_bytes())?;
        self.text.clear();
        self.sink.write_all(piece)
    }

    /// A line copied as it is (it may not be UTF-8).
    fn copy_line(&mut self, line: &[u8]) -> io::Result<()> {
        match std::str::from_utf8(line) {
            Ok(line) => self.text.push_str(line),
            Err(_) => {
                self.sink.write_all(self.text.as_bytes())?;
                self.text.clear();
                self.sink.write_all(line)?;
            }
        }
        self.end_line()
    }

    fn flush(&mut self) -> io::Result<()> {
        self.sink.write_all(self.text.as_bytes())?;
        self.text.clear();
        self.sink.flush()
    }
}

/// One run of a batch command: what it does with a line, the settings and the output.
struct Job<L, W: Write> {
    lines: L,
    lenient: bool,
    keep_going: bool,
    failed: bool,
    /// How far the current input has come, shown on a terminal.
    progress: Progress,
    out: Output<W>,
}

impl<L: Lines, W: Write> Job<L, W> {
    fn all(&mut self, files: &[PathBuf]) -> Result<(), Failure> {
        if files.is_empty() {
            return self.stdin(None);
        }
        for path in files {
            if path.as_os_str() == "-" {
                self.stdin(Some(Path::new(STDIN_NAME)))?;
                continue;
            }
            match File::open(path) {
                Ok(file) => {
                    self.progress = Progress::new(file.metadata().ok().map(|m| m.len()));
                    let outcome = self.stream(BufReader::with_capacity(BUFFER, file), Some(path));
                    self.progress.clear();
                    outcome?;
                }
                Err(err) => self.unreadable(path, &err)?,
            }
        }
        Ok(())
    }

    /// Converts stdin; `name` labels its messages (when the command line names it).
    fn stdin(&mut self, name: Option<&Path>) -> Result<(), Failure> {
        let stdin = io::stdin();
        // A person typing needs no progress line; a pipe of unknown length may.
        self.progress = if stdin.is_terminal() {
            Progress::hidden()
        } else {
            Progress::new(None)
        };
        let outcome = self.stream(stdin.lock(), name);
        self.progress.clear();
        outcome
    }

    fn unreadable(&mut self, path: &Path, err: &io::Error) -> Result<(), Failure> {
        self.progress.clear();
        error(format_args!("cannot read {}: {err}", path.display()));
        // A new user may give the record itself, as to the other commands.
        if err.kind() == io::ErrorKind::NotFound
            && let Some(note) = self.lines.missing_file_note(&path.to_string_lossy())
        {
            eprint_line(format_args!("{note}"));
        }
        self.bad()
    }

    /// Notes a bad line or file; stops unless going on.
    fn bad(&mut self) -> Result<(), Failure> {
        self.failed = true;
        if self.keep_going {
            Ok(())
        } else {
            Err(Failure::BadInput)
        }
    }

    /// Converts every line of `input`, decoded as the lines' [encoding](Lines::encoding) says
    /// (warning when `auto` falls back to Windows-1252).
    fn stream(&mut self, input: impl BufRead, name: Option<&Path>) -> Result<(), Failure> {
        let mut input = Decoder::new(input, self.lines.encoding());
        let outcome = self.decoded(&mut input, name);
        if let Some(at) = input.fell_back_at() {
            self.progress.clear();
            warn_fell_back(at, name);
        }
        outcome
    }

    /// Converts every line of `input`. Whole lines are read in place from the reader's buffer;
    /// only a line that straddles two buffers is copied, into `partial`.
    fn decoded(&mut self, mut input: impl BufRead, name: Option<&Path>) -> Result<(), Failure> {
        let mut number = 0;
        let mut partial = Vec::new();
        loop {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return self.unreadable_stream(name, &err),
            };
            if buffer.is_empty() {
                return Ok(());
            }
            number += 1;
            if let Some(end) = find_newline(buffer) {
                let outcome = self.line(&buffer[..end], name, number);
                input.consume(end + 1);
                self.progress.advance(end + 1);
                outcome?;
                continue;
            }
            partial.clear();
            partial.extend_from_slice(buffer);
            let len = buffer.len();
            input.consume(len);
            // At most the rest of a line of LONGEST_LINE bytes and its newline, whatever part
            // of it the buffer held.
            let room = (LONGEST_LINE + 1).saturating_sub(partial.len());
            let mut rest = io::Read::take(&mut input, room as u64);
            if let Err(err) = rest.read_until(b'\n', &mut partial) {
                return self.unreadable_stream(name, &err);
            }
            self.progress.advance(partial.len());
            if partial.len() > LONGEST_LINE && !partial.ends_with(b"\n") {
                if !is_comment(without_bom(&partial)) {
                    self.too_long(&mut input, name, number)?;
                } else if self.lines.copies_comments() {
                    self.long_comment(&mut input, &partial, name)?;
                } else {
                    self.skip_line(&mut input, name)?;
                }
                continue;
            }
            let line = partial.strip_suffix(b"\n").unwrap_or(&partial);
            self.line(line, name, number)?;
        }
    }

    /// Copies a comment line longer than [`LONGEST_LINE`] through in pieces, `head` (its start,
    /// already read) first, keeping memory bounded. A `\r` before its `\n` is dropped, as for
    /// any line.
    fn long_comment(
        &mut self,
        input: &mut impl BufRead,
        head: &[u8],
        name: Option<&Path>,
    ) -> Result<(), Failure> {
        let head = without_bom(head);
        let mut held_cr = head.ends_with(b"\r");
        self.out
            .copy_piece(head.strip_suffix(b"\r").unwrap_or(head))?;
        let copied = loop {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => break Err(err),
            };
            if buffer.is_empty() {
                if held_cr {
                    self.out.copy_piece(b"\r")?;
                }
                break Ok(());
            }
            let (piece, consumed, done) = match find_newline(buffer) {
                Some(end) => (&buffer[..end], end + 1, true),
                None => (buffer, buffer.len(), false),
            };
            if held_cr && !(done && piece.is_empty()) {
                self.out.copy_piece(b"\r")?;
            }
            held_cr = piece.ends_with(b"\r");
            self.out
                .copy_piece(piece.strip_suffix(b"\r").unwrap_or(piece))?;
            input.consume(consumed);
            self.progress.advance(consumed);
            if done {
                break Ok(());
            }
        };
        if let Err(err) = copied {
            return self.unreadable_stream(name, &err);
        }
        self.out.end_line()?;
        Ok(())
    }

    /// Reports a line too long to be a FEN and skips the rest of it, keeping memory bounded.
    fn too_long(
        &mut self,
        input: &mut impl BufRead,
        name: Option<&Path>,
        number: usize,
    ) -> Result<(), Failure> {
        self.progress.clear();
        let message = format!(
            "line {number}: found a line longer than {LONGEST_LINE} bytes, expected one {} per line",
            L::WHAT
        );
        match name {
            Some(name) => eprint_line(format_args!("{}: {message}", name.display())),
            None => eprint_line(format_args!("{message}")),
        }
        self.skip_line(input, name)?;
        self.bad()
    }

    /// Skips the rest of a line, keeping memory bounded.
    fn skip_line(&mut self, input: &mut impl BufRead, name: Option<&Path>) -> Result<(), Failure> {
        let skipped = loop {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => break Err(err),
            };
            if buffer.is_empty() {
                break Ok(());
            }
            let (len, done) =
                find_newline(buffer).map_or((buffer.len(), false), |end| (end + 1, true));
            input.consume(len);
            if done {
                break Ok(());
            }
        };
        match skipped {
            Ok(()) => Ok(()),
            Err(err) => self.unreadable_stream(name, &err),
        }
    }

    fn unreadable_stream(&mut self, name: Option<&Path>, err: &io::Error) -> Result<(), Failure> {
        self.progress.clear();
        let what = name.map_or("stdin".into(), |p| p.display().to_string());
        error(format_args!("cannot read {what}: {err}"));
        self.bad()
    }

    /// Converts one line (without its `\n`).
    fn line(&mut self, line: &[u8], name: Option<&Path>, number: usize) -> Result<(), Failure> {
        let line = without_bom(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let start = line.len() - line.trim_ascii_start().len();
        let text = line.trim_ascii();
        if text.is_empty() || text[0] == b'#' {
            if self.lines.copies_comments() {
                self.out.copy_line(line)?;
            }
            return Ok(());
        }
        let place = Place {
            name,
            number,
            line,
            start,
            progress: &self.progress,
        };
        if self.lenient {
            place.warn_spaces(0..start, "before", L::WHAT);
            place.warn_spaces(start + text.len()..line.len(), "after", L::WHAT);
        }
        let converted = self.lines.line(text, &place, &mut self.out.text);
        match converted {
            Ok(()) => self.out.end_line()?,
            Err(()) => {
                // Without --keep-going the lines before are already written: flush them.
                if !self.keep_going {
                    self.out.flush()?;
                }
                self.bad()?;
            }
        }
        Ok(())
    }
}

/// The line without the UTF-8 byte-order mark that may start it (the first line of a file
/// saved on Windows, and so any line of files joined).
fn without_bom(line: &[u8]) -> &[u8] {
    line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line)
}

/// Whether a line is a comment: its first byte other than white space is `#`.
fn is_comment(line: &[u8]) -> bool {
    line.trim_ascii_start().first() == Some(&b'#')
}

/// The index of the first `\n`: `memchr`, which looks at 16 or 32 bytes at a time (SSE2, or
/// AVX2 where the processor has it), over read buffers of 128 KiB.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    memchr::memchr(b'\n', bytes)
}

/// Where a line is: the file, its number, its text, and where the FEN starts in it.
pub(super) struct Place<'a> {
    name: Option<&'a Path>,
    number: usize,
    line: &'a [u8],
    start: usize,
    /// Cleared before a message, so the message does not land on the progress line.
    progress: &'a Progress,
}

impl Place<'_> {
    /// With --lenient: names the spaces or tabs around the record (`place` is before or
    /// after, `what` the record: `FEN`). `spaces` is a byte range of the line.
    fn warn_spaces(&self, spaces: Range<usize>, place: &str, what: &str) {
        if spaces.is_empty() {
            return;
        }
        let text = String::from_utf8_lossy(&self.line[spaces.clone()]);
        let message = format!("ignored {} {place} the {what}", describe_spaces(&text));
        self.report_line(&Warning(&message), spaces);
    }

    /// Prints `[file: ]line N, column C: message` for a span of the trimmed FEN.
    pub(super) fn report(&self, message: &dyn fmt::Display, span: Range<usize>) {
        self.report_line(message, span.start + self.start..span.end + self.start);
    }

    /// Prints `[file: ]line N, column C: message` for a span of the whole line.
    fn report_line(&self, message: &dyn fmt::Display, span: Range<usize>) {
        let located = Located::new(message, self.line, span).line(self.number);
        self.progress.clear();
        match self.name {
            Some(name) => eprint_line(format_args!("{}: {located}", name.display())),
            None => eprint_line(format_args!("{located}")),
        }
    }
}

/// A tolerance, worded as a warning.
pub(super) struct Warning<'a, T>(pub(super) &'a T);

impl<T: fmt::Display> fmt::Display for Warning<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "warning: {}", self.0)
    }
}

/// Runs `lines` over `input` read through a buffer of `capacity` bytes, as [`run_lines`] does a
/// file: the output (`Err` with the bytes when they are not UTF-8), and whether every line was
/// good.
#[cfg(test)]
pub(super) fn run_on<L: Lines>(
    lines: L,
    keep_going: bool,
    input: &[u8],
    capacity: usize,
) -> (Result<String, Vec<u8>>, bool) {
    let mut job = Job {
        lines,
        lenient: false,
        keep_going,
        failed: false,
        progress: Progress::hidden(),
        out: Output::new(Vec::new(), false),
    };
    let outcome = job.stream(BufReader::with_capacity(capacity, input), None);
    job.out.flush().expect("a Vec takes any output");
    let clean = outcome.is_ok() && !job.failed;
    let output = String::from_utf8(job.out.sink).map_err(|e| e.into_bytes());
    (output, clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_are_found_at_every_offset() {
        for len in 0..40 {
            for at in 0..len {
                let mut bytes = vec![b'x'; len];
                bytes[at] = b'\n';
                if at + 1 < len {
                    bytes[len - 1] = b'\n';
                }
                assert_eq!(find_newline(&bytes), Some(at), "{len} {at}");
            }
            assert_eq!(find_newline(&vec![0x8a; len]), None);
        }
    }

    /// Lines that keep no comments (as JSON output): each other line writes `ok`.
    struct NoComments;

    impl Lines for NoComments {
        const WHAT: &'static str = "record";

        fn copies_comments(&self) -> bool {
            false
        }

        fn missing_file_note(&self, _: &str) -> Option<String> {
            None
        }

        fn line(&self, _: &[u8], _: &Place<'_>, out: &mut String) -> Result<(), ()> {
            out.push_str("ok");
            Ok(())
        }
    }

    #[test]
    fn comments_of_any_length_can_be_left_out() {
        let input = format!("# {}\n\n# short\nx\n", "x".repeat(2 * LONGEST_LINE));
        for capacity in [7, 4096] {
            let (output, clean) = run_on(NoComments, false, input.as_bytes(), capacity);
            assert!(clean);
            assert_eq!(output.as_deref(), Ok("ok\n"));
        }
    }
}
