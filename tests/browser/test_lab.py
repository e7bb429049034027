"""JupyterLab in a real browser: figures, Tab completion, Shift-Tab tooltips and the stop button.

Starts JupyterLab from this Python environment on a free port of 127.0.0.1 (no token; its own
temporary root, config, data, runtime, settings and workspace directories, so nothing of the
user's is read or written) with the kernelspec of the binary under test, and drives headless
Chromium through chromedriver with Selenium (one JupyterLab and one Chromium, shared with
test_widgets_lab.py: conftest.py). Skips, saying why, where Selenium, Chromium or
chromedriver is missing or Chromium cannot start. Saves docs/screenshots/lab.png.

Every wait is explicit, with a timeout; every query is scoped to the notebook being tested.
"""

import contextlib
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import nbformat
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "notebooks"))
import shapebook_kernelspec  # noqa: E402

SCREENSHOT = shapebook_kernelspec.REPO / "docs/screenshots/lab.png"
TIMEOUT = 60  # seconds for any one wait; the machine may be shared and the kernel a debug build
WINDOW = (1200, 760)

FIGURES_NOTEBOOK = [
    ("markdown", "# Stars, blobs and metaballs\n"
                 "A cell's last expression is drawn: Shapebook sends each figure as SVG and as PNG."),
    ("code", "HStack(spacing: 24) {\n    Star(points: 5).fill(.orange)\n"
             "    Star(points: 5, cornerRadius: 8).fill(.orange)\n"
             "    Star(points: 8, cornerRadius: 4, innerRatio: 0.6).fill(.orange)\n}\n"
             ".frame(width: 380, height: 120)"),
    ("code", "HStack(spacing: 20) {\n    Blob(points: 8, seed: 3, style: .smooth).fill(.pink)\n"
             "    RegularPolygon(sides: 6).stroke(.blue, lineWidth: 4)\n"
             "    Metaballs([(center: CGPoint(x: 32, y: 50), radius: 28),\n"
             "               (center: CGPoint(x: 88, y: 55), radius: 18)]).fill(.teal)\n}\n"
             ".frame(width: 380, height: 100)"),
    ("code", 'print("figures drawn")'),
]
# The frames above, in CSS pixels: what each figure must be displayed at.
FIGURE_SIZES = [(380, 120), (380, 100)]


# MARK: - Skipping where there is no browser


def find_browser():
    """(chromium, chromedriver) paths, or skip saying what is missing."""
    pytest.importorskip("selenium", reason="selenium is not installed (pip install -r requirements-dev.txt)")
    chromium = next(filter(None, map(shutil.which, ["chromium", "chromium-browser", "google-chrome"])), None)
    driver = shutil.which("chromedriver")
    if chromium is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium chromium-driver, "
                    "which scripts/install-system-deps does)")
    if driver is None:
        pytest.skip("chromedriver is not installed (Debian: apt-get install chromium-driver)")
    return chromium, driver


# MARK: - JupyterLab


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def write_notebook(path, cells):
    make = {"code": nbformat.v4.new_code_cell, "markdown": nbformat.v4.new_markdown_cell}
    notebook = nbformat.v4.new_notebook(cells=[make[kind](source) for kind, source in cells])
    notebook.metadata["kernelspec"] = {"name": "shapebook", "display_name": "Shapebook", "language": "shapebook"}
    nbformat.write(notebook, path)


def isolated_environment(root):
    """The environment for JupyterLab: every Jupyter directory it could write to is under `root`."""
    settings = root / ".settings"
    # No news or update checks: nothing leaves the machine and no notification covers the page.
    notification = settings / "@jupyterlab/apputils-extension/notification.jupyterlab-settings"
    notification.parent.mkdir(parents=True)
    notification.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    return dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTERLAB_WORKSPACES_DIR=str(root / ".workspaces"),
                JUPYTER_CONFIG_DIR=str(root / ".config"), JUPYTER_DATA_DIR=str(root / ".data"),
                JUPYTER_RUNTIME_DIR=str(root / ".runtime"))


