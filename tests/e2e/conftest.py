"""Fixtures for the end-to-end tests: every test talks to the real `shapebook` binary.

SHAPEBOOK_BIN names the binary (the Makefile passes .build/debug/shapebook). The kernelspec is
installed by that very binary into a temporary prefix that is put first on JUPYTER_PATH, so
`kernel_name="shapebook"` can only start the binary under test.
"""

import json
import os
import pathlib
import subprocess
import tempfile

import pytest
from jupyter_client.manager import start_new_kernel

REPO = pathlib.Path(__file__).resolve().parents[2]
SHAPEBOOK_BIN = pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()
KERNELSPEC_PREFIX = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-kernelspec-"))


def pytest_configure(config):
    if not SHAPEBOOK_BIN.exists():
        raise pytest.UsageError(f"{SHAPEBOOK_BIN} does not exist: run `swift build` first")
    subprocess.run([str(SHAPEBOOK_BIN), "install", "--prefix", str(KERNELSPEC_PREFIX)], check=True,
                   stdout=subprocess.DEVNULL)
    data = KERNELSPEC_PREFIX / "share/jupyter"
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(data), os.environ.get("JUPYTER_PATH")]))


def installed_argv():
    """The argv of the kernelspec Jupyter will use for `shapebook`."""
    from jupyter_client.kernelspec import KernelSpecManager
    return KernelSpecManager().get_kernel_spec("shapebook").argv


@pytest.fixture
def kernel():
    """A fresh kernel and a blocking client with channels started; shut down afterwards."""
    km, kc = start_new_kernel(kernel_name="shapebook", startup_timeout=30)
    try:
        yield km, kc
    finally:
        kc.stop_channels()
        if km.is_alive():
            km.shutdown_kernel(now=False)


def run(kc, code, timeout=10, **kwargs):
    """Executes `code` and returns (reply content, iopub messages of that request)."""
    outputs = []
    reply = kc.execute_interactive(code, timeout=timeout, output_hook=outputs.append, **kwargs)
    return reply["content"], outputs


def text_result(outputs):
    """The text/plain of the execute_result among `outputs`, or None."""
    for message in outputs:
        if message["msg_type"] == "execute_result":
            return message["content"]["data"].get("text/plain")
    return None
