//! Choosing games, against python-chess: the games of the lichess sample each criterion takes
//! (tests/data/python_chess_select.py wrote what python-chess takes), and the clocks and
//! evaluations of their comments, read by `pgn::commands`.

use std::time::Duration;

use fenkit::movetext::GameResult;
use fenkit::pgn::{
    Bounds, Command, Dedupe, Eval, Game, Item, PgnReader, PgnWriter, Selection, Strip, commands,
};
use fenkit::{Position, fen::FenParser};
use quickcheck::QuickCheck;

use crate::common::{data_lines, data_path};
use crate::pgn::RandomGame;

fn sample() -> String {
    std::fs::read_to_string(data_path("lichess_db_100k.pgn")).expect("fixture exists")
}

/// The numbers of the games `selection` takes from the sample, space-separated.
fn taken(selection: &Selection, pgn: &str) -> String {
    let mut reader = PgnReader::new(pgn.as_bytes());
    let mut numbers = Vec::new();
    while let Some(raw) = reader.next_raw() {
        let raw = raw.expect("the sample reads");
        if selection.pick(&raw).expect("the sample reads").is_some() {
            numbers.push(raw.number().to_string());
        }
    }
    numbers.join(" ")
}

/// The expectation lines of one kind: (argument, what follows).
fn expected(kind: &str) -> Vec<(String, String)> {
    data_lines("python_chess_select.expected")
        .into_iter()
        .filter_map(|line| {
            let mut fields = line.splitn(3, '\t');
            (fields.next()? == kind).then(|| {
                let argument = fields.next().unwrap_or_default().to_owned();
                (argument, fields.next().unwrap_or_default().to_owned())
            })
        })
        .collect()
}

/// The selection of one criterion line (`tag` `ECO=B06`, `plies` `0..40`…); the three regular
/// expressions of the file as the predicates they mean.
fn selection(kind: &str, argument: &str) -> Selection {
    let new = Selection::new();
    match kind {
        "tag" => match argument.split_once('=') {
            Some((name, value)) => new.tag(name, value),
            None => match argument {
                "Opening~^Sicilian" => new.tag_matching("Opening", |v| v.starts_with("Sicilian")),
                "Opening~Defense$" => new.tag_matching("Opening", |v| v.ends_with("Defense")),
                "Opening~Gambit" => new.tag_matching("Opening", |v| v.contains("Gambit")),
                other => panic!("no predicate for {other}"),
            },
        },
        "player" => new.player(argument),
        "result" => new.result(
            *[
                GameResult::WhiteWins,
                GameResult::BlackWins,
                GameResult::Draw,
                GameResult::Unknown,
            ]
            .iter()
            .find(|r| r.to_string() == argument)
            .expect("a result"),
        ),
        "plies" => new.plies(argument.parse().expect("a range")),
        "reached" => {
            let fen = FenParser::new().parse(argument).expect("a FEN");
            let pos: Position = fen.into_position().expect("a legal position");
            new.reached(&pos)
        }
        other => panic!("unknown criterion {other}"),
    }
}

