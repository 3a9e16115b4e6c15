//! fenkit's UCI castling against Stockfish's, in both of UCI's conventions: for castling
//! positions (standard, the 18 Chess960 starts whose king and rooks stand on e, a and h, and
//! the starts where a rook stands next to the king, each opened by clearing the pieces
//! between), each castling move is written by fenkit in the position's convention and sent to
//! `stockfish` with `UCI_Chess960` set to match (`position fen … moves <uci>`); the FEN
//! Stockfish's `d` prints must be fenkit's position after the move.
//!
//! In standard mode a castling whose king moves less than two files has no king-to-destination
//! form of its own (`f1g1` is the king's plain step, `g1g1` no move): fenkit writes it king
//! takes rook, which Stockfish's standard mode takes only when the rook stands on the king's
//! destination (`f1g1` with the rook on g1). For the others the test asserts that Stockfish
//! leaves the position as it was: it never reads the text as another move. The same holds for
//! `Move`'s `Display` in both modes.
//!
//! Skipped, with a note on stderr, when `stockfish` is not on `PATH` (Debian installs it in
//! `/usr/games`; `scripts/test` installs it and puts that on `PATH`, and sets
//! `FENKIT_REQUIRE_STOCKFISH=1`, which turns the skip into a failure).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use fenkit::{CastlingMode, Color, DialectKind, Move, Position, Rank, Role, Setup, chess960};

/// A running Stockfish, spoken to over UCI.
struct Stockfish {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Stockfish {
    fn start(path: &PathBuf) -> Stockfish {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("stockfish starts");
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let mut engine = Stockfish {
            child,
            input,
            output,
        };
        engine.send("uci");
        engine.read_until("uciok");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("stockfish reads");
    }

    /// The lines up to the one starting with `end`, that one included.
    fn read_until(&mut self, end: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = self.output.read_line(&mut line).expect("stockfish writes");
            assert!(n > 0, "stockfish stopped before {end:?}");
            let line = line.trim_end().to_owned();
            let done = line.starts_with(end);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The FEN of the position after `uci` is played from `fen`, as Stockfish's `d` prints it.
    fn fen_after(&mut self, mode: CastlingMode, fen: &str, uci: &str) -> String {
        let chess960 = mode == CastlingMode::Chess960;
        self.send(&format!("setoption name UCI_Chess960 value {chess960}"));
        self.send(&format!("position fen {fen} moves {uci}"));
        self.send("d");
        let lines = self.read_until("Checkers:");
        let fen = lines
            .iter()
            .find_map(|line| line.strip_prefix("Fen: "))
            .expect("d prints the FEN");
        fen.to_owned()
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}

/// `stockfish` on `PATH`.
fn find_stockfish() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("stockfish"))
        .find(|candidate| candidate.is_file())
}

/// A Chess960 start with every piece but kings and rooks gone from the back ranks, so that
/// each side may castle both ways, with `turn` to move.
fn opened(n: u16, turn: Color) -> Position {
    let start = chess960::start_position(n).expect("a start number");
    let mut setup: Setup = start.setup().clone();
    for square in start.board().occupied() {
        let piece = start.board().piece_at(square).expect("occupied");
        let back = square.rank() == Rank::First || square.rank() == Rank::Eighth;
        if back && !matches!(piece.role, Role::King | Role::Rook) {
            setup.board.clear(square);
        }
    }
    setup.turn = turn;
    Position::try_from(setup).expect("an opened start is legal")
}

/// The files of the king and the two rooks of a start's back rank, a to h.
fn king_and_rooks(n: u16) -> (usize, [usize; 2]) {
    let start = chess960::start_position(n).expect("a start number");
    let mut rooks = Vec::new();
    let mut king = 0;
    for square in start.board().by_color(Color::White) {
        match start.board().piece_at(square).map(|p| p.role) {
            Some(Role::King) if square.rank() == Rank::First => king = square.file().index(),
            Some(Role::Rook) => rooks.push(square.file().index()),
            _ => {}
        }
    }
    (king, [rooks[0], rooks[1]])
}

/// What came of the castling moves sent.
#[derive(Default)]
struct Tally {
    positions: usize,
    castlings: usize,
    agreed: [usize; 2],
    /// Standard mode: castlings with no king-to-destination form, which Stockfish dropped.
    inexpressible: usize,
    /// `Display`'s text: played as the same move, or refused (never another move).
    shown_played: usize,
    shown_refused: usize,
}

/// The castling moves of `pos` sent in both modes, in the position's convention and as
/// `Display` writes them.
fn check(engine: &mut Stockfish, pos: &Position, tally: &mut Tally) {
    let castles: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| matches!(mv, Move::Castle { .. }))
        .collect();
    // Both, unless one rook stands where the other castling puts the king or rook.
    assert!(!castles.is_empty(), "{pos}: a castling is legal");
    tally.positions += 1;
    tally.castlings += castles.len();
    let modes = [
        (CastlingMode::Standard, DialectKind::XFen),
        (CastlingMode::Chess960, DialectKind::Shredder),
    ];
    for (index, (mode, dialect)) in modes.into_iter().enumerate() {
        let pos = pos.clone().with_castling_mode(mode);
        let fen = pos
            .to_fen(dialect)
            .expect("X-FEN and Shredder-FEN write any rights");
        let read = |text: &str| -> Setup { text.parse().expect("Stockfish's FEN reads") };
        for mv in &castles {
            let after = pos.play(*mv).expect("legal");
            let Move::Castle { king, .. } = *mv else {
                unreachable!()
            };
            let uci = mv.to_uci(pos.castling_mode()).to_string();
            let theirs = read(&engine.fen_after(mode, &fen, &uci));
            let travel = king.file().index().abs_diff(mv.to().file().index());
            if theirs == *after.setup() {
                tally.agreed[index] += 1;
            } else {
                // Only a castling with no standard form of its own may be refused, and
                // refused it must be: never read as another move.
                assert!(
                    mode == CastlingMode::Standard && travel < 2,
                    "{fen} ({mode}) {uci}"
                );
                assert_eq!(
                    &theirs,
                    pos.setup(),
                    "{fen} ({mode}) {uci}: not another move"
                );
                tally.inexpressible += 1;
            }
            let shown = mv.to_string();
            let theirs = read(&engine.fen_after(mode, &fen, &shown));
            if theirs == *after.setup() {
                tally.shown_played += 1;
            } else {
                assert_eq!(
                    &theirs,
                    pos.setup(),
                    "{fen} ({mode}) {shown}: not another move"
                );
                tally.shown_refused += 1;
            }
        }
    }
}

