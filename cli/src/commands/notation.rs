//! What `moves`, `play` and `notate` share: the options of move notations and languages,
//! movetext arguments, and how movetext errors and warnings are shown.

use std::borrow::Cow;
use std::io::{self, Read};
use std::ops::Range;

use clap::ValueEnum;
use fenkit::movetext::{LangFit, WalkError, WalkErrorKind};
use fenkit::notation::{MoveError, MoveFormat, MoveNotation, MoveReader};
use fenkit::{Lang, Move, Position};

use super::{Failure, FenArgument, Source, eprint_line, error, join_and, show_argument, strip_bom};

/// A move notation, to read or write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// UCI: `e2e4`, `e7e8q`, `e1g1` (`e1h1` when castling is Chess960).
    Uci,
    /// Standard algebraic notation: `Nf3`, `exd5`, `e8=Q+`, `O-O` (letters of --lang).
    San,
    /// Long algebraic notation: `Ng1-f3`, `e4xd5`, `e7-e8=Q+`.
    Lan,
    /// Figurine algebraic notation: `♘f3` (figurines need no language).
    Fan,
    /// ICCF numeric: `5254`, `37381`, `5171`; no rule exists for Chess960 castling.
    Iccf,
    /// English descriptive notation, house style: `P-K4`, `N-KB3`, `O-O` (English only).
    Descriptive,
}

impl Format {
    /// The library's notation.
    pub(crate) fn notation(self) -> MoveNotation {
        match self {
            Format::Uci => MoveNotation::Uci,
            Format::San => MoveNotation::San,
            Format::Lan => MoveNotation::Lan,
            Format::Fan => MoveNotation::Fan,
            Format::Iccf => MoveNotation::Iccf,
            Format::Descriptive => MoveNotation::Descriptive,
        }
    }
}

/// A language of piece letters, or `auto` (for reading movetext only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LangChoice {
    Auto,
    Lang(Lang),
}

/// Reads a language code for clap.
pub(crate) fn parse_lang(text: &str) -> Result<Lang, String> {
    text.parse()
        .map_err(|err: fenkit::ParseNameError| err.to_string())
}

/// Reads `auto` or a language code for clap.
pub(crate) fn parse_lang_choice(text: &str) -> Result<LangChoice, String> {
    if text.eq_ignore_ascii_case("auto") {
        return Ok(LangChoice::Auto);
    }
    parse_lang(text)
        .map(LangChoice::Lang)
        .map_err(|err| format!("{err}, or auto"))
}

/// The move format of a notation option with `--lang` (English when not given): bad usage
/// for a language with a notation that has no letters of a language.
pub(crate) fn move_format(format: Format, lang: Option<Lang>) -> Result<MoveFormat, Failure> {
    MoveFormat::new(format.notation(), lang.unwrap_or_default()).map_err(|err| {
        Failure::Usage(match err.notation() {
            MoveNotation::Descriptive => {
                "--lang: descriptive notation is English only (--lang en or no --lang)"
            }
            _ => {
                "--lang: UCI and ICCF numeric notation have no piece letters; --lang applies to san, lan and fan"
            }
        })
    })
}

/// The movetext: the words joined by spaces, or stdin for `-`. A byte-order mark is dropped,
/// `\r\n` and lone `\r` line ends become `\n`, and bytes that are not UTF-8 become U+FFFD
/// (which the tokenizer then refuses with its column); UTF-16 text is refused at once. Empty
/// movetext is bad input, and `-` among other words bad usage.
pub(crate) fn read_movetext(words: &[String]) -> Result<String, Failure> {
    let text = if let [dash] = words
        && dash == "-"
    {
        let mut bytes = Vec::new();
        io::stdin().lock().read_to_end(&mut bytes).map_err(|err| {
            error(format_args!("cannot read stdin: {err}"));
            Failure::BadInput
        })?;
        if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
            error(format_args!(
                "stdin is UTF-16 text (it starts with a UTF-16 byte-order mark), expected \
                 UTF-8: save the file as UTF-8"
            ));
            return Err(Failure::BadInput);
        }
        String::from_utf8_lossy(&bytes).into_owned()
    } else if words.len() > 1 && words.iter().any(|word| word == "-") {
        return Err(Failure::Usage(
            "`-` reads the movetext from stdin only when it is the whole movetext, as in \
             `fenkit play startpos - < game.txt`",
        ));
    } else {
        words.join(" ")
    };
    // Line ends matter to `;` comments and `%` escapes, and to the line numbers of messages.
    let text = strip_bom(&text).replace("\r\n", "\n").replace('\r', "\n");
    if text.trim().is_empty() {
        error(format_args!(
            "the movetext is empty, expected moves (or `-` to read them from stdin)"
        ));
        return Err(Failure::BadInput);
    }
    Ok(text)
}

