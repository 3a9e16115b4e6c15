//! `fenkit pgn`: read PGN files as a stream, every move validated, and write the games again
//! (another FEN dialect, Variant tag or language), or every position, or the moves in UCI, or
//! JSON.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, PoisonError, RwLock, RwLockWriteGuard};

use clap::{Args, ValueEnum};
use fenkit::CastlingMode;
use fenkit::epd::EpdWriter;
use fenkit::fen::FenWriter;
use fenkit::movetext::{GameResult, Step};
use fenkit::notation::MoveFormat;
use fenkit::pgn::{
    Candidate, Game, Header, Kept, PgnReader, PgnWarning, PgnWriter, RawGame, Tally, VariantTag,
};
use fenkit::{Claim, DialectKind, EpPolicy, Lang, Position};

use super::castling::CastlingArgs;
use super::json;
use super::notation::{LangChoice, parse_lang, parse_lang_choice};
use super::pgn_input::{Input, Outcome, Spares};
use super::progress::Progress;
use super::{Failure, eprint_line, error, parse_dialect, parse_ep};
use classify::Classifier;
use output::{OutputArgs, Sink};
use select::{Choice, SelectArgs};

mod classify;
mod output;
mod select;

/// Buffer size for reading: large enough that system calls do not matter.
const BUFFER: usize = 1 << 17;

/// How stdin is named in messages when the command line names it as `-`.
const STDIN_NAME: &str = "<stdin>";

/// Read PGN game records, validating every move, and write them again or what they hold.
///
/// Reads the FILEs (or stdin when there is none, or for `-`) one game at a time, in constant
/// memory, compressed with gzip, zstd or bzip2 or not (told by the first bytes): byte-order
/// marks, CRLF or CR line ends, `%` escape lines, tags with escapes, games with or without tags
/// and move numbers, comments, NAGs, glyphs, variations (at most --max-depth deep). Text that
/// is not UTF-8 is a bad game unless --encoding says how to read it. The games are played on
/// --threads threads and written in input order: the output is the same for any number. The variant is decided after all
/// tags: the Variant tag in any spelling (Chess960, chess 960, fischerandom, Fischer Random…),
/// else the FEN tag's castling (Shredder-FEN letters or rights only Chess960 has). The FEN tag
/// is read in any dialect.
///
/// --to pgn writes the games in PGN export format (Seven Tag Roster first, the other tags in ASCII
/// order, lines of at most 79 characters, canonical SAN in --to-lang, glyphs as NAGs); fen and epd write every position of each main line
/// as `<game>\t<ply>\t<FEN or EPD>` (ply 0 is the start); uci writes `<game>\t<moves>`; json
/// writes one object per game and line. UCI castling (uci, json) is written in the game's own
/// convention, king takes rook (`e1h1`) in a Chess960 game and king to its destination
/// (`e1g1`) in a standard one, unless --chess960 or --standard says. Games are numbered from 1 in input order, counting on
/// across files. The FEN is written in --fen-dialect, or as the FEN tag was written (X-FEN for
/// a game without one).
///
/// A bad game is reported on stderr as `FILE: game 12, White - Black, Site (line 340, column
/// 17): 14... Nxe4: why` and stops the run (exit 1); with --keep-going it is skipped whole
/// (none of its lines on stdout), the others come out in order, and the exit code is 1 at the
/// end. A tag given twice (the first is kept), a Result tag that is not the movetext's, and a
/// checkmate with another result are warnings on stderr; the game is written as read. When stderr is a terminal and the input is large, a progress line shows how far the
/// run has come.
///
/// The selection options choose games as pgn-extract does (see docs/records.md): an option
/// given twice takes either value, different options take both, --invert the others; a
/// summary on stderr ends the run (games read, selected, dropped as duplicates, bad). --stats
/// writes counts instead of the games. The output options do pgn-extract's other daily work
/// (files of so many games, the tag roster, ply counts, fixed results, FEN comments,
/// variations split, other notations, opening names); docs/records.md has the table of
/// pgn-extract's options and their fenkit spelling.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit pgn --to fen games.pgn | cut -f3
  fenkit pgn --fen-dialect shredder --variant-tag none lichess960.pgn > for-ccrl.pgn
  fenkit pgn --lang fr --to-lang en parties.pgn
  fenkit pgn --lang auto --to uci mixed.pgn
  fenkit pgn --to json --keep-going games.pgn 2> errors.txt
  fenkit pgn --to uci lichess_db_standard_rated_2013-01.pgn.zst
  fenkit pgn --encoding auto --threads 4 --to fen old-club-games.pgn.bz2
  zcat games.pgn.gz | fenkit pgn --max-depth 5000 --to pgn
  fenkit pgn --player carlsen --variant chess960 --dedupe --strip clocks lichess.pgn
  fenkit pgn --tag 'Opening~^Sicilian' --elo 2200.. --date 2020..2021 --to uci games.pgn
  fenkit pgn --reached 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' big.pgn
  fenkit pgn --stats --lang auto games.pgn
  fenkit pgn --ending checkmate --classify --add plycount -o mates.pgn --split 1000 big.pgn
  fenkit pgn --dedupe --duplicates dups.pgn --dedupe-against kept.pgn --fix-result new.pgn

