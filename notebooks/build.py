#!/usr/bin/env python3
"""Writes the tutorial notebooks (notebooks/NN-*.ipynb) from their chapters and executes them.

The prose and code live in notebooks/chapters/ (one module per notebook) as Python data so they
are easy to review and edit; the seed articles' listings are taken verbatim from the language's
seed fixtures (Tests/LangTests/Scripts/Seeds/*.shape, one `// cell` per listing), so the
notebooks show exactly the code the articles print. Usage (from the repository root, with the kernelspec
installed, e.g. by `make kernelspec-debug`):

    .venv/bin/python notebooks/build.py              # write and execute every notebook
    .venv/bin/python notebooks/build.py 04-stars     # only the notebooks whose name starts so
    .venv/bin/python notebooks/build.py --no-execute # write the sources only
"""

import argparse
import os
import pathlib
import sys

import nbformat
from nbclient import NotebookClient

from chapters import (blobs, export, metaballs, morphing, paths, polygons, set_operations, stars,
                      swiftui_surface)

HERE = pathlib.Path(__file__).resolve().parent
KERNELSPEC = {"name": "shapebook", "display_name": "Shapebook", "language": "swift"}

#: The notebooks in order; each chapter's `notebook()` gives its file name and cells.
NOTEBOOKS = [paths, polygons, blobs, stars, set_operations, morphing, metaballs, export, swiftui_surface]

#: Cells that are expected to fail, by notebook name and the start of their source (a notebook
#: demonstrates an error message); the tests read this list too.
EXPECTED_ERRORS = {"08-export": ['save(badge, to: "badge.jpg")']}


def build(name, cells):
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    notebook.metadata["language_info"] = {"name": "swift", "file_extension": ".swift"}
    for cell in notebook.cells:
        if cell.cell_type == "code" and any(cell.source.startswith(s) for s in EXPECTED_ERRORS.get(name, [])):
            cell.metadata["tags"] = ["raises-exception"]
    return notebook


#: The formats the committed notebooks' figures carry: PDF too, so that `jupyter nbconvert --to
#: latex` and `--to pdf` use it and need no Inkscape to convert the SVG.
FORMATS = "svg,png,pdf"


def execute(notebook, directory, timeout=600, formats=FORMATS):
    """Runs every cell on a fresh Shapebook kernel with `directory` as its working directory and
    `formats` as the session's default `Canvas.formats` (`SHAPEBOOK_FORMATS`)."""
    client = NotebookClient(notebook, kernel_name="shapebook", timeout=timeout,
                            resources={"metadata": {"path": str(directory)}})
    previous = os.environ.get("SHAPEBOOK_FORMATS")
    os.environ["SHAPEBOOK_FORMATS"] = formats  # the kernel inherits this process's environment
    try:
        client.execute()
    finally:
        if previous is None:
            os.environ.pop("SHAPEBOOK_FORMATS", None)
        else:
            os.environ["SHAPEBOOK_FORMATS"] = previous
    return notebook


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("only", nargs="*", help="build only notebooks whose name starts with one of these")
    parser.add_argument("--no-execute", action="store_true", help="write the sources without outputs")
    arguments = parser.parse_args()
    for chapter in NOTEBOOKS:
        name, cells = chapter.notebook()
        if arguments.only and not any(name.startswith(prefix) for prefix in arguments.only):
            continue
        notebook = build(name, cells)
        if not arguments.no_execute:
            print(f"executing {name}", file=sys.stderr)
            execute(notebook, HERE)
        nbformat.validate(notebook)
        nbformat.write(notebook, HERE / f"{name}.ipynb")
        print(f"wrote notebooks/{name}.ipynb", file=sys.stderr)
    for leftover in ("badge.svg", "badge.png", "badge@3x.png", "badge.pdf"):
        (HERE / leftover).unlink(missing_ok=True)


if __name__ == "__main__":
    main()
