"""read_pgn, Game and write_pgn: streaming, sources, languages, errors, Chess960 tags."""

import io
import pathlib
import threading

import pytest

import fenkit

from conftest import LICHESS_100K

TWO_GAMES = (
    '[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nxe4 *\n\n'
    '[White "C"]\n[Black "D"]\n[Result "1-0"]\n\n1. d4 { a comment } d5 {[%clk 0:03:00]} 2. c4 1-0\n'
)


def test_game_fields():
    game = next(fenkit.read_pgn(io.StringIO(TWO_GAMES.split("\n\n[White")[1].join(["[White", ""]))))
    assert isinstance(game, fenkit.Game)
    assert game.tags == {"White": "C", "Black": "D", "Result": "1-0"}
    assert list(game.tags) == ["White", "Black", "Result"]
    assert game.variant == "standard"
    assert game.start == fenkit.Position()
    assert game.start_fen == fenkit.STARTING_FEN
    assert game.uci == ["d2d4", "d7d5", "c2c4"]
    assert game.san == ["d4", "d5", "c4"]
    assert game.moves("san", "fr") == ["d4", "d5", "c4"]
    assert game.moves("descriptive") == ["P-Q4", "P-Q4", "P-QB4"]
    assert game.result == "1-0"
    assert game.plies == 3
    assert game.end_fen == "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"
    assert game.end == fenkit.Position(game.end_fen)
    assert game.fens()[-1] == game.end_fen
    assert game.fens(ep="keep")[-1].endswith(" c3 0 2")
    assert len(game.fens()) == 3
    assert game.comments == ["a comment", "[%clk 0:03:00]", ""]
    assert game.start_comment == ""
    assert game.number == 1
    assert repr(game) == "<Game 1: C - D, 1-0, 3 plies>"


def test_bad_game_raises_and_reading_goes_on():
    games = fenkit.read_pgn(io.StringIO(TWO_GAMES))
    with pytest.raises(fenkit.PgnError) as info:
        next(games)
    err = info.value
    assert isinstance(err, ValueError)
    assert str(err) == "game 1, A - B (line 5, column 17): 2... Nxe4: no black knight can move to e4"
    assert (err.game, err.line, err.column) == (1, 5, 17)
    game = next(games)
    assert game.number == 2
    assert game.uci == ["d2d4", "d7d5", "c2c4"]
    with pytest.raises(StopIteration):
        next(games)


def test_keep_going_skips_and_counts():
    games = fenkit.read_pgn(io.StringIO(TWO_GAMES), keep_going=True)
    assert [game.number for game in games] == [2]
    assert games.skipped == 1
    assert games.games == 1
    assert repr(games) == "<GameReader: 1 games read, 1 skipped>"
    assert isinstance(games.last_error, fenkit.PgnError)
    assert games.last_error.game == 1


def test_sources_path_str_bytes_file(tmp_path):
    expected = [game.uci for game in fenkit.read_pgn(str(LICHESS_100K))]
    assert len(expected) == 47
    assert [g.uci for g in fenkit.read_pgn(LICHESS_100K)] == expected
    assert [g.uci for g in fenkit.read_pgn(io.StringIO(LICHESS_100K.read_text()))] == expected
    assert [g.uci for g in fenkit.read_pgn(LICHESS_100K.read_bytes())] == expected
    with open(LICHESS_100K, "rb") as file:
        assert [g.uci for g in fenkit.read_pgn(file)] == expected
    assert [g.uci for g in fenkit.read_pgn(io.BytesIO(LICHESS_100K.read_bytes()))] == expected
    with open(LICHESS_100K, encoding="utf-8") as text_file:
        assert [g.uci for g in fenkit.read_pgn(text_file)] == expected
    missing = str(tmp_path / "missing.pgn")
    with pytest.raises(FileNotFoundError) as info:
        fenkit.read_pgn(missing)
    assert info.value.filename == missing and "missing.pgn" in str(info.value)
    # A str is a path, never PGN: text goes through io.StringIO.
    with pytest.raises(FileNotFoundError):
        fenkit.read_pgn("1. e4 e5 *\n")
    with pytest.raises(TypeError, match="expected a path"):
        fenkit.read_pgn(42)


