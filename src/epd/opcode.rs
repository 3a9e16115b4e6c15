//! The operands each standard opcode takes.

/// What the operands of an opcode must be, as PGN 16.2.5 lists them (and `acd`, a known
/// extension), as an [`OperationErrorKind::Count`](super::OperationErrorKind::Count) names it.
///
/// ```
/// use fenkit::epd::{Epd, OperationErrorKind, ParseEpdError, Takes};
/// let err = "4k3/8/8/8/8/8/8/4K3 w - - ce;".parse::<Epd>().unwrap_err();
/// let ParseEpdError::Operation(err) = err else { panic!() };
/// assert_eq!(err.kind(), &OperationErrorKind::Count { found: 0, expected: Takes::Centipawns });
/// assert_eq!(err.to_string(), "operation ce: found 0 operands, expected one integer from -32767 to 32766");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum Takes {
    /// Zero or more moves of the position: `am`, `bm` (a set: written in ASCII order).
    #[strum(to_string = "zero or more moves")]
    Moves,
    /// Exactly one move of the position: `pm`, `sm`.
    #[strum(to_string = "one move")]
    Move,
    /// Zero or more moves, each played in turn from the position: `pv`.
    #[strum(to_string = "zero or more moves, a variation")]
    Variation,
    /// One integer from 0: `acn` (nodes), `acs` (seconds), and `acd` (depth, not in the
    /// standard but common in files).
    #[strum(to_string = "one integer from 0")]
    NonNegative,
    /// One integer from 1: `dm` (mate in), `rc` (repetitions), `tcgs` (game selector).
    #[strum(to_string = "one integer from 1")]
    Positive,
    /// `ce`: one centipawn evaluation, an integer from -32767 to 32766.
    #[strum(to_string = "one integer from -32767 to 32766")]
    Centipawns,
    /// The halfmove clock: one integer from 0.
    #[strum(to_string = "one halfmove clock")]
    Halfmove,
    /// The fullmove number: one integer from 1.
    #[strum(to_string = "one fullmove number")]
    Fullmove,
    /// Exactly one string: `id`.
    #[strum(to_string = "one string")]
    String,
    /// One string or none (none clears the register): `eco`, `nic`, `c0`–`c9`, `v0`–`v9`.
    #[strum(to_string = "one string or none")]
    OptionalString,
    /// Two strings in order, an e-mail address and a player's name: `tcri`, `tcsi`.
    #[strum(to_string = "two strings, an address and a name")]
    Address,
    /// No operand: `draw_accept`, `draw_claim`, `draw_offer`, `draw_reject`, `resign`.
    #[strum(to_string = "no operand")]
    Nothing,
    /// Any operands, kept as read: `noop` and opcodes fenkit does not know.
    #[strum(to_string = "any operands")]
    Any,
}

impl Takes {
    pub(super) fn of(opcode: &str) -> Takes {
        match opcode.as_bytes() {
            b"am" | b"bm" => Takes::Moves,
            b"pm" | b"sm" => Takes::Move,
            b"pv" => Takes::Variation,
            b"acd" | b"acn" | b"acs" => Takes::NonNegative,
            b"dm" | b"rc" | b"tcgs" => Takes::Positive,
            b"ce" => Takes::Centipawns,
            b"hmvc" => Takes::Halfmove,
            b"fmvn" => Takes::Fullmove,
            b"id" => Takes::String,
            b"eco" | b"nic" | [b'c' | b'v', b'0'..=b'9'] => Takes::OptionalString,
            b"tcri" | b"tcsi" => Takes::Address,
            b"draw_accept" | b"draw_claim" | b"draw_offer" | b"draw_reject" | b"resign" => {
                Takes::Nothing
            }
            _ => Takes::Any,
        }
    }

