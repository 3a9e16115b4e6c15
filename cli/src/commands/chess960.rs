//! `fenkit chess960`: start positions by number, and numbers of start positions.

use clap::Args;
use fenkit::chess960::{self, Chess960Error};
use fenkit::{DialectKind, Position};

use super::{Failure, FenArgument, Source, error, parse_dialect, parse_source, print};

/// Print Chess960 start position N (Scharnagl's numbering, 0 to 959; 518 is the classical
/// start), or identify the number of a start position.
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
        .args(["number", "identify", "white"])
))]
pub(crate) struct Chess960 {
    /// The start position number, 0 to 959.
    #[arg(value_name = "N", allow_negative_numbers = true)]
    number: Option<i64>,
    /// The dialect to write: standard, shredder or xfen (also x-fen, shredder-fen, fen).
    #[arg(long, value_name = "DIALECT", default_value = "xfen", value_parser = parse_dialect)]
    to: DialectKind,
    /// Print the number of this start position instead (quotes optional).
    #[arg(
        long,
        value_name = "FEN",
        num_args = 1..,
        conflicts_with_all = ["number", "white"]
    )]
    identify: Option<Vec<String>>,
    /// Double Fischer Random: White's start position number (with --black).
    #[arg(
        long,
        value_name = "N",
        requires = "black",
        conflicts_with = "number",
        allow_negative_numbers = true
    )]
    white: Option<i64>,
    /// Double Fischer Random: Black's start position number (with --white).
    #[arg(
        long,
        value_name = "N",
        requires = "white",
        allow_negative_numbers = true
    )]
    black: Option<i64>,
    /// With --identify: accept missing clocks, runs of spaces and fullmove 0.
    #[arg(long, conflicts_with_all = ["number", "white"])]
    lenient: bool,
    /// With --identify: the dialect to read (auto, standard, shredder or xfen).
    #[arg(
        long,
        value_name = "DIALECT",
        default_value = "auto",
        value_parser = parse_source,
        conflicts_with_all = ["number", "white"]
    )]
    from: Source,
}

/// Runs `chess960`.
pub(crate) fn run(args: &Chess960) -> Result<(), Failure> {
    if let Some(words) = &args.identify {
        let input = FenArgument::read(words, args.from.parser(args.lenient))?;
        let n = chess960::identify(input.position.setup()).map_err(bad)?;
        return print(&format!("{n}\n"));
    }
    let position = match (args.number, args.white, args.black) {
        (Some(n), _, _) => chess960::start_position(number(n)?),
        (None, Some(white), Some(black)) => {
            chess960::double_start_position(number(white)?, number(black)?)
        }
        _ => {
            return Err(Failure::Usage(
                "give a number N, or --white N with --black M",
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

/// A start position number, or the library's out-of-range error.
fn number(n: i64) -> Result<u16, Failure> {
    u16::try_from(n).map_err(|_| match u32::try_from(n) {
        Ok(number) => bad(Chess960Error::OutOfRange { number }),
        Err(_) => {
            error(format_args!(
                "{n} is not a Chess960 start position number, expected 0 to 959"
            ));
            Failure::BadInput
        }
    })
}

fn bad(err: impl std::fmt::Display) -> Failure {
    error(format_args!("{err}"));
    Failure::BadInput
}
