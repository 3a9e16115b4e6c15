//! The commands, their shared arguments, and how failures become exit codes.

mod castling;
mod chess960;
mod convert;
mod epd;
mod explain;
mod game;
mod history;
mod inspect;
mod json;
mod lines;
mod moves;
mod notate;
mod notation;
mod perft;
mod pgn;
mod pgn_input;
mod play;
mod progress;
mod serve;
mod show;

use std::fmt;
use std::io::{self, Write};
use std::ops::Range;
use std::process::ExitCode;

use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use fenkit::diagnostic::{Located, Location};
use fenkit::fen::{Fen, FenParser, IllegalFenPositionError};
use fenkit::{DialectKind, EpPolicy, Position};

/// Chess position notation that is exact about variants: FEN, Shredder-FEN, X-FEN, Chess960.
#[derive(Debug, Parser)]
#[command(name = "fenkit", version, about, propagate_version = true)]
#[command(after_help = "\
Examples:
  fenkit convert --to shredder examples/chess960.fen
  fenkit epd --to json tests/data/epd/sample.epd
  fenkit inspect 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit chess960 518
  fenkit perft startpos 3 --divide
  fenkit moves 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
  fenkit moves --format san --lang fr startpos
  fenkit play --lang fr startpos '1. e4 c5 2. Cf3'
  fenkit notate --from descriptive --to san startpos '1. P-K4 P-K4 2. Kt-KB3'
  fenkit pgn --to fen games.pgn
  fenkit explain --move Nf3 startpos
  fenkit history --to forsyth1897 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fenkit explain --lang fr 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit show --format svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > board.svg
  fenkit serve --addr 127.0.0.1:8080

Exit codes: 0 success, 1 bad input, 2 bad usage.")]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Convert(convert::Convert),
    Epd(epd::EpdArgs),
    Inspect(inspect::Inspect),
    Chess960(chess960::Chess960),
    Perft(perft::Perft),
    Moves(moves::Moves),
    Play(play::Play),
    Notate(notate::Notate),
    Pgn(pgn::Pgn),
    History(history::History),
    Explain(explain::Explain),
    Show(show::Show),
    Serve(serve::Serve),
}

/// Runs the command the arguments name.
pub(crate) fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Convert(args) => convert::run(&args),
        Command::Epd(args) => epd::run(&args),
        Command::Inspect(args) => inspect::run(&args),
        Command::Chess960(args) => chess960::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Moves(args) => moves::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Notate(args) => notate::run(&args),
        Command::Pgn(args) => pgn::run(&args),
        Command::History(args) => history::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Serve(args) => serve::run(&args),
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

/// Reads `utf8`, `latin1`, `cp1252` or `auto` for clap (`--encoding`).
pub(crate) fn parse_encoding(text: &str) -> Result<fenkit::pgn::Encoding, String> {
    text.parse()
        .map_err(|_| format!("unknown encoding {text:?}, expected utf8, latin1, cp1252 or auto"))
}

