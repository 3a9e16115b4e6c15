//! Movetext: every token kind and every error with its span, the seeds' movetexts, real lichess
//! games, the walker with UCI and ICCF as move readers, the writer, and properties.

use core::fmt::Write as _;
use core::ops::Range;

use fenkit::iccf::IccfMove;
use fenkit::movetext::{
    GameResult, Glyph, MoveNumber, MovetextErrorKind, Step, TokenKind, WalkErrorKind, notate,
    tokens, walk, write_tokens,
};
use fenkit::uci::{CastlingMode, UciMove};
use fenkit::{Color, Move, Position};
use quickcheck::{Arbitrary, Gen, QuickCheck};

use crate::common::{data_path, snapshots};

/// The tokens of `text` as (kind, span), or the first error.
fn kinds(text: &str) -> Vec<(TokenKind<'_>, Range<usize>)> {
    tokens(text)
        .map(|t| t.map(|t| (t.kind, t.span)).unwrap())
        .collect()
}

fn only_kinds(text: &str) -> Result<Vec<TokenKind<'_>>, String> {
    tokens(text)
        .map(|t| t.map(|t| t.kind).map_err(|e| e.to_string()))
        .collect()
}

fn number(number: u32, black: bool) -> TokenKind<'static> {
    TokenKind::MoveNumber { number, black }
}

#[test]
fn move_numbers_in_every_common_form() {
    let cases: [(&str, TokenKind, Range<usize>); 12] = [
        ("1.", number(1, false), 0..2),
        ("12.", number(12, false), 0..3),
        ("1...", number(1, true), 0..4),
        ("1..", number(1, true), 0..3),
        ("1…", number(1, true), 0..4),
        ("1. ...", number(1, true), 0..6),
        ("1. …", number(1, true), 0..6),
        ("1.....", number(1, true), 0..6),
        ("12 ...", number(12, true), 0..6),
        ("12", number(12, false), 0..2),
        ("999", number(999, false), 0..3),
        ("0.", number(0, false), 0..2),
    ];
    for (text, kind, span) in cases {
        assert_eq!(kinds(text), [(kind, span)], "{text}");
    }
    // Dots after Black's dots are not taken again.
    let first = tokens("1...\t..").next().unwrap().unwrap();
    assert_eq!((first.kind, first.span), (number(1, true), 0..4));
    // Glued to the move, or not.
    assert_eq!(
        kinds("1.e4 1...e5 1..e5 1. e4"),
        [
            (number(1, false), 0..2),
            (TokenKind::Move("e4"), 2..4),
            (number(1, true), 5..9),
            (TokenKind::Move("e5"), 9..11),
            (number(1, true), 12..15),
            (TokenKind::Move("e5"), 15..17),
            (number(1, false), 18..20),
            (TokenKind::Move("e4"), 21..23),
        ]
    );
}

#[test]
fn moves_in_any_notation_and_language() {
    for text in [
        "e4",
        "Cf3",
        "♘f3",
        "Кр1e2",
        "O-O",
        "O-O-O",
        "0-0",
        "0-0-0",
        "e8=Q+",
        "axb8D",
        "Ng1-f3",
        "e4xd5",
        "dxe6e.p.",
        "5254",
        "37381",
        "P-K4",
        "P-R8(Q)",
        "R(6)xN",
        "R(QR3)-Q3",
        "BxN/QB6",
        "Ge7#",
        "Qh5++",
    ] {
        assert_eq!(
            kinds(text),
            [(TokenKind::Move(text), 0..text.len())],
            "{text}"
        );
    }
    // An en passant mark after white space belongs to the move before it.
    assert_eq!(
        kinds("exd6 e.p. Nf3"),
        [
            (TokenKind::Move("exd6 e.p."), 0..9),
            (TokenKind::Move("Nf3"), 10..13),
        ]
    );
    // So does the square after a capture sign and white space: the French seed's spacing.
    assert_eq!(
        kinds("dx e5 e.p."),
        [(TokenKind::Move("dx e5 e.p."), 0..10)]
    );
    // A parenthesis that is not a descriptive part starts a variation.
    assert_eq!(
        only_kinds("e4(d4)").unwrap(),
        [
            TokenKind::Move("e4"),
            TokenKind::StartVariation,
            TokenKind::Move("d4"),
            TokenKind::EndVariation,
        ]
    );
    for text in ["--", "Z0"] {
        assert_eq!(kinds(text), [(TokenKind::NullMove, 0..2)], "{text}");
    }
    let moves: Vec<bool> = only_kinds("1. e4 -- {c} ; l\n$1 ! ( ) * Z0")
        .unwrap()
        .iter()
        .map(TokenKind::is_move)
        .collect();
    assert_eq!(
        moves,
        [
            false, true, true, false, false, false, false, false, false, false, true
        ]
    );
}

