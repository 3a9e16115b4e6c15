//! `fenkit notate`: movetext rewritten in another notation or language.

use clap::Args;
use fenkit::Lang;
use fenkit::movetext::{after_result, notate};
use fenkit::notation::{MoveReader, MoveWriter};

use super::castling::CastlingArgs;
use super::notation::{
    Format, LangChoice, choose_lang, move_format, parse_lang, parse_lang_choice, read_move,
    read_movetext, read_start, show_walk_error,
};
use super::{Failure, lossy, print};

/// Rewrite a movetext in another notation or language, on one line in PGN export spacing
/// (`1. e4 e5 2. Nf3`, `5... Nf6` after a comment, a NAG or a variation).
///
/// The moves are read as `play` reads them (`--from`, `--lang` with `auto`, `--strict`; `-`
/// reads stdin) and written in `--to`, in the letters of `--to-lang` (by default the language
/// they were read in). Comments, NAGs, annotation glyphs, variations and the result are carried
/// over; move numbers are written anew from the positions. SAN, LAN and FAN are written
/// canonically; UCI castling in the game's own convention: king-takes-rook (`e1h1`) when the
/// start position is a Chess960 one (read from Shredder-FEN, or from a FEN whose castling
/// rights need Chess960), king-to-destination (`e1g1`) otherwise; `--chess960` or `--standard`
/// says which. A move that cannot be read, or cannot be
/// written (Chess960 castling in ICCF), is bad input: nothing is printed on stdout, the error
/// is `column C: move 12... Nf3: why` on stderr.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit notate --to san startpos '1. P-K4 P-K4 2. Kt-KB3 Kt-QB3' --from descriptive
  fenkit notate --lang fr --to-lang en --to san startpos '1. e4 c5 2. Cf3 {Sicilienne} d6 (2... Cc6) 3. d4 $1'
  fenkit notate --to uci startpos '1. e4 e5 2. Nf3 1-0'
  fenkit notate --to uci --chess960 startpos '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O'
  fenkit notate --to iccf startpos - < game.txt

Exit codes: 0 success, 1 bad input (not FEN, an illegal position, movetext that cannot be
played or written), 2 bad usage.")]
pub(crate) struct Notate {
    /// The notation to write.
    #[arg(long, value_enum)]
    to: Format,
    /// The notation of the moves read.
    #[arg(long, value_enum, default_value_t = Format::San)]
    from: Format,
    /// The language of the piece letters read (cs da de en es et fi fr hu is it nl no pl pt ro
    /// ru sv), or auto to detect it (default en).
    #[arg(long, value_name = "LANG", value_parser = parse_lang_choice)]
    lang: Option<LangChoice>,
    /// The language of the piece letters written (default: the language read).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    to_lang: Option<Lang>,
    /// Take only canonical text (SAN as fenkit writes it, strict descriptive notation).
    #[arg(long)]
    strict: bool,
    /// Also accept a FEN without clocks, runs of spaces and fullmove 0, with a warning.
    #[arg(long)]
    lenient: bool,
    #[command(flatten)]
    castling: CastlingArgs,
    /// The start position: a FEN (one argument, quoted) or `startpos`.
    #[arg(value_name = "FEN", value_parser = lossy())]
    fen: String,
    /// The moves; `-` reads them from stdin.
    #[arg(value_name = "MOVETEXT", required = true, num_args = 1.., value_parser = lossy())]
    movetext: Vec<String>,
}

/// Runs `notate`.
pub(crate) fn run(args: &Notate) -> Result<(), Failure> {
    let lang = args.lang.unwrap_or(LangChoice::Lang(Lang::En));
    if let LangChoice::Lang(lang) = lang {
        move_format(args.from, Some(lang))?;
    } else if !args.from.notation().has_letters() {
        return Err(Failure::Usage(
            "--lang auto: only san and lan have piece letters to detect",
        ));
    }
    move_format(args.to, args.to_lang).map_err(|_| {
        Failure::Usage("--to-lang applies to san, lan and fan (descriptive is English only)")
    })?;
    let mut start = read_start(&args.fen, args.lenient)?;
    start.position = args.castling.apply(start.position);
    let movetext = read_movetext(&args.movetext)?;
    after_result(&movetext).map_err(|err| show_walk_error(&err, &movetext))?;
    let lang = choose_lang(lang, &movetext, &start.position, args.strict)?;
    let to_lang = match args.to_lang {
        Some(to_lang) => to_lang,
        // Descriptive has English letters only.
        None if !args.to.notation().takes_lang() => Lang::En,
        None => lang,
    };
    let reader = MoveReader::new(move_format(args.from, Some(lang))?).strict(args.strict);
    let writer = MoveWriter::new(move_format(args.to, Some(to_lang))?);
    let text = notate(
        &movetext,
        &start.position,
        |text, pos| read_move(&reader, &movetext, text, pos),
        |mv, pos| writer.write(pos, mv),
    )
    .map_err(|err| show_walk_error(&err, &movetext))?;
    print(&format!("{}\n", text.trim_end()))
}
