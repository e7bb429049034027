"""`make lab`'s JupyterLab settings: no "receive official Jupyter news?" prompt, no news or update
checks.

`make lab-settings` (which `make lab` runs) writes overrides.json into the .venv's JupyterLab
application settings directory. This runs that target with a VENV of the test's own, starts a real
JupyterLab (no browser needed) reading that directory, and asks its settings API for the
notification plugin's defaults, which overrides replace: JupyterLab asks its news question while
`fetchNews` is "none", its default without the overrides (JupyterLab 4.6).
"""

import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import urllib.request

import pytest

from test_lab import running_lab

REPO = pathlib.Path(__file__).resolve().parents[2]
NOTIFICATION = "/lab/api/settings/@jupyterlab/apputils-extension:notification"


def notification_defaults(root, settings_directory):
    """The notification plugin's defaults (its schema's, which overrides.json replaces) as a
    JupyterLab whose application settings directory is `settings_directory` serves them."""
    environment = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(root / ".user-settings"),
                       JUPYTERLAB_WORKSPACES_DIR=str(root / ".workspaces"), JUPYTER_CONFIG_DIR=str(root / ".config"),
                       JUPYTER_DATA_DIR=str(root / ".data"), JUPYTER_RUNTIME_DIR=str(root / ".runtime"))
    with running_lab(root, environment, [f"--LabApp.app_settings_dir={settings_directory}"]) as base:
        with urllib.request.urlopen(base + NOTIFICATION, timeout=30) as response:
            properties = json.loads(response.read())["schema"]["properties"]
    return {name: properties[name]["default"] for name in ("fetchNews", "checkForUpdates")}


def test_make_lab_turns_off_the_news_prompt_and_update_checks():
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    root = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-lab-settings-"))
    try:
        venv = root / "venv"
        venv.mkdir()
        # An up-to-date marker, so that the target's `venv` prerequisite installs nothing.
        (venv / ".installed").touch()
        made = subprocess.run(["make", "-s", "lab-settings", f"VENV={venv}"], cwd=REPO, capture_output=True, text=True,
                              timeout=120)
        assert made.returncode == 0, made.stderr
        settings = venv / "share/jupyter/lab/settings"
        assert (settings / "overrides.json").is_file()
        assert notification_defaults(root, settings) == {"fetchNews": "false", "checkForUpdates": False}
    finally:
        shutil.rmtree(root, ignore_errors=True)
