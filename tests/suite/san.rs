//! Move notation: SAN, LAN and FAN written and read in every language; the French seed's
//! examples; each rule and each error; python-chess's SAN on random positions; properties.

use fenkit::san::{AlgebraicNotation, SanError, SanReader, SanWriter};
use fenkit::{Lang, Move, Position};
use quickcheck::{QuickCheck, TestResult};

use crate::common::{data_lines, snapshots};

fn position(fen: &str) -> Position {
    if fen == "startpos" {
        Position::STARTING
    } else {
        fen.parse().unwrap_or_else(|err| panic!("{fen}: {err}"))
    }
}

fn write(pos: &Position, mv: Move, lang: Lang, notation: AlgebraicNotation) -> String {
    SanWriter::new()
        .lang(lang)
        .notation(notation)
        .write(pos, mv)
        .to_string()
}

/// `text` read leniently in `lang`: the move written back in SAN and LAN, or the error.
fn read(fen: &str, lang: Lang, text: &str) -> String {
    let pos = position(fen);
    match SanReader::new().lenient().lang(lang).read(&pos, text) {
        Ok(mv) => format!(
            "{mv} = {} = {}",
            write(&pos, mv, lang, AlgebraicNotation::San),
            write(&pos, mv, lang, AlgebraicNotation::Lan)
        ),
        Err(err) => format!("error at {:?}: {err}", err.span()),
    }
}

/// The SAN `SanWriter` gives the move that `uci` names.
#[track_caller]
fn san_of(fen: &str, uci: &str) -> String {
    let pos = position(fen);
    let mv = uci
        .parse::<fenkit::uci::UciMove>()
        .unwrap()
        .to_move(&pos)
        .unwrap();
    write(&pos, mv, Lang::En, AlgebraicNotation::San)
}

/// The message of reading `text` in English.
#[track_caller]
fn error(fen: &str, text: &str) -> String {
    SanReader::new()
        .lenient()
        .read(&position(fen), text)
        .map(|mv| format!("read as {mv}"))
        .unwrap_or_else(|err| err.to_string())
}

/// The French seed's examples (seeds/001, "La notation des coups"), each from a position
/// where it is a move, read in French and written back.
#[test]
fn french_seed_examples() {
    let cases: &[(&str, &str, &[&str])] = &[
        ("Cf3: the knight from g1", "startpos", &["Cf3"]),
        ("e4: the pawn has no letter", "startpos", &["e4"]),
        (
            "Fe2-b5: the long form (LAN)",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3",
            &["Fe2-b5", "Fb5"],
        ),
        (
            "O-O",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            &["O-O"],
        ),
        (
            "O-O-O",
            "r3kbnr/ppp2ppp/2nqb3/3pp3/3PP3/2NQB3/PPP2PPP/R3KBNR w KQkq - 4 6",
            &["O-O-O"],
        ),
        (
            "Dxe7 / De2xe7: the queen on e2 takes the rook on e7",
            "k7/4r3/8/8/8/8/4Q3/4K3 w - - 0 1",
            &["Dxe7", "De2xe7"],
        ),
        (
            "exd5 / e4xd5",
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            &["exd5", "e4xd5"],
        ),
        (
            "axb8D: promotion without '=' (it gives check)",
            "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            &["axb8D", "axb8=D+"],
        ),
        (
            "dx e5 e.p.: the seed's en passant example lands on the wrong square",
            "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3",
            &["dx e5 e.p.", "dxe6 e.p.", "dxe6 e. p.", "dxe6"],
        ),
        (
            "T8d7: two rooks on the d-file, the rank tells them apart",
            "3R4/8/8/8/8/8/k7/3R2K1 w - - 0 1",
            &["T8d7", "Tdd7", "Td7"],
        ),
        (
            "Cgf6 / C8f6 with the seed's knights on e7 and g8: only g8 reaches f6",
            "4k1n1/4n3/8/8/8/8/8/4K3 b - - 0 1",
            &["Cgf6", "C8f6", "Cf6"],
        ),
        (
            "Cgf6 / C8f6 with knights on d7 and g8: the file is canonical",
            "4k1n1/3n4/8/8/8/8/8/4K3 b - - 0 1",
            &["Cgf6", "C8f6", "Cf6"],
        ),
        (
            "++: mate, as the seed also writes it",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            &["Dxf7++", "Dxf7#"],
        ),
    ];
    let mut out = String::new();
    for (title, fen, texts) in cases {
        out.push_str(&format!("## {title}\n{fen}\n"));
        for text in *texts {
            let strict = SanReader::new().lang(Lang::Fr).read(&position(fen), text);
            let strict = match strict {
                Ok(_) => "canonical".to_owned(),
                Err(err) => format!("strict: {err}"),
            };
            out.push_str(&format!(
                "  {text} -> {}\n     {strict}\n",
                read(fen, Lang::Fr, text)
            ));
        }
    }
    snapshots().bind(|| insta::assert_snapshot!("san_french_seed", out));
}

