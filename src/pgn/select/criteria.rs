//! The criteria read from text: ranges of numbers, of ECO codes and of dates, and the error
//! when one does not read.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use crate::scan::ShownText;

/// A criterion's text that does not read: what it is, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} is not {expected}", ShownText(text))]
pub struct ParseCriterionError {
    text: String,
    expected: Cow<'static, str>,
}

impl ParseCriterionError {
    pub(super) fn new(text: &str, expected: impl Into<Cow<'static, str>>) -> ParseCriterionError {
        ParseCriterionError {
            text: text.to_owned(),
            expected: expected.into(),
        }
    }
}

/// An inclusive range of numbers, either end open: `MIN..MAX`, `MIN..`, `..MAX`, or one
/// number.
///
/// ```
/// use fenkit::pgn::Bounds;
/// let elo: Bounds<u32> = "2000..2200".parse()?;
/// assert!(elo.contains(2000) && elo.contains(2200) && !elo.contains(2201));
/// assert!("40..".parse::<Bounds<usize>>()?.contains(1000));
/// assert_eq!("7".parse::<Bounds<usize>>()?, Bounds::new(Some(7), Some(7)));
/// assert_eq!("a..b".parse::<Bounds<u32>>().unwrap_err().to_string(),
///     r#""a..b" is not a range: expected MIN..MAX, MIN.., ..MAX or a number"#);
/// assert_eq!("10..5".parse::<Bounds<u32>>().unwrap_err().to_string(),
///     r#""10..5" is not a range: 10 is more than 5, expected MIN..MAX with MIN at most MAX"#);
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bounds<T> {
    min: Option<T>,
    max: Option<T>,
}

impl<T: Copy + PartialOrd> Bounds<T> {
    /// The numbers from `min` to `max`, both included; `None` leaves that end open.
    #[must_use]
    pub fn new(min: Option<T>, max: Option<T>) -> Bounds<T> {
        Bounds { min, max }
    }

    /// Whether `value` is in the range.
    #[must_use]
    pub fn contains(&self, value: T) -> bool {
        self.min.is_none_or(|min| min <= value) && self.max.is_none_or(|max| value <= max)
    }

    /// The highest number in the range, unless it is open above.
    #[must_use]
    pub fn max(&self) -> Option<T> {
        self.max
    }
}

impl<T: FromStr + Copy + PartialOrd + fmt::Display> FromStr for Bounds<T> {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<Bounds<T>, ParseCriterionError> {
        let bad = || {
            ParseCriterionError::new(text, "a range: expected MIN..MAX, MIN.., ..MAX or a number")
        };
        let end = |part: &str| -> Result<Option<T>, ParseCriterionError> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(None);
            }
            part.parse().map(Some).map_err(|_| {
                // Digits alone that do not read: more than the number can hold.
                if part.bytes().all(|b| b.is_ascii_digit()) {
                    ParseCriterionError::new(text, format!("a range: {part} is too large"))
                } else {
                    bad()
                }
            })
        };
        match text.split_once("..") {
            Some((min, max)) => match (end(min)?, end(max)?) {
                (Some(min), Some(max)) if min > max => Err(ParseCriterionError::new(
                    text,
                    format!(
                        "a range: {min} is more than {max}, expected MIN..MAX with MIN at most MAX"
                    ),
                )),
                (min, max) => Ok(Bounds::new(min, max)),
            },
            None => {
                let one = end(text)?.ok_or_else(bad)?;
                Ok(Bounds::new(Some(one), Some(one)))
            }
        }
    }
}

/// A range of ECO codes (`A00` to `E99`): `A00-B99`, one code (`C42`), or a prefix
/// (`B` is `B00-B99`, `C4` is `C40-C49`).
///
/// ```
/// use fenkit::pgn::EcoRange;
/// let range: EcoRange = "B20-B99".parse()?;
/// assert!(range.contains("B33") && !range.contains("C00") && !range.contains("?"));
/// assert!("C4".parse::<EcoRange>()?.contains("C42"));
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EcoRange {
    from: u16,
    to: u16,
}

impl EcoRange {
    /// Whether an `ECO` tag's value (`B33`) is in the range; a value that is not a code is not.
    #[must_use]
    pub fn contains(&self, eco: &str) -> bool {
        match eco_code(eco.trim(), false) {
            Some(code) if eco.trim().len() == 3 => self.from <= code && code <= self.to,
            _ => false,
        }
    }
}

/// The number of an ECO code or prefix (letter × 100 + digits), missing digits filled with 0
/// (or 9 for the end of a range).
fn eco_code(text: &str, end: bool) -> Option<u16> {
    let bytes = text.as_bytes();
    let letter = u16::from(bytes.first()?.to_ascii_uppercase());
    if !(u16::from(b'A')..=u16::from(b'E')).contains(&letter) || bytes.len() > 3 {
        return None;
    }
    let fill = if end { b'9' } else { b'0' };
    let mut number = 0;
    for at in 1..3 {
        let digit = *bytes.get(at).unwrap_or(&fill);
        if !digit.is_ascii_digit() {
            return None;
        }
        number = number * 10 + u16::from(digit - b'0');
    }
    Some((letter - u16::from(b'A')) * 100 + number)
}