#[test]
fn glyphs_nags_comments_escapes_variations_and_results() {
    for (text, glyph, nag) in [
        ("!", Glyph::Good, 1),
        ("?", Glyph::Mistake, 2),
        ("!!", Glyph::Brilliant, 3),
        ("??", Glyph::Blunder, 4),
        ("!?", Glyph::Interesting, 5),
        ("?!", Glyph::Dubious, 6),
    ] {
        assert_eq!(kinds(text), [(TokenKind::Glyph(glyph), 0..text.len())]);
        assert_eq!(glyph.nag(), nag);
        assert_eq!(Glyph::from_nag(nag), Some(glyph));
        let glued = format!("e4{text}");
        assert_eq!(
            kinds(&glued),
            [
                (TokenKind::Move("e4"), 0..2),
                (TokenKind::Glyph(glyph), 2..glued.len())
            ]
        );
    }
    assert_eq!(Glyph::from_nag(0), None);
    assert_eq!(Glyph::from_nag(7), None);
    for (text, nag) in [("$0", 0), ("$1", 1), ("$255", 255), ("$007", 7)] {
        assert_eq!(kinds(text), [(TokenKind::Nag(nag), 0..text.len())]);
    }
    assert_eq!(
        kinds("{a {nested? no} ; x\n;rest\r\n%esc\n(e4 (d4))"),
        [
            (TokenKind::Comment("a {nested? no"), 0..15),
            (TokenKind::LineComment(" x"), 16..19),
            (TokenKind::LineComment("rest"), 20..25),
            (TokenKind::Escape("esc"), 27..31),
            (TokenKind::StartVariation, 32..33),
            (TokenKind::Move("e4"), 33..35),
            (TokenKind::StartVariation, 36..37),
            (TokenKind::Move("d4"), 37..39),
            (TokenKind::EndVariation, 39..40),
            (TokenKind::EndVariation, 40..41),
        ]
    );
    // A comment runs over lines and keeps its text as it is.
    assert_eq!(
        kinds("{ [%clk 0:03:00]\n  two lines }"),
        [(TokenKind::Comment(" [%clk 0:03:00]\n  two lines "), 0..30)]
    );
    for (text, result) in [
        ("1-0", GameResult::WhiteWins),
        ("0-1", GameResult::BlackWins),
        ("1/2-1/2", GameResult::Draw),
        ("½-½", GameResult::Draw),
        ("0,5-0,5", GameResult::Draw),
        ("*", GameResult::Unknown),
    ] {
        assert_eq!(kinds(text), [(TokenKind::Result(result), 0..text.len())]);
        let in_variation = format!("({text})");
        assert_eq!(
            only_kinds(&in_variation).unwrap()[1],
            TokenKind::Result(result)
        );
    }
}

/// A file saved with old Mac line ends (`\r` alone): a `;` comment ended only at `\n`, so it
/// swallowed every move after it, and `%` escaped nothing after the first line.
#[test]
fn line_comments_and_escapes_end_at_any_line_end() {
    let moves = |text: &str| {
        only_kinds(text)
            .unwrap()
            .into_iter()
            .filter(|kind| matches!(kind, TokenKind::Move(_)))
            .count()
    };
    for line_end in ["\n", "\r\n", "\r"] {
        let text =
            format!("1. e4 e5 ; open game{line_end}2. Nf3 Nc6{line_end}%esc{line_end}3. Bb5");
        assert_eq!(moves(&text), 5, "{text:?}");
        let kinds = only_kinds(&text).unwrap();
        assert!(
            kinds.contains(&TokenKind::LineComment(" open game")),
            "{text:?}"
        );
        assert!(kinds.contains(&TokenKind::Escape("esc")), "{text:?}");
    }
    assert_eq!(
        kinds(";a\r%b"),
        [
            (TokenKind::LineComment("a"), 0..2),
            (TokenKind::Escape("b"), 3..5)
        ]
    );
}

