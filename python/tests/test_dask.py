"""The lichess samples on a real Dask cluster (two worker processes), one partition per file:
exactly the results of a plain loop."""

import sys

import pytest

import fenkit

from conftest import lichess_samples

dask_bag = pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")


def summarize(paths):
    """One partition: every game of each file, as (file, game number, Site, plies, end FEN)."""
    out = []
    for path in paths:
        for game in fenkit.read_pgn(path, lang="en"):
            out.append((path, game.number, game.tags.get("Site"), game.plies, game.end_fen))
    return out


def split(path, parts, folder):
    """Writes the games of a PGN file into `parts` files, whole games each."""
    text = path.read_text(encoding="utf-8")
    games = text.split("\n\n[Event ")
    games = [games[0]] + ["[Event " + game for game in games[1:]]
    size = -(-len(games) // parts)
    paths = []
    for index in range(parts):
        chunk = games[index * size : (index + 1) * size]
        if chunk:
            out = folder / f"{path.stem}.{index}.pgn"
            out.write_text("\n\n".join(chunk).rstrip("\n") + "\n", encoding="utf-8")
            paths.append(str(out))
    return paths


def test_local_cluster_two_processes_matches_a_plain_loop(tmp_path):
    import cloudpickle

    # The workers cannot import this test module: send `summarize` by value.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    paths = []
    for sample in lichess_samples():
        paths += split(sample, 4, tmp_path)
    assert len(paths) >= 4

    expected = summarize(paths)
    whole = [(g.tags.get("Site"), g.plies, g.end_fen) for s in lichess_samples() for g in fenkit.read_pgn(s, lang="en")]
    assert [row[2:] for row in expected] == whole

    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        bag = dask_bag.from_sequence(paths, npartitions=len(paths))
        assert bag.npartitions == len(paths)
        results = bag.map_partitions(summarize).compute()
        games = bag.map_partitions(lambda ps: [len(summarize(ps))]).sum().compute()
        plies = bag.map_partitions(lambda ps: [sum(row[3] for row in summarize(ps))]).sum().compute()

    assert sorted(results) == sorted(expected)
    assert results == expected
    assert games == len(expected)
    assert plies == sum(row[3] for row in expected)
