//! Any bytes read leniently as FEN: the explanation in every language never panics and names
//! the side to move.

#![no_main]

use fenkit::explain::{EXPLAINED, explain};
use fenkit::fen::FenParser;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(fen) = FenParser::new().lenient().parse_ascii(data) else {
        return;
    };
    for lang in EXPLAINED {
        assert!(!explain(&fen, lang).is_empty());
    }
});
