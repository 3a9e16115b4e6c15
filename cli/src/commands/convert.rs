//! `fenkit convert`: one FEN per line, from one dialect to another, streaming.

use std::path::PathBuf;

use clap::Args;
use fenkit::fen::{FenParser, FenToPositionError, FenWriter, Field};
use fenkit::{DialectKind, EpPolicy};

use super::lines::{Lines, Place, Warning, run_lines};
use super::{Failure, Source, parse_dialect, parse_ep, parse_source};

/// Convert FENs between dialects, one FEN per line.
///
/// Reads the FILEs (or stdin when there is none, or for `-`) and writes one line per input
/// line, in order. A UTF-8 byte-order mark at the start of an input, white space around the
/// FEN and a trailing `\r` are ignored (with --lenient a warning names spaces or tabs around the
/// FEN); blank lines and lines that start with `#` are copied unchanged, comments of any
/// length; line endings are written as `\n`. Any other line longer than 1,048,576 bytes is bad
/// input. `startpos` is not read here: a file holds FENs.
///
/// Errors go to stderr as `line N, column C: message`, prefixed with the file name when reading
/// files (`games.fen: line 3, column 44: …`), and with `<stdin>` for stdin named as `-`. Every
/// position is validated: an illegal position,
/// or castling rights the target dialect cannot write, is bad input. When stderr is a terminal
/// and the input is large (or a pipe), a progress line shows how far the run has come.
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
    /// The dialect to read: auto (any of the three), standard, shredder or xfen. A fixed
    /// dialect reads only its own castling spellings (another dialect's is an error, or a
    /// warning with --lenient).
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// When to write the en passant square: keep (as given), legal (only when the capture is
    /// legal) or pseudo (only when a pawn stands ready to take en passant).
    #[arg(long, value_name = "POLICY", default_value = "keep", value_parser = parse_ep)]
    ep: EpPolicy,
    /// Go on past bad lines (they write nothing to stdout); exit 1 at the end.
    #[arg(long)]
    keep_going: bool,
    /// Also accept a FEN without clocks (`… w KQkq -`, read as `0 1`), runs of spaces between
    /// fields and fullmove 0, each named in a warning on stderr.
    #[arg(long)]
    lenient: bool,
    /// Files with one FEN per line; `-` or none for stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Runs `convert`.
pub(crate) fn run(args: &Convert) -> Result<(), Failure> {
    let fens = Fens {
        parser: args.from.parser(args.lenient),
        writer: FenWriter::new().dialect(args.to).en_passant(args.ep),
        lenient: args.lenient,
    };
    run_lines(fens, args.lenient, args.keep_going, &args.files)
}

/// `convert`'s work on a line: read a FEN, validate it, write it.
struct Fens {
    parser: FenParser,
    writer: FenWriter,
    lenient: bool,
}

impl Lines for Fens {
    const WHAT: &'static str = "FEN";

    fn missing_file_note(&self, path: &str) -> Option<String> {
        FenParser::new().lenient().parse(path).is_ok().then(|| {
            format!(
                "note: convert reads files of FENs, one per line; to convert one FEN, pipe it: \
                 echo '{}' | fenkit convert --to …",
                path.trim()
            )
        })
    }

    fn line(&self, text: &[u8], place: &Place<'_>, out: &mut String) -> Result<(), ()> {
        convert_line(self.parser, self.writer, self.lenient, text, place, out)
    }
}

