"""The same scenarios through python-chess and through fenkit's python-chess names, their
printed outputs compared: a script ported by changing its import prints the same.

Each scenario is a function of the module (``chess`` or ``fenkit``) that returns what the script
would print."""

import io
import random

import chess
import chess.pgn
import pytest

import fenkit
import fenkit.pgn

from conftest import lichess_samples

MODULES = {"python-chess": chess, "fenkit": fenkit}


def both(scenario, *args):
    """The scenario's output through python-chess and through fenkit."""
    return [scenario(module, *args) for module in (chess, fenkit)]


def assert_same(scenario, *args):
    theirs, ours = both(scenario, *args)
    assert ours == theirs
    return ours


# Boards after pushes and pops.

def pushes_and_pops(m, sans):
    board = m.Board()
    out = []
    for san in sans:
        move = board.push_san(san)
        out.append((move.uci(), str(board), board.fen(), board.unicode(), board.is_check()))
    while board.move_stack:
        out.append((board.peek().uci(), board.pop().uci(), board.fen(), board.ply()))
    return out


def test_boards_after_pushes_and_pops():
    opening = "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5".split()
    out = assert_same(pushes_and_pops, opening)
    assert len(out) == 2 * len(opening)


def playout(m, fen, chess960, seed, plies):
    """A random game from a position: at each ply everything a script asks of the board, then
    a move picked from the legal moves in UCI order."""
    rng = random.Random(seed)
    board = m.Board(fen, chess960=chess960)
    out = []
    for _ in range(plies):
        moves = sorted(board.legal_moves, key=lambda mv: mv.uci())
        out.append((
            board.fen(), board.fen(en_passant="fen"), board.epd(), board.board_fen(), board.turn,
            board.ep_square, board.halfmove_clock, board.fullmove_number,
            [board.has_kingside_castling_rights(c) for c in (True, False)],
            [board.has_queenside_castling_rights(c) for c in (True, False)],
            [(mv.uci(), board.san(mv), board.lan(mv), board.is_castling(mv), board.is_en_passant(mv),
              board.is_capture(mv), board.gives_check(mv)) for mv in moves],
            board.is_check(), sorted(board.checkers()), board.king(True), board.king(False),
            sorted((sq, p.symbol()) for sq, p in board.piece_map().items()),
            [sorted(board.attackers(c, sq)) for c in (True, False) for sq in (0, 27, 36, 63)],
            board.is_checkmate(), board.is_stalemate(), board.is_insufficient_material(),
            board.is_seventyfive_moves(), board.is_fivefold_repetition(), board.is_repetition(2),
            board.can_claim_fifty_moves(),
        ))
        if not moves:
            break
        move = moves[rng.randrange(len(moves))]
        assert board.parse_uci(move.uci()) == move
        assert board.parse_san(board.san(move)) == move
        board.push(move)
    outcome = board.outcome()
    out.append(None if outcome is None else (outcome.termination.name, outcome.winner, outcome.result()))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_random_standard_games(seed):
    plies = assert_same(playout, chess.STARTING_FEN, False, seed, 120)
    assert len(plies) > 20


@pytest.mark.parametrize("number", [0, 105, 314, 518, 959])
def test_random_chess960_games(number):
    fen = chess.Board.from_chess960_pos(number).fen()
    assert_same(playout, fen, True, number, 100)


@pytest.mark.parametrize(
    "fen",
    [
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",  # en passant
        "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 3",  # en passant, Black
        "4k3/8/8/2KpP2r/8/8/8/8 w - d6 0 1",  # en passant that would expose the king
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",  # promotions, castling
        "1r2k2r/8/8/8/8/8/8/1R2K2R w Kk - 0 1",  # castling with a rook beside
        "8/5P1k/8/8/8/8/8/K7 w - - 0 1",  # promotion with check
        "7k/8/8/8/8/8/8/KB6 w - - 0 1",  # insufficient material
        "4k3/8/8/8/8/8/8/R3K3 w - - 99 80",  # the fifty-move rule
    ],
)
def test_positions(fen):
    assert_same(playout, fen, False, 1, 12)


# Outcomes and claims.

def claims_along(m, fen, sans):
    board = m.Board(fen)
    out = []
    for san in sans:
        board.push_san(san)
        outcome = board.outcome()
        claimed = board.outcome(claim_draw=True)
        out.append((
            None if outcome is None else (outcome.termination.name, outcome.winner),
            None if claimed is None else (claimed.termination.name, claimed.winner),
            board.is_repetition(), board.is_repetition(2), board.is_fivefold_repetition(),
            board.can_claim_threefold_repetition(), board.can_claim_fifty_moves(),
            board.can_claim_draw(), board.is_game_over(), board.is_game_over(claim_draw=True),
            board.result(), board.result(claim_draw=True),
        ))
    return out


