"""`read_any`: what a text is, as the command line's `inspect` and the page read it."""

import pytest

import fenkit

FORSYTH_1897 = "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1"


@pytest.mark.parametrize(
    "text, read_as, fen",
    [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            {"kind": "fen", "dialect": "shredder"},
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            FORSYTH_1897,
            {"kind": "forsyth1897"},
            "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1",
        ),
        (
            "1. e4 e5 2. Cf3 Cc6 3. Fb5",
            {"kind": "movetext", "notation": "san", "lang": "fr"},
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        ),
        (
            "1. P-K4 P-K4 2. Kt-KB3",
            {"kind": "movetext", "notation": "descriptive"},
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        (
            '[Event "x"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
            {"kind": "pgn", "notation": "san", "lang": "en"},
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        ),
    ],
)
def test_every_kind_of_text_is_read_as_what_it_is(text, read_as, fen):
    got, value = fenkit.read_any(text)
    assert got == read_as
    if isinstance(value, fenkit.Game):
        assert value.end_fen == fen
    else:
        assert value.fen() == fen


def test_an_epd_record_is_a_record():
    read_as, record = fenkit.read_any('8/8/8/8/8/8/8/K6k w - - bm Kb1; id "x";')
    assert read_as == {"kind": "epd", "dialect": "standard"}
    assert isinstance(record, fenkit.EpdRecord)
    assert record.ops["id"] == "x"


def test_the_start_and_the_language_preferred():
    start = fenkit.Position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3")
    read_as, game = fenkit.read_any("Fe2-b5", start=start, lang="fr")
    assert (read_as["notation"], read_as["lang"]) == ("lan", "fr")
    assert game.uci == ["e2b5"]
    assert fenkit.read_any("1. Sf3", lang="de")[0]["lang"] == "de"


def test_a_text_that_does_not_read_names_the_reading_and_the_place():
    with pytest.raises(fenkit.TextError) as caught:
        fenkit.read_any("1. e4 e5\n2. Nf3 Nf6 3. Nf7")
    err = caught.value
    assert str(err).startswith("SAN (English): move 3. Nf7: ")
    assert (err.reading, err.line, err.column) == ("movetext", 2, 15)
    with pytest.raises(fenkit.TextError) as caught:
        fenkit.read_any("8\n8\n8\n8\n8\n8\n8\n2 K 1 4")
    assert (caught.value.reading, caught.value.line, caught.value.column) == ("forsyth1883", 8, 5)
    with pytest.raises(fenkit.TextError) as caught:
        fenkit.read_any("   ")
    assert caught.value.reading == "empty"
    # A FEN that reads but is not a legal position.
    with pytest.raises(fenkit.FenError):
        fenkit.read_any("8/8/8/8/8/8/8/KK5k w - - 0 1")
