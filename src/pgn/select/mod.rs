//! Choosing games from a stream, as pgn-extract does: by their tags, by what their main line
//! does, by their number; duplicates dropped; and counting what was read.
//!
//! A [`Selection`] is built from typed criteria. Criteria of one kind OR their values (two
//! players: either), criteria of different kinds AND (a player and a result: both); tag
//! criteria OR values for the same tag name and AND different names, as pgn-extract does.
//! [`Selection::invert`] takes the games that do not match.
//!
//! Most criteria are decided by the tags, before any move is played
//! ([`Selection::by_tags`]); the others ([`plies`](Selection::plies),
//! [`reached`](Selection::reached)) follow the
//! main line as it is played ([`Watch`]), at the cost of a comparison a move.

mod criteria;
mod events;
mod line_key;
mod run;
mod selection;
mod stats;
mod watch;

pub use criteria::{Bounds, DateRange, EcoRange, ParseCriterionError};
pub use events::{Ending, Material};
pub use line_key::{Dedupe, LineKey};
pub use run::{Candidate, Kept, Picker, Tally};
pub use selection::{Selected, Selection, Verdict};
pub use stats::Stats;
pub use watch::Watch;
