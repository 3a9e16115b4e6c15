//! An input read ahead on a thread of its own, for [`PgnReader::map_parallel`]: the threads
//! that play games take them from the input in turn, and the input's own work (a
//! decompressor) is then not done in anyone's turn. An input that is only copied (a plain
//! file) is better read in the turns: the copy lands in a buffer that stays in the cache,
//! where a thread of its own copies into chunks that do not (decision 0021's note).
//!
//! [`PgnReader::map_parallel`]: super::PgnReader::map_parallel

use std::io::{self, BufRead, Read};
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, sync_channel};
use std::sync::{Arc, Mutex};

/// How many bytes the reading thread reads before it hands them over.
const CHUNK: usize = 256 << 10;

/// How many chunks may wait, read and not yet taken: memory stays bounded by
/// `(WAITING + 2) × CHUNK` bytes (the waiting ones, the one being read, the one being taken).
const WAITING: usize = 4;

/// A chunk read: its bytes, how many of them were read, or the error that ended the input.
type Chunk = io::Result<(Vec<u8>, usize)>;

/// A [`BufRead`] over an input that a thread of its own reads ahead, a chunk of 256 KiB at a
/// time, at most a few chunks ahead. What it gives is the input's bytes, in order, then its
/// error if one ends it.
///
/// The thread ends at the input's end, at its error, or once this reader is dropped and it
/// has read its next chunk: a reader dropped before the end may leave it waiting on an input
/// that gives nothing more (a pipe left open), until that input ends.
///
/// ```
/// use std::ops::ControlFlow;
/// use fenkit::pgn::{PgnReader, ReadAhead};
/// let pgn = "1. e4 e5 *\n\n1. d4 d5 *\n".repeat(1000);
/// // A file or stdin in a program; any input that can go to another thread.
/// let input = ReadAhead::new(std::io::Cursor::new(pgn.into_bytes()));
/// let mut good = 0;
/// PgnReader::new(input).map_parallel(
///     2,
///     |raw| raw.header().is_ok(),
///     |played| {
///         good += usize::from(played.is_ok_and(|ok| ok));
///         ControlFlow::Continue(())
///     },
/// );
/// assert_eq!(good, 2000);
/// ```
pub struct ReadAhead {
    chunks: Receiver<Chunk>,
    /// Chunks taken, given back to the reading thread to be filled again.
    spent: SyncSender<Vec<u8>>,
    /// The input itself, read on this thread, when the system gave no other.
    here: Option<Box<dyn Read + Send>>,
    chunk: Vec<u8>,
    /// How many bytes of `chunk` were read, and how many of them are taken.
    filled: usize,
    taken: usize,
    /// Whether the input has ended (or its error was given).
    ended: bool,
    /// An error read here after some bytes, given after them.
    failed: Option<io::Error>,
}

impl core::fmt::Debug for ReadAhead {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ReadAhead")
            .field("on_this_thread", &self.here.is_some())
            .field("buffered", &(self.filled - self.taken))
            .field("ended", &self.ended)
            .finish_non_exhaustive()
    }
}

