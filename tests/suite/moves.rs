//! Legal moves, making moves, UCI notation and the checks validation now rejects.

use fenkit::fen::Fen;
use fenkit::uci::{CastlingMode, UciMove};
use fenkit::{Bitboard, CastlingSide, Move, Position, Problem, Role, Square};
use quickcheck::{QuickCheck, TestResult};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every legal move in UCI (castling as the position needs it), sorted.
fn uci_moves(fen: &str) -> Vec<String> {
    let p = pos(fen);
    let mode = p.castling_mode();
    let mut moves: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|mv| mv.to_uci(mode).to_string())
        .collect();
    moves.sort();
    moves
}

#[track_caller]
fn uci_error(fen: &str, uci: &str) -> String {
    let m: UciMove = uci.parse().unwrap();
    m.to_move(&pos(fen)).unwrap_err().to_string()
}

#[track_caller]
fn play_uci(fen: &str, uci: &str) -> String {
    let p = pos(fen);
    let mv = uci.parse::<UciMove>().unwrap().to_move(&p).unwrap();
    p.play(mv).unwrap().to_string()
}

#[test]
fn chess960_castling_rook_leaving_opens_the_rank() {
    // King f1, castling rook g1, black rook h1: after castling the king on g1 would be in check.
    assert!(!uci_moves("4k3/8/8/8/8/8/8/5KRr w G - 0 1").contains(&"f1g1".to_owned()));
    // Without the black rook the same castling is legal, written king-takes-rook.
    assert!(uci_moves("4k3/8/8/8/8/8/8/5KR1 w G - 0 1").contains(&"f1g1".to_owned()));
}

