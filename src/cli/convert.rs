//! `fenkit convert`: one FEN per line, from one dialect to another, streaming.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use clap::Args;
use fenkit::diagnostic::Located;
use fenkit::fen::{FenParser, FenWriter, Field};
use fenkit::{DialectKind, EpPolicy};

use super::{
    Failure, Source, eprint_line, error, field_span, parse_dialect, parse_ep, parse_source,
};

/// Buffer size for reading and writing: large enough that system calls do not matter.
const BUFFER: usize = 1 << 17;

/// Convert FENs between dialects, one FEN per line.
///
/// Reads the FILEs (or stdin when there is none, or for `-`) and writes one line per input
/// line, in order. Surrounding whitespace and a trailing `\r` are ignored; blank lines and
/// lines that start with `#` are copied unchanged; line endings are written as `\n`.
///
/// Errors go to stderr as `line N, column C: message`, prefixed with the file name when reading
/// files (`games.fen: line 3, column 44: …`). Every position is validated: an illegal position,
/// or castling rights the target dialect cannot write, is bad input.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit convert --to shredder examples/chess960.fen
  echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' | fenkit convert --to xfen
  fenkit convert --to standard --keep-going games.fen > classical.fen 2> errors.txt

Exit codes: 0 success, 1 bad input (a bad line), 2 bad usage.")]
pub(crate) struct Convert {
    /// The dialect to write: standard, shredder or xfen (also x-fen, shredder-fen, fen).
    #[arg(long, value_name = "DIALECT", value_parser = parse_dialect)]
    to: DialectKind,
    /// The dialect to read: auto (any of the three), standard, shredder or xfen.
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// When to write the en passant square: keep (as given), legal (only when the capture is
    /// legal) or pseudo (only when a pawn stands ready to take).
    #[arg(long, value_name = "POLICY", default_value = "keep", value_parser = parse_ep)]
    ep: EpPolicy,
    /// Go on past bad lines (they write nothing to stdout); exit 1 at the end.
    #[arg(long)]
    keep_going: bool,
    /// Accept missing clocks, runs of spaces and fullmove 0, with a warning on stderr.
    #[arg(long)]
    lenient: bool,
    /// Files with one FEN per line; `-` or none for stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Runs `convert`.
pub(crate) fn run(args: &Convert) -> Result<(), Failure> {
    let mut job = Job {
        parser: args.from.parser(args.lenient),
        writer: FenWriter::new().dialect(args.to).en_passant(args.ep),
        keep_going: args.keep_going,
        failed: false,
        line: Vec::with_capacity(256),
        fen: String::with_capacity(256),
        out: BufWriter::with_capacity(BUFFER, io::stdout().lock()),
    };
    let outcome = job.all(&args.files);
    job.out.flush()?;
    outcome?;
    if job.failed {
        Err(Failure::BadInput)
    } else {
        Ok(())
    }
}

/// One run of `convert`: settings, the reused buffers, and the output.
struct Job<W: Write> {
    parser: FenParser,
    writer: FenWriter,
    keep_going: bool,
    failed: bool,
    line: Vec<u8>,
    fen: String,
    out: W,
}

impl<W: Write> Job<W> {
    fn all(&mut self, files: &[PathBuf]) -> Result<(), Failure> {
        if files.is_empty() {
            return self.stream(io::stdin().lock(), None);
        }
        for path in files {
            if path.as_os_str() == "-" {
                self.stream(io::stdin().lock(), None)?;
                continue;
            }
            match File::open(path) {
                Ok(file) => self.stream(BufReader::with_capacity(BUFFER, file), Some(path))?,
                Err(err) => self.unreadable(path, &err)?,
            }
        }
        Ok(())
    }

    fn unreadable(&mut self, path: &Path, err: &io::Error) -> Result<(), Failure> {
        error(format_args!("cannot read {}: {err}", path.display()));
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

    fn stream(&mut self, mut input: impl BufRead, name: Option<&Path>) -> Result<(), Failure> {
        let mut number = 0;
        loop {
            self.line.clear();
            match input.read_until(b'\n', &mut self.line) {
                Ok(0) => return Ok(()),
                Ok(_) => {}
                Err(err) => {
                    let what = name.map_or("stdin".into(), |p| p.display().to_string());
                    error(format_args!("cannot read {what}: {err}"));
                    return self.bad();
                }
            }
            number += 1;
            let line = strip_line_end(&self.line);
            let start = line.len() - line.trim_ascii_start().len();
            let text = line.trim_ascii();
            if text.is_empty() || text[0] == b'#' {
                self.out.write_all(line)?;
                self.out.write_all(b"\n")?;
                continue;
            }
            self.fen.clear();
            let place = Place {
                name,
                number,
                line,
                start,
            };
            match convert_line(self.parser, self.writer, text, &place, &mut self.fen) {
                Ok(()) => {
                    self.fen.push('\n');
                    self.out.write_all(self.fen.as_bytes())?;
                }
                Err(()) => {
                    // Without --keep-going the lines before are already written: flush them.
                    if !self.keep_going {
                        self.out.flush()?;
                    }
                    self.bad()?;
                }
            }
        }
    }
}

/// The line without its `\n` or `\r\n`.
fn strip_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Reads, validates and writes one FEN into `out`; problems are reported at `place`.
fn convert_line(
    parser: FenParser,
    writer: FenWriter,
    text: &[u8],
    place: &Place<'_>,
    out: &mut String,
) -> Result<(), ()> {
    let fen = parser
        .parse_ascii(text)
        .map_err(|err| place.report(&err, err.span()))?;
    for tolerated in fen.tolerated() {
        place.report(&Warning(&tolerated.kind), tolerated.span.clone());
    }
    let position = fen.into_position().map_err(|err| {
        let field = err.problems().first().map_or(Field::Board, |p| p.field());
        place.report(&err, field_span(text, field));
    })?;
    writer
        .append(position.setup(), out)
        .map_err(|err| place.report(&err, field_span(text, Field::Castling)))
}

/// Where a line is: the file, its number, its text, and where the FEN starts in it.
struct Place<'a> {
    name: Option<&'a Path>,
    number: usize,
    line: &'a [u8],
    start: usize,
}

impl Place<'_> {
    /// Prints `[file: ]line N, column C: message` for a span of the trimmed FEN.
    fn report(&self, message: &dyn fmt::Display, span: Range<usize>) {
        let span = span.start + self.start..span.end + self.start;
        let located = Located::new(message, self.line, span).line(self.number);
        match self.name {
            Some(name) => eprint_line(format_args!("{}: {located}", name.display())),
            None => eprint_line(format_args!("{located}")),
        }
    }
}

/// A tolerance, worded as a warning.
struct Warning<'a, T>(&'a T);

impl<T: fmt::Display> fmt::Display for Warning<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "warning: {}", self.0)
    }
}
