//! Share links that carry any text the page reads, however long: the text deflated and written
//! in base64url (`z=`), so that no server keeps anything and a reload loses nothing.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use crate::analyze::MAX_TEXT;

/// Compresses a text for a link's `z` parameter.
pub(crate) fn pack(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9))
}

/// Why a `z` parameter does not give a text back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Damaged {
    /// Not base64url.
    NotBase64,
    /// Not deflated data, cut short, or larger than the page reads.
    NotDeflate,
    /// Not UTF-8 once inflated.
    NotText,
}

/// The text of a link's `z` parameter; never more than [`MAX_TEXT`] bytes, however the data
/// was made.
pub(crate) fn unpack(z: &str) -> Result<String, Damaged> {
    let bytes = URL_SAFE_NO_PAD
        .decode(z.trim().trim_end_matches('='))
        .map_err(|_| Damaged::NotBase64)?;
    let text = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_TEXT)
        .map_err(|_| Damaged::NotDeflate)?;
    String::from_utf8(text).map_err(|_| Damaged::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::quickcheck;

    quickcheck! {
        fn any_text_comes_back(text: String) -> bool {
            unpack(&pack(&text)).as_deref() == Ok(text.as_str())
        }

        fn any_z_gives_a_text_or_says_why(z: String) -> bool {
            unpack(&z).map_or(true, |text| text.len() <= MAX_TEXT)
        }
    }

    #[test]
    fn a_long_game_fits_in_a_short_link() {
        let game = "1. e4 {the king's pawn} e5 2. Nf3 Nc6 3. Bb5 a6 ".repeat(150);
        let z = pack(&game);
        assert!(z.len() * 10 < game.len(), "{} from {}", z.len(), game.len());
        assert!(
            z.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        );
    }

    #[test]
    fn damage_is_named() {
        assert_eq!(unpack("not base64!"), Err(Damaged::NotBase64));
        assert_eq!(unpack("AAAA"), Err(Damaged::NotDeflate));
        let cut = pack(&"1. e4 e5 ".repeat(100));
        assert_eq!(unpack(&cut[..cut.len() / 2]), Err(Damaged::NotDeflate));
        // A bomb: more than the page reads once inflated.
        let bomb = pack(&" ".repeat(MAX_TEXT + 1));
        assert_eq!(unpack(&bomb), Err(Damaged::NotDeflate));
    }
}
