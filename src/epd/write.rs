//! The EPD writer: the four fields as FEN writes them, then the operations in ASCII order.

use super::Opcode;
use super::opcode::Takes;
use super::{Epd, Operand};
use crate::dialect::{DialectKind, LossyConversion};
use crate::en_passant::EpPolicy;
use crate::fen::FenWriter;
use crate::san::SanWriter;
use crate::setup::Setup;

pub(super) fn append(
    dialect: DialectKind,
    ep: EpPolicy,
    epd: &Epd,
    out: &mut String,
) -> Result<(), LossyConversion> {
    fields(dialect, ep, epd.position.setup(), out)?;
    for (opcode, operands) in &epd.operations {
        out.push(' ');
        out.push_str(opcode.as_str());
        for (operand, text) in operands.iter().zip(texts(epd, opcode, operands)) {
            out.push(' ');
            match operand {
                Operand::String(text) => push_string(out, text),
                _ => out.push_str(&text),
            }
        }
        out.push(';');
    }
    Ok(())
}

/// Appends the four position fields: the FEN without its two clock fields (`hmvc` and `fmvn`
/// carry them).
pub(super) fn fields(
    dialect: DialectKind,
    ep: EpPolicy,
    setup: &Setup,
    out: &mut String,
) -> Result<(), LossyConversion> {
    let start = out.len();
    FenWriter::new()
        .dialect(dialect)
        .en_passant(ep)
        .append(setup, out)?;
    let clocks = out[start..]
        .rmatch_indices(' ')
        .nth(1)
        .map_or(out.len(), |(at, _)| start + at);
    out.truncate(clocks);
    Ok(())
}

/// The text of each operand: moves in SAN (a variation's each in the position the moves before
/// it lead to), strings without quotes or escapes, numbers as EPD writes them.
pub(super) fn texts(epd: &Epd, opcode: &Opcode, operands: &[Operand]) -> Vec<String> {
    let mut position = epd.position.clone();
    operands
        .iter()
        .map(|operand| match operand {
            Operand::Move(mv) => {
                let san = SanWriter::new().write(&position, *mv).to_string();
                if opcode.kind() == Takes::Variation {
                    position = position.play_unchecked(*mv);
                }
                san
            }
            Operand::String(text) | Operand::Word(text) => text.clone(),
            Operand::Integer(n) => n.to_string(),
            Operand::Float(x) => float(*x),
        })
        .collect()
}

/// A string in quotes, `"` and `\` escaped.
fn push_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
}

/// A float with digits on both sides of its point (`Display` writes `1` for `1.0`, and never
/// an exponent); the shortest text that reads back as the same number.
fn float(x: f64) -> String {
    let mut text = x.to_string();
    if !text.contains('.') {
        text.push_str(".0");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_escape_quotes_and_backslashes() {
        let mut out = String::new();
        push_string(&mut out, r#"a "b" \c"#);
        assert_eq!(out, r#""a \"b\" \\c""#);
    }

    #[test]
    fn floats_keep_their_point() {
        for (x, text) in [
            (1.0, "1.0"),
            (-0.5, "-0.5"),
            (1e21, "1000000000000000000000.0"),
            (0.1, "0.1"),
        ] {
            assert_eq!(float(x), text);
        }
    }
}