#[test]
fn castling_with_zeros_is_not_a_result_and_numbers_are_not_results() {
    assert_eq!(
        only_kinds("0-0 0-0-0 0-1 1-0 0-0+ 1.0-0 1-0").unwrap(),
        [
            TokenKind::Move("0-0"),
            TokenKind::Move("0-0-0"),
            TokenKind::Result(GameResult::BlackWins),
            TokenKind::Result(GameResult::WhiteWins),
            TokenKind::Move("0-0+"),
            number(1, false),
            TokenKind::Move("0-0"),
            TokenKind::Result(GameResult::WhiteWins),
        ]
    );
    // A result closes a variation as well as a space does.
    assert_eq!(
        only_kinds("(1-0)").unwrap(),
        [
            TokenKind::StartVariation,
            TokenKind::Result(GameResult::WhiteWins),
            TokenKind::EndVariation,
        ]
    );
}

#[test]
fn every_error_with_its_message_and_span() {
    let cases: [(&str, MovetextErrorKind, Range<usize>, &str); 10] = [
        (
            "1. e4 {unclosed",
            MovetextErrorKind::UnterminatedComment,
            6..15,
            "found '{' opening a comment that is never closed, expected '}'",
        ),
        (
            "e4 $",
            MovetextErrorKind::MissingNag,
            3..4,
            "found '$' without a number, expected a NAG such as $1",
        ),
        (
            "e4 $256",
            MovetextErrorKind::NagOutOfRange {
                found: "256".into(),
            },
            3..7,
            "found $256, expected a NAG from $0 to $255",
        ),
        (
            "e4!!!",
            MovetextErrorKind::UnknownGlyph {
                found: "!!!".into(),
            },
            2..5,
            r#"found "!!!", expected one of the annotation glyphs ! ? !! ?? !? ?!"#,
        ),
        (
            "e4 ?!?",
            MovetextErrorKind::UnknownGlyph {
                found: "?!?".into(),
            },
            3..6,
            r#"found "?!?", expected one of the annotation glyphs ! ? !! ?? !? ?!"#,
        ),
        (
            "99999999999. e4",
            MovetextErrorKind::MoveNumberTooLarge {
                found: "99999999999".into(),
            },
            0..11,
            "found move number 99999999999, expected at most 4294967295",
        ),
        (
            "1. e4 e5 ) 2. Nf3",
            MovetextErrorKind::UnmatchedClose,
            9..10,
            "found ')' with no variation open, expected a '(' before it",
        ),
        (
            "1. e4 (1. d4 (1. c4) e5",
            MovetextErrorKind::UnclosedVariation,
            6..7,
            "found the end of the movetext inside a variation, expected ')' to close it",
        ),
        (
            "1. e4 } e5",
            MovetextErrorKind::Stray { found: '}' },
            6..7,
            "found '}', expected a move, a move number, a comment, a NAG, a variation or a result",
        ),
        (
            "1. e4 e5 % not at a line start",
            MovetextErrorKind::Stray { found: '%' },
            9..10,
            "found '%', expected a move, a move number, a comment, a NAG, a variation or a result",
        ),
    ];
    for (text, kind, span, message) in cases {
        let err = tokens(text).find_map(Result::err).expect(text);
        assert_eq!(err.kind(), &kind, "{text}");
        assert_eq!(err.span(), span, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
        // The iterator stops at the error.
        let mut after = tokens(text).skip_while(Result::is_ok);
        assert!(after.next().unwrap().is_err());
        assert!(after.next().is_none(), "{text}");
    }
    for stray in ['[', ']', '<', '>', '.', '"', '×', ','] {
        let text = format!("e4 {stray}");
        let err = tokens(&text).find_map(Result::err).expect(&text);
        assert_eq!(err.kind(), &MovetextErrorKind::Stray { found: stray });
        assert_eq!(err.span(), 3..3 + stray.len_utf8());
    }
}

/// Movetexts from the seed texts, as they print them.
const SEED_MOVETEXTS: [(&str, &str); 9] = [
    ("001 (French): move numbers", "1.e4 e5 2.Cf3 Cc6 3. Fc4 Fc5"),
    ("001 (French): starting with Black", "1..e5 2.Cf3"),
    (
        "001 (French): the glyphs",
        "e4! e5? Cf3!! Cc6?? Fc4!? Fc5?!",
    ),
    ("001 (French): the results", "1-0 0-1 0,5-0,5"),
    (
        "001 (French): castling, promotion, en passant",
        "O-O O-O-O axb8D dx e5 e.p. T8d7 Cgf6 C8f6",
    ),
    ("000 (French): after Black's first move", "1. ... c5 2. Cf3"),
    ("003 (English)", "1.e4 1...c5 2.Nf3"),
    ("004 (Polish): the Immortal Game's last move", "23. Ge7#"),
    ("004 (Polish): the first moves", "1. e4 c5"),
];

#[test]
fn seed_movetexts_tokenized() {
    let mut out = String::new();
    for (name, text) in SEED_MOVETEXTS {
        writeln!(out, "# {name}: {text}").unwrap();
        for token in tokens(text) {
            let token = token.unwrap();
            writeln!(
                out,
                "{:>2}..{:<2} {:<12} {:?}",
                token.span.start,
                token.span.end,
                &text[token.span.clone()],
                token.kind
            )
            .unwrap();
        }
        out.push('\n');
    }
    snapshots().bind(|| insta::assert_snapshot!("movetext_seeds", out));
}

/// The movetext sections of a PGN file: the lines after each game's tag pairs, with the
/// result its tags give.
fn movetexts(pgn: &str) -> Vec<(String, String)> {
    let mut games = Vec::new();
    let mut result = String::new();
    let mut text = String::new();
    let mut in_game = false;
    for line in pgn.lines() {
        if let Some(tag) = line.strip_prefix("[Result \"") {
            result = tag.trim_end_matches("\"]").to_owned();
        }
        if line.starts_with('[') {
            if in_game && !text.trim().is_empty() {
                games.push((core::mem::take(&mut text), result.clone()));
            }
            text.clear();
            in_game = true;
        } else {
            text.push_str(line);
            text.push('\n');
        }
    }
    if !text.trim().is_empty() {
        games.push((text, result));
    }
    games
}

/// Every game tokenizes, has moves, ends with the result of its tags, and writes back to the
/// same tokens.
fn check_pgn(pgn: &str, games: usize) {
    let movetexts = movetexts(pgn);
    assert_eq!(movetexts.len(), games);
    for (text, result) in &movetexts {
        let kinds = only_kinds(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert!(kinds.iter().filter(|k| k.is_move()).count() > 0, "{text}");
        assert_eq!(
            kinds.last().map(ToString::to_string).as_deref(),
            Some(result.as_str())
        );
        let again = write_tokens(&kinds);
        assert_eq!(only_kinds(&again).unwrap(), kinds, "{again}");
    }
}

#[test]
fn lichess_games_tokenize() {
    let pgn = std::fs::read_to_string(data_path("lichess_20.pgn")).unwrap();
    check_pgn(&pgn, 20);
    // The escape lines at the top, which name the source.
    let first = only_kinds(&pgn[..pgn.find("[Event").unwrap()]).unwrap();
    assert!(first.iter().all(|k| matches!(k, TokenKind::Escape(_))));
    assert_eq!(first.len(), 4);
}

/// The whole 100 kB sample, when the shared data folder is there (it is outside the repo).
#[test]
fn lichess_100k_tokenizes_if_present() {
    let path = "/work/shared/data/pgn/lichess_db_100k.pgn";
    if let Ok(pgn) = std::fs::read_to_string(path) {
        check_pgn(&pgn, 47);
    }
}

/// Reads a UCI move, errors as text.
fn uci(text: &str, pos: &Position) -> Result<Move, String> {
    text.parse::<UciMove>()
        .map_err(|e| e.to_string())?
        .to_move(pos)
        .map_err(|e| e.to_string())
}

/// Reads an ICCF move, errors as text.
fn iccf(text: &str, pos: &Position) -> Result<Move, String> {
    text.parse::<IccfMove>()
        .map_err(|e| e.to_string())?
        .to_move(pos)
        .map_err(|e| e.to_string())
}

/// Every move the walk plays: depth, number, text, and the FEN after it.
fn walked(text: &str, start: &Position) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    walk(text, start, uci, |step| {
        if let Step::Move(played) = step {
            out.push(format!(
                "{} {} {} {}",
                played.depth,
                played.number(),
                &text[played.token.span.clone()],
                played.after
            ));
        }
    })
    .map_err(|e| format!("{e} @ {:?}", e.span()))?;
    Ok(out)
}

#[test]
fn variations_start_from_the_position_before_the_move_they_replace() {
    let text =
        "1. e2e4 e7e5 (1... c7c5 2. g1f3 (2. b1c3 b8c6) 2... d7d6) (1... e7e6) 2. g1f3 b8c6 *";
    let moves = walked(text, &Position::STARTING).unwrap();
    snapshots().bind(|| insta::assert_snapshot!("movetext_walk_variations", moves.join("\n")));
    let main: Vec<_> = moves.iter().filter(|m| m.starts_with("0 ")).collect();
    assert_eq!(main.len(), 4);
    assert!(main[3].ends_with("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
}

#[test]
fn a_bad_move_is_reported_with_its_number_side_and_span() {
    let text = "1. e2e4 e7e5 (1... c7c5 2. g1f3 b8c6 3. f3e6) 2. g1f3";
    let err = walk(text, &Position::STARTING, uci, |_| {}).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 3. f3e6: the knight on f3 cannot move to e6"
    );
    assert_eq!(err.span(), 40..44);
    let (number, move_text) = err.at().unwrap();
    assert_eq!(
        number,
        MoveNumber {
            number: 3,
            color: Color::White
        }
    );
    assert_eq!(move_text, "f3e6");
    assert!(matches!(err.kind(), WalkErrorKind::Move(_)));

    // Each move is read in its own line: e7e5 in the variation replaces e7e5 itself.
    let err = walk(
        "1. e2e4 e7e5 (1... e7e5 2. e5e4) *",
        &Position::STARTING,
        uci,
        |_| {},
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 2. e5e4: the pawn on e5 is Black's, but it is White's move"
    );

    let err = walk("(e2e4)", &Position::STARTING, uci, |_| {}).unwrap_err();
    assert_eq!(
        err.to_string(),
        "found '(' before any move of its line, expected a move for the variation to replace"
    );
    assert_eq!(err.span(), 0..1);
    assert_eq!(err.at(), None);

    let err = walk("1. e2e4 e7e5 )", &Position::STARTING, uci, |_| {}).unwrap_err();
    assert!(matches!(err.kind(), WalkErrorKind::Syntax(_)));
    assert_eq!(
        err.to_string(),
        "found ')' with no variation open, expected a '(' before it"
    );

    // A reader that returns an illegal move is caught.
    let e2e5 = |_: &str, _: &Position| -> Result<Move, String> {
        Ok(Move::Normal {
            from: "e2".parse().unwrap(),
            to: "e5".parse().unwrap(),
            promotion: None,
        })
    };
    let err = walk("1. e4", &Position::STARTING, e2e5, |_| {}).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1. e4: e2e5: the pawn on e2 cannot move to e5"
    );
    // The tokenizer's and the legality check's errors are the source; the reader's, which
    // need not be an error type, is not.
    use std::error::Error as _;
    assert_eq!(
        err.source().map(ToString::to_string).as_deref(),
        Some("e2e5: the pawn on e2 cannot move to e5")
    );
    let syntax = walk("1. }", &Position::STARTING, uci, |_| {}).unwrap_err();
    assert!(syntax.source().is_some());
    let refused = walk("e2e5", &Position::STARTING, uci, |_| {}).unwrap_err();
    assert!(refused.source().is_none());
}

#[test]
fn null_moves_pass_the_turn_except_in_check() {
    let moves = walked("1. e2e4 -- 2. d2d4 Z0 3. g1f3", &Position::STARTING).unwrap();
    assert_eq!(
        moves[1],
        "0 1... -- rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"
    );
    assert_eq!(
        moves[4],
        "0 3. g1f3 rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 2 3"
    );
    let check: Position = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1".parse().unwrap();
    let err = walk("1. --", &check, uci, |_| {}).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1. --: a null move is not possible while the king is in check"
    );
}

