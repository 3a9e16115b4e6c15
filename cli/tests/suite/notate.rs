//! `fenkit notate` as users run it: movetext rewritten in every notation, and every `--from`
//! reading what every `--to` writes.

use crate::common::*;

#[test]
fn notate_rewrites_movetext() {
    let mut all = String::new();
    for args in [
        &[
            "notate",
            "--from",
            "descriptive",
            "--to",
            "san",
            "startpos",
            "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-B4 B-B4 4. P-QKt4 BxKtP 5. P-B3 B-R4 6. Castles",
        ][..],
        &[
            "notate",
            "--lang",
            "fr",
            "--to-lang",
            "en",
            "--to",
            "san",
            "startpos",
            "1.e4 c5 2.Cf3 {La Sicilienne} d6 (2...Cc6 3.Fb5!? $1) 3.d4 cxd4 4.Cxd4 Cf6 5.Cc3 a6 ½-½",
        ],
        &[
            "notate",
            "--lang",
            "fr",
            "--to",
            "lan",
            "startpos",
            "1.e4 c5 2.Cf3 d6 *",
        ],
        &[
            "notate",
            "--to",
            "fan",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "uci",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "iccf",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "descriptive",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--from",
            "uci",
            "--to",
            "san",
            "--to-lang",
            "pl",
            "startpos",
            "e2e4 e7e5 g1f3 b8c6 f1b5",
        ],
        &[
            "notate",
            "--from",
            "iccf",
            "--to",
            "san",
            "startpos",
            "1. 5254 3735 2. 7163",
        ],
        &[
            "notate",
            "--to",
            "san",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 { Morphy } 4. Ba4 ; a line comment\n4... Nf6 1-0",
        ],
        &[
            "notate",
            "--lang",
            "pl",
            "--to",
            "san",
            "--to-lang",
            "en",
            "startpos",
            IMMORTAL_PL,
        ],
        // Chess960 castling has no ICCF form; UCI writes it king-takes-rook.
        &["notate", "--to", "iccf", CHESS960, "1. O-O"],
        &["notate", "--to", "uci", CHESS960, "1. O-O"],
        // Only a result.
        &["notate", "--to", "san", "startpos", "1-0"],
        // Errors.
        &["notate", "--to", "san", "startpos", "1. e4 e5 2. Nf3 Nf3"],
        &[
            "notate",
            "--to",
            "descriptive",
            "--to-lang",
            "fr",
            "startpos",
            "e4",
        ],
        &["notate", "startpos", "e4"],
    ] {
        all += &fenkit(args, "");
    }
    snapshot!("notate", all);
}

#[test]
fn every_from_reads_what_every_to_writes() {
    // Castling both ways, en passant, promotion and under-promotion with capture, a
    // variation, comments, NAGs and a result; then a Chess960 start, castling left out (ICCF
    // has no way to write it).
    let games = [
        (
            "startpos",
            "1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Be6 5. gxh8=N Qd6 {!} 6. Nf3 O-O-O \
             7. Bc4 (7. Be2 a5) 7... a5 $1 8. O-O h6 9. d4 b5 1-0",
        ),
        (
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
            "1. d4 d5 2. Nd3 Nd6 3. Ne3 Ne6 4. Qd2 Qd7 *",
        ),
    ];
    for (start, game) in games {
        let canonical = fenkit(&["notate", "--to", "san", start, game], "");
        assert_eq!(exit(&canonical), "0", "{canonical}");
        for to in FORMATS {
            let written = fenkit(&["notate", "--to", to, start, game], "");
            assert_eq!(exit(&written), "0", "{written}");
            let written = stdout(&written).trim_end();
            for strict in [&[][..], &["--strict"]] {
                let mut args = vec!["notate", "--from", to, "--to", "san"];
                args.extend(strict);
                args.extend([start, written]);
                let back = fenkit(&args, "");
                assert_eq!(stdout(&back), stdout(&canonical), "{back}");
            }
        }
    }
}

#[test]
fn what_notate_writes_play_reads_back_in_every_notation() {
    // Fool's mate ends in ` mate`; castling with check in ` ch` (descriptive), `+` (SAN).
    for text in [
        "1. f3 e5 2. g4 Qh4#",
        // `PxP e.p.` and `O-O ch` in descriptive notation.
        "1. f4 g5 2. fxg5 f5 3. gxf6 Kf7 4. Nh3 Kxf6 5. e3 Kf5 6. Be2 a6 7. O-O+ Kg6 8. Rf6+ Kxf6",
        "1. e4 Nf6 2. e5 d5 3. exd6 e5 4. d4 Be7 5. Bf4 O-O 6. Nf3 Re8 7. Be2 Bf8 8. O-O exf4",
    ] {
        let uci = fenkit(&["notate", "--to", "uci", "startpos", text], "");
        assert_eq!(exit(&uci), "0", "{uci}");
        for format in FORMATS {
            let written = fenkit(&["notate", "--to", format, "startpos", text], "");
            assert_eq!(exit(&written), "0", "{written}");
            let back = fenkit(
                &[
                    "notate", "--from", format, "--to", "uci", "--strict", "startpos", "-",
                ],
                stdout(&written),
            );
            assert_eq!(stdout(&back), stdout(&uci), "{format}: {written}\n{back}");
        }
    }
    let mate = fenkit(
        &[
            "notate",
            "--to",
            "descriptive",
            "startpos",
            "1. f3 e5 2. g4 Qh4#",
        ],
        "",
    );
    assert_eq!(stdout(&mate), "1. P-KB3 P-K4 2. P-KN4 Q-R5 mate\n");
    let played = fenkit(
        &["play", "--from", "descriptive", "startpos", stdout(&mate)],
        "",
    );
    assert_eq!(exit(&played), "0", "{played}");
    assert_eq!(stdout(&played).lines().count(), 4, "{played}");
}
