//! Byte scanning for the readers and writers: finding a byte, gathering bit planes, quoting what
//! was found. The lowest layer, with no chess in it.
//!
//! Each scanner has an SSE2 version (every x86-64 processor has SSE2; `safe_arch` keeps it
//! safe, see decision 0007) and a portable one that works on eight bytes in a `u64`, side by
//! side; a property test checks that they agree on every input. Why each is built as it is:
//! decision 0012.

/// Where the first `byte` in `text` is, 16 bytes at a time with SSE2. Meant for short texts (a
/// FEN field, a comment); whole read buffers go to `memchr`.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn find_byte(text: &[u8], byte: u8) -> Option<usize> {
    find_any(text, [byte])
}

/// [`find_byte`] 8 bytes at a time in a `u64`.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn find_byte_portable(text: &[u8], byte: u8) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut chunks = text.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let word =
            u64::from_le_bytes(chunk.try_into().unwrap_or_default()) ^ (ONES * u64::from(byte));
        // The lowest byte that is zero (`byte` before the xor) sets the lowest high bit.
        let zeros = word.wrapping_sub(ONES) & !word & (ONES << 7);
        if zeros != 0 {
            return Some(at + zeros.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    let rest = chunks.remainder().iter().position(|&b| b == byte);
    rest.map(|i| at + i)
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use find_byte_portable as find_byte;

/// Where the first byte of `text` that is one of `set` is, 16 bytes at a time with SSE2.
// One branch a block, not one a byte: decision 0012.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn find_any<const N: usize>(text: &[u8], set: [u8; N]) -> Option<usize> {
    let mask = |block: [u8; 16]| block_mask(block, set);
    let mut chunks = text.chunks_exact(16);
    let mut at = 0;
    for chunk in &mut chunks {
        let found = mask(<[u8; 16]>::try_from(chunk).unwrap_or_default());
        if found != 0 {
            return Some(at + found.trailing_zeros() as usize);
        }
        at += 16;
    }
    // The last bytes: in the last 16 bytes of the text, where those looked at already are
    // masked off; a text shorter than a block byte by byte (copying it into a block would
    // cost a call and a stalled load).
    let rest = chunks.remainder();
    if rest.is_empty() {
        return None;
    }
    let Some(&last) = text.last_chunk::<16>() else {
        return text.iter().position(|byte| set.contains(byte));
    };
    let found = mask(last) >> (16 - rest.len());
    (found != 0).then(|| at + found.trailing_zeros() as usize)
}

/// Which of 16 bytes are one of `set`: bit j for byte j.
#[cfg(target_arch = "x86_64")]
#[inline]
fn block_mask<const N: usize>(block: [u8; 16], set: [u8; N]) -> i32 {
    use safe_arch::{cmp_eq_mask_i8_m128i, m128i, move_mask_i8_m128i, set_splat_i8_m128i};
    let bytes = m128i::from(block);
    let found = set.iter().fold(m128i::default(), |found, &byte| {
        found | cmp_eq_mask_i8_m128i(bytes, set_splat_i8_m128i(byte as i8))
    });
    move_mask_i8_m128i(found)
}

/// [`find_any`] in `text` from byte `from` on, counted from there. A tail shorter than a block
/// (a tag's value, the end of a line) is looked at in the last 16 bytes of all of `text`, those
/// before `from` masked off, rather than byte by byte.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn find_any_from<const N: usize>(
    text: &[u8],
    from: usize,
    set: [u8; N],
) -> Option<usize> {
    let rest = text.get(from..)?;
    match text.last_chunk::<16>() {
        Some(&last) if rest.len() < 16 => {
            let found = block_mask(last, set) >> (16 - rest.len());
            (found != 0).then(|| found.trailing_zeros() as usize)
        }
        _ => find_any(rest, set),
    }
}

