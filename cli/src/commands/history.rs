//! `fenkit history`: a FEN to Forsyth's 1883 or 1897 form, and back.

use std::io::{self, Read};
use std::num::NonZeroU32;

use clap::Args;
use fenkit::diagnostic::Location;
use fenkit::fen::{Fen, FenWriter, Field};
use fenkit::forsyth::{Context, Edition, ForsythWriter, ParseForsythError};
use fenkit::{Color, Position};

use super::{Failure, Source, eprint_line, error, excerpt, join_and, print, read_fen, strip_bom};

/// Write a board in one of David Forsyth's forms, the ancestors of FEN, or read one back.
///
/// forsyth1883 (Glasgow Weekly Herald): eight lines, rank 8 first, `Kt` for the knight, `0` for
/// one empty square, black pieces underlined (U+0332), or marked `_R`, `_Kt` with --ascii.
///
/// forsyth1897 (The Chess Bouquet): one line, ranks separated by `, `, black pieces in lower
/// case.
///
/// Both forms record the board only. Writing drops the other fields and names on stderr those
/// that were not `w - - 0 1`; reading takes them from --turn and --fullmove (no castling, no en
/// passant square, halfmove clock 0). The FEN or text is read from stdin when not given;
/// `startpos` stands for the standard start position. A board that is not a legal position
/// (no king, say) is still written, with a warning on stderr naming its problems.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit history --to forsyth1883 '1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 41'
  fenkit history --to forsyth1883 --ascii 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fenkit history --from forsyth1897 '1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1'
  fenkit history --from forsyth1883 --turn w --fullmove 41 < diagram.txt

Exit codes: 0 success, 1 bad input (not FEN, or a text not in the form), 2 bad usage.")]
#[command(group(
    clap::ArgGroup::new("direction")
        .required(true)
        .args(["to", "from"])
))]
pub(crate) struct History {
    /// Write the FEN's board in this form: forsyth1883 or forsyth1897.
    #[arg(long, value_name = "FORM", value_parser = parse_edition)]
    to: Option<Edition>,
    /// Read a text in this form and write it as FEN: forsyth1883 or forsyth1897.
    #[arg(long, value_name = "FORM", value_parser = parse_edition, conflicts_with = "to")]
    from: Option<Edition>,
    /// With --to forsyth1883: mark black pieces `_R`, `_Kt` instead of underlining them.
    #[arg(long, conflicts_with = "from")]
    ascii: bool,
    /// With --from: the side to move, w or b [default: w].
    #[arg(long, value_name = "SIDE", value_parser = parse_turn, conflicts_with = "to")]
    turn: Option<Color>,
    /// With --from: the fullmove number, from 1 [default: 1].
    #[arg(long, value_name = "N", value_parser = parse_fullmove, conflicts_with = "to")]
    fullmove: Option<NonZeroU32>,
    /// With --to: also accept a FEN without clocks (`… w KQkq -`, read as `0 1`), runs of
    /// spaces between fields and fullmove 0, each named in a warning on stderr.
    #[arg(long, conflicts_with = "from")]
    lenient: bool,
    /// The FEN (with --to) or the Forsyth text (with --from), quotes optional; stdin when
    /// omitted.
    #[arg(value_name = "FEN_OR_TEXT", value_parser = super::lossy())]
    input: Vec<String>,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    text.parse().map_err(|err| format!("{err}"))
}

fn parse_fullmove(text: &str) -> Result<NonZeroU32, String> {
    text.parse()
        .map_err(|_| format!("found {text:?}, expected a move number from 1"))
}

fn parse_turn(text: &str) -> Result<Color, String> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(format!("found {text:?}, expected w or b")),
    }
}

/// Runs `history`.
pub(crate) fn run(args: &History) -> Result<(), Failure> {
    match (args.to, args.from) {
        (Some(Edition::Forsyth1897), _) if args.ascii => Err(Failure::Usage(
            "--ascii applies to forsyth1883 only: the 1897 form is plain ASCII already",
        )),
        (Some(edition), _) => write(args, edition),
        (None, Some(edition)) => read(args, edition),
        (None, None) => Err(Failure::Usage("give --to FORM or --from FORM")),
    }
}