#[test]
fn disambiguation_only_against_legal_rivals() {
    // The knight on c3 is pinned by the bishop on a5: no rival.
    assert_eq!(san_of("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1", "g1e2"), "Ne2");
    assert_eq!(san_of("4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "g1e2"), "Nge2");
    // The file when it suffices, else the rank, else both.
    let fen = "4k2N/8/8/8/5N1N/8/8/4K3 w - - 0 1";
    assert_eq!(san_of(fen, "f4g6"), "Nfg6");
    assert_eq!(san_of(fen, "h8g6"), "N8g6");
    assert_eq!(san_of(fen, "h4g6"), "Nh4g6");
    // Rooks on one file, and a capture with the rank.
    assert_eq!(san_of("3R4/8/8/8/8/8/k7/3R2K1 w - - 0 1", "d8d7"), "R8d7");
    assert_eq!(
        san_of("4k1N1/8/5p2/8/6N1/8/8/4K3 w - - 0 1", "g4f6"),
        "N4xf6+"
    );
    // Three queens: Qh4e1 needs both.
    assert_eq!(san_of("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1", "h4e1"), "Qh4e1");
    // A pawn capture always names its file; a king never needs disambiguation.
    assert_eq!(
        san_of(
            "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 2",
            "c4d5"
        ),
        "cxd5"
    );
}

#[test]
fn castling_in_chess960_names_the_rook_side() {
    // King on b1, rooks on a1 and h1.
    let fen = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1";
    assert_eq!(san_of(fen, "b1h1"), "O-O");
    assert_eq!(san_of(fen, "b1a1"), "O-O-O");
    assert_eq!(san_of(fen, "b1c1"), "Kc1");
    // The king already on g1 castles with the rook on h1; Kg1 is no castling.
    let fen = "1k6/8/8/8/8/8/8/R5KR w HA - 0 1";
    assert_eq!(san_of(fen, "g1h1"), "O-O");
    assert_eq!(read(fen, Lang::En, "O-O"), "g1h1 = O-O = O-O");
    assert_eq!(
        read(fen, Lang::En, "Kh1"),
        "error at 0..3: Kh1: no white king can move to h1"
    );
    // Standard castling, and mate by castling.
    assert_eq!(
        san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"),
        "O-O"
    );
    assert_eq!(san_of("8/8/8/8/8/8/R7/R3K2k w Q - 0 1", "e1c1"), "O-O-O#");
}

#[test]
fn promotion_and_suffixes() {
    let fen = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(san_of(fen, "a7b8q"), "axb8=Q+");
    assert_eq!(san_of(fen, "a7a8n"), "a8=N");
    assert_eq!(san_of(fen, "a7a8r"), "a8=R");
    let mated = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    assert_eq!(san_of(mated, "h5f7"), "Qxf7#");
    let pos = position(fen);
    let mv = SanReader::new().lenient().read(&pos, "axb8=Q").unwrap();
    assert_eq!(
        write(&pos, mv, Lang::Fr, AlgebraicNotation::Lan),
        "a7xb8=D+"
    );
    assert_eq!(write(&pos, mv, Lang::En, AlgebraicNotation::Fan), "axb8=♕+");
    assert_eq!(write(&pos, mv, Lang::Ru, AlgebraicNotation::San), "axb8=Ф+");
    // A pawn capture written with a figurine and without its file still names one pawn.
    let after_d5 = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    assert_eq!(
        SanReader::new()
            .lenient()
            .read(&after_d5, "♙xd5")
            .map(|mv| mv.to_string()),
        Ok("e4d5".to_owned())
    );
    // Every way of writing the promotion reads to the same move.
    for text in [
        "axb8Q",
        "axb8q",
        "axb8=♕",
        "ab8=Q",
        "a7xb8=Q",
        "a7b8Q+",
        "axb8=Q+!?",
    ] {
        assert_eq!(
            SanReader::new().lenient().read(&pos, text),
            Ok(mv),
            "{text}"
        );
    }
}

#[test]
fn each_error_says_why() {
    let start = "startpos";
    let cases = [
        (
            start,
            "",
            "found nothing, expected a move such as e4, Nf3 or O-O",
        ),
        (
            start,
            "Cf3",
            "found 'C', expected a piece letter K, Q, R, B or N, a file a-h, or O-O",
        ),
        (start, "Nf9", "found '9', expected a square such as e4"),
        (
            start,
            "e4 x",
            "found ' ' after the move, expected nothing more than e.p., + or #, and a glyph such as !?",
        ),
        (
            start,
            "e8=",
            "found the end of the move, expected the piece the pawn promotes to, Q, R, B or N",
        ),
        (start, "Nd4", "Nd4: no white knight can move to d4"),
        (
            start,
            "Nbd4",
            "Nbd4: no white knight on the b-file can move to d4",
        ),
        (start, "Ncd4", "Ncd4: White has no knight on the c-file"),
        (start, "Qh5", "Qh5: no white queen can move to h5"),
        (
            start,
            "O-O",
            "O-O: White cannot castle king side: f1 is not empty",
        ),
        (
            "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1",
            "Ne2",
            "Ne2: ambiguous: the knights on c1 and g1 can both move to e2",
        ),
        (
            "4k2N/8/8/8/5N1N/8/8/4K3 w - - 0 1",
            "Ng6",
            "Ng6: ambiguous: the knights on f4, h4 and h8 can all move to g6",
        ),
        (
            "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1",
            "Nce2",
            "Nce2: the knight on c3 is pinned to the king by the bishop on a5",
        ),
        (
            "4k3/8/8/8/8/2q5/1B6/K7 w - - 0 1",
            "Bc1",
            "Bc1: the bishop on b2 is pinned to the king by the queen on c3",
        ),
        (
            "4k3/8/8/8/8/8/1B6/K1q5 w - - 0 1",
            "Bc3",
            "Bc3: the bishop on b2 moving to c3 would leave the king in check",
        ),
        (
            "4k3/8/8/8/8/8/1B6/K1q5 w - - 0 1",
            "Kb1",
            "Kb1: the king cannot move to b1, which is attacked",
        ),
        (
            "4k3/8/8/8/8/8/1B6/K1q5 w - - 0 1",
            "Bxc3",
            "Bxc3: there is nothing to capture on c3",
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "d5",
            "d5: no pawn can move straight to d5, only capture there: write exd5",
        ),
        (
            // Only the knight takes on e5: no pawn capture to point to.
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "e5",
            "e5: no white pawn can move to e5",
        ),
        (
            // A file written without x: no push, no pawn capture suggested from another file.
            "rnbqkbnr/ppp1pppp/8/3p4/2P5/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 2",
            "ed5",
            "ed5: no white pawn on the e-file can move to d5",
        ),
        (start, "exd3", "exd3: there is nothing to capture on d3"),
        (
            // The en passant capture would open the rank to the king.
            "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
            "dxe3",
            "dxe3: the pawn on d4 moving to e3 would leave the king in check",
        ),
        (
            // The queen on d4 stands behind the pawn on c3: no pin, only the rook's check.
            "4k3/8/8/8/3q4/2p5/1B6/K6r w - - 0 1",
            "Ba3",
            "Ba3: the bishop on b2 moving to a3 would leave the king in check",
        ),
        (
            // A piece of one's own behind the bishop pins nothing.
            "4k3/8/8/8/8/2Q5/1B6/K6r w - - 0 1",
            "Ba3",
            "Ba3: the bishop on b2 moving to a3 would leave the king in check",
        ),
        (
            "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3",
            "dxe5",
            "dxe5: an en passant capture lands on e6, the square the pawn passed over, not on e5 where it stands: write dxe6",
        ),
        (
            "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3",
            "d6 e.p.",
            "d6 e.p.: e.p. is written only after an en passant capture, and this move is none",
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "a8",
            "a8: a pawn reaching a8 must promote to a queen, rook, bishop or knight",
        ),
        (start, "e4=Q", "e4=Q: a pawn going to e4 does not promote"),
        // A piece other than a pawn neither promotes nor takes en passant.
        (
            start,
            "Nf3=Q",
            "Nf3=Q: a knight going to f3 does not promote",
        ),
        (
            start,
            "Nf3 e.p.",
            "Nf3 e.p.: e.p. is written only after an en passant capture, and this move is none",
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "a8=K",
            "a8=K: a pawn promotes to a queen, rook, bishop or knight, not to a king",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R2QK2R w Kkq - 0 1",
            "O-O-O",
            "O-O-O: White cannot castle queen side: the right to castle on that side is lost",
        ),
        (
            "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1",
            "O-O",
            "O-O: White cannot castle king side: the king is in check",
        ),
        (
            "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
            "O-O",
            "O-O: White cannot castle king side: the king would pass through or land on f1, which is attacked",
        ),
    ];
    for (fen, text, message) in cases {
        assert_eq!(error(fen, text), message, "{fen} {text}");
    }
}

#[test]
fn errors_point_at_their_part_of_the_move() {
    let pos = position("rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3");
    let span = |text: &str| {
        SanReader::new()
            .lenient()
            .read(&pos, text)
            .unwrap_err()
            .span()
    };
    assert_eq!(span("dx e5 e.p."), 3..5);
    assert_eq!(span("d6 e.p."), 3..7);
    assert_eq!(span("Nxf3"), 2..4);
    assert_eq!(span("Nf3x"), 4..4);
    assert_eq!(span("Крf3"), 0..2);
    // Castling is no en passant capture either.
    let castles = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let err = SanReader::new()
        .lenient()
        .read(&castles, "O-O e.p.")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "O-O e.p.: e.p. is written only after an en passant capture, and this move is none"
    );
    assert_eq!(err.span(), 4..8);
    let SanError::Illegal(illegal) = err else {
        panic!("not an illegal move")
    };
    assert_eq!(illegal.text(), "O-O e.p.");
    // A SanPlus read without its text points into its English spelling.
    let bishop = position("4k3/8/8/8/8/8/1B6/K1q5 w - - 0 1");
    let san: fenkit::san::SanPlus = "Bxc3".parse().unwrap();
    assert_eq!(san.to_move(&bishop).unwrap_err().span(), 2..4);
    let san: fenkit::san::SanPlus = "Bb2xc3".parse().unwrap();
    assert_eq!(san.to_move(&bishop).unwrap_err().span(), 4..6);
    assert!(matches!(
        SanReader::new().lenient().read(&pos, "Z0"),
        Err(SanError::Parse(_))
    ));
}

#[test]
fn the_language_decides_what_a_letter_means() {
    let start = "startpos";
    // R is a king in French, a rook in English, a knight in Finnish.
    assert_eq!(read(start, Lang::Fi, "Rf3"), "g1f3 = Rf3 = Rg1-f3");
    assert_eq!(
        read(start, Lang::Fr, "Rf3"),
        "error at 0..3: Rf3: no white king can move to f3"
    );
    // P is a knight in Dutch; Russian writes the king with two letters.
    assert_eq!(read(start, Lang::Nl, "Pf3"), "g1f3 = Pf3 = Pg1-f3");
    assert_eq!(read(start, Lang::Ru, "Кf3"), "g1f3 = Кf3 = Кg1-f3");
    // Figurines of either colour, in any language.
    assert_eq!(read(start, Lang::Pl, "♘f3"), "g1f3 = Sf3 = Sg1-f3");
    assert_eq!(read(start, Lang::Pl, "♞f3"), "g1f3 = Sf3 = Sg1-f3");
    // The Estonian bishop O never hides castling.
    let fen = "4k3/8/8/8/8/8/8/2B1K2R w K - 0 1";
    assert_eq!(read(fen, Lang::Et, "O-O"), "e1g1 = O-O = O-O");
    assert_eq!(read(fen, Lang::Et, "Od2"), "c1d2 = Od2 = Oc1-d2");
}

#[test]
fn python_chess_writes_the_same_san() {
    let mut positions = 0;
    let mut moves = 0;
    for line in data_lines("python_chess_san.txt") {
        let (fen, sans) = line.split_once(" ;").expect("FEN ; moves");
        let pos = position(fen);
        let mut ours: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|&mv| write(&pos, mv, Lang::En, AlgebraicNotation::San))
            .collect();
        let mut theirs: Vec<String> = sans.split_whitespace().map(str::to_owned).collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{fen}");
        for san in &theirs {
            let strict = SanReader::new().read(&pos, san);
            assert!(strict.is_ok(), "{fen}: {san}: {strict:?}");
        }
        positions += 1;
        moves += theirs.len();
    }
    assert!(positions >= 600 && moves > 10_000, "{positions} {moves}");
}

