//! The languages moves are written in: the piece letters of PGN section 17 (and Russian),
//! and the figurines of figurine algebraic notation.
//!
//! | code | language | pawn | knight | bishop | rook | queen | king |
//! |---|---|---|---|---|---|---|---|
//! | cs | Czech | P | J | S | V | D | K |
//! | da | Danish | B | S | L | T | D | K |
//! | de | German | B | S | L | T | D | K |
//! | en | English | P | N | B | R | Q | K |
//! | es | Spanish | P | C | A | T | D | R |
//! | et | Estonian | P | R | O | V | L | K |
//! | fi | Finnish | P | R | L | T | D | K |
//! | fr | French | P | C | F | T | D | R |
//! | hu | Hungarian | G | H | F | B | V | K |
//! | is | Icelandic | P | R | B | H | D | K |
//! | it | Italian | P | C | A | T | D | R |
//! | nl | Dutch | O | P | L | T | D | K |
//! | no | Norwegian | B | S | L | T | D | K |
//! | pl | Polish | P | S | G | W | H | K |
//! | pt | Portuguese | P | C | B | T | D | R |
//! | ro | Romanian | P | C | N | T | D | R |
//! | ru | Russian | П | К | С | Л | Ф | Кр |
//! | sv | Swedish | B | S | L | T | D | K |
//!
//! The pawn letter is never written in algebraic notation; it is listed as PGN lists it.
//!
//! ```
//! use fenkit::{Lang, Role};
//! assert_eq!("fr".parse::<Lang>()?, Lang::Fr);
//! assert_eq!(Lang::Fr.letter(Role::Knight), "C");
//! assert_eq!(Lang::Ru.letter(Role::King), "Кр");
//! assert_eq!(Lang::Nl.role_of("P"), Some(Role::Knight));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::name::{NameKind, ParseNameError};
use crate::piece::Role;

/// A language of chess notation, by its ISO 639-1 code, with its piece letters.
///
/// ```
/// use fenkit::{Lang, Role};
/// assert_eq!(Lang::De.to_string(), "de");
/// assert_eq!(Lang::De.name(), "German");
/// assert_eq!(Lang::De.letter(Role::Bishop), "L");
/// let err = "xx".parse::<Lang>().unwrap_err();
/// assert!(err.to_string().starts_with(r#"unknown language "xx", expected cs, da, de, en"#));
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = ParseNameError,
    parse_err_fn = lang_error
)]
#[non_exhaustive]
pub enum Lang {
    /// Czech.
    Cs,
    /// Danish.
    Da,
    /// German.
    De,
    /// English.
    #[default]
    En,
    /// Spanish.
    Es,
    /// Estonian.
    Et,
    /// Finnish.
    Fi,
    /// French.
    Fr,
    /// Hungarian.
    Hu,
    /// Icelandic.
    Is,
    /// Italian.
    It,
    /// Dutch.
    Nl,
    /// Norwegian.
    No,
    /// Polish.
    Pl,
    /// Portuguese.
    Pt,
    /// Romanian.
    Ro,
    /// Russian (Cyrillic letters; the king is two letters, `Кр`).
    Ru,
    /// Swedish.
    Sv,
}

/// The codes, in the order of [`Lang::ALL`].
const CODES: &[&str] = &[
    "cs", "da", "de", "en", "es", "et", "fi", "fr", "hu", "is", "it", "nl", "no", "pl", "pt", "ro",
    "ru", "sv",
];

fn lang_error(found: &str) -> ParseNameError {
    ParseNameError::new(NameKind::Language, found, CODES)
}