KNIGHTS = "Nf3 Nf6 Ng1 Ng8".split()


@pytest.mark.parametrize(
    "fen, sans",
    [
        (chess.STARTING_FEN, KNIGHTS * 5),
        (chess.STARTING_FEN, "f3 e5 g4 Qh4#".split()),
        ("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1", ["Kg6"]),
        ("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", ["Kxd2"]),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 97 80", "Ra2 Kd8 Ra1 Ke8 Ra2".split()),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 146 80", "Ra2 Kd8 Ra1 Ke8 Ra2".split()),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8".split()),
    ],
)
def test_outcomes_and_claims(fen, sans):
    assert_same(claims_along, fen, sans)


# Errors: the same inputs refused by both, as ValueErrors of python-chess's names.

MOVE_ERRORS = [
    ("push_san", chess.STARTING_FEN, "Qh5", "IllegalMoveError"),
    ("push_san", chess.STARTING_FEN, "Nf4", "IllegalMoveError"),
    ("push_san", chess.STARTING_FEN, "xyz", "InvalidMoveError"),
    ("push_san", chess.STARTING_FEN, "", "InvalidMoveError"),
    ("push_san", "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1", "Ne2", "AmbiguousMoveError"),
    ("push_uci", chess.STARTING_FEN, "e2e5", "IllegalMoveError"),
    ("push_uci", chess.STARTING_FEN, "e1g1", "IllegalMoveError"),
    ("push_uci", chess.STARTING_FEN, "e2", "InvalidMoveError"),
    ("parse_uci", chess.STARTING_FEN, "e7e5", "IllegalMoveError"),
    ("parse_san", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "e4", "IllegalMoveError"),
]


def refused(m, method, fen, text):
    board = m.Board(fen)
    try:
        getattr(board, method)(text)
    except ValueError as err:
        return type(err).__name__, isinstance(err, ValueError), board.fen()
    return None


@pytest.mark.parametrize("method, fen, text, name", MOVE_ERRORS)
def test_move_errors(method, fen, text, name):
    theirs, ours = both(refused, method, fen, text)
    assert theirs == (name, True, fen)
    assert ours == theirs


def test_fen_errors_are_value_errors():
    for fen in ("8/8/8/8/8/8/8/8 w - - 0 1x", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "nonsense"):
        for m in (chess, fenkit):
            with pytest.raises(ValueError):
                m.Board(fen)


# Every game of the lichess samples.

def games_of(m, path):
    out = []
    with open(path, encoding="utf-8") as handle:
        while True:
            game = m.pgn.read_game(handle)
            if game is None:
                return out
            board = game.board()
            nodes = []
            for node in game.mainline():
                nodes.append((node.move.uci(), node.san(), node.comment, node.clock(), node.emt(), sorted(node.nags), node.ply()))
                board.push(node.move)
            out.append((dict(game.headers), game.board().fen(), nodes, board.fen(), game.end().board().fen(),
                        [m.uci() for m in game.mainline_moves()], game.errors))


@pytest.mark.parametrize("path", lichess_samples(), ids=lambda p: p.name)
def test_every_lichess_game(path):
    games = assert_same(games_of, path)
    assert len(games) > 40 and sum(len(game[2]) for game in games) > 1000


def headers_of(m, path):
    out = []
    with open(path, encoding="utf-8") as handle:
        while (headers := m.pgn.read_headers(handle)) is not None:
            out.append(dict(headers))
    return out


def test_read_headers_of_every_lichess_game():
    assert len(assert_same(headers_of, lichess_samples()[0])) > 40


# Games built, edited and read back, each module reading what the other wrote.

def build(m):
    game = m.pgn.Game()
    game.headers["Event"] = "Built"
    game.headers["White"] = "Me"
    game.comment = "a game built by hand"
    node = game.add_variation(m.Move.from_uci("e2e4"), comment="king's pawn", nags=[1])
    reply = node.add_variation(m.Move.from_uci("e7e5"))
    node.add_variation(m.Move.from_uci("c7c5"), starting_comment="or", nags=[5])
    node.add_variation(m.Move.from_uci("e7e6"))
    reply = reply.add_main_variation(m.Move.from_uci("g1f3"), comment="[%clk 0:03:00]")
    reply.add_line([m.Move.from_uci(u) for u in ("b8c6", "f1b5", "a7a6")], comment="Ruy Lopez")
    node.demote(m.Move.from_uci("c7c5"))
    node.promote(m.Move.from_uci("e7e6"))
    game.headers["Result"] = "*"
    return game


