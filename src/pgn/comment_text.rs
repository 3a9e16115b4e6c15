//! The text of a `{...}` comment, kept in place when it is short.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;

/// The most bytes a comment's text holds without an allocation of its own.
const INLINE: usize = 22;

/// The text of a `{...}` comment ([`Item::Comment`](super::Item::Comment)), read as a `str`.
///
/// A text of up to 22 bytes (a lichess clock, ` [%clk 0:03:00] `, is 16) is kept in place, so
/// reading a game whose every move has such a comment allocates nothing for them; a longer
/// one is allocated once.
///
/// ```
/// use fenkit::pgn::CommentText;
/// let clock = CommentText::from(" [%clk 0:03:00] ");
/// assert_eq!(clock, " [%clk 0:03:00] ");
/// assert!(clock.contains("[%clk"));
/// assert_eq!(clock.to_string(), " [%clk 0:03:00] ");
/// let long = CommentText::from("A long comment, longer than the text kept in place.".to_owned());
/// assert_eq!(long.len(), 51);
/// ```
#[derive(Clone)]
pub struct CommentText(Repr);

#[derive(Clone)]
enum Repr {
    /// The first `len` bytes of `bytes` are the text (whole characters: cut at a character
    /// boundary by `From<&str>`).
    Inline {
        len: u8,
        bytes: [u8; INLINE],
    },
    Heap(Box<str>),
}

impl CommentText {
    /// The text.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Made from a `str`, so UTF-8: the empty text is never seen.
            Repr::Inline { len, bytes } => {
                core::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default()
            }
            Repr::Heap(text) => text,
        }
    }
}

impl Default for CommentText {
    fn default() -> CommentText {
        CommentText::from("")
    }
}

impl From<&str> for CommentText {
    #[inline]
    fn from(text: &str) -> CommentText {
        if text.len() <= INLINE {
            let (bytes, len) = (inline_bytes(text.as_bytes()), text.len());
            // At most 22, so it fits.
            CommentText(Repr::Inline {
                len: len as u8,
                bytes,
            })
        } else {
            CommentText(Repr::Heap(text.into()))
        }
    }
}

/// `text` (at most [`INLINE`] bytes) at the start of an array of zeros, copied as two pieces
/// of a fixed length that overlap in the middle (the first and the last 16, 8 or 4 bytes; of
/// 1 to 3 bytes, each byte): copies the compiler makes of a few moves, where a copy of any
/// length calls `memcpy`.
#[inline(always)]
fn inline_bytes(text: &[u8]) -> [u8; INLINE] {
    fn ends<const N: usize>(bytes: &mut [u8; INLINE], text: &[u8]) {
        let n = text.len();
        bytes[..N].copy_from_slice(&text[..N]);
        bytes[n - N..n].copy_from_slice(&text[n - N..]);
    }
    let mut bytes = [0; INLINE];
    match text.len() {
        16.. => ends::<16>(&mut bytes, text),
        8.. => ends::<8>(&mut bytes, text),
        4.. => ends::<4>(&mut bytes, text),
        n @ 1.. => {
            bytes[0] = text[0];
            bytes[n / 2] = text[n / 2];
            bytes[n - 1] = text[n - 1];
        }
        0 => {}
    }
    bytes
}

impl From<String> for CommentText {
    fn from(text: String) -> CommentText {
        if text.len() <= INLINE {
            CommentText::from(text.as_str())
        } else {
            CommentText(Repr::Heap(text.into_boxed_str()))
        }
    }
}

impl From<CommentText> for String {
    fn from(text: CommentText) -> String {
        match text.0 {
            Repr::Heap(text) => text.into_string(),
            Repr::Inline { .. } => text.as_str().to_owned(),
        }
    }
}

impl Deref for CommentText {
    type Target = str;

    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for CommentText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for CommentText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for CommentText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for CommentText {
    fn eq(&self, other: &CommentText) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for CommentText {}

impl Hash for CommentText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialEq<str> for CommentText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for CommentText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_texts_read_back_as_given() {
        for text in [
            "",
            "a",
            " [%clk 0:03:00] ",
            &"é".repeat(11),
            &"x".repeat(22),
        ] {
            let kept = CommentText::from(text);
            assert!(matches!(kept.0, Repr::Inline { .. }), "{text}");
            assert_eq!(kept.as_str(), text);
            assert_eq!(String::from(kept.clone()), text);
            assert_eq!(CommentText::from(text.to_owned()), kept);
            // A short `String` is kept in place too, its allocation let go.
            let from_string = CommentText::from(text.to_owned());
            assert!(matches!(from_string.0, Repr::Inline { .. }), "{text}");
        }
        for text in [
            "x".repeat(23),
            "é".repeat(12),
            " [%eval 0.24] [%clk 0:03:00] ".into(),
        ] {
            let kept = CommentText::from(text.as_str());
            assert!(matches!(kept.0, Repr::Heap(_)), "{text}");
            assert!(matches!(CommentText::from(text.clone()).0, Repr::Heap(_)));
            assert_eq!(kept, text.as_str());
            assert_eq!(String::from(kept), text);
        }
        assert_eq!(CommentText::default(), "");
    }

    #[test]
    fn a_text_of_every_length_kept_in_place_reads_back_byte_for_byte() {
        let all = "abcdefghijklmnopqrstuvwxyz";
        for len in 0..=INLINE {
            let text = &all[..len];
            let kept = CommentText::from(text);
            assert!(matches!(kept.0, Repr::Inline { .. }), "{text}");
            assert_eq!(kept.as_str(), text);
        }
    }

    #[test]
    fn equal_texts_are_equal_and_hash_alike_however_kept() {
        use std::collections::hash_map::DefaultHasher;
        let hash = |text: &CommentText| {
            let mut hasher = DefaultHasher::new();
            text.hash(&mut hasher);
            hasher.finish()
        };
        let (a, b) = (
            CommentText::from("abc"),
            CommentText::from("abc".to_owned()),
        );
        assert_eq!(a, b);
        assert_eq!(hash(&a), hash(&b));
        assert_eq!(hash(&a), {
            let mut hasher = DefaultHasher::new();
            "abc".hash(&mut hasher);
            hasher.finish()
        });
        assert_ne!(a, CommentText::from("abd"));
        assert_eq!(format!("{a:?}"), "\"abc\"");
    }

    #[test]
    fn it_reads_displays_and_compares_as_its_text() {
        for text in ["clock", &"long ".repeat(10)] {
            let kept = CommentText::from(text);
            let as_ref: &str = kept.as_ref();
            assert_eq!(as_ref, text);
            assert_eq!(kept.to_string(), text);
            assert!(kept == *text && kept == text);
            assert!(kept != *"other" && kept != "other");
        }
    }

    #[test]
    fn a_comment_costs_no_more_room_than_a_string() {
        assert_eq!(size_of::<CommentText>(), size_of::<String>());
    }
}