/// Piece letters, pawn to king.
type Letters = [&'static str; 6];

impl Lang {
    /// Every language, in the order of their codes.
    pub const ALL: &'static [Lang] = <Lang as strum::VariantArray>::VARIANTS;

    /// Every language, the most widely spoken first: by the number of people who speak it as a
    /// first or second language (Ethnologue's totals, as Wikipedia's "List of languages by
    /// total number of speakers" gives them in 2024; an order, not a census). When several
    /// languages read the same moves of a movetext,
    /// [`LangFit::choice`](crate::movetext::LangFit::choice) takes the first of them here.
    ///
    /// ```
    /// use fenkit::Lang;
    /// assert_eq!(Lang::BY_SPEAKERS[..3], [Lang::En, Lang::Es, Lang::Fr]);
    /// assert_eq!(Lang::BY_SPEAKERS.len(), Lang::ALL.len());
    /// ```
    pub const BY_SPEAKERS: &'static [Lang] = &[
        Lang::En, // about 1.5 billion
        Lang::Es, // 560 million
        Lang::Fr, // 310 million
        Lang::Pt, // 265 million
        Lang::Ru, // 255 million
        Lang::De, // 135 million
        Lang::It, // 68 million
        Lang::Pl, // 40 million
        Lang::Ro, // 25 million
        Lang::Nl, // 25 million
        Lang::Sv, // 13 million
        Lang::Hu, // 13 million
        Lang::Cs, // 11 million
        Lang::Da, // 6 million
        Lang::Fi, // 5.8 million
        Lang::No, // 5.3 million
        Lang::Et, // 1.2 million
        Lang::Is, // 0.35 million
    ];

    /// The language's English name.
    ///
    /// ```
    /// use fenkit::Lang;
    /// assert_eq!(Lang::Hu.name(), "Hungarian");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Lang::Cs => "Czech",
            Lang::Da => "Danish",
            Lang::De => "German",
            Lang::En => "English",
            Lang::Es => "Spanish",
            Lang::Et => "Estonian",
            Lang::Fi => "Finnish",
            Lang::Fr => "French",
            Lang::Hu => "Hungarian",
            Lang::Is => "Icelandic",
            Lang::It => "Italian",
            Lang::Nl => "Dutch",
            Lang::No => "Norwegian",
            Lang::Pl => "Polish",
            Lang::Pt => "Portuguese",
            Lang::Ro => "Romanian",
            Lang::Ru => "Russian",
            Lang::Sv => "Swedish",
        }
    }

    const fn letters(self) -> &'static Letters {
        match self {
            Lang::Cs => &["P", "J", "S", "V", "D", "K"],
            Lang::Da | Lang::De | Lang::No | Lang::Sv => &["B", "S", "L", "T", "D", "K"],
            Lang::En => &["P", "N", "B", "R", "Q", "K"],
            Lang::Es | Lang::It => &["P", "C", "A", "T", "D", "R"],
            Lang::Et => &["P", "R", "O", "V", "L", "K"],
            Lang::Fi => &["P", "R", "L", "T", "D", "K"],
            Lang::Fr => &["P", "C", "F", "T", "D", "R"],
            Lang::Hu => &["G", "H", "F", "B", "V", "K"],
            Lang::Is => &["P", "R", "B", "H", "D", "K"],
            Lang::Nl => &["O", "P", "L", "T", "D", "K"],
            Lang::Pl => &["P", "S", "G", "W", "H", "K"],
            Lang::Pt => &["P", "C", "B", "T", "D", "R"],
            Lang::Ro => &["P", "C", "N", "T", "D", "R"],
            Lang::Ru => &["П", "К", "С", "Л", "Ф", "Кр"],
        }
    }

    /// The letter (or letters) of a piece in this language, as PGN section 17 gives them.
    ///
    /// ```
    /// use fenkit::{Lang, Role};
    /// assert_eq!(Lang::Pl.letter(Role::Queen), "H");
    /// assert_eq!(Lang::En.letter(Role::Pawn), "P");
    /// ```
    #[must_use]
    pub const fn letter(self, role: Role) -> &'static str {
        self.letters()[role.index()]
    }

    /// The piece (other than a pawn) whose letter `text` is, exactly.
    ///
    /// ```
    /// use fenkit::{Lang, Role};
    /// assert_eq!(Lang::Fr.role_of("R"), Some(Role::King));
    /// assert_eq!(Lang::En.role_of("R"), Some(Role::Rook));
    /// assert_eq!(Lang::En.role_of("P"), None);
    /// ```
    #[must_use]
    pub fn role_of(self, text: &str) -> Option<Role> {
        match self.piece_prefix(text) {
            Some((role, len)) if len == text.len() => Some(role),
            _ => None,
        }
    }

    /// The piece (other than a pawn) whose letter starts `text`, and the letter's length in
    /// bytes; the longest letter wins (Russian `Кр`, king, over `К`, knight).
    ///
    /// ```
    /// use fenkit::{Lang, Role};
    /// assert_eq!(Lang::Ru.piece_prefix("Крe2"), Some((Role::King, 4)));
    /// assert_eq!(Lang::Ru.piece_prefix("Кf3"), Some((Role::Knight, 2)));
    /// assert_eq!(Lang::En.piece_prefix("e4"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn piece_prefix(self, text: &str) -> Option<(Role, usize)> {
        let &first = text.as_bytes().first()?;
        // Every letter but the Cyrillic ones is one capital ASCII letter: one lookup, inline
        // in the move reader.
        if first.is_ascii() {
            let role = ASCII_PIECES[self as usize]
                [usize::from(first.wrapping_sub(b'A')).min(ASCII_CAPITALS)];
            return role.map(|role| (role, 1));
        }
        self.cyrillic_prefix(text)
    }

    /// The length of the capture sign other than `x` that starts `text`, in bytes, or 0:
    /// Russian texts write the Cyrillic `х` (`dхe5`) and `:` (`С:c6`). Only lenient reading
    /// takes them, since fenkit writes `x` in every language.
    #[must_use]
    pub(crate) fn other_capture_len(self, text: &[u8]) -> usize {
        match (self, text) {
            (Lang::Ru, [b':', ..]) => 1,
            (Lang::Ru, [0xD1, 0x85, ..]) => 2,
            _ => 0,
        }
    }

    /// [`piece_prefix`](Self::piece_prefix) of a text that starts with a letter outside ASCII.
    fn cyrillic_prefix(self, text: &str) -> Option<(Role, usize)> {
        let letters = self.letters();
        Role::ALL[1..]
            .iter()
            .filter(|role| starts_with(text.as_bytes(), letters[role.index()].as_bytes()))
            .map(|&role| (role, letters[role.index()].len()))
            .max_by_key(|&(_, len)| len)
    }
}

