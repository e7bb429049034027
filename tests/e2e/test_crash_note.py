"""A kernel that dies mid-cell is restarted by jupyter_client's restarter, and the new kernel's
first output says what happened: the cell that was running and the signal (docs/kernel.md).

The kernel is killed from outside while it runs `while true {}`: with SIGSEGV, which its
fatal-signal handler records in the crash note, and with SIGKILL, which nothing can catch.
"""

import asyncio
import os
import signal
import time

from jupyter_client.ioloop import AsyncIOLoopKernelManager
from traitlets.config import Config


async def restarted_kernel_output(fatal_signal):
    """Runs `let kept = 41`, starts an endless cell, kills the kernel with `fatal_signal`, waits
    for the restarter to start a new kernel, and returns (stderr text of the first cell run
    there, that cell's reply content)."""
    config = Config()
    config.KernelRestarter.time_to_dead = 0.3
    km = AsyncIOLoopKernelManager(kernel_name="shapebook", config=config)
    await km.start_kernel()
    km.start_restarter()
    kc = km.client()
    kc.start_channels()
    try:
        await kc.wait_for_ready(timeout=30)
        await kc.execute_interactive("let kept = 41", timeout=10)
        kc.execute("print(kept)\nwhile true {}")
        deadline = time.time() + 10
        while time.time() < deadline:
            message = await kc.get_iopub_msg(timeout=10)
            if message["msg_type"] == "stream" and "41" in message["content"]["text"]:
                break
        first_pid = km.provisioner.process.pid
        os.kill(first_pid, fatal_signal)
        deadline = time.time() + 30
        while time.time() < deadline:
            await asyncio.sleep(0.2)
            process = km.provisioner.process if km.provisioner else None
            if process is not None and process.pid != first_pid and await km.is_alive():
                break
        assert km.provisioner.process.pid != first_pid, "the restarter did not start a new kernel"
        await kc.wait_for_ready(timeout=30)
        errors = []

        def collect(message):
            if message["msg_type"] == "stream" and message["content"]["name"] == "stderr":
                errors.append(message["content"]["text"])

        reply = await kc.execute_interactive("kept", timeout=20, output_hook=collect)
        return "".join(errors), reply["content"]
    finally:
        km.stop_restarter()
        kc.stop_channels()
        await km.shutdown_kernel(now=True)


def test_a_kernel_killed_by_a_fault_signal_names_it_and_the_cell(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))  # where the kernel keeps its note
    text, reply = asyncio.run(restarted_kernel_output(signal.SIGSEGV))
    assert "The kernel restarted: the previous kernel died of signal SIGSEGV (segmentation fault)" in text
    assert "while running cell [2]:" in text
    assert "    print(kept)\n    while true {}" in text
    # A new session: the earlier variable is gone, as the message says.
    assert reply["status"] == "error" and "kept" in reply["evalue"]


def test_a_kernel_killed_without_a_signal_it_can_record_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    text, _ = asyncio.run(restarted_kernel_output(signal.SIGKILL))
    assert "was killed without a signal it could record" in text
    assert "out-of-memory killer" in text
    assert "while running cell [2]:" in text


def test_a_cleanly_restarted_kernel_says_nothing(kernel):
    km, kc = kernel
    kc.execute_interactive("let x = 1", timeout=10)
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=30)
    outputs = []
    kc.execute_interactive("1 + 1", timeout=10, output_hook=outputs.append)
    assert not [m for m in outputs if m["msg_type"] == "stream"]
