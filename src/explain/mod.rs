//! A FEN explained field by field, for a learner, in English, French or Polish.
//!
//! The explanation follows the walk-through of the start position in the texts FEN is taught
//! from: each rank of the placement in words ("8 for 8 empty squares"), whose move it is, which
//! castling rights remain and which dialect the castling field is written in (and why), what the
//! en passant square means and whether a capture is really possible, and the two clocks.
//!
//! The logic is written once; each language is one table of words and sentence templates
//! (`en.rs`, `fr.rs`, `pl.rs`), with its own plural rule (Polish says 1 pole, 2–4 pola,
//! 5 pól).
//!
//! ```
//! use fenkit::explain::{explain, Lang};
//! use fenkit::fen::Fen;
//! let fen: Fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
//! let text = explain(&fen, Lang::En);
//! assert!(text.contains("Rank 4: 4P3 = 4 empty squares, white pawn, 3 empty squares"));
//! assert!(text.contains("Both sides may still castle on both wings."));
//! assert!(text.contains("e3 is the square the white pawn passed over on its two-square move e2-e4."));
//! let polish = explain(&fen, Lang::Pl);
//! assert!(polish.contains("Rząd 2: PPPP1PPP = 4 białe piony, 1 puste pole, 3 białe piony"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod en;
mod fr;
mod moving;
mod pl;

pub use moving::{explain_move, explain_san};

use core::fmt::Write as _;

use crate::attacks;
use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::dialect::{Dialect, DialectKind};
use crate::en_passant::EpPolicy;
use crate::fen::Fen;
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::Square;

pub use crate::lang::Lang;
use crate::name::{NameKind, ParseNameError};

/// The languages explanations are written in.
pub const EXPLAINED: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

/// The codes of [`EXPLAINED`].
const EXPLAINED_CODES: &[&str] = &["en", "fr", "pl"];

impl Lang {
    /// Whether explanations exist in this language (English, French and Polish).
    ///
    /// ```
    /// use fenkit::Lang;
    /// assert!(Lang::Fr.has_explanations());
    /// assert!(!Lang::De.has_explanations());
    /// ```
    #[must_use]
    pub const fn has_explanations(self) -> bool {
        words(self).is_some()
    }

    /// Reads the code of a language explanations are written in.
    ///
    /// ```
    /// use fenkit::Lang;
    /// assert_eq!(Lang::parse_explained("pl")?, Lang::Pl);
    /// let err = Lang::parse_explained("de").unwrap_err();
    /// assert_eq!(err.to_string(), r#"unknown language "de", expected en, fr or pl"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseNameError`] naming the languages explanations are written in, for any other
    /// text, a language without explanations included.
    pub fn parse_explained(text: &str) -> Result<Lang, ParseNameError> {
        match text.parse::<Lang>() {
            Ok(lang) if lang.has_explanations() => Ok(lang),
            _ => Err(ParseNameError::new(
                NameKind::Language,
                text,
                EXPLAINED_CODES,
            )),
        }
    }
}

/// A language explanations are not written in.
///
/// ```
/// use fenkit::{Lang, explain::try_explain, fen::Fen};
/// let fen: Fen = "8/8/8/8/8/8/8/K6k w - - 0 1".parse()?;
/// let err = try_explain(&fen, Lang::De).unwrap_err();
/// assert_eq!(err.to_string(), "there are no explanations in German (de), expected en, fr or pl");
/// assert_eq!(err.lang(), Lang::De);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("there are no explanations in {} ({lang}), expected en, fr or pl", lang.name())]
pub struct NoExplanationsError {
    lang: Lang,
}

impl NoExplanationsError {
    /// The language asked for.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }
}

/// The words of a language with explanations.
const fn words(lang: Lang) -> Option<&'static Words> {
    match lang {
        Lang::En => Some(&en::WORDS),
        Lang::Fr => Some(&fr::WORDS),
        Lang::Pl => Some(&pl::WORDS),
        _ => None,
    }
}

/// Which form of a counted noun a number takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    One = 0,
    Few = 1,
    Many = 2,
}