/// Whether `text` starts with `prefix`, byte by byte: a letter is a few bytes, too short for a
/// call to `memcmp`.
fn starts_with(text: &[u8], prefix: &[u8]) -> bool {
    text.len() >= prefix.len() && prefix.iter().zip(text).all(|(a, b)| a == b)
}

/// How many capital ASCII letters there are; the last entry of a row of [`ASCII_PIECES`]
/// stands for every other byte.
const ASCII_CAPITALS: usize = 26;

/// For each language (by its place in [`Lang::ALL`]), the piece each capital ASCII letter
/// names, `A` to `Z`, then `None` for any other byte.
const ASCII_PIECES: [[Option<Role>; ASCII_CAPITALS + 1]; CODES.len()] = {
    let mut table = [[None; ASCII_CAPITALS + 1]; CODES.len()];
    let mut lang = 0;
    while lang < CODES.len() {
        let letters = Lang::ALL[lang].letters();
        // From the knight: the pawn's letter is never written.
        let mut role = 1;
        while role < letters.len() {
            if let [letter @ b'A'..=b'Z'] = letters[role].as_bytes() {
                table[lang][(*letter - b'A') as usize] = Some(Role::ALL[role]);
            }
            role += 1;
        }
        lang += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_match_the_variants() {
        let names: Vec<&str> = Lang::ALL.iter().map(|&l| l.into()).collect();
        assert_eq!(names, CODES);
    }

    #[test]
    fn every_letter_reads_back_and_nothing_else_does() {
        for &lang in Lang::ALL {
            for role in Role::ALL {
                let letter = lang.letter(role);
                let expected = (role != Role::Pawn).then_some(role);
                assert_eq!(lang.role_of(letter), expected, "{lang} {letter}");
                let text = format!("{letter}f3");
                assert_eq!(
                    lang.piece_prefix(&text),
                    expected.map(|role| (role, letter.len())),
                    "{lang} {text}"
                );
            }
            let letters = lang.letters();
            for byte in 0..=u8::MAX {
                let Ok(text) = core::str::from_utf8(core::slice::from_ref(&byte)) else {
                    continue;
                };
                let named = letters[1..].contains(&text);
                assert_eq!(lang.role_of(text).is_some(), named, "{lang} {byte}");
            }
            assert_eq!(lang.piece_prefix(""), None);
        }
        // A letter and more is no letter.
        assert_eq!(Lang::En.role_of("Nf"), None);
        assert_eq!(Lang::Ru.role_of("Кр"), Some(Role::King));
        assert_eq!(Lang::Ru.role_of("Крa"), None);
    }

    #[test]
    fn letters_of_one_language_differ_and_never_clash_with_files() {
        for &lang in Lang::ALL {
            let letters = lang.letters();
            for (i, a) in letters.iter().enumerate() {
                assert!(!a.starts_with(|c: char| c.is_ascii_lowercase()), "{lang}");
                for b in &letters[i + 1..] {
                    assert_ne!(a, b, "{lang}");
                }
            }
        }
    }
}
