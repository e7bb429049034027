"""One JupyterLab and one Chromium for test_lab.py and test_widgets_lab.py.

Starting each takes 16 to 18 s on a loaded machine, and their tests need neither fresh: each test
opens a notebook of its own (`?reset` drops the earlier layout) with a kernel of its own. When a
module's tests end, their kernels are shut down, so that the next module finds the server as a
fresh one would (its screenshot counts one running kernel, its own). Both are stopped when the
last test of this directory ends, not at the end of the whole pytest run, so that they do not
idle through the other directories' tests. test_dark_theme.py (another
theme), test_lab_settings.py (another settings directory) and test_animation_smil.py (another
scale factor) start their own.
"""

import contextlib

import pytest

import test_lab

#: What `lab` and `browser` started, closed by `pytest_runtest_teardown` after this directory's
#: last test.
SHARED = contextlib.ExitStack()


@pytest.fixture(scope="session")
def lab():
    """The base URL of a running JupyterLab with test_lab.py's notebooks."""
    return SHARED.enter_context(test_lab.lab_with_test_notebooks())


#: The shared Chromium, once `browser` has started it.
DRIVERS = []


@pytest.fixture(scope="session")
def browser(lab):
    """Headless Chromium of test_lab.WINDOW's size."""
    driver = SHARED.enter_context(test_lab.chromium(test_lab.WINDOW))
    DRIVERS.append(driver)
    SHARED.callback(DRIVERS.clear)
    return driver


def shut_down_kernels(driver):
    """Shuts down every session and kernel of the JupyterLab the page shows (through its own
    services, so that the requests carry the page's XSRF cookie)."""
    ended = driver.execute_async_script("""
        const done = arguments[0], services = window.jupyterapp?.serviceManager;
        if (!services) return done('the page shows no JupyterLab');
        services.sessions.shutdownAll().then(() => services.kernels.shutdownAll())
            .then(() => done('ended'), error => done(String(error)));""")
    assert ended == "ended", f"the kernels of the shared JupyterLab were not shut down: {ended}"


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """Shuts down the kernels of a module's tests when its last test ends; stops the shared
    JupyterLab and Chromium once no test of this directory follows."""
    if nextitem is None or nextitem.path.parent != item.path.parent:
        SHARED.close()
    elif nextitem.path != item.path and DRIVERS:
        shut_down_kernels(DRIVERS[0])
