//! The commands, their shared arguments, and how failures become exit codes.

mod chess960;
mod convert;
mod explain;
mod game;
mod history;
mod inspect;
mod json;
mod moves;
mod perft;
mod progress;
mod show;

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Write};
use std::ops::Range;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use fenkit::diagnostic::Located;
use fenkit::fen::{Fen, FenParser, Field};
use fenkit::{DialectKind, EpPolicy, Position, PositionError};

/// Chess position notation that is exact about variants: FEN, Shredder-FEN, X-FEN, Chess960.
#[derive(Debug, Parser)]
#[command(name = "fenkit", version, about, propagate_version = true)]
#[command(after_help = "\
Examples:
  fenkit convert --to shredder examples/chess960.fen
  fenkit inspect 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit chess960 518
  fenkit perft startpos 3 --divide
  fenkit moves 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
  fenkit history --to forsyth1897 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fenkit explain --lang fr 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit show --format svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > board.svg

Exit codes: 0 success, 1 bad input, 2 bad usage.")]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Convert(convert::Convert),
    Inspect(inspect::Inspect),
    Chess960(chess960::Chess960),
    Perft(perft::Perft),
    Moves(moves::Moves),
    History(history::History),
    Explain(explain::Explain),
    Show(show::Show),
}

/// Runs the command the arguments name.
pub(crate) fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Convert(args) => convert::run(&args),
        Command::Inspect(args) => inspect::run(&args),
        Command::Chess960(args) => chess960::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Moves(args) => moves::run(&args),
        Command::History(args) => history::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Show(args) => show::run(&args),
    }
}

