//! Playing the games of a PGN input on several threads, in input order.

use std::any::Any;
use std::collections::BTreeMap;
use std::io::BufRead;
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Mutex, PoisonError, mpsc};

use super::error::PgnError;
use super::read::{Parts, PgnReader, RawGame, Taken};

/// How many games go to a thread at a time: enough that handing them over costs little, few
/// enough that the games in flight stay in the caches (2 threads on the 50 MB sample: 8 and 16
/// were quicker than 32 in most alternating runs of benches/pgn_cli.sh's commands, 128 slower).
const BATCH: usize = 16;

/// How many batches each thread may have waiting or done but not yet given, in order, to the
/// sink: memory stays bounded by `threads × BATCHES_IN_FLIGHT × BATCH` games.
const BATCHES_IN_FLIGHT: usize = 4;

/// The most threads games are played on: more only cost memory (each takes a stack and its
/// batches), and a number from a user (`--threads 99999`) must not exhaust the system.
const MAX_THREADS: usize = 256;

/// What a thread gives back for a batch: its values, or the panic that stopped it.
type Played<T> = Result<Vec<T>, Box<dyn Any + Send>>;

impl<R: BufRead> PgnReader<R> {
    /// Reads the games on this thread and gives each, as a [`RawGame`], to `work` on one of
    /// `threads` threads, this one among them (this thread finds where each game ends, and plays
    /// a batch of games itself whenever the others have all it can give them; a game's tags are
    /// read and its movetext's tokens found on the thread that plays it, so the work spreads
    /// evenly); gives what `work` returns to `sink` on this thread, in input order,
    /// until the input ends or `sink` breaks. Memory stays bounded: a fixed number of games
    /// (64 a thread) are in flight at once. An error reading the input comes last,
    /// as from [`next_raw`](Self::next_raw); every game's own errors are `work`'s to find
    /// ([`RawGame::play`] names the game and line as it does on one thread).
    ///
    /// With `threads` at most 1, everything runs on this thread; more than 256 are 256, and when
    /// the system gives fewer threads than asked (none: everything on this thread), the games
    /// are played on those it gives. Whatever the number of
    /// threads, `sink` sees the same values in the same order. A panic in `work` ends the
    /// reading and is raised again on this thread, as it would be with one thread.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use fenkit::pgn::PgnReader;
    /// let pgn = "1. e4 e5 *\n\n1. d4 Nf3 *\n\n1. c4 *\n".repeat(50);
    /// let mut plies = Vec::new();
    /// PgnReader::new(pgn.as_bytes()).map_parallel(
    ///     2,
    ///     |raw| {
    ///         let header = raw.header()?;
    ///         let mut count = 0;
    ///         raw.play(&header, |_| count += 1)?;
    ///         Ok::<_, fenkit::pgn::PgnError>(count - 1)
    ///     },
    ///     |played| {
    ///         plies.push(played.and_then(|count| count).map_err(|e| e.to_string()));
    ///         ControlFlow::Continue(())
    ///     },
    /// );
    /// assert_eq!(plies.len(), 150);
    /// assert_eq!(plies[0], Ok(2));
    /// assert_eq!(plies[1], Err("game 2 (line 3, column 7): 1... Nf3: no black knight can move to f3".to_owned()));
    /// assert_eq!(plies[149], Ok(1));
    /// ```
    pub fn map_parallel<T, W, S>(&mut self, threads: usize, work: W, mut sink: S)
    where
        T: Send,
        W: Fn(RawGame<'_>) -> T + Sync,
        S: FnMut(Result<T, PgnError>) -> ControlFlow<()>,
    {
        let threads = threads.min(MAX_THREADS);
        if threads <= 1 || !self.map_on_threads(threads, &work, &mut sink) {
            while let Some(raw) = self.next_raw() {
                if sink(raw.map(&work)).is_break() {
                    return;
                }
            }
        }
    }

    /// [`map_parallel`](Self::map_parallel) on this thread and as many of `threads - 1` others
    /// as the system gives; `false`, having read nothing, when it gives none.
    fn map_on_threads<T, W, S>(&mut self, threads: usize, work: &W, sink: &mut S) -> bool
    where
        T: Send,
        W: Fn(RawGame<'_>) -> T + Sync,
        S: FnMut(Result<T, PgnError>) -> ControlFlow<()>,
    {
        // Room for every batch in flight: the reader never waits to hand one over (a thread
        // waiting on a full channel spins first, taking the core a player needs).
        let (jobs, waiting) =
            mpsc::sync_channel::<(usize, Vec<Taken>)>(threads * BATCHES_IN_FLIGHT);
        let waiting = Mutex::new(waiting);
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel::<(usize, Played<T>, Vec<Parts>)>();
            let mut spawned = 0;
            for _ in 1..threads {
                let (waiting, done) = (&waiting, done.clone());
                let player = std::thread::Builder::new().spawn_scoped(scope, move || {
                    loop {
                        let job = waiting
                            .lock()
                            .unwrap_or_else(PoisonError::into_inner)
                            .recv();
                        let Ok(job) = job else { break };
                        if done.send(play(work, job)).is_err() {
                            break;
                        }
                    }
                });
                // A system out of threads (or memory for their stacks) plays on fewer.
                if player.is_err() {
                    break;
                }
                spawned += 1;
            }
            drop(done);
            if spawned == 0 {
                return false;
            }
            let mut spares: Vec<Parts> = Vec::new();
            let mut ready: BTreeMap<usize, Vec<T>> = BTreeMap::new();
            let (mut sent, mut given) = (0, 0);
            let mut reading = true;
            let mut failed = None;
            'run: loop {
                while reading && sent - given < (spawned + 1) * BATCHES_IN_FLIGHT {
                    let mut batch = Vec::with_capacity(BATCH);
                    while batch.len() < BATCH {
                        match self.next_taken(spares.pop().unwrap_or_default()) {
                            Some(Ok(taken)) => batch.push(taken),
                            Some(Err(err)) => {
                                failed = Some(err);
                                reading = false;
                            }
                            None => reading = false,
                        }
                        if !reading {
                            break;
                        }
                    }
                    if batch.is_empty() || jobs.send((sent, batch)).is_err() {
                        break;
                    }
                    sent += 1;
                }
                if given == sent {
                    break;
                }
                // A batch played, or else one still waiting played here (a thread more would
                // share the cores with this one, and take the place of a player each time it
                // woke), or else the wait. Only `try_lock`: a player waiting for a job holds
                // the lock, and would wait for this thread.
                let next = match finished.try_recv() {
                    Ok(next) => Ok(next),
                    Err(_) => match waiting.try_lock().ok().and_then(|w| w.try_recv().ok()) {
                        Some(job) => Ok(play(work, job)),
                        None => finished.recv(),
                    },
                };
                let Ok((seq, out, parts)) = next else {
                    break;
                };
                spares.extend(parts);
                let out = match out {
                    Ok(out) => out,
                    Err(panic) => {
                        // The jobs close first, so the other threads end and the scope can
                        // join them as the panic unwinds.
                        drop(jobs);
                        panic::resume_unwind(panic)
                    }
                };
                ready.insert(seq, out);
                while let Some(out) = ready.remove(&given) {
                    given += 1;
                    for value in out {
                        if sink(Ok(value)).is_break() {
                            failed = None;
                            break 'run;
                        }
                    }
                }
            }
            // The threads end once the jobs are gone.
            drop(jobs);
            if let Some(err) = failed {
                let _ = sink(Err(err));
            }
            true
        })
    }
}

/// Plays a batch: its values (or the panic that stopped them), its sequence number, and the
/// parts to reuse.
fn play<T, W>(work: &W, (seq, mut batch): (usize, Vec<Taken>)) -> (usize, Played<T>, Vec<Parts>)
where
    W: Fn(RawGame<'_>) -> T,
{
    // A panic goes to the reading thread, which raises it: a thread that died with it would
    // leave the reader waiting for its batch.
    let out = panic::catch_unwind(AssertUnwindSafe(|| {
        batch.iter_mut().map(|taken| work(taken.raw())).collect()
    }));
    let spares = batch.into_iter().map(|taken| taken.parts).collect();
    (seq, out, spares)
}
