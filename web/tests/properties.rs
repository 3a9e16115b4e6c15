//! No input breaks the page: any text, cut anywhere or with any character put in, is read into
//! an answer (a position, a game or an error pointing inside the text), never a panic.

use fenkit_web::analyze::{Kind, Query, analyze};
use fenkit_web::lang::PageLang;
use quickcheck::{QuickCheck, TestResult};

/// Texts of every kind the page reads, to be cut and spliced.
const SEEDS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 {komentarz} (5... c6) 6. Sf3 1-0",
    "[Event \"<x>\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O 2. Rad1 *\n",
    "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm c5; id \"x\";",
    "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-N5",
];

fn check(query: &Query) -> bool {
    let analysis = analyze(query);
    match analysis.kind {
        Kind::Empty => query.text.trim().is_empty(),
        Kind::Error => analysis.error.is_some_and(|e| !e.message.is_empty()),
        _ => analysis.position.is_some(),
    }
}

fn lang(index: u8) -> PageLang {
    PageLang::ALL[usize::from(index) % 3]
}

#[test]
fn any_text_gets_an_answer() {
    fn prop(
        text: String,
        ply: Option<usize>,
        flip: bool,
        lang_index: u8,
        game: Option<usize>,
    ) -> bool {
        check(&Query {
            text,
            lang: lang(lang_index),
            ply,
            flip,
            game,
            ..Query::default()
        })
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(String, Option<usize>, bool, u8, Option<usize>) -> bool);
}

#[test]
fn real_texts_cut_and_spliced_get_an_answer() {
    fn prop(seed: u8, cut: usize, insert: char, ply: Option<usize>) -> TestResult {
        let text = SEEDS[usize::from(seed) % SEEDS.len()];
        let chars: Vec<char> = text.chars().collect();
        let at = cut % (chars.len() + 1);
        let mut spliced: String = chars[..at].iter().collect();
        spliced.push(insert);
        spliced.extend(&chars[at..]);
        let cut_short: String = chars[..at].iter().collect();
        let ok = [spliced, cut_short].into_iter().all(|text| {
            check(&Query {
                text,
                ply,
                ..Query::default()
            })
        });
        TestResult::from_bool(ok)
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(u8, usize, char, Option<usize>) -> TestResult);
}

#[test]
fn errors_point_inside_the_text() {
    fn prop(seed: u8, cut: usize, insert: char) -> bool {
        let text = SEEDS[usize::from(seed) % SEEDS.len()];
        let chars: Vec<char> = text.chars().collect();
        let at = cut % (chars.len() + 1);
        let mut spliced: String = chars[..at].iter().collect();
        spliced.push(insert);
        spliced.extend(&chars[at..]);
        let analysis = analyze(&Query {
            text: spliced.clone(),
            ..Query::default()
        });
        let Some(error) = analysis.error else {
            return true;
        };
        // The excerpt is one line of the text, cut in three.
        let line = format!("{}{}{}", error.before, error.marked, error.after);
        let normalised = spliced.trim().replace('\r', "\n");
        normalised.lines().any(|l| l.trim_end_matches('\r') == line) || line.is_empty()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(u8, usize, char) -> bool);
}
