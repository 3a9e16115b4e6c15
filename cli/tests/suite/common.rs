//! Shared helpers: where the workspace is, snapshot settings, the seed positions.

/// The workspace root: commands run there, as the README's examples do.
pub(crate) const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

pub(crate) use crate::positions::*;

/// insta settings that keep every snapshot in the workspace's top-level `snapshots/` folder.
pub(crate) fn snapshots() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots"));
    settings
}

/// Splits a shell line on spaces, keeping 'single-quoted' words whole.
pub(crate) fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let (word, tail) = match rest.strip_prefix('\'') {
            Some(quoted) => quoted.split_once('\'').expect("closing quote"),
            None => rest.split_once(' ').unwrap_or((rest, "")),
        };
        words.push(word.to_owned());
        rest = tail.trim_start();
    }
    words
}
