"""A live view in JupyterLab in a real browser: the reader drags a slider and clicks a button,
and the figure's pixels follow.

Uses test_lab.py's JupyterLab and Chromium (conftest.py's, which test_lab.py's tests used first;
its own notebook, put there through the contents API, with a kernel of its own) and skips as it does where there is no browser. Saves
docs/screenshots/widgets.png.
"""

import pytest

from test_lab import (TIMEOUT, figure_elements, kernel_status, open_notebook, panel, run_command,  # noqa: F401
                      shapebook_kernelspec, wait)

SCREENSHOT = shapebook_kernelspec.REPO / "docs/screenshots/widgets.png"

BAR_VIEW = """struct Bar: View {
    @State var width: Double = 20
    @State var color = Color.blue
    var body: some View {
        VStack {
            Slider(value: $width, in: 20...200) { Text("Width") }
            Button("Paint red") { color = .red }
            Rectangle().fill(color)
                .frame(width: width, height: 40)
                .frame(width: 200, height: 40, alignment: .leading)
        }
    }
}
Bar()"""

BLUE, RED = (0, 122, 255), (255, 59, 48)  # SwiftUI's .blue and .red


def put_notebook(driver, base, name, sources):
    """Saves a notebook of code cells into the server's root through JupyterLab's contents
    service (in the page, so that the request carries the page's XSRF cookie)."""
    notebook = {"cells": [{"cell_type": "code", "source": source, "metadata": {}, "outputs": [], "execution_count": None}
                          for source in sources],
                "metadata": {"kernelspec": {"name": "shapebook", "display_name": "Shapebook", "language": "shapebook"}},
                "nbformat": 4, "nbformat_minor": 5}
    driver.get(f"{base}/lab?reset")
    wait(driver, lambda d: d.execute_script("return !!window.jupyterapp?.serviceManager"), "JupyterLab did not start")
    saved = driver.execute_async_script("""
        const [name, content, done] = arguments;
        window.jupyterapp.serviceManager.contents.save(name, {type: 'notebook', format: 'json', content})
            .then(() => done('saved'), error => done(String(error)));""", name, notebook)
    assert saved == "saved", saved


def pixel(driver, image, x, y):
    """The RGBA of the figure `image` at (x, y) in CSS pixels of its displayed size."""
    return driver.execute_async_script("""
        const [image, x, y, done] = arguments;
        const read = () => {
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const px = Math.floor(x * image.naturalWidth / image.clientWidth);
            const py = Math.floor(y * image.naturalHeight / image.clientHeight);
            done(Array.from(context.getImageData(px, py, 1, 1).data));
        };
        if (image.complete && image.naturalWidth > 0) read(); else image.onload = read;""", image, x, y)


def figure_pixel(driver, x, y):
    """The current figure's pixel (the figure output is replaced on each change: look it up again)."""
    figures = figure_elements(driver)
    if not figures or figures[-1].tag_name != "img":
        return None
    try:
        return pixel(driver, figures[-1], x, y)
    except Exception:  # the image was replaced while it was read
        return None


def close_to(rgba, rgb, tolerance=8):
    return rgba is not None and rgba[3] > 240 and all(abs(a - b) <= tolerance for a, b in zip(rgba, rgb))


def test_dragging_a_slider_and_clicking_a_button_change_the_figure(lab, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    put_notebook(browser, lab, "widgets.ipynb", [BAR_VIEW])
    open_notebook(browser, lab, "widgets.ipynb")
    run_command(browser, "notebook:run-all-cells")
    handle = wait(browser, lambda d: panel(d).find_elements(By.CSS_SELECTOR, ".widget-slider .noUi-handle"),
                  lambda d: "no slider widget appeared; outputs: " + panel(d).text[-500:])[0]
    wait(browser, lambda d: kernel_status(d) == "shapebook:idle", "the kernel did not return to idle")
    # The bar is 20 points wide: at x = 150 the figure is empty, at x = 10 it is blue.
    wait(browser, lambda d: close_to(figure_pixel(d, 10, 20), BLUE), "the figure did not show a blue bar")
    assert figure_pixel(browser, 150, 20)[3] == 0

    ActionChains(browser).drag_and_drop_by_offset(handle, 400, 0).perform()
    wait(browser, lambda d: close_to(figure_pixel(d, 190, 20), BLUE),
         lambda d: f"after dragging the slider to its end the bar did not reach x = 190 (pixel {figure_pixel(d, 190, 20)})")
    value = panel(browser).find_element(By.CSS_SELECTOR, ".widget-slider .widget-readout").text
    assert value.startswith("200"), value

    button = next(b for b in panel(browser).find_elements(By.CSS_SELECTOR, "button.jupyter-button")
                  if b.text == "Paint red")
    button.click()
    wait(browser, lambda d: close_to(figure_pixel(d, 190, 20), RED),
         lambda d: f"after clicking the button the bar did not turn red (pixel {figure_pixel(d, 190, 20)})")
    errors = panel(browser).find_elements(By.CSS_SELECTOR, "[data-mime-type='application/vnd.jupyter.stderr']")
    assert not errors, [error.text for error in errors]
    browser.execute_script("""
        const app = window.jupyterapp;
        if (!app.shell.leftCollapsed) app.shell.collapseLeft();
        document.activeElement?.blur();""")
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SCREENSHOT))