/// Spellings of `mv` that lenient reading takes and strict reading refuses.
fn variants(canonical: &str, long: &str) -> Vec<String> {
    let mut out = vec![format!("{canonical}!?")];
    if long != canonical {
        out.push(long.to_owned());
    }
    if let Some(plain) = canonical
        .strip_suffix('+')
        .or_else(|| canonical.strip_suffix('#'))
    {
        out.push(plain.to_owned());
    }
    if canonical.starts_with("O-O") {
        out.push(canonical.replace('O', "0"));
    }
    if let Some((head, piece)) = canonical.split_once('=') {
        out.push(format!("{head}{piece}"));
    }
    out
}

fn roundtrip(pos: Position) -> TestResult {
    for &mv in pos.legal_moves().iter() {
        for &lang in Lang::ALL {
            for &notation in AlgebraicNotation::ALL {
                let text = write(&pos, mv, lang, notation);
                let reader = SanReader::new().lenient().lang(lang).notation(notation);
                if reader.read(&pos, &text) != Ok(mv)
                    || reader.strict(true).read(&pos, &text) != Ok(mv)
                {
                    return TestResult::error(format!("{pos} {mv} {lang} {notation} {text}"));
                }
            }
        }
        let san = write(&pos, mv, Lang::En, AlgebraicNotation::San);
        let lan = write(&pos, mv, Lang::En, AlgebraicNotation::Lan);
        for variant in variants(&san, &lan) {
            let lenient = SanReader::new().lenient().read(&pos, &variant);
            let strict = SanReader::new().read(&pos, &variant);
            if lenient != Ok(mv) || strict.is_ok() {
                return TestResult::error(format!("{pos} {mv} {variant}: {lenient:?} {strict:?}"));
            }
        }
    }
    TestResult::passed()
}

