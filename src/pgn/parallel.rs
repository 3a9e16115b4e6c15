//! Playing the games of a PGN input on several threads, in input order.

use std::any::Any;
use std::collections::BTreeMap;
use std::io::BufRead;
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError, TryLockError, mpsc};

use super::error::PgnError;
use super::read::{Parts, PgnReader, RawGame, Taken};

/// How many games a thread takes from the input at a time: enough that taking turns at the
/// input costs little, few enough that the games in flight stay in the caches (2 threads on
/// the 50 MB sample: 16, 32 and 64 alike in alternating runs of benches/pgn_cli.sh's commands).
const BATCH: usize = 16;

/// How many batches each thread may have taken but not yet given, in order, to the sink:
/// memory stays bounded by `threads × BATCHES_IN_FLIGHT × BATCH` games.
const BATCHES_IN_FLIGHT: usize = 4;

/// The most threads games are played on: more only cost memory (each takes a stack and its
/// batches), and a number from a user (`--threads 99999`) must not exhaust the system.
const MAX_THREADS: usize = 256;

/// How many times a thread looks again for its turn at the input before it sleeps, when there
/// are no more threads than cores (about 50 µs): a thread put to sleep and woken takes longer
/// than another's batch takes to read (decision 0021).
const SPINS: usize = 4000;

/// What a thread gives back for a batch: its values, or the panic that stopped it.
type Played<T> = Result<Vec<T>, Box<dyn Any + Send>>;

impl<R: BufRead + Send> PgnReader<R> {
    /// Gives each game, as a [`RawGame`], to `work` on one of `threads` threads, this one
    /// among them, and what `work` returns to `sink` on this thread, in input order, until the
    /// input ends or `sink` breaks. The threads take batches of games from the input in turn,
    /// each reading their text into its own buffers and playing them itself, so that no game's
    /// text crosses from one core to another (decision 0021); a thread takes its next batch
    /// while it plays one, when the input is free. Memory stays bounded: a fixed
    /// number of games (64 a thread) are in flight at once. An error reading the input comes
    /// last, as from [`next_raw`](Self::next_raw); every game's own errors are `work`'s to find
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
        let shared = Shared::new(self, threads);
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel::<(usize, Played<T>)>();
            let mut spawned = 0;
            for _ in 1..threads {
                let (shared, done) = (&shared, done.clone());
                let player = std::thread::Builder::new().spawn_scoped(scope, move || {
                    let (mut spares, mut ahead) = (Vec::new(), Ahead::default());
                    while let Some(job) = ahead.next().or_else(|| shared.take(&mut spares)) {
                        let played = play(work, job, &mut spares, &mut ahead, shared);
                        if done.send(played).is_err() {
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
            let (mut spares, mut ahead) = (Vec::new(), Ahead::default());
            let mut ready: BTreeMap<usize, Vec<T>> = BTreeMap::new();
            let mut given = 0;
            'run: loop {
                // A batch played elsewhere, or else one taken and played here (after the wait
                // for the turn at the input), or else the wait for one (when as many batches are
                // in flight as may be, or the input has ended).
                let next = match finished.try_recv() {
                    Ok(next) => Some(next),
                    Err(_) => match ahead
                        .next()
                        .map_or_else(|| shared.try_take(&mut spares), Taking::Taken)
                    {
                        Taking::Taken(job) => {
                            Some(play(work, job, &mut spares, &mut ahead, &shared))
                        }
                        Taking::Ended(taken) if taken == given => break,
                        Taking::Ended(_) | Taking::Busy => finished.recv().ok(),
                    },
                };
                let Some((seq, out)) = next else { break };
                let out = match out {
                    Ok(out) => out,
                    Err(panic) => {
                        // The others stop taking batches, so the scope can join them as the
                        // panic unwinds.
                        shared.stop();
                        panic::resume_unwind(panic)
                    }
                };
                ready.insert(seq, out);
                let before = given;
                while let Some(out) = ready.remove(&given) {
                    given += 1;
                    for value in out {
                        if sink(Ok(value)).is_break() {
                            shared.lock().failed = None;
                            break 'run;
                        }
                    }
                }
                if given > before {
                    shared.give(given);
                }
            }
            // The others end once they see the stop or the end of the input.
            let failed = shared.stop();
            if let Some(err) = failed {
                let _ = sink(Err(err));
            }
            true
        })
    }
}

/// What the threads of [`PgnReader::map_parallel`] share: the input, which each takes
/// batches of games from in turn (so that a game's text is read into the buffers of the thread
/// that plays it, and never crosses to another core), and how far the batches have gone.
struct Shared<'a, R> {
    input: Mutex<Input<'a, R>>,
    /// Batches given to the sink, in order (set by the calling thread alone).
    given: AtomicUsize,
    /// Threads waiting for `room` (a wake-up is a system call: made only for them).
    waiting: AtomicUsize,
    room: Condvar,
    /// The most batches taken and not yet given.
    limit: usize,
    /// Whether a thread waiting for the input spins before it sleeps.
    spin: bool,
}

