//! `fenkit epd`: one EPD record per line, read and written as EPD, FEN or JSON, streaming.

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use fenkit::DialectKind;
use fenkit::epd::{Epd, EpdParser, EpdWriter};
use fenkit::fen::Field;

use super::convert::{
    BUFFER, LONGEST_LINE, Output, Place, STDIN_NAME, Warning, find_newline, without_bom,
};
use super::progress::Progress;
use super::{Failure, describe_spaces, error, field_span, json, parse_dialect};

/// Read EPD records (PGN 16.2), one per line, and write them as EPD, FEN or JSON.
///
/// Reads the FILEs (or stdin when there is none, or for `-`) and writes one line per record,
/// in order. The records may be in any dialect (standard FEN, Shredder-FEN or X-FEN castling);
/// every position is validated and every move of `am`, `bm`, `pm`, `sm` and `pv` checked.
/// `--to epd` writes the record normalised: operations in ASCII order of their opcodes, moves
/// in canonical SAN, one space between operations. `--to fen` writes the position, its clocks
/// from `hmvc` and `fmvn` (else 0 and 1). `--to json` writes one JSON object per line:
/// {"fen": "...", "ops": {"bm": ["Nf3"], "id": ["WAC.001"]}}, every operand as a string.
///
/// A UTF-8 byte-order mark, white space around a record and a trailing `\r` are ignored; blank
/// lines and lines that start with `#` are copied unchanged to EPD and FEN output and left out
/// of JSON. Lines longer than 1,048,576 bytes are bad input. Errors go to stderr as
/// `line N, column C: message`, prefixed with the file name when reading files.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  echo 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - id \"mate\"; bm Qxf7#;' | fenkit epd
  fenkit epd --to json tests.epd
  fenkit epd --to fen --dialect shredder --keep-going chess960.epd > positions.fen 2> errors.txt

Exit codes: 0 success, 1 bad input (a bad line), 2 bad usage.")]
pub(crate) struct EpdArgs {
    /// What to write: epd (normalised), fen (the position with its clocks) or json.
    #[arg(long, value_name = "FORMAT", default_value = "epd")]
    to: Format,
    /// The dialect of the castling field written: standard, shredder or xfen (also x-fen,
    /// shredder-fen, fen).
    #[arg(long, value_name = "DIALECT", default_value = "xfen", value_parser = parse_dialect)]
    dialect: DialectKind,
    /// Also accept what lenient FEN and lenient SAN accept, runs of spaces, a last operation
    /// without `;`, strings without quotes, and other escapes, each named in a warning.
    #[arg(long)]
    lenient: bool,
    /// Go on past bad lines (they write nothing to stdout); exit 1 at the end.
    #[arg(long)]
    keep_going: bool,
    /// Files with one EPD record per line; `-` or none for stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// What `epd` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Epd,
    Fen,
    Json,
}