/// Every legal move, written in every notation and language, reads back to itself, leniently
/// and strictly; its non-canonical spellings read leniently only.
#[test]
fn every_written_move_reads_back() {
    QuickCheck::new()
        .tests(150)
        .quickcheck(roundtrip as fn(Position) -> TestResult);
}

/// Strict reading takes exactly the canonical SAN of the legal moves: any text it takes is
/// the canonical SAN of the move it returns, in random mutations of canonical texts (which
/// lenient reading reads as legal moves or refuses).
#[test]
fn strict_reading_takes_only_canonical_san() {
    fn prop(pos: Position, pick: usize, edits: Vec<(u8, u8)>) -> TestResult {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return TestResult::discard();
        }
        let mv = moves[pick % moves.len()];
        let mut text = write(&pos, mv, Lang::En, AlgebraicNotation::San).into_bytes();
        const NOISE: &[u8] = b"abcdefgh12345678xX-=+#!?NBRQKO0 ep.";
        for (at, c) in edits.into_iter().take(2) {
            let c = NOISE[usize::from(c) % NOISE.len()];
            match at % 3 {
                0 if !text.is_empty() => {
                    let i = usize::from(at) % text.len();
                    text[i] = c;
                }
                1 => text.insert(usize::from(at) % (text.len() + 1), c),
                _ if !text.is_empty() => {
                    text.remove(usize::from(at) % text.len());
                }
                _ => {}
            }
        }
        let text = String::from_utf8(text).expect("ASCII");
        // Leniently, a mutated text is a legal move or an error inside the text.
        match SanReader::new().lenient().read(&pos, &text) {
            Ok(read) if !pos.is_legal(read) => return TestResult::failed(),
            Err(err) if err.span().end > text.len() => return TestResult::failed(),
            _ => {}
        }
        match SanReader::new().read(&pos, &text) {
            Ok(read) => {
                TestResult::from_bool(write(&pos, read, Lang::En, AlgebraicNotation::San) == text)
            }
            Err(_) => TestResult::passed(),
        }
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(Position, usize, Vec<(u8, u8)>) -> TestResult);
}

