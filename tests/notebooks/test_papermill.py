"""Papermill with Shapebook notebooks: the translator (python/shapebook_papermill) writes Swift
literals that read back as the values given, and a parameterised run replaces a `parameters`
cell's defaults."""

import math
import os
import subprocess

import nbformat
import papermill
import pytest
from papermill.translators import papermill_translators

import shapebook_kernelspec

TRANSLATOR = papermill_translators.find_translator("shapebook", "shapebook")
SHAPEBOOK_BIN = os.environ.get("SHAPEBOOK_BIN", str(shapebook_kernelspec.REPO / ".build/debug/shapebook"))


def shapebook_prints(tmp_path, source):
    """What `shapebook run` prints for a script."""
    script = tmp_path / "script.shape"
    script.write_text(source)
    # Bytes, not text mode: text mode would turn a printed "\r" into "\n".
    return subprocess.run([SHAPEBOOK_BIN, "run", str(script)], capture_output=True, timeout=60, check=True).stdout.decode()


@pytest.mark.parametrize("value", ['plain', 'quote " and backslash \\', "new\nline\ttab\rreturn", "üñí ☆ 😀",
                                   "bell \x07 and escape \x1b", ""])
def test_strings_read_back_exactly(tmp_path, value):
    literal = TRANSLATOR.translate(value)
    assert shapebook_prints(tmp_path, f"let s = {literal}\nprint(s.count)\nprint(s)") == f"{len(value)}\n{value}\n"


def test_numbers_booleans_nil_and_arrays_are_swift_literals(tmp_path):
    values = {"whole": 8, "negative": -3, "fraction": 2.5, "tiny": 1e-05, "big": 1e20, "yes": True, "no": False,
              "nothing": None, "list": [1, 2.0, "x"], "nested": [[1, 2], [3]]}
    cell = TRANSLATOR.codify(values)
    assert cell.splitlines()[0] == "// Parameters"
    assert "let whole = 8" in cell and "let fraction = 2.5" in cell and "let tiny = 1e-05" in cell
    # Swift types neither `nil` nor a mixed list alone (swiftc: "'nil' requires a contextual type").
    assert "let yes = true" in cell and "let nothing: Any? = nil" in cell and 'let list: [Any] = [1, 2.0, "x"]' in cell
    script = cell + 'print(whole + negative, fraction * 2, tiny * 1e5, big / 1e19, yes, no, nothing == nil, nested[0][1], list)\n'
    # What swiftc 6.3.1's program prints; the old language (until it is deleted) writes whole Doubles short.
    assert shapebook_prints(tmp_path, script) in ('5 5.0 1.0 10.0 true false true 2 [1, 2.0, "x"]\n',
                                                  '5 5 1 10 true false true 2 [1, 2, "x"]\n')
    assert TRANSLATOR.codify({"empty": [], "mixed": {"a": 1, "b": "x"}, "reals": [1, 2.5]}) == \
        '// Parameters\nlet empty: [Any] = []\nlet mixed: [String: Any] = ["a": 1, "b": "x"]\nlet reals = [1, 2.5]\n'
    assert TRANSLATOR.translate(math.inf) == "Double.infinity" and TRANSLATOR.translate(-math.inf) == "-Double.infinity"
    assert TRANSLATOR.translate(math.nan) == "Double.nan"
    assert TRANSLATOR.translate({"a": 1}) == '["a": 1]' and TRANSLATOR.translate({}) == "[:]"


def parameterised_notebook(path):
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "shapebook", "display_name": "Shapebook", "language": "swift"}
    parameters = nbformat.v4.new_code_cell('let sides = 5  // how many sides\nlet name: String = "pentagon"')
    parameters.metadata["tags"] = ["parameters"]
    notebook.cells = [parameters, nbformat.v4.new_code_cell('print("\\(name): \\(sides) sides")\nRegularPolygon(sides: sides).fill(.green)')]
    nbformat.write(notebook, path)


def test_a_parameterised_run_replaces_the_defaults(tmp_path):
    shapebook_kernelspec.install()
    source, result = tmp_path / "polygon.ipynb", tmp_path / "octagon.ipynb"
    parameterised_notebook(source)
    papermill.execute_notebook(str(source), str(result), parameters={"sides": 8, "name": "octagon"}, kernel_name="shapebook",
                               cwd=str(tmp_path), progress_bar=False)
    notebook = nbformat.read(result, as_version=4)
    injected = notebook.cells[1]
    assert "injected-parameters" in injected.metadata["tags"]
    assert injected.source == '// Parameters\nlet sides = 8\nlet name = "octagon"\n'
    outputs = notebook.cells[2].outputs
    assert outputs[0]["text"] == "octagon: 8 sides\n"
    assert outputs[1]["data"]["text/plain"].startswith("RegularPolygon(sides: 8)")
    assert "image/png" in outputs[1]["data"]


def test_inspect_lists_the_parameters_with_their_types_defaults_and_help(tmp_path):
    source = tmp_path / "polygon.ipynb"
    parameterised_notebook(source)
    found = papermill.inspect_notebook(str(source))
    assert found["sides"]["default"] == "5" and found["sides"]["help"] == "how many sides"
    assert found["name"]["inferred_type_name"] == "String" and found["name"]["default"] == '"pentagon"'
