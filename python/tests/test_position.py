"""Position: reading FEN in each dialect, writing it, moves in every notation, errors."""

import pickle

import pytest

import fenkit

START = fenkit.STARTING_FEN


def test_from_fen_reads_and_writes_back():
    pos = fenkit.Position.from_fen(START)
    assert pos.fen() == START
    assert str(pos) == START
    assert repr(pos) == f"Position('{START}')"
    assert pos.dialect == "standard"
    assert pos.turn == "white"
    assert (pos.halfmoves, pos.fullmoves) == (0, 1)
    assert fenkit.Position() == pos


def test_dialect_is_detected_and_kept():
    shredder = fenkit.Position.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
    assert shredder.dialect == "shredder"
    assert shredder == fenkit.Position.from_fen(START)
    assert shredder.fen() == START
    assert shredder.fen("shredder") == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"


def test_fixed_dialect_rejects_another_dialects_letters():
    with pytest.raises(fenkit.FenError) as info:
        fenkit.Position.from_fen(START, dialect="shredder")
    err = info.value
    assert isinstance(err, ValueError)
    assert str(err) == (
        "castling field: 'K' is standard FEN and X-FEN, not Shredder-FEN, which names the rook's file: HAha"
    )
    assert err.field == "castling"
    assert err.column == START.index("KQkq") + 1


def test_fen_error_names_field_and_column():
    text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1"
    with pytest.raises(fenkit.FenError) as info:
        fenkit.Position.from_fen(text)
    assert str(info.value) == "piece placement: rank 2 has 7 squares, expected 8"
    assert info.value.field == "board"
    assert info.value.column == 27


def test_illegal_position_is_a_fen_error():
    with pytest.raises(fenkit.FenError) as info:
        fenkit.Position.from_fen("4k3/8/8/8/8/8/8/4K2K w - - 0 1")
    assert "king" in str(info.value)
    assert info.value.field == "board"


def test_lenient_takes_missing_clocks():
    with pytest.raises(fenkit.FenError) as info:
        fenkit.Position.from_fen("4k3/8/8/8/8/8/8/4K3 w - -")
    assert info.value.field == "halfmove"
    pos = fenkit.Position.from_fen("4k3/8/8/8/8/8/8/4K3 w - -", lenient=True)
    assert pos.fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1"


def test_unknown_names_are_value_errors_listing_the_choices():
    with pytest.raises(ValueError, match="expected"):
        fenkit.Position.from_fen(START, dialect="klingon")
    with pytest.raises(ValueError, match="unknown language"):
        fenkit.Position().san("e2e4", lang="xx")
    with pytest.raises(ValueError, match="unknown move notation"):
        fenkit.Position().read_move("e4", notation="pgn")
    with pytest.raises(ValueError, match="English only"):
        fenkit.Position().read_move("P-K4", notation="descriptive", lang="fr")


def test_lossy_conversion_says_which_dialects_can():
    pos = fenkit.Position.from_fen("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1")
    assert pos.dialect == "shredder"
    assert pos.fen() == "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1"
    with pytest.raises(fenkit.LossyConversion) as info:
        pos.fen("standard")
    assert isinstance(info.value, ValueError)
    assert info.value.dialect == "standard"
    assert str(info.value).endswith("Shredder-FEN writes it as G, X-FEN as K")


def test_en_passant_policies():
    pos = fenkit.Position().play("e4")
    assert pos.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert pos.fen(ep="keep") == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    assert pos.fen(ep="pseudo").split()[3] == "-"
    assert fenkit.Position(str(pos)) == pos
    assert hash(fenkit.Position(str(pos))) == hash(pos)


def test_chess960_numbers():
    assert fenkit.Position.chess960(518) == fenkit.Position()
    assert fenkit.Position().chess960_number == 518
    pos = fenkit.Position.chess960(0)
    assert pos.fen("shredder") == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    assert pos.chess960_number == 0
    assert pos.is_chess960
    assert pos.play("e4").chess960_number is None
    for bad in (-1, 960):
        with pytest.raises(ValueError, match="0 to 959"):
            fenkit.Position.chess960(bad)