impl ReadAhead {
    /// Reads `input` ahead on a thread of its own (on this thread, a chunk at a time, when the
    /// system gives none).
    pub fn new<R: Read + Send + 'static>(input: R) -> ReadAhead {
        let (give, chunks) = sync_channel(WAITING);
        let (spent, refill) = sync_channel(WAITING + 2);
        // Put where the thread takes it, so that it comes back if there is no thread.
        let slot = Arc::new(Mutex::new(Some(input)));
        let theirs = Arc::clone(&slot);
        let started = std::thread::Builder::new()
            .name("fenkit read-ahead".to_owned())
            .spawn(move || {
                let input = theirs.lock().ok().and_then(|mut input| input.take());
                if let Some(input) = input {
                    read_ahead(input, &give, &refill);
                }
            });
        let here = match started {
            Ok(_) => None,
            Err(_) => slot
                .lock()
                .ok()
                .and_then(|mut input| input.take())
                .map(|input| Box::new(input) as Box<dyn Read + Send>),
        };
        ReadAhead {
            chunks,
            spent,
            here,
            chunk: Vec::new(),
            filled: 0,
            taken: 0,
            ended: false,
            failed: None,
        }
    }

    /// The next chunk: from the reading thread, or read here.
    fn next_chunk(&mut self) -> Option<Chunk> {
        let Some(input) = self.here.as_mut() else {
            return self.chunks.recv().ok();
        };
        if let Some(err) = self.failed.take() {
            return Some(Err(err));
        }
        let mut chunk = core::mem::take(&mut self.chunk);
        chunk.resize(CHUNK, 0);
        let (filled, failed) = fill(input, &mut chunk);
        self.failed = failed;
        if filled > 0 {
            Some(Ok((chunk, filled)))
        } else {
            self.failed.take().map(Err)
        }
    }
}

/// Reads `input` into `chunk` until it is full or the input ends: how many bytes, and the
/// error that stopped it (the bytes read before it are kept).
fn fill(input: &mut impl Read, chunk: &mut [u8]) -> (usize, Option<io::Error>) {
    let mut filled = 0;
    while filled < chunk.len() {
        match input.read(&mut chunk[filled..]) {
            Ok(0) => break,
            Ok(read) => filled += read,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(err) => return (filled, Some(err)),
        }
    }
    (filled, None)
}

/// The reading thread: fills chunks (those given back first) and hands them over until the
/// input ends, fails, or the reader is gone.
fn read_ahead<R: Read>(mut input: R, give: &SyncSender<Chunk>, refill: &Receiver<Vec<u8>>) {
    loop {
        let mut chunk = match refill.try_recv() {
            Ok(chunk) => chunk,
            Err(TryRecvError::Empty) => vec![0; CHUNK],
            Err(TryRecvError::Disconnected) => return,
        };
        let (filled, failed) = fill(&mut input, &mut chunk);
        let ended = filled < chunk.len();
        if filled > 0 && give.send(Ok((chunk, filled))).is_err() {
            return;
        }
        if let Some(err) = failed {
            drop(give.send(Err(err)));
            return;
        }
        if ended {
            return;
        }
    }
}

impl Read for ReadAhead {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        super::input::read_buffered(self, buf)
    }
}