/// Three forms of a counted phrase: one, few (Polish 2–4), many.
type Forms = [&'static str; 3];

/// One language: its plural rule, its words, and sentence templates with `{name}` holes.
struct Words {
    plural: fn(u32) -> Form,
    /// `[color][role]`, role in `Role` order (pawn to king).
    pieces: [[Forms; 6]; 2],
    empty: Forms,
    halfmoves: Forms,
    /// Whose move or right it is, as the subject of a sentence.
    colors: [&'static str; 2],
    /// The field names, in FEN order.
    fields: [&'static str; 6],
    /// A list of dialects, as `dialect_none` holds it.
    list: ListWords,
    /// `{n}`, `{field}`, `{text}`.
    heading: &'static str,
    board_intro: &'static str,
    /// `{rank}`, `{text}`, `{content}`.
    rank: &'static str,
    /// White to move, Black to move.
    turn: [&'static str; 2],
    castle_none: &'static str,
    castle_all: &'static str,
    /// `{color}` may castle on both sides, king side only, queen side only, no longer.
    castle_color: [&'static str; 4],
    /// King side, queen side.
    sides: [&'static str; 2],
    /// `{letter}`, `{color}`, `{side}`, `{square}`.
    right: &'static str,
    /// `{dialects}`: every dialect, as [`ListWords`] lists them.
    dialect_none: &'static str,
    /// One entry per dialect (a new dialect is a compile error in [`dialect_words`] until
    /// every language says it).
    standard: DialectWords,
    shredder: DialectWords,
    xfen: DialectWords,
    /// X-FEN's `written` for a field that mixes `KQkq` with file letters.
    xfen_mixed: &'static str,
    chess960: &'static str,
    /// `{dialect}`, `{text}`.
    same_rights: &'static str,
    ep_none: &'static str,
    /// `{square}`, `{pawn}`, `{from}`, `{to}`.
    ep_square: &'static str,
    /// `{moves}`.
    ep_legal: &'static str,
    /// `{moves}`.
    ep_pinned: &'static str,
    /// `{pawn}`: the side to move's pawn.
    ep_nobody: &'static str,
    /// `{n}`, `{halfmoves}`.
    halfmove: &'static str,
    /// `{n}`.
    fullmove: &'static str,
    /// The words that explain a move.
    moves: &'static MoveWords,
}

/// What a language says about one dialect.
struct DialectWords {
    /// The name as `same_rights` and `dialect_none` use it.
    name: &'static str,
    /// Why a castling field is in this dialect: how it writes rights.
    written: &'static str,
    /// That it cannot write the rights at hand.
    cannot: &'static str,
}

/// How a language lists names: "in A, B and C".
struct ListWords {
    /// `{name}`: one name in the list.
    item: &'static str,
    /// Before the last name.
    and: &'static str,
}

/// A language's words for a dialect.
const fn dialect_words(w: &Words, dialect: DialectKind) -> &DialectWords {
    match dialect {
        DialectKind::Standard => &w.standard,
        DialectKind::Shredder => &w.shredder,
        DialectKind::XFen => &w.xfen,
    }
}

/// Every dialect's name, listed in the language's way.
fn every_dialect(w: &Words) -> String {
    let items: Vec<String> = DialectKind::ALL
        .iter()
        .map(|&dialect| fill(w.list.item, &[("name", dialect_words(w, dialect).name)]))
        .collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), w.list.and),
    }
}

/// The sentence templates that explain a move, with `{name}` holes.
struct MoveWords {
    /// `{san}`, `{piece}`, `{from}`, `{to}`.
    moves: &'static str,
    /// `{san}`, `{side}`, `{king_from}`, `{king_to}`, `{rook_from}`, `{rook_to}`.
    castle: &'static str,
    /// King side, queen side.
    sides: [&'static str; 2],
    /// Castling from other squares than the classical ones.
    chess960: &'static str,
    /// `{canonical}`, `{written}`.
    canonical: &'static str,
    /// `{to}`: no rival.
    alone: &'static str,
    /// `{mark}`, `{to}`, `{rivals}`: one rival, several.
    by_file: [&'static str; 2],
    /// As `by_file`.
    by_rank: [&'static str; 2],
    /// As `by_file`.
    by_square: [&'static str; 2],
    /// `{file}`.
    pawn_capture: &'static str,
    /// `{piece}`, `{square}`: a piece where it stands.
    piece_on: &'static str,
    /// `{piece}` (with its square), `{to}`.
    not_counted: &'static str,
    /// `{victim}`, `{to}`.
    capture: &'static str,
    /// `{victim}`, `{stood}`, `{to}`.
    en_passant: &'static str,
    /// `{piece}`, `{letter}`.
    promotion: &'static str,
    /// `{king}`.
    check: &'static str,
    /// `{king}`.
    mate: &'static str,
}

/// Explains a FEN field by field, one line per point, in the chosen language.
///
/// The castling field is quoted as the dialect the FEN was read in writes it. A language
/// without explanations ([`Lang::has_explanations`]) gets the English text; [`try_explain`]
/// refuses it instead.
#[must_use]
pub fn explain(fen: &Fen, lang: Lang) -> String {
    let w = words(lang).unwrap_or(&en::WORDS);
    explain_in(fen, w)
}

/// Explains a FEN as [`explain`] does, in a language explanations are written in.
///
/// ```
/// use fenkit::{Lang, explain::try_explain, fen::Fen};
/// let fen: Fen = "8/8/8/8/8/8/8/K6k w - - 0 1".parse()?;
/// assert!(try_explain(&fen, Lang::Fr)?.contains("Trait aux blancs."));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`NoExplanationsError`] for a language other than English, French and Polish.
pub fn try_explain(fen: &Fen, lang: Lang) -> Result<String, NoExplanationsError> {
    let w = words(lang).ok_or(NoExplanationsError { lang })?;
    Ok(explain_in(fen, w))
}

fn explain_in(fen: &Fen, w: &Words) -> String {
    let setup = fen.setup();
    let mut out = String::with_capacity(1024);
    // The dialect a FEN was read in can write its rights (X-FEN can write any).
    let fen_text = crate::fen::FenWriter::new()
        .dialect(fen.dialect())
        .write(setup)
        .unwrap_or_else(|_| fen.to_string());
    let fields: Vec<&str> = fen_text.split(' ').collect();
    let _ = writeln!(out, "FEN: {fen_text}");

    heading(&mut out, w, 0, fields[0]);
    line(&mut out, w.board_intro);
    for (i, rank_text) in fields[0].split('/').enumerate() {
        let content = rank_content(w, &setup.board, crate::square::Rank::ALL[7 - i]);
        line(
            &mut out,
            &fill(
                w.rank,
                &[
                    ("rank", &(8 - i).to_string()),
                    ("text", rank_text),
                    ("content", &content),
                ],
            ),
        );
    }

    heading(&mut out, w, 1, fields[1]);
    line(&mut out, w.turn[setup.turn.index()]);

    heading(&mut out, w, 2, fields[2]);
    explain_castling(&mut out, w, setup, fen.dialect());

    heading(&mut out, w, 3, fields[3]);
    explain_en_passant(&mut out, w, setup);

    heading(&mut out, w, 4, fields[4]);
    let halfmoves = w.halfmoves[(w.plural)(setup.halfmoves) as usize];
    line(
        &mut out,
        &fill(
            w.halfmove,
            &[
                ("n", &setup.halfmoves.to_string()),
                ("halfmoves", halfmoves),
            ],
        ),
    );

    heading(&mut out, w, 5, fields[5]);
    line(
        &mut out,
        &fill(w.fullmove, &[("n", &setup.fullmoves.to_string())]),
    );
    out
}

fn heading(out: &mut String, w: &Words, field: usize, text: &str) {
    let n = (field + 1).to_string();
    out.push_str(&fill(
        w.heading,
        &[("n", &n), ("field", w.fields[field]), ("text", text)],
    ));
    out.push('\n');
}

/// An explanation line, indented.
fn line(out: &mut String, text: &str) {
    out.push_str("   ");
    out.push_str(text);
    out.push('\n');
}

/// The text with its first letter in upper case, for a sentence that starts with a colour.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Fills the `{name}` holes of a template.
fn fill(template: &str, args: &[(&str, &str)]) -> String {
    args.iter()
        .fold(template.to_owned(), |text, (name, value)| {
            text.replace(&format!("{{{name}}}"), value)
        })
}

fn counted(w: &Words, forms: &Forms, n: u32) -> String {
    let phrase = forms[(w.plural)(n) as usize];
    format!("{n} {phrase}")
}

fn piece_phrase(w: &Words, piece: Piece) -> &'static str {
    w.pieces[piece.color.index()][piece.role.index()][Form::One as usize]
}

/// A rank in words: runs of the same piece counted, empty squares counted.
fn rank_content(w: &Words, board: &Board, rank: crate::square::Rank) -> String {
    let mut runs: Vec<(Option<Piece>, u32)> = Vec::with_capacity(8);
    for file in crate::square::File::ALL {
        let here = board.piece_at(Square::from_coords(file, rank));
        match runs.last_mut() {
            Some((last, n)) if *last == here => *n += 1,
            _ => runs.push((here, 1)),
        }
    }
    runs.iter()
        .map(|&(piece, n)| match piece {
            None => counted(w, &w.empty, n),
            Some(piece) if n == 1 => piece_phrase(w, piece).to_owned(),
            Some(piece) => counted(w, &w.pieces[piece.color.index()][piece.role.index()], n),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn explain_castling(out: &mut String, w: &Words, setup: &Setup, dialect: DialectKind) {
    let rights = &setup.castling;
    let board = &setup.board;
    if rights.is_empty() {
        line(out, w.castle_none);
        line(
            out,
            &fill(w.dialect_none, &[("dialects", &every_dialect(w))]),
        );
        return;
    }
    if rights.iter().count() == 4 {
        line(out, w.castle_all);
    } else {
        for color in Color::ALL {
            let king = rights.rook(color, CastlingSide::King).is_some();
            let queen = rights.rook(color, CastlingSide::Queen).is_some();
            let which = match (king, queen) {
                (true, true) => 0,
                (true, false) => 1,
                (false, true) => 2,
                (false, false) => 3,
            };
            line(
                out,
                &sentence(&fill(
                    w.castle_color[which],
                    &[("color", w.colors[color.index()])],
                )),
            );
        }
    }
    for (color, side, file) in rights.iter() {
        let mut one = CastlingRights::NONE;
        one.set(color, side, file);
        // The dialect the FEN was read in can write each of its rights.
        let letter = spell(dialect, &one, board).unwrap_or_default();
        let square = Square::from_coords(file, color.back_rank()).to_string();
        line(
            out,
            &fill(
                w.right,
                &[
                    ("letter", &letter),
                    ("color", w.colors[color.index()]),
                    ("side", w.sides[side as usize]),
                    ("square", &square),
                ],
            ),
        );
    }
    let text = spell(dialect, rights, board).unwrap_or_default();
    let mixed = || {
        text.chars()
            .any(|c| c.is_ascii_alphabetic() && !"KQkq".contains(c))
    };
    let why = match dialect {
        DialectKind::XFen if mixed() => w.xfen_mixed,
        DialectKind::Standard | DialectKind::Shredder | DialectKind::XFen => {
            dialect_words(w, dialect).written
        }
    };
    line(out, why);
    if !rights.is_classical(board) {
        line(out, w.chess960);
    }
    for other in DialectKind::ALL {
        if other == dialect {
            continue;
        }
        let words = dialect_words(w, other);
        let Some(spelled) = spell(other, rights, board) else {
            line(out, words.cannot);
            continue;
        };
        if spelled != text {
            line(
                out,
                &fill(
                    w.same_rights,
                    &[("dialect", words.name), ("text", &spelled)],
                ),
            );
        }
    }
}

/// The castling field as `dialect` writes it, `None` when it cannot.
fn spell(dialect: DialectKind, rights: &CastlingRights, board: &Board) -> Option<String> {
    let mut text = String::new();
    dialect.write_castling(rights, board, &mut text).ok()?;
    Some(text)
}

fn explain_en_passant(out: &mut String, w: &Words, setup: &Setup) {
    let Some(ep) = setup.ep_square else {
        line(out, w.ep_none);
        return;
    };
    let mover = !setup.turn;
    let step = mover.forward();
    let pawn = |color| {
        piece_phrase(
            w,
            Piece {
                color,
                role: Role::Pawn,
            },
        )
    };
    let (from, to) = (ep.offset(0, -step), ep.offset(0, step));
    let name = |sq: Option<Square>| sq.map_or_else(String::new, |s| s.to_string());
    line(
        out,
        &fill(
            w.ep_square,
            &[
                ("square", &ep.to_string()),
                ("pawn", pawn(mover)),
                ("from", &name(from)),
                ("to", &name(to)),
            ],
        ),
    );
    let takers = attacks::pawn(mover, ep)
        & setup.board.by_piece(Piece {
            color: setup.turn,
            role: Role::Pawn,
        });
    let moves = takers
        .into_iter()
        .map(|sq| format!("{}x{ep}", sq.file().char()))
        .collect::<Vec<_>>()
        .join(", ");
    if setup.ep_square_for(EpPolicy::Legal).is_some() {
        line(out, &fill(w.ep_legal, &[("moves", &moves)]));
    } else if takers.any() {
        line(out, &fill(w.ep_pinned, &[("moves", &moves)]));
    } else {
        line(out, &fill(w.ep_nobody, &[("pawn", pawn(setup.turn))]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plural_rules_follow_each_grammar() {
        let pl = |n| (pl::WORDS.plural)(n);
        assert_eq!(
            [0, 1, 2, 4, 5, 12, 14, 22, 25, 101, 104].map(pl),
            [
                Form::Many,
                Form::One,
                Form::Few,
                Form::Few,
                Form::Many,
                Form::Many,
                Form::Many,
                Form::Few,
                Form::Many,
                Form::Many,
                Form::Few
            ]
        );
        let fr = |n| (fr::WORDS.plural)(n);
        assert_eq!([0, 1, 2].map(fr), [Form::One, Form::One, Form::Many]);
        let en = |n| (en::WORDS.plural)(n);
        assert_eq!([0, 1, 2].map(en), [Form::Many, Form::One, Form::Many]);
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        let w = &pl::WORDS;
        assert_eq!(counted(w, &w.empty, 1), "1 puste pole");
        assert_eq!(counted(w, &w.empty, 3), "3 puste pola");
        assert_eq!(counted(w, &w.empty, 5), "5 pustych pól");
        let fr = &fr::WORDS;
        assert_eq!(counted(fr, &fr.pieces[1][3], 2), "2 tours noires");
    }

    /// Each language says something of its own about each dialect: a dialect added without
    /// its words is a compile error in `dialect_words`, and one given another's words fails
    /// here.
    #[test]
    fn every_language_has_its_own_words_for_every_dialect() {
        for lang in EXPLAINED {
            let w = words(lang).unwrap();
            let all = every_dialect(w);
            for (i, a) in DialectKind::ALL.into_iter().enumerate() {
                let a_words = dialect_words(w, a);
                assert!(all.contains(a_words.name), "{lang}: {all}");
                for b in &DialectKind::ALL[i + 1..] {
                    let b_words = dialect_words(w, *b);
                    assert_ne!(a_words.name, b_words.name, "{lang}");
                    assert_ne!(a_words.written, b_words.written, "{lang}");
                    assert_ne!(a_words.cannot, b_words.cannot, "{lang}");
                }
            }
        }
        assert_eq!(
            every_dialect(&en::WORDS),
            "standard FEN, Shredder-FEN and X-FEN"
        );
        assert_eq!(
            every_dialect(&fr::WORDS),
            "en FEN standard, en Shredder-FEN et en X-FEN"
        );
    }

    #[test]
    fn fill_replaces_every_hole() {
        assert_eq!(
            fill("{a} and {a}, {b}", &[("a", "x"), ("b", "y")]),
            "x and x, y"
        );
    }
}