/// Reads a move of `movetext` (`text` is a part of it) in `pos`, and names on stderr what
/// lenient reading let pass (`column C: warning: move 1. P-K4 ch: it is marked ch, but it
/// gives no check: read anyway`).
pub(crate) fn read_move(
    reader: &MoveReader,
    movetext: &str,
    text: &str,
    pos: &Position,
) -> Result<Move, MoveError> {
    let read = reader.read_with_tolerances(pos, text)?;
    let start = (text.as_ptr() as usize)
        .checked_sub(movetext.as_ptr() as usize)
        .filter(|&at| at + text.len() <= movetext.len());
    for tolerated in &read.tolerated {
        let number = fenkit::movetext::MoveNumber::of(pos);
        let warning = format!("warning: move {number} {text}: {}", tolerated.kind);
        let span = match start {
            Some(at) => at + tolerated.span.start..at + tolerated.span.end,
            None => 0..0,
        };
        show_printable(&warning, movetext, span);
    }
    Ok(read.mv)
}

/// Shows a movetext error: `column C: move 12... Nf3: why` (with `line N, ` for movetext of
/// several lines) and the text with a caret under the move, or under the part of it the
/// reader names (`Qxx`: the second `x`). The move's own text, which the readers' messages
/// start with, is not repeated.
pub(crate) fn show_walk_error(err: &WalkError<MoveError>, movetext: &str) -> Failure {
    let mut span = err.span();
    let message = match err.at() {
        Some((number, text)) => {
            if let WalkErrorKind::Move(e) = err.kind()
                && let inner = e.span()
                && inner.end <= span.len()
                && inner.start < inner.end
            {
                span = span.start + inner.start..span.start + inner.end;
            }
            format!("move {number} {}: {}", capped(text, MOVE_SHOWN), err.why())
        }
        None => err.to_string(),
    };
    show_printable(&message, movetext, span);
    Failure::BadInput
}

/// The most characters of a move's text that a message repeats.
const MOVE_SHOWN: usize = 24;
/// The most characters shown of each end of a longer message about a move (the readers quote
/// what they found, which may be the whole of a long word; what they expected comes last).
const MESSAGE_END: usize = 200;

/// `text` cut to its first `chars` characters and `…` when it is longer.
fn capped(text: &str, chars: usize) -> Cow<'_, str> {
    match text.char_indices().nth(chars) {
        Some((at, _)) => Cow::Owned(format!("{}…", &text[..at])),
        None => Cow::Borrowed(text),
    }
}

/// `text` with its middle left out, as `…`, when it has more than twice `end` characters.
fn elided(text: &str, end: usize) -> Cow<'_, str> {
    let count = text.chars().count();
    if count <= 2 * end {
        return Cow::Borrowed(text);
    }
    let at = |index: usize| {
        text.char_indices()
            .nth(index)
            .map_or(text.len(), |(at, _)| at)
    };
    Cow::Owned(format!("{}…{}", &text[..at(end)], &text[at(count - end)..]))
}

/// Shows a message about `text` with a caret under `span`, as `show_argument` does, with the
/// control characters of both made visible (see [`printable`]) and the middle of a long
/// message left out.
pub(crate) fn show_printable(message: &str, text: &str, span: Range<usize>) {
    let (text, span) = printable(text, span);
    let message = elided(message, MESSAGE_END);
    show_argument(&printable(&message, 0..0).0, &text, span);
}

