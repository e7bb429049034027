"""Every tutorial notebook runs on a fresh kernel, shows PNG+SVG figures and converts to HTML.

The notebooks are executed in a temporary copy of notebooks/ (so files they save land there),
once per test run; the determinism test executes the random-heavy ones a second time.
"""

import base64
import copy
import os
import pathlib
import re
import shutil
import subprocess
import sys
import zlib

import nbformat
import pytest
from bs4 import BeautifulSoup
from nbclient import NotebookClient

import shapebook_kernelspec

NOTEBOOKS = sorted((shapebook_kernelspec.REPO / "notebooks").glob("*.ipynb"))
JUPYTER = os.path.join(os.path.dirname(sys.executable), "jupyter")
FIGURE_TYPES = {"image/png", "image/svg+xml"}


@pytest.fixture(scope="module", autouse=True)
def kernelspec():
    shapebook_kernelspec.install()


def execute(path, directory):
    """`path` without its outputs, executed on a fresh kernel whose working directory is `directory`."""
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    NotebookClient(notebook, kernel_name="shapebook", timeout=600,
                   resources={"metadata": {"path": str(directory)}}).execute()
    return notebook


_executed = {}


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    """Executes each notebook at most once per run: name -> (notebook, its directory)."""
    def run(path):
        if path.name not in _executed:
            directory = tmp_path_factory.mktemp(path.stem)
            _executed[path.name] = (execute(path, directory), directory)
        return _executed[path.name]
    return run


def expects_error(cell):
    return "raises-exception" in cell.metadata.get("tags", [])


def figure_outputs(notebook):
    return [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs
            if FIGURE_TYPES & set(output.get("data", {}))]


# The controls each tutorial's live views offer (issue 12 names them), as the widget view's
# text/plain line of each control begins: `FloatSlider "Corner radius" = 8.0`.
LIVE_CONTROLS = {
    "01-paths": ['Button "Hide"'],
    "02-polygons": ['BoundedIntText "Sides', 'FloatSlider "Radius spread"'],
    "03-blobs": ['BoundedIntText "Points', 'BoundedIntText "Seed', 'ToggleButtons "Curves"'],
    "04-stars": ['BoundedIntText "Points', 'FloatSlider "Corner radius"', 'FloatSlider "Inner ratio"'],
    "06-morphing": ['Button "Randomize"', 'FloatSlider "Progress"', 'Button "Play"'],
    "07-metaballs": ['FloatSlider "Distance"', 'FloatSlider "Threshold'],
    "09-swiftui-surface": ['Checkbox "Notifications"', 'FloatSlider "volume"', 'Dropdown "Paper"'],
}
LIVE_NOTEBOOKS = sorted(LIVE_CONTROLS)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.mark.parametrize("name", LIVE_NOTEBOOKS)
def test_committed_live_views_keep_their_figure_and_widget_state(name):
    """A live view is saved as its widget view (with a text line per control) and its last
    figure, and the notebook's metadata holds the state of every model the views show."""
    notebook = nbformat.read(shapebook_kernelspec.REPO / "notebooks" / f"{name}.ipynb", as_version=4)
    state = notebook.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    live = [cell for cell in notebook.cells if cell.cell_type == "code"
            and any(WIDGET_VIEW in output.get("data", {}) for output in cell.outputs)]
    assert live, f"{name} has no live view"
    for cell in live:
        view, figure = cell.outputs[-2], cell.outputs[-1]
        assert view["data"][WIDGET_VIEW]["model_id"] in state
        assert view["data"]["text/plain"].strip()
        assert FIGURE_TYPES <= set(figure["data"])
    lines = [line for cell in live for line in cell.outputs[-2]["data"]["text/plain"].splitlines()]
    for control in LIVE_CONTROLS[name]:
        assert any(line.startswith(control) for line in lines), f"{name} has no {control}: {lines}"


