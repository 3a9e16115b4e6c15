"""python-chess's names on fenkit: Board, Move, Piece, squares, Outcome and Termination, one
test (or more) a name, each asserting what a python-chess user relies on."""

import pickle

import pytest

import fenkit
from fenkit import Board, Move, Piece


def test_squares_are_python_chess_integers():
    assert (fenkit.A1, fenkit.E4, fenkit.H8) == (0, 28, 63)
    assert fenkit.square_name(28) == "e4"
    assert fenkit.parse_square("e4") == fenkit.E4
    assert fenkit.square(4, 3) == fenkit.E4
    assert (fenkit.square_file(fenkit.E4), fenkit.square_rank(fenkit.E4)) == (4, 3)
    assert fenkit.square_distance(fenkit.A1, fenkit.H8) == 7
    assert fenkit.square_mirror(fenkit.E2) == fenkit.E7
    assert len(fenkit.SQUARES) == len(fenkit.SQUARE_NAMES) == 64
    with pytest.raises(ValueError, match="'e9' is no square"):
        fenkit.parse_square("e9")


def test_colours_and_piece_types():
    assert fenkit.WHITE is True and fenkit.BLACK is False
    assert [fenkit.PAWN, fenkit.KNIGHT, fenkit.BISHOP, fenkit.ROOK, fenkit.QUEEN, fenkit.KING] == [1, 2, 3, 4, 5, 6]
    assert fenkit.piece_symbol(fenkit.KNIGHT) == "n"
    assert fenkit.piece_name(fenkit.QUEEN) == "queen"
    assert fenkit.STARTING_FEN == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    assert fenkit.STARTING_BOARD_FEN == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"


def test_move_from_uci_and_back():
    move = Move.from_uci("e7e8q")
    assert (move.from_square, move.to_square, move.promotion, move.drop) == (fenkit.E7, fenkit.E8, fenkit.QUEEN, None)
    assert move.uci() == str(move) == "e7e8q"
    assert repr(move) == "Move.from_uci('e7e8q')"
    assert Move(fenkit.E7, fenkit.E8, fenkit.QUEEN) == move
    assert len({move, Move.from_uci("e7e8q"), Move.from_uci("e7e8n")}) == 2
    assert Move.null().uci() == "0000" and not Move.null() and Move.from_uci("0000") == Move.null()
    with pytest.raises(fenkit.InvalidMoveError) as err:
        Move.from_uci("e2e9")
    assert isinstance(err.value, ValueError)
    with pytest.raises(ValueError, match="64 is no square"):
        Move(64, 0)


def test_piece():
    knight = Piece(fenkit.KNIGHT, fenkit.BLACK)
    assert (knight.piece_type, knight.color, knight.symbol(), str(knight)) == (2, False, "n", "n")
    assert Piece.from_symbol("n") == knight and hash(Piece.from_symbol("n")) == hash(knight)
    assert repr(knight) == "Piece.from_symbol('n')"
    assert knight.unicode_symbol() == "♞" and knight.unicode_symbol(invert_color=True) == "♘"
    with pytest.raises(ValueError, match="is no piece"):
        Piece.from_symbol("x")
    with pytest.raises(ValueError, match="piece type 7"):
        Piece(7, True)


def test_push_pop_peek_and_the_move_stack():
    board = Board()
    assert board.push_san("e4") == Move.from_uci("e2e4")
    assert board.push_uci("c7c5") == Move.from_uci("c7c5")
    board.push(Move.from_uci("g1f3"))
    assert board.move_stack == [Move.from_uci(m) for m in ("e2e4", "c7c5", "g1f3")]
    assert board.peek() == Move.from_uci("g1f3")
    assert board.pop() == Move.from_uci("g1f3")
    assert board.fen() == "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    assert board.ply() == 2
    board.pop(), board.pop()
    assert board == Board()
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(IndexError):
        board.peek()


def test_push_checks_legality_with_python_chess_errors():
    board = Board()
    with pytest.raises(fenkit.IllegalMoveError, match="e2e5: the pawn on e2 cannot move to e5"):
        board.push_uci("e2e5")
    with pytest.raises(fenkit.IllegalMoveError):
        board.push(Move.from_uci("e7e5"))
    with pytest.raises(fenkit.InvalidMoveError):
        board.push_san("Zz9")
    board.set_fen("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1")
    with pytest.raises(fenkit.AmbiguousMoveError, match="ambiguous"):
        board.parse_san("Ne2")
    assert board.fen() == "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1"


