//! `fenkit play`: the FEN after each move of a movetext.

use std::cell::RefCell;
use std::io::{self, BufWriter, Write};

use clap::Args;
use fenkit::fen::FenWriter;
use fenkit::movetext::{Step, after_result, walk};
use fenkit::notation::MoveReader;
use fenkit::{DialectKind, EpPolicy, Lang};

use super::notation::{
    Format, LangChoice, choose_lang, move_format, parse_lang_choice, read_move, read_movetext,
    read_start, show_walk_error,
};
use super::{Failure, FenArgument, lossy, parse_ep};

/// Play a movetext from a position and print the FEN after each move of the main line, one per
/// line.
///
/// MOVETEXT is PGN-style movetext: move numbers in any common form, comments, NAGs, annotation
/// glyphs, variations, a result; several arguments are joined with spaces, and `-` reads it
/// from stdin. Moves are read as SAN by default, leniently: `0-0`, `e8Q`, a missing `x`, LAN
/// (`Ng1-f3`) and figurines (`♘f3`) are taken too; `--strict` takes canonical text only.
/// Descriptive notation is read leniently too (`Kt`, `ch`, `Castles`). What lenient reading
/// lets pass, in any notation, is named in a warning on stderr (`not canonical, read as Nf3`).
/// `--lang` gives the piece letters (`--lang fr` reads `Cf3`); `--lang auto` tries every
/// language on the whole movetext and keeps the one in which every move is legal, saying
/// which on stderr (English when it is one of several; of several that read the same moves,
/// the most widely spoken, the others named; several others that read different moves are
/// bad input, listed).
///
/// The FENs are written in the dialect of the start position, which decides the castling
/// field: standard FEN for `startpos` and for standard FEN, X-FEN for X-FEN, Shredder-FEN for
/// Shredder-FEN. The en passant square follows `--ep` in every dialect: by default after every
/// two-square pawn move, as PGN 1994 and the French seeds write it (`e3` after 1. e4);
/// `--ep pseudo` is X-FEN's own rule (only when a pawn stands ready to take). Each
/// variation is played from its own position and checked, but not printed. On a move that
/// cannot be played, the FENs of the moves before it are printed (each one is true), then
/// `column C: move 12... Nf3: why` on stderr, and the exit code is 1.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit play startpos 1. e4 c5 2. Nf3
  fenkit play --lang fr startpos '1. e4 c5 2. Cf3'
  fenkit play --lang auto startpos '1. e4 e5 2. Sf3 Sc6 3. Gb5'
  fenkit play --from uci startpos e2e4 e7e5
  fenkit play --from descriptive startpos '1. P-K4 P-K4 2. Kt-KB3'
  fenkit play startpos - < game.txt

Exit codes: 0 success, 1 bad input (not FEN, an illegal position, movetext that cannot be
played), 2 bad usage.")]
pub(crate) struct Play {
    /// The notation of the moves.
    #[arg(long, value_enum, default_value_t = Format::San)]
    from: Format,
    /// The language of the piece letters (cs da de en es et fi fr hu is it nl no pl pt ro ru
    /// sv), or auto to detect it (default en).
    #[arg(long, value_name = "LANG", value_parser = parse_lang_choice)]
    lang: Option<LangChoice>,
    /// Take only canonical text (SAN as fenkit writes it, strict descriptive notation).
    #[arg(long)]
    strict: bool,
    /// When to write the en passant square: keep (after every two-square pawn move, as PGN
    /// 1994), legal (only when the capture is legal) or pseudo (when a pawn stands ready).
    #[arg(long, value_name = "POLICY", default_value = "keep", value_parser = parse_ep)]
    ep: EpPolicy,
    /// Also accept a FEN without clocks, runs of spaces and fullmove 0, with a warning.
    #[arg(long)]
    lenient: bool,
    /// The start position: a FEN (one argument, quoted) or `startpos`.
    #[arg(value_name = "FEN", value_parser = lossy())]
    fen: String,
    /// The moves; `-` reads them from stdin.
    #[arg(value_name = "MOVETEXT", required = true, num_args = 1.., value_parser = lossy())]
    movetext: Vec<String>,
}

/// The dialect the FENs are written in: standard FEN for `startpos` (whose castling stays
/// classical), else the one the FEN was read in.
pub(crate) fn output_dialect(fen_text: &str, start: &FenArgument) -> DialectKind {
    if fen_text.trim() == "startpos" {
        DialectKind::Standard
    } else {
        start.fen.dialect()
    }
}

/// Runs `play`.
pub(crate) fn run(args: &Play) -> Result<(), Failure> {
    let lang = args.lang.unwrap_or(LangChoice::Lang(Lang::En));
    if let LangChoice::Lang(lang) = lang {
        move_format(args.from, Some(lang))?;
    } else if !args.from.notation().has_letters() {
        return Err(Failure::Usage(
            "--lang auto: only san and lan have piece letters to detect",
        ));
    }
    let start = read_start(&args.fen, args.lenient)?;
    let movetext = read_movetext(&args.movetext)?;
    after_result(&movetext).map_err(|err| show_walk_error(&err, &movetext))?;
    let lang = choose_lang(lang, &movetext, &start.position, args.strict)?;
    let reader = MoveReader::new(move_format(args.from, Some(lang))?).strict(args.strict);
    let writer = FenWriter::new()
        .dialect(output_dialect(&args.fen, &start))
        .en_passant(args.ep);
    let out = RefCell::new(BufWriter::new(io::stdout().lock()));
    let failed: RefCell<Option<io::Error>> = RefCell::new(None);
    let mut line = String::with_capacity(100);
    let walked = walk(
        &movetext,
        &start.position,
        // Once the output is closed (as by `| head`), the moves are still read (the whole
        // movetext is in memory already), but nothing more is written.
        |text, pos| read_move(&reader, &movetext, text, pos),
        |step| {
            let Step::Move(played) = step else { return };
            if played.depth > 0 || failed.borrow().is_some() {
                return;
            }
            line.clear();
            if writer.append(played.after.setup(), &mut line).is_err() {
                // Castling rights only shrink, so this never happens; X-FEN writes any.
                line = FenWriter::new()
                    .en_passant(args.ep)
                    .write(played.after.setup())
                    .unwrap_or_default();
            }
            line.push('\n');
            if let Err(err) = out.borrow_mut().write_all(line.as_bytes()) {
                *failed.borrow_mut() = Some(err);
            }
        },
    );
    if let Some(err) = failed.take() {
        return Err(err.into());
    }
    out.borrow_mut().flush()?;
    drop(out);
    match walked {
        Ok(_) => Ok(()),
        Err(err) => Err(show_walk_error(&err, &movetext)),
    }
}
