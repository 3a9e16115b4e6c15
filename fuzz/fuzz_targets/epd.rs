//! Any bytes as an EPD record, strictly and leniently: errors point inside the text; what
//! reads writes in every dialect that can express it and reads back (strictly, in any dialect
//! and in that dialect) to the same record, with the same text written again.

#![no_main]

use fenkit::DialectKind;
use fenkit::epd::{EpdParser, EpdWriter};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let strict = EpdParser::new().parse_ascii(data);
    let lenient = EpdParser::new().lenient().parse_ascii(data);
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
    if let Ok(read) = &strict {
        let again = lenient.as_ref().expect("lenient reads what strict reads");
        assert_eq!(read.epd, again.epd);
        assert!(read.tolerated.is_empty());
    }
    let Ok(read) = lenient else { return };
    for tolerated in &read.tolerated {
        assert!(tolerated.span.end <= data.len(), "{tolerated:?}");
    }
    let record = read.epd;
    for dialect in DialectKind::ALL {
        let writer = EpdWriter::new().dialect(dialect);
        let Ok(text) = writer.write(&record) else {
            assert_eq!(dialect, DialectKind::Standard, "only standard FEN can be lossy");
            continue;
        };
        for parser in [EpdParser::new(), EpdParser::new().dialect(dialect)] {
            let back = parser
                .parse(&text)
                .unwrap_or_else(|e| panic!("{text:?} in {dialect} does not read back: {e}"))
                .epd;
            assert_eq!(back, record, "{text:?} in {dialect}");
            assert_eq!(writer.write(&back).as_ref(), Ok(&text));
        }
    }
});