#[test]
fn the_walk_shows_every_other_token() {
    let mut seen = Vec::new();
    walk(
        "1. e2e4 {best by test} $1 e7e5?! (1... c7c5) ; line\n 1-0",
        &Position::STARTING,
        uci,
        |step| {
            if let Step::Other(token) = step {
                seen.push(token.kind.to_string());
            }
        },
    )
    .unwrap();
    assert_eq!(
        seen,
        ["{best by test}", "$1", "?!", "(", ")", "; line", "1-0"]
    );
}

#[test]
fn notate_writes_pgn_export_spacing() {
    let text =
        "1.5254 {King's pawn} 1...3735 (1..5755 2.7163) 2.7163 $1 4746 3.4244 3544?! 4.6344 * ";
    let uci_text = notate(text, &Position::STARTING, iccf, |mv, _| {
        Ok(mv.to_uci(CastlingMode::Standard).to_string())
    })
    .unwrap();
    assert_eq!(
        uci_text,
        "1. e2e4 {King's pawn} 1... c7c5 ( 1... e7e5 2. g1f3 ) 2. g1f3 $1 2... d7d6 3. d2d4 c5d4?! 4. f3d4 *"
    );
    // And back: UCI to ICCF.
    let iccf_text = notate(&uci_text, &Position::STARTING, uci, |mv, _| {
        mv.to_iccf()
            .map(|m| m.to_string())
            .map_err(|e| e.to_string())
    })
    .unwrap();
    assert_eq!(
        iccf_text,
        "1. 5254 {King's pawn} 1... 3735 ( 1... 5755 2. 7163 ) 2. 7163 $1 2... 4746 3. 4244 3544?! 4. 6344 *"
    );
    // A line that starts with Black.
    let after_e4 = Position::STARTING
        .play(uci("e2e4", &Position::STARTING).unwrap())
        .unwrap();
    let black = notate("3735 7163", &after_e4, iccf, |mv, _| Ok(mv.to_string())).unwrap();
    assert_eq!(black, "1... c7c5 2. g1f3");
    // A writer's error stops it, at the move.
    let chess960: Position = "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1".parse().unwrap();
    let err = notate("1. b1h1", &chess960, uci, |mv, _| {
        mv.to_iccf()
            .map(|m| m.to_string())
            .map_err(|e| e.to_string())
    })
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1. b1h1: ICCF numeric has no way to write Chess960 castling: the king on b1 \
         castling with the rook on h1 is not the classical castling from e1 with the rook on \
         a1 or h1"
    );
}