/// Reading never panics, and a move read leniently is legal and reads back from its SAN.
#[test]
fn lenient_reading_gives_legal_moves() {
    fn prop(pos: Position, text: String) -> bool {
        match SanReader::new().lenient().read(&pos, &text) {
            Ok(mv) => {
                pos.is_legal(mv)
                    && SanReader::new()
                        .read(&pos, &write(&pos, mv, Lang::En, AlgebraicNotation::San))
                        == Ok(mv)
            }
            Err(err) => err.span().end <= text.len(),
        }
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(Position, String) -> bool);
}

/// A move written from every square of a piece of the side to move to every square reads
/// exactly when it is legal (castling aside: `Ke1g1` is a king move, never castling).
#[test]
fn every_from_to_pair_reads_exactly_when_legal() {
    fn prop(pos: Position) -> TestResult {
        let legal: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.castling_side().is_none())
            .collect();
        let board = pos.board();
        for from in fenkit::Square::all() {
            let Some(piece) = board.piece_at(from).filter(|p| p.color == pos.turn()) else {
                continue;
            };
            for to in fenkit::Square::all() {
                let letter = Lang::En.letter(piece.role);
                let letter = if letter == "P" { "" } else { letter };
                let last = to.rank() == (!pos.turn()).back_rank();
                let promotion = if piece.role == fenkit::Role::Pawn && last {
                    "=Q"
                } else {
                    ""
                };
                let text = format!("{letter}{from}{to}{promotion}");
                let fits = legal.iter().find(|mv| {
                    mv.from() == from
                        && mv.to() == to
                        && mv.promotion().is_none_or(|r| r == fenkit::Role::Queen)
                });
                let read = SanReader::new().lenient().read(&pos, &text).ok();
                if read != fits.copied() {
                    return TestResult::error(format!(
                        "{pos} {text}: read {read:?}, legal {fits:?}"
                    ));
                }
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Position) -> TestResult);
}