/// The reader, and what was taken from it.
struct Input<'a, R> {
    reader: &'a mut PgnReader<R>,
    /// Batches taken, each numbered in turn.
    taken: usize,
    /// Whether the work ends: the sink broke, a batch panicked, or the caller has finished.
    stop: bool,
    /// The error that ended the input, to give after every batch.
    failed: Option<PgnError>,
}

/// The next batch of a thread, taken while it plays the one before: after each game, the
/// thread looks once whether the input is free, and takes the next batch if it is. A thread
/// then seldom waits for its turn at the input, which the other holds about a tenth of the
/// time (2 threads, `--to uci` on the 50 MB sample: 2.5 % of the CPU time went to looking
/// again for a turn, none now; decision 0021's note).
#[derive(Default)]
struct Ahead {
    job: Option<(usize, Vec<Taken>)>,
    /// Whether the input has ended (or the work stops): nothing more to take.
    ended: bool,
}

impl Ahead {
    /// The batch taken ahead, if one was.
    fn next(&mut self) -> Option<(usize, Vec<Taken>)> {
        self.job.take()
    }

    /// Takes the next batch when none is taken yet and the input is free at once (and there
    /// is room).
    fn take_from<R: BufRead>(&mut self, shared: &Shared<'_, R>, spares: &mut Vec<Parts>) {
        if self.job.is_some() || self.ended {
            return;
        }
        let mut input = match shared.input.try_lock() {
            Ok(input) => input,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return,
        };
        match shared.next(&mut input, spares) {
            Taking::Taken(job) => self.job = Some(job),
            Taking::Ended(_) => self.ended = true,
            Taking::Busy => {}
        }
    }
}

/// What [`Shared::try_take`] found.
enum Taking {
    Taken((usize, Vec<Taken>)),
    /// As many batches are in flight as may be.
    Busy,
    /// The input has ended (or the work stops), after this many batches.
    Ended(usize),
}