def test_immutable_hashable_picklable():
    pos = fenkit.Position()
    after = pos.play("e4")
    assert pos == fenkit.Position()
    assert len({pos, fenkit.Position(START), after}) == 2
    with pytest.raises(AttributeError):
        pos.dialect = "xfen"
    shredder = fenkit.Position.from_fen("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1")
    back = pickle.loads(pickle.dumps(shredder))
    assert back == shredder and back.dialect == "shredder"
    assert pos != "not a position"


def test_moves_in_every_notation():
    pos = fenkit.Position()
    assert len(pos.legal_moves()) == 20
    assert "g1f3" in pos.legal_moves()
    assert "Cf3" in pos.legal_moves("san", "fr")
    for notation, text in [
        ("san", "Nf3"),
        ("lan", "Ng1-f3"),
        ("fan", "♘f3"),
        ("uci", "g1f3"),
        ("iccf", "7163"),
        ("descriptive", "N-KB3"),
    ]:
        assert pos.read_move(text, notation=notation) == "g1f3"
        assert pos.write_move("g1f3", notation=notation) == text
    assert pos.read_move("Cf3", lang="fr") == "g1f3"
    assert pos.read_move("Sf3", lang="de") == "g1f3"
    assert pos.san("g1f3") == "Nf3"
    assert pos.san("g1f3", lang="ru") == "Кf3"


def test_strict_and_lenient_moves():
    pos = fenkit.Position()
    with pytest.raises(fenkit.MoveError) as info:
        pos.read_move("Ng1-f3")
    assert str(info.value) == "Ng1-f3: not canonical, expected Nf3"
    assert pos.read_move("Ng1-f3", lenient=True) == "g1f3"


def test_move_error_has_reason_and_column():
    pos = fenkit.Position.from_fen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1")
    with pytest.raises(fenkit.MoveError) as info:
        pos.read_move("Bd3")
    assert isinstance(info.value, ValueError)
    assert str(info.value) == "Bd3: the bishop on e2 is pinned to the king by the rook on e7"
    assert info.value.column == 1
    assert info.value.text == "Bd3"
    with pytest.raises(fenkit.MoveError) as info:
        pos.read_move("e2d9", notation="uci")
    assert info.value.column == 3


def test_play_status_and_check():
    pos = fenkit.Position()
    for move in ["f3", "e5", "g4"]:
        pos = pos.play(move)
    assert pos.status == "ongoing"
    mate = pos.play("Qh4#")
    assert mate.status == "checkmate"
    assert mate.is_check
    assert mate.legal_moves() == []
    stalemate = fenkit.Position.from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert stalemate.status == "stalemate"
    assert not stalemate.is_check
    bare = fenkit.Position.from_fen("7k/8/6K1/8/8/8/8/8 b - - 0 1")
    assert bare.status == "insufficient_material"
    assert pos.play("d7d5", notation="uci") == pos.play("d5")


def test_perft():
    assert fenkit.perft(fenkit.Position(), 3) == 8902
    kiwipete = fenkit.Position.from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    )
    assert fenkit.perft(kiwipete, 2) == 2039


def test_convert_a_batch():
    lines = [START + "\n", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]
    assert fenkit.convert(lines) == [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
    ]
    assert fenkit.convert(iter(lines), to="xfen")[1].endswith("w KQkq - 0 1")
    with pytest.raises(fenkit.FenError) as info:
        fenkit.convert([START, START, "8/8/8 w - - 0 1"])
    assert info.value.index == 2
    assert info.value.field == "board"
    with pytest.raises(fenkit.LossyConversion) as info:
        fenkit.convert([START, "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1"], to="standard")
    assert info.value.index == 1