/// Warns, once for an input read with `--encoding auto`, that from the byte at offset `at`
/// (which is not UTF-8) on, its text is read as Windows-1252; `name` is the file's, if any.
pub(crate) fn warn_fell_back(at: u64, name: Option<&std::path::Path>) {
    let warning = format!(
        "warning: the byte at offset {at} is not UTF-8: the text is read as Windows-1252 from \
         there on"
    );
    match name {
        Some(name) => eprint_line(format_args!("{}: {warning}", name.display())),
        None => eprint_line(format_args!("{warning}")),
    }
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

/// A FEN or text argument as text, whatever its bytes: bytes that are not UTF-8 become U+FFFD,
/// which the readers then refuse with a column and a caret (bad input, exit 1), as `convert`
/// does for such a line in a file.
pub(crate) fn lossy() -> impl TypedValueParser<Value = String> {
    OsStringValueParser::new().map(|text| text.to_string_lossy().into_owned())
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
        .map_err(|err: fenkit::ParseNameError| {
            let mut names = vec!["auto".to_owned()];
            names.extend(err.expected().iter().map(|&name| name.to_owned()));
            format!("unknown dialect {text:?}, expected {}", or_list(&names))
        })
}

/// Reads `keep`, `legal` or `pseudo` for clap.
pub(crate) fn parse_ep(text: &str) -> Result<EpPolicy, String> {
    text.parse()
        .map_err(|err: fenkit::ParseNameError| err.to_string())
}

/// The FEN argument every command that reads one position takes, and how to read it.
#[derive(Debug, Args)]
pub(crate) struct FenInput {
    /// The dialect to read: auto (any of the three), standard, shredder or xfen.
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// Also accept a FEN without clocks (`… w KQkq -`, read as `0 1`), runs of spaces between
    /// fields, white space around the FEN and fullmove 0, each named in a warning on stderr.
    #[arg(long)]
    lenient: bool,
    /// The FEN (quotes optional), or `startpos`.
    #[arg(value_name = "FEN", required = true, num_args = 1.., value_parser = lossy())]
    fen: Vec<String>,
}

impl FenInput {
    /// The FEN, read but not validated, and the text it was read from (see [`read_fen`]).
    pub(crate) fn read(&self) -> Result<(Fen, ArgumentText), Failure> {
        read_fen(&self.fen, self.from, self.lenient)
    }

    /// The FEN, read into a legal position (see [`FenArgument`]).
    pub(crate) fn position(&self) -> Result<FenArgument, Failure> {
        FenArgument::read(&self.fen, self.from, self.lenient)
    }
}

/// A FEN given as command-line arguments (joined by spaces, for users who forgot the quotes),
/// read into a legal position. Problems are reported on stderr with a column and a caret.
pub(crate) struct FenArgument {
    pub(crate) fen: Fen,
    pub(crate) position: Position,
}

impl FenArgument {
    pub(crate) fn read(
        words: &[String],
        from: Source,
        lenient: bool,
    ) -> Result<FenArgument, Failure> {
        let (fen, text) = read_fen(words, from, lenient)?;
        let position = fen
            .clone()
            .into_position()
            .map_err(|err| FenArgument::reject(&err, &text))?;
        Ok(FenArgument { fen, position })
    }

    /// Reports an illegal position at the field of its first problem.
    pub(crate) fn reject(err: &IllegalFenPositionError, text: &ArgumentText) -> Failure {
        text.report(err, err.span())
    }
}

/// The text of a FEN argument as the user gave it (its words joined by spaces), which
/// messages echo; the library's spans are byte ranges of it.
pub(crate) struct ArgumentText {
    text: String,
}

impl ArgumentText {
    /// The text, as read.
    pub(crate) fn fen(&self) -> &str {
        &self.text
    }

    /// Prints `column C: message` and the text with a caret under `span`, a byte range of it.
    pub(crate) fn show(&self, message: &dyn fmt::Display, span: Range<usize>) {
        show_argument(message, &self.text, span);
    }

    /// Reports `message` at `span` of the text: bad input.
    pub(crate) fn report(&self, message: &dyn fmt::Display, span: Range<usize>) -> Failure {
        self.show(message, span);
        Failure::BadInput
    }
}

/// The text without a UTF-8 byte-order mark at its start (Windows editors write one).
pub(crate) fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// White space in words: `a space`, `2 spaces and a tab`.
pub(crate) fn describe_spaces(text: &str) -> String {
    let names = [
        (' ', "a space", "spaces"),
        ('\t', "a tab", "tabs"),
        ('\r', "a carriage return", "carriage returns"),
        ('\n', "a line feed", "line feeds"),
    ];
    let mut parts: Vec<String> = names
        .iter()
        .filter_map(
            |&(c, one, many)| match text.chars().filter(|&x| x == c).count() {
                0 => None,
                1 => Some(one.to_owned()),
                n => Some(format!("{n} {many}")),
            },
        )
        .collect();
    let others = text.chars().filter(|c| !" \t\r\n".contains(*c)).count();
    match others {
        0 => {}
        1 => parts.push("a white-space character".to_owned()),
        n => parts.push(format!("{n} white-space characters")),
    }
    join_and(&parts)
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn join_and(items: &[String]) -> String {
    join(items, "and")
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    join(items, "or")
}

fn join(items: &[String], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {last_word} {last}", init.join(", ")),
    }
}

/// A FEN given as command-line arguments (joined by spaces), read but not validated: for
/// commands that show any board, legal or not. `startpos` stands for the standard start
/// position. White space around the FEN (and a byte-order mark) is taken by the reader, and
/// named in a warning when lenient. Returns the FEN and the text it was read from.
pub(crate) fn read_fen(
    words: &[String],
    from: Source,
    lenient: bool,
) -> Result<(Fen, ArgumentText), Failure> {
    let mut parser = from.parser(lenient);
    let mut text = ArgumentText {
        text: words.join(" "),
    };
    // The keywords, with any white space around them.
    let keyword = strip_bom(text.fen()).trim_matches(|c: char| c.is_ascii_whitespace());
    let start = text.fen().len()
        - strip_bom(text.fen())
            .trim_start_matches(|c: char| c.is_ascii_whitespace())
            .len();
    if let Some(rest) = keyword.strip_prefix("startpos ") {
        // UCI's `position startpos moves e2e4`: fenkit takes positions, not moves.
        let rest = rest.trim_start();
        let at = start + keyword.len() - rest.len();
        let message = format!(
            "found {:?} after startpos, expected nothing: startpos stands for the whole start \
             position, and fenkit takes no moves after it",
            Shortened(rest)
        );
        return Err(text.report(&message, at..start + keyword.len()));
    }
    if keyword == "-" {
        // `-` is stdin for `convert` and for movetext, which a user may try here too.
        let message = "found `-`, expected a FEN or startpos: this command reads the position \
                       from its arguments, not from stdin (`fenkit convert` reads files and stdin)";
        return Err(text.report(&message, start..start + 1));
    }
    if keyword == "startpos" {
        text = ArgumentText {
            text: STARTPOS.to_owned(),
        };
        // A position, not a spelling: `--from` does not apply to it.
        parser = Source::Auto.parser(lenient);
    }
    // Arguments from a shell or a file may have white space around them, and a byte-order mark.
    let fen = parser
        .trimmed()
        .parse(text.fen())
        .map_err(|err| text.report(&err, err.span()))?;
    // Strict reading tolerates only white space around the FEN, which is not worth a warning.
    for tolerated in fen.tolerated().iter().filter(|_| lenient) {
        let warning = format!("warning: {}", tolerated.kind);
        text.show(&warning, tolerated.span.clone());
    }
    Ok((fen, text))
}

/// Text shown in a message: at most 24 characters, then `…`.
struct Shortened<'a>(&'a str);