#[test]
fn stockfish_plays_fenkits_uci_castling_in_both_modes() {
    let Some(path) = find_stockfish() else {
        let required = std::env::var_os("FENKIT_REQUIRE_STOCKFISH").is_some_and(|v| v == "1");
        assert!(
            !required,
            "FENKIT_REQUIRE_STOCKFISH=1, but stockfish is not on PATH"
        );
        eprintln!(
            "note: stockfish is not on PATH (Debian: apt-get install stockfish, in /usr/games): \
             the UCI castling test against it is skipped"
        );
        return;
    };
    let mut engine = Stockfish::start(&path);
    let mut tally = Tally::default();
    for fen in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    ] {
        let pos: Position = fen.parse().expect("a FEN");
        check(&mut engine, &pos, &mut tally);
    }
    let classical: Vec<u16> = (0..chess960::COUNT)
        .filter(|&n| king_and_rooks(n) == (4, [0, 7]))
        .collect();
    assert_eq!(classical.len(), 18);
    assert!(classical.contains(&518));
    let adjacent: Vec<u16> = (0..chess960::COUNT)
        .filter(|&n| {
            let (king, rooks) = king_and_rooks(n);
            rooks.iter().any(|&rook| rook.abs_diff(king) == 1)
        })
        .collect();
    for &n in classical.iter().chain(&adjacent) {
        for turn in [Color::White, Color::Black] {
            check(&mut engine, &opened(n, turn), &mut tally);
        }
    }
    let [standard, chess960] = tally.agreed;
    eprintln!(
        "stockfish: {} positions (3 standard, {} classical-array Chess960 starts and {} with a \
         rook beside the king, each side to move), {} castlings; in the position's convention: \
         {chess960} agree in Chess960 mode, {standard} in standard mode, {} without a standard \
         form refused as they should be; Display's text: {} played, {} refused, none another move",
        tally.positions,
        classical.len(),
        adjacent.len(),
        tally.castlings,
        tally.inexpressible,
        tally.shown_played,
        tally.shown_refused,
    );
    assert_eq!(chess960, tally.castlings);
    assert_eq!(standard + tally.inexpressible, tally.castlings);
}
