//! Forsyth's 1883 form marks a black piece by underlining it; the text writes the mark as a
//! combining low line (U+0332) after each letter, which many fonts draw as a separate `_`. The
//! page draws the underline itself: the text cut into runs, black or not.

/// The combining low line.
const LOW_LINE: char = '\u{332}';

/// A run of the text: its letters without the marks, and whether they were underlined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Run {
    pub(crate) text: String,
    pub(crate) underlined: bool,
}

/// The text cut where underlining starts or stops; the marks taken out.
pub(crate) fn runs(text: &str) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == LOW_LINE {
            continue;
        }
        let underlined = chars.peek() == Some(&LOW_LINE);
        match runs.last_mut() {
            Some(run) if run.underlined == underlined => run.text.push(c),
            _ => runs.push(Run {
                text: c.to_string(),
                underlined,
            }),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> String {
        runs(text)
            .iter()
            .map(|run| {
                if run.underlined {
                    format!("[{}]", run.text)
                } else {
                    run.text.clone()
                }
            })
            .collect()
    }

    #[test]
    fn underlined_letters_are_runs_of_their_own() {
        assert_eq!(shown("0 R\u{332} 6"), "0 [R] 6");
        assert_eq!(shown("2 K\u{332}t\u{332} P"), "2 [Kt] P");
        assert_eq!(shown("5 P\u{332} P\u{332} 0"), "5 [P] [P] 0");
        assert_eq!(shown("R 0 R 4"), "R 0 R 4");
        assert_eq!(shown("\u{332}"), "", "a stray mark is dropped");
    }
}