def test_compressed_files_and_streams(tmp_path):
    import bz2
    import gzip

    expected = [g.uci for g in fenkit.read_pgn(LICHESS_100K)]
    data = LICHESS_100K.read_bytes()
    for name, packed, opener in [("gz", gzip.compress(data), gzip.open), ("bz2", bz2.compress(data), bz2.open)]:
        path = tmp_path / f"games.pgn.{name}"
        path.write_bytes(packed)
        assert [g.uci for g in fenkit.read_pgn(path)] == expected, name
        assert [g.uci for g in fenkit.read_pgn(io.BytesIO(packed))] == expected, name
        with opener(path, "rb") as file:
            assert [g.uci for g in fenkit.read_pgn(file)] == expected, name
        with opener(path, "rt", encoding="utf-8") as file:
            assert [g.uci for g in fenkit.read_pgn(file)] == expected, name


def test_zstd_files_as_lichess_ships_them(tmp_path):
    import shutil
    import subprocess

    if shutil.which("zstd") is None:
        pytest.skip("the zstd command is not installed")
    path = tmp_path / "games.pgn.zst"
    subprocess.run(["zstd", "-q", "-o", str(path), str(LICHESS_100K)], check=True)
    assert [g.uci for g in fenkit.read_pgn(path)] == [g.uci for g in fenkit.read_pgn(LICHESS_100K)]


def test_auto_reads_a_one_off_french_letter_in_an_english_file():
    # Why English is the default: "2. Ch3" is no English move, and "auto" finds a language in
    # which every move of the game is legal: French, where C is the knight.
    text = "1. e4 e5 2. Ch3 d6 *\n"
    assert next(fenkit.read_pgn(io.StringIO(text), lang="auto")).san[2] == "Nh3"
    with pytest.raises(fenkit.PgnError, match="Ch3"):
        next(fenkit.read_pgn(io.StringIO(text)))


def test_streams_one_game_at_a_time():
    # A file object that counts what was read: the first game comes before the whole file.
    class Counting(io.BytesIO):
        consumed = 0

        def read(self, n=-1):
            data = super().read(n)
            Counting.consumed += len(data)
            return data

    data = LICHESS_100K.read_bytes() * 20
    games = fenkit.read_pgn(Counting(data))
    next(games)
    assert Counting.consumed < len(data) / 4
    assert sum(1 for _ in games) == 47 * 20 - 1


def test_languages():
    french = "1. e4 e6 2. Cf3 d5 3. Fd3 *\n"
    german = "1. e4 e6 2. Sf3 d5 3. Ld3 *\n"
    expected = ["e2e4", "e7e6", "g1f3", "d7d5", "f1d3"]
    assert next(fenkit.read_pgn(io.StringIO(french), lang="auto")).uci == expected
    assert next(fenkit.read_pgn(io.StringIO(french), lang="fr")).uci == expected
    assert next(fenkit.read_pgn(io.StringIO(german), lang="auto")).uci == expected
    for english in ({}, {"lang": "en"}):  # English is the default, as in the CLI
        with pytest.raises(fenkit.PgnError) as info:
            next(fenkit.read_pgn(io.StringIO(french), **english))
        assert info.value.column == 13
    assert "found 'C'" in str(info.value)


LICHESS_960 = """[Event "Casual Chess960 game"]
[Site "https://lichess.org/abcdefgh"]
[Result "*"]
[Variant "Chess960"]
[FEN "nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w KQkq - 0 1"]

1. g3 { [%clk 0:03:00] } 1... e5 2. Nb3 $1 (2. f4) 2... Ng6 *
"""


def test_chess960_xfen_tag_and_writing_shredder():
    game = next(fenkit.read_pgn(io.StringIO(LICHESS_960)))
    assert game.variant == "chess960"
    assert game.start.dialect == "xfen"
    assert game.start.chess960_number is not None
    written = fenkit.write_pgn(game, fen_dialect="shredder", lang="de")
    assert '[FEN "nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w EBeb - 0 1"]' in written
    assert "2. Sb3 $1 ( 2. f4 ) 2... Sg6 *" in written
    again = next(fenkit.read_pgn(io.StringIO(written), lang="de"))
    assert again.uci == game.uci
    assert again.start.dialect == "shredder"
    assert fenkit.write_pgn(game) == str(game)
    assert '[FEN "nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w KQkq - 0 1"]' in str(game)


