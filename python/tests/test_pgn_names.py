"""python-chess's ``chess.pgn`` names on fenkit (``fenkit.pgn``): reading games from text files,
headers kept on export, nodes, comments, NAGs, variations, clocks, games built and edited."""

import doctest
import io

import pytest

import fenkit
import fenkit.board
import fenkit.pgn
from fenkit import Board, Move
from fenkit.pgn import Game, Headers, read_game, read_headers, skip_game

from conftest import LICHESS_100K

ANNOTATED = """[Event "Casual"]
[White "A"]
[Black "B"]
[Result "1-0"]

{ A short game. } 1. e4 $1 { best by test } e5 ( 1... c5 { the Sicilian } 2. Nf3 ) ( { or } 1... e6 $6 )
2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0

[Event "Second"]
[Result "*"]

1. d4 { [%clk 0:03:00] [%emt 0:00:02] [%eval -0.35] } d5 { [%eval #-3] } *
"""


def test_the_modules_doctests_run():
    for module in (fenkit.board, fenkit.pgn):
        assert doctest.testmod(module, extraglobs={"fenkit": fenkit}).failed == 0


def test_read_game_reads_one_game_at_a_time_and_none_at_the_end():
    handle = io.StringIO(ANNOTATED)
    first = read_game(handle)
    second = read_game(handle)
    assert read_game(handle) is None
    assert first.headers["Event"] == "Casual" and second.headers["Event"] == "Second"
    assert [m.uci() for m in first.mainline_moves()] == ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]
    assert first.end().board().is_checkmate()
    assert first.errors == [] and second.errors == []


def test_read_headers_and_skip_game():
    handle = io.StringIO(ANNOTATED)
    assert skip_game(handle)
    headers = read_headers(handle)
    assert dict(headers) == {"Event": "Second", "Result": "*"}
    assert read_headers(handle) is None and not skip_game(handle)


def test_comments_nags_and_variations():
    game = read_game(io.StringIO(ANNOTATED))
    assert game.comment == "A short game."
    e4 = game.next()
    assert (e4.move, e4.san(), e4.uci(), e4.ply()) == (Move.from_uci("e2e4"), "e4", "e2e4", 1)
    assert e4.nags == {fenkit.pgn.NAG_GOOD_MOVE} and e4.comment == "best by test"
    assert [v.san() for v in e4.variations] == ["e5", "c5", "e6"]
    c5, e6 = e4.variations[1], e4.variations[2]
    assert c5.comment == "the Sicilian" and c5.starts_variation() and not c5.is_mainline()
    assert c5.next().san() == "Nf3" and c5.next().parent is c5
    assert e6.starting_comment == "or" and e6.nags == {fenkit.pgn.NAG_DUBIOUS_MOVE}
    f6 = game.end().parent
    assert f6.san() == "Nf6" and f6.nags == {fenkit.pgn.NAG_BLUNDER}
    assert e4.is_mainline() and e4.is_main_variation() and game.end().is_end()
    assert game.end().game() is game and game.end().root() is game


def test_clock_emt_and_eval():
    handle = io.StringIO(ANNOTATED)
    skip_game(handle)
    d4 = read_game(handle).next()
    assert d4.clock() == 180.0 and d4.emt() == 2.0 and d4.eval() == ("cp", -35)
    assert d4.next().eval() == ("mate", -3) and d4.next().clock() is None


def test_headers_are_a_mutable_mapping_kept_on_export():
    game = read_game(io.StringIO(ANNOTATED))
    game.headers["Event"] = "Hastings"
    game.headers["Annotator"] = "me"
    del game.headers["Black"]
    text = str(game)
    assert '[Event "Hastings"]' in text and '[Annotator "me"]' in text and '[Black "?"]' in text
    again = read_game(io.StringIO(text))
    assert again.headers["Event"] == "Hastings" and again.headers["Annotator"] == "me"
    with pytest.raises(ValueError, match="tag name"):
        game.headers["bad name"] = "x"
    assert list(Headers()) == fenkit.pgn.TAG_ROSTER
    assert Headers()["Date"] == "????.??.??"