impl fmt::Debug for Shortened<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(24) {
            Some((at, _)) => {
                let quoted = format!("{:?}", &self.0[..at]);
                write!(f, "{}…\"", &quoted[..quoted.len() - 1])
            }
            None => write!(f, "{:?}", self.0),
        }
    }
}

/// The FEN of the standard start position, which `startpos` stands for (as in UCI).
const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The longest text echoed whole under a message, in characters: every FEN of a real game
/// fits, and so does a line of Forsyth's 1897 form.
const ECHO_WHOLE: usize = 120;

/// How much of a longer text is echoed, in characters: a window around the place the message
/// points at, with `…` where text was left out.
const ECHO_WIDTH: usize = 80;

/// Prints `column C: message` and the argument with a caret under the span (around it only,
/// when the argument is long). An argument of several lines (as `"$(cat file)"` gives) is
/// shown by its line that holds the span, as `line N, column C: message`.
pub(crate) fn show_argument(message: &dyn fmt::Display, text: &str, span: Range<usize>) {
    let place = Location::of(text, span);
    let column = place.column();
    if place.line_span().len() == text.len() {
        eprint_line(format_args!("column {column}: {message}"));
    } else {
        let number = place.line();
        eprint_line(format_args!("line {number}, column {column}: {message}"));
    }
    for line in excerpt(&text[place.line_span()], place.span_in_line()).lines() {
        eprint_line(format_args!("  {line}"));
    }
}