impl<'a, R: BufRead> Shared<'a, R> {
    /// The input of `threads` threads, nothing taken yet.
    fn new(reader: &'a mut PgnReader<R>, threads: usize) -> Shared<'a, R> {
        Shared {
            input: Mutex::new(Input {
                reader,
                taken: 0,
                stop: false,
                failed: None,
            }),
            given: AtomicUsize::new(0),
            waiting: AtomicUsize::new(0),
            room: Condvar::new(),
            limit: threads * BATCHES_IN_FLIGHT,
            spin: std::thread::available_parallelism().is_ok_and(|cores| threads <= cores.get()),
        }
    }

    /// The input, once no other thread holds it: looked for again and again first, when
    /// the threads have a core each (see [`SPINS`]).
    fn lock(&self) -> MutexGuard<'_, Input<'a, R>> {
        for _ in 0..if self.spin { SPINS } else { 0 } {
            match self.input.try_lock() {
                Ok(input) => return input,
                Err(TryLockError::Poisoned(poisoned)) => return poisoned.into_inner(),
                Err(TryLockError::WouldBlock) => core::hint::spin_loop(),
            }
        }
        self.input.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The next batch of games and its number, waiting for room when as many are in flight
    /// as may be; `None` when the input has ended or the work stops.
    fn take(&self, spares: &mut Vec<Parts>) -> Option<(usize, Vec<Taken>)> {
        let mut input = self.lock();
        loop {
            match self.next(&mut input, spares) {
                Taking::Taken(job) => return Some(job),
                Taking::Ended(_) => return None,
                Taking::Busy => {}
            }
            // Counted before `given` is looked at again, so that the caller, having set it,
            // sees that this thread waits (sequentially consistent: see `give`).
            self.waiting.fetch_add(1, SeqCst);
            if !self.has_room(&input) {
                input = self
                    .room
                    .wait(input)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            self.waiting.fetch_sub(1, SeqCst);
        }
    }

    /// [`take`](Self::take) without waiting for room (only for another thread reading).
    fn try_take(&self, spares: &mut Vec<Parts>) -> Taking {
        self.next(&mut self.lock(), spares)
    }

    /// The next batch from `input`, when there is room for it.
    fn next(&self, input: &mut Input<'a, R>, spares: &mut Vec<Parts>) -> Taking {
        if input.stop {
            return Taking::Ended(input.taken);
        }
        if !self.has_room(input) {
            return Taking::Busy;
        }
        match input.batch(spares) {
            Some(job) => Taking::Taken(job),
            None => Taking::Ended(input.taken),
        }
    }

    fn has_room(&self, input: &Input<'a, R>) -> bool {
        input.taken - self.given.load(SeqCst) < self.limit
    }

    /// Notes that `given` batches went to the sink, and wakes the threads waiting for room.
    fn give(&self, given: usize) {
        self.given.store(given, SeqCst);
        if self.waiting.load(SeqCst) > 0 {
            // Under the lock, so that a thread between its look at `given` and its wait is
            // waiting by the time this wakes it.
            let _input = self.lock();
            self.room.notify_all();
        }
    }

    /// Stops the work: the other threads take no more batches. The error that ended the
    /// input, if one did.
    fn stop(&self) -> Option<PgnError> {
        let failed = {
            let mut input = self.lock();
            input.stop = true;
            input.failed.take()
        };
        self.room.notify_all();
        failed
    }
}

impl<R: BufRead> Input<'_, R> {
    /// The next batch of games (up to [`BATCH`]), read into `spares` (the buffers of the
    /// thread that plays them), and its number; `None` at the end of the input.
    fn batch(&mut self, spares: &mut Vec<Parts>) -> Option<(usize, Vec<Taken>)> {
        let mut batch = Vec::with_capacity(BATCH);
        while batch.len() < BATCH {
            match self.reader.next_taken(spares.pop().unwrap_or_default()) {
                Some(Ok(taken)) => batch.push(taken),
                Some(Err(err)) => {
                    self.failed = Some(err);
                    break;
                }
                None => break,
            }
        }
        if batch.is_empty() {
            return None;
        }
        let seq = self.taken;
        self.taken += 1;
        Some((seq, batch))
    }
}

/// Plays a batch: its sequence number and its values (or the panic that stopped them); its
/// buffers go back to `spares`. After each game, the next batch is taken `ahead` from `shared`
/// if the input is free.
fn play<T, W, R>(
    work: &W,
    (seq, mut batch): (usize, Vec<Taken>),
    spares: &mut Vec<Parts>,
    ahead: &mut Ahead,
    shared: &Shared<'_, R>,
) -> (usize, Played<T>)
where
    W: Fn(RawGame<'_>) -> T,
    R: BufRead,
{
    // A panic goes to the calling thread, which raises it: a thread that died with it would
    // leave the caller waiting for its batch.
    let out = panic::catch_unwind(AssertUnwindSafe(|| {
        let mut out = Vec::with_capacity(batch.len());
        for taken in &mut batch {
            out.push(work(taken.raw()));
            ahead.take_from(shared, spares);
        }
        out
    }));
    spares.extend(batch.into_iter().map(|taken| taken.parts));
    (seq, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_batch_is_taken_ahead_only_when_the_input_is_free_at_once() {
        let pgn = "1. e4 e5 *\n\n".repeat(BATCH + 1);
        let mut reader = PgnReader::new(pgn.as_bytes());
        let shared = Shared::new(&mut reader, 2);
        let (mut ahead, mut spares) = (Ahead::default(), Vec::new());
        // Another thread holds the input: nothing is taken, and nothing waits for it.
        let held = shared.lock();
        ahead.take_from(&shared, &mut spares);
        assert!(ahead.job.is_none());
        drop(held);
        // Free: the first batch, whole; taken once only.
        ahead.take_from(&shared, &mut spares);
        ahead.take_from(&shared, &mut spares);
        let (seq, batch) = ahead.next().expect("the first batch");
        assert_eq!((seq, batch.len()), (0, BATCH));
        assert!(ahead.next().is_none());
        // No room while as many batches are in flight as may be.
        shared.lock().taken = shared.limit;
        ahead.take_from(&shared, &mut spares);
        assert!(ahead.job.is_none() && !ahead.ended);
        shared.lock().taken = 1;
        ahead.take_from(&shared, &mut spares);
        assert_eq!(
            ahead.next().map(|(seq, batch)| (seq, batch.len())),
            Some((1, 1))
        );
        // The end: nothing more to take.
        ahead.take_from(&shared, &mut spares);
        assert!(ahead.job.is_none() && ahead.ended);
    }
}
