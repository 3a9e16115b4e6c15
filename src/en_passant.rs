//! Which en passant square to write: the three rules FEN has had.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::piece::{Piece, Role};
use crate::setup::Setup;
use crate::square::Square;

/// When a writer puts the en passant square in the FEN.
///
/// ```
/// use fenkit::{EpPolicy, Setup};
/// let after_e4: Setup = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse::<fenkit::fen::Fen>()?.into_setup();
/// assert_eq!(after_e4.ep_square_for(EpPolicy::Keep).map(|s| s.to_string()), Some("e3".into()));
/// assert_eq!(after_e4.ep_square_for(EpPolicy::Pseudo), None); // no black pawn can take en passant
/// assert_eq!("keep".parse::<EpPolicy>()?, EpPolicy::Keep); // as read
/// # Ok::<(), Box<dyn std::error::Error>>(())
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
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = policy_error
)]
#[non_exhaustive]
pub enum EpPolicy {
    /// As read: the square the setup holds, unchanged; `Keep` never adds a square the text left
    /// out. A position reached by [`Position::play`](crate::Position::play) holds the square
    /// after every double pawn step (the PGN 1994 rule), so for it `Keep` writes PGN 1994 FEN.
    #[default]
    Keep,
    /// The X-FEN rule: only when a pawn of the side to move stands ready to capture en passant.
    Pseudo,
    /// The rule of the 2020 community revision of the PGN standard, and python-chess's default
    /// (shakmaty has none: its callers pass an `EnPassantMode`): only when the capture is legal,
    /// pins and discovered checks included.
    Legal,
}

impl EpPolicy {
    /// Every policy: keep, pseudo, legal.
    ///
    /// ```
    /// use fenkit::EpPolicy;
    /// assert_eq!(EpPolicy::ALL, [EpPolicy::Keep, EpPolicy::Pseudo, EpPolicy::Legal]);
    /// ```
    pub const ALL: &'static [EpPolicy] = <EpPolicy as strum::VariantArray>::VARIANTS;
}

fn policy_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::EnPassantPolicy,
        found,
        &["keep", "legal", "pseudo"],
    )
}

impl Setup {
    /// The en passant square as the policy would write it.
    ///
    /// `Legal` needs the side to move to have exactly one king; without one it is `Pseudo`.
    #[must_use]
    #[inline]
    pub fn ep_square_for(&self, policy: EpPolicy) -> Option<Square> {
        // Most setups have no square: that answer is found where the caller stands.
        let ep = self.ep_square?;
        self.ep_square_by(policy, ep)
    }

    /// [`ep_square_for`](Self::ep_square_for) of a setup with the square `ep`.
    fn ep_square_by(&self, policy: EpPolicy, ep: Square) -> Option<Square> {
        match policy {
            EpPolicy::Keep => Some(ep),
            EpPolicy::Pseudo => self.ep_capturers(ep).any().then_some(ep),
            EpPolicy::Legal => self
                .ep_capturers(ep)
                .into_iter()
                .any(|from| self.is_safe_ep_capture(from, ep))
                .then_some(ep),
        }
    }

    /// Whether taking en passant from `from` to `ep` leaves the king of the side to move safe;
    /// `true` when it has no single king (a setup need not be a position).
    fn is_safe_ep_capture(&self, from: Square, ep: Square) -> bool {
        let king = self.board.king_of(self.turn);
        king.is_none_or(|king| self.board.is_safe_ep_capture(self.turn, king, from, ep))
    }

    /// The pawns of the side to move that attack the en passant square.
    fn ep_capturers(&self, ep: Square) -> Bitboard {
        let pawns = self.board.by_piece(Piece::new(self.turn, Role::Pawn));
        attacks::pawn(!self.turn, ep) & pawns
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::Fen;

    fn setup(fen: &str) -> Setup {
        fen.parse::<Fen>().unwrap().into_setup()
    }

    #[track_caller]
    fn ep(fen: &str, policy: EpPolicy) -> Option<String> {
        setup(fen).ep_square_for(policy).map(|s| s.to_string())
    }

    #[test]
    fn pseudo_needs_a_pawn_ready_to_take() {
        let fen = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
        assert_eq!(ep(fen, EpPolicy::Pseudo).as_deref(), Some("e3"));
        assert_eq!(ep(fen, EpPolicy::Legal).as_deref(), Some("e3"));
    }

    #[test]
    fn legal_sees_the_pin_along_the_rank() {
        // Taking exd3 would empty the fourth rank between the black king and the white rook.
        let fen = "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1";
        assert_eq!(ep(fen, EpPolicy::Pseudo).as_deref(), Some("e3"));
        assert_eq!(ep(fen, EpPolicy::Legal), None);
    }

    #[test]
    fn legal_sees_a_diagonal_pin() {
        let free = "8/6B1/1k6/8/3pP3/8/8/4K3 b - e3 0 1";
        assert_eq!(ep(free, EpPolicy::Legal).as_deref(), Some("e3"));
        let pinned = "8/6B1/8/8/3pP3/8/8/k3K3 b - e3 0 1";
        assert_eq!(ep(pinned, EpPolicy::Pseudo).as_deref(), Some("e3"));
        assert_eq!(ep(pinned, EpPolicy::Legal), None);
    }
}