/// [`find_any_from`] byte by byte.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn find_any_from_portable<const N: usize>(
    text: &[u8],
    from: usize,
    set: [u8; N],
) -> Option<usize> {
    find_any_portable(text.get(from..)?, set)
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use find_any_from_portable as find_any_from;

/// [`find_any`] byte by byte.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn find_any_portable<const N: usize>(text: &[u8], set: [u8; N]) -> Option<usize> {
    text.iter().position(|byte| set.contains(byte))
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use find_any_portable as find_any;

/// How many of the first bytes of `text`, at most 16, are ASCII letters, digits or one of
/// `extra`: the run a word such as a move (`extra` = `- = + #`) or a tag name (`_`) is made of.
/// With SSE2, two range tests and a compare for each extra byte, on one block.
// No loop whose exit would mispredict at each word's end: decision 0012.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn word_len<const N: usize>(text: &[u8], extra: [u8; N]) -> usize {
    use safe_arch::{
        add_i8_m128i, cmp_eq_mask_i8_m128i, cmp_lt_mask_i8_m128i, m128i, move_mask_i8_m128i,
        set_splat_i8_m128i,
    };
    let splat = |byte: u8| set_splat_i8_m128i(byte as i8);
    // A whole block loaded as it is (copying fewer bytes into a block would cost a call and
    // a stalled load); only a text shorter than a block is copied, padded with zeros, which
    // end the run.
    let bytes = match text.first_chunk::<16>() {
        Some(&block) => m128i::from(block),
        None => {
            let mut block = [0; 16];
            block[..text.len()].copy_from_slice(text);
            m128i::from(block)
        }
    };
    // A range [low, low + n) moved to start at -128, where a signed compare with -128 + n
    // tests it.
    let in_range = |v: m128i, low: u8, n: u8| {
        cmp_lt_mask_i8_m128i(add_i8_m128i(v, splat(128 - low)), splat(128 + n))
    };
    let letters = in_range(bytes | splat(0x20), b'a', 26);
    let digits = in_range(bytes, b'0', 10);
    let extra = extra.iter().fold(m128i::default(), |found, &byte| {
        found | cmp_eq_mask_i8_m128i(bytes, splat(byte))
    });
    let word = move_mask_i8_m128i(letters | digits | extra) as u32;
    (!word).trailing_zeros() as usize
}

/// [`word_len`] byte by byte.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn word_len_portable<const N: usize>(text: &[u8], extra: [u8; N]) -> usize {
    text.iter()
        .take(16)
        .take_while(|b| b.is_ascii_alphanumeric() || extra.contains(b))
        .count()
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use word_len_portable as word_len;

/// The eight bit planes of 64 bytes: bit j of plane i is bit i of byte j. 16 bytes at a time
/// with SSE2 (decision 0012). Inlined, so that the planes a caller does not use cost nothing.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn bit_planes(bytes: &[u8; 64]) -> [u64; 8] {
    use safe_arch::{m128i, move_mask_i8_m128i, shl_imm_u16_m128i};
    let mut planes = [0; 8];
    for (i, chunk) in bytes.chunks_exact(16).enumerate() {
        let v = m128i::from(<[u8; 16]>::try_from(chunk).unwrap_or_default());
        let masks = [
            move_mask_i8_m128i(shl_imm_u16_m128i::<7>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<6>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<5>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<4>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<3>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<2>(v)),
            move_mask_i8_m128i(shl_imm_u16_m128i::<1>(v)),
            move_mask_i8_m128i(v),
        ];
        for (plane, mask) in planes.iter_mut().zip(masks) {
            *plane |= u64::from(mask as u16) << (16 * i);
        }
    }
    planes
}

/// [`bit_planes`] eight bytes at a time: a multiplication gathers the lowest bit of byte i of
/// a word into bit 56 + i.
#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline]
pub(crate) fn bit_planes_portable(bytes: &[u8; 64]) -> [u64; 8] {
    let mut planes = [0; 8];
    for (i, chunk) in bytes.chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        for (bit, plane) in planes.iter_mut().enumerate() {
            let lowest = (word >> bit) & 0x0101_0101_0101_0101;
            *plane |= (lowest.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i);
        }
    }
    planes
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use bit_planes_portable as bit_planes;