def tree(game):
    """A game's tree as plain values."""
    def walk(node):
        return [(child.move.uci(), child.san(), child.comment, child.starting_comment if child.starts_variation() else "",
                 sorted(child.nags), child.clock(), walk(child)) for child in node.variations]
    return dict(game.headers), game.comment, walk(game)


def test_games_built_edited_and_read_back_across():
    theirs, ours = build(chess), build(fenkit)
    assert tree(ours) == tree(theirs)
    for game in (theirs, ours):
        text = str(game)
        read = [m.pgn.read_game(io.StringIO(text)) for m in (chess, fenkit)]
        assert tree(read[0]) == tree(read[1]) == tree(theirs)


def from_board(m, sans):
    board = m.Board()
    for san in sans:
        board.push_san(san)
    game = m.pgn.Game.from_board(board)
    game.headers["Event"] = "From a board"
    again = m.pgn.read_game(io.StringIO(str(game)))
    return tree(game), tree(again), again.end().board().fen(), again.headers["Result"]


def test_games_from_boards():
    assert_same(from_board, "f3 e5 g4 Qh4#".split())
    assert_same(from_board, KNIGHTS * 2)


def edit_lichess_game(m, path):
    with open(path, encoding="utf-8") as handle:
        game = m.pgn.read_game(handle)
    game.headers["Event"] = "Edited"
    del game.headers["Site"]
    second = game.next().next()
    second.comment = "edited"
    second.nags.add(2)
    second.parent.add_variation(m.Move.from_uci("c7c5"), comment="instead")
    game.end().parent.remove_variation(game.end().move)
    return tree(m.pgn.read_game(io.StringIO(str(game))))


def test_lichess_game_edited_and_read_back():
    path = lichess_samples()[0]
    assert_same(edit_lichess_game, path)


def test_chess960_game_read_by_both():
    board = chess.Board.from_chess960_pos(0)
    for san in "Nf3 Nf6 Ne3 Ne6 c3 c6 Qc2 Qc7 O-O-O O-O-O".split():
        board.push_san(san)
    text = str(chess.pgn.Game.from_board(board))
    games = [m.pgn.read_game(io.StringIO(text)) for m in (chess, fenkit)]
    assert tree(games[0]) == tree(games[1])
    assert games[0].end().board().fen() == games[1].end().board().fen()
    assert [move.uci() for move in games[1].mainline_moves()][-2:] == ["g1f1", "g8f8"]


def exported(m, text):
    """The game written by every exporter, each read back by python-chess (the texts differ in
    layout: fenkit wraps at 79 characters, writes the tags in the standard's order and the
    move number after a NAG)."""
    game = m.pgn.read_game(io.StringIO(text))
    texts = [game.accept(m.pgn.StringExporter(headers=h, comments=c, variations=v))
             for h in (True, False) for c in (True, False) for v in (True, False)]
    texts.append(game.accept(m.pgn.StringExporter(columns=None, headers=False)))
    handle = io.StringIO()
    written = game.accept(m.pgn.FileExporter(handle, headers=False))
    texts.append(handle.getvalue())
    assert written == len(handle.getvalue()) and handle.getvalue().endswith("*\n\n")
    assert "\n" not in texts[-2]
    return [tree(chess.pgn.read_game(io.StringIO(t))) for t in texts], [t.startswith("[") for t in texts]


def test_exporters_without_headers_comments_or_variations():
    text = '[Event "x"]\n[Result "*"]\n\n1. e4 { c } e5 ( 1... c5 $1 { sic } 2. Nf3 ) 2. Nf3 $2 Nc6 3. Bb5 a6 *\n'
    assert_same(exported, text)


def find_and_push(m, fen, pairs):
    board = m.Board(fen)
    return [board.san_and_push(board.find_move(a, b)) for a, b in pairs]


def test_find_move_and_san_and_push():
    assert assert_same(find_and_push, chess.STARTING_FEN, [(chess.E2, chess.E4), (chess.E7, chess.E5), (chess.G1, chess.F3)]) == ["e4", "e5", "Nf3"]
    assert assert_same(find_and_push, "4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1", [(chess.A7, chess.A8), (chess.E8, chess.D7), (chess.E1, chess.C1)]) == ["a8=Q+", "Kd7", "O-O-O+"]
    for m in (chess, fenkit):
        with pytest.raises(m.IllegalMoveError):
            m.Board().find_move(chess.E2, chess.E5)
