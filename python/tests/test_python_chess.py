"""fenkit against python-chess on real data: every game of the lichess samples, random
Chess960 positions through each dialect, and the cases where python-chess is wrong."""

import io
import random

import chess
import chess.pgn
import pytest

import fenkit

from conftest import LICHESS_100K as LICHESS_PATH, lichess_samples


def python_chess_games(path):
    with open(path, encoding="utf-8") as file:
        while True:
            game = chess.pgn.read_game(file)
            if game is None:
                return
            yield game


@pytest.mark.parametrize("path", lichess_samples(), ids=lambda p: p.name)
def test_every_lichess_game_as_python_chess_reads_it(path):
    ours = list(fenkit.read_pgn(path, lang="en"))
    theirs = list(python_chess_games(path))
    assert len(ours) == len(theirs) > 40
    # Each game's language found, the same moves are read.
    assert [game.uci for game in fenkit.read_pgn(path, lang="auto")] == [game.uci for game in ours]
    plies = 0
    for mine, game in zip(ours, theirs):
        assert not game.errors
        assert mine.tags == dict(game.headers)
        board = game.board()
        assert mine.start_fen == board.fen()
        uci, san, fens, comments = [], [], [], []
        for node in game.mainline():
            san.append(board.san(node.move))
            uci.append(board.uci(node.move))
            board.push(node.move)
            fens.append(board.fen())
            comments.append(node.comment)
        assert mine.uci == uci
        assert mine.san == san
        assert mine.fens() == fens
        assert mine.comments == comments
        assert mine.end_fen == board.fen()
        assert mine.result == game.headers["Result"]
        assert mine.end.status == (
            "checkmate" if board.is_checkmate() else "stalemate" if board.is_stalemate() else mine.end.status
        )
        plies += len(uci)
    assert plies > 1000


def random_chess960_boards(count, seed=960):
    rng = random.Random(seed)
    for _ in range(count):
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        for _ in range(rng.randrange(60)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        yield board


def test_random_chess960_positions_through_each_dialect():
    lossy = 0
    for board in random_chess960_boards(1000):
        xfen, shredder = board.fen(), board.shredder_fen()
        pos = fenkit.Position.from_fen(xfen, dialect="xfen")
        assert fenkit.Position.from_fen(shredder, dialect="shredder") == pos
        assert pos.fen() == xfen
        assert pos.fen("xfen") == xfen
        assert pos.fen("shredder") == shredder
        if board.has_chess960_castling_rights():
            lossy += 1
            with pytest.raises(fenkit.LossyConversion):
                pos.fen("standard")
        else:
            standard = pos.fen("standard")
            assert fenkit.Position.from_fen(standard, dialect="standard") == pos
            assert chess.Board(standard, chess960=True) == board
        assert fenkit.convert([xfen], to="shredder") == [shredder]
        assert set(pos.legal_moves()) == {board.uci(m, chess960=pos.is_chess960) for m in board.legal_moves}
        assert sorted(pos.legal_moves("san")) == sorted(board.san(m) for m in board.legal_moves)
        assert pos.is_check == board.is_check()
        assert (pos.status == "checkmate") == board.is_checkmate()
    assert lossy > 100


def test_french_cf3_python_chess_reads_a_pawn_move():
    pgn = "1. e4 e6 2. Cf3 d5 3. Fd3 *\n"
    import io

    theirs = chess.pgn.read_game(io.StringIO(pgn))
    # python-chess takes "Cf3" as the pawn move f2-f3 and stops at "Fd3".
    assert [m.uci() for m in theirs.mainline_moves()][:3] == ["e2e4", "e7e6", "f2f3"]
    ours = next(fenkit.read_pgn(io.StringIO(pgn), lang="fr"))
    assert ours.uci == ["e2e4", "e7e6", "g1f3", "d7d5", "f1d3"]
    assert ours.san == ["e4", "e6", "Nf3", "d5", "Bd3"]


def test_chess960_epd_bm_reads_back_in_fenkit_not_in_python_chess():
    board = chess.Board("1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", chess960=True)
    castles = [m for m in board.legal_moves if board.is_castling(m)]
    epd = board.epd(bm=castles)
    assert epd == "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - bm O-O O-O-O;"
    with pytest.raises(ValueError):
        chess.Board.from_epd(epd, chess960=True)
    (record,) = fenkit.read_epd(io.StringIO(epd))
    assert record.ops["bm"] == ["e1h1", "e1b1"] == [m.uci() for m in castles]
    assert str(record) == epd


def test_keys_outcomes_and_claims_as_python_chess_gives_them():
    """The Polyglot key after every ply, and the outcome and claims at the end of each game, of
    the lichess sample and of games that repeat positions, as python-chess has them."""
    import chess.polyglot

    knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"
    repeating = [
        f"{knights} *",
        f"{knights} 5. Nf3 Nf6 6. Ng1 *",
        f"{knights} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *",
        "1. e4 -- 2. Nf3 -- 3. Ng1 -- 4. Nf3 -- 5. Ng1 *",
    ]
    texts = [LICHESS_PATH.read_text(encoding="utf-8")] + repeating
    keys = games = 0
    for text in texts:
        for mine, game in zip(fenkit.read_pgn(io.StringIO(text)), python_chess_games_of(text)):
            board = game.board()
            assert mine.start.key() == f"{chess.polyglot.zobrist_hash(board):016x}"
            for move, fen in zip(game.mainline_moves(), mine.fens("xfen", "keep")):
                board.push(move)
                assert fenkit.Position(fen).key() == f"{chess.polyglot.zobrist_hash(board):016x}"
                keys += 1
            outcome = board.outcome()
            if outcome is None:
                assert mine.outcome is None
                claims = (["threefold_repetition"] if board.is_repetition(3) else []) + (
                    ["fifty_moves"] if board.is_fifty_moves() else []
                )
                assert mine.claims == claims
            else:
                assert mine.outcome == {
                    "result": outcome.result(),
                    "reason": outcome.termination.name.lower(),
                }
                assert mine.claims == []
            games += 1
    assert games > 40 and keys > 1000
    ends = [game for game in fenkit.read_pgn(io.StringIO("\n\n".join(repeating)))]
    assert [game.claims for game in ends] == [["threefold_repetition"], ["threefold_repetition"], [], ["threefold_repetition"]]
    assert ends[2].outcome == {"result": "1/2-1/2", "reason": "fivefold_repetition"}


def python_chess_games_of(text):
    file = io.StringIO(text)
    while True:
        game = chess.pgn.read_game(file)
        if game is None:
            return
        yield game
