//! Text helpers every reader shares.

/// The character starting at byte `at`, and its length in bytes (U+FFFD and 1 when the bytes
/// there are not UTF-8), for messages that quote what was found.
pub(crate) fn char_at(text: &[u8], at: usize) -> (char, usize) {
    let end = text.len().min(at + 4);
    (1..=end.saturating_sub(at))
        .find_map(|len| {
            let s = core::str::from_utf8(&text[at..at + len]).ok()?;
            s.chars().next().map(|c| (c, len))
        })
        .unwrap_or((char::REPLACEMENT_CHARACTER, 1))
}