/// Runs `epd`.
pub(crate) fn run(args: &EpdArgs) -> Result<(), Failure> {
    let mut job = Job {
        parser: EpdParser::new().strict(!args.lenient),
        lenient: args.lenient,
        to: args.to,
        dialect: args.dialect,
        keep_going: args.keep_going,
        failed: false,
        progress: Progress::hidden(),
        out: Output::new(io::stdout().lock(), io::stdout().is_terminal()),
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

/// One run of `epd`: the settings and the output.
struct Job<W: Write> {
    parser: EpdParser,
    lenient: bool,
    to: Format,
    dialect: DialectKind,
    keep_going: bool,
    failed: bool,
    progress: Progress,
    out: Output<W>,
}

impl<W: Write> Job<W> {
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
                Err(err) => {
                    error(format_args!("cannot read {}: {err}", path.display()));
                    self.bad()?;
                }
            }
        }
        Ok(())
    }

    fn stdin(&mut self, name: Option<&Path>) -> Result<(), Failure> {
        let stdin = io::stdin();
        self.progress = if stdin.is_terminal() {
            Progress::hidden()
        } else {
            Progress::new(None)
        };
        let outcome = self.stream(stdin.lock(), name);
        self.progress.clear();
        outcome
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

    fn unreadable(&mut self, name: Option<&Path>, err: &io::Error) -> Result<(), Failure> {
        self.progress.clear();
        let what = name.map_or("stdin".into(), |p| p.display().to_string());
        error(format_args!("cannot read {what}: {err}"));
        self.bad()
    }

    /// Every line of `input`, each at most [`LONGEST_LINE`] bytes held in memory.
    fn stream(&mut self, mut input: impl BufRead, name: Option<&Path>) -> Result<(), Failure> {
        let mut line = Vec::new();
        for number in 1.. {
            line.clear();
            let mut bounded = io::Read::take(&mut input, LONGEST_LINE as u64 + 1);
            match bounded.read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(len) => self.progress.advance(len),
                Err(err) => return self.unreadable(name, &err),
            }
            if line.len() > LONGEST_LINE && !line.ends_with(b"\n") {
                self.too_long(&mut input, name, number)?;
                continue;
            }
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            self.line(text, name, number)?;
        }
        Ok(())
    }

    /// Reports a line too long to be a record and skips the rest of it.
    fn too_long(
        &mut self,
        input: &mut impl BufRead,
        name: Option<&Path>,
        number: usize,
    ) -> Result<(), Failure> {
        self.progress.clear();
        let message = format!(
            "line {number}: found a line longer than {LONGEST_LINE} bytes, expected one EPD record per line"
        );
        match name {
            Some(name) => super::eprint_line(format_args!("{}: {message}", name.display())),
            None => super::eprint_line(format_args!("{message}")),
        }
        loop {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return self.unreadable(name, &err),
            };
            if buffer.is_empty() {
                break;
            }
            let (len, done) =
                find_newline(buffer).map_or((buffer.len(), false), |end| (end + 1, true));
            input.consume(len);
            self.progress.advance(len);
            if done {
                break;
            }
        }
        self.bad()
    }

    /// Reads and writes one line (without its `\n`).
    fn line(&mut self, line: &[u8], name: Option<&Path>, number: usize) -> Result<(), Failure> {
        let line = without_bom(line, number);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let start = line.len() - line.trim_ascii_start().len();
        let text = line.trim_ascii();
        if text.is_empty() || text[0] == b'#' {
            // JSON lines have no comments.
            if self.to != Format::Json {
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
            for (spaces, side) in [
                (0..start, "before"),
                (start + text.len()..line.len(), "after"),
            ] {
                if !spaces.is_empty() {
                    let words = describe_spaces(&String::from_utf8_lossy(&line[spaces.clone()]));
                    let message = format!("ignored {words} {side} the EPD record");
                    place.report_line(&Warning(&message), spaces);
                }
            }
        }
        let written = record(
            self.parser,
            self.to,
            self.dialect,
            text,
            &place,
            &mut self.out.text,
        );
        match written {
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

/// Reads one record and writes it into the output; problems are reported at `place`.
fn record(
    parser: EpdParser,
    to: Format,
    dialect: DialectKind,
    text: &[u8],
    place: &Place<'_>,
    out: &mut String,
) -> Result<(), ()> {
    let read = parser
        .parse_ascii(text)
        .map_err(|err| place.report(&err, err.span()))?;
    for tolerated in &read.tolerated {
        place.report(&Warning(&tolerated.kind), tolerated.span.clone());
    }
    let lossy = |err: fenkit::LossyConversion| {
        place.report(&err, field_span(text, Field::Castling));
    };
    match to {
        Format::Epd => EpdWriter::new()
            .dialect(dialect)
            .append(&read.epd, out)
            .map_err(lossy),
        Format::Fen => {
            let fen = read.epd.to_fen(dialect).map_err(lossy)?;
            out.push_str(&fen);
            Ok(())
        }
        Format::Json => {
            let fen = read.epd.to_fen(dialect).map_err(lossy)?;
            push_json(out, &fen, &read.epd);
            Ok(())
        }
    }
}

/// `{"fen": "...", "ops": {"bm": ["Nf3"], "id": ["WAC.001"]}}`: every operand as a string.
fn push_json(out: &mut String, fen: &str, epd: &Epd) {
    out.push_str("{\"fen\": ");
    json::push_string(out, fen);
    out.push_str(", \"ops\": {");
    for (i, (opcode, _)) in epd.operations().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        json::push_string(out, opcode.as_str());
        out.push_str(": ");
        let texts = epd.operand_texts(opcode.as_str()).unwrap_or_default();
        json::push_strings(out, &texts);
    }
    out.push_str("}}");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `stream` over `input` through a small buffer: the output, and whether every line
    /// was good.
    fn run(input: &str, to: Format, keep_going: bool) -> (String, bool) {
        let mut job = Job {
            parser: EpdParser::new(),
            lenient: false,
            to,
            dialect: DialectKind::Shredder,
            keep_going,
            failed: false,
            progress: Progress::hidden(),
            out: Output::new(Vec::new(), false),
        };
        let outcome = job.stream(BufReader::with_capacity(7, input.as_bytes()), None);
        job.out.flush().expect("a Vec takes any output");
        let clean = outcome.is_ok() && !job.failed;
        (String::from_utf8(job.out.sink).expect("UTF-8"), clean)
    }

    #[test]
    fn lines_straddling_the_read_buffer_read_whole() {
        let input = "\u{feff}# start\r\n4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"x\";\r\n\n";
        let (out, clean) = run(input, Format::Epd, false);
        assert_eq!(
            out,
            "# start\n4k3/8/8/8/8/8/8/4K2R w H - bm Rh8+; id \"x\";\n\n"
        );
        assert!(clean);
        let (out, _) = run(input, Format::Json, false);
        assert_eq!(
            out,
            "{\"fen\": \"4k3/8/8/8/8/8/8/4K2R w H - 0 1\", \"ops\": {\"bm\": [\"Rh8+\"], \"id\": [\"x\"]}}\n"
        );
    }

    #[test]
    fn a_bad_line_stops_the_run_unless_going_on() {
        let input = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd3;\n4k3/8/8/8/8/8/8/4K3 w - - hmvc 3;\n";
        assert_eq!(run(input, Format::Fen, false), (String::new(), false));
        assert_eq!(
            run(input, Format::Fen, true),
            ("4k3/8/8/8/8/8/8/4K3 w - - 3 1\n".to_owned(), false)
        );
    }

    #[test]
    fn an_endless_line_is_skipped_without_holding_it() {
        let input = format!(
            "{}\n4k3/8/8/8/8/8/8/4K3 w - -\n",
            "x".repeat(LONGEST_LINE + 5)
        );
        let (out, clean) = run(&input, Format::Epd, true);
        assert_eq!(out, "4k3/8/8/8/8/8/8/4K3 w - -\n");
        assert!(!clean);
    }
}
