//! A game with its history: repetitions by FIDE's rule, the outcome and the claims, checked
//! by rule tables, by properties of random games, and against python-chess ply by ply
//! (tests/data/python_chess_history.txt, made by tests/data/python_chess_history.py).

use fenkit::movetext::GameResult;
use fenkit::uci::UciMove;
use fenkit::{Claim, EpPolicy, GameState, Move, Outcome, Position};
use quickcheck::QuickCheck;

use crate::common::data_path;

/// A game from `fen` with the UCI moves (`0000` a null move).
#[track_caller]
fn game(fen: &str, moves: &str) -> GameState {
    let mut game = GameState::new(fen.parse().unwrap());
    for uci in moves.split_whitespace() {
        play(&mut game, uci);
    }
    game
}

#[track_caller]
fn play(game: &mut GameState, uci: &str) {
    if uci == "0000" {
        game.play_null().unwrap();
    } else {
        let mv = uci
            .parse::<UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(mv).unwrap();
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KNIGHTS: &str = "g1f3 g8f6 f3g1 f6g8";

#[test]
fn the_issues_example_is_the_third_occurrence_of_the_start() {
    // 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: the start, after move 2, after move 4.
    let g = game(START, &[KNIGHTS; 2].join(" "));
    assert_eq!(g.repetitions(), 3);
    assert!(g.is_threefold() && !g.is_fivefold());
    assert_eq!(g.claims(), [Claim::ThreefoldRepetition]);
    assert_eq!(g.outcome(), None);
    // One ply before, Black may claim by announcing ...Ng8 (art. 9.2.1), not yet without it.
    let mut before = g.clone();
    let ng8 = before.undo().unwrap().unwrap();
    assert_eq!(before.repetitions(), 2);
    assert!(before.claims().is_empty());
    assert_eq!(
        before.claims_after(ng8).unwrap(),
        [Claim::ThreefoldRepetition]
    );
    assert_eq!(before.claims_with_next_move(), [Claim::ThreefoldRepetition]);
}

#[test]
fn the_fifth_occurrence_ends_the_game() {
    let g = game(START, &[KNIGHTS; 4].join(" "));
    assert_eq!(g.repetitions(), 5);
    assert_eq!(g.outcome(), Some(Outcome::FivefoldRepetition));
    assert_eq!(GameResult::from(g.outcome().unwrap()), GameResult::Draw);
    assert!(
        g.claims().is_empty(),
        "nothing to claim in a game that has ended"
    );
    assert!(g.claims_with_next_move().is_empty());
    // Four times is only a claim.
    let g = game(START, &[KNIGHTS; 3].join(" "));
    assert_eq!((g.repetitions(), g.outcome()), (4, None));
}

/// Rule tables: start, moves, then the repetitions, claims now, claims with the next move and
/// the outcome's reason.
#[test]
fn rule_table() {
    #[allow(clippy::type_complexity)]
    let table: &[(&str, &str, usize, &[Claim], &[Claim], Option<&str>)] = &[
        // The side to move differs: not a repetition.
        (START, "g1f3 g8f6 f3g1", 1, &[], &[], None),
        // Castling rights lost by going and coming back: a new position.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1 f8e8",
            2,
            &[],
            &[],
            None,
        ),
        // An en passant square that no pawn can use is no possibility: the position after
        // 1...c5 (square c6, the pawn on b5 pinned) is the one after the kings come back.
        (
            "8/2p5/8/KP5r/8/8/8/7k b - - 0 1",
            "c7c5 a5a4 h1g1 a4a5 g1h1 a5a4 h1g1 a4a5 g1h1",
            3,
            &[Claim::ThreefoldRepetition],
            &[Claim::ThreefoldRepetition],
            None,
        ),
        // The same with the pawn free to take: the first position is another one.
        (
            "8/2p5/8/1P5r/K7/8/8/7k b - - 0 1",
            "c7c5 a4a3 h1g1 a3a4 g1h1 a4a3 h1g1 a3a4 g1h1",
            2,
            &[],
            &[Claim::ThreefoldRepetition],
            None,
        ),
        // Fifty moves: 100 half-moves may be claimed; at 99 only by announcing a quiet move.
        (
            "8/8/4k3/8/8/4K3/8/R6r w - - 99 80",
            "",
            1,
            &[],
            &[Claim::FiftyMoves],
            None,
        ),
        (
            "8/8/4k3/8/8/4K3/8/R6r w - - 99 80",
            "a1a2",
            1,
            &[Claim::FiftyMoves],
            &[Claim::FiftyMoves],
            None,
        ),
        // Seventy-five moves end the game; a checkmate on that move wins (art. 9.6.2).
        (
            "8/8/4k3/8/8/4K3/8/R6r w - - 149 120",
            "a1a2",
            1,
            &[],
            &[],
            Some("seventyfive_moves"),
        ),
        (
            "7k/8/6K1/8/8/8/8/R7 w - - 149 120",
            "a1a8",
            1,
            &[],
            &[],
            Some("checkmate"),
        ),
        // A null move passes: twice is the same position with other clocks.
        (
            START,
            "0000 0000 0000 0000",
            3,
            &[Claim::ThreefoldRepetition],
            &[Claim::ThreefoldRepetition],
            None,
        ),
        // Stalemate and insufficient material end the game, no claim left.
        (
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "",
            1,
            &[],
            &[],
            Some("stalemate"),
        ),
        (
            "8/8/4k3/8/8/4K3/8/3B4 w - - 0 1",
            "",
            1,
            &[],
            &[],
            Some("insufficient_material"),
        ),
    ];
    for &(fen, moves, reps, now, next, reason) in table {
        let g = game(fen, moves);
        let what = format!("{fen} {moves}");
        assert_eq!(g.repetitions(), reps, "{what}");
        assert_eq!(g.claims(), now, "{what}");
        assert_eq!(g.claims_with_next_move(), next, "{what}");
        assert_eq!(g.outcome().map(Outcome::reason), reason, "{what}");
    }
}

#[test]
fn a_refused_move_or_null_move_leaves_the_game_as_it_was() {
    let mut g = game("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "");
    let before = g.clone();
    assert_eq!(
        g.play_null().unwrap_err().to_string(),
        "a null move is not possible while the king on e1 is in check"
    );
    let e1d2 = Move::Normal {
        from: "e1".parse().unwrap(),
        to: "d2".parse().unwrap(),
        promotion: None,
    };
    let e1e2 = Move::Normal {
        from: "e1".parse().unwrap(),
        to: "e2".parse().unwrap(),
        promotion: None,
    };
    g.play(e1d2).unwrap_err();
    assert_eq!(g, before);
    assert!(g.claims_after(e1d2).is_err());
    g.play(e1e2).unwrap();
    assert_eq!(g.moves(), [Some(e1e2)]);
    assert_eq!(g.positions().len(), 2);
    assert_eq!(g.start(), before.position());
}

/// A random game from the start: each byte picks a legal move (a few of them pass instead),
/// often going back where it came from so positions repeat.
fn random_game(choices: &[u8]) -> GameState {
    let mut g = GameState::default();
    for &choice in choices {
        let pos = g.position();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        if choice == 255 && !pos.is_check() {
            g.play_null().unwrap();
            continue;
        }
        // A move back: the move two plies ago, reversed, when it is legal.
        let back = g
            .moves()
            .iter()
            .rev()
            .nth(1)
            .copied()
            .flatten()
            .and_then(|last| {
                moves
                    .iter()
                    .copied()
                    .find(|mv| mv.from() == last.to() && mv.to() == last.from())
            });
        let mv = match back {
            Some(back) if choice % 2 == 0 => back,
            _ => moves[usize::from(choice) % moves.len()],
        };
        g.play(mv).unwrap();
    }
    g
}

/// Whether two positions are one for FIDE: board, side to move, castling rights, legal en
/// passant capture.
fn fide_same(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling() == b.castling()
        && a.ep_square(EpPolicy::Legal) == b.ep_square(EpPolicy::Legal)
}

fn check<A: quickcheck::Testable>(tests: u64, property: A) {
    let qc = QuickCheck::new();
    let mut qc = if std::env::var_os("QUICKCHECK_TESTS").is_some() {
        qc
    } else {
        qc.tests(tests)
    };
    qc.quickcheck(property);
}

#[test]
fn play_then_undo_gives_back_the_same_state() {
    fn prop(start: Vec<u8>, more: Vec<u8>) -> bool {
        let g = random_game(&start);
        let mut h = g.clone();
        let mut played = 0;
        for &choice in &more {
            let moves = h.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            h.play(moves[usize::from(choice) % moves.len()]).unwrap();
            played += 1;
        }
        for _ in 0..played {
            h.undo().unwrap();
        }
        h == g && h.repetitions() == g.repetitions() && h.claims() == g.claims()
    }
    check(200, prop as fn(Vec<u8>, Vec<u8>) -> bool);
}

#[test]
fn repetitions_count_every_earlier_position_alike() {
    // The window since the last capture or pawn move loses nothing: counting over the whole
    // game gives the same number.
    fn prop(choices: Vec<u8>) -> bool {
        let mut g = random_game(&choices);
        loop {
            let positions = g.positions();
            let now = g.position();
            let all = positions.iter().filter(|p| fide_same(p, now)).count();
            if g.repetitions() != all {
                return false;
            }
            if g.undo().is_none() {
                return true;
            }
        }
    }
    check(200, prop as fn(Vec<u8>) -> bool);
}

#[test]
fn equal_keys_are_equal_positions_but_for_the_polyglot_en_passant_rule() {
    fn prop(choices: Vec<u8>) -> bool {
        let g = random_game(&choices);
        let positions: Vec<_> = g.positions().iter().map(|p| (p, p.key())).collect();
        positions.iter().all(|&(a, a_key)| {
            positions.iter().all(|&(b, b_key)| {
                let polyglot_same = a.board() == b.board()
                    && a.turn() == b.turn()
                    && a.castling() == b.castling()
                    && a.ep_square(EpPolicy::Pseudo).map(|s| s.file())
                        == b.ep_square(EpPolicy::Pseudo).map(|s| s.file());
                let legal_is_pseudo =
                    |p: &Position| p.ep_square(EpPolicy::Legal) == p.ep_square(EpPolicy::Pseudo);
                (a_key == b_key) == polyglot_same
                    && (!(legal_is_pseudo(a) && legal_is_pseudo(b))
                        || fide_same(a, b) == polyglot_same)
            })
        })
    }
    check(100, prop as fn(Vec<u8>) -> bool);
}

/// The letters of the record for a list of claims.
fn letters(claims: &[Claim]) -> String {
    let text: String = claims
        .iter()
        .map(|claim| match claim {
            Claim::ThreefoldRepetition => 't',
            Claim::FiftyMoves => 'f',
            _ => '?',
        })
        .collect();
    if text.is_empty() { "-".into() } else { text }
}

#[test]
fn python_chess_agrees_ply_by_ply() {
    let text = std::fs::read_to_string(data_path("python_chess_history.txt")).unwrap();
    let mut lines = text.lines().filter(|l| !l.starts_with('#')).peekable();
    let (mut games, mut plies, mut repeated, mut claimed, mut ended) = (0, 0, 0, 0, 0);
    while let Some(header) = lines.next() {
        let name = header.strip_prefix("game ").unwrap();
        let fen = lines.next().unwrap().strip_prefix("fen ").unwrap();
        let moves: Vec<&str> = lines
            .next()
            .unwrap()
            .strip_prefix("moves ")
            .unwrap()
            .split_whitespace()
            .collect();
        let mut g = GameState::new(fen.parse().unwrap());
        for ply in 0..=moves.len() {
            if ply > 0 {
                play(&mut g, moves[ply - 1]);
            }
            let record: Vec<&str> = lines.next().unwrap().split(' ').collect();
            let [key, reps, now, next, outcome] = record[..] else {
                panic!("{name}: {record:?}")
            };
            let at = format!("{name}, ply {ply}, {}", g.position());
            assert_eq!(g.position().key().to_string(), key, "{at}");
            // python-chess answers is_repetition(n) for n up to 6.
            assert_eq!(g.repetitions().min(6).to_string(), reps, "{at}");
            let reason = g.outcome().map_or("-", Outcome::reason);
            // python-chess names insufficient material before stalemate when both hold.
            let both = g.position().is_stalemate() && g.position().is_insufficient_material();
            assert!(
                reason == outcome || (both && outcome == "insufficient_material"),
                "{at}: {reason} {outcome}"
            );
            if outcome == "-" {
                // python-chess's claims do not look at the outcome; fenkit's are empty once
                // the game has ended, so they are compared while it goes on.
                assert_eq!(letters(&g.claims()), now, "{at}");
                assert_eq!(letters(&g.claims_with_next_move()), next, "{at}");
                claimed += usize::from(next != "-");
            } else {
                assert!(g.claims().is_empty(), "{at}");
                ended += 1;
            }
            repeated += usize::from(reps != "1");
            plies += 1;
        }
        games += 1;
    }
    assert!(lines.peek().is_none());
    assert_eq!(games, 80);
    assert!(
        plies > 4000 && repeated > 500 && claimed > 300 && ended > 30,
        "{plies} {repeated} {claimed} {ended}"
    );
}

/// A move that ends the game leaves nothing to claim after it, even on the hundredth
/// half-move without a capture or pawn move (found by cargo-mutants).
#[test]
fn a_mating_or_stalemating_move_gives_no_claim() {
    let play = |fen: &str, uci: &str| {
        let game = GameState::new(fen.parse::<Position>().unwrap());
        let mv = uci
            .parse::<UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        (game.claims_after(mv).unwrap(), game.claims_with_next_move())
    };
    // Ra8# on the hundredth half-move: mate, not a fifty-move claim.
    let (after_mate, with_next) = play("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "a1a8");
    assert_eq!(after_mate, []);
    // Another rook move on the hundredth half-move may be announced as a claim.
    assert_eq!(with_next, [Claim::FiftyMoves]);
    // Qg6 stalemates on the hundredth half-move.
    let (after_stalemate, _) = play("7k/8/5K2/8/8/8/8/6Q1 w - - 99 80", "g1g6");
    assert_eq!(after_stalemate, []);
}