/// Reads, validates and writes one FEN into `out`; problems are reported at `place`.
fn convert_line(
    parser: FenParser,
    writer: FenWriter,
    lenient: bool,
    text: &[u8],
    place: &Place<'_>,
    out: &mut String,
) -> Result<(), ()> {
    let position = if lenient {
        let fen = parser
            .parse_ascii(text)
            .map_err(|err| place.report(&err, err.span()))?;
        for tolerated in fen.tolerated() {
            place.report(&Warning(&tolerated.kind), tolerated.span.clone());
        }
        fen.into_position()
            .map_err(|err| place.report(&err, err.span()))?
    } else {
        // Strict reading tolerates nothing, so the shorter way has no warning to lose.
        parser.parse_position_ascii(text).map_err(|err| match err {
            FenToPositionError::Parse(err) => place.report(&err, err.span()),
            FenToPositionError::Illegal(err) => place.report(&err, err.span()),
            other => place.report(&other, 0..0),
        })?
    };
    writer.append(position.setup(), out).map_err(|err| {
        // The line was read once already; reading it again for the field's place is the
        // rare path.
        let span = parser
            .parse_ascii(text)
            .map_or(0..0, |fen| fen.spans().get(Field::Castling));
        place.report(&err, span);
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::lines::{self, BUFFER, LONGEST_LINE};

    /// Runs `stream` over `input` read through a buffer of `capacity` bytes: the output, and
    /// whether every line was good.
    fn convert(input: &str, capacity: usize) -> (String, bool) {
        let fens = Fens {
            parser: FenParser::new(),
            writer: FenWriter::new().dialect(DialectKind::Shredder),
            lenient: false,
        };
        let (output, clean) = lines::run_on(fens, true, input.as_bytes(), capacity);
        (output.expect("UTF-8 output"), clean)
    }

    #[test]
    fn lines_straddling_the_read_buffer_convert_whole() {
        let input = "# start\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\r\n\n4k3/8/8/8/8/8/8/R3K2R w Q - 0 1";
        let expected = "# start\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n\n4k3/8/8/8/8/8/8/R3K2R w A - 0 1\n";
        for capacity in [1, 7, 8, 64, 4096] {
            let (output, clean) = convert(input, capacity);
            assert_eq!(output, expected, "buffer of {capacity} bytes");
            assert!(clean);
        }
    }

    #[test]
    fn the_longest_line_is_exact_wherever_the_buffer_cuts() {
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        // Format widths stop at 65535: pad by hand.
        let longest = format!("{fen}{}\n", " ".repeat(LONGEST_LINE - fen.len()));
        let longer = format!("{fen}{}\n", " ".repeat(LONGEST_LINE + 1 - fen.len()));
        for capacity in [1, 7, 4096, BUFFER] {
            for prefix in ["", "# a comment\n", "# odd\n"] {
                let (output, clean) = convert(&format!("{prefix}{longest}"), capacity);
                assert_eq!(output, format!("{prefix}{fen}\n"), "{capacity} {prefix:?}");
                assert!(clean);
                let (output, clean) = convert(&format!("{prefix}{longer}{fen}\n"), capacity);
                assert_eq!(output, format!("{prefix}{fen}\n"), "{capacity} {prefix:?}");
                assert!(!clean);
            }
        }
    }

    #[test]
    fn a_comment_of_any_length_is_copied_unchanged() {
        let comment = format!("  # é{}", "x".repeat(2 * LONGEST_LINE));
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        for capacity in [1, 7, 4096, BUFFER] {
            for end in ["\n", "\r\n", ""] {
                let input = format!("\u{feff}{comment}\r{end}{fen}\r\n");
                let (output, clean) = convert(&input, capacity);
                // The byte-order mark goes, the `\r` before `\n` goes, another `\r` stays.
                let expected = match end {
                    "\n" => format!("{comment}\n{fen}\n"),
                    "\r\n" => format!("{comment}\r\n{fen}\n"),
                    _ => format!("{comment}\r{fen}\n"),
                };
                assert!(
                    output == expected,
                    "{capacity} {end:?}: {:?} {:?}",
                    &output[output.len().saturating_sub(40)..],
                    &expected[expected.len() - 40..]
                );
                assert!(clean);
            }
        }
    }

    #[test]
    fn an_endless_line_is_skipped_without_holding_it() {
        let input = format!(
            "{}\n8/8/8/8/8/8/8/K6k w - - 0 1\n",
            "x".repeat(3 * LONGEST_LINE)
        );
        let (output, clean) = convert(&input, 4096);
        assert_eq!(output, "8/8/8/8/8/8/8/K6k w - - 0 1\n");
        assert!(!clean);
    }
}