/// The number of ones in each of two words at once with SSE2: x86-64 has no `popcnt` unless
/// the build asks for it, and counting one word at a time costs twice the shifts and masks.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn count_ones_2(words: [u64; 2]) -> [u32; 2] {
    use safe_arch::{
        add_i8_m128i, m128i, set_splat_i8_m128i, shr_imm_u16_m128i, sub_i8_m128i,
        sum_of_u8_abs_diff_m128i,
    };
    let v = m128i::from(words);
    let [fives, threes, low] = [0x55, 0x33, 0x0f].map(set_splat_i8_m128i);
    // Ones in each 2 bits, then 4 bits, then byte, then the bytes of each word summed.
    let v = sub_i8_m128i(v, shr_imm_u16_m128i::<1>(v) & fives);
    let v = add_i8_m128i(v & threes, shr_imm_u16_m128i::<2>(v) & threes);
    let v = add_i8_m128i(v, shr_imm_u16_m128i::<4>(v)) & low;
    <[u64; 2]>::from(sum_of_u8_abs_diff_m128i(v, m128i::default())).map(|n| n as u32)
}

/// [`count_ones_2`] a word at a time.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn count_ones_2_portable(words: [u64; 2]) -> [u32; 2] {
    words.map(u64::count_ones)
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use count_ones_2_portable as count_ones_2;

/// Which of 64 bytes are one of `set`: bit j for byte j. 16 bytes at a time with SSE2, a
/// compare for each byte of the set; inlined, so that the blocks of several calls on the same
/// bytes are loaded once.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn mask_of<const N: usize>(bytes: &[u8; 64], set: [u8; N]) -> u64 {
    use safe_arch::{cmp_eq_mask_i8_m128i, m128i, move_mask_i8_m128i, set_splat_i8_m128i};
    let wanted = set.map(|byte| set_splat_i8_m128i(byte as i8));
    let mut mask = 0;
    for (i, chunk) in bytes.chunks_exact(16).enumerate() {
        let v = m128i::from(<[u8; 16]>::try_from(chunk).unwrap_or_default());
        let found = wanted.iter().fold(m128i::default(), |found, &byte| {
            found | cmp_eq_mask_i8_m128i(v, byte)
        });
        mask |= u64::from(move_mask_i8_m128i(found) as u16) << (16 * i);
    }
    mask
}

/// [`mask_of`] byte by byte.
#[cfg(any(test, not(target_arch = "x86_64")))]
pub(crate) fn mask_of_portable<const N: usize>(bytes: &[u8; 64], set: [u8; N]) -> u64 {
    bytes
        .iter()
        .enumerate()
        .filter(|(_, byte)| set.contains(byte))
        .fold(0, |mask, (j, _)| mask | 1 << j)
}

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use mask_of_portable as mask_of;

/// For each bit of `mask`, whether an odd number of its bits stand at or below it: between an
/// opening and a closing mark, when every mark is one or the other in turn.
#[inline]
pub(crate) fn prefix_xor(mut mask: u64) -> u64 {
    for shift in [1, 2, 4, 8, 16, 32] {
        mask ^= mask << shift;
    }
    mask
}

/// The character starting at byte `at`, and its length in bytes (U+FFFD and 1 when the bytes
/// there are not UTF-8).
pub(crate) fn char_at(text: &[u8], at: usize) -> (char, usize) {
    let end = text.len().min(at + 4);
    (1..=end.saturating_sub(at))
        .find_map(|len| {
            let s = core::str::from_utf8(&text[at..at + len]).ok()?;
            s.chars().next().map(|c| (c, len))
        })
        .unwrap_or((char::REPLACEMENT_CHARACTER, 1))
}

/// The most characters of a token that a message repeats.
pub(crate) const ECHO: usize = 120;

/// A token of the input, for a message: cut after [`ECHO`] characters, with `…`, so that a
/// huge bad token (a 10 MB word) does not flood the message.
pub(crate) fn clip(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(ECHO) {
        Some((cut, _)) => format!("{}…", &text[..cut]).into(),
        None => text.into(),
    }
}

/// A character found, for a message: quoted when it can be seen (`'x'`); else, as a tab, a
/// line end, a no-break space or a byte-order mark cannot, by its code point and a name
/// (`U+00A0 (a no-break space)`), not as a programming language escapes it (`'\u{a0}'`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shown(pub(crate) char);

