"""The SwiftUI surface cannot rot: the stub modules build without a warning, every accepted
SwiftUI cell type-checks against them, every rejected one fails with its recorded first error,
and the cell splitter keeps a cell's lines where they were.

How today's scripts, notebooks and docs fare against the stub is a report (`make differential`),
not a test: several of them rely on the old language's semantics.
"""

import pytest

import differential_corpus
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