/// Runs a property `tests` times, or as often as `QUICKCHECK_TESTS` says.
fn check<A: quickcheck::Testable>(tests: u64, property: A) {
    let qc = QuickCheck::new();
    let mut qc = if std::env::var_os("QUICKCHECK_TESTS").is_some() {
        qc
    } else {
        qc.tests(tests)
    };
    qc.quickcheck(property);
}

/// Text made of pieces of movetext and odd characters, joined with or without spaces.
#[derive(Debug, Clone)]
struct Movetext(String);

const PIECES: &[&str] = &[
    "1.",
    "12.",
    "1...",
    "1..",
    "1…",
    "3",
    "e4",
    "Nf3",
    "Cf3",
    "♘f3",
    "Кр1e2",
    "O-O",
    "0-0",
    "0-0-0",
    "e8=Q+",
    "5254",
    "exd6",
    "e.p.",
    "P-R8(Q)",
    "R(6)xN",
    "--",
    "Z0",
    "!",
    "?",
    "!!",
    "??",
    "!?",
    "?!",
    "$1",
    "$255",
    "$256",
    "{c}",
    "{ multi\nline }",
    "{",
    "}",
    ";x",
    "\n",
    "%e",
    "(",
    ")",
    "1-0",
    "0-1",
    "1/2-1/2",
    "½-½",
    "0,5-0,5",
    "*",
    " ",
    "\t",
    ".",
    "…",
    "$",
    "é",
    "\r\n",
    "(Q)",
    "-",
];