/// Why a command stopped.
#[derive(Debug)]
pub(crate) enum Failure {
    /// Bad input, already reported on stderr: exit 1.
    BadInput,
    /// Reading or writing failed: reported here, exit 1. A closed stdout (broken pipe) is not a
    /// failure: the reader has all it wanted, so fenkit stops quietly with exit 0.
    Io(io::Error),
    /// Arguments that do not fit together (clap catches most before we run): exit 2.
    Usage(&'static str),
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Failure {
        Failure::Io(err)
    }
}

impl Failure {
    /// Prints what is left to say and gives the exit code.
    pub(crate) fn report(self) -> ExitCode {
        match self {
            Failure::BadInput => ExitCode::from(1),
            Failure::Io(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Failure::Io(err) => {
                error(format_args!("cannot write the output: {err}"));
                ExitCode::from(1)
            }
            Failure::Usage(message) => {
                error(format_args!("{message}"));
                eprint_line(format_args!("\nFor more information, try '--help'."));
                ExitCode::from(2)
            }
        }
    }
}

/// Prints one line on stderr. A failing stderr is ignored: there is nowhere left to tell.
pub(crate) fn eprint_line(line: fmt::Arguments<'_>) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Prints `error: …` on stderr.
pub(crate) fn error(message: fmt::Arguments<'_>) {
    eprint_line(format_args!("error: {message}"));
}

/// Writes `text` to stdout and flushes it.
pub(crate) fn print(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// Which dialect to read: any (detected), or one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    Auto,
    Dialect(DialectKind),
}

impl Source {
    /// A strict or lenient parser for this source.
    pub(crate) fn parser(self, lenient: bool) -> FenParser {
        let parser = FenParser::new().strict(!lenient);
        match self {
            Source::Auto => parser.auto(),
            Source::Dialect(dialect) => parser.dialect(dialect),
        }
    }
}

/// Reads `standard`, `shredder` or `xfen` (and their aliases) for clap.
pub(crate) fn parse_dialect(text: &str) -> Result<DialectKind, String> {
    text.parse().map_err(|err| format!("{err}"))
}

/// Reads `auto` or a dialect for clap.
pub(crate) fn parse_source(text: &str) -> Result<Source, String> {
    if text.eq_ignore_ascii_case("auto") {
        return Ok(Source::Auto);
    }
    text.parse()
        .map(Source::Dialect)
        .map_err(|_| format!("unknown dialect {text:?}, expected auto, standard, shredder or xfen"))
}

/// Reads `keep`, `legal` or `pseudo` for clap.
pub(crate) fn parse_ep(text: &str) -> Result<EpPolicy, String> {
    text.parse()
        .map_err(|_| format!("unknown en passant policy {text:?}, expected keep, legal or pseudo"))
}

/// The byte range of a field in a FEN without leading spaces (fields may be separated by runs
/// of spaces, as the lenient reader allows); an empty range at the end when the field is
/// missing.
pub(crate) fn field_span(fen: &[u8], field: Field) -> Range<usize> {
    let index = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
    let mut at = 0;
    for _ in 0..index {
        while at < fen.len() && fen[at] != b' ' {
            at += 1;
        }
        while at < fen.len() && fen[at] == b' ' {
            at += 1;
        }
    }
    let start = at;
    while at < fen.len() && fen[at] != b' ' {
        at += 1;
    }
    start..at
}

/// A FEN given as command-line arguments (joined by spaces, for users who forgot the quotes),
/// read into a legal position. Problems are reported on stderr with a column and a caret.
pub(crate) struct FenArgument {
    pub(crate) fen: Fen,
    pub(crate) position: Position,
}

impl FenArgument {
    pub(crate) fn read(words: &[String], parser: FenParser) -> Result<FenArgument, Failure> {
        let (fen, text) = read_fen(words, parser)?;
        let position = fen
            .clone()
            .into_position()
            .map_err(|err| FenArgument::reject(&err, &text))?;
        Ok(FenArgument { fen, position })
    }

    /// Reports an illegal position at the field of its first problem.
    pub(crate) fn reject(err: &PositionError, text: &str) -> Failure {
        let field = err
            .problems()
            .first()
            .map_or(Field::Board, Field::of_problem);
        report_argument(err, text, field_span(text.as_bytes(), field))
    }
}

/// A FEN given as command-line arguments (joined by spaces), read but not validated: for
/// commands that show any board, legal or not. Returns the FEN and the joined text.
pub(crate) fn read_fen(words: &[String], parser: FenParser) -> Result<(Fen, String), Failure> {
    let text = words.join(" ");
    let fen = parser
        .parse(&text)
        .map_err(|err| report_argument(&err, &text, err.span()))?;
    for tolerated in fen.tolerated() {
        let warning = format!("warning: {}", tolerated.kind);
        show_argument(&warning, &text, tolerated.span.clone());
    }
    Ok((fen, text))
}

/// The FEN of the standard start position, which `startpos` stands for (as in UCI).
const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The words of a FEN argument, with a lone `startpos` replaced by the start position's FEN.
pub(crate) fn expand_startpos(words: &[String]) -> Cow<'_, [String]> {
    match words {
        [word] if word == "startpos" => Cow::Owned(vec![STARTPOS.to_owned()]),
        _ => Cow::Borrowed(words),
    }
}

/// Prints `column C: message` and the argument with a caret under the span.
pub(crate) fn show_argument(message: &dyn fmt::Display, text: &str, span: Range<usize>) {
    let located = Located::new(message, text, span);
    eprint_line(format_args!("column {}: {message}", located.column()));
    for line in located.snippet().lines() {
        eprint_line(format_args!("  {line}"));
    }
}

fn report_argument(message: &dyn fmt::Display, text: &str, span: Range<usize>) -> Failure {
    show_argument(message, text, span);
    Failure::BadInput
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_spans_skip_runs_of_spaces() {
        let fen = b"8/8/8/8/8/8/8/K6k  w   - - 0 1";
        assert_eq!(field_span(fen, Field::Board), 0..17);
        assert_eq!(field_span(fen, Field::Turn), 19..20);
        assert_eq!(field_span(fen, Field::Castling), 23..24);
        assert_eq!(field_span(fen, Field::Fullmove), 29..30);
    }

    #[test]
    fn a_missing_field_is_an_empty_span_at_the_end() {
        let fen = b"8/8/8/8/8/8/8/K6k w - -";
        assert_eq!(field_span(fen, Field::Halfmove), 23..23);
    }

    #[test]
    fn dialect_names_include_aliases_and_auto() {
        assert_eq!(parse_dialect("X-FEN"), Ok(DialectKind::XFen));
        assert_eq!(parse_source("auto"), Ok(Source::Auto));
        assert_eq!(
            parse_source("shredder-fen"),
            Ok(Source::Dialect(DialectKind::Shredder))
        );
        assert_eq!(
            parse_source("fen6"),
            Err("unknown dialect \"fen6\", expected auto, standard, shredder or xfen".into())
        );
        assert_eq!(parse_ep("always"), Ok(EpPolicy::Keep));
    }
}