/// `text` as it may be echoed on a terminal: control characters other than the tab and the
/// line end shown as their Unicode pictures (`␛` for escape, `␀` for NUL, `␡` for delete, `�`
/// for the rest), so that an echoed movetext cannot move the cursor or recolour the terminal;
/// `span`, a byte range of `text`, moved to match.
pub(crate) fn printable(text: &str, span: Range<usize>) -> (Cow<'_, str>, Range<usize>) {
    let hidden = |c: char| c.is_control() && c != '\t' && c != '\n';
    if !text.contains(hidden) {
        return (Cow::Borrowed(text), span);
    }
    let mut shown = String::with_capacity(text.len() + 16);
    let (mut start, mut end) = (span.start, span.end);
    for (at, c) in text.char_indices() {
        let picture = match u32::from(c) {
            _ if !hidden(c) => c,
            code @ 0..=0x1F => char::from_u32(0x2400 + code).unwrap_or('\u{fffd}'),
            0x7F => '\u{2421}',
            _ => '\u{fffd}',
        };
        let grown = picture.len_utf8() - c.len_utf8();
        if at < span.start {
            start += grown;
        }
        if at < span.end {
            end += grown;
        }
        shown.push(picture);
    }
    (Cow::Owned(shown), start..end)
}

/// The language to read the movetext in: the one given, or the one `--lang auto` detects,
/// with a note on stderr saying which (see [`fenkit::movetext::detect_lang`]).
pub(crate) fn choose_lang(
    choice: LangChoice,
    movetext: &str,
    start: &Position,
    strict: bool,
) -> Result<Lang, Failure> {
    let LangChoice::Lang(lang) = choice else {
        return match fenkit::movetext::detect_lang(movetext, start, strict) {
            Ok(fit) => note_fit(&fit),
            Err(err) => {
                let failure = show_walk_error(err.error(), movetext);
                eprint_line(format_args!(
                    "note: --lang auto: no language reads every move; {} ({}) read furthest, \
                     and stopped here",
                    err.lang().name(),
                    err.lang()
                ));
                Err(failure)
            }
        };
    };
    Ok(lang)
}

/// The detected language, noted on stderr, or bad input naming the candidates.
fn note_fit(fit: &LangFit) -> Result<Lang, Failure> {
    let named = |langs: &mut dyn Iterator<Item = &Lang>| {
        join_and(
            &langs
                .map(|lang| format!("{} ({lang})", lang.name()))
                .collect::<Vec<_>>(),
        )
    };
    let Some(lang) = fit.choice() else {
        error(format_args!(
            "--lang auto: the moves are legal in {}, read differently in each; choose one with --lang",
            named(&mut fit.langs().iter())
        ));
        return Err(Failure::BadInput);
    };
    let others: Vec<Lang> = fit.langs().iter().copied().filter(|&l| l != lang).collect();
    let codes = others
        .iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    if others.is_empty() {
        eprint_line(format_args!("note: read as {} ({lang})", lang.name()));
    } else if fit.same_moves() {
        eprint_line(format_args!(
            "note: read as {} ({lang}); {codes} read the same moves",
            lang.name()
        ));
    } else {
        eprint_line(format_args!(
            "note: read as {} ({lang}); the moves are also legal, read differently, in {}",
            lang.name(),
            named(&mut others.iter())
        ));
    }
    Ok(lang)
}

/// The start position of `play` and `notate`: one argument, a FEN or `startpos`. A FEN whose
/// fields were given as several words (no quotes) gets a note saying to quote it, since the
/// words after the first are movetext here.
pub(crate) fn read_start(fen: &str, lenient: bool) -> Result<FenArgument, Failure> {
    FenArgument::read(std::slice::from_ref(&fen.to_owned()), Source::Auto, lenient).inspect_err(
        |_| {
            if fen.contains('/') && !fen.trim().contains(' ') {
                eprint_line(format_args!(
                    "note: the FEN is one argument here, and the words after it are movetext: \
                     quote it, as in 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'"
                ));
            }
        },
    )
}
