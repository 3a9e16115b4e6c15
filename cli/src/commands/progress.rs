//! A progress line on stderr for long batch runs, drawn only when stderr is a terminal.

use std::cell::Cell;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// Inputs smaller than this finish before a progress line would help.
const LARGE: u64 = 16 << 20;

/// How much input passes between looks at the clock.
const CHECK_EVERY: u64 = 1 << 20;

/// How often the line is redrawn at most.
const REDRAW: Duration = Duration::from_millis(250);

/// How far a batch run has come, shown as `42% (120 of 285 MB)` or `120 MB read`.
pub(crate) struct Progress {
    /// The input's size in bytes, when known (a file, not a pipe).
    total: Option<u64>,
    done: u64,
    next_check: u64,
    last_draw: Instant,
    /// Whether a line is on the screen now (so it must be cleared before other output).
    drawn: Cell<bool>,
    enabled: bool,
}

impl Progress {
    /// A progress line for an input of `total` bytes (unknown for a pipe). It stays silent
    /// unless stderr is a terminal and the input is large or of unknown size.
    pub(crate) fn new(total: Option<u64>) -> Progress {
        let large = total.is_none_or(|total| total >= LARGE);
        Progress {
            total,
            done: 0,
            next_check: CHECK_EVERY,
            last_draw: Instant::now(),
            drawn: Cell::new(false),
            enabled: large && io::stderr().is_terminal(),
        }
    }

    /// A progress line that never shows, for inputs a person types.
    pub(crate) fn hidden() -> Progress {
        Progress {
            enabled: false,
            ..Progress::new(Some(0))
        }
    }

    /// Counts `bytes` more of the input as done, redrawing the line now and then.
    pub(crate) fn advance(&mut self, bytes: usize) {
        self.done += bytes as u64;
        if !self.enabled || self.done < self.next_check {
            return;
        }
        self.next_check = self.done + CHECK_EVERY;
        if self.last_draw.elapsed() >= REDRAW {
            self.last_draw = Instant::now();
            self.drawn.set(true);
            let mut stderr = io::stderr().lock();
            // A progress line that cannot be drawn is no reason to stop the work.
            let _ = write!(stderr, "\r{}\x1b[K", status(self.done, self.total));
            let _ = stderr.flush();
        }
    }

    /// Takes the line off the screen, before an error message or at the end.
    pub(crate) fn clear(&self) {
        if self.drawn.replace(false) {
            let _ = write!(io::stderr().lock(), "\r\x1b[K");
        }
    }
}

/// The text of the progress line.
fn status(done: u64, total: Option<u64>) -> String {
    let megabytes = |bytes: u64| bytes >> 20;
    match total {
        Some(total) if total > 0 => format!(
            "{}% ({} of {} MB)",
            done.min(total) * 100 / total,
            megabytes(done),
            megabytes(total)
        ),
        _ => format!("{} MB read", megabytes(done)),
    }
}

#[cfg(test)]
mod tests {
    use super::status;

    #[test]
    fn status_gives_the_share_done_when_the_size_is_known() {
        assert_eq!(status(120 << 20, Some(285 << 20)), "42% (120 of 285 MB)");
        assert_eq!(status(300 << 20, Some(285 << 20)), "100% (300 of 285 MB)");
    }

    #[test]
    fn status_counts_megabytes_from_a_pipe() {
        assert_eq!(status(7 << 20, None), "7 MB read");
    }
}
