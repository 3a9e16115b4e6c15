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