def test_edits_are_exported_and_read_back():
    game = read_game(io.StringIO(ANNOTATED))
    e4 = game.next()
    e4.comment = "edited"
    e4.nags.add(fenkit.pgn.NAG_BRILLIANT_MOVE)
    e4.promote_to_main(Move.from_uci("c7c5"))
    e4.remove_variation(Move.from_uci("e7e6"))
    again = read_game(io.StringIO(str(game)))
    e4 = again.next()
    assert e4.comment == "edited" and e4.nags == {1, 3}
    assert [v.san() for v in e4.variations] == ["c5", "e5"]
    assert [node.san() for node in again.mainline()] == ["e4", "c5", "Nf3"]
    assert again.comment == "A short game."


def test_games_built_from_nothing_and_from_a_board():
    game = Game()
    game.headers["White"] = "Me"
    node = game.add_variation(Move.from_uci("e2e4"), comment="king's pawn")
    node = node.add_variation(Move.from_uci("e7e5"))
    node.parent.add_variation(Move.from_uci("c7c5"), starting_comment="or", nags=[5])
    node.add_main_variation(Move.from_uci("g1f3"))
    text = str(game)
    assert '[White "Me"]' in text and '[Result "*"]' in text
    assert "1. e4 { king's pawn } 1... e5 ( { or } 1... c5 $5 ) 2. Nf3 *" in text
    board = Board()
    for san in ("f3", "e5", "g4", "Qh4#"):
        board.push_san(san)
    mated = Game.from_board(board)
    assert mated.headers["Result"] == "0-1" and "FEN" not in mated.headers
    assert str(mated).rstrip().endswith("1. f3 e5 2. g4 Qh4# 0-1")
    assert mated.end().board() == board


def test_chess960_games_castle_as_the_king_takes_its_rook():
    board = Board("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", chess960=True)
    castle = board.push_san("O-O")
    assert castle.uci() == "b1h1"
    board.push_san("O-O-O")
    game = Game.from_board(board)
    assert game.headers["Variant"] == "Chess960" and game.headers["SetUp"] == "1"
    again = read_game(io.StringIO(str(game)))
    assert again.board().chess960
    assert [m.uci() for m in again.mainline_moves()] == ["b1h1", "b8a8"]
    assert [node.san() for node in again.mainline()] == ["O-O", "O-O-O"]
    assert Game.from_board(Board.from_chess960_pos(0)).board().chess960_pos() == 0


def test_an_illegal_move_added_is_refused_on_export():
    game = Game()
    game.add_variation(Move.from_uci("e2e5"))
    with pytest.raises(fenkit.IllegalMoveError, match="e2e5"):
        str(game)


def test_a_game_that_does_not_read_keeps_its_headers_and_error():
    handle = io.StringIO('[Event "Bad"]\n\n1. e4 e5 2. Ke3 *\n\n[Event "Next"]\n\n1. d4 *\n')
    bad = read_game(handle)
    assert bad.headers["Event"] == "Bad" and list(bad.mainline_moves()) == []
    assert len(bad.errors) == 1 and isinstance(bad.errors[0], fenkit.PgnError)
    assert "Ke3" in str(bad.errors[0])
    assert read_game(handle).headers["Event"] == "Next"


def test_mainline_and_its_text():
    with open(LICHESS_100K, encoding="utf-8") as handle:
        game = read_game(handle)
    moves = game.mainline_moves()
    assert len(moves) == len(list(moves)) == len(game.mainline()) > 20
    assert str(moves).startswith("1. e4 e5 2. Nf3")
    assert list(reversed(game.mainline()))[0] is game.end()
    assert game.board() == Board() and game.ply() == 0


def test_variation_lookup_and_headers_helpers():
    game = read_game(io.StringIO(ANNOTATED))
    e4 = game.next()
    c5 = Move.from_uci("c7c5")
    assert e4.has_variation(c5) and not e4.has_variation(Move.from_uci("a7a6"))
    assert e4.variation(c5) is e4.variations[1] and e4.variation(0).move == Move.from_uci("e7e5")
    with pytest.raises(KeyError):
        e4.variation(Move.from_uci("a7a6"))
    headers = Headers({"Variant": "Chess960", "FEN": "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"})
    assert headers.is_chess960() and headers.board().chess960_pos() == 0
    copied = headers.copy()
    copied["Event"] = "x"
    assert "Event" not in headers
    fresh = Game()
    fresh.setup("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    assert fresh.headers["FEN"] == "4k3/8/8/8/8/8/8/4K2R w K - 0 1" and fresh.headers["SetUp"] == "1"
    fresh.setup(Board())
    assert "FEN" not in fresh.headers and fresh.board() == Board()
