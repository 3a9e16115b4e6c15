//! The positions of the SAN benchmarks (`notation.rs`, `san.rs`): the FEN corpus and the perft
//! suites, each in both libraries with its legal moves paired and written.

use fenkit::Position;
use std::hint::black_box;

use fenkit::san::{San, SanReader, SanWriter};
use shakmaty::fen::Fen as ShakmatyFen;
use shakmaty::san::San as ShakmatySan;
use shakmaty::san::SanPlus as ShakmatySanPlus;
use shakmaty::uci::UciMove as ShakmatyUci;
use shakmaty::{CastlingMode, Chess, Position as _};

use crate::corpus;

/// The positions of the measurements in the caches (`notation.rs`'s `_few`, `san.rs`'s
/// `san_strict/few`): the first of the corpus, few enough that their moves' texts and both
/// libraries' positions stay in the caches (the whole corpus, 570,000 texts of a few bytes
/// each on the heap, does not: its reading waits on memory too).
pub(crate) const FEW: usize = 300;

/// A position in both libraries, with its legal moves paired (same index, same move) and the
/// canonical SAN of each.
pub(crate) struct Case {
    pub(crate) ours: Position,
    pub(crate) theirs: Chess,
    #[allow(dead_code, reason = "san.rs reads the texts with their signs only")]
    pub(crate) our_moves: Vec<fenkit::Move>,
    #[allow(dead_code, reason = "san.rs reads the texts with their signs only")]
    pub(crate) their_moves: Vec<shakmaty::Move>,
    #[allow(dead_code, reason = "san.rs reads the texts with their signs only")]
    pub(crate) sans: Vec<String>,
    /// The same with their check and mate signs, as the strict reader wants them.
    pub(crate) sans_plus: Vec<String>,
}

/// The positions: the FEN corpus and the perft suites, with their moves paired by UCI.
pub(crate) fn cases() -> Vec<Case> {
    let suites = [
        include_str!("../../../tests/data/shakmaty-tricky.perft"),
        include_str!("../../../tests/data/shakmaty-random.perft"),
        include_str!("../../../tests/data/shakmaty-chess960.perft"),
        include_str!("../../../tests/data/python-chess-tricky.perft"),
    ];
    let perft_fens = suites.iter().flat_map(|suite| {
        suite
            .lines()
            .filter_map(|line| line.strip_prefix("epd "))
            .map(str::to_owned)
    });
    let corpus::Corpus { xfen, .. } = corpus::corpus();
    xfen.into_iter()
        .chain(perft_fens)
        .filter_map(|fen| case(&fen))
        .collect()
}

/// One position in both libraries; `None` when it has no legal move (nothing to measure) or
/// is not a legal position (the perft suites hold a few with impossible checks).
fn case(fen: &str) -> Option<Case> {
    let ours: Position = fenkit::fen::FenParser::new()
        .lenient()
        .parse_position(fen)
        .ok()?;
    let theirs: Chess = ShakmatyFen::from_ascii(fen.as_bytes())
        .expect("shakmaty reads the corpus")
        .into_position(CastlingMode::Chess960)
        .expect("shakmaty takes what fenkit takes");
    let our_moves: Vec<fenkit::Move> = ours.legal_moves().iter().copied().collect();
    let their_moves: Vec<shakmaty::Move> = our_moves
        .iter()
        .map(|mv| {
            let uci = ShakmatyUci::from_ascii(mv.to_string().as_bytes()).expect("UCI");
            uci.to_move(&theirs).expect("the same legal move")
        })
        .collect();
    assert_eq!(our_moves.len(), theirs.legal_moves().len(), "{fen}");
    let sans: Vec<String> = our_moves
        .iter()
        .map(|&mv| San::from_move(&ours, mv).to_string())
        .collect();
    for (san, &mv) in sans.iter().zip(&their_moves) {
        assert_eq!(
            *san,
            ShakmatySan::from_move(&theirs, mv).to_string(),
            "{fen}"
        );
    }
    let sans_plus = our_moves
        .iter()
        .map(|&mv| SanWriter::new().write(&ours, mv).to_string())
        .collect();
    (!sans.is_empty()).then_some(Case {
        ours,
        theirs,
        our_moves,
        their_moves,
        sans,
        sans_plus,
    })
}

/// Which texts of each case are read: SAN as `San` writes it, or with its check or mate sign
/// (as the strict reader wants it, and shakmaty's `SanPlus` reads it).
#[derive(Clone, Copy)]
pub(crate) enum Texts {
    #[allow(dead_code, reason = "san.rs reads the texts with their signs only")]
    Plain,
    Signed,
}

impl Texts {
    fn of(self, case: &Case) -> &[String] {
        match self {
            Texts::Plain => &case.sans,
            Texts::Signed => &case.sans_plus,
        }
    }
}

/// fenkit reading every move's text where it was written.
pub(crate) fn fenkit_reads<'a>(
    cases: impl IntoIterator<Item = &'a Case>,
    reader: SanReader,
    texts: Texts,
) {
    for case in cases {
        for san in texts.of(case) {
            black_box(reader.read(&case.ours, black_box(san)).unwrap());
        }
    }
}

/// shakmaty reading every move's text where it was written: `San::from_ascii` for plain
/// texts, `SanPlus::from_ascii` for signed ones, then `to_move`.
pub(crate) fn shakmaty_reads<'a>(cases: impl IntoIterator<Item = &'a Case>, texts: Texts) {
    for case in cases {
        for san in texts.of(case) {
            let san = match texts {
                Texts::Plain => ShakmatySan::from_ascii(black_box(san).as_bytes()).unwrap(),
                Texts::Signed => {
                    ShakmatySanPlus::from_ascii(black_box(san).as_bytes())
                        .unwrap()
                        .san
                }
            };
            black_box(san.to_move(&case.theirs).unwrap());
        }
    }
}
