"""Figures in JupyterLab's dark theme, in a real browser: readable against the page.

JupyterLab shows a figure's SVG as an image (`<img src="data:image/svg+xml,…">`), a document of
its own that cannot see the page's colours; it sees the colour scheme, which JupyterLab's dark
theme sets (`color-scheme: dark` on its themed container) and Chromium hands to SVG images as
their `prefers-color-scheme`. This test runs JupyterLab with its dark theme in headless Chromium
whose own colour scheme is light (so the theme alone must do it), runs cells whose figures use the
default foreground, takes a screenshot of each figure as shown and measures the WCAG contrast of
its ink against the page: at least 3:1, the WCAG minimum for graphics (black ink, as before,
measures 1.1:1). A figure
drawn in fixed dark colours is checked to sit on a light backdrop instead (its ink against that
backdrop). Skips, saying why, where Selenium, Chromium or chromedriver is missing.
"""

import json
import pathlib
import shutil
import sys
import tempfile

import pytest

from test_animation_smil import decode
from test_lab import (chromium, figure_elements, find_browser, isolated_environment, open_notebook, run_command,
                      running_lab, wait, write_notebook, TIMEOUT)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "notebooks"))
import shapebook_kernelspec  # noqa: E402

DEFAULT_FOREGROUND_CELLS = [
    "Circle().frame(width: 80, height: 80)",
    'Text("Hello, dark theme").font(.largeTitle)',
    "Path { p in\n    p.move(to: CGPoint(x: 10, y: 70))\n    p.addLine(to: CGPoint(x: 60, y: 10))\n"
    "    p.addLine(to: CGPoint(x: 110, y: 70))\n}\n.stroke(lineWidth: 6)",
    "Star(points: 5, cornerRadius: 4).foregroundStyle(.primary).frame(width: 90, height: 90)",
    # Color.secondary and the foreground's secondary level: secondaryLabel's grey in the light
    # appearance, the page's colour at 60% in the dark one.
    'VStack {\n    Text("Secondary").font(.largeTitle).foregroundStyle(.secondary)\n'
    "    Circle().fill(Color.secondary).frame(width: 60, height: 60)\n}",
]
DARK_INK_CELL = "Circle().fill(Color(red: 0.1, green: 0.12, blue: 0.3)).frame(width: 80, height: 80)"


# MARK: - Pixels


def screenshot_pixels(element):
    """The element as shown on the page: rows of (r, g, b)."""
    _, _, rows = decode(element.screenshot_as_png)
    return [[tuple(row[i:i + 3]) for i in range(0, len(row), 3)] for row in rows]


def luminance(rgb):
    """WCAG 2 relative luminance of an sRGB colour given as 0…255 components."""
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = map(linear, rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def ink_against(pixels, backdrop):
    """The median contrast against `backdrop` of the pixels that differ from it (the ink, its
    anti-aliased edges included), and the fraction of pixels they are."""
    ink = sorted(contrast(p, backdrop) for row in pixels for p in row if max(abs(a - b) for a, b in zip(p, backdrop)) > 8)
    total = sum(len(row) for row in pixels)
    return (ink[len(ink) // 2] if ink else 1.0), len(ink) / total


def most_common_border_colour(pixels):
    """The colour that fills most of a picture's outermost rows and columns: what it sits on."""
    border = pixels[0] + pixels[-1] + [row[0] for row in pixels] + [row[-1] for row in pixels]
    return max(set(border), key=border.count)


def page_colour(driver, element):
    """The background colour behind `element`: its nearest ancestor's that is not transparent."""
    return driver.execute_script("""
        for (let e = arguments[0].parentElement; e; e = e.parentElement) {
            const c = getComputedStyle(e).backgroundColor.match(/[\\d.]+/g).map(Number);
            if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
        }
        return [255, 255, 255];""", element)


# MARK: - JupyterLab with the dark theme, Chromium with a dark colour scheme


@pytest.fixture(scope="module")
def dark_lab():
    find_browser()
    shapebook_kernelspec.install()
    root = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-dark-"))
    cells = [("code", source) for source in DEFAULT_FOREGROUND_CELLS + [DARK_INK_CELL]]
    write_notebook(root / "dark.ipynb", cells)
    environment = isolated_environment(root)
    theme = pathlib.Path(environment["JUPYTERLAB_SETTINGS_DIR"]) / "@jupyterlab/apputils-extension/themes.jupyterlab-settings"
    theme.write_text(json.dumps({"theme": "JupyterLab Dark"}))
    try:
        with running_lab(root, environment) as base:
            yield base
    finally:
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def dark_browser(dark_lab):
    # A light browser: the dark scheme must come from JupyterLab's theme.
    with chromium((1000, 900), ["--blink-settings=preferredColorScheme=1"]) as driver:
        yield driver


def test_default_foreground_figures_are_readable_in_the_dark_theme(dark_lab, dark_browser):
    driver = dark_browser
    open_notebook(driver, dark_lab, "dark.ipynb")
    assert driver.execute_script("return document.body.dataset.jpThemeLight") == "false", "the dark theme is not on"
    assert not driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    assert driver.execute_script("return getComputedStyle(document.body).colorScheme") == "dark"
    run_command(driver, "notebook:run-all-cells")
    count = len(DEFAULT_FOREGROUND_CELLS) + 1
    wait(driver, lambda d: len(figure_elements(d)) == count and all(
        d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", f) for f in figure_elements(d)),
        lambda d: f"expected {count} figures, the page shows {len(figure_elements(d))}", timeout=TIMEOUT)
    figures = figure_elements(driver)
    page = tuple(page_colour(driver, figures[0]))
    assert luminance(page) < 0.05, f"the page is not dark: {page}"
    for source, figure in zip(DEFAULT_FOREGROUND_CELLS, figures):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
        pixels = screenshot_pixels(figure)
        ratio, share = ink_against(pixels, page)
        assert share > 0.01, f"{source!r}: no ink visible"
        assert ratio >= 3, f"{source!r}: ink against the page {page} has contrast {ratio:.2f}:1, below 3:1"
    dark_ink = figures[-1]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", dark_ink)
    pixels = screenshot_pixels(dark_ink)
    backdrop = most_common_border_colour(pixels)
    assert luminance(backdrop) > 0.8, f"the fixed dark ink sits on {backdrop}, not on a light backdrop"
    ratio, share = ink_against(pixels, backdrop)
    assert share > 0.01 and ratio >= 3, f"fixed dark ink against its backdrop: {ratio:.2f}:1"
