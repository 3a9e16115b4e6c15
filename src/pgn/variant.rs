//! Which game a PGN record holds, standard chess or Chess960, from its `Variant` and `FEN` tags.

use crate::castling::CastlingMode;
use crate::dialect::DialectKind;
use crate::position::Position;
use crate::scan::ShownText;

/// The rules of a game: standard chess or Chess960 (Fischer Random).
///
/// Both play the same moves from any position fenkit reads (castling is stored by rook file);
/// the variant decides how a record names itself (its `Variant` tag) and how castling is
/// written in UCI (king takes rook in Chess960).
///
/// ```
/// use fenkit::pgn::Variant;
/// assert_eq!(Variant::Chess960.to_string(), "chess960");
/// assert_eq!("chess960".parse(), Ok(Variant::Chess960)); // the name; a tag: from_tag
/// assert_eq!(Variant::from_tag("Fischer Random"), Ok(Some(Variant::Chess960)));
/// assert_eq!(Variant::from_tag("From Position"), Ok(None));
/// assert_eq!(Variant::from_tag("Atomic").unwrap_err().to_string(),
///     "Variant tag \"Atomic\": fenkit plays standard chess and Chess960, not this variant");
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
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = variant_error
)]
#[non_exhaustive]
pub enum Variant {
    /// Standard chess.
    #[default]
    Standard,
    /// Chess960 (Fischer Random), Double Fischer Random included.
    Chess960,
}

/// The error for a name that is not a variant's.
fn variant_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Variant,
        found,
        &["standard", "chess960"],
    )
}

/// The `Variant` tag values of Chess960 met in the wild, lower case and without spaces,
/// hyphens and underscores: lichess `Chess960`, cutechess `fischerandom`, pgn-extract
/// `chess 960`, and the names people type.
const CHESS960: &[&str] = &[
    "chess960",
    "960",
    "fischerandom",
    "fischerrandom",
    "fischerrandomchess",
    "fr",
    "frc",
    "chess960fischerrandom",
    "doublefischerrandom",
    "dfrc",
];

/// The values that name standard chess.
const STANDARD: &[&str] = &["standard", "chess", "normal", "classical", "orthodox"];

/// The values that say only that the game starts from a set-up position: the `FEN` tag decides.
const FROM_POSITION: &[&str] = &["fromposition", ""];

impl Variant {
    /// Both variants: standard chess, then Chess960.
    ///
    /// ```
    /// use fenkit::pgn::Variant;
    /// assert_eq!(Variant::ALL, [Variant::Standard, Variant::Chess960]);
    /// ```
    pub const ALL: &'static [Variant] = <Variant as strum::VariantArray>::VARIANTS;

    /// Reads a `Variant` tag's value, ignoring case, spaces, hyphens and underscores: `None`
    /// for `From Position` (or an empty value), which leaves the choice to the `FEN` tag.
    ///
    /// # Errors
    /// [`UnknownVariant`] for a variant fenkit does not play (Crazyhouse, Atomic, ...).
    pub fn from_tag(value: &str) -> Result<Option<Variant>, UnknownVariant> {
        let key: String = value
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_' | '\t'))
            .flat_map(char::to_lowercase)
            .collect();
        if CHESS960.contains(&key.as_str()) {
            Ok(Some(Variant::Chess960))
        } else if STANDARD.contains(&key.as_str()) {
            Ok(Some(Variant::Standard))
        } else if FROM_POSITION.contains(&key.as_str()) {
            Ok(None)
        } else {
            Err(UnknownVariant {
                found: crate::scan::clip(value).into_owned(),
            })
        }
    }

    /// The variant of a game from what its tags say, decided after all of them are read: the
    /// `Variant` tag when it names one, else the start position's castling. Chess960 when the
    /// FEN was written in Shredder-FEN (file letters, as CCRL and chess.com write it) or its
    /// castling rights need Chess960 (a king off the e-file, a castling rook off the a- and
    /// h-files).
    ///
    /// ```
    /// use fenkit::{DialectKind, Position, pgn::Variant};
    /// let start = Position::STARTING;
    /// assert_eq!(Variant::decide(None, Some(DialectKind::Shredder), &start), Ok(Variant::Chess960));
    /// assert_eq!(Variant::decide(None, None, &start), Ok(Variant::Standard));
    /// assert_eq!(Variant::decide(Some(Variant::Chess960), None, &start), Ok(Variant::Chess960));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantConflict`] when the `Variant` tag says standard chess but the castling rights
    /// of the start position need Chess960.
    pub fn decide(
        tag: Option<Variant>,
        fen_dialect: Option<DialectKind>,
        start: &Position,
    ) -> Result<Variant, VariantConflict> {
        let needs_960 = !start.castling().is_classical(start.board());
        match tag {
            Some(Variant::Standard) if needs_960 => Err(VariantConflict),
            Some(variant) => Ok(variant),
            None if needs_960 || fen_dialect == Some(DialectKind::Shredder) => {
                Ok(Variant::Chess960)
            }
            None => Ok(Variant::Standard),
        }
    }
}

impl Variant {
    /// The castling convention of the variant's games: what every position of such a game
    /// carries ([`Position::castling_mode`]).
    ///
    /// ```
    /// use fenkit::{CastlingMode, pgn::Variant};
    /// assert_eq!(Variant::Chess960.castling_mode(), CastlingMode::Chess960);
    /// assert_eq!(Variant::Standard.castling_mode(), CastlingMode::Standard);
    /// ```
    #[must_use]
    pub const fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        }
    }
}

/// A `Variant` tag naming a variant fenkit does not play.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "Variant tag {}: fenkit plays standard chess and Chess960, not this variant",
    ShownText(found)
)]
pub struct UnknownVariant {
    /// The tag's value.
    pub found: String,
}

/// A `Variant` tag that says standard chess for a start position only Chess960 can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "the Variant tag says standard chess, but the FEN tag's castling rights need Chess960 \
     (a king off the e-file or a castling rook off the a- and h-files)"
)]
pub struct VariantConflict;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_met_in_the_wild_reads() {
        for spelling in [
            "Chess960",
            "chess 960",
            "Chess 960",
            "fischerandom",
            "Fischer Random",
            "fischer-random",
            "960",
            "fr",
            "FRC",
            "CHESS960",
        ] {
            assert_eq!(
                Variant::from_tag(spelling),
                Ok(Some(Variant::Chess960)),
                "{spelling}"
            );
        }
        for spelling in ["Standard", "chess", "Normal"] {
            assert_eq!(
                Variant::from_tag(spelling),
                Ok(Some(Variant::Standard)),
                "{spelling}"
            );
        }
        assert_eq!(Variant::from_tag("From Position"), Ok(None));
        assert_eq!(Variant::from_tag(""), Ok(None));
        assert!(Variant::from_tag("Crazyhouse").is_err());
    }

    #[test]
    fn a_standard_tag_on_a_chess960_start_is_a_conflict() {
        let start: Position = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
            .parse()
            .unwrap();
        assert_eq!(
            Variant::decide(Some(Variant::Standard), None, &start),
            Err(VariantConflict)
        );
        assert_eq!(
            Variant::decide(None, Some(DialectKind::XFen), &start),
            Ok(Variant::Chess960)
        );
        assert_eq!(
            Variant::decide(None, Some(DialectKind::XFen), &Position::STARTING),
            Ok(Variant::Standard)
        );
        assert_eq!(
            Variant::decide(Some(Variant::Standard), None, &Position::STARTING),
            Ok(Variant::Standard)
        );
    }
}