/// The most of stdin read, in bytes: as for a line of `convert`.
const LONGEST_TEXT: usize = 1 << 20;

/// The text from the arguments (joined by spaces), or all of stdin (up to [`LONGEST_TEXT`]).
fn input(args: &History) -> Result<String, Failure> {
    if !args.input.is_empty() {
        return Ok(strip_bom(&args.input.join(" ")).to_owned());
    }
    let mut bytes = Vec::new();
    // One board is a few hundred bytes: memory stays bounded whatever is piped in.
    let mut stdin = io::stdin().lock().take(LONGEST_TEXT as u64 + 1);
    if let Err(err) = stdin.read_to_end(&mut bytes) {
        error(format_args!("cannot read stdin: {err}"));
        return Err(Failure::BadInput);
    }
    if bytes.len() > LONGEST_TEXT {
        error(format_args!(
            "stdin holds more than {LONGEST_TEXT} bytes, expected one board or one FEN"
        ));
        return Err(Failure::BadInput);
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok(strip_bom(&text).to_owned()),
        Err(_) => {
            error(format_args!("stdin is not UTF-8 text"));
            Err(Failure::BadInput)
        }
    }
}

fn write(args: &History, edition: Edition) -> Result<(), Failure> {
    let text = input(args)?;
    let (fen, text) = read_fen(&[text], Source::Auto, args.lenient)?;
    let writer = ForsythWriter::new(edition);
    let writer = if args.ascii { writer.ascii() } else { writer };
    let written = writer.write_setup(fen.setup());
    print(&format!("{}\n", written.text))?;
    if !written.dropped.is_empty() {
        let dropped: Vec<String> = written
            .dropped
            .iter()
            .map(|&field| dropped_field(text.fen(), &fen, field))
            .collect();
        eprint_line(format_args!(
            "warning: {edition} records the board only; dropped the {}",
            join_and(&dropped)
        ));
    }
    Ok(())
}

/// A dropped field named with its value, as the FEN spelled it: `side to move b`.
fn dropped_field(text: &str, fen: &Fen, field: Field) -> String {
    let value = text.get(fen.spans().get(field)).unwrap_or_default();
    format!("{field} {value}")
}

fn read(args: &History, edition: Edition) -> Result<(), Failure> {
    let text = input(args)?;
    let context = Context {
        turn: args.turn.unwrap_or(Color::White),
        fullmoves: args.fullmove.unwrap_or(NonZeroU32::MIN),
        ..Context::DEFAULT
    };
    let setup = edition
        .parse_setup(&text, &context)
        .map_err(|err| report(&err, &text))?;
    // No castling rights come from the form or the options, so X-FEN writes any setup here.
    let fen = FenWriter::new().write(&setup).map_err(|err| {
        error(format_args!("{err}"));
        Failure::BadInput
    })?;
    print(&format!("{fen}\n"))?;
    // The form records any board; FEN readers want a legal position, so say what is wrong.
    if let Err(err) = Position::try_from(setup) {
        eprint_line(format_args!(
            "warning: {err}; other fenkit commands will refuse this FEN"
        ));
    }
    Ok(())
}

/// Prints `line N, column C: message` and the line with a caret under the token at fault.
fn report(err: &ParseForsythError, text: &str) -> Failure {
    let place = Location::of(text, err.span());
    eprint_line(format_args!("{}", place.located(err, text)));
    // An empty text or a blank line has nothing to point at.
    let line = &text[place.line_span()];
    if !line.trim().is_empty() {
        for snippet_line in excerpt(line, place.span_in_line()).lines() {
            eprint_line(format_args!("  {snippet_line}"));
        }
    }
    Failure::BadInput
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dropped_fields_are_joined_in_words() {
        let items = ["a".to_owned(), "b".to_owned(), "c".to_owned()];
        assert_eq!(join_and(&items[..1]), "a");
        assert_eq!(join_and(&items[..2]), "a and b");
        assert_eq!(join_and(&items), "a, b and c");
    }
}