impl core::fmt::Display for Shown {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let c = self.0;
        if seen(c) {
            return write!(f, "{c:?}");
        }
        write!(f, "U+{:04X}", u32::from(c))?;
        match name(c) {
            Some(name) => write!(f, " ({name})"),
            None => Ok(()),
        }
    }
}

/// A text found, for a message: quoted, each character that cannot be seen written as its
/// code point in angle brackets and named after the text (`"0<U+00A0>1" (U+00A0 is a no-break
/// space)`), not as a programming language escapes it (`"0\u{a0}1"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ShownText<'a>(pub(crate) &'a str);

impl core::fmt::Display for ShownText<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let text = self.0;
        if text.chars().all(seen) {
            return write!(f, "{text:?}");
        }
        f.write_str("\"")?;
        for c in text.chars() {
            if c == '\'' {
                // As `Debug` writes a text: `'` as it is, `\"` and `\\` escaped.
                f.write_str("'")?;
            } else if seen(c) {
                write!(f, "{}", c.escape_debug())?;
            } else {
                write!(f, "<U+{:04X}>", u32::from(c))?;
            }
        }
        f.write_str("\"")?;
        let mut told: Vec<char> = Vec::new();
        for c in text.chars().filter(|&c| !seen(c)) {
            if let Some(name) = name(c).filter(|_| !told.contains(&c)) {
                told.push(c);
                write!(f, " (U+{:04X} is {name})", u32::from(c))?;
            }
        }
        Ok(())
    }
}

/// Whether `c` can be seen as it is written in a message: what `Debug` does not escape, and
/// quotes and backslashes (which it escapes with a backslash).
fn seen(c: char) -> bool {
    c.escape_debug().len() == 1 || matches!(c, '\'' | '"' | '\\')
}

/// The name of a common character that cannot be seen.
fn name(c: char) -> Option<&'static str> {
    Some(match c {
        '\t' => "a tab",
        '\n' => "a line feed",
        '\r' => "a carriage return",
        '\u{a0}' => "a no-break space",
        '\u{ad}' => "a soft hyphen",
        '\u{200b}' => "a zero-width space",
        '\u{202f}' => "a narrow no-break space",
        '\u{feff}' => "a byte-order mark",
        _ => return None,
    })
}