Exit codes: 0 success, 1 bad input (a bad game), 2 bad usage.")]
pub(crate) struct Pgn {
    /// What to write.
    #[arg(long, value_enum, default_value_t = Target::Pgn)]
    to: Target,
    /// The language of the piece letters in the movetext (cs da de en es et fi fr hu is it nl
    /// no pl pt ro ru sv), or auto to find each game's own (slower: every language is tried).
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_lang_choice)]
    lang: LangChoice,
    /// The language of the SAN written (pgn and json); the same as --lang by default (English
    /// with --lang auto).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    to_lang: Option<Lang>,
    /// The dialect of the FENs written (the FEN tag, or the positions): standard, shredder or
    /// xfen. By default, the dialect the FEN tag was written in.
    #[arg(long, value_name = "DIALECT", value_parser = parse_dialect)]
    fen_dialect: Option<DialectKind>,
    /// What to do with the Variant tag (--to pgn): keep it as read, write `Variant "Chess960"`
    /// on every Chess960 game (lichess), or write none (CCRL, chess.com: the FEN tag is then
    /// written in Shredder-FEN unless --fen-dialect says otherwise).
    #[arg(long, value_name = "POLICY", default_value = "keep", value_parser = parse_variant_tag)]
    variant_tag: VariantTag,
    /// When to write the en passant square in FENs (--to fen, epd, json): keep (after every
    /// two-square pawn move), legal (only when the capture is legal) or pseudo.
    #[arg(long, value_name = "POLICY", default_value = "keep", value_parser = parse_ep)]
    ep: EpPolicy,
    /// Take only canonical SAN.
    #[arg(long)]
    strict: bool,
    #[command(flatten)]
    castling: CastlingArgs,
    /// Go on past bad games (they write nothing to stdout); exit 1 at the end.
    #[arg(long)]
    keep_going: bool,
    #[command(flatten)]
    input: Input,
    /// Boxed: the selection's lists would make every command's arguments as large.
    #[command(flatten)]
    select: Box<SelectArgs>,
    #[command(flatten)]
    output: Box<OutputArgs>,
    /// PGN files; `-` or none for stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// What `pgn` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Target {
    /// The games in PGN export format.
    Pgn,
    /// Every position of each main line, `<game>\t<ply>\t<FEN>`.
    Fen,
    /// Every position of each main line, `<game>\t<ply>\t<EPD>` (the FEN without clocks).
    Epd,
    /// One line per game, `<game>\t<moves in UCI>`.
    Uci,
    /// One JSON object per game and line.
    Json,
}

/// Reads `keep`, `chess960` or `none` for clap.
fn parse_variant_tag(text: &str) -> Result<VariantTag, String> {
    text.parse()
        .map_err(|_| format!("unknown policy {text:?}, expected keep, chess960 or none"))
}

