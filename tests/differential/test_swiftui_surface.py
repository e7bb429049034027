"""The SwiftUI surface cannot rot: the stub modules build without a warning, every accepted
SwiftUI cell type-checks against them, every rejected one fails with its recorded first error,
today's cells (scripts, seed listings, notebooks, README and docs examples) get from swiftc the
verdict they get from Shapebook, and the cell splitter keeps a cell's lines where they were.
"""

import pytest

import differential_corpus
import shapebook_runner
import swift_cells
import swiftui_surface

CORPUS = swiftui_surface.corpus_cells()


@pytest.fixture(scope="module")
def verdicts():
    checker = swiftui_surface.SurfaceChecker()
    return {v.cell.origin: v for v in checker.verdicts(CORPUS)}


def test_the_stub_modules_build():
    stub = swiftui_surface.build_stub()
    for module in swiftui_surface.STUB_MODULES:
        assert (stub / f"{module}.swiftmodule").exists()


def test_the_corpus_has_both_directions():
    rejected = [c for c in CORPUS if c.shapebook_rejects]
    assert len(rejected) >= 30 and len(CORPUS) - len(rejected) >= 20


@pytest.mark.parametrize("cell", CORPUS, ids=lambda c: c.origin.removeprefix("Tests/Differential/SwiftUI/"))
def test_swiftc_gives_the_recorded_verdict(cell, verdicts):
    verdict = verdicts[cell.origin]
    if cell.shapebook_rejects:
        assert verdict.rejected, "swiftc accepts it against the stub"
        assert verdict.message == cell.expected_error
    else:
        assert not verdict.rejected, verdict.message


@pytest.mark.parametrize("cell", [c for c in CORPUS if c.shapebook_rejects],
                         ids=lambda c: c.origin.removeprefix("Tests/Differential/SwiftUI/"))
def test_rejected_cells_would_show_that_they_ran(cell):
    assert 'print("this program must not run")' in cell.program.source


#: Today's cells: every script test, seed listing, notebook cell and README/docs example, each
#: with the declarations of the cells before it (swift_cells.py), Shapebook's verdict from its markers
#: (`// expect error:`, a notebook's raises-exception tag), which ReadinessTests holds Shapebook to.
TODAY = [c for c in swiftui_surface.all_cells() if not c.origin.startswith("Tests/Differential/SwiftUI/")]
@pytest.fixture(scope="module")
def today_verdicts():
    """swiftc's verdict on every one of today's cells (about 40 CPU-seconds uncached, then cached)."""
    return swiftui_surface.SurfaceChecker().verdicts(TODAY)


def test_today_has_every_kind_of_cell():
    origins = {c.origin.split(" cell ")[0] for c in TODAY}
    assert any(o.startswith("notebooks/") for o in origins) and any(o.endswith(".shape") for o in origins)
    assert "README.md" in origins and len(TODAY) >= 250


def test_swiftc_accepts_every_cell_shapebook_runs(today_verdicts):
    refused = swiftui_surface.refused(today_verdicts)
    assert not refused, "Shapebook runs cells that swiftc rejects against the stub:\n" + "\n".join(refused)


def test_swiftc_rejects_every_cell_shapebook_rejects_before_running(today_verdicts):
    assert len(swiftui_surface.ill_typed(today_verdicts)) >= 20
    accepted = swiftui_surface.accepted_ill_typed(today_verdicts)
    assert not accepted, "swiftc accepts cells that Shapebook rejects as ill-typed:\n" + "\n".join(accepted)


def test_earlier_cells_declarations_type_check_around_every_cell(today_verdicts):
    broken = swiftui_surface.broken_context(today_verdicts)
    assert not broken, "declarations of earlier cells that swiftc rejects:\n" + "\n".join(broken)


