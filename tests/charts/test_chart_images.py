"""Swift Charts as Shapebook draws it, against reference images: each program in programs/ is
rendered with `shapebook render` and compared with references/<name>.png, allowing for
antialiasing and font rasterisation (a pixel differs when a channel is more than 48 apart; at
most 0.5% of pixels may). SHAPEBOOK_WRITE_CHART_REFERENCES=1 rewrites the references: look at
every one before committing it."""

import os
import pathlib
import subprocess

import numpy
import pytest
from PIL import Image

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
SHAPEBOOK_BIN = pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()
PROGRAMS = sorted((HERE / "programs").glob("*.swift"))
CHANNEL_TOLERANCE = 48
PIXEL_FRACTION = 0.005


def rendered(program, directory):
    output = directory / f"{program.stem}.png"
    subprocess.run([str(SHAPEBOOK_BIN), "render", str(program), "-o", str(output)], check=True,
                   capture_output=True, text=True, timeout=300)
    return output


def pixels(path):
    return numpy.asarray(Image.open(path).convert("RGBA"), dtype=numpy.int16)


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_chart_matches_its_reference(program, tmp_path):
    output = rendered(program, tmp_path)
    reference = HERE / "references" / f"{program.stem}.png"
    if os.environ.get("SHAPEBOOK_WRITE_CHART_REFERENCES") == "1":
        reference.write_bytes(output.read_bytes())
    ours, theirs = pixels(output), pixels(reference)
    assert ours.shape == theirs.shape, f"{ours.shape} ≠ {theirs.shape}"
    differing = (numpy.abs(ours - theirs).max(axis=2) > CHANNEL_TOLERANCE).mean()
    assert differing <= PIXEL_FRACTION, f"{differing:.2%} of pixels differ from {reference.name}"


def test_a_chart_unlike_the_reference_fails(tmp_path):
    """The comparison can fail: the bar chart's reference against the line chart's drawing."""
    ours = pixels(rendered(HERE / "programs/line_series.swift", tmp_path))
    theirs = pixels(HERE / "references/bar_categories.png")
    assert (numpy.abs(ours - theirs).max(axis=2) > CHANNEL_TOLERANCE).mean() > PIXEL_FRACTION
