//! The operands each standard opcode takes.

/// What the operands of an opcode must be (PGN 16.2.5, and `acd`, common in files), as an
/// [`OperationErrorKind::Count`](super::OperationErrorKind::Count) names it.
///
/// ```
/// use fenkit::epd::{Epd, OperationErrorKind, ParseEpdError, Takes};
/// let err = "4k3/8/8/8/8/8/8/4K3 w - - ce;".parse::<Epd>().unwrap_err();
/// let ParseEpdError::Operation(err) = err else { panic!() };
/// assert_eq!(err.kind(), &OperationErrorKind::Count { found: 0, expected: Takes::Integer });
/// assert_eq!(Takes::Integer.to_string(), "one integer");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum Takes {
    /// One or more moves of the position: `am`, `bm`.
    #[strum(to_string = "one or more moves")]
    Moves,
    /// Exactly one move of the position: `pm`, `sm`.
    #[strum(to_string = "one move")]
    Move,
    /// One or more moves, each played in turn from the position: `pv`.
    #[strum(to_string = "one or more moves, a variation")]
    Variation,
    /// Exactly one integer: `acd`, `acn`, `acs`, `ce`, `dm`, `rc`.
    #[strum(to_string = "one integer")]
    Integer,
    /// The halfmove clock: one integer from 0.
    #[strum(to_string = "one halfmove clock")]
    Halfmove,
    /// The fullmove number: one integer from 1.
    #[strum(to_string = "one fullmove number")]
    Fullmove,
    /// Exactly one string: `id`, `c0`–`c9`, `v0`–`v9`, `eco`, `nic`.
    #[strum(to_string = "one string")]
    String,
    /// No operand: `draw_accept`, `draw_claim`, `draw_offer`, `draw_reject`, `resign`.
    #[strum(to_string = "no operand")]
    Nothing,
    /// Any operands, kept as read: `noop`, `tcgs`, `tcri`, `tcsi` and unknown opcodes.
    #[strum(to_string = "any operands")]
    Any,
}

impl Takes {
    pub(super) fn of(opcode: &str) -> Takes {
        match opcode.as_bytes() {
            b"am" | b"bm" => Takes::Moves,
            b"pm" | b"sm" => Takes::Move,
            b"pv" => Takes::Variation,
            b"acd" | b"acn" | b"acs" | b"ce" | b"dm" | b"rc" => Takes::Integer,
            b"hmvc" => Takes::Halfmove,
            b"fmvn" => Takes::Fullmove,
            b"id" | b"eco" | b"nic" | [b'c' | b'v', b'0'..=b'9'] => Takes::String,
            b"draw_accept" | b"draw_claim" | b"draw_offer" | b"draw_reject" | b"resign" => {
                Takes::Nothing
            }
            _ => Takes::Any,
        }
    }

    /// Whether `count` operands are right for this opcode.
    pub(crate) const fn allows(self, count: usize) -> bool {
        match self {
            Takes::Moves | Takes::Variation => count >= 1,
            Takes::Move | Takes::Integer | Takes::Halfmove | Takes::Fullmove | Takes::String => {
                count == 1
            }
            Takes::Nothing => count == 0,
            Takes::Any => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            ("acd", Takes::Integer),
            ("acn", Takes::Integer),
            ("acs", Takes::Integer),
            ("ce", Takes::Integer),
            ("dm", Takes::Integer),
            ("rc", Takes::Integer),
            ("hmvc", Takes::Halfmove),
            ("fmvn", Takes::Fullmove),
            ("id", Takes::String),
            ("eco", Takes::String),
            ("nic", Takes::String),
            ("c0", Takes::String),
            ("c9", Takes::String),
            ("v5", Takes::String),
            ("draw_accept", Takes::Nothing),
            ("draw_claim", Takes::Nothing),
            ("draw_offer", Takes::Nothing),
            ("draw_reject", Takes::Nothing),
            ("resign", Takes::Nothing),
            ("noop", Takes::Any),
            ("tcgs", Takes::Any),
            ("c10", Takes::Any),
            ("bmx", Takes::Any),
        ];
        for (opcode, kind) in table {
            assert_eq!(Takes::of(opcode), kind, "{opcode}");
        }
    }

    #[test]
    fn counts() {
        assert!(Takes::Moves.allows(1) && Takes::Moves.allows(3) && !Takes::Moves.allows(0));
        assert!(Takes::String.allows(1) && !Takes::String.allows(0) && !Takes::String.allows(2));
        assert!(Takes::Nothing.allows(0) && !Takes::Nothing.allows(1));
        assert!(Takes::Any.allows(0) && Takes::Any.allows(7));
    }
}
