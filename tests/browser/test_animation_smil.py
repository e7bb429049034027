"""An animated SVG plays in a browser as the APNG does: Chromium's SMIL, paused at the time of
step k, draws what the APNG's frame k holds.

`shapebook render` writes one animation as .svg and .png; headless Chromium (Selenium with
chromedriver) opens the SVG, pauses its animations, sets the document time to the start of a
step and screenshots it at the PNG's pixel size; the APNG's picture at that step is rebuilt from
the frames' fdAT data (each a region of the canvas). Both are decoded here (zlib and the five PNG filters, no
imaging library) and compared on a white background. Skips, saying why, where Selenium,
Chromium or chromedriver is missing or Chromium cannot start.
"""

import os
import pathlib
import shutil
import struct
import subprocess
import time
import zlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]

SCRIPT = """Canvas.background = .white
animate(duration: 1, fps: 10) { t in
    ZStack {
        Morph(from: Circle(), to: Star(points: 5, cornerRadius: 8), progress: t)
            .fill(Color(red: 1 - t, green: 0.4, blue: t))
        Circle().stroke(.black, lineWidth: 1 + 4 * t).frame(width: 40, height: 40).offset(x: 50 * t - 25, y: 0)
    }
    .frame(width: 150, height: 150)
}
"""


def chunks(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    offset, result = 8, []
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset:offset + 4])
        result.append((png[offset + 4:offset + 8], png[offset + 8:offset + 8 + length]))
        offset += 12 + length
    return result


def decode(png):
    """(width, height, RGB rows) of an 8-bit RGB or RGBA, non-interlaced PNG, composited on white."""
    parts = chunks(png)
    header = dict(parts)[b"IHDR"]
    width, height, depth, color = struct.unpack(">IIBB", header[:10])
    assert depth == 8 and color in (2, 6) and header[12] == 0, "only 8-bit RGB(A) non-interlaced"
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(data for kind, data in parts if kind == b"IDAT"))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    if channels == 4:
        rows = [bytes(round(row[i + c] * row[i + 3] / 255 + 255 - row[i + 3])
                     for i in range(0, len(row), 4) for c in range(3)) for row in rows]
    return width, height, rows


def apng_canvas(png, index):
    """The RGB rows a viewer shows after frames 0…index of an APNG: each frame's region (its fcTL
    size and offset) decoded as a standalone PNG and copied over the canvas."""
    frames, current = [], None
    for kind, data in chunks(png):
        if kind == b"fcTL":
            if current is not None:
                frames.append(current)
            width, height, x, y = struct.unpack(">IIII", data[4:20])
            current = [width, height, x, y, b""]
        elif kind == b"IDAT" and current is not None:
            current[4] += data
        elif kind == b"fdAT":
            current[4] += data[4:]
    frames.append(current)
    header = dict(chunks(png))[b"IHDR"]

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    canvas = None
    for width, height, x, y, data in frames[:index + 1]:
        still = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">II", width, height) + header[8:])
                 + chunk(b"IDAT", data) + chunk(b"IEND", b""))
        _, _, rows = decode(still)
        if canvas is None:
            canvas = [bytearray(row) for row in rows]
            continue
        for row_index, row in enumerate(rows):
            canvas[y + row_index][x * 3:(x + width) * 3] = row
    return [bytes(row) for row in canvas]


@pytest.fixture(scope="module")
def browser():
    pytest.importorskip("selenium", reason="selenium is not installed (pip install -r requirements-dev.txt)")
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        pytest.skip("Chromium and chromedriver are needed (Debian: apt-get install chromium chromium-driver)")
    options = Options()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=400,400",
                     "--force-device-scale-factor=2", "--hide-scrollbars"):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except Exception as error:  # a browser that cannot start in this environment
        pytest.skip(f"Chromium did not start: {error}")
    yield driver
    driver.quit()


def test_chromium_plays_the_svg_as_the_apng_steps(browser, tmp_path):
    binary = pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()
    (tmp_path / "anim.shape").write_text(SCRIPT)
    for name in ("anim.svg", "anim.png"):
        result = subprocess.run([str(binary), "render", "anim.shape", "-o", name], cwd=tmp_path,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
    apng = (tmp_path / "anim.png").read_bytes()
    browser.get((tmp_path / "anim.svg").as_uri())
    time.sleep(0.3)
    for step in (0, 3, 5, 9):  # ten steps at 10 fps: step k starts at k/10 s
        browser.execute_script(f"document.documentElement.pauseAnimations();"
                               f"document.documentElement.setCurrentTime({step / 10});")
        time.sleep(0.1)
        shot = browser.find_element("tag name", "svg").screenshot_as_png
        width, height, theirs = decode(shot)
        ours = apng_canvas(apng, step)
        assert (width, height) == (len(ours[0]) // 3, len(ours)) == (300, 300)
        mean, far_off = difference(ours, theirs)
        # Chromium (Skia) anti-aliases edges a little differently from Shapebook: a few edge
        # pixels differ by more than 16/255 even on the static first frame (0.2–0.5% measured),
        # but on average the images agree to a tenth of a level.
        assert mean <= 0.5, f"step {step}: mean difference {mean:.3f}/255"
        assert far_off / (width * height) <= 0.01, f"step {step}: {far_off} pixels far off"
        if step > 0:
            # And the SVG did move: the first frame is far from what Chromium shows now.
            stale, _ = difference(apng_canvas(apng, 0), theirs)
            assert stale > 5 * max(mean, 0.1), f"step {step}: the SVG still shows the first frame"


def difference(ours, theirs):
    """Mean absolute difference per channel (0…255) and the count of pixels off by more than 16."""
    total = far_off = 0
    for row_a, row_b in zip(ours, theirs):
        for pixel in range(0, len(row_a), 3):
            deltas = [abs(row_a[pixel + c] - row_b[pixel + c]) for c in range(3)]
            total += sum(deltas)
            far_off += max(deltas) > 16
    return total / (len(ours) * len(ours[0])), far_off
