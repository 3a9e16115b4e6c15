//! The commands of one comment (`[%clk …]`, `[%emt …]`, `[%eval …]`), read by the library
//! for `fenkit.pgn`'s `clock()`, `emt()` and `eval()`.

use fenkit::pgn::{Command, Eval, commands};
use pyo3::prelude::*;

/// An evaluation as the package gives it: `("cp", 24)` or `("mate", -3)`, from White's side;
/// `None` for a kind of evaluation the package does not know yet.
pub(crate) fn eval_tuple(eval: Eval) -> Option<(&'static str, i32)> {
    match eval {
        Eval::Centipawns(cp) => Some(("cp", cp)),
        Eval::Mate(n) => Some(("mate", n)),
        _ => None,
    }
}

/// The first clock (`[%clk]`, seconds), time taken (`[%emt]`, seconds) and evaluation
/// (`[%eval]`) of a comment, each `None` when the comment has none that reads.
#[pyfunction]
pub(crate) fn _comment_commands(
    text: &str,
) -> (Option<f64>, Option<f64>, Option<(&'static str, i32)>) {
    let (mut clock, mut emt, mut eval) = (None, None, None);
    for found in commands(text) {
        match found.command {
            Ok(Command::Clock(time)) => {
                clock.get_or_insert(time.as_secs_f64());
            }
            Ok(Command::Elapsed(time)) => {
                emt.get_or_insert(time.as_secs_f64());
            }
            Ok(Command::Eval(value)) if eval.is_none() => eval = eval_tuple(value),
            _ => {}
        }
    }
    (clock, emt, eval)
}
