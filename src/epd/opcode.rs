//! The operands each standard opcode takes.

/// What the operands of an opcode must be (PGN 16.2.5, and `acd`, common in files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// One or more moves of the position: `am`, `bm`.
    Moves,
    /// Exactly one move of the position: `pm`, `sm`.
    Move,
    /// One or more moves, each played in turn from the position: `pv`.
    Variation,
    /// Exactly one integer: `acd`, `acn`, `acs`, `ce`, `dm`, `rc`.
    Integer,
    /// The halfmove clock: one integer from 0.
    Halfmove,
    /// The fullmove number: one integer from 1.
    Fullmove,
    /// Exactly one string: `id`, `c0`–`c9`, `v0`–`v9`, `eco`, `nic`.
    String,
    /// No operand: `draw_accept`, `draw_claim`, `draw_offer`, `draw_reject`, `resign`.
    Nothing,
    /// Any operands, kept as read: `noop`, `tcgs`, `tcri`, `tcsi` and unknown opcodes.
    Any,
}

impl Kind {
    pub(super) fn of(opcode: &str) -> Kind {
        match opcode.as_bytes() {
            b"am" | b"bm" => Kind::Moves,
            b"pm" | b"sm" => Kind::Move,
            b"pv" => Kind::Variation,
            b"acd" | b"acn" | b"acs" | b"ce" | b"dm" | b"rc" => Kind::Integer,
            b"hmvc" => Kind::Halfmove,
            b"fmvn" => Kind::Fullmove,
            b"id" | b"eco" | b"nic" | [b'c' | b'v', b'0'..=b'9'] => Kind::String,
            b"draw_accept" | b"draw_claim" | b"draw_offer" | b"draw_reject" | b"resign" => {
                Kind::Nothing
            }
            _ => Kind::Any,
        }
    }

    /// What the opcode takes, in words, for "expected …" messages about the count.
    pub(crate) const fn expected(self) -> &'static str {
        match self {
            Kind::Moves => "one or more moves",
            Kind::Move => "one move",
            Kind::Variation => "one or more moves, a variation",
            Kind::Integer => "one integer",
            Kind::Halfmove => "one halfmove clock",
            Kind::Fullmove => "one fullmove number",
            Kind::String => "one string",
            Kind::Nothing => "no operand",
            Kind::Any => "any operands",
        }
    }

    /// Whether `count` operands are right for this opcode.
    pub(crate) const fn takes(self, count: usize) -> bool {
        match self {
            Kind::Moves | Kind::Variation => count >= 1,
            Kind::Move | Kind::Integer | Kind::Halfmove | Kind::Fullmove | Kind::String => {
                count == 1
            }
            Kind::Nothing => count == 0,
            Kind::Any => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Opcode;
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
            ("am", Kind::Moves),
            ("bm", Kind::Moves),
            ("pm", Kind::Move),
            ("sm", Kind::Move),
            ("pv", Kind::Variation),
            ("acd", Kind::Integer),
            ("acn", Kind::Integer),
            ("acs", Kind::Integer),
            ("ce", Kind::Integer),
            ("dm", Kind::Integer),
            ("rc", Kind::Integer),
            ("hmvc", Kind::Halfmove),
            ("fmvn", Kind::Fullmove),
            ("id", Kind::String),
            ("eco", Kind::String),
            ("nic", Kind::String),
            ("c0", Kind::String),
            ("c9", Kind::String),
            ("v5", Kind::String),
            ("draw_accept", Kind::Nothing),
            ("draw_claim", Kind::Nothing),
            ("draw_offer", Kind::Nothing),
            ("draw_reject", Kind::Nothing),
            ("resign", Kind::Nothing),
            ("noop", Kind::Any),
            ("tcgs", Kind::Any),
            ("c10", Kind::Any),
            ("bmx", Kind::Any),
        ];
        for (opcode, kind) in table {
            assert_eq!(Kind::of(opcode), kind, "{opcode}");
        }
    }

    #[test]
    fn counts() {
        assert!(Kind::Moves.takes(1) && Kind::Moves.takes(3) && !Kind::Moves.takes(0));
        assert!(Kind::String.takes(1) && !Kind::String.takes(0) && !Kind::String.takes(2));
        assert!(Kind::Nothing.takes(0) && !Kind::Nothing.takes(1));
        assert!(Kind::Any.takes(0) && Kind::Any.takes(7));
    }
}
