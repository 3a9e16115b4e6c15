//! Just enough hand-written JSON for `inspect --json`.

use std::fmt::Write;

/// Appends `text` as a JSON string: quoted, with `"`, `\` and control characters escaped.
pub(crate) fn push_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Appends a JSON array of strings.
pub(crate) fn push_strings<S: AsRef<str>>(out: &mut String, items: impl IntoIterator<Item = S>) {
    out.push('[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        push_string(out, item.as_ref());
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let mut out = String::new();
        push_string(&mut out, "a\"b\\c\nd\u{1}é");
        assert_eq!(out, r#""a\"b\\c\nd\u0001é""#);
    }

    #[test]
    fn arrays_separate_items() {
        let mut out = String::new();
        push_strings(&mut out, ["h1", "a1"]);
        push_strings(&mut out, Vec::<String>::new());
        assert_eq!(out, r#"["h1", "a1"][]"#);
    }
}
