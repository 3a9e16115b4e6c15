//! Where `fenkit pgn` writes and what it adds to the games (`--output`, `--split`, `--tags`,
//! `--width`, `--add`, `--fix-result`, `--quiet`): pgn-extract's output options.

use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use fenkit::movetext::GameResult;
use fenkit::notation::{MoveFormat, MoveNotation};
use fenkit::pgn::{Game, LINE_WIDTH, PgnWriter, TagOrder, TagSet};
use fenkit::{Color, Lang};

/// Buffer size for writing.
const BUFFER: usize = 1 << 17;

/// The output options.
#[derive(Debug, Args)]
#[command(next_help_heading = "Output")]
pub(crate) struct OutputArgs {
    /// Write to FILE instead of stdout.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// With --output, files of N games each: FILE with -1, -2, … before its extension
    /// (`--output games.pgn --split 1000` writes games-1.pgn, games-2.pgn, …).
    #[arg(long, value_name = "N", requires = "output")]
    split: Option<NonZeroUsize>,
    /// Which tags --to pgn writes: all; roster (the Seven Tag Roster, and FEN, SetUp and
    /// Variant where the game needs them); none (the movetext alone).
    #[arg(long, value_name = "SET", default_value = "all", value_parser = parse_tags)]
    tags: TagSet,
    /// The order of the tags after the Seven Tag Roster (--to pgn): export (ASCII order of
    /// their names, as PGN export format wants) or file (as read).
    #[arg(long, value_name = "ORDER", default_value = "export", value_parser = parse_tag_order)]
    tag_order: TagOrder,
    /// After each move, a comment holding the FEN of the position after it (--to pgn; in
    /// variations too, as pgn-extract's --fencomments).
    #[arg(long)]
    fen_comments: bool,
    /// Write the main line without its variations, then each variation as a game of its
    /// own: the moves that lead to it, then its own (--to pgn; as pgn-extract's
    /// --splitvariants).
    #[arg(long)]
    pub(crate) split_variations: bool,
    /// The notation of the moves --to pgn writes: san (PGN's, the default), lan, fan, uci,
    /// iccf or descriptive (then not PGN export format, as pgn-extract's -W; lan and fan in
    /// --to-lang).
    #[arg(long, value_name = "NOTATION", value_parser = parse_notation)]
    notation: Option<MoveNotation>,
    /// The longest movetext line --to pgn writes, in characters (a longer comment or move
    /// has a line of its own).
    #[arg(long, value_name = "N", default_value_t = LINE_WIDTH)]
    width: usize,
    /// Tags to add to the games --to pgn writes: plycount (a PlyCount tag, the plies of the
    /// main line).
    #[arg(long, value_name = "TAG", value_enum)]
    add: Vec<Added>,
    /// Set the result (tag and movetext) from the last position of the main line when the
    /// game is decided there: checkmate, stalemate, insufficient material, fivefold
    /// repetition, the seventy-five-move rule (--to pgn; selection sees the result read).
    #[arg(long)]
    fix_result: bool,
    /// Set the ECO and Opening tags (--to pgn) from lichess's opening table: the deepest
    /// position of the main line the table names, transpositions included.
    #[arg(long)]
    pub(crate) classify: bool,
    /// No warnings and no summary on stderr (errors still).
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,
}

/// A tag `--add` adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Added {
    /// `PlyCount`: the plies of the main line.
    Plycount,
}

/// Reads a move notation's name.
fn parse_notation(text: &str) -> Result<MoveNotation, String> {
    text.parse()
        .map_err(|err: fenkit::ParseNameError| err.to_string())
}

/// Reads `export` or `file`.
fn parse_tag_order(text: &str) -> Result<TagOrder, String> {
    text.parse()
        .map_err(|_| format!("unknown tag order {text:?}, expected export or file"))
}

/// Reads `all`, `roster` or `none`.
fn parse_tags(text: &str) -> Result<TagSet, String> {
    text.parse()
        .map_err(|_| format!("unknown tag set {text:?}, expected all, roster or none"))
}