impl FromStr for EcoRange {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<EcoRange, ParseCriterionError> {
        let (from, to) = text.split_once('-').unwrap_or((text, text));
        let (first, last) = (from.trim(), to.trim());
        match (eco_code(first, false), eco_code(last, true)) {
            (Some(from), Some(to)) if from <= to => Ok(EcoRange { from, to }),
            (Some(_), Some(_)) => Err(ParseCriterionError::new(
                text,
                format!("an ECO range: {first} comes after {last}, expected FROM-TO in that order"),
            )),
            _ => Err(ParseCriterionError::new(
                text,
                "an ECO range: expected codes A00 to E99, as A00-B99, C42 or C4",
            )),
        }
    }
}

/// A date as (year, month, day).
type Day = (u32, u32, u32);

/// A range of dates, in PGN's form (`YYYY.MM.DD`), either end open, each end a year, a month
/// or a day: `2020..2021` is every day of 2020 and 2021, `2020.05..` every day from May 2020,
/// `1858.06.21` one day.
///
/// A game's `Date` tag may leave parts unknown (`2020.??.??`): the game is in the range when
/// every day it may be is, so `2020.??.??` is in `2020..2021` but not in `2020.05..2020.06`,
/// and `????.??.??` only in a range open at both ends.
///
/// ```
/// use fenkit::pgn::DateRange;
/// let range: DateRange = "2020.05..2020.06".parse()?;
/// assert!(range.contains("2020.05.01") && range.contains("2020.06.??"));
/// assert!(!range.contains("2020.??.??") && !range.contains("2020.07.01"));
/// assert!("2020".parse::<DateRange>()?.contains("2020.??.??"));
/// assert!("1998".parse::<DateRange>()?.contains("1998-02-14"));
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DateRange {
    from: Option<Day>,
    to: Option<Day>,
}

impl DateRange {
    /// Whether every day a `Date` tag's value may be is in the range.
    #[must_use]
    pub fn contains(&self, date: &str) -> bool {
        let Some((first, last)) = game_days(date) else {
            return self.from.is_none() && self.to.is_none();
        };
        self.from.is_none_or(|from| from <= first) && self.to.is_none_or(|to| last <= to)
    }
}

/// The first and last day a PGN date may be (`??` parts unknown); `None` when the year is
/// unknown or the text is not a date.
fn game_days(date: &str) -> Option<(Day, Day)> {
    // PGN writes `1998.02.14`; import format as pgn-extract reads it takes `1998-02-14` too.
    let mut parts = date.trim().split(['.', '-']);
    let mut part = |max: u32| -> Result<Option<u32>, ()> {
        match parts.next() {
            None => Ok(None),
            Some(p) if !p.is_empty() && p.bytes().all(|b| b == b'?') => Ok(None),
            Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
                p.parse().ok().filter(|&n| n <= max).map(Some).ok_or(())
            }
            Some(_) => Err(()),
        }
    };
    let year = part(9999).ok()??;
    let month = part(12).ok()?;
    let day = part(31).ok()?;
    Some(match (month, day) {
        (Some(m), Some(d)) => ((year, m, d), (year, m, d)),
        (Some(m), None) => ((year, m, 1), (year, m, 31)),
        (None, _) => ((year, 1, 1), (year, 12, 31)),
    })
}

/// One end of a date range: a year, month or day, the first day it holds (or the last).
fn range_end(text: &str, last: bool) -> Option<Day> {
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() > 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let number = |at: usize, max: u32| -> Option<Option<u32>> {
        match parts.get(at) {
            None => Some(None),
            Some(p) => p.parse().ok().filter(|n| (1..=max).contains(n)).map(Some),
        }
    };
    let year = parts[0].parse().ok().filter(|&y| y <= 9999)?;
    let (month, day) = (number(1, 12)?, number(2, 31)?);
    let (low, high) = if last { (12, 31) } else { (1, 1) };
    Some((year, month.unwrap_or(low), day.unwrap_or(high)))
}

