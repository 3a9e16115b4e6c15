//! Shared helpers: snapshot settings, fixture loading.

#![allow(dead_code)]

use std::path::PathBuf;

pub(crate) use crate::positions::*;

/// insta settings that keep every snapshot in the top-level `snapshots/` folder.
pub(crate) fn snapshots() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings
}

/// The path of a fixture in `tests/data/`.
pub(crate) fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// A perft suite copied from shakmaty or python-chess, read whole. Those projects are
/// GPL-3.0-or-later, so the suites stay in the repository and out of the published crate (MIT
/// OR Apache-2.0), whose tests then leave them out (`None`); in the repository a missing suite
/// fails the test.
pub(crate) fn perft_suite(name: &str) -> Option<String> {
    let packaged = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(".cargo_vcs_info.json")
        .exists();
    match std::fs::read_to_string(data_path(name)) {
        Ok(text) => Some(text),
        Err(_) if packaged => {
            eprintln!("{name}: GPL-3.0 test data, not in the published crate: left out");
            None
        }
        Err(e) => panic!("{name}: {e}"),
    }
}

/// The lines of a fixture that hold data: not blank, not `#` comments.
pub(crate) fn data_lines(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(data_path(name)).expect("fixture exists");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}