def test_chess960_shredder_tag_without_variant_and_castling():
    # CCRL and chess.com: no Variant tag, a Shredder-FEN FEN tag. King on f1, rook on g1:
    # castling king-side swaps them (king and rook adjacent); the king lands on g1.
    pgn = (
        '[FEN "rk6/8/8/8/8/8/8/4RKR1 w GEa - 0 1"]\n[SetUp "1"]\n\n'
        "1. O-O O-O-O 2. Rd1 *\n"
    )
    game = next(fenkit.read_pgn(io.StringIO(pgn)))
    assert game.variant == "chess960"
    assert game.start.dialect == "shredder"
    assert game.uci == ["f1g1", "b8a8", "e1d1"]
    assert game.san == ["O-O", "O-O-O", "Rd1"]
    assert game.fens()[:2] == [
        "rk6/8/8/8/8/8/8/4RRK1 b q - 1 1",
        "2kr4/8/8/8/8/8/8/4RRK1 w - - 2 2",
    ]
    assert game.end_fen == "2kr4/8/8/8/8/8/8/3R1RK1 b - - 3 2"


def test_chess960_king_that_does_not_move():
    # King on g1 with its rook on h1: O-O leaves the king where it is, the rook goes to f1.
    pos = fenkit.Position.from_fen("1k6/8/8/8/8/8/8/6KR w H - 0 1")
    assert pos.dialect == "shredder"
    assert pos.read_move("O-O") == "g1h1"
    after = pos.play("O-O")
    assert after.fen() == "1k6/8/8/8/8/8/8/5RK1 b - - 1 1"
    assert pos.fen() == "1k6/8/8/8/8/8/8/6KR w K - 0 1"
    with pytest.raises(fenkit.LossyConversion, match="it needs the king on e1, found it on g1"):
        pos.fen("standard")
    assert pos.write_move("g1h1", notation="lan") == "O-O"


def test_write_pgn_lossy_conversion():
    game = next(fenkit.read_pgn(io.StringIO('[FEN "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1"]\n\n1. Kf1 *\n')))
    with pytest.raises(fenkit.LossyConversion):
        fenkit.write_pgn(game, fen_dialect="standard")
    assert '[FEN "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1"]' in fenkit.write_pgn(game, fen_dialect="shredder")