/// What python-chess does with the texts docs/moves.md names (tests/data/python_chess_claims.py
/// recorded it), and what fenkit does with them: `Cf3` and `♘f3` in English are errors, never
/// the pawn move f3, alone or in a game; `axb8D` reads where `D` is the queen's letter only.
#[test]
fn python_chess_plays_cf3_as_f3_in_a_game_and_fenkit_refuses_it() {
    let record = data_lines("python_chess_claims.txt").join("\n");
    for claim in [
        "Board.parse_san\tCf3\traises InvalidMoveError",
        "Board.parse_san\t♘f3\traises InvalidMoveError",
        "chess.pgn.read_game\t1. Cf3 *\tplays f2f3, errors 0",
        "chess.pgn.read_game\t1. ♘f3 *\tplays f2f3, errors 0",
        "axb8D\traises InvalidMoveError",
        "axb8Q\ta7b8q",
    ] {
        assert!(record.contains(claim), "{claim}");
    }
    let lenient = SanReader::new().lenient();
    assert!(lenient.read(&Position::STARTING, "Cf3").is_err());
    // A figurine is a piece in any language: the knight, never the pawn.
    assert_eq!(
        lenient
            .read(&Position::STARTING, "♘f3")
            .unwrap()
            .to_string(),
        "g1f3"
    );
    let game = fenkit::pgn::PgnReader::new("1. Cf3 *".as_bytes())
        .next()
        .unwrap();
    assert!(game.is_err());
    let promotion = position("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for lang in [Lang::Fr, Lang::De, Lang::Es, Lang::It, Lang::Nl] {
        let mv = lenient.lang(lang).read(&promotion, "axb8D").unwrap();
        assert_eq!(mv.to_string(), "a7b8q", "{lang:?}");
    }
    for lang in [Lang::En, Lang::Pl] {
        assert!(
            lenient.lang(lang).read(&promotion, "axb8D").is_err(),
            "{lang:?}"
        );
    }
}