    /// Whether `count` operands are right for this opcode.
    pub(crate) const fn allows(self, count: usize) -> bool {
        match self {
            Takes::Moves | Takes::Variation | Takes::Any => true,
            Takes::Move
            | Takes::NonNegative
            | Takes::Positive
            | Takes::Centipawns
            | Takes::Halfmove
            | Takes::Fullmove
            | Takes::String => count == 1,
            Takes::OptionalString => count <= 1,
            Takes::Address => count == 2,
            Takes::Nothing => count == 0,
        }
    }

    /// Whether the operands are integers.
    pub(crate) const fn is_integer(self) -> bool {
        matches!(
            self,
            Takes::NonNegative
                | Takes::Positive
                | Takes::Centipawns
                | Takes::Halfmove
                | Takes::Fullmove
        )
    }

    /// Whether the operands are moves.
    pub(crate) const fn is_moves(self) -> bool {
        matches!(self, Takes::Moves | Takes::Move | Takes::Variation)
    }

    /// Whether the operands are strings.
    pub(crate) const fn is_string(self) -> bool {
        matches!(self, Takes::String | Takes::OptionalString | Takes::Address)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::epd::Opcode;

    #[test]
    fn opcodes_are_a_letter_then_up_to_fourteen_more() {
        for good in ["a", "bm", "c0", "draw_offer", "A_1", "abcdefghijklmno"] {
            assert!(Opcode::from_ascii(good.as_bytes()).is_some(), "{good}");
        }
        for bad in ["", "0a", "_a", "a-b", "abcdefghijklmnop", "é", "a b", "a;"] {
            assert!(Opcode::from_ascii(bad.as_bytes()).is_none(), "{bad}");
        }
    }

    #[test]
    fn each_standard_opcode_has_its_kind() {
        let table = [
            ("am", Takes::Moves),
            ("bm", Takes::Moves),
            ("pm", Takes::Move),
            ("sm", Takes::Move),
            ("pv", Takes::Variation),
            ("acd", Takes::NonNegative),
            ("acn", Takes::NonNegative),
            ("acs", Takes::NonNegative),
            ("ce", Takes::Centipawns),
            ("dm", Takes::Positive),
            ("rc", Takes::Positive),
            ("tcgs", Takes::Positive),
            ("hmvc", Takes::Halfmove),
            ("fmvn", Takes::Fullmove),
            ("id", Takes::String),
            ("eco", Takes::OptionalString),
            ("nic", Takes::OptionalString),
            ("c0", Takes::OptionalString),
            ("c9", Takes::OptionalString),
            ("v5", Takes::OptionalString),
            ("tcri", Takes::Address),
            ("tcsi", Takes::Address),
            ("draw_accept", Takes::Nothing),
            ("draw_claim", Takes::Nothing),
            ("draw_offer", Takes::Nothing),
            ("draw_reject", Takes::Nothing),
            ("resign", Takes::Nothing),
            ("noop", Takes::Any),
            ("c10", Takes::Any),
            ("bmx", Takes::Any),
        ];
        for (opcode, kind) in table {
            assert_eq!(Takes::of(opcode), kind, "{opcode}");
        }
    }

    #[test]
    fn counts_as_the_standard_gives_them() {
        let table: [(Takes, &[usize], &[usize]); 6] = [
            (Takes::Moves, &[0, 1, 3], &[]),
            (Takes::Variation, &[0, 1, 5], &[]),
            (Takes::String, &[1], &[0, 2]),
            (Takes::OptionalString, &[0, 1], &[2]),
            (Takes::Address, &[2], &[0, 1, 3]),
            (Takes::Nothing, &[0], &[1]),
        ];
        for (takes, good, bad) in table {
            assert!(good.iter().all(|&n| takes.allows(n)), "{takes:?}");
            assert!(bad.iter().all(|&n| !takes.allows(n)), "{takes:?}");
        }
        for takes in [
            Takes::Move,
            Takes::NonNegative,
            Takes::Positive,
            Takes::Centipawns,
        ] {
            assert!(takes.allows(1) && !takes.allows(0) && !takes.allows(2));
        }
        assert!(Takes::Any.allows(0) && Takes::Any.allows(7));
    }
}