/// Runs `pgn`.
pub(crate) fn run(args: &Pgn) -> Result<(), Failure> {
    let choice = Choice::new(&args.select);
    if !choice.strip.is_none() && args.to != Target::Pgn {
        return Err(Failure::Usage("--strip applies to --to pgn"));
    }
    if args.output.shapes_pgn() && args.to != Target::Pgn {
        return Err(Failure::Usage(
            "--tags, --tag-order, --notation, --width, --add, --fix-result, --fen-comments, \
             --split-variations and --classify apply to --to pgn",
        ));
    }
    let tally = RwLock::new(Tally::default());
    let mut job = Job {
        args,
        out: args.output.sink()?,
        duplicates: match &args.select.duplicates {
            Some(path) => Some(output::create(path)?),
            None => None,
        },
        number: 0,
        failed: false,
        choice: &choice,
        tally: &tally,
    };
    let outcome = job.remember().and_then(|()| job.all());
    let tally = tally.read().unwrap_or_else(PoisonError::into_inner);
    if outcome.is_ok() && job.choice.picker.counts() {
        if args.to == Target::Json {
            let mut line = String::new();
            json::append(&json::PgnStats::of(tally.stats()), &mut line);
            writeln!(job.out, "{line}")?;
        } else {
            write!(job.out, "{}", tally.stats())?;
        }
    }
    job.out.flush()?;
    if let Some(duplicates) = &mut job.duplicates {
        duplicates.flush()?;
    }
    if !args.output.quiet {
        select::summary(&tally, &job.choice.picker, job.number);
    }
    outcome?;
    if job.failed {
        Err(Failure::BadInput)
    } else {
        Ok(())
    }
}

/// One run of `pgn`.
struct Job<'a> {
    args: &'a Pgn,
    out: Sink,
    /// Where the games dropped as duplicates go, if anywhere.
    duplicates: Option<BufWriter<File>>,
    /// Games read so far, across files.
    number: usize,
    failed: bool,
    /// Which games are taken, and what is counted of them.
    choice: &'a Choice,
    /// Shared with the threads that write the games, which leave out a game it will drop.
    tally: &'a RwLock<Tally>,
}