def test_broken_cells_fail_the_checks_on_todays_cells():
    """The checks above can fail: a notebook of seven cells through the same checker, with a cell
    swiftc refuses, a declaration that breaks the cells after it and a type error swiftc does not
    give, each caught, beside cells that pass or are rightly rejected."""
    cells = swiftui_surface.sequence_cells("broken.ipynb", [
        ("let side = 10\nfunc area() -> Int { side * side }", False),
        ("print(side.count)", False),                                        # runs in Shapebook, swiftc refuses
        ('struct Tile { var width: Int = "wide" }', True),                    # rejected: declares nothing
        ('struct Badge { var label: String = 7 }\nprint("badge")', False),    # runs, and breaks what follows
        ("print(area())", False),                                            # sees Badge: a broken context
        ("// expect error: 1:9: cannot convert value of type 'Int' to specified type 'String'\nlet s: String = area()",
         True),                                                              # Shapebook's type error: swiftc agrees
        ("// expect error: 2:9: cannot convert value of type 'Int' to specified type 'Double'\nlet d: Double = 1",
         True),                                                              # a type error swiftc does not give
    ])
    verdicts = swiftui_surface.SurfaceChecker().verdicts(cells)
    assert swiftui_surface.refused(verdicts) == [
        "broken.ipynb cell 2: value of type 'Int' has no member 'count'",
        "broken.ipynb cell 4: cannot convert value of type 'Int' to specified type 'String'"]
    assert [line.split(":")[0] for line in swiftui_surface.broken_context(verdicts)] == ["broken.ipynb cell 5"]
    assert [v.cell.origin for v in swiftui_surface.ill_typed(verdicts)] == ["broken.ipynb cell 6", "broken.ipynb cell 7"]
    assert [line.split(":")[0] for line in swiftui_surface.accepted_ill_typed(verdicts)] == ["broken.ipynb cell 7"]


def test_preview_rewrite_keeps_the_lines():
    source = 'let a = 1\n#Preview("Card") {\n    Circle()\n        .fill(.red)\n}\nprint(a)\n'
    rewritten = swift_cells.rewrite_previews(source)
    assert rewritten.count("\n") == source.count("\n")
    assert rewritten.split("\n")[1].startswith("struct __Preview_1: PreviewProvider { static var previews: some View {")
    assert rewritten.split("\n")[4] == "} }"


def test_a_redeclared_name_leaves_the_context():
    cells = [("let size = 10\nfunc area() -> Int { size * size }", False),
             ('let size = "large"\nprint(size)', False),
             ("print(area())", False)]
    first, second, third = swift_cells.cell_programs(cells)
    assert "let size = 10" not in second.source and "func area" in second.source
    assert second.source.endswith('print(size)')
    assert 'let size = "large"' in third.source and "let size = 10" not in third.source
    assert list(second.cell_lines) == [2, 3]


def test_a_failing_cell_declares_nothing():
    cells = [("let x = 1", True), ("print(x)", False)]
    assert "let x" not in swift_cells.cell_programs(cells)[1].source


def test_items_split_at_top_level_only():
    source = 'Circle()\n    .fill(.red)\nlet s = """\n  x \\(1)\n  """\nstruct P {\n    var x = 0\n}\n'
    items = swift_cells.split_items(source)
    assert [(i.kind, i.keys) for i in items] == [(None, ()), ("let", ("value s",)), ("struct", ("type P",))]


def test_expected_errors_come_from_the_files():
    for cell in CORPUS:
        program = differential_corpus.parse(differential_corpus.REPO / cell.origin)
        assert (program.kind == differential_corpus.REJECTED) == cell.shapebook_rejects


#: Accepted corpus programs that read an image file next to them (`tile.png`), as a notebook's
#: cell reads one next to the notebook; `shapebook run` sees them through the runner's fixture copy.
READS_FIXTURES = [c for c in CORPUS if not c.shapebook_rejects and any(
    f'"{fixture.name}"' in c.program.source or f'"{fixture.stem}"' in c.program.source
    for fixture in (differential_corpus.REPO / c.origin).parent.iterdir()
    if fixture.suffix in shapebook_runner.FIXTURE_SUFFIXES)]


def test_corpus_programs_reading_files_next_to_them_run():
    assert any(c.origin.endswith("gradients_and_styles.swift") for c in READS_FIXTURES)
    runs = shapebook_runner.run_all([differential_corpus.REPO / c.origin for c in READS_FIXTURES], typed=False)
    failed = [f"{path.name}: {run.error_line}" for path, run in runs.items() if not run.succeeded]
    assert not failed, "\n".join(failed)
