//! `fenkit epd`: one EPD record per line, read and written as EPD, FEN or JSON, streaming.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use fenkit::DialectKind;
use fenkit::epd::{Epd, EpdParser, EpdWriter};
use fenkit::fen::Field;
use fenkit::pgn::Encoding;

use super::lines::{Lines, Place, Warning, run_lines};
use super::{Failure, json, parse_dialect, parse_encoding};

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
/// lines and lines that start with `#` (of any length) are copied unchanged to EPD and FEN
/// output and left out of JSON. Any other line longer than 1,048,576 bytes is bad input.
/// Errors go to stderr as
/// `line N, column C: message`, prefixed with the file name when reading files.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  echo 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - id \"mate\"; bm Qxf7#;' | fenkit epd
  fenkit epd --to json tests.epd
  fenkit epd --to fen --dialect shredder --keep-going chess960.epd > positions.fen 2> errors.txt
  fenkit epd --encoding latin1 --to json old-tests.epd

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
    /// How the text is encoded: utf8 (a byte that is not UTF-8 makes its line bad, naming the
    /// byte), latin1, cp1252 (Windows-1252), or auto (UTF-8, else Windows-1252 from the first
    /// byte that is not, with a warning for the file). The output is UTF-8.
    #[arg(long, value_name = "ENCODING", default_value = "utf8", value_parser = parse_encoding)]
    encoding: Encoding,
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
    let records = Records {
        parser: EpdParser::new().strict(!args.lenient),
        to: args.to,
        dialect: args.dialect,
        encoding: args.encoding,
    };
    run_lines(records, args.lenient, args.keep_going, &args.files)
}

/// `epd`'s work on a line: read a record, write it.
struct Records {
    parser: EpdParser,
    to: Format,
    dialect: DialectKind,
    encoding: Encoding,
}

impl Lines for Records {
    const WHAT: &'static str = "EPD record";

    fn copies_comments(&self) -> bool {
        // JSON lines have no comments.
        self.to != Format::Json
    }

    fn encoding(&self) -> Encoding {
        self.encoding
    }

    fn missing_file_note(&self, path: &str) -> Option<String> {
        EpdParser::new().lenient().parse(path).is_ok().then(|| {
            format!(
                "note: epd reads files of EPD records, one per line; to read one, pipe it: \
                 echo '{}' | fenkit epd",
                path.trim()
            )
        })
    }

    fn line(&self, text: &[u8], place: &Place<'_>, out: &mut String) -> Result<(), ()> {
        record(self.parser, self.to, self.dialect, text, place, out)
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
        place.report(&err, read.spans.get(Field::Castling));
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
            push_json(out, fen, &read.epd);
            Ok(())
        }
    }
}

/// `{"fen": "...", "ops": {"bm": ["Nf3"], "id": ["WAC.001"]}}`: every operand as a string.
fn push_json(out: &mut String, fen: String, epd: &Epd) {
    let ops = epd
        .operations()
        .map(|(opcode, _)| {
            let texts = epd.operand_texts(opcode.as_str()).unwrap_or_default();
            (opcode.as_str().to_owned(), texts)
        })
        .collect();
    json::append(
        &json::EpdRecord {
            fen,
            ops: json::Pairs(ops),
        },
        out,
    );
}