impl Job<'_> {
    /// Remembers the games of the --dedupe-against files, so that the run drops them.
    fn remember(&mut self) -> Result<(), Failure> {
        for path in &self.args.select.dedupe_against {
            let file = File::open(path).and_then(|file| {
                let input = BufReader::with_capacity(BUFFER, file);
                self.args.input.open(input, 1)
            });
            let reader = match file {
                Ok(input) => self.args.input.settings(PgnReader::new(input)),
                Err(err) => {
                    error(format_args!("cannot read {}: {err}", path.display()));
                    return Err(Failure::BadInput);
                }
            };
            if let Err(err) = self.tally().remember_games(reader) {
                eprint_line(format_args!("{}: {err}", path.display()));
                return Err(Failure::BadInput);
            }
        }
        Ok(())
    }

    fn all(&mut self) -> Result<(), Failure> {
        if self.args.files.is_empty() {
            return self.stdin(None);
        }
        for path in &self.args.files {
            if self.choice.picker.done_after(self.number) {
                break;
            }
            if path.as_os_str() == "-" {
                self.stdin(Some(Path::new(STDIN_NAME)))?;
                continue;
            }
            match File::open(path) {
                Ok(file) => {
                    let size = file.metadata().ok().map(|m| m.len());
                    let input = BufReader::with_capacity(BUFFER, file);
                    let threads = self.args.input.threads();
                    self.stream(input, Some(path), Progress::new(size), threads)?;
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
        // A person typing needs no progress line; a pipe of unknown length may.
        let (progress, threads) = if stdin.is_terminal() {
            // Each game is played as soon as it is typed.
            (Progress::hidden(), 1)
        } else {
            (Progress::new(None), self.args.input.threads())
        };
        self.stream(
            BufReader::with_capacity(BUFFER, stdin),
            name,
            progress,
            threads,
        )
    }

    /// The tally, to change.
    fn tally(&self) -> RwLockWriteGuard<'_, Tally> {
        self.tally.write().unwrap_or_else(PoisonError::into_inner)
    }

    /// Notes a bad game or file; stops unless going on.
    fn bad(&mut self) -> Result<(), Failure> {
        self.failed = true;
        self.tally().bad();
        if self.args.keep_going {
            Ok(())
        } else {
            Err(Failure::BadInput)
        }
    }

    /// Reads and writes every game of `input`, played on `threads` threads.
    fn stream(
        &mut self,
        input: impl BufRead + Send + 'static,
        name: Option<&Path>,
        mut progress: Progress,
        threads: usize,
    ) -> Result<(), Failure> {
        let consumed = Arc::new(AtomicU64::new(0));
        let input = Counted {
            inner: input,
            consumed: Arc::clone(&consumed),
        };
        let input = match self.args.input.open(input, threads) {
            Ok(input) => input,
            Err(err) => {
                let name = name.unwrap_or(Path::new(STDIN_NAME)).display();
                error(format_args!("cannot read {name}: {err}"));
                return self.bad();
            }
        };
        let reader = self
            .args
            .input
            .settings(PgnReader::new(input).strict(self.args.strict));
        let mut reader = match self.args.lang {
            LangChoice::Lang(lang) => reader.lang(lang),
            LangChoice::Auto => reader.lang_auto(),
        };
        let mut reported = 0;
        let (args, choice, tally, first) = (self.args, self.choice, self.tally, self.number);
        let mut stopped = Ok(());
        let spares = Spares::default();
        reader.map_parallel(
            threads,
            |raw| {
                let mut kept = None;
                let outcome = Outcome::of(&spares, |text| {
                    let (warnings, taken) =
                        game(args, choice, tally, first + raw.number(), &raw, text)?;
                    kept = taken;
                    Ok(warnings)
                });
                (outcome, kept)
            },
            |played| {
                self.number += 1;
                let (mut outcome, kept) =
                    played.unwrap_or_else(|err| (Outcome::bad(err.to_string()), None));
                let taken = kept.map(|kept| self.tally().take(&choice.picker, kept));
                let mut duplicate = Ok(());
                if outcome.error.is_none() && taken != Some(true) {
                    // Left out: neither its lines nor its warnings; a duplicate's lines to
                    // --duplicates.
                    let left = core::mem::take(&mut outcome).text;
                    if let (Some(false), Some(duplicates)) = (taken, &mut self.duplicates) {
                        duplicate = duplicates.write_all(left.as_bytes()).map_err(Failure::from);
                    }
                    spares.give(left);
                }
                let now = consumed.load(Relaxed);
                progress.advance(usize::try_from(now - reported).unwrap_or(usize::MAX));
                reported = now;
                stopped = duplicate.and_then(|()| self.give(&outcome, name, &mut progress));
                spares.give(outcome.text);
                if stopped.is_ok() && !choice.picker.done_after(self.number) {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            },
        );
        progress.clear();
        stopped
    }

    /// Writes out one game's outcome: its text, its warnings and its error, in that order.
    fn give(
        &mut self,
        outcome: &Outcome,
        name: Option<&Path>,
        progress: &mut Progress,
    ) -> Result<(), Failure> {
        let say = |message: &str| match name {
            Some(name) => eprint_line(format_args!("{}: {message}", name.display())),
            None => eprint_line(format_args!("{message}")),
        };
        if !outcome.warnings.is_empty() || outcome.error.is_some() {
            progress.clear();
            // The games before it go out before its messages.
            self.out.flush()?;
        }
        if !self.args.output.quiet {
            for warning in &outcome.warnings {
                say(warning);
            }
        }
        match &outcome.error {
            None => {
                self.out.game(outcome.text.as_bytes())?;
                Ok(())
            }
            Some(message) => {
                say(message);
                self.bad()
            }
        }
    }
}

/// Writes game `number` into `text` when the options take it (nothing with `--stats`), or
/// says why it cannot be; gives its warnings and what the count needs (`None`: left out).
/// A game `taken` says will be dropped as a duplicate is not written.
fn game(
    args: &Pgn,
    choice: &Choice,
    taken: &RwLock<Tally>,
    number: usize,
    raw: &RawGame<'_>,
    text: &mut String,
) -> Result<(Vec<PgnWarning>, Option<Kept>), String> {
    let lang = match args.lang {
        LangChoice::Lang(lang) => Some(lang),
        LangChoice::Auto => None,
    };
    let Some(mut look) = choice
        .picker
        .look(raw, number, lang)
        .map_err(|e| e.to_string())?
    else {
        return Ok((Vec::new(), None));
    };
    let (raw, lang) = (look.raw(), look.lang());
    let dropped = |kept: &Kept| {
        choice.unwritten_duplicates
            && taken
                .read()
                .unwrap_or_else(PoisonError::into_inner)
                .drops(&choice.picker, kept)
    };
    if matches!(args.to, Target::Pgn | Target::Json) && !choice.picker.counts() {
        return built(args, choice, number, &mut look, text, dropped);
    }
    // Two copies of the writing: without a watch, nothing more is done a move than before.
    let (end, result) = match look.parts() {
        (header, Some(watch)) => write(args, number, choice, text, (raw, header, lang), |step| {
            watch.step(step);
        }),
        (header, None) => write(args, number, choice, text, (raw, header, lang), |_| {}),
    }?;
    // A game left out keeps its text here: the writing side drops it with its warnings.
    Ok((raw.warnings(&end, result), look.kept(result)))
}

/// A game written as --to pgn or json: built, then written unless `dropped` says it will be
/// dropped as a duplicate; its warnings and what the count needs (`None`: left out).
fn built(
    args: &Pgn,
    choice: &Choice,
    number: usize,
    look: &mut Candidate<'_, '_>,
    text: &mut String,
    dropped: impl Fn(&Kept) -> bool,
) -> Result<(Vec<PgnWarning>, Option<Kept>), String> {
    let (raw, lang) = (look.raw(), look.lang());
    let (game, kept) = if look.decided() {
        let game = match look.parts() {
            (header, Some(watch)) => build(args, raw, header, |step| watch.step(step)),
            (header, None) => build(args, raw, header, |_| {}),
        }?;
        let kept = look.kept(game.result());
        (game, kept)
    } else {
        // The moves decide: played first without building the game, so that a game left out
        // costs what it costs --to uci; one taken is then built.
        let played = match look.parts() {
            (header, Some(watch)) => raw.play(header, |step| watch.step(step)),
            (header, None) => raw.play(header, |_| {}),
        };
        let (end, result) = played.map_err(|e| e.to_string())?;
        let Some(kept) = look.kept(result) else {
            return Ok((Vec::new(), None));
        };
        if dropped(&kept) {
            return Ok((raw.warnings(&end, result), Some(kept)));
        }
        (build(args, raw, look.parts().0, |_| {})?, Some(kept))
    };
    let warnings = raw.warnings(game.end(), game.result());
    if !kept.as_ref().is_some_and(dropped) {
        let header = look.parts().0;
        write_built(args, number, choice, text, (raw, header, lang), game)?;
    }
    Ok((warnings, kept))
}

/// The language of the SAN written.
fn to_lang(args: &Pgn) -> Lang {
    args.to_lang.unwrap_or(match args.lang {
        LangChoice::Lang(lang) => lang,
        LangChoice::Auto => Lang::En,
    })
}

/// Builds a game for --to pgn and json, showing each step to `watch`, its opening named
/// with --classify.
fn build(
    args: &Pgn,
    raw: RawGame<'_>,
    header: &Header,
    mut watch: impl FnMut(Step<'_, '_>),
) -> Result<Game, String> {
    let mut classifier = args.output.classify.then(|| Classifier::new(&header.start));
    let mut game = raw
        .game_with(header, |step| {
            watch(step);
            if let Some(classifier) = &mut classifier {
                classifier.step(step);
            }
        })
        .map_err(|e| e.to_string())?;
    if let Some(classifier) = &classifier {
        classifier.tag(&mut game);
    }
    Ok(game)
}

/// Writes a game [`build`] built as --to pgn or json says.
fn write_built(
    args: &Pgn,
    number: usize,
    choice: &Choice,
    text: &mut String,
    (raw, header, lang): (RawGame<'_>, &Header, Lang),
    mut game: Game,
) -> Result<(), String> {
    if args.to == Target::Json {
        return Lines::new(args, number, header, lang)
            .json(&raw, header, &game, text)
            .map_err(|e| e.into_message(&raw));
    }
    game.strip(choice.strip);
    args.output.change(&mut game);
    let to_lang = to_lang(args);
    let mut writer = args.output.writer(
        PgnWriter::new().lang(to_lang).variant_tag(args.variant_tag),
        to_lang,
    );
    if let Some(dialect) = args.fen_dialect {
        writer = writer.dialect(dialect);
    }
    if args.output.split_variations {
        for line in game.split_variations() {
            writer.append(&line, text).map_err(|e| named(&raw, &e))?;
        }
    } else {
        writer.append(&game, text).map_err(|e| named(&raw, &e))?;
    }
    Ok(())
}

/// Writes a game's lines (--to fen, epd or uci; nothing with --stats) as it is played,
/// showing each step to `watch`; the position it ends in and its result.
fn write(
    args: &Pgn,
    number: usize,
    choice: &Choice,
    text: &mut String,
    (raw, header, lang): (RawGame<'_>, &Header, Lang),
    watch: impl FnMut(Step<'_, '_>),
) -> Result<(Position, GameResult), String> {
    let lines = Lines::new(args, number, header, lang);
    let counts = choice.picker.counts();
    match args.to {
        Target::Fen | Target::Epd if !counts => lines.positions(&raw, header, text, watch),
        Target::Uci if !counts => lines.uci(&raw, header, text, watch),
        // Nothing written (--stats): --to pgn and json build the game ([`build`]) otherwise.
        _ => raw.play(header, watch).map_err(Bad::Read),
    }
    .map_err(|e| e.into_message(&raw))
}

/// A problem with a game that is not in its text: `game 3, White - Black, Site: why`.
fn named(raw: &RawGame<'_>, why: &dyn std::fmt::Display) -> String {
    format!("game {}{}: {why}", raw.number(), raw.tags().names())
}

/// The position at the end of a game's main line and its result, or why its lines cannot be
/// written.
type Played = Result<(Position, GameResult), Bad>;

/// Why a game's lines cannot be written.
enum Bad {
    Read(fenkit::pgn::PgnError),
    Lossy(fenkit::LossyConversion),
}

impl Bad {
    /// The message for the game `raw`.
    fn into_message(self, raw: &RawGame<'_>) -> String {
        match self {
            Bad::Read(e) => e.to_string(),
            Bad::Lossy(e) => named(raw, &e),
        }
    }
}

/// Appends `n` in decimal digits.
fn push_decimal(out: &mut String, n: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[at..].iter().map(|&digit| char::from(digit)));
}

/// How the line-per-position and line-per-game forms are written.
struct Lines {
    game: usize,
    /// The language the moves are read in.
    lang: Lang,
    fens: FenWriter,
    /// For `--to epd`: the same dialect and en passant policy.
    epd: Option<EpdWriter>,
    /// The moves written in `--to json`: SAN in `--to-lang`.
    san: MoveFormat,
    mode: CastlingMode,
}

impl Lines {
    /// The lines of game `number` as the options say, its moves read in `lang`.
    fn new(args: &Pgn, number: usize, header: &Header, lang: Lang) -> Lines {
        let dialect = args
            .fen_dialect
            .or(header.fen_dialect)
            .unwrap_or(DialectKind::XFen);
        Lines {
            game: number,
            lang,
            fens: FenWriter::new().dialect(dialect).en_passant(args.ep),
            epd: (args.to == Target::Epd)
                .then(|| EpdWriter::new().dialect(dialect).en_passant(args.ep)),
            san: MoveFormat::san(to_lang(args)),
            mode: args.castling.mode().unwrap_or(header.start.castling_mode()),
        }
    }

    /// Appends the position's FEN (or EPD: its four fields).
    fn fen(&self, pos: &Position, out: &mut String) -> Result<(), Bad> {
        match &self.epd {
            Some(epd) => epd.append_position(pos, out),
            None => self.fens.append(pos.setup(), out),
        }
        .map_err(Bad::Lossy)
    }

    /// `<game>\t<ply>\t<FEN>` for the start and after each move of the main line.
    fn positions(
        &self,
        raw: &RawGame<'_>,
        header: &Header,
        out: &mut String,
        mut watch: impl FnMut(Step<'_, '_>),
    ) -> Played {
        // The game's number is written once; each line copies it (a `write!` a line cost a
        // tenth of `--to fen`).
        let prefix = format!("{}\t", self.game);
        let mut ply = 0u32;
        let mut line = |pos: &Position, out: &mut String| {
            out.push_str(&prefix);
            push_decimal(out, ply);
            out.push('\t');
            ply += 1;
            let written = self.fen(pos, out);
            out.push('\n');
            written
        };
        line(&header.start, out)?;
        let mut lossy = Ok(());
        let played = raw
            .play(header, |step| {
                watch(step);
                if let Step::Move(played) = step
                    && played.depth == 0
                    && lossy.is_ok()
                {
                    lossy = line(played.after, out);
                }
            })
            .map_err(Bad::Read)?;
        lossy.map(|()| played)
    }

    /// `<game>\t<moves in UCI>`.
    fn uci(
        &self,
        raw: &RawGame<'_>,
        header: &Header,
        out: &mut String,
        mut watch: impl FnMut(Step<'_, '_>),
    ) -> Played {
        let _ = write!(out, "{}\t", self.game);
        let mut first = true;
        let played = raw
            .play(header, |step| {
                watch(step);
                if let Step::Move(played) = step
                    && played.depth == 0
                {
                    if !first {
                        out.push(' ');
                    }
                    first = false;
                    match played.mv {
                        Some(mv) => mv.to_uci(self.mode).append_to(out),
                        None => out.push_str("0000"),
                    }
                }
            })
            .map_err(Bad::Read)?;
        out.push('\n');
        Ok(played)
    }

    /// `{"game": 1, "tags": {...}, "variant": ..., "start": FEN, "uci": [...], "san": [...],
    /// "result": ..., "end": FEN}`: the game's main line walked.
    fn json(
        &self,
        raw: &RawGame<'_>,
        header: &Header,
        game: &Game,
        out: &mut String,
    ) -> Result<(), Bad> {
        let plies = game.ply_count();
        let (mut uci, mut san) = (Vec::with_capacity(plies), Vec::with_capacity(plies));
        let (mut comments, mut clk) = (Vec::with_capacity(plies), Vec::with_capacity(plies));
        let (mut emt, mut eval) = (Vec::with_capacity(plies), Vec::with_capacity(plies));
        // The main line replayed with its history, for the outcome and the claims at its end.
        let history = game.state();
        let mut walk = game.plies();
        while let Some(ply) = walk.next_ply() {
            // UCI and SAN write every legal move.
            uci.push(ply.write(MoveFormat::UCI).unwrap_or_default());
            san.push(ply.write(self.san).unwrap_or_default());
            comments.push(ply.comment());
            clk.push(ply.clock().map(json::Seconds));
            emt.push(ply.elapsed().map(json::Seconds));
            eval.push(ply.eval().and_then(json::EvalJson::of));
        }
        let mut start = String::new();
        self.fen(&header.start, &mut start)?;
        let mut end_fen = String::new();
        self.fen(game.end(), &mut end_fen)?;
        let json = json::PgnGame {
            game: self.game,
            tags: json::Pairs(raw.tags().iter().collect()),
            variant: header.variant.to_string(),
            lang: self.lang.to_string(),
            start,
            uci,
            san,
            start_comment: game.start_comment(),
            comments,
            clk,
            emt,
            eval,
            result: game.result().to_string(),
            end: end_fen,
            outcome: history.outcome().map(json::OutcomeJson::of),
            claims: history.claims().into_iter().map(Claim::name).collect(),
        };
        json::append(&json, out);
        out.push('\n');
        Ok(())
    }
}

/// A buffered input that counts the bytes consumed, for the progress line.
struct Counted<R> {
    inner: R,
    consumed: Arc<AtomicU64>,
}

impl<R: BufRead> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.consumed.fetch_add(read as u64, Relaxed);
        Ok(read)
    }
}

impl<R: BufRead> BufRead for Counted<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.consumed.fetch_add(amount as u64, Relaxed);
        self.inner.consume(amount);
    }
}

#[cfg(test)]
mod tests {
    use super::push_decimal;

    #[test]
    fn decimals_are_written_whole() {
        for n in [0, 7, 10, 99, 100, 4_294_967_295] {
            let mut out = String::from("x");
            push_decimal(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
    }
}
