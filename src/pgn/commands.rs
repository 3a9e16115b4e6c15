//! The commands lichess, ChessBase and other programs put inside comments, `[%name
//! arguments]`: the clock after a move (`[%clk 0:03:00]`), the time it took (`[%emt
//! 0:00:05]`), an engine's evaluation (`[%eval 0.24]`, `[%eval #-3]`).

use std::time::Duration;

/// An engine's evaluation, from White's side, as `[%eval …]` writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Eval {
    /// Hundredths of a pawn: `[%eval 0.24]` is 24, `[%eval -1.5]` is -150.
    Centipawns(i32),
    /// Mate in this many moves, negative when Black mates: `[%eval #-3]` is -3.
    Mate(i32),
}

/// One command of a comment, read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Command<'a> {
    /// `[%clk H:MM:SS]`: the time left on the clock of the side that moved.
    Clock(Duration),
    /// `[%emt H:MM:SS]`: the time the move took.
    Elapsed(Duration),
    /// `[%eval 0.24]`, `[%eval #-3]`, `[%eval 0.24,18]` (a depth after the comma is not kept).
    Eval(Eval),
    /// Any other command (`[%csl Ga4]`, `[%cal Ge2e4]`…), its name and arguments as written.
    Other {
        /// The name, without the `%`.
        name: &'a str,
        /// The arguments, trimmed.
        args: &'a str,
    },
}

/// A known command whose arguments do not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("[%{name} {args}]: expected {expected}")]
pub struct CommandError {
    name: String,
    args: String,
    expected: &'static str,
}

/// A command as it stands in a comment: where, and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found<'a> {
    /// The bytes of the comment from `[` to `]`.
    pub span: std::ops::Range<usize>,
    /// The command, or why it does not read.
    pub command: Result<Command<'a>, CommandError>,
}

/// The commands of a comment's text, in order. Text outside `[%…]` is passed over, as is a
/// `[%` never closed.
///
/// ```
/// use std::time::Duration;
/// use fenkit::pgn::{Command, Eval, commands};
/// let comment = " [%eval #-3] [%clk 0:03:00.5] good move ";
/// let read: Vec<Command> = commands(comment).map(|c| c.command).collect::<Result<_, _>>()?;
/// assert_eq!(read, [Command::Eval(Eval::Mate(-3)), Command::Clock(Duration::from_millis(180_500))]);
/// let bad = commands("[%clk soon]").next().unwrap().command.unwrap_err();
/// assert_eq!(bad.to_string(), "[%clk soon]: expected a time as H:MM:SS, M:SS or S, seconds with up to 3 decimals");
/// # Ok::<(), fenkit::pgn::CommandError>(())
/// ```
pub fn commands(text: &str) -> impl Iterator<Item = Found<'_>> {
    let mut at = 0;
    core::iter::from_fn(move || {
        let start = at + text.get(at..)?.find("[%")?;
        let end = start + text[start..].find(']')?;
        at = end + 1;
        let inner = &text[start + 2..end];
        let (name, args) = inner
            .split_once(|c: char| c.is_whitespace())
            .unwrap_or((inner, ""));
        Some(Found {
            span: start..end + 1,
            command: read(name, args.trim()),
        })
    })
}

/// Reads one command's arguments.
fn read<'a>(name: &'a str, args: &'a str) -> Result<Command<'a>, CommandError> {
    let error = |expected| CommandError {
        name: name.to_owned(),
        args: args.to_owned(),
        expected,
    };
    const TIME: &str = "a time as H:MM:SS, M:SS or S, seconds with up to 3 decimals";
    match name {
        "clk" => time(args).map(Command::Clock).ok_or_else(|| error(TIME)),
        "emt" => time(args).map(Command::Elapsed).ok_or_else(|| error(TIME)),
        "eval" => eval(args).map(Command::Eval).ok_or_else(|| {
            error("pawns (0.24, -1.5) or a mate (#3, #-3), and a depth after a comma")
        }),
        _ => Ok(Command::Other { name, args }),
    }
}