#[test]
fn chess960_castling_needs_every_square_empty_but_king_and_rook() {
    // King b1, rook a1 castles to c1/d1: the knight on d1 is in the rook's way.
    assert_eq!(
        uci_error("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", "b1a1"),
        "b1a1: White cannot castle queen side: d1 is not empty"
    );
    assert_eq!(
        play_uci("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1"),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
}

#[test]
fn king_already_on_its_castling_square() {
    // King g1, rook h1: castling only moves the rook to f1.
    let fen = "4k3/8/8/8/8/8/8/6KR w H - 0 1";
    assert!(uci_moves(fen).contains(&"g1h1".to_owned()));
    assert_eq!(play_uci(fen, "g1h1"), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

#[test]
fn castling_notation_both_ways() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let castled = "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1";
    assert_eq!(play_uci(fen, "e1g1"), castled);
    assert_eq!(play_uci(fen, "e1h1"), castled);
    let p = pos(fen);
    let mv = "e1c1".parse::<UciMove>().unwrap().to_move(&p).unwrap();
    assert_eq!(mv.to_uci(CastlingMode::Standard).to_string(), "e1c1");
    assert_eq!(mv.to_uci(CastlingMode::Chess960).to_string(), "e1a1");
}

#[test]
fn a_king_step_wins_over_castling_to_the_same_square() {
    // Chess960: king f1, rook h1; f1g1 is the king step, castling is f1h1.
    let fen = "4k3/8/8/8/8/8/8/5K1R w H - 0 1";
    assert_eq!(play_uci(fen, "f1g1"), "4k3/8/8/8/8/8/8/6KR b - - 1 1");
    assert_eq!(play_uci(fen, "f1h1"), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

#[test]
fn uci_rejections_in_chess_words() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(uci_error(start, "e3e4"), "e3e4: there is no piece on e3");
    assert_eq!(
        uci_error(start, "g8f6"),
        "g8f6: the knight on g8 is Black's, but it is White's move"
    );
    assert_eq!(
        uci_error(start, "f1c4"),
        "f1c4: the bishop on f1 cannot move to c4"
    );
    assert_eq!(
        uci_error(start, "e2e4q"),
        "e2e4q: a pawn going to e4 does not promote"
    );
    assert_eq!(
        uci_error(start, "e1g1"),
        "e1g1: White cannot castle king side: f1 is not empty"
    );
    assert_eq!(
        uci_error("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8"),
        "a7a8: a pawn reaching a8 must promote to a queen, rook, bishop or knight"
    );
    // The d2 pawn is pinned by the bishop on b4.
    assert_eq!(
        uci_error("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", "d2d3"),
        "d2d3: the pawn on d2 is pinned to the king by the bishop on b4"
    );
    // Pawns: what they could do but for their king, and what they cannot do at all.
    let pinned_on_the_file = "k3r3/8/8/8/8/3b4/4P3/4K3 w - - 0 1";
    assert_eq!(
        uci_error(pinned_on_the_file, "e2d3"),
        "e2d3: the pawn on e2 is pinned to the king by the rook on e8"
    );
    assert_eq!(
        uci_error("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", "d2d4"),
        "d2d4: the pawn on d2 is pinned to the king by the bishop on b4"
    );
    let lone_pawn = "4k3/8/8/8/8/2n5/4P3/4K3 w - - 0 1";
    for (uci, to) in [
        ("e2d4", "d4"),
        ("e2d3", "d3"),
        ("e2c3", "c3"),
        ("e2e5", "e5"),
    ] {
        let expected = format!("{uci}: the pawn on e2 cannot move to {to}");
        assert_eq!(uci_error(lone_pawn, uci), expected);
    }
    assert_eq!(
        uci_error("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4"),
        "e2e4: the pawn on e2 cannot move to e4"
    );
    assert_eq!(
        uci_error("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1"),
        "e1g1: White cannot castle king side: the right to castle on that side is lost"
    );
    assert_eq!(
        uci_error("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e1c1"),
        "e1c1: White cannot castle queen side: the king is in check"
    );
    assert_eq!(
        uci_error("4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "e1c1"),
        "e1c1: White cannot castle queen side: the king would pass through or land on d1, which is attacked"
    );
}

#[test]
fn uci_syntax_errors() {
    let err = |s: &str| s.parse::<UciMove>().unwrap_err().to_string();
    assert_eq!(
        err("e2e"),
        "found 3 characters, expected 4 or 5 such as e2e4 or e7e8q"
    );
    assert_eq!(
        err("i2e4"),
        "found \"i2\" at column 1, expected a square such as e4"
    );
    assert_eq!(
        err("e7e8k"),
        "found 'k', expected a promotion piece q, r, b or n"
    );
}

#[test]
fn en_passant_that_would_open_the_rank_is_not_generated() {
    // Black king a4, white rook h4: dxe3 would leave the fourth rank open.
    let fen = "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1";
    assert!(!uci_moves(fen).contains(&"d4e3".to_owned()));
    assert!(uci_moves("8/8/8/8/k2pP3/8/8/4K3 b - e3 0 1").contains(&"d4e3".to_owned()));
}

#[test]
fn en_passant_evades_a_check_by_the_pushed_pawn() {
    // d7d5 checks the king on e4; exd6 takes the checking pawn.
    let moves = uci_moves("8/8/8/3pP3/4K3/8/8/k7 w - d6 0 2");
    assert!(moves.contains(&"e5d6".to_owned()));
}

#[test]
fn checkmate_and_stalemate() {
    let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_checkmate() && !mate.is_stalemate());
    assert!(mate.legal_moves().is_empty());
}

fn problems(fen: &str) -> Vec<Problem> {
    let setup = fen.parse::<Fen>().unwrap().into_setup();
    Position::try_from(setup).map_or_else(|e| e.problems().to_vec(), |_| Vec::new())
}

fn impossible(fen: &str) -> bool {
    problems(fen)
        .iter()
        .any(|p| matches!(p, Problem::ImpossibleCheck { .. }))
}

#[test]
fn impossible_checks_are_rejected() {
    // Queen d8 and bishop b6 check along one diagonal through the king on c7.
    assert!(impossible("2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1"));
    // Rooks d3 and h3 on both sides of the king on e3.
    assert!(impossible("5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1"));
    // After d2d4 the queen on f1 cannot give check: the pawn never blocked it.
    let after_d4 = "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1";
    assert!(impossible(after_d4));
    assert_eq!(
        after_d4.parse::<Position>().unwrap_err().to_string(),
        "illegal position: the black king is in a check no single move could give (1 checking piece)"
    );
    // Two pawns, two knights.
    assert!(impossible("1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1"));
    assert!(impossible("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1"));
}

// `cargo mutants -f src/position.rs` leaves two mutants alive that no test can kill: `|` for
// `^` in `pawns | knights` (is_possible_check) and in `rank 1 | rank 8` (check_material). Both
// join disjoint sets (no square holds a pawn and a knight; no square is on both ranks), where
// `|` and `^` give the same set. In src/moves.rs, `>` for `>=` in `Move::to` (which side a
// castling rook is on) is equivalent too: a rook never stands on its king's square. In
// src/movegen/mod.rs, `^` for `|` in `their pieces | en passant square` (pseudo_movers) is
// equivalent: a legal position's en passant square is empty.

#[test]
fn a_double_step_judges_the_check_only_when_its_pawn_stands_there() {
    // After e2e4 a rook check along rank 8: the pawn never blocked it, so no move gave it.
    assert!(impossible("R3k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
    // After d7d5 the pawn's start square d7 was blocking the bishop's check on h3: possible.
    let discovered = "2b1k3/8/8/3p4/8/7K/8/8 w - d6 0 1";
    assert!(discovered.parse::<Position>().unwrap().is_check());
    assert!(problems(discovered).is_empty());
    // The same check with no pawn on e4: the en passant square is wrong, and that is all;
    // without its pawn there was no double step to judge the check by.
    let no_pawn = problems("R3k3/8/8/8/8/8/8/4K3 b - e3 0 1");
    assert!(
        matches!(no_pawn.as_slice(), [Problem::EnPassant { .. }]),
        "{no_pawn:?}"
    );
}

#[test]
fn possible_checks_are_accepted() {
    // Checkers aligned with the other king are fine.
    assert!(problems("8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3").is_empty());
    // A double check: knight and discovered bishop.
    assert!(problems("4k3/8/3N4/8/8/B7/8/4K3 b - - 0 1").is_empty());
    // After d2d4 uncovering the queen on d1 against the king on d8.
    assert!(problems("3k4/8/8/8/3P4/8/8/3QK3 b - d3 0 1").is_empty());
    // The pushed pawn gives the check.
    assert!(problems("8/8/8/4k3/3P4/8/8/4K3 b - d3 0 1").is_empty());
}

/// A position reached by playing `choices` from a Chess960 start (or the standard start).
fn walk(start: u16, choices: &[u8]) -> Vec<Position> {
    let mut p = if start >= 960 {
        Position::STARTING
    } else {
        fenkit::chess960::start_position(start).expect("number below 960")
    };
    let mut seen = vec![p.clone()];
    for &c in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p = p.play_unchecked(moves[c as usize % moves.len()]);
        seen.push(p.clone());
    }
    seen
}

fn every_move_gives_a_valid_position(start: u16, choices: Vec<u8>) -> TestResult {
    for p in walk(start % 1000, &choices) {
        for &mv in &p.legal_moves() {
            let next = p.play_unchecked(mv);
            if let Err(e) = Position::try_from(next.into_setup()) {
                return TestResult::error(format!("{p} then {mv:?}: {e}"));
            }
        }
    }
    TestResult::passed()
}

fn every_move_round_trips_through_uci(start: u16, choices: Vec<u8>) -> TestResult {
    for p in walk(start % 1000, &choices) {
        let mode = p.castling_mode();
        for &mv in &p.legal_moves() {
            let text = mv.to_uci(mode).to_string();
            // Appended to a line, as `fenkit pgn --to uci` writes it: the same text.
            let mut line = String::from("1\t");
            mv.to_uci(mode).append_to(&mut line);
            if line.strip_prefix("1\t") != Some(&text[..]) {
                return TestResult::error(format!("{p}: {mv:?} appended as {line:?}, not {text}"));
            }
            let back: Result<Move, String> = text
                .parse::<UciMove>()
                .map_err(|e| e.to_string())
                .and_then(|u| u.to_move(&p).map_err(|e| e.to_string()));
            if back != Ok(mv) {
                return TestResult::error(format!("{p}: {mv:?} as {text} reads {back:?}"));
            }
        }
    }
    TestResult::passed()
}

#[test]
fn prop_every_move_gives_a_valid_position() {
    QuickCheck::new()
        .tests(200)
        .quickcheck(every_move_gives_a_valid_position as fn(u16, Vec<u8>) -> TestResult);
}

#[test]
fn prop_every_move_round_trips_through_uci() {
    QuickCheck::new()
        .tests(200)
        .quickcheck(every_move_round_trips_through_uci as fn(u16, Vec<u8>) -> TestResult);
}

/// `movers` names exactly the origins of the legal moves of that role to that square.
fn movers_are_the_origins_of_the_legal_moves(pos: Position) -> TestResult {
    let moves = pos.legal_moves();
    for to in Square::all() {
        for role in Role::ALL {
            let expected: Bitboard = moves
                .iter()
                .filter(|mv| mv.castling_side().is_none() && mv.to() == to)
                .filter(|mv| pos.board().piece_at(mv.from()).map(|p| p.role) == Some(role))
                .map(|mv| mv.from())
                .collect();
            let movers = pos.movers(role, to);
            if movers != expected {
                return TestResult::error(format!(
                    "{pos}: {role} to {to}: {movers:?}, expected {expected:?}"
                ));
            }
        }
    }
    TestResult::passed()
}

#[test]
fn prop_movers_are_the_origins_of_the_legal_moves() {
    QuickCheck::new()
        .tests(300)
        .quickcheck(movers_are_the_origins_of_the_legal_moves as fn(Position) -> TestResult);
}

#[test]
fn movers_tell_apart_what_algebraic_notation_must_disambiguate() {
    let movers = |fen: &str, role: Role, to: &str| -> Vec<String> {
        let squares = pos(fen).movers(role, to.parse().unwrap());
        squares.into_iter().map(|s| s.to_string()).collect()
    };
    // Two rooks on one file, one of them pinned along the rank.
    assert_eq!(
        movers("4k3/8/8/8/r2RK3/8/8/3R4 w - - 0 1", Role::Rook, "d2"),
        ["d1"]
    );
    let free = "4k3/8/8/8/3R4/8/8/3RK3 w - - 0 1";
    assert_eq!(movers(free, Role::Rook, "d2"), ["d1", "d4"]);
    // Pawns: a push, a double step, an en passant capture, promotions counted once.
    assert_eq!(
        movers("4k3/8/8/3pP3/8/8/4P3/4K3 w - d6 0 1", Role::Pawn, "d6"),
        ["e5"]
    );
    assert_eq!(
        movers("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Role::Pawn, "e4"),
        ["e2"]
    );
    assert_eq!(
        movers("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", Role::Pawn, "d8"),
        ["e7"]
    );
    // Castling is not a king move to g1.
    assert!(movers("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Role::King, "g1").is_empty());
    // In check, only what answers it.
    assert_eq!(
        movers("4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1", Role::Knight, "b1"),
        ["d2"]
    );
    assert!(movers("4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1", Role::Knight, "f3").is_empty());
}

/// `Move`'s `Display` knows no position, so no castling convention: it writes classical
/// castling as the king's move (which a standard UCI engine plays and a Chess960 one refuses)
/// and any other castling as king takes rook (which only a Chess960 engine plays), so that no
/// engine takes the text for another move; every other move as UCI does.
#[test]
fn a_move_writes_itself_as_no_uci_engine_takes_for_another_move() {
    for (fen, castles) in [
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ["e1c1", "e1g1"]),
        ("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", ["e1c1", "e1g1"]),
        (
            "1r4kr/4P3/8/3pP3/8/8/1P6/RK5R w HAhb d6 0 1",
            ["b1a1", "b1h1"],
        ),
        ("1k6/8/8/8/8/8/8/RK4R1 w GA - 0 1", ["b1a1", "b1g1"]),
        ("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1", ["e1b1", "e1g1"]),
    ] {
        let p = pos(fen);
        let mut written: Vec<String> = Vec::new();
        for &mv in &p.legal_moves() {
            let text = mv.to_string();
            let back = text.parse::<UciMove>().unwrap().to_move(&p);
            assert_eq!(back, Ok(mv), "{fen}: {text}");
            if matches!(mv, Move::Castle { .. }) {
                written.push(text);
            } else {
                for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                    assert_eq!(text, mv.to_uci(mode).to_string(), "{fen}");
                }
            }
        }
        written.sort();
        assert_eq!(written, castles, "{fen}");
    }
}

#[test]
fn a_move_list_debugs_as_its_moves() {
    let moves = pos("4k3/8/8/8/8/8/8/K7 w - - 0 1").legal_moves();
    assert_eq!(format!("{moves:?}"), format!("{:?}", &moves[..]));
    assert_eq!(moves.len(), 3);
    assert_eq!((&moves).into_iter().count(), 3);
}

#[test]
fn a_pinned_pawn_promotes_by_taking_its_pinner() {
    // The bishop on h8 pins the pawn on g7 to the king on a1: gxh8 in four pieces, no g8.
    let fen = "4k2b/6P1/8/8/8/8/8/K7 w - - 0 1";
    let moves = uci_moves(fen);
    assert_eq!(
        moves,
        ["a1a2", "a1b1", "a1b2", "g7h8b", "g7h8n", "g7h8q", "g7h8r"]
    );
    let p = pos(fen);
    assert_eq!(p.legal_move_count(), 7);
    let h8 = "h8".parse().unwrap();
    assert_eq!(
        p.movers(Role::Pawn, h8)
            .into_iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["g7"]
    );
}

#[test]
fn move_errors_are_send_and_sync() {
    fn ok<T: Send + Sync + 'static>() {}
    ok::<fenkit::uci::ParseUciError>();
    ok::<fenkit::uci::IllegalUciError>();
    ok::<fenkit::IllegalMoveError>();
}

/// `is_legal` answers for one move what the full move list answers: every from and to square,
/// with every promotion letter or none, and the castling and en passant moves of the list.
fn is_legal_agrees_with_the_move_list(pos: Position) -> TestResult {
    let moves = pos.legal_moves();
    let promotions = [
        None,
        Some(Role::Queen),
        Some(Role::Rook),
        Some(Role::Bishop),
        Some(Role::Knight),
        Some(Role::King),
        Some(Role::Pawn),
    ];
    for from in Square::all() {
        for to in Square::all() {
            for promotion in promotions {
                let mv = Move::Normal {
                    from,
                    to,
                    promotion,
                };
                if pos.is_legal(mv) != moves.contains(&mv) {
                    return TestResult::error(format!(
                        "{pos}: {mv:?}: is_legal says {}",
                        !moves.contains(&mv)
                    ));
                }
            }
        }
    }
    // En passant and castling from and to every pair of squares, listed or not.
    for a in Square::all() {
        for b in Square::all() {
            for mv in [
                Move::EnPassant { from: a, to: b },
                Move::Castle { king: a, rook: b },
            ] {
                if pos.is_legal(mv) != moves.contains(&mv) {
                    return TestResult::error(format!(
                        "{pos}: {mv:?}: is_legal says {}",
                        !moves.contains(&mv)
                    ));
                }
            }
        }
    }
    if let Some(mv) = moves.iter().find(|&&mv| !pos.is_legal(mv)) {
        return TestResult::error(format!("{pos}: {mv:?} is listed but not legal"));
    }
    for side in CastlingSide::ALL {
        let listed = moves
            .iter()
            .copied()
            .find(|mv| mv.castling_side() == Some(side));
        if pos.castling_move(side) != listed {
            return TestResult::error(format!("{pos}: castling {side:?}"));
        }
    }
    TestResult::passed()
}

#[test]
fn prop_is_legal_agrees_with_the_move_list() {
    QuickCheck::new()
        .tests(300)
        .quickcheck(is_legal_agrees_with_the_move_list as fn(Position) -> TestResult);
}

/// A position is copied at every move played; within 128 bytes the compiler copies it with
/// inline moves instead of calling `memcpy` (decision record 0004, third amendment).
#[test]
fn a_position_fits_in_128_bytes() {
    assert!(size_of::<Position>() <= 128, "{}", size_of::<Position>());
    assert_eq!(size_of::<fenkit::Board>(), 112);
}

#[test]
fn gives_check_agrees_with_the_position_after_every_legal_move() {
    fn property(pos: Position) -> bool {
        pos.legal_moves()
            .iter()
            .all(|&mv| pos.gives_check(mv) == pos.play_unchecked(mv).is_check())
    }
    QuickCheck::new()
        .tests(2_000)
        .quickcheck(property as fn(Position) -> bool);
}

#[test]
fn gives_check_directly_by_discovery_and_by_promotion() {
    // Each move with whether it checks: a piece that lands checking, a line the move opens
    // (also by a capture, and by a pawn's double step), a promotion, castling and en passant
    // (played to find out), and moves that block or leave the line shut.
    let cases = [
        ("4k3/8/8/8/8/8/4N3/Q3R1K1 w - - 0 1", "a1a4", true),
        ("4k3/8/8/8/8/8/4N3/Q3R1K1 w - - 0 1", "e2c3", true),
        ("4k3/8/8/8/8/8/4N3/Q3R1K1 w - - 0 1", "e1f1", false),
        ("4k3/8/8/8/8/8/4N3/Q3R1K1 w - - 0 1", "a1e5", true),
        ("4k3/8/8/3p4/8/8/4N3/4R1K1 w - - 0 1", "e2d4", true),
        ("4k3/8/8/8/8/8/4P3/4R1K1 w - - 0 1", "e2e4", false),
        ("4k3/8/8/8/8/8/3P4/B5K1 w - - 0 1", "d2d4", false),
        ("8/7k/8/8/8/8/2P5/1B4K1 w - - 0 1", "c2c4", true),
        ("3k4/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7b8q", true),
        ("3k4/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7b8n", false),
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1", true),
        ("8/8/8/R2pP2k/8/8/8/6K1 w - d6 0 1", "e5d6", true),
    ];
    for (fen, uci, checks) in cases {
        let pos = pos(fen);
        let mv = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        assert_eq!(pos.gives_check(mv), checks, "{fen} {uci}");
        assert_eq!(pos.play_unchecked(mv).is_check(), checks, "{fen} {uci}");
    }
}

#[test]
fn gives_check_agrees_on_the_perft_suites_two_plies_deep() {
    fn agree(pos: &Position, depth: u32) -> usize {
        pos.legal_moves()
            .iter()
            .map(|&mv| {
                let after = pos.play_unchecked(mv);
                assert_eq!(pos.gives_check(mv), after.is_check(), "{pos} {mv}");
                1 + if depth > 1 {
                    agree(&after, depth - 1)
                } else {
                    0
                }
            })
            .sum()
    }
    let suites: Vec<String> = [
        "shakmaty-tricky.perft",
        "shakmaty-chess960.perft",
        "python-chess-tricky.perft",
    ]
    .into_iter()
    .filter_map(crate::common::perft_suite)
    .collect();
    if suites.is_empty() {
        return;
    }
    let mut moves = 0;
    for text in suites {
        for fen in text
            .lines()
            .filter_map(|line| line.trim().strip_prefix("epd "))
        {
            // A few positions hold checks no move gives: not legal, left out here.
            if let Ok(pos) = fenkit::fen::FenParser::new().lenient().parse_position(fen) {
                moves += agree(&pos, 2);
            }
        }
    }
    assert!(moves > 100_000, "{moves}");
}