impl Arbitrary for Movetext {
    fn arbitrary(g: &mut Gen) -> Movetext {
        let pieces: Vec<u8> = Vec::arbitrary(g);
        let mut text = String::new();
        for p in pieces {
            text.push_str(PIECES[usize::from(p) % PIECES.len()]);
            if bool::arbitrary(g) {
                text.push(' ');
            }
        }
        Movetext(text)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Movetext>> {
        let chars: Vec<char> = self.0.chars().collect();
        Box::new(chars.shrink().map(|c| Movetext(c.into_iter().collect())))
    }
}

/// Spans lie in the text on character boundaries, in order, with only white space between
/// them; after an error nothing more comes.
fn spans_cover(text: &str) -> bool {
    let mut at = 0;
    let mut tokens = tokens(text);
    for token in tokens.by_ref() {
        let span = match token {
            Ok(t) => t.span,
            Err(e) => {
                let span = e.span();
                return span.start <= span.end
                    && text.get(span.clone()).is_some()
                    && tokens.next().is_none();
            }
        };
        let Some(gap) = text.get(at..span.start) else {
            return false;
        };
        if !gap.trim().is_empty() || text.get(span.clone()).is_none_or(str::is_empty) {
            return false;
        }
        at = span.end;
    }
    text[at..].trim().is_empty()
}

#[test]
fn tokens_cover_the_text_in_order() {
    fn property(text: Movetext) -> bool {
        spans_cover(&text.0)
    }
    fn any_text(text: String) -> bool {
        spans_cover(&text)
    }
    check(3000, property as fn(Movetext) -> bool);
    check(1000, any_text as fn(String) -> bool);
}

#[test]
fn written_tokens_read_back_the_same() {
    fn property(text: Movetext) -> bool {
        let Ok(kinds) = only_kinds(&text.0) else {
            return true;
        };
        let written = write_tokens(&kinds);
        only_kinds(&written).as_ref() == Ok(&kinds)
    }
    check(3000, property as fn(Movetext) -> bool);
}

/// A random game from `start` with variations: each variation replays one alternative for the
/// move before it. Written as UCI movetext, it walks back to the same moves.
#[test]
fn random_games_with_variations_walk_back() {
    fn property(start: Position, picks: Vec<(u8, bool)>) -> bool {
        let mut pos = start.clone();
        let mut text = String::new();
        let mut expected = Vec::new();
        let mut before: Option<Position> = None;
        for (pick, variation) in picks {
            if variation && let Some(prev) = &before {
                let moves = prev.legal_moves();
                let alt = moves[usize::from(pick) % moves.len()];
                write!(text, "( {} ) ", alt.to_uci(CastlingMode::Chess960)).unwrap();
                expected.push((1, alt));
                continue;
            }
            let moves = pos.legal_moves();
            let Some(&mv) = moves.get(usize::from(pick) % moves.len().max(1)) else {
                break;
            };
            write!(
                text,
                "{} {} ",
                MoveNumber::of(&pos),
                mv.to_uci(CastlingMode::Chess960)
            )
            .unwrap();
            expected.push((0, mv));
            let next = pos.play(mv).unwrap();
            before = Some(core::mem::replace(&mut pos, next));
        }
        let mut seen = Vec::new();
        let end = walk(&text, &start, uci, |step| {
            if let Step::Move(p) = step {
                seen.push((p.depth, p.mv.unwrap()));
            }
        });
        end.as_ref() == Ok(&pos) && seen == expected
    }
    check(300, property as fn(Position, Vec<(u8, bool)>) -> bool);
}

/// What goes on after the main line's result is refused before any move is played: a move, in
/// a variation too, or a second result; a result inside a variation ends nothing.
#[test]
fn after_result_finds_the_first_move_or_result_after_the_main_lines_result() {
    use fenkit::movetext::after_result;
    use fenkit::san::SanError;
    let found = |text: &str| {
        after_result::<SanError>(text)
            .err()
            .map(|err| text[err.span()].to_owned())
    };
    for (text, expected) in [
        ("1. e4 e5 1-0", None),
        ("1. e4 (1. d4 1-0) e5 *", None),
        ("1. e4 e5 (1... c5) 1/2-1/2 {a comment} $1", None),
        ("1. e4 e5 1-0 2. Nf3", Some("Nf3")),
        ("1. e4 (1. d4) 1-0 1... e5", Some("e5")),
        ("1. e4 1-0 (1. d4)", Some("d4")),
        ("1. e4 1-0 ((1. d4))", Some("d4")),
        ("1. e4 * 1-0", Some("1-0")),
        ("1. e4 1-0 --", Some("--")),
        ("1. e4 1-0 {unclosed", None),
    ] {
        assert_eq!(found(text).as_deref(), expected, "{text}");
    }
}