#[test]
fn each_criterion_takes_the_games_python_chess_takes() {
    let pgn = sample();
    let mut checked = 0;
    for kind in ["tag", "player", "result", "plies", "reached"] {
        let lines = expected(kind);
        assert!(!lines.is_empty(), "{kind}");
        for (argument, games) in lines {
            assert_eq!(
                taken(&selection(kind, &argument), &pgn),
                games,
                "{kind} {argument}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 28);
}

#[test]
fn inverted_criteria_take_the_other_games() {
    let pgn = sample();
    for (argument, games) in expected("plies") {
        let inverted = taken(&selection("plies", &argument).invert(true), &pgn);
        let kept: Vec<&str> = games.split(' ').collect();
        let others: Vec<String> = (1..=47)
            .map(|n| n.to_string())
            .filter(|n| !kept.contains(&n.as_str()))
            .collect();
        assert_eq!(inverted, others.join(" "), "plies {argument}");
    }
}

/// For each ply of each game's main line, its comments' clock and evaluation as
/// python_chess_select.expected writes them: seconds, centipawns or `#mate`, `-` for none.
fn clocks_and_evals(pgn: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for game in PgnReader::new(pgn.as_bytes()) {
        let game = game.expect("the sample reads");
        let (mut clocks, mut evals) = (Vec::<String>::new(), Vec::<String>::new());
        let mut depth = 0;
        for item in game.items() {
            match item {
                Item::StartVariation => depth += 1,
                Item::EndVariation => depth -= 1,
                Item::Move(_) | Item::NullMove if depth == 0 => {
                    clocks.push("-".into());
                    evals.push("-".into());
                }
                Item::Comment(text) if depth == 0 => {
                    for found in commands(text) {
                        match found.command.expect("lichess's commands read") {
                            Command::Clock(time) => {
                                *clocks.last_mut().expect("after a move") = seconds(time);
                            }
                            Command::Eval(Eval::Centipawns(cp)) => {
                                *evals.last_mut().expect("after a move") = cp.to_string();
                            }
                            Command::Eval(Eval::Mate(n)) => {
                                *evals.last_mut().expect("after a move") = format!("#{n}");
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        out.push((clocks.join(" "), evals.join(" ")));
    }
    out
}

fn seconds(time: Duration) -> String {
    format!("{}", time.as_secs_f64())
}

#[test]
fn clocks_and_evaluations_are_those_python_chess_reads() {
    let ours = clocks_and_evals(&sample());
    let clk = expected("clk");
    let eval = expected("eval");
    assert_eq!((ours.len(), clk.len(), eval.len()), (47, 47, 47));
    let mut evaluated = 0;
    for (n, (ours, (clk, eval))) in ours.iter().zip(clk.iter().zip(&eval)).enumerate() {
        assert_eq!(clk.0, (n + 1).to_string());
        assert_eq!(ours.0, clk.1, "clocks of game {}", n + 1);
        assert_eq!(ours.1, eval.1, "evaluations of game {}", n + 1);
        evaluated += usize::from(eval.1.bytes().any(|b| b.is_ascii_digit()));
    }
    // Two games of the sample carry evaluations (no mate: pgn::commands's own tests read those).
    assert_eq!(evaluated, 2);
}

/// The items of a game that `strip` leaves, in kinds: whether any of each is left.
fn kinds_left(game: &Game) -> [bool; 3] {
    let items = game.items();
    [
        items
            .iter()
            .any(|i| matches!(i, Item::Comment(_) | Item::LineComment(_))),
        items
            .iter()
            .any(|i| matches!(i, Item::Nag(_) | Item::Glyph(_))),
        items.iter().any(|i| matches!(i, Item::StartVariation)),
    ]
}

#[test]
fn stripped_games_keep_their_main_line_and_read_back_the_same() {
    fn property(game: RandomGame, parts: u8) -> bool {
        let RandomGame(original) = game;
        let on = |bit: u8| parts & (1 << bit) != 0;
        let strip = Strip::new()
            .comments(on(0))
            .nags(on(1))
            .variations(on(2))
            .clocks(on(3));
        let mut game = original.clone();
        game.strip(strip);
        let mut again = game.clone();
        again.strip(strip);
        let text = PgnWriter::new().write(&game).unwrap();
        let read = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
        let left = kinds_left(&game);
        game.main_line().eq(original.main_line())
            && game.end() == original.end()
            // Glyphs are written as their NAGs: the text, written again, is the same.
            && PgnWriter::new().write(&read).unwrap() == text
            && read.main_line().eq(game.main_line())
            && again == game
            && (0..3).all(|kind| !(on(kind) && left[usize::from(kind)]))
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(property as fn(RandomGame, u8) -> bool);
}

#[test]
fn a_game_reaches_its_own_positions_and_is_its_own_duplicate() {
    fn property(game: RandomGame, ply: usize) -> bool {
        let RandomGame(game) = game;
        let text = PgnWriter::new().write(&game).unwrap();
        let text = format!("{text}{text}");
        // A position of the main line, the start or after one of its moves.
        let mut positions = vec![game.start().clone()];
        for mv in game.main_line() {
            let next = positions.last().unwrap().play(mv);
            match next {
                Ok(next) => positions.push(next),
                // A null move stands between: the positions before it are enough.
                Err(_) => break,
            }
        }
        let target = &positions[ply % positions.len()];
        let reached = Selection::new().reached(target);
        let plies = game
            .items()
            .iter()
            .scan(0usize, |depth, item| {
                match item {
                    Item::StartVariation => *depth += 1,
                    Item::EndVariation => *depth -= 1,
                    _ => {}
                }
                Some(*depth == 0 && matches!(item, Item::Move(_) | Item::NullMove))
            })
            .filter(|&is_ply| is_ply)
            .count();
        let by_plies = Selection::new().plies(Bounds::new(Some(plies), Some(plies)));
        let mut reader = PgnReader::new(text.as_bytes());
        let mut dedupe = Dedupe::default();
        let mut firsts = Vec::new();
        while let Some(raw) = reader.next_raw() {
            let raw = raw.unwrap();
            let header = raw.header().unwrap();
            let mut watch = reached.watch(&header.start, true);
            let (_, result) = raw.play(&header, |step| watch.step(step)).unwrap();
            let taken = reached.by_moves(raw.number(), raw.tags(), header.variant, &watch, result)
                && by_plies.by_moves(raw.number(), raw.tags(), header.variant, &watch, result)
                && watch.plies() == plies;
            firsts.push((taken, dedupe.first(watch.key().unwrap())));
        }
        firsts == [(true, true), (true, false)]
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(property as fn(RandomGame, usize) -> bool);
}