impl FromStr for DateRange {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<DateRange, ParseCriterionError> {
        let bad = || {
            ParseCriterionError::new(
                text,
                "a date range: expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD (either may be left out)",
            )
        };
        let end = |part: &str, last: bool| -> Result<Option<Day>, ParseCriterionError> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(None);
            }
            range_end(part, last).map(Some).ok_or_else(bad)
        };
        let (from, to) = match text.split_once("..") {
            Some((start, finish)) => {
                let (from, to) = (end(start, false)?, end(finish, true)?);
                if let (Some(first), Some(last)) = (from, to)
                    && first > last
                {
                    return Err(ParseCriterionError::new(
                        text,
                        format!(
                            "a date range: {} is after {}, expected FROM..TO in that order",
                            start.trim(),
                            finish.trim()
                        ),
                    ));
                }
                (from, to)
            }
            None => (Some(end(text, false)?.ok_or_else(bad)?), end(text, true)?),
        };
        Ok(DateRange { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_read_every_form() {
        type Ends = Option<(Option<u32>, Option<u32>)>;
        let table: [(&str, Ends); 11] = [
            ("1..2", Some((Some(1), Some(2)))),
            ("1..", Some((Some(1), None))),
            ("..2", Some((None, Some(2)))),
            ("..", Some((None, None))),
            ("5", Some((Some(5), Some(5)))),
            ("", None),
            ("x..2", None),
            ("-1..2", None),
            ("5..5", Some((Some(5), Some(5)))),
            ("6..5", None),
            ("4294967296", None),
        ];
        for (text, expected) in table {
            let read = text.parse::<Bounds<u32>>().ok().map(|b| (b.min, b.max));
            assert_eq!(read, expected, "{text}");
        }
    }

    #[test]
    fn ranges_out_of_order_or_too_large_say_so() {
        let said = |read: Result<(), ParseCriterionError>| read.unwrap_err().to_string();
        let table = [
            (
                said("2200..2000".parse::<Bounds<u32>>().map(drop)),
                r#""2200..2000" is not a range: 2200 is more than 2000, expected MIN..MAX with MIN at most MAX"#,
            ),
            (
                said("1..4294967296".parse::<Bounds<u32>>().map(drop)),
                r#""1..4294967296" is not a range: 4294967296 is too large"#,
            ),
            (
                said("C50 - C42".parse::<EcoRange>().map(drop)),
                r#""C50 - C42" is not an ECO range: C50 comes after C42, expected FROM-TO in that order"#,
            ),
            (
                said("2020.06 .. 2020.05.31".parse::<DateRange>().map(drop)),
                r#""2020.06 .. 2020.05.31" is not a date range: 2020.06 is after 2020.05.31, expected FROM..TO in that order"#,
            ),
        ];
        for (message, expected) in table {
            assert_eq!(message, expected);
        }
        // One day, or one code, is a range in order.
        assert!("2020.05.31..2020.05.31".parse::<DateRange>().is_ok());
        assert!("C42-C42".parse::<EcoRange>().is_ok());
    }

    #[test]
    fn eco_ranges() {
        let table = [
            ("A00-B99", "A00", true),
            ("A00-B99", "B99", true),
            ("A00-B99", "C00", false),
            ("B", "B00", true),
            ("B", "B99", true),
            ("B", "C00", false),
            ("C4", "C39", false),
            ("C4", "C40", true),
            ("C4", "C49", true),
            ("C4", "C50", false),
            ("c42", "C42", true),
            ("C42", "C42 ", true),
            ("C42", "C421", false),
            ("C42", "C4", false),
            // A prefix is not a code: a game's ECO has all three characters.
            ("C4", "C4", false),
            ("B", "B", false),
            ("E99", "E99", true),
        ];
        for (range, eco, inside) in table {
            let range: EcoRange = range.parse().unwrap();
            assert_eq!(range.contains(eco), inside, "{range:?} {eco}");
        }
        for bad in ["", "F00", "A100", "B99-A00", "A0x", "x"] {
            assert!(bad.parse::<EcoRange>().is_err(), "{bad}");
        }
    }

    #[test]
    fn date_ranges_and_unknown_parts() {
        let table = [
            ("2020..2021", "2020.01.01", true),
            ("2020..2021", "2021.12.31", true),
            ("2020..2021", "2022.01.01", false),
            ("2020..2021", "2019.12.31", false),
            ("2020..2021", "2020.??.??", true),
            ("2020.05..2020.06", "2020.??.??", false),
            ("2020.05..2020.06", "2020.06.??", true),
            ("2020.05..2020.06", "2020.06.30", true),
            ("2020.05..2020.06", "2020.07.01", false),
            ("2020.05..2020.06", "2020.04.30", false),
            ("2020.05.17", "2020.05.17", true),
            ("2020.05.17", "2020.05.18", false),
            ("2020..", "2024.03.01", true),
            ("2020..", "????.??.??", false),
            ("..1900", "1858.??.??", true),
            ("..", "????.??.??", true),
            ("2020", "2020", true),
            ("2020", "not a date", false),
            ("2020", "2020.13.01", false),
            ("2020", "2020.+5.01", false),
        ];
        for (range, date, inside) in table {
            let parsed: DateRange = range.parse().unwrap();
            assert_eq!(parsed.contains(date), inside, "{range} {date}");
        }
        for bad in [
            "",
            "2020.13",
            "2020.1.32",
            "20x0",
            "2020..x",
            "2020.05.01.01",
            "2020.00",
            "2020.+5",
        ] {
            assert!(bad.parse::<DateRange>().is_err(), "{bad}");
        }
    }
}