/// `H:MM:SS`, `M:SS` or `S`, seconds with up to three decimals.
fn time(text: &str) -> Option<Duration> {
    let mut parts = text.rsplit(':');
    let seconds = parts.next()?;
    let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut millis = number(whole)?.checked_mul(1000)?;
    let scale = [100, 10, 1];
    for (digit, scale) in fraction.bytes().zip(scale) {
        millis = millis.checked_add(u64::from(digit - b'0') * scale)?;
    }
    for unit in [60_000, 3_600_000] {
        if let Some(part) = parts.next() {
            millis = millis.checked_add(number(part)?.checked_mul(unit)?)?;
        }
    }
    parts
        .next()
        .is_none()
        .then(|| Duration::from_millis(millis))
}

/// Digits, as a number.
fn number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `0.24`, `-1.5`, `+3`, `#-3`, with a depth after a comma.
fn eval(text: &str) -> Option<Eval> {
    let value = match text.split_once(',') {
        Some((value, depth)) => {
            number(depth.trim())?;
            value.trim()
        }
        None => text,
    };
    if let Some(mate) = value.strip_prefix('#') {
        let moves: i32 = mate.strip_prefix('+').unwrap_or(mate).parse().ok()?;
        return Some(Eval::Mate(moves));
    }
    let (negative, digits) = match value.as_bytes().first()? {
        b'-' => (true, &value[1..]),
        b'+' => (false, &value[1..]),
        _ => (false, value),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let whole = if whole.is_empty() { 0 } else { number(whole)? };
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Hundredths, rounded half away from zero on the third decimal.
    let digit = |at: usize| u64::from(fraction.as_bytes().get(at).map_or(0, |d| d - b'0'));
    let hundredths = whole
        .checked_mul(100)?
        .checked_add(digit(0) * 10 + digit(1) + u64::from(digit(2) >= 5))?;
    let magnitude = i64::try_from(hundredths).ok()?;
    let centipawns = i32::try_from(if negative { -magnitude } else { magnitude }).ok()?;
    Some(Eval::Centipawns(centipawns))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Result<Command<'_>, CommandError> {
        commands(text).next().expect("a command").command
    }

    #[test]
    fn clocks_read_as_times() {
        let table = [
            ("[%clk 0:03:00]", Some(180_000)),
            ("[%clk 1:30:00]", Some(5_400_000)),
            ("[%clk 0:00:07.5]", Some(7_500)),
            ("[%clk 0:00:07.25]", Some(7_250)),
            ("[%clk 0:00:07.125]", Some(7_125)),
            ("[%clk 3:00]", Some(180_000)),
            ("[%clk 42]", Some(42_000)),
            ("[%clk  0:01:00 ]", Some(60_000)),
            ("[%clk 0:00:07.1234]", None),
            ("[%clk 1:2:3:4]", None),
            ("[%clk -0:01:00]", None),
            ("[%clk 0:x:00]", None),
            ("[%clk ]", None),
            ("[%clk 0::00]", None),
            ("[%clk +5]", None),
            ("[%clk 0:+1:00]", None),
            ("[%clk 18446744073709551.999]", None),
            ("[%clk 99999999999999999999:00:00]", None),
        ];
        for (text, millis) in table {
            let expected = millis.map(|m| Command::Clock(Duration::from_millis(m)));
            assert_eq!(one(text).ok(), expected, "{text}");
        }
        assert_eq!(
            one("[%emt 0:00:05]"),
            Ok(Command::Elapsed(Duration::from_secs(5)))
        );
    }

    #[test]
    fn evaluations_read_as_centipawns_or_mates() {
        let table = [
            ("[%eval 0.24]", Some(Eval::Centipawns(24))),
            ("[%eval -1.5]", Some(Eval::Centipawns(-150))),
            ("[%eval +3]", Some(Eval::Centipawns(300))),
            ("[%eval .5]", Some(Eval::Centipawns(50))),
            ("[%eval 0.245]", Some(Eval::Centipawns(25))),
            ("[%eval -0.244]", Some(Eval::Centipawns(-24))),
            ("[%eval 0.24,18]", Some(Eval::Centipawns(24))),
            ("[%eval #-3]", Some(Eval::Mate(-3))),
            ("[%eval #3]", Some(Eval::Mate(3))),
            ("[%eval #+3]", Some(Eval::Mate(3))),
            ("[%eval #0]", Some(Eval::Mate(0))),
            ("[%eval x]", None),
            ("[%eval -]", None),
            ("[%eval .]", None),
            ("[%eval 1.2.3]", None),
            ("[%eval 0.24,deep]", None),
            ("[%eval #]", None),
            ("[%eval 99999999999]", None),
            // Near the ends of the numbers: no overflow, no panic.
            ("[%eval 184467440737095516.99]", None),
            ("[%eval -21474836.48]", Some(Eval::Centipawns(i32::MIN))),
            ("[%eval 21474836.48]", None),
        ];
        for (text, expected) in table {
            assert_eq!(one(text).ok(), expected.map(Command::Eval), "{text}");
        }
    }

    #[test]
    fn clocks_and_evaluations_written_read_back_the_same() {
        fn clock(millis: u32) -> bool {
            let (seconds, millis) = (u64::from(millis) / 1000, u64::from(millis) % 1000);
            let text = format!(
                "{{ [%clk {}:{:02}:{:02}.{millis:03}] }}",
                seconds / 3600,
                seconds / 60 % 60,
                seconds % 60
            );
            let expected = Duration::from_millis(seconds * 1000 + millis);
            one(&text) == Ok(Command::Clock(expected))
        }
        fn centipawns(cp: i32, mate: i32) -> bool {
            let pawns = format!(
                "{}{}.{:02}",
                if cp < 0 { "-" } else { "" },
                cp.unsigned_abs() / 100,
                cp.unsigned_abs() % 100
            );
            one(&format!("[%eval {pawns}]")) == Ok(Command::Eval(Eval::Centipawns(cp)))
                && one(&format!("[%eval #{mate}]")) == Ok(Command::Eval(Eval::Mate(mate)))
        }
        quickcheck::QuickCheck::new()
            .tests(2_000)
            .quickcheck(clock as fn(u32) -> bool);
        quickcheck::QuickCheck::new()
            .tests(2_000)
            .quickcheck(centipawns as fn(i32, i32) -> bool);
    }

    #[test]
    fn any_text_reads_without_a_panic() {
        fn property(text: String, picks: Vec<u8>) -> bool {
            const PIECES: [&str; 8] = ["[%clk ", "[%eval ", "[%emt ", "]", "#", ":", ".", "9"];
            let built: String = picks
                .iter()
                .map(|&p| PIECES[usize::from(p) % PIECES.len()])
                .collect();
            commands(&text).count() <= text.len() && commands(&built).count() <= built.len()
        }
        quickcheck::QuickCheck::new()
            .tests(3_000)
            .quickcheck(property as fn(String, Vec<u8>) -> bool);
    }

    #[test]
    fn other_commands_and_text_around_them() {
        let comment = "Good. [%csl Ga4,Rb5] [%cal Ge2e4] [%clk 0:01:00] [% ] [%clk";
        let found: Vec<Found<'_>> = commands(comment).collect();
        assert_eq!(found.len(), 4);
        assert_eq!(
            found[0].command,
            Ok(Command::Other {
                name: "csl",
                args: "Ga4,Rb5"
            })
        );
        assert_eq!(&comment[found[2].span.clone()], "[%clk 0:01:00]");
        assert_eq!(found[3].command, Ok(Command::Other { name: "", args: "" }));
        assert_eq!(commands("no commands [here]").count(), 0);
        // After a command that ends in a character of several bytes, the next is found too.
        assert_eq!(commands("[%note é] [%clk 1]").count(), 2);
    }
}