/// The FIDE Laws' forms (Appendix C: `0-0`, `d8Q`, `++`, `exd6 e.p.`) read leniently, each
/// as its canonical SAN, and the strict reader refuses them.
#[test]
fn fide_appendix_c_forms_read_leniently_and_strict_refuses_them() {
    let cases = [
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "O-O"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "O-O-O"),
        ("7k/3P4/8/8/8/8/8/K7 w - - 0 1", "d8Q", "d8=Q+"),
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8++", "Ra8#"),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.", "exd6"),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "ed6", "exd6"),
    ];
    for (fen, fide, san) in cases {
        let pos = position(fen);
        let mv = SanReader::new().lenient().read(&pos, fide).unwrap();
        assert_eq!(SanWriter::new().write(&pos, mv).as_str(), san, "{fide}");
        assert!(SanReader::new().read(&pos, fide).is_err(), "{fide}");
    }
}

/// The strict reader takes a text exactly when it is the move's canonical SAN as the writer
/// writes it: every legal move's canonical text, and the spellings around it (each sign,
/// start square and capture sign written or not, `=` left out, zeros for castling, LAN,
/// figurines, a glyph, `e.p.`, a space after the capture sign or `:` for it, a pawn's `P`, a
/// promotion in lower case), in several languages. The reader tells this without writing the move
/// (`san/canonical.rs`); here the writer decides.
#[test]
fn the_strict_reader_takes_the_canonical_text_only() {
    use fenkit::san::{San, SanPlus, Suffix};
    use fenkit::{File, Rank};

    fn variants(pos: &Position, mv: Move, lang: Lang) -> Vec<String> {
        let writer = SanWriter::new().lang(lang);
        let canonical = writer.write(pos, mv).to_string();
        let mut texts = vec![
            canonical.replace('=', ""),
            canonical.replace('O', "0"),
            format!("{canonical}!"),
            format!("{canonical} e.p."),
            write(pos, mv, lang, AlgebraicNotation::Lan),
            write(pos, mv, lang, AlgebraicNotation::Fan),
            canonical.replacen('x', "x ", 1),
            canonical.replacen('x', ":", 1),
            format!("P{canonical}"),
        ];
        if let Some((head, piece)) = canonical.split_once('=') {
            texts.push(format!("{head}={}", piece.to_lowercase()));
        }
        let plus = SanPlus::from_move(pos, mv);
        let files: [Option<File>; 2] = [None, Some(mv.from().file())];
        let ranks: [Option<Rank>; 2] = [None, Some(mv.from().rank())];
        for suffix in [None, Some(Suffix::Check), Some(Suffix::Checkmate)] {
            let mut changed = SanPlus { suffix, ..plus };
            texts.push(writer.write_san(&changed, pos.turn()).to_string());
            if let San::Normal {
                role,
                capture,
                to,
                promotion,
                ..
            } = plus.san
            {
                for (file, rank, flip) in files
                    .into_iter()
                    .flat_map(|f| ranks.into_iter().map(move |r| (f, r)))
                    .flat_map(|(f, r)| [(f, r, false), (f, r, true)])
                {
                    changed.san = San::Normal {
                        role,
                        file,
                        rank,
                        capture: capture != flip,
                        to,
                        promotion,
                    };
                    texts.push(writer.write_san(&changed, pos.turn()).to_string());
                }
            }
        }
        texts
    }
    fn prop(pos: Position, lang: u8) -> TestResult {
        let lang = [Lang::En, Lang::Fr, Lang::De, Lang::Ru][usize::from(lang % 4)];
        let strict = SanReader::new().lang(lang);
        let lenient = strict.lenient();
        for &mv in pos.legal_moves().iter() {
            for text in variants(&pos, mv, lang) {
                let canonical = lenient
                    .read(&pos, &text)
                    .ok()
                    .filter(|&read| write(&pos, read, lang, AlgebraicNotation::San) == text);
                let read = strict.read(&pos, &text).ok();
                if read != canonical {
                    return TestResult::error(format!(
                        "{pos} {lang} {text:?}: strictly read {read:?}, canonical {canonical:?}"
                    ));
                }
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Position, u8) -> TestResult);
}