def test_push_san_is_as_lenient_as_python_chess():
    board = Board("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
    assert board.parse_san("Qh5") == board.parse_san("Qh5") == Move.from_uci("d1h5")
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert board.parse_san("0-0") == board.parse_san("O-O") == Move.from_uci("e1g1")
    assert board.parse_san("Ra1-b1") == Move.from_uci("a1b1")
    assert board.parse_san("--") == Move.null()


def test_castling_uci_follows_the_boards_convention():
    fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    standard, chess960 = Board(fen), Board(fen, chess960=True)
    assert standard.parse_uci("e1h1") == standard.parse_uci("e1g1") == Move.from_uci("e1g1")
    assert chess960.parse_uci("e1g1") == chess960.parse_uci("e1h1") == Move.from_uci("e1h1")
    assert Move.from_uci("e1g1") in standard.legal_moves and Move.from_uci("e1h1") in chess960.legal_moves
    assert standard.is_castling(Move.from_uci("e1g1")) and chess960.is_castling(Move.from_uci("e1h1"))
    assert standard.is_kingside_castling(Move.from_uci("e1g1"))
    assert standard.is_queenside_castling(Move.from_uci("e1c1"))
    assert not standard.is_castling(Move.from_uci("e1f1"))
    assert standard.san(Move.from_uci("e1c1")) == "O-O-O"
    assert chess960.uci(Move.from_uci("e1g1")) == "e1h1"


def test_chess960_boards():
    board = Board.from_chess960_pos(0)
    assert isinstance(board, Board) and board.chess960
    assert board.fen() == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    assert board.fen(shredder=True) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    assert board.chess960_pos() == 0
    assert Board().chess960_pos() == 518
    board.push_san("e4")
    assert board.chess960_pos() is None
    with pytest.raises(ValueError, match="expected a number from 0 to 959"):
        Board.from_chess960_pos(960)
    assert repr(Board.from_chess960_pos(518)).endswith("chess960=True)")


def test_legal_moves_len_in_and_iteration():
    board = Board()
    moves = board.legal_moves
    assert len(moves) == 20 and bool(moves)
    assert Move.from_uci("g1f3") in moves and Move.from_uci("e2e5") not in moves
    assert sorted(m.uci() for m in moves)[:3] == ["a2a3", "a2a4", "b1a3"]
    assert board.is_legal(Move.from_uci("e2e4")) and not board.is_legal(Move.null())
    mated = Board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
    assert not mated.legal_moves and len(mated.legal_moves) == 0


def test_san_lan_and_parsing():
    board = Board("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
    promote = Move.from_uci("a7a8q")
    assert board.san(promote) == "a8=Q+"
    assert board.lan(promote) == "a7-a8=Q+"
    assert board.parse_san("a8=Q+") == board.parse_san("a8Q") == promote
    assert board.parse_uci("a7a8q") == promote
    with pytest.raises(fenkit.InvalidMoveError, match="expected a promotion piece"):
        board.parse_uci("a7a8k")
    assert board.san(Move.null()) == "--"


def test_en_passant_square_and_captures():
    board = Board()
    for san in ("e4", "a6", "e5", "d5"):
        board.push_san(san)
    assert board.ep_square == fenkit.D6
    ep = Move.from_uci("e5d6")
    assert board.is_en_passant(ep) and board.is_capture(ep)
    assert board.fen() == "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    board.push_san("Nf3")
    board.push_san("Nf6")
    assert board.ep_square is None
    assert Board("4k3/8/8/8/3p4/8/8/4K3 b - - 0 1").fen(en_passant="fen").endswith("- 0 1")
    lone = Board()
    lone.push_san("e4")
    assert lone.ep_square == fenkit.E3
    assert lone.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert lone.fen(en_passant="fen") == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"


def test_clocks_turn_and_castling_rights():
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 30")
    assert board.turn == fenkit.BLACK
    assert (board.halfmove_clock, board.fullmove_number) == (7, 30)
    assert board.has_kingside_castling_rights(fenkit.WHITE)
    assert not board.has_queenside_castling_rights(fenkit.WHITE)
    assert board.has_queenside_castling_rights(fenkit.BLACK)
    assert not board.has_kingside_castling_rights(fenkit.BLACK)
    assert board.castling_rights == (1 << fenkit.H1) | (1 << fenkit.A8)


def test_pieces_kings_attackers_and_check():
    board = Board("4k3/8/8/8/8/2n5/8/R3K2R w KQ - 0 1")
    assert board.piece_at(fenkit.C3) == Piece.from_symbol("n")
    assert board.piece_at(fenkit.D4) is None
    assert board.piece_type_at(fenkit.A1) == fenkit.ROOK and board.color_at(fenkit.A1) is fenkit.WHITE
    assert board.piece_map() == {fenkit.E8: Piece.from_symbol("k"), fenkit.C3: Piece.from_symbol("n"),
                                 fenkit.A1: Piece.from_symbol("R"), fenkit.E1: Piece.from_symbol("K"),
                                 fenkit.H1: Piece.from_symbol("R")}
    assert board.king(fenkit.WHITE) == fenkit.E1 and board.king(fenkit.BLACK) == fenkit.E8
    assert list(board.attackers(fenkit.BLACK, fenkit.E2)) == [fenkit.C3]
    assert fenkit.A1 in board.attackers(fenkit.WHITE, fenkit.D1)
    assert board.is_attacked_by(fenkit.BLACK, fenkit.D1) and not board.is_attacked_by(fenkit.BLACK, fenkit.F1)
    assert list(board.pieces(fenkit.ROOK, fenkit.WHITE)) == [fenkit.A1, fenkit.H1]
    assert not board.is_check()
    board.push_san("Ra8+")
    assert board.is_check() and list(board.checkers()) == [fenkit.A8]
    assert board.gives_check(Move.from_uci("e8e7")) is False


def test_square_set():
    squares = fenkit.SquareSet([fenkit.A1, fenkit.H8])
    assert len(squares) == 2 and int(squares) == 1 | 1 << 63
    assert list(reversed(squares)) == [fenkit.H8, fenkit.A1]
    assert squares == [fenkit.A1, fenkit.H8] and squares & [fenkit.A1] == [fenkit.A1]
    assert repr(fenkit.SquareSet(0x1234)) == "SquareSet(0x0000_0000_0000_1234)"
    assert str(fenkit.SquareSet([fenkit.A1])).splitlines()[-1] == "1 . . . . . . ."


def test_fen_epd_board_fen_and_set_fen():
    board = Board()
    assert board.board_fen() == fenkit.STARTING_BOARD_FEN
    assert board.epd() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    assert board.epd(bm=Move.from_uci("e2e4"), id="start") == 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id "start";'
    board.push_san("e4")
    board.set_fen("8/8/8/8/8/8/8/K6k w - - 0 1")
    assert board.move_stack == [] and board.fen() == "8/8/8/8/8/8/8/K6k w - - 0 1"
    assert Board("8/8/8/8/8/8/8/K6k w - -").fen() == "8/8/8/8/8/8/8/K6k w - - 0 1"
    with pytest.raises(fenkit.FenError) as err:
        Board("8/8/8/8/8/8/8/K7 w - - 0 1")
    assert isinstance(err.value, ValueError) and err.value.field == "board"
    with pytest.raises(ValueError, match="empty board"):
        Board(None)


def test_copy_keeps_the_stack_as_asked():
    board = Board()
    for san in ("e4", "e5", "Nf3"):
        board.push_san(san)
    copy = board.copy()
    assert type(copy) is Board and copy == board and copy.move_stack == board.move_stack
    copy.pop()
    assert len(board.move_stack) == 3
    assert board.copy(stack=False).move_stack == []
    assert board.copy(stack=1).move_stack == [Move.from_uci("g1f3")]
    assert board.root() == Board() and board.root().move_stack == []


def test_checkmate_and_outcome():
    board = Board()
    for san in ("f3", "e5", "g4", "Qh4#"):
        board.push_san(san)
    assert board.is_checkmate() and board.is_game_over()
    outcome = board.outcome()
    assert outcome == fenkit.Outcome(fenkit.Termination.CHECKMATE, fenkit.BLACK)
    assert outcome.result() == "0-1" == board.result()
    assert Board().outcome() is None and Board().result() == "*"


def test_stalemate_and_insufficient_material():
    stalemate = Board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert stalemate.is_stalemate() and stalemate.outcome().termination == fenkit.Termination.STALEMATE
    bare = Board("8/8/8/8/8/8/8/KB5k w - - 0 1")
    assert bare.is_insufficient_material() and bare.outcome().termination == fenkit.Termination.INSUFFICIENT_MATERIAL
    assert bare.has_insufficient_material(fenkit.WHITE)
    assert bare.outcome().winner is None and bare.outcome().result() == "1/2-1/2"


def test_repetitions_and_claims():
    board = Board()
    for _ in range(2):
        for san in ("Nf3", "Nf6", "Ng1", "Ng8"):
            board.push_san(san)
    assert board.is_repetition(3) and not board.is_repetition(4)
    assert board.can_claim_threefold_repetition() and board.can_claim_draw()
    assert board.outcome() is None
    assert board.outcome(claim_draw=True).termination == fenkit.Termination.THREEFOLD_REPETITION
    board.pop()
    # One move from the third occurrence: claimable by announcing Ng8.
    assert not board.is_repetition() and board.can_claim_threefold_repetition()
    for san in ("Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"):
        board.push_san(san)
    assert board.is_fivefold_repetition()
    assert board.outcome().termination == fenkit.Termination.FIVEFOLD_REPETITION


def test_fifty_and_seventyfive_moves():
    board = Board("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")
    assert not board.is_fifty_moves() and board.can_claim_fifty_moves()
    board.push_san("Ra2")
    assert board.is_fifty_moves()
    assert board.outcome(claim_draw=True).termination == fenkit.Termination.FIFTY_MOVES
    late = Board("4k3/8/8/8/8/8/8/R3K3 w - - 150 100")
    assert late.is_seventyfive_moves() and late.outcome().termination == fenkit.Termination.SEVENTYFIVE_MOVES


def test_text_and_pictures():
    board = Board()
    assert str(board).splitlines()[0] == "r n b q k b n r"
    assert str(board).splitlines()[2] == ". . . . . . . ."
    assert board.unicode().splitlines()[-1] == "♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖"
    assert board.unicode(invert_color=True).splitlines()[-1] == "♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"
    assert board.unicode(borders=True).endswith("   a b c d e f g h")
    assert board.unicode(orientation=fenkit.BLACK).splitlines()[0] == "♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖"
    board.push_san("e4")
    svg = board._repr_svg_()
    assert "<svg" in svg and "last-move" in svg
    assert repr(board) == "Board('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')"


def test_variation_san_and_zobrist_hash():
    board = Board()
    moves = [Move.from_uci(m) for m in ("e2e4", "e7e5", "g1f3")]
    assert board.variation_san(moves) == "1. e4 e5 2. Nf3"
    assert board.zobrist_hash() == 0x463B96181691FC9C


def test_board_equality_ignores_the_stack():
    played = Board()
    for san in ("Nf3", "Nf6", "Ng1", "Ng8"):
        played.push_san(san)
    assert played != Board()  # the fullmove number differs
    assert played == Board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3")
    assert Board() != "not a board"


def test_the_move_stack_follows_the_board_as_python_chess_list_does():
    board = Board()
    stack = board.move_stack
    assert not stack and len(stack) == 0 and stack == []
    for san in ("e4", "e5", "Nf3"):
        board.push_san(san)
    assert len(stack) == 3 and stack[0] == Move.from_uci("e2e4") and stack[-1] == Move.from_uci("g1f3")
    assert stack[1:] == [Move.from_uci("e7e5"), Move.from_uci("g1f3")]
    assert list(stack) == [Move.from_uci(u) for u in ("e2e4", "e7e5", "g1f3")] == stack
    assert repr(stack) == "[Move.from_uci('e2e4'), Move.from_uci('e7e5'), Move.from_uci('g1f3')]"
    with pytest.raises(IndexError):
        stack[3]
    popped = 0
    while board.move_stack:
        board.pop()
        popped += 1
    assert popped == 3 and len(stack) == 0


def test_boards_moves_and_pieces_pickle_and_copy():
    import copy

    board = Board.from_chess960_pos(100)
    for san in ("e4", "e5", "d4"):
        board.push_san(san)
    for again in (pickle.loads(pickle.dumps(board)), copy.deepcopy(board), copy.copy(board)):
        assert type(again) is Board and again == board and again.chess960
        assert again.move_stack == board.move_stack
    assert pickle.loads(pickle.dumps(Move.from_uci("e7e8q"))) == Move.from_uci("e7e8q")
    assert pickle.loads(pickle.dumps(Move.null())) == Move.null()
    assert pickle.loads(pickle.dumps(Piece.from_symbol("q"))) == Piece.from_symbol("q")


def test_has_castling_rights():
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1")
    assert board.has_castling_rights(fenkit.WHITE) and board.has_castling_rights(fenkit.BLACK)
    assert not Board("4k3/8/8/8/8/8/8/R3K2R w - - 0 1").has_castling_rights(fenkit.WHITE)


def test_legal_moves_follow_the_board_as_python_chess_generator_does():
    board = Board()
    moves = board.legal_moves
    board.push_san("e4")
    assert Move.from_uci("e7e5") in moves and Move.from_uci("e2e4") not in moves
    assert len(moves) == 20 and all(board.is_legal(move) for move in moves)
    assert repr(moves).startswith("<LegalMoveGenerator (")
