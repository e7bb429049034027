"""The kernel's side of what tests/browser/test_lab.py checks in JupyterLab, without a browser.

These send the requests JupyterLab sends (Shift-Tab's inspect_request with the cursor just after
`(`; a cell that prints and then loops, stopped by the stop button's interrupt_request), so a
failure here says the kernel is at fault and a failure only in test_lab.py says the page is.
They run where Chromium is missing too.
"""

import pathlib
import sys
import time

import pytest
from jupyter_client.manager import start_new_kernel

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "notebooks"))
import shapebook_kernelspec  # noqa: E402

TIMEOUT = 30


@pytest.fixture(scope="module")
def client():
    shapebook_kernelspec.install()
    km, kc = start_new_kernel(kernel_name="shapebook", startup_timeout=TIMEOUT)
    try:
        yield km, kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


@pytest.mark.parametrize("code", ["Star(", "Star(points: 5, ", "Star(points: 5, corn"])
def test_inspect_inside_a_call_returns_its_signature(client, code):
    _, kc = client
    reply = kc.inspect(code, len(code), detail_level=0, reply=True, timeout=TIMEOUT)["content"]
    assert reply["status"] == "ok" and reply["found"], reply
    assert "Star(points: Int = 5, cornerRadius: CGFloat = 0" in reply["data"]["text/plain"]
    assert "```swift" in reply["data"]["text/markdown"]


def iopub_until(kc, predicate, what):
    """Iopub messages up to and including the first that satisfies `predicate`."""
    seen = []
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        message = kc.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        seen.append(message)
        if predicate(message):
            return seen
    pytest.fail(f"no {what} within {TIMEOUT} s; saw {[m['msg_type'] for m in seen]}")


def test_print_before_an_endless_loop_is_published_while_the_cell_runs(client):
    km, kc = client
    msg_id = kc.execute('print("looping")\nwhile true {}')
    mine = lambda m: m["parent_header"].get("msg_id") == msg_id  # noqa: E731
    iopub_until(kc, lambda m: mine(m) and m["msg_type"] == "stream" and m["content"]["text"] == "looping\n",
                "stream with the print")
    # Still running: no idle status and no reply yet.
    assert not kc.shell_channel.msg_ready()
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert reply["status"] == "error" and reply["ename"] == "InterruptError", reply
    iopub_until(kc, lambda m: mine(m) and m["msg_type"] == "status" and m["content"]["execution_state"] == "idle",
                "idle status after the interrupt")
    after = kc.execute_interactive('print("still here")', timeout=TIMEOUT)["content"]
    assert after["status"] == "ok", after
