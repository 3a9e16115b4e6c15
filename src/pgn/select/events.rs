//! What happens in a game, as criteria: how its main line ends ([`Ending`]) and the material
//! it reaches ([`Material`]).

use std::str::FromStr;

use super::criteria::ParseCriterionError;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::status::Outcome;

/// How a game's main line ends, told from its last position (and, for a repetition, the
/// positions since the last capture or pawn move).
///
/// ```
/// use fenkit::pgn::Ending;
/// assert_eq!("stalemate".parse::<Ending>()?, Ending::Stalemate);
/// assert_eq!(Ending::Fifty.to_string(), "fifty");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = ending_error
)]
#[non_exhaustive]
pub enum Ending {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever checkmate.
    Insufficient,
    /// The last position stands for the third time or more (FIDE 9.2: placement, side to
    /// move, castling rights and a legal en passant capture).
    Repetition,
    /// Fifty moves of each side or more without a capture or pawn move (a halfmove clock of
    /// 100 or more).
    Fifty,
}

/// The error for a name that is not an ending.
fn ending_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Ending,
        found,
        &[
            "checkmate",
            "stalemate",
            "insufficient",
            "repetition",
            "fifty",
        ],
    )
}

impl Ending {
    /// Every ending: checkmate, stalemate, insufficient, repetition, fifty.
    ///
    /// ```
    /// use fenkit::pgn::Ending;
    /// assert_eq!(Ending::ALL.len(), 5);
    /// ```
    pub const ALL: &'static [Ending] = <Ending as strum::VariantArray>::VARIANTS;

    /// Whether a main line that ends in `end` ends so; `repeated` is how many times `end`
    /// stands in it.
    pub(super) fn is(self, end: &Position, repeated: usize) -> bool {
        match self {
            Ending::Checkmate => end.is_checkmate(),
            Ending::Stalemate => end.outcome() == Some(Outcome::Stalemate),
            Ending::Insufficient => end.outcome() == Some(Outcome::InsufficientMaterial),
            Ending::Repetition => repeated >= 3,
            Ending::Fifty => end.halfmoves() >= 100,
        }
    }
}

/// The material of both sides, exactly: how many pieces of each kind each has. Written as
/// pgn-extract's users write it, White's pieces, `:`, Black's, each a letter of `KQRBNP` (in
/// any case) a piece, the king written or not: `KR:KR`, `KQP:KQ`, `RPP:R`.
///
/// ```
/// use fenkit::{Position, pgn::Material};
/// let rooks: Material = "KR:KR".parse()?;
/// assert!(rooks.is_on(&"4k3/8/8/8/8/8/r7/R3K3 w - - 0 1".parse::<Position>()?));
/// assert!(!rooks.is_on(&Position::STARTING));
/// assert_eq!("KR:KRX".parse::<Material>().unwrap_err().to_string(),
///     r#""KR:KRX" is not material: found 'X', expected WHITE:BLACK, each letters of KQRBNP (KR:KR, KQP:KQ)"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Material {
    /// Pieces of each role, by colour (White first) and role index.
    counts: [[u8; 6]; 2],
    total: u32,
}

impl Material {
    /// Whether `pos` has exactly this material.
    #[must_use]
    pub fn is_on(&self, pos: &Position) -> bool {
        let board = pos.board();
        if board.occupied().count() != self.total {
            return false;
        }
        Color::ALL
            .into_iter()
            .zip(self.counts)
            .all(|(color, counts)| {
                let own = board.by_color(color);
                Role::ALL.into_iter().all(|role| {
                    (own & board.by_role(role)).count() == u32::from(counts[role.index()])
                })
            })
    }
}

impl FromStr for Material {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<Material, ParseCriterionError> {
        let bad = |why: String| {
            ParseCriterionError::new(
                text,
                format!(
                    "material: {why}, expected WHITE:BLACK, each letters of KQRBNP (KR:KR, KQP:KQ)"
                ),
            )
        };
        let (white, black) = text
            .trim()
            .split_once(':')
            .ok_or_else(|| bad("found no ':'".to_owned()))?;
        let mut counts = [[0u8; 6]; 2];
        for (side, letters) in counts.iter_mut().zip([white, black]) {
            for c in letters.trim().chars() {
                let role = match c.to_ascii_uppercase() {
                    'K' => Role::King,
                    'Q' => Role::Queen,
                    'R' => Role::Rook,
                    'B' => Role::Bishop,
                    'N' => Role::Knight,
                    'P' => Role::Pawn,
                    _ => return Err(bad(format!("found {c:?}"))),
                };
                let count = &mut side[role.index()];
                *count = count.saturating_add(1);
            }
            // The king may go unwritten; there is one.
            side[Role::King.index()] = side[Role::King.index()].max(1);
            if side[Role::King.index()] > 1
                || side[Role::Pawn.index()] > 8
                || side.iter().sum::<u8>() > 16
            {
                return Err(bad("found more pieces than a side has".to_owned()));
            }
        }
        let total = counts.iter().flatten().map(|&n| u32::from(n)).sum();
        Ok(Material { counts, total })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_counts_each_kind_of_each_side() {
        let pos = |fen: &str| fen.parse::<Position>().unwrap();
        let table = [
            ("KR:KR", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1", true),
            ("R:R", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1", true),
            ("kr:kr", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1", true),
            ("KR:K", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1", false),
            ("KQP:KQ", "4k3/q7/8/8/8/8/P7/Q3K3 w - - 0 1", true),
            ("KQ:KQP", "4k3/q7/8/8/8/8/P7/Q3K3 w - - 0 1", false),
            ("KB:KN", "4k3/n7/8/8/8/8/8/B3K3 w - - 0 1", true),
            ("KN:KB", "4k3/n7/8/8/8/8/8/B3K3 w - - 0 1", false),
        ];
        for (material, fen, on) in table {
            let material: Material = material.parse().unwrap();
            assert_eq!(material.is_on(&pos(fen)), on, "{material:?} {fen}");
        }
        for bad in ["KR", "KKR:K", "KX:K", "PPPPPPPPP:K"] {
            assert!(bad.parse::<Material>().is_err(), "{bad}");
        }
    }

    #[test]
    fn each_ending_is_told_from_the_last_position() {
        let pos = |fen: &str| fen.parse::<Position>().unwrap();
        let mate = pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        let stalemate = pos("7k/5Q2/8/8/8/8/8/6K1 b - - 0 1");
        let bare = pos("7k/8/8/8/8/8/8/6K1 b - - 0 1");
        let fifty = pos("7k/8/8/8/8/8/R7/6K1 b - - 100 80");
        let table = [
            (Ending::Checkmate, &mate, 1, true),
            (Ending::Checkmate, &stalemate, 1, false),
            (Ending::Stalemate, &stalemate, 1, true),
            (Ending::Insufficient, &bare, 1, true),
            (Ending::Insufficient, &fifty, 1, false),
            (Ending::Fifty, &fifty, 1, true),
            (Ending::Fifty, &mate, 1, false),
            (Ending::Repetition, &bare, 3, true),
            (Ending::Repetition, &bare, 2, false),
        ];
        for (ending, end, repeated, is) in table {
            assert_eq!(ending.is(end, repeated), is, "{ending} {end}");
        }
    }
}
