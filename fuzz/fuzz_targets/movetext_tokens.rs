//! Any text as movetext: no panic; every span lies in the text on character boundaries, in
//! order, with only white space between tokens; after an error nothing more comes; the tokens
//! written back read as the same tokens; walking the text with a UCI move reader never panics;
//! text that plays as SAN, rewritten in SAN (`notate`), is rewritten to itself, and in UCI
//! reads back to the same SAN.

#![no_main]

use fenkit::movetext::{notate, tokens, walk, write_tokens};
use fenkit::san::{SanWriter, SanReader};
use fenkit::uci::UciMove;
use fenkit::{Move, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut kinds = Vec::new();
    let mut at = 0;
    let mut failed = false;
    let mut iter = tokens(text);
    for token in iter.by_ref() {
        match token {
            Ok(token) => {
                let span = token.span;
                let gap = text.get(at..span.start).expect("a gap on char boundaries");
                assert!(gap.trim().is_empty(), "{gap:?} between tokens");
                let own = text.get(span.clone()).expect("a span on char boundaries");
                assert!(!own.is_empty());
                at = span.end;
                kinds.push(token.kind);
            }
            Err(err) => {
                assert!(text.get(err.span()).is_some(), "{err}: {:?}", err.span());
                assert!(!err.to_string().is_empty());
                failed = true;
                break;
            }
        }
    }
    assert!(iter.next().is_none(), "a token after the end or an error");
    if failed {
        return;
    }
    assert!(text[at..].trim().is_empty());
    let written = write_tokens(&kinds);
    let again: Vec<_> = tokens(&written)
        .map(|t| t.expect("written tokens read").kind)
        .collect();
    assert_eq!(again, kinds, "{written:?}");
    let uci = |t: &str, pos: &Position| {
        t.parse::<UciMove>()
            .map_err(|e| e.to_string())?
            .to_move(pos)
            .map_err(|e| e.to_string())
    };
    let _ = walk(text, &Position::STARTING, uci, |_| {});
    let san = |t: &str, pos: &Position| SanReader::new().lenient().read(pos, t).map_err(|e| e.to_string());
    let write_san =
        |mv: Move, pos: &Position| Ok::<_, String>(SanWriter::new().write(pos, mv).to_string());
    let Ok(once) = notate(text, &Position::STARTING, san, write_san) else {
        return;
    };
    let twice = notate(&once, &Position::STARTING, san, write_san).expect("written SAN reads");
    assert_eq!(twice, once, "{text:?}");
    let write_uci = |mv: Move, _: &Position| Ok::<_, String>(mv.to_string());
    let in_uci = notate(&once, &Position::STARTING, san, write_uci).expect("written SAN reads");
    let back = notate(&in_uci, &Position::STARTING, uci, write_san).expect("written UCI reads");
    assert_eq!(back, once, "{text:?} -> {in_uci:?}");
});