def wait_for_server(server, log, url):
    """Waits until JupyterLab answers `url`; fails with its log if it exits or never answers."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        if server.poll() is not None:
            log.seek(0)
            pytest.fail(f"JupyterLab exited with {server.returncode}:\n{log.read()[-3000:]}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=5) as response:
            if response.status == 200:
                return
        if time.monotonic() > deadline:
            log.seek(0)
            pytest.fail(f"JupyterLab did not answer {url} within {TIMEOUT} s:\n{log.read()[-3000:]}")
        time.sleep(0.2)  # polling a socket: there is nothing to wait on instead


def stop(server):
    server.terminate()
    try:
        server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=10)


@contextlib.contextmanager
def running_lab(root, environment, extra_arguments=()):
    """JupyterLab serving `root` on a free port of 127.0.0.1 with `environment` (and
    `extra_arguments` on its command line); yields its base URL and stops it afterwards."""
    port = free_port()
    log = open(root / ".lab.log", "w+")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         "--ServerApp.port_retries=0", "--IdentityProvider.token=", "--ServerApp.password=",
         f"--ServerApp.root_dir={root}", "--ServerApp.terminals_enabled=False", "--LabApp.news_url=",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--LabApp.expose_app_in_browser=True",
         *extra_arguments]
        + (["--allow-root"] if os.geteuid() == 0 else []),
        stdout=log, stderr=subprocess.STDOUT, env=environment, cwd=root)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_server(server, log, base + "/api/status")
        yield base
    finally:
        stop(server)
        log.close()


@contextlib.contextmanager
def lab_with_test_notebooks():
    """A running JupyterLab (its base URL) on a temporary root with this module's notebooks (the
    `lab` fixture of conftest.py, which test_widgets_lab.py shares)."""
    find_browser()
    shapebook_kernelspec.install()  # puts the binary under test first on JUPYTER_PATH
    root = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-lab-"))
    write_notebook(root / "figures.ipynb", FIGURES_NOTEBOOK)
    write_notebook(root / "completion.ipynb", [("code", "Sta")])
    write_notebook(root / "tooltip.ipynb", [("code", "Star(")])
    write_notebook(root / "loop.ipynb", [("code", 'print("looping")\nwhile true {}'), ("code", 'print("still here")')])
    try:
        with running_lab(root, isolated_environment(root)) as base:
            yield base
    finally:
        shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def chromium(window, extra_arguments=()):
    """Headless Chromium driven by chromedriver, its page `window` = (width, height) CSS pixels;
    skips the test where it cannot start."""
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service

    chromium_path, driver_path = find_browser()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium_path
    # Leaving a notebook with unsaved outputs asks "leave site?": accept it, never block on it.
    options.set_capability("unhandledPromptBehavior", "accept")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--disable-extensions", "--no-first-run", f"--window-size={window[0]},{window[1]}",
                     "--force-device-scale-factor=1", "--hide-scrollbars", *extra_arguments]:
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except WebDriverException as error:
        pytest.skip(f"Chromium could not be started by chromedriver: {error.msg or error}")
    try:
        # --window-size is the outer size; make the page itself `window`, for screenshots.
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        outer = driver.get_window_size()
        driver.set_window_size(window[0] + outer["width"] - inner[0], window[1] + outer["height"] - inner[1])
        yield driver
    finally:
        driver.quit()


# MARK: - Driving the page


def wait(driver, condition, message, timeout=TIMEOUT):
    """Polls `condition` until it is truthy; fails with `message` (a string, or a function of the
    driver called at the timeout, so that it can say what the page shows then).

    An element the condition found may be replaced before it is read (a live view swaps its
    figure's element for each new frame): that poll counts as not yet, and the next one looks again."""
    from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,)).until(condition)
    except TimeoutException:
        pytest.fail(f"after {timeout} s: " + (message(driver) if callable(message) else message))


def kernel_status(driver):
    """`name:status` of the current notebook's kernel, e.g. `shapebook:idle`, or None."""
    return driver.execute_script("""
        const kernel = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
        return kernel ? kernel.name + ':' + kernel.status : null;""")


