"""Installs the kernelspec of the `shapebook` binary under test into a temporary prefix.

SHAPEBOOK_BIN names the binary (the Makefile passes .build/debug/shapebook); the prefix is put
first on JUPYTER_PATH so that `kernel_name="shapebook"` can only start that binary. `run_cell` runs one cell through a kernel client.
"""

import functools
import os
import pathlib
import subprocess
import tempfile

REPO = pathlib.Path(__file__).resolve().parents[2]


def shapebook_bin():
    return pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()


@functools.cache
def install():
    """Installs the kernelspec once per test run; returns the binary's path."""
    binary = shapebook_bin()
    if not binary.exists():
        raise RuntimeError(f"{binary} does not exist: run `swift build` first")
    prefix = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-kernelspec-"))
    subprocess.run([str(binary), "install", "--prefix", str(prefix)], check=True, stdout=subprocess.DEVNULL)
    data = prefix / "share/jupyter"
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(data), os.environ.get("JUPYTER_PATH")]))
    return binary


def run_cell(kc, code, timeout=120):
    """Runs `code` in the kernel behind client `kc`; returns (execute_reply content, iopub messages)."""
    outputs = []
    reply = kc.execute_interactive(code, timeout=timeout, output_hook=outputs.append)
    return reply["content"], outputs
