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
import os
import pathlib
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import pytest

from test_lab import (find_browser, free_port, isolated_environment, open_notebook, panel, run_command, stop,
                      wait, wait_for_server, write_notebook, figure_elements, TIMEOUT)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "notebooks"))
import shapebook_kernelspec  # noqa: E402

DEFAULT_FOREGROUND_CELLS = [
    "Circle().frame(width: 80, height: 80)",
    'Text("Hello, dark theme").font(.largeTitle)',
    "Path { p in\n    p.move(to: CGPoint(x: 10, y: 70))\n    p.addLine(to: CGPoint(x: 60, y: 10))\n"
    "    p.addLine(to: CGPoint(x: 110, y: 70))\n}\n.stroke(lineWidth: 6)",
    "Star(points: 5, cornerRadius: 4).foregroundStyle(.primary).frame(width: 90, height: 90)",
]
DARK_INK_CELL = "Circle().fill(Color(red: 0.1, green: 0.12, blue: 0.3)).frame(width: 80, height: 80)"


# MARK: - Pixels


def decode_png(data):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA, non-interlaced PNG, as
    Chromium's screenshots are."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    assert depth == 8 and color_type in (2, 6) and interlace == 0, header
    channels = 3 if color_type == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, up_left = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else up_left)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


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
    port = free_port()
    log = open(root / ".lab.log", "w+")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         "--ServerApp.port_retries=0", "--IdentityProvider.token=", "--ServerApp.password=",
         f"--ServerApp.root_dir={root}", "--ServerApp.terminals_enabled=False", "--LabApp.news_url=",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--LabApp.expose_app_in_browser=True"]
        + (["--allow-root"] if os.geteuid() == 0 else []),
        stdout=log, stderr=subprocess.STDOUT, env=environment, cwd=root)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_server(server, log, base + "/api/status")
        yield base
    finally:
        stop(server)
        log.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def dark_browser(dark_lab):
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service

    chromium, driver_path = find_browser()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    options.set_capability("unhandledPromptBehavior", "accept")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--disable-extensions", "--no-first-run", "--window-size=1000,900",
                     "--force-device-scale-factor=1", "--hide-scrollbars",
                     # A light browser: the dark scheme must come from JupyterLab's theme.
                     "--blink-settings=preferredColorScheme=1"]:
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except WebDriverException as error:
        pytest.skip(f"Chromium could not be started by chromedriver: {error.msg or error}")
    try:
        yield driver
    finally:
        driver.quit()


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
        _, _, pixels = decode_png(figure.screenshot_as_png)
        ratio, share = ink_against(pixels, page)
        assert share > 0.01, f"{source!r}: no ink visible"
        assert ratio >= 3, f"{source!r}: ink against the page {page} has contrast {ratio:.2f}:1, below 3:1"
    dark_ink = figures[-1]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", dark_ink)
    _, _, pixels = decode_png(dark_ink.screenshot_as_png)
    backdrop = most_common_border_colour(pixels)
    assert luminance(backdrop) > 0.8, f"the fixed dark ink sits on {backdrop}, not on a light backdrop"
    ratio, share = ink_against(pixels, backdrop)
    assert share > 0.01 and ratio >= 3, f"fixed dark ink against its backdrop: {ratio:.2f}:1"