def panel(driver):
    """The current notebook panel's element: other notebooks' panels may still be in the page."""
    return driver.execute_script("return window.jupyterapp.shell.currentWidget.node")


def open_notebook(driver, base, name):
    """Opens `name` alone (`?reset` drops any earlier layout) and waits until its kernel is idle."""
    from selenium.webdriver.common.by import By
    driver.get(f"{base}/lab/tree/{name}?reset")
    wait(driver, lambda d: d.execute_script(
        "return window.jupyterapp?.shell.currentWidget?.context?.path === arguments[0]", name),
        f"{name} did not become the current widget")
    wait(driver, lambda d: panel(d).find_elements(By.CSS_SELECTOR, ".jp-Cell .cm-content"), f"{name} shows no cells")
    wait(driver, lambda d: kernel_status(d) == "shapebook:idle",
         lambda d: f"the kernel of {name} did not become idle (status: {kernel_status(d)})")


def run_command(driver, command):
    """Starts a JupyterLab command without waiting for it: WebDriver would wait for a returned
    promise, and `notebook:run-cell` on an endless loop never settles."""
    driver.execute_script("window.jupyterapp.commands.execute(arguments[0]);", command)


def select_cell(driver, index):
    driver.execute_script("window.jupyterapp.shell.currentWidget.content.activeCellIndex = arguments[0];", index)


def put_cursor_at_end(driver, index):
    """Clicks into cell `index`'s editor and moves the cursor to its end, as a person would."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    editor = panel(driver).find_elements(By.CSS_SELECTOR, ".jp-Cell .cm-content")[index]
    editor.click()
    wait(driver, lambda d: d.execute_script(
        "return document.activeElement === arguments[0]", editor), f"cell {index}'s editor did not take the focus")
    ActionChains(driver).key_down(Keys.CONTROL).send_keys(Keys.END).key_up(Keys.CONTROL).perform()
    source = active_cell_source(driver)
    wait(driver, lambda d: d.execute_script("""
        const editor = window.jupyterapp.shell.currentWidget.content.activeCell.editor;
        return editor.getOffsetAt(editor.getCursorPosition());""") == len(source),
         f"the cursor did not reach the end of cell {index}")


def active_cell_source(driver):
    return driver.execute_script(
        "return window.jupyterapp.shell.currentWidget.content.activeCell.model.sharedModel.getSource()")


def output_text(driver):
    from selenium.webdriver.common.by import By
    return "\n".join(output.text for output in panel(driver).find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output"))


def figure_elements(driver):
    """Every output image: an `<img>` with a data: PNG or SVG, or an inline `<svg>` (how a
    JupyterLab version shows `image/svg+xml` is its choice)."""
    from selenium.webdriver.common.by import By
    return panel(driver).find_elements(
        By.CSS_SELECTOR, ".jp-OutputArea-output img, .jp-OutputArea-output > svg, .jp-RenderedSVG > svg")


# MARK: - Tests


def test_run_all_shows_figures_as_images_and_saves_the_screenshot(lab, browser):
    from selenium.webdriver.common.by import By
    open_notebook(browser, lab, "figures.ipynb")
    run_command(browser, "notebook:run-all-cells")
    wait(browser, lambda d: "figures drawn" in output_text(d), "the last cell's output did not appear")
    wait(browser, lambda d: kernel_status(d) == "shapebook:idle", "the kernel did not return to idle")
    figures = wait(browser, lambda d: len(figure_elements(d)) == len(FIGURE_SIZES) and figure_elements(d),
                   lambda d: f"expected {len(FIGURE_SIZES)} figures, found {len(figure_elements(d))}")
    for figure, (width, height) in zip(figures, FIGURE_SIZES):
        if figure.tag_name == "img":
            source = figure.get_attribute("src")
            assert source.startswith(("data:image/png;base64,", "data:image/svg+xml")), source[:60]
            wait(browser, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0",
                                                     figure), f"the image {source[:40]}... did not load")
        # Displayed at the frame's size (not squashed, not the PNG's doubled pixels).
        size = figure.size
        assert abs(size["width"] - width) <= 1 and abs(size["height"] - height) <= 1, (figure.tag_name, size)
    # Lab shows one rendition; the notebook keeps both, as the kernel sent them.
    kept = browser.execute_script("""
        const cells = window.jupyterapp.shell.currentWidget.model.cells;
        const kinds = [];
        for (let i = 0; i < cells.length; i++) {
            const outputs = cells.get(i).outputs;
            for (let j = 0; outputs && j < outputs.length; j++) {
                const data = outputs.get(j).data;
                if (data['image/svg+xml'] || data['image/png']) kinds.push(Object.keys(data).sort().join(' '));
            }
        }
        return kinds;""")
    assert kept == ["image/png image/svg+xml text/plain"] * len(FIGURE_SIZES), kept
    errors = panel(browser).find_elements(By.CSS_SELECTOR, "[data-mime-type='application/vnd.jupyter.stderr']")
    assert not errors, [error.text for error in errors]
    save_screenshot(browser)


def save_screenshot(driver):
    """docs/screenshots/lab.png: the figures notebook, run, without the side bar's file list."""
    driver.execute_script("""
        const app = window.jupyterapp;
        if (!app.shell.leftCollapsed) app.shell.collapseLeft();
        app.shell.currentWidget.content.activeCellIndex = 1;
        app.shell.currentWidget.content.mode = 'command';
        document.activeElement?.blur();""")
    wait(driver, lambda d: d.execute_script("return window.jupyterapp.shell.leftCollapsed"), "the side bar stayed open")
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOT))