impl BufRead for ReadAhead {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.taken == self.filled && !self.ended {
            if self.here.is_none() {
                let spent = core::mem::take(&mut self.chunk);
                if !spent.is_empty() {
                    // The reading thread may have enough already: then this one is dropped.
                    drop(self.spent.try_send(spent));
                }
            }
            (self.filled, self.taken) = (0, 0);
            match self.next_chunk() {
                Some(Ok((chunk, filled))) => (self.chunk, self.filled) = (chunk, filled),
                Some(Err(err)) => {
                    self.ended = true;
                    return Err(err);
                }
                None => self.ended = true,
            }
        }
        Ok(&self.chunk[self.taken..self.filled])
    }

    fn consume(&mut self, amount: usize) {
        self.taken = (self.taken + amount).min(self.filled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::QuickCheck;

    /// An input that gives its bytes in pieces of the sizes asked, an interruption between
    /// some, and then an error if it has one.
    struct Pieces {
        bytes: Vec<u8>,
        at: usize,
        sizes: Vec<usize>,
        turn: usize,
        error: bool,
    }

    impl Read for Pieces {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.turn += 1;
            if self.turn.is_multiple_of(3) {
                return Err(io::ErrorKind::Interrupted.into());
            }
            if self.at == self.bytes.len() {
                return if self.error {
                    Err(io::Error::other("the disk is gone"))
                } else {
                    Ok(0)
                };
            }
            let size = self.sizes.get(self.turn % self.sizes.len().max(1)).copied();
            let len = size
                .unwrap_or(1)
                .clamp(1, buf.len())
                .min(self.bytes.len() - self.at);
            buf[..len].copy_from_slice(&self.bytes[self.at..self.at + len]);
            self.at += len;
            Ok(len)
        }
    }

    /// Everything `input` gives, taken in pieces of `take` bytes, and the error at its end.
    fn drain(mut input: impl BufRead, take: usize) -> (Vec<u8>, Option<String>) {
        let mut got = Vec::new();
        loop {
            match input.fill_buf() {
                Ok([]) => return (got, None),
                Ok(available) => {
                    let len = available.len().min(take.max(1));
                    got.extend_from_slice(&available[..len]);
                    input.consume(len);
                }
                Err(err) => return (got, Some(err.to_string())),
            }
        }
    }

    #[test]
    fn the_bytes_come_whole_and_in_order_then_the_error() {
        fn agree(len: u32, sizes: Vec<usize>, take: usize, error: bool) -> bool {
            // Up to a few chunks, so that chunks are filled, handed over and given back.
            let len = len as usize % (3 * CHUNK + 1000);
            let bytes: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
            let pieces = |bytes: &[u8]| Pieces {
                bytes: bytes.to_vec(),
                at: 0,
                sizes: sizes.iter().map(|s| s % 100_000).collect(),
                turn: 0,
                error,
            };
            let expected = (bytes.clone(), error.then(|| "the disk is gone".to_owned()));
            let ahead = drain(ReadAhead::new(pieces(&bytes)), take % 70_000);
            // The same on this thread, as when the system gives no other.
            let mut here = ReadAhead::new(io::empty());
            here.here = Some(Box::new(pieces(&bytes)));
            let on_this_thread = drain(here, take % 70_000);
            ahead == expected && on_this_thread == expected
        }
        QuickCheck::new()
            .tests(40)
            .quickcheck(agree as fn(u32, Vec<usize>, usize, bool) -> bool);
        // An error with nothing before it, and one right after a full chunk: no empty chunk
        // (the end, to a reader) comes before it.
        for len in [0, CHUNK, 2 * CHUNK] {
            for take in [1, CHUNK] {
                assert!(agree(len as u32, vec![CHUNK], take, true), "{len} {take}");
            }
        }
    }

    #[test]
    fn a_reader_dropped_before_the_end_lets_its_thread_end() {
        // More than the chunks that may wait: the thread is blocked handing one over when the
        // reader goes, and must end rather than wait for ever.
        let bytes = vec![b'x'; (WAITING + 3) * CHUNK];
        let (done, ended) = std::sync::mpsc::channel();
        struct Watched(io::Cursor<Vec<u8>>, std::sync::mpsc::Sender<()>);
        impl Read for Watched {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                self.0.read(buf)
            }
        }
        impl Drop for Watched {
            fn drop(&mut self) {
                self.1.send(()).ok();
            }
        }
        let mut ahead = ReadAhead::new(Watched(io::Cursor::new(bytes), done));
        assert_eq!(ahead.fill_buf().unwrap().len(), CHUNK);
        drop(ahead);
        assert!(
            ended
                .recv_timeout(std::time::Duration::from_secs(10))
                .is_ok()
        );
    }

    #[test]
    fn read_gives_the_same_bytes_as_fill_buf() {
        let bytes: Vec<u8> = (0..CHUNK + 10).map(|i| i as u8).collect();
        let mut ahead = ReadAhead::new(io::Cursor::new(bytes.clone()));
        let mut got = vec![0; 10];
        assert_eq!(ahead.read(&mut got).unwrap(), 10);
        assert!(format!("{ahead:?}").contains(&format!("buffered: {}", CHUNK - 10)));
        ahead.read_to_end(&mut got).unwrap();
        assert_eq!(got, bytes);
        assert!(format!("{ahead:?}").contains("ended: true"));
    }
}
