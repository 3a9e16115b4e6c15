"""The package as a whole: every name exported, documented, typed, and its exceptions."""

import ast
import pathlib

import pytest

import fenkit

STUBS = pathlib.Path(fenkit.__file__).with_name("_fenkit.pyi")


def test_every_name_is_exported_documented_and_typed():
    stubbed = {
        node.name if not isinstance(node, ast.AnnAssign) else node.target.id
        for node in ast.parse(STUBS.read_text()).body
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AnnAssign))
    }
    # The Python half is typed in its own source (the package ships py.typed).
    import fenkit.board
    import fenkit.squares
    for module in (fenkit.board, fenkit.squares):
        stubbed |= set(vars(module)) - {"_fenkit"}
    assert pathlib.Path(fenkit.__file__).with_name("py.typed").is_file()
    for name in fenkit.__all__:
        assert hasattr(fenkit, name), name
        assert name in stubbed, name
        value = getattr(fenkit, name)
        if callable(value):
            assert value.__doc__ and len(value.__doc__) > 20, name


def test_exceptions_are_value_errors():
    for error in (fenkit.FenError, fenkit.LossyConversion, fenkit.MoveError, fenkit.PgnError, fenkit.EpdError, fenkit.TextError):
        assert issubclass(error, ValueError)
        assert error.__module__ == "fenkit"
    for error in (fenkit.InvalidMoveError, fenkit.IllegalMoveError, fenkit.AmbiguousMoveError):
        assert issubclass(error, fenkit.MoveError) and error.__module__ == "fenkit"


def test_langs_and_constants():
    assert len(fenkit.LANGS) == 18
    assert {"en", "fr", "de", "ru"} <= set(fenkit.LANGS)
    assert fenkit.STARTING_FEN == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    for lang in fenkit.LANGS:
        assert fenkit.Position().san("g1f3", lang=lang).endswith("f3")


def test_methods_have_docstrings():
    for cls in (fenkit.Position, fenkit.Game, fenkit.EpdRecord, fenkit.Board, fenkit.Move, fenkit.Piece):
        for name in dir(cls):
            if not name.startswith("_"):
                assert getattr(cls, name).__doc__, f"{cls.__name__}.{name}"


def test_the_python_chess_modules_names_are_documented():
    import fenkit.pgn

    for name in fenkit.pgn.__all__:
        value = getattr(fenkit.pgn, name)
        if callable(value):
            assert value.__doc__ and len(value.__doc__) > 20, name
    for cls in (fenkit.pgn.Game, fenkit.pgn.ChildNode, fenkit.Board):
        for name in dir(cls):
            if not name.startswith("_"):
                assert getattr(cls, name).__doc__, f"{cls.__name__}.{name}"
