"""What the chapters build their cells from: the seed fixtures' listings and nbformat's cells."""

import pathlib
import re

import nbformat

SEEDS = pathlib.Path(__file__).resolve().parents[2] / "Tests/LangTests/Scripts/Seeds"


def listings(fixture):
    """The listings of one seed fixture, split at its `// cell` lines, without the header comment."""
    text = (SEEDS / fixture).read_text()
    cells = re.split(r"^// cell\n", text, flags=re.M)
    cells[0] = re.sub(r"\A// Seed[^\n]*\n", "", cells[0])
    return [cell.strip("\n") for cell in cells]


def declarations(fixture):
    """The top-level declarations of a fixture (which has no `// cell` lines), keyed by name."""
    text = re.sub(r"\A// Seed[^\n]*\n", "", (SEEDS / fixture).read_text())
    chunks = re.split(r"\n(?=(?:fileprivate )?(?:struct|func) )", text)
    found = {}
    for chunk in chunks:
        match = re.match(r"(?:fileprivate )?(?:struct|func) (\w+)", chunk)
        if match:
            found[match.group(1)] = chunk.strip("\n")
    return found


def md(text):
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(text):
    return nbformat.v4.new_code_cell(text.strip("\n"))