def test_there_are_at_least_eight_tutorials():
    names = [path.stem for path in NOTEBOOKS]
    assert len(names) >= 8, names
    for prefix in ["01-paths", "02-polygons", "03-blobs", "04-stars", "05-set-operations", "06-morphing",
                   "07-metaballs", "08-export", "09-swiftui-surface"]:
        assert prefix in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs_without_errors(path, executed):
    notebook, _ = executed(path)
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type != "code":
            continue
        errors = [output for output in cell.outputs if output.output_type == "error"]
        if expects_error(cell):
            assert errors, f"cell {index} is tagged raises-exception but did not fail:\n{cell.source}"
            assert errors[0].evalue.strip(), f"cell {index}: the error has no message"
        else:
            assert not errors, (f"cell {index} failed: {errors[0].ename}: {errors[0].evalue}\n"
                                f"--- source ---\n{cell.source}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_figure_has_png_and_svg(path, executed):
    notebook, _ = executed(path)
    figures = figure_outputs(notebook)
    assert figures, f"{path.name} shows no figure"
    for output in figures:
        data = output["data"]
        assert FIGURE_TYPES <= set(data), f"a figure with only {sorted(data)}"
        assert base64.b64decode(data["image/png"]).startswith(b"\x89PNG\r\n\x1a\n")
        assert data["image/svg+xml"].lstrip().startswith("<svg") or "<svg" in data["image/svg+xml"][:200]
        assert data.get("text/plain"), "a figure without a text/plain description"


@pytest.fixture(scope="module")
def html_pages(executed, tmp_path_factory):
    """Every executed notebook converted by one `jupyter nbconvert --to html` (each run of it
    spends about 4 CPU-seconds starting): (its result, the folder of the pages)."""
    directory = tmp_path_factory.mktemp("html")
    sources = []
    for path in NOTEBOOKS:
        notebook, _ = executed(path)
        sources.append(directory / path.name)
        nbformat.write(notebook, sources[-1])
    result = subprocess.run([JUPYTER, "nbconvert", "--to", "html", "--output-dir", str(directory / "html"),
                             *map(str, sources)], capture_output=True, text=True, timeout=600)
    return result, directory / "html"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_nbconvert_to_html(path, html_pages):
    result, directory = html_pages
    assert result.returncode == 0, result.stderr[-3000:]
    html = (directory / (path.stem + ".html")).read_text()
    assert "<img" in html or "<svg" in html


def test_nbconvert_to_script_writes_a_swift_script_that_shapebook_runs(executed, tmp_path):
    """kernel_info's language_info (name `swift`, file extension `.swift`; nbclient stores it in the
    executed notebook) is what `jupyter nbconvert --to script` names the script by: the code cells
    as one Swift file, which `shapebook run` runs (this tutorial declares no name twice, as a
    script must not)."""
    path = NOTEBOOKS[0]
    notebook, _ = executed(path)
    assert notebook.metadata.language_info.name == "swift"
    nbformat.write(notebook, tmp_path / path.name)
    result = subprocess.run([JUPYTER, "nbconvert", "--to", "script", path.name], cwd=tmp_path, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    script = tmp_path / (path.stem + ".swift")
    assert script.read_text().startswith(next(c.source for c in notebook.cells if c.cell_type == "code"))
    run = subprocess.run([str(shapebook_kernelspec.shapebook_bin()), "run", script.name], cwd=tmp_path,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]


def test_nbconvert_html_with_shapebooks_template_gives_each_figure_its_description(executed, tmp_path):
    """`--template shapebook` (which `shapebook install` writes beside the kernelspec): every
    figure's <img> has the figure's description as alt text, as the SVG has it as its <title>;
    nbconvert finds no image without alt text."""
    sources = []
    for path in NOTEBOOKS:
        notebook, _ = executed(path)
        sources.append(tmp_path / path.name)
        nbformat.write(notebook, sources[-1])
    result = subprocess.run([JUPYTER, "nbconvert", "--to", "html", "--template", "shapebook",
                             "--output-dir", str(tmp_path / "html"), *map(str, sources)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Alternative text is missing" not in result.stderr
    for path in NOTEBOOKS:
        notebook, _ = executed(path)
        descriptions = [output["data"]["text/plain"] for output in figure_outputs(notebook)]
        page = BeautifulSoup((tmp_path / "html" / (path.stem + ".html")).read_text(), "html.parser")
        images = page.select("div.jp-RenderedSVG > img, div.jp-RenderedImage > img")
        assert [image.get("alt") for image in images] == descriptions, path.name
        for image, description in zip(images, descriptions):
            kind, _, encoded = image["src"].partition(";base64,")
            if kind == "data:image/svg+xml":
                svg = BeautifulSoup(base64.b64decode(encoded).decode(), "html.parser")
                assert svg.find("title").get_text() == description, path.name


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_committed_notebook_has_outputs(path):
    """The notebooks are committed executed, so that they read well on GitHub."""
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    assert notebook.metadata.get("kernelspec", {}).get("name") == "shapebook"
    assert figure_outputs(notebook), f"{path.name} is committed without figures: run notebooks/build.py"
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "code":
            assert cell.execution_count is not None, f"{path.name} cell {index} was not executed"
            if not expects_error(cell):
                assert not [o for o in cell.outputs if o.output_type == "error"], f"{path.name} cell {index}"


@pytest.mark.parametrize("name", ["02-polygons", "03-blobs"])
def test_executing_twice_gives_identical_svg(name, executed, tmp_path):
    path = shapebook_kernelspec.REPO / "notebooks" / f"{name}.ipynb"
    first, _ = executed(path)
    second = execute(path, tmp_path)
    svgs = lambda nb: [o["data"]["image/svg+xml"] for o in figure_outputs(nb)]
    assert svgs(first), "no figures to compare"
    assert svgs(first) == svgs(second)


def test_export_notebook_saves_what_it_shows(executed):
    """08-export saves its badge next to the notebook: the files equal the displayed figure."""
    notebook, directory = executed(shapebook_kernelspec.REPO / "notebooks/08-export.ipynb")
    shown = next(o for o in figure_outputs(notebook) if "text/plain" in o["data"])
    assert (directory / "badge.svg").read_text() == shown["data"]["image/svg+xml"]
    assert (directory / "badge.png").read_bytes() == base64.b64decode(shown["data"]["image/png"])
    assert (directory / "badge@3x.png").exists()
    assert (directory / "badge.pdf").read_bytes().startswith(b"%PDF-1.4")


def test_what_the_export_notebook_writes_is_ignored_by_git(executed):
    """Run in place, 08-export leaves nothing for `git status` to show: every file it writes (in its
    run's otherwise empty directory) is ignored in notebooks/."""
    _, directory = executed(shapebook_kernelspec.REPO / "notebooks/08-export.ipynb")
    written = sorted(path.name for path in directory.iterdir())
    assert written, "08-export wrote nothing"
    if shutil.which("git") is None or not (shapebook_kernelspec.REPO / ".git").exists():
        pytest.skip("not a git checkout: nothing to ask git about")
    checked = subprocess.run(["git", "check-ignore", "--no-index", *(f"notebooks/{name}" for name in written)],
                             cwd=shapebook_kernelspec.REPO, capture_output=True, text=True)
    assert sorted(checked.stdout.split()) == [f"notebooks/{name}" for name in written], checked.stderr


def nbconvert(*arguments, cwd):
    """Runs `jupyter nbconvert` with Inkscape made unusable: an SVG it tried to convert would fail."""
    return subprocess.run([JUPYTER, "nbconvert", "--SVG2PDFPreprocessor.inkscape=/bin/false", *map(str, arguments)],
                          capture_output=True, text=True, timeout=600, cwd=cwd)


def test_nbconvert_to_latex_needs_no_inkscape(tmp_path):
    """The committed notebooks carry each figure as PDF too (an animation's first frame), which
    nbconvert includes as it is: every tutorial converts in one run, every figure included."""
    result = nbconvert("--to", "latex", "--output-dir", tmp_path, *NOTEBOOKS, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    for path in NOTEBOOKS:
        tex = (tmp_path / (path.stem + ".tex")).read_text()
        included = re.findall(r"\\adjustimage\{.*?\}\}\{([^}]+)\}", tex)
        figures = len(figure_outputs(nbformat.read(path, as_version=4)))
        assert len(included) >= figures > 0, f"{path.name}: {figures} figures, {len(included)} included"
        assert all(name.endswith(".pdf") and (tmp_path / name).is_file() for name in included), (path.name, included)


def form_xobjects(pdf):
    """How many form XObjects `pdf` holds: xelatex places each included PDF figure as one (a
    figure's own transparency groups are more). Streams and object streams are inflated first."""
    texts = [pdf]
    for match in re.finditer(rb"stream\r?\n", pdf):
        try:
            texts.append(zlib.decompressobj().decompress(pdf[match.end():]))
        except zlib.error:
            pass  # an uncompressed stream, already searched in `pdf`
    return sum(len(re.findall(rb"/Subtype\s*/Form\b", text)) for text in texts)


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def one_notebook(paths):
    """The cells of every notebook at `paths` in one notebook, in order, with their outputs (the
    first notebook's metadata, every notebook's widget state): a reader's notebook as long as all
    the tutorials. Cell ids are dropped (format 4.4), as they repeat across notebooks."""
    notebooks = [nbformat.read(path, as_version=4) for path in paths]
    joined = copy.deepcopy(notebooks[0])
    joined.nbformat_minor = 4
    joined.cells = []
    states = {}
    for notebook in notebooks:
        for cell in copy.deepcopy(notebook.cells):
            cell.pop("id", None)
            joined.cells.append(cell)
        states |= notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    if WIDGET_STATE in joined.metadata.get("widgets", {}):
        joined.metadata.widgets[WIDGET_STATE]["state"] = states
    return joined


def test_nbconvert_to_pdf_where_xelatex_is_installed(tmp_path):
    """Every tutorial through xelatex with no Inkscape, all in one notebook (one PDF export runs
    xelatex three times; one export per tutorial took 2.6 times the CPU time): the PDF has every
    figure of every tutorial. test_nbconvert_to_latex_needs_no_inkscape converts each tutorial."""
    if shutil.which("xelatex") is None:
        pytest.skip("xelatex is not installed (Debian's texlive-xetex, texlive-fonts-recommended, "
                    "texlive-plain-generic and texlive-latex-extra, about 400 MB, are not part of "
                    "scripts/install-system-deps): `nbconvert --to pdf` is not tried here")
    tutorials = tmp_path / "tutorials.ipynb"
    nbformat.write(one_notebook(NOTEBOOKS), tutorials)
    result = nbconvert("--to", "pdf", "--output-dir", tmp_path, tutorials, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    pdf = (tmp_path / "tutorials.pdf").read_bytes()
    assert pdf.startswith(b"%PDF")
    figures = [len(figure_outputs(nbformat.read(path, as_version=4))) for path in NOTEBOOKS]
    assert all(figures), dict(zip((p.name for p in NOTEBOOKS), figures))
    assert form_xobjects(pdf) >= sum(figures), f"{sum(figures)} figures, {form_xobjects(pdf)} placed"


def test_one_notebook_holds_every_cell_in_order():
    joined = one_notebook(NOTEBOOKS[:2])
    first, second = (nbformat.read(path, as_version=4) for path in NOTEBOOKS[:2])
    assert [c.source for c in joined.cells] == [c.source for c in first.cells + second.cells]
    assert len(figure_outputs(joined)) == len(figure_outputs(first)) + len(figure_outputs(second))
    nbformat.validate(joined)


def test_surface_notebook_notes_sf_symbols_once_on_stderr(executed):
    """09-swiftui-surface draws SF Symbols as placeholders and says so once, on stderr, not stdout."""
    notebook, _ = executed(shapebook_kernelspec.REPO / "notebooks/09-swiftui-surface.ipynb")
    streams = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs
               if o.get("output_type") == "stream"]
    notices = [o for o in streams if "SF Symbols are not available" in o.get("text", "")]
    assert len(notices) == 1, notices
    assert notices[0]["name"] == "stderr"
