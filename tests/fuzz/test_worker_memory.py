"""The fuzz worker's memory, cell by cell (harness.py), and the memory check after a cell that
left values to the releasing thread.

`make fuzz` with seed 1795985008 found 105 "memory" findings (peaks of 416-468 MB against a
192 MB budget) in runs of consecutive cases, each run ending where the worker was recycled: the
peak judged was the earlier cells' values, still being freed by the releasing thread or kept as
free heap, not the cell's own. The worker now settles before each cell.
"""

import os
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from harness import Worker  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()
BUDGET = 192 << 20

#: A million small arrays held by a global: some 110 MB, freed level by level when the cell's
#: session ends, which takes a debug build seconds.
LEAVES_VALUES = "var rows = (0..<1_000_000).map { [$0, $0] }\nprint(rows.count)"


@pytest.fixture
def worker_factory():
    if not BINARY.exists():
        pytest.skip(f"no shapebook binary at {BINARY}")
    made = []

    def make(**options):
        worker = Worker(BINARY, BUDGET, 3 << 30, **options)
        made.append(worker)
        return worker

    yield make
    for worker in made:
        worker.close()


def test_a_cell_is_not_charged_with_the_values_of_the_cell_before(worker_factory):
    worker = worker_factory()
    worker.run("print(1)", 60, 5)
    alone = worker.peak_memory()
    answer = worker.run(LEAVES_VALUES, 60, 5)
    assert answer["status"] == "ok", answer
    assert worker.peak_memory() > alone + (64 << 20), "the first cell did not hold the memory the test needs"
    worker.run("print(1)", 60, 5)
    after = worker.peak_memory()
    assert after < alone + (32 << 20), f"a one-line cell peaked at {after >> 20} MB after a large one, " \
                                       f"{alone >> 20} MB alone"
    assert worker.settled == 2 and worker.unsettled == 0


def test_a_cell_after_one_that_left_values_gets_its_memory(worker_factory):
    # Not settled: the second cell starts while the first one's values are still being freed.
    # Its 96 MB fit the budget once they are, not before: the memory check waits for them.
    worker = worker_factory(settle=False)
    answer = worker.run(LEAVES_VALUES, 60, 5)
    assert answer["status"] == "ok", answer
    answer = worker.run("let zeros = Array(repeating: 0, count: 4_000_000)\nprint(zeros.count)", 60, 5)
    assert answer["status"] == "ok", answer


def test_freeing_a_cells_values_takes_no_more_memory(worker_factory):
    # The releasing thread copied every element of an array it freed into a list of its own,
    # growing it by doubling: freeing these million arrays peaked 46 MB above what they held.
    worker = worker_factory(settle=False)
    answer = worker.run(LEAVES_VALUES, 60, 5)
    assert answer["status"] == "ok", answer
    worker._reset_peak_memory()
    held = worker.resident_memory()
    worker.settle = True
    worker._settle(LEAVES_VALUES)
    assert worker.settled == 1, "the worker did not settle"
    rise = worker.peak_memory() - held
    assert rise < 12 << 20, f"freeing the cell's values peaked {rise >> 20} MB above what they held"
