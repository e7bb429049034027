"""Fixtures shared by the notebook tests."""

import pytest
from jupyter_client.manager import start_new_kernel

import shapebook_kernelspec


@pytest.fixture
def kernel_in(tmp_path):
    """A fresh kernel whose working directory is tmp_path; yields (client, directory)."""
    shapebook_kernelspec.install()
    km, kc = start_new_kernel(kernel_name="shapebook", startup_timeout=60, cwd=str(tmp_path))
    try:
        yield kc, tmp_path
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