/// The text found, for a message: cut after 24 characters so junk does not flood it.
pub(crate) fn lossy(bytes: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(bytes);
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::QuickCheck;

    #[test]
    fn characters_that_cannot_be_seen_are_named() {
        let shown = |c| Shown(c).to_string();
        assert_eq!(shown('x'), "'x'");
        assert_eq!(shown('é'), "'é'");
        assert_eq!(shown('♘'), "'♘'");
        assert_eq!(shown('\''), r"'\''");
        assert_eq!(shown('"'), r#"'"'"#);
        assert_eq!(shown('\\'), r"'\\'");
        assert_eq!(shown('\t'), "U+0009 (a tab)");
        assert_eq!(shown('\n'), "U+000A (a line feed)");
        assert_eq!(shown('\r'), "U+000D (a carriage return)");
        assert_eq!(shown('\u{a0}'), "U+00A0 (a no-break space)");
        assert_eq!(shown('\u{ad}'), "U+00AD (a soft hyphen)");
        assert_eq!(shown('\u{200b}'), "U+200B (a zero-width space)");
        assert_eq!(shown('\u{202f}'), "U+202F (a narrow no-break space)");
        assert_eq!(shown('\u{feff}'), "U+FEFF (a byte-order mark)");
        assert_eq!(shown('\u{2}'), "U+0002");
        assert_eq!(shown('\u{10ffff}'), "U+10FFFF");
    }

    #[test]
    fn texts_name_the_characters_that_cannot_be_seen() {
        let shown = |text| ShownText(text).to_string();
        assert_eq!(shown("e4"), r#""e4""#);
        assert_eq!(shown(r#"a"b\c"#), r#""a\"b\\c""#);
        assert_eq!(shown("é♘"), r#""é♘""#);
        assert_eq!(
            shown("0\u{a0}1\u{a0}"),
            r#""0<U+00A0>1<U+00A0>" (U+00A0 is a no-break space)"#
        );
        assert_eq!(
            shown("it's\u{a0}"),
            r#""it's<U+00A0>" (U+00A0 is a no-break space)"#
        );
        assert_eq!(
            shown("\u{200b}\"w\u{2}\t"),
            r#""<U+200B>\"w<U+0002><U+0009>" (U+200B is a zero-width space) (U+0009 is a tab)"#
        );
    }

    #[test]
    fn both_ways_of_finding_a_byte_agree() {
        fn agree(text: Vec<u8>, byte: u8, plant_at: usize) -> bool {
            let mut text = text;
            if !text.is_empty() && plant_at.is_multiple_of(3) {
                let at = plant_at % text.len();
                text[at] = byte;
            }
            let expected = text.iter().position(|&b| b == byte);
            find_byte(&text, byte) == expected && find_byte_portable(&text, byte) == expected
        }
        QuickCheck::new()
            .tests(5_000)
            .quickcheck(agree as fn(Vec<u8>, u8, usize) -> bool);
        // A byte with its high bit set next to the one looked for (the word trick borrows).
        assert_eq!(find_byte_portable(b"\x8a\x0a", b'\n'), Some(1));
        assert_eq!(find_byte(b"\x8a\x0a", b'\n'), Some(1));
    }

    #[test]
    fn both_ways_of_finding_any_of_several_bytes_agree() {
        fn agree(text: Vec<u8>, set: (u8, u8, u8)) -> bool {
            let set = [set.0, set.1, set.2];
            let expected = text.iter().position(|byte| set.contains(byte));
            let from = usize::from(set[0]) % (text.len() + 2);
            let after = text
                .get(from..)
                .and_then(|rest| rest.iter().position(|byte| set.contains(byte)));
            find_any(&text, set) == expected
                && find_any_portable(&text, set) == expected
                && find_any_from(&text, from, set) == after
                && find_any_from_portable(&text, from, set) == after
        }
        QuickCheck::new()
            .tests(5_000)
            .quickcheck(agree as fn(Vec<u8>, (u8, u8, u8)) -> bool);
        // Found in a full block, in the short last one, or not at all.
        let text = b"1. e4 { [%clk 0:05:00] } 1... e5 (1... c5) 1-0";
        for (set, expected) in [
            ([b'{', b'('], Some(6)),
            ([b'(', b'-'], Some(33)),
            ([b'-', b'*'], Some(44)),
            ([b'*', b'!'], None),
        ] {
            assert_eq!(find_any(text, set), expected);
        }
        // From a byte on: in full blocks, in a tail shorter than a block, past the end.
        for (from, expected) in [
            (0, Some(44)),
            (30, Some(14)),
            (40, Some(4)),
            (46, None),
            (47, None),
            (48, None),
        ] {
            assert_eq!(
                find_any_from(text, from, [b'-', b'*']),
                expected,
                "from {from}"
            );
        }
        // A set of all 256 bytes finds the first.
        let all: [u8; 256] = core::array::from_fn(|i| i as u8);
        assert_eq!(find_any(b"abc", all), Some(0));
        assert_eq!(find_any(b"", all), None);
    }

    #[test]
    fn both_ways_of_masking_a_block_agree() {
        fn agree(block: Vec<u8>, set: (u8, u8, u8)) -> bool {
            let mut bytes = [0u8; 64];
            for (at, byte) in block.into_iter().take(64).enumerate() {
                bytes[at] = byte;
            }
            let set = [set.0, set.1, set.2];
            let expected = (0..64)
                .filter(|&j| set.contains(&bytes[j]))
                .fold(0u64, |mask, j| mask | 1 << j);
            mask_of(&bytes, set) == expected && mask_of_portable(&bytes, set) == expected
        }
        QuickCheck::new()
            .tests(5_000)
            .quickcheck(agree as fn(Vec<u8>, (u8, u8, u8)) -> bool);
        let mut bytes = [b' '; 64];
        bytes[..24].copy_from_slice(b"1. e4 { [%clk 0:05:00] }");
        bytes[63] = 0xBD;
        assert_eq!(mask_of(&bytes, [b'{', b'}']), 1 << 6 | 1 << 23);
        assert_eq!(mask_of(&bytes, [0xBD]), 1 << 63);
    }

    #[test]
    fn both_ways_of_counting_ones_agree() {
        assert_eq!(count_ones_2([0, u64::MAX]), [0, 64]);
        assert_eq!(count_ones_2([1 << 63, 0xff00]), [1, 8]);
        fn agree(words: (u64, u64)) -> bool {
            let words = [words.0, words.1];
            count_ones_2(words) == count_ones_2_portable(words)
        }
        QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn((u64, u64)) -> bool);
    }

    #[test]
    fn a_prefix_xor_marks_what_stands_between_marks() {
        assert_eq!(prefix_xor(0), 0);
        assert_eq!(prefix_xor(0b1), u64::MAX);
        assert_eq!(prefix_xor(0b1001_0010), u64::MAX << 7 | 0b1110);
        assert_eq!(prefix_xor(1 << 63), 1 << 63);
        fn agree(mask: u64) -> bool {
            (0..64).all(|j| {
                let below = (mask & (u64::MAX >> (63 - j))).count_ones();
                (prefix_xor(mask) >> j & 1 == 1) == (below % 2 == 1)
            })
        }
        QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn(u64) -> bool);
    }

    #[test]
    fn both_ways_of_measuring_a_word_agree() {
        const SIGNS: [u8; 4] = [b'-', b'=', b'+', b'#'];
        fn agree(text: Vec<u8>, word: String) -> bool {
            // Words of the set, mostly, so that runs of every length are met.
            let mut text = text;
            text.splice(
                0..0,
                word.bytes().map(|b| b"Nf3e8=Q+#-O"[usize::from(b) % 11]),
            );
            let expected = text
                .iter()
                .take(16)
                .take_while(|b| b.is_ascii_alphanumeric() || b"-=+#".contains(b))
                .count();
            word_len(&text, SIGNS) == expected && word_len_portable(&text, SIGNS) == expected
        }
        QuickCheck::new()
            .tests(5_000)
            .quickcheck(agree as fn(Vec<u8>, String) -> bool);
        for (text, expected) in [
            (&b"Nxe4 {"[..], 4),
            (b"exd8=Q+! 1-0", 7),
            (b"O-O-O# *", 6),
            (b"a\xc3\xa9", 1),
            (b"", 0),
            (b"Za@", 2),
            (b"@", 0),
            (b"[", 0),
            (b"`", 0),
            (b"{", 0),
            (b"/", 0),
            (b":", 0),
            (b"azAZ09", 6),
            (b"abcdefghijklmnopqrstuvwxyz", 16),
        ] {
            assert_eq!(word_len(text, SIGNS), expected, "{text:?}");
        }
        assert_eq!(word_len(b"UTC_Date \"", [b'_']), 8);
        assert_eq!(word_len(b"Ev-ent", [b'_']), 2);
    }

    #[test]
    fn both_ways_of_gathering_bit_planes_agree() {
        fn agree(bytes: Vec<u8>, fill: u8) -> bool {
            let mut block = [fill; 64];
            for (slot, byte) in block.iter_mut().zip(bytes) {
                *slot = byte;
            }
            let expected: [u64; 8] = core::array::from_fn(|bit| {
                (0..64).fold(0, |plane, j| plane | u64::from(block[j] >> bit & 1) << j)
            });
            bit_planes(&block) == expected && bit_planes_portable(&block) == expected
        }
        QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn(Vec<u8>, u8) -> bool);
    }

    #[test]
    fn char_at_reads_one_character_or_a_replacement() {
        assert_eq!(char_at("aé".as_bytes(), 1), ('é', 2));
        assert_eq!(char_at(b"a\xc3", 1), (char::REPLACEMENT_CHARACTER, 1));
        assert_eq!(lossy(&[b'x'; 30]), format!("{}…", "x".repeat(24)));
    }
}