impl OutputArgs {
    /// Whether the options say how PGN is written (so they apply to --to pgn only).
    pub(crate) fn shapes_pgn(&self) -> bool {
        self.tags != TagSet::All
            || self.tag_order != TagOrder::Export
            || self.fen_comments
            || self.split_variations
            || self.notation.is_some()
            || self.width != LINE_WIDTH
            || !self.add.is_empty()
            || self.fix_result
    }

    /// `writer` with the tags, notation and width the options say, the moves in `lang` when
    /// the notation has letters.
    pub(crate) fn writer(&self, writer: PgnWriter, lang: Lang) -> PgnWriter {
        let writer = match self.notation {
            Some(notation) => {
                let lang = if notation.takes_lang() {
                    lang
                } else {
                    Lang::En
                };
                // Only a language for a notation without letters is refused: not here.
                MoveFormat::new(notation, lang).map_or(writer, |format| writer.notation(format))
            }
            None => writer,
        };
        writer
            .tags(self.tags)
            .tag_order(self.tag_order)
            .fen_comments(self.fen_comments)
            .width(self.width)
    }

    /// Changes `game` as the options say: the result fixed, tags added.
    pub(crate) fn change(&self, game: &mut Game) {
        if self.fix_result
            && let Some(outcome) = game.state().outcome()
        {
            game.set_result(match outcome.winner() {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            });
        }
        if self.add.contains(&Added::Plycount) {
            let plies = game.ply_count().to_string();
            game.tags_mut().set("PlyCount", &plies);
        }
    }

    /// Where the output goes: stdout, a file, or files of so many games.
    pub(crate) fn sink(&self) -> io::Result<Sink> {
        let out: Box<dyn Write> = match &self.output {
            None => Box::new(io::stdout().lock()),
            Some(path) => match self.split {
                None => Box::new(create_file(path)?),
                Some(_) => Box::new(create_file(&part(path, 1))?),
            },
        };
        Ok(Sink {
            out: BufWriter::with_capacity(BUFFER, out),
            interactive: self.output.is_none() && io::stdout().is_terminal(),
            split: self.output.clone().zip(self.split),
            games: 0,
            part: 1,
        })
    }
}

/// A file created for writing, named in its error.
fn create_file(path: &Path) -> io::Result<File> {
    File::create(path)
        .map_err(|err| io::Error::new(err.kind(), format!("{}: {err}", path.display())))
}

/// A file created for writing, buffered, named in its error.
pub(crate) fn create(path: &Path) -> io::Result<BufWriter<File>> {
    create_file(path).map(|file| BufWriter::with_capacity(BUFFER, file))
}

/// The name of part `n` of a split output: `games.pgn` gives `games-3.pgn`.
fn part(path: &Path, n: usize) -> PathBuf {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}

/// Where the games go: stdout or a file, or the next file every so many games.
pub(crate) struct Sink {
    out: BufWriter<Box<dyn Write>>,
    /// Whether stdout is a terminal: each game is then shown as soon as it is read.
    interactive: bool,
    /// The file and the games of each part, when split.
    split: Option<(PathBuf, NonZeroUsize)>,
    /// Games written to the current part.
    games: usize,
    part: usize,
}

impl Sink {
    /// Writes one game's text (a game's lines, when it has some).
    pub(crate) fn game(&mut self, text: &[u8]) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        if let Some((path, size)) = &self.split
            && self.games == size.get()
        {
            self.out.flush()?;
            self.part += 1;
            self.games = 0;
            self.out =
                BufWriter::with_capacity(BUFFER, Box::new(create_file(&part(path, self.part))?));
        }
        self.out.write_all(text)?;
        self.games += 1;
        if self.interactive {
            self.out.flush()?;
        }
        Ok(())
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::part;
    use std::path::Path;

    #[test]
    fn parts_are_numbered_before_the_extension() {
        assert_eq!(part(Path::new("games.pgn"), 3), Path::new("games-3.pgn"));
        assert_eq!(
            part(Path::new("out/twic.1500.pgn"), 1),
            Path::new("out/twic.1500-1.pgn")
        );
        assert_eq!(part(Path::new("games"), 12), Path::new("games-12"));
    }
}