/// The text with carets under `span` (a byte range), as [`Located::snippet`] draws it, cut to
/// [`ECHO_WIDTH`] characters around the span when the text is longer than [`ECHO_WHOLE`].
pub(crate) fn excerpt(text: &str, span: Range<usize>) -> String {
    let chars: Vec<usize> = text.char_indices().map(|(at, _)| at).collect();
    if chars.len() <= ECHO_WHOLE {
        return Located::new("", text, span).snippet();
    }
    // Character indices of the span, then a window of ECHO_WIDTH - 2 characters (room for
    // the two marks) that starts a little before it.
    let first = chars
        .partition_point(|&at| at <= span.start)
        .saturating_sub(1);
    let from = first.saturating_sub(ECHO_WIDTH / 3);
    let to = (from + ECHO_WIDTH - 2).min(chars.len());
    let from = to.saturating_sub(ECHO_WIDTH - 2).min(from);
    let byte = |index: usize| chars.get(index).copied().unwrap_or(text.len());
    let (start, end) = (byte(from), byte(to));
    let window = &text[start..end];
    let local = span.start.clamp(start, end) - start..span.end.clamp(start, end) - start;
    let snippet = Located::new("", window, local).snippet();
    let (line, carets) = snippet.split_once('\n').unwrap_or((&snippet, ""));
    let (lead, pad) = if from > 0 { ("…", " ") } else { ("", "") };
    let tail = if end < text.len() { "…" } else { "" };
    format!("{lead}{line}{tail}\n{pad}{carets}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn under_caret(excerpt: &str) -> (char, usize, usize) {
        let (line, carets) = excerpt.split_once('\n').expect("two lines");
        let at = carets.chars().position(|c| c == '^').expect("a caret");
        let under = line.chars().nth(at).expect("a character above");
        (under, line.chars().count(), carets.chars().count())
    }

    #[test]
    fn short_texts_are_echoed_whole() {
        let text = "8/8/8/8/8/8/8/K6k w - - 0 x";
        assert_eq!(
            excerpt(text, 25..26),
            Located::new("", text, 25..26).snippet()
        );
    }

    #[test]
    fn long_texts_are_cut_around_the_problem_with_the_caret_in_place() {
        let text = format!("{}é X {}", "a".repeat(500), "b".repeat(500));
        let x = text.find('X').unwrap();
        let cut = excerpt(&text, x..x + 1);
        assert_eq!(under_caret(&cut).0, 'X', "{cut}");
        assert!(cut.starts_with('…') && cut.lines().next().unwrap().ends_with('…'));
        assert!(under_caret(&cut).1 <= ECHO_WIDTH);
        // At the very start and the very end: one mark only.
        let start = excerpt(&text, 0..1);
        assert!(
            !start.starts_with('…') && under_caret(&start).0 == 'a',
            "{start}"
        );
        let end = excerpt(&text, text.len()..text.len());
        let (line, carets) = end.split_once('\n').unwrap();
        assert!(line.starts_with('…') && !line.ends_with('…'), "{end}");
        assert_eq!(carets.chars().count(), line.chars().count() + 1, "{end}");
        // A span wider than the window: carets to the window's end.
        let wide = excerpt(&text, 10..900);
        assert!(under_caret(&wide).2 <= ECHO_WIDTH + 2, "{wide}");
    }

    #[test]
    fn white_space_around_a_fen_is_described_in_words() {
        assert_eq!(describe_spaces(" "), "a space");
        assert_eq!(describe_spaces("  \t"), "2 spaces and a tab");
        assert_eq!(
            describe_spaces("\t\t \x0c"),
            "a space, 2 tabs and a white-space character"
        );
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
        assert_eq!(parse_ep("keep"), Ok(EpPolicy::Keep));
        assert_eq!(
            parse_ep("always"),
            Err("unknown en passant policy \"always\", expected keep, legal or pseudo".into())
        );
    }
}