def test_tab_completion_offers_star(lab, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    open_notebook(browser, lab, "completion.ipynb")
    put_cursor_at_end(browser, 0)
    ActionChains(browser).send_keys(Keys.TAB).perform()
    items = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, ".jp-Completer .jp-Completer-item"),
                 "Tab did not open the completer")
    values = [item.get_attribute("data-value") or item.text for item in items]
    assert "Star" in values, values
    # Choosing it replaces what was typed (the reply's cursor_start..cursor_end), nothing more.
    star = next(item for item, value in zip(items, values) if value == "Star")
    star.click()
    wait(browser, lambda d: active_cell_source(d) == "Star",
         lambda d: f"choosing Star left the cell as {active_cell_source(d)!r}")


def test_shift_tab_inside_a_call_shows_its_signature(lab, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    open_notebook(browser, lab, "tooltip.ipynb")
    put_cursor_at_end(browser, 0)  # just after `Star(`: the kernel must find the call, not a name
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    tooltip = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, ".jp-Tooltip"), "Shift-Tab showed no tooltip")
    text = wait(browser, lambda d: tooltip[0].text.strip() or None, "the tooltip stayed empty")
    assert "Star(points: Int = 5, cornerRadius: CGFloat = 0" in text, text
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, ".jp-Tooltip"), "Escape did not close the tooltip")


def test_stop_button_interrupts_an_endless_loop(lab, browser):
    from selenium.webdriver.common.by import By
    open_notebook(browser, lab, "loop.ipynb")
    select_cell(browser, 0)
    run_command(browser, "notebook:run-cell")
    wait(browser, lambda d: "looping" in output_text(d), "the loop cell's print did not appear")
    assert kernel_status(browser) == "shapebook:busy"
    stop = panel(browser).find_element(By.CSS_SELECTOR, ".jp-Toolbar [data-command='notebook:interrupt-kernel']")
    stop.click()
    wait(browser, lambda d: kernel_status(d) == "shapebook:idle", "the kernel stayed busy after the stop button")
    # The traceback is swiftc's runtime error (`cell:2: Fatal error: interrupted`); ename is InterruptError.
    wait(browser, lambda d: "Fatal error: interrupted" in output_text(d), "the loop cell shows no interruption")
    prompts = panel(browser).find_elements(By.CSS_SELECTOR, ".jp-Cell .jp-InputPrompt")
    assert "*" not in prompts[0].text, prompts[0].text
    # The kernel lives on: the next cell runs.
    select_cell(browser, 1)
    run_command(browser, "notebook:run-cell")
    wait(browser, lambda d: "still here" in output_text(d), "the kernel did not run a cell after the stop")
