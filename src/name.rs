//! The error for a name that is not one of a list: a dialect, a diagram format, a language, a
//! Forsyth form or an en passant policy, as command lines and configuration files spell them.

use core::fmt;

/// What kind of name was expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum NameKind {
    /// A FEN dialect ([`DialectKind`](crate::DialectKind)).
    #[strum(to_string = "dialect")]
    Dialect,
    /// A diagram format ([`diagram::Format`](crate::diagram::Format)).
    #[strum(to_string = "diagram format")]
    DiagramFormat,
    /// A language of notation or explanations ([`Lang`](crate::Lang)).
    #[strum(to_string = "language")]
    Language,
    /// One of Forsyth's forms ([`forsyth::Edition`](crate::forsyth::Edition)).
    #[strum(to_string = "form")]
    ForsythForm,
    /// An en passant policy ([`EpPolicy`](crate::EpPolicy)).
    #[strum(to_string = "en passant policy")]
    EnPassantPolicy,
    /// A move notation ([`notation::MoveNotation`](crate::notation::MoveNotation)).
    #[strum(to_string = "move notation")]
    MoveNotation,
    /// An algebraic notation ([`san::AlgebraicNotation`](crate::san::AlgebraicNotation)).
    #[strum(to_string = "notation")]
    AlgebraicNotation,
    /// The castling convention of a game, which decides how UCI writes castling
    /// ([`CastlingMode`](crate::CastlingMode)).
    #[strum(to_string = "castling mode")]
    CastlingMode,
    /// A kind of piece ([`Role`](crate::Role)).
    #[strum(to_string = "piece")]
    Role,
    /// A colour ([`Color`](crate::Color)).
    #[strum(to_string = "colour")]
    Color,
    /// A side to castle on ([`CastlingSide`](crate::CastlingSide)).
    #[strum(to_string = "castling side")]
    CastlingSide,
    /// How the PGN writer spells the `Variant` tag ([`pgn::VariantTag`](crate::pgn::VariantTag)).
    #[strum(to_string = "Variant tag choice")]
    VariantTag,
    /// A draw one may claim ([`Claim`](crate::Claim)).
    #[strum(to_string = "claim")]
    Claim,
    /// A piece's FEN letter ([`Piece`](crate::Piece)).
    #[strum(to_string = "piece letter")]
    Piece,
    /// A game's result ([`movetext::GameResult`](crate::movetext::GameResult)).
    #[strum(to_string = "result")]
    GameResult,
    /// A game's variant ([`pgn::Variant`](crate::pgn::Variant)).
    #[strum(to_string = "variant")]
    Variant,
    /// A text encoding of PGN input ([`pgn::Encoding`](crate::pgn::Encoding)).
    #[strum(to_string = "encoding")]
    Encoding,
    /// The order the PGN writer writes tags in ([`pgn::TagOrder`](crate::pgn::TagOrder)).
    #[strum(to_string = "tag order")]
    TagOrder,
    /// Which tags the PGN writer writes ([`pgn::TagSet`](crate::pgn::TagSet)).
    #[strum(to_string = "tag set")]
    TagSet,
    /// How a selected game's main line ends ([`pgn::Ending`](crate::pgn::Ending)).
    #[strum(to_string = "ending")]
    Ending,
    /// A move's suffix glyph ([`movetext::Glyph`](crate::movetext::Glyph)).
    #[strum(to_string = "glyph")]
    Glyph,
    /// A check or mate sign ([`san::Suffix`](crate::san::Suffix)).
    #[strum(to_string = "check or mate sign")]
    Suffix,
    /// A compression of PGN input (`pgn::Compression`, with the `compression` feature).
    #[strum(to_string = "compression")]
    Compression,
    /// A kind of text the recognizer reads ([`recognize::TextKind`](crate::recognize::TextKind)).
    #[strum(to_string = "kind of text")]
    TextKind,
    /// A move number as movetext writes it ([`movetext::MoveNumber`](crate::movetext::MoveNumber)).
    #[strum(to_string = "move number")]
    MoveNumber,
}

/// A name that is not one of a list, with the names that would do.
///
/// ```
/// use fenkit::{DialectKind, NameKind};
/// let err = "fen960".parse::<DialectKind>().unwrap_err();
/// assert_eq!(err.to_string(), r#"unknown dialect "fen960", expected standard, shredder or xfen"#);
/// assert_eq!(err.kind(), NameKind::Dialect);
/// assert_eq!(err.found(), "fen960");
/// assert_eq!(err.expected(), ["standard", "shredder", "xfen"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {found:?}, expected {}", OneOf(names))]
pub struct ParseNameError {
    kind: NameKind,
    found: String,
    names: &'static [&'static str],
}

impl ParseNameError {
    /// The error for `found`, which is not one of `names`.
    pub(crate) fn new(kind: NameKind, found: &str, names: &'static [&'static str]) -> Self {
        ParseNameError {
            kind,
            found: found.to_owned(),
            names,
        }
    }

    /// What kind of name was expected.
    #[must_use]
    pub fn kind(&self) -> NameKind {
        self.kind
    }

    /// The text that is not a name.
    #[must_use]
    pub fn found(&self) -> &str {
        &self.found
    }

    /// The names that would do.
    #[must_use]
    pub fn expected(&self) -> &'static [&'static str] {
        self.names
    }
}

/// `a, b or c`.
struct OneOf<'a>(&'a [&'a str]);

impl fmt::Display for OneOf<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in self.0.iter().enumerate() {
            match i {
                0 => {}
                i if i + 1 == self.0.len() => f.write_str(" or ")?,
                _ => f.write_str(", ")?,
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}