def test_threads_read_files_in_parallel():
    results = {}

    def read(index):
        results[index] = [game.end_fen for game in fenkit.read_pgn(LICHESS_100K, lang="en")]

    threads = [threading.Thread(target=read, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 4
    assert all(result == results[0] for result in results.values())
    assert len(results[0]) == 47


def test_compressed_file_objects(tmp_path):
    import bz2
    import gzip

    expected = [game.end_fen for game in fenkit.read_pgn(LICHESS_100K, lang="en")]
    for module, name in ((gzip, "games.pgn.gz"), (bz2, "games.pgn.bz2")):
        path = tmp_path / name
        with module.open(path, "wb") as out:
            out.write(LICHESS_100K.read_bytes())
        with module.open(path, "rb") as file:
            assert [game.end_fen for game in fenkit.read_pgn(file, lang="en")] == expected


def test_games_and_positions_pickle():
    import pickle

    games = list(fenkit.read_pgn(LICHESS_100K)) + [next(fenkit.read_pgn(io.StringIO(LICHESS_960)))]
    for game in games:
        back = pickle.loads(pickle.dumps(game))
        # A game travels as its export PGN: what it says is kept (a suffix glyph such as
        # `?!` may come back as its NAG, `$6`, where the writer writes NAGs).
        assert str(back) == str(game)
        assert (back.number, back.uci, back.comments, back.tags) == (game.number, game.uci, game.comments, game.tags)
        assert back.fens() == game.fens() and back.result == game.result
        assert pickle.loads(pickle.dumps(game.end)) == game.end
    assert games[0] == next(fenkit.read_pgn(LICHESS_100K))
    assert games[0] != games[1]
    assert games[0] != "a game"


def test_comments_of_the_main_line_only():
    game = next(fenkit.read_pgn(io.StringIO("{ start } 1. e4 { main } ( 1. d4 { side } d5 ) 1... e5 {reply} {again} 2. Nf3 *\n")))
    assert game.start_comment == "start"
    assert game.comments == ["main", "reply again", ""]
    assert "( 1. d4 { side } 1... d5 )" in fenkit.write_pgn(game)


def test_null_moves_keep_the_plies_in_step():
    game = next(fenkit.read_pgn(io.StringIO("1. e4 -- { pass } 2. d4 Nf6 *\n")))
    assert game.uci == ["e2e4", "0000", "d2d4", "g8f6"]
    assert game.san == ["e4", "--", "d4", "Nf6"]
    assert game.plies == 4
    assert game.comments == ["", "pass", "", ""]
    assert game.fens()[1] == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"
    assert game.fens()[-1] == game.end_fen
    assert game.end_fen == "rnbqkb1r/pppppppp/5n2/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3"


def test_tags_changed_are_kept_and_written():
    game = next(fenkit.read_pgn(io.StringIO('[Event "Casual"]\n[Annotator "x"]\n\n1. e4 *\n')))
    game.tags["Event"] = "Hastings"
    game.tags["Opening"] = "King's pawn"
    del game.tags["Annotator"]
    assert game.tags == {"Event": "Hastings", "Opening": "King's pawn"}
    assert game.tags["Event"] == "Hastings" and "Opening" in game.tags and len(game.tags) == 2
    assert dict(game.tags.items()) == {"Event": "Hastings", "Opening": "King's pawn"}
    written = str(game)
    assert written.startswith('[Event "Hastings"]\n')
    assert '[Opening "King\'s pawn"]\n' in written and "Annotator" not in written
    assert fenkit.write_pgn(game) == written
    game.tags.update({"White": "Réti"})
    assert game.tags.get("White") == "Réti" and game.tags.get("Black") is None
    game.tags = {"Site": "?"}
    assert list(game.tags) == ["Site"]
    with pytest.raises(KeyError):
        del game.tags["Event"]
    with pytest.raises(ValueError, match="expected letters, digits and '_'"):
        game.tags["Two words"] = "x"


def test_plies_are_the_ones_every_front_end_gives():
    # The CLI's `pgn --to json` and the page's /api/analyze check the same list.
    import json

    data = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "pgn"
    expected = json.loads((data / "lichess_clocks.plies.json").read_text(encoding="utf-8"))
    game = next(fenkit.read_pgn(data / "lichess_clocks.pgn"))
    assert game.uci == expected["uci"]
    assert game.san == expected["san"]
    assert game.start_comment == expected["start_comment"]
    assert game.comments == [c or "" for c in expected["comments"]]
    assert game.clocks == expected["clk"]
    assert game.elapsed == expected["emt"]
    evals = [None if e is None else next(iter(e.items())) for e in expected["eval"]]
    assert game.evals == evals


def test_a_null_move_is_0000_in_uci_and_the_position_passes():
    game = next(fenkit.read_pgn(io.StringIO("1. e4 -- 2. d4 *")))
    assert game.uci == ["e2e4", "0000", "d2d4"]
    assert game.moves("uci") == ["e2e4", "0000", "d2d4"]
    assert game.san == ["e4", "--", "d4"]
    assert game.fens()[1] == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"

def test_a_chess960_game_castles_king_takes_rook_in_uci():
    # The game: the standard array in Shredder-FEN, 4. O-O; as the CLI and the page
    # write it. Without the Variant tag and in standard FEN, standard UCI.
    pgn = (
        '[Variant "Chess960"]\n'
        '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"]\n[SetUp "1"]\n\n'
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
    )
    game = next(fenkit.read_pgn(io.StringIO(pgn)))
    assert game.uci[-1] == "e1h1"
    assert game.moves("uci")[-1] == "e1h1"
    assert game.start.is_chess960
    standard = pgn.replace('[Variant "Chess960"]\n', "").replace("HAha", "KQkq")
    game = next(fenkit.read_pgn(io.StringIO(standard)))
    assert game.uci[-1] == "e1g1"
    assert not game.start.is_chess960


def test_a_positions_castling_convention_is_its_own():
    shredder = fenkit.Position.from_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1")
    assert shredder.is_chess960
    assert {"e1h1", "e1a1"} <= set(shredder.legal_moves())
    standard = fenkit.Position.from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert not standard.is_chess960
    assert {"e1g1", "e1c1"} <= set(standard.legal_moves())
    assert fenkit.Position.chess960(518).is_chess960
    assert not fenkit.Position().is_chess960
    # Kept by moves played and by pickling.
    import pickle

    after = fenkit.Position.chess960(518).play("e4")
    assert after.is_chess960
    assert pickle.loads(pickle.dumps(after)).is_chess960
