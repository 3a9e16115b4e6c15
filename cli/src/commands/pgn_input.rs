//! What `fenkit pgn` takes besides its games' options: how many threads play the games, and how
//! deep variations may nest; and what each game gives back to be written in order.

use std::io::{self, BufRead};
use std::num::NonZeroUsize;
use std::sync::{Mutex, PoisonError};

use clap::Args;

use super::parse_encoding;
use fenkit::pgn::{Compression, Decoder, Encoding, PgnReader, PgnWarning, ReadAhead, decompress};

/// The options of how the input is read.
#[derive(Debug, Args)]
pub(crate) struct Input {
    /// How many threads play the games (default: one per core; at most 256, and fewer when the
    /// system gives fewer). The output is the same for
    /// any number: games are read in order, played in parallel, and written in input order.
    #[arg(long, value_name = "N")]
    threads: Option<NonZeroUsize>,
    /// The deepest variations may nest (default 1000): a game with deeper ones is a bad game,
    /// read in memory that does not grow with the depth.
    #[arg(long, value_name = "DEPTH", default_value_t = fenkit::movetext::MAX_VARIATION_DEPTH)]
    max_depth: u32,
    /// How the text is encoded: utf8 (a byte that is not UTF-8 makes its game bad, naming the
    /// byte), latin1, cp1252 (Windows-1252), or auto (each game UTF-8, else Windows-1252, with
    /// a warning for each game so read). Input compressed with gzip, zstd or
    /// bzip2 is read as it is, whatever the encoding.
    #[arg(long, value_name = "ENCODING", default_value = "utf8", value_parser = parse_encoding)]
    encoding: Encoding,
}

/// The text of an input: decompressed when it is compressed (and then ahead, on a thread of its
/// own, when games are played on several), decoded as the options say.
pub(crate) type Text = Decoder<Box<dyn BufRead + Send>>;

impl Input {
    /// The threads to play the games on.
    pub(crate) fn threads(&self) -> usize {
        self.threads
            .or_else(|| std::thread::available_parallelism().ok())
            .map_or(1, NonZeroUsize::get)
    }

    /// The text of `input`, whose games are played on `threads` threads. With more than one,
    /// compressed input is decompressed ahead on a thread of its own ([`ReadAhead`]), so that
    /// the threads that take games from it in turn do not wait for the decompressor; plain
    /// input is read in those turns, into a buffer that stays in the cache (a read-ahead
    /// thread only copies it, into memory that does not: decision 0021's note).
    pub(crate) fn open<R: BufRead + Send + 'static>(
        &self,
        input: R,
        threads: usize,
    ) -> io::Result<Text> {
        let input = decompress(input)?;
        let input: Box<dyn BufRead + Send> =
            if threads > 1 && input.compression() != Compression::None {
                Box::new(ReadAhead::new(input))
            } else {
                Box::new(input)
            };
        // auto decides game by game, in the reader.
        let encoding = match self.encoding {
            Encoding::Auto => Encoding::Utf8,
            encoding => encoding,
        };
        Ok(Decoder::new(input, encoding))
    }

    /// The reader, set as the options say.
    pub(crate) fn settings<R: std::io::BufRead>(&self, reader: PgnReader<R>) -> PgnReader<R> {
        reader
            .max_variation_depth(self.max_depth)
            .cp1252_fallback(self.encoding == Encoding::Auto)
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
    /// The outcome of writing a game into a text taken from `spares`.
    pub(crate) fn of(
        spares: &Spares,
        write: impl FnOnce(&mut String) -> Result<Vec<PgnWarning>, String>,
    ) -> Outcome {
        let mut text = spares.take();
        match write(&mut text) {
            Ok(warnings) => Outcome {
                text,
                warnings: warnings.iter().map(ToString::to_string).collect(),
                error: None,
            },
            Err(error) => {
                spares.give(text);
                Outcome::bad(error)
            }
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

/// The texts of games already written out, to be filled again: the threads that write games
/// take one each, the thread that writes them out gives it back, so no game allocates its own
/// (allocating on one thread and freeing on another costs more than the locks).
#[derive(Debug, Default)]
pub(crate) struct Spares(Mutex<Vec<String>>);

impl Spares {
    /// At most so many texts are kept: the games in flight are fewer.
    const KEPT: usize = 4096;

    /// An empty text, with room for most games' lines at once.
    fn take(&self) -> String {
        let spare = self.0.lock().unwrap_or_else(PoisonError::into_inner).pop();
        spare.unwrap_or_else(|| String::with_capacity(4096))
    }

    /// Gives back a text that was written out; one with no room (a game's text taken out
    /// before, left empty) is not kept, so that every text taken has room.
    pub(crate) fn give(&self, mut text: String) {
        if text.capacity() == 0 {
            return;
        }
        text.clear();
        let mut spares = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if spares.len() < Self::KEPT {
            spares.push(text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game left out gives its text back and leaves an empty one in its outcome, which is
    /// given back too: only the first is kept, so the next game to be written has room
    /// rather than growing a text from nothing.
    #[test]
    fn spares_keep_only_texts_with_room() {
        let spares = Spares::default();
        let mut text = spares.take();
        assert!(text.capacity() >= 4096);
        text.push_str("1. e4 e5 *");
        let room = text.capacity();
        spares.give(text);
        spares.give(String::new());
        let again = spares.take();
        assert!(again.is_empty());
        assert_eq!(again.capacity(), room);
        assert!(spares.take().capacity() >= 4096);
    }
}
