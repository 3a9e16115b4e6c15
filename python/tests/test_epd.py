"""read_epd and EpdRecord: operations as a dict, dialects, errors, writing back."""

import io

import pytest

import fenkit

MATE = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id "mate 1"; hmvc 4; acd 12; x_score 3.5 best;'


def test_record_fields():
    (record,) = list(fenkit.read_epd(io.StringIO(MATE + "\n\n")))
    assert isinstance(record, fenkit.EpdRecord)
    assert record.ops == {"acd": 12, "bm": ["h5f7"], "hmvc": 4, "id": "mate 1", "x_score": [3.5, "best"]}
    assert list(record.ops) == ["acd", "bm", "hmvc", "id", "x_score"]
    assert record.fen == "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 1"
    assert record.position.fen() == record.fen
    assert record.dialect == "standard"
    assert str(record).startswith("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - acd 12; bm Qxf7#;")


def test_fen_in_a_chosen_dialect():
    text = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - id \"960 #0\";\n"
    (record,) = fenkit.read_epd(io.StringIO(text), fen_dialect="shredder")
    assert record.fen == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    assert record.epd() == 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - id "960 #0";'
    assert record.epd("xfen") == text.strip()
    with pytest.raises(fenkit.EpdError):
        list(fenkit.read_epd(io.StringIO(text), dialect="shredder"))


def test_errors_name_line_and_column():
    text = "4k3/8/8/8/8/8/8/4K3 w - - id \"ok\";\n4k3/8/8/8/8/8/8/4K3 w - - bm Ke3 Kd9;\n"
    records = fenkit.read_epd(io.StringIO(text))
    assert next(records).ops == {"id": "ok"}
    with pytest.raises(fenkit.EpdError) as info:
        next(records)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.line == 2
    assert err.column == 30
    assert str(err) == "line 2, column 30: operation bm: Ke3: no white king can move to e3"


def test_build_and_write_back():
    pos = fenkit.Position()
    record = fenkit.EpdRecord(pos, {"bm": "e2e4", "pv": ["e2e4", "e7e5", "g1f3"], "id": "start", "acd": 3, "c0": ["a"], "draw_offer": None})
    written = str(record)
    assert written == (
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - acd 3; bm e4; c0 "a"; '
        'draw_offer; id "start"; pv e4 e5 Nf3;'
    )
    (again,) = fenkit.read_epd(io.StringIO(written))
    assert again.ops == record.ops
    assert again.ops["pv"] == ["e2e4", "e7e5", "g1f3"]
    assert again.ops["draw_offer"] is None
    with pytest.raises(fenkit.MoveError):
        fenkit.EpdRecord(pos, {"bm": "e2e5"})
    with pytest.raises(ValueError, match="expected"):
        fenkit.EpdRecord(pos, {"acd": "deep"})


def test_chess960_castling_moves_read_back():
    # King e1 between rooks b1 and h1: both castlings are best moves, written O-O and O-O-O.
    pos = fenkit.Position.from_fen("1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1")
    record = fenkit.EpdRecord(pos, {"bm": ["e1h1", "e1b1"]})
    assert str(record) == "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - bm O-O O-O-O;"
    (again,) = fenkit.read_epd(io.StringIO(str(record)))
    assert again.ops["bm"] == ["e1h1", "e1b1"]
    assert again.epd("shredder") == "1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - bm O-O O-O-O;"


def test_comment_lines_are_skipped_as_the_cli_copies_them():
    text = "# Win at Chess, first two\n  #indented\n\n" + MATE + "\n#\n4k3/8/8/8/8/8/8/4K3 w - - bm Kd9;\n"
    records = fenkit.read_epd(io.StringIO(text))
    assert next(records).ops["id"] == "mate 1"
    with pytest.raises(fenkit.EpdError) as info:
        next(records)
    assert info.value.line == 6


AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id "1.e4";'
# Black's d4 pawn could take e3, but that would open the fourth rank to the rook on h4.
PINNED = '8/8/8/8/k2pP2R/8/8/4K3 b - e3 id "pinned";'
CAN_TAKE = '4k3/8/8/8/3pP3/8/8/4K3 b - e3 id "can take";'


@pytest.mark.parametrize("dialect", ["standard", "shredder", "xfen"])
@pytest.mark.parametrize("text", [AFTER_E4, PINNED, CAN_TAKE])
def test_en_passant_written_as_the_position_writes_it(text, dialect):
    (record,) = fenkit.read_epd(io.StringIO(text))
    for ep in ["legal", "pseudo", "keep"]:
        fen = record.position.fen(dialect, ep)
        assert record.epd(dialect, ep) == " ".join(fen.split(" ")[:4]) + text[text.index(" id"):]
    assert record.epd(dialect) == record.epd(dialect, "legal")
    assert record.fen.split(" ")[:4] == record.position.fen(record.dialect).split(" ")[:4]


def test_en_passant_by_policy():
    (record,) = fenkit.read_epd(io.StringIO(AFTER_E4))
    assert record.epd("xfen") == 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id "1.e4";'
    assert record.epd("xfen", ep="keep") == AFTER_E4
    assert record.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    (record,) = fenkit.read_epd(io.StringIO(CAN_TAKE))
    assert record.epd() == CAN_TAKE
    (record,) = fenkit.read_epd(io.StringIO(PINNED))
    assert record.epd(ep="pseudo") == PINNED
    assert str(record) == '8/8/8/8/k2pP2R/8/8/4K3 b - - id "pinned";'
