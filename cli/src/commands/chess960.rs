//! `fenkit chess960`: start positions by number, and numbers of start positions.

use clap::Args;
use fenkit::chess960::{self, Chess960Error};
use fenkit::{DialectKind, Position};

use super::{Failure, FenArgument, Source, error, parse_dialect, parse_source, print};

/// Print Chess960 start position N (Scharnagl's numbering, 0 to 959; 518 is the classical
/// start), or identify the number of a start position.
///
/// With --identify the arguments are a FEN (quotes optional, `startpos` for the classical
/// start) and the number is printed; a Double Fischer Random start (Black's back rank not
/// mirroring White's) prints White's number, a space and Black's, the order --white and
/// --black take them in. Options may come in any order.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit chess960 518
  fenkit chess960 0 --to shredder
  fenkit chess960 --white 518 --black 0
  fenkit chess960 --identify 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1'

Exit codes: 0 success, 1 bad input (a number outside 0..=959, not a start position), 2 bad usage.")]
#[command(group(
    clap::ArgGroup::new("what")
        .required(true)
        .args(["input", "white"])
))]
pub(crate) struct Chess960 {
    /// The start position number, 0 to 959; with --identify, the FEN.
    #[arg(
        value_name = "N_OR_FEN",
        allow_negative_numbers = true,
        num_args = 1..,
        value_parser = super::lossy()
    )]
    input: Vec<String>,
    /// The dialect to write: standard, shredder or xfen (also x-fen, shredder-fen, fen).
    #[arg(
        long,
        value_name = "DIALECT",
        default_value = "xfen",
        value_parser = parse_dialect,
        conflicts_with = "identify"
    )]
    to: DialectKind,
    /// Print the number of the start position the arguments give as FEN instead.
    #[arg(long, requires = "input", conflicts_with = "white")]
    identify: bool,
    /// Double Fischer Random: White's start position number (with --black).
    #[arg(
        long,
        value_name = "N",
        requires = "black",
        conflicts_with = "input",
        allow_negative_numbers = true
    )]
    white: Option<String>,
    /// Double Fischer Random: Black's start position number (with --white).
    #[arg(
        long,
        value_name = "N",
        requires = "white",
        allow_negative_numbers = true
    )]
    black: Option<String>,
    /// With --identify: also accept a FEN without clocks (`… w KQkq -`, read as `0 1`), runs
    /// of spaces between fields and fullmove 0, each named in a warning on stderr.
    #[arg(long, requires = "identify")]
    lenient: bool,
    /// With --identify: the dialect to read (auto, standard, shredder or xfen).
    #[arg(
        long,
        value_name = "DIALECT",
        default_value = "auto",
        value_parser = parse_source,
        requires = "identify"
    )]
    from: Source,
}

/// Runs `chess960`.
pub(crate) fn run(args: &Chess960) -> Result<(), Failure> {
    if args.identify {
        let bare_number = matches!(args.input.as_slice(),
            [word] if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()));
        if bare_number {
            return Err(Failure::Usage(
                "--identify takes a FEN and prints its number; to print a start position by \
                 number, leave out --identify",
            ));
        }
        let input = FenArgument::read(&args.input, args.from, args.lenient)?;
        let text = match chess960::identify_double(input.position.setup()).map_err(bad)? {
            (white, black) if white == black => format!("{white}\n"),
            (white, black) => format!("{white} {black}\n"),
        };
        return print(&text);
    }
    let position = match (args.input.as_slice(), &args.white, &args.black) {
        ([n], _, _) => chess960::start_position(number(n)?),
        ([], Some(white), Some(black)) => {
            chess960::double_start_position(number(white)?, number(black)?)
        }
        ([], _, _) => {
            return Err(Failure::Usage(
                "give a number N, or --white N with --black M",
            ));
        }
        _ => {
            return Err(Failure::Usage(
                "give one number N, or --identify with a FEN",
            ));
        }
    }
    .map_err(bad)?;
    write(&position, args.to)
}

fn write(position: &Position, dialect: DialectKind) -> Result<(), Failure> {
    let fen = position.to_fen(dialect).map_err(bad)?;
    print(&format!("{fen}\n"))
}

/// A start position number from 0 to 959; anything else (a larger or negative number, or not
/// a number) gets one message and bad input.
fn number(text: &str) -> Result<u16, Failure> {
    let text = text.trim();
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u16>() {
        Ok(n) if digits && n <= 959 => Ok(n),
        Ok(n) if digits => Err(bad(Chess960Error::OutOfRange {
            number: u32::from(n),
        })),
        Ok(_) => Err(not_a_number(text)),
        Err(_) => Err(not_a_number(text)),
    }
}

/// The library's out-of-range message, for any text.
fn not_a_number(text: &str) -> Failure {
    let text = if text.is_empty() { "''" } else { text };
    error(format_args!(
        "{text} is not a Chess960 start position number, expected 0 to 959"
    ));
    Failure::BadInput
}

fn bad(err: impl std::fmt::Display) -> Failure {
    error(format_args!("{err}"));
    Failure::BadInput
}
