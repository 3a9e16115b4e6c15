//! What `fenkit pgn` takes besides its games' options: how many threads play the games, and how
//! deep variations may nest; and what each game gives back to be written in order.

use std::io::{self, BufRead};
use std::num::NonZeroUsize;

use clap::Args;
use fenkit::pgn::{Decoder, Decompressed, Encoding, PgnReader, PgnWarning, decompress};

/// The options of how the input is read.
#[derive(Debug, Args)]
pub(crate) struct Input {
    /// How many threads play the games (default: one per core). The output is the same for
    /// any number: games are read in order, played in parallel, and written in input order.
    #[arg(long, value_name = "N")]
    threads: Option<NonZeroUsize>,
    /// The deepest variations may nest (default 1000): a game with deeper ones is a bad game,
    /// read in memory that does not grow with the depth.
    #[arg(long, value_name = "DEPTH", default_value_t = fenkit::movetext::MAX_VARIATION_DEPTH)]
    max_depth: u32,
    /// How the text is encoded: utf8 (a byte that is not UTF-8 makes its game bad, naming the
    /// byte), latin1, cp1252 (Windows-1252), or auto (UTF-8, else Windows-1252 from the first
    /// byte that is not, with a warning for the file). Input compressed with gzip, zstd or
    /// bzip2 is read as it is, whatever the encoding.
    #[arg(long, value_name = "ENCODING", default_value = "utf8", value_parser = parse_encoding)]
    encoding: Encoding,
}

/// Reads `utf8`, `latin1`, `cp1252` or `auto` for clap.
fn parse_encoding(text: &str) -> Result<Encoding, String> {
    text.parse()
        .map_err(|_| format!("unknown encoding {text:?}, expected utf8, latin1, cp1252 or auto"))
}

/// The text of an input: decompressed when it is compressed, decoded as the options say.
pub(crate) type Text<R> = Decoder<Decompressed<R>>;

impl Input {
    /// The threads to play the games on.
    pub(crate) fn threads(&self) -> usize {
        self.threads
            .or_else(|| std::thread::available_parallelism().ok())
            .map_or(1, NonZeroUsize::get)
    }

    /// The text of `input`.
    pub(crate) fn open<R: BufRead>(&self, input: R) -> io::Result<Text<R>> {
        Ok(Decoder::new(decompress(input)?, self.encoding))
    }

    /// The reader, set as the options say.
    pub(crate) fn settings<R: std::io::BufRead>(&self, reader: PgnReader<R>) -> PgnReader<R> {
        reader.max_variation_depth(self.max_depth)
    }
}

/// What one game gives: its lines for stdout, its warnings, or why it is bad (then its lines
/// are not written).
#[derive(Debug, Default)]
pub(crate) struct Outcome {
    pub(crate) text: String,
    pub(crate) warnings: Vec<String>,
    pub(crate) error: Option<String>,
}

impl Outcome {
    /// The outcome of writing a game into a text.
    pub(crate) fn of(
        write: impl FnOnce(&mut String) -> Result<Vec<PgnWarning>, String>,
    ) -> Outcome {
        // Room for most games' lines at once.
        let mut text = String::with_capacity(4096);
        match write(&mut text) {
            Ok(warnings) => Outcome {
                text,
                warnings: warnings.iter().map(ToString::to_string).collect(),
                error: None,
            },
            Err(error) => Outcome::bad(error),
        }
    }

    /// A bad game.
    pub(crate) fn bad(error: String) -> Outcome {
        Outcome {
            error: Some(error),
            ..Outcome::default()
        }
    }
}
