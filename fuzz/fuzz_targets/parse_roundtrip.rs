//! Any bytes: read strictly and leniently; what reads must validate without panicking, write
//! in every dialect that can express it, and read back to the same fields. Reading straight
//! into a position (`parse_position`) gives what reading and then validating gives.

#![no_main]

use fenkit::fen::{FenParser, FenWriter};
use fenkit::{DialectKind, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let strict = FenParser::new().parse_ascii(data);
    let lenient = FenParser::new().lenient().parse_ascii(data);
    for err in [&strict, &lenient]
        .into_iter()
        .filter_map(|r| r.as_ref().err())
    {
        let span = err.span();
        assert!(
            span.start <= span.end && span.end <= data.len(),
            "{err}: {span:?}"
        );
        let _ = err.to_string();
    }
    for parser in [FenParser::new(), FenParser::new().lenient()] {
        let direct = parser.parse_position_ascii(data).map_err(|e| e.to_string());
        let stepwise = parser
            .parse_ascii(data)
            .map_err(|e| e.to_string())
            .and_then(|fen| fen.into_position().map_err(|e| e.to_string()));
        assert_eq!(direct, stepwise);
    }
    if let Ok(fen) = &strict {
        let again = lenient.as_ref().expect("lenient reads what strict reads");
        assert_eq!(fen.setup(), again.setup());
        assert!(fen.tolerated().is_empty());
    }
    let Ok(fen) = lenient else { return };
    let setup = fen.setup().clone();
    let legal = Position::try_from(setup.clone());
    if let Err(err) = &legal {
        assert!(!err.problems().is_empty());
        let _ = err.to_string();
    }
    for dialect in DialectKind::ALL {
        let Ok(text) = FenWriter::new().dialect(dialect).write(&setup) else {
            assert_eq!(
                dialect,
                DialectKind::Standard,
                "only standard FEN can be lossy"
            );
            assert!(!setup.castling.is_classical(&setup.board));
            continue;
        };
        for parser in [FenParser::new(), FenParser::new().dialect(dialect)] {
            let back = parser
                .parse(&text)
                .unwrap_or_else(|e| panic!("{text:?} in {dialect} does not read back: {e}"));
            assert_eq!(back.setup(), &setup, "{text:?} in {dialect}");
        }
        if let Ok(position) = &legal {
            assert_eq!(position.to_fen(dialect).as_ref(), Ok(&text));
        }
    }
});
