//! How `pgn --to json` writes the commands of a ply's comments (`[%clk]`, `[%emt]`,
//! `[%eval]`), which the library's walk of a game reads.

use std::time::Duration;

use fenkit::pgn::Eval;
use serde::Serialize;

/// A time in seconds: a whole number when it is one (`180`), else with its decimals (`7.5`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Seconds(pub(crate) Duration);

impl Serialize for Seconds {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.subsec_millis() == 0 {
            serializer.serialize_u64(self.0.as_secs())
        } else {
            serializer.serialize_f64(self.0.as_secs_f64())
        }
    }
}

/// An evaluation: `{"cp": 24}` or `{"mate": -3}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum EvalJson {
    Cp(i32),
    Mate(i32),
}

impl From<Eval> for EvalJson {
    fn from(eval: Eval) -> EvalJson {
        match eval {
            Eval::Centipawns(cp) => EvalJson::Cp(cp),
            Eval::Mate(n) => EvalJson::Mate(n),
        }
    }
}
