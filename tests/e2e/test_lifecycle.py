"""Interrupts, heartbeats during long cells, stop-on-error, shutdown and restart, on a real kernel."""

import os
import signal
import time

from conftest import run, text_result
from test_robustness import heartbeat_answers


def reply_for(kc, msg_id, timeout):
    deadline = time.time() + timeout
    while True:
        reply = kc.get_shell_msg(timeout=max(0.01, deadline - time.time()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply


def start_endless_loop(kc):
    """Starts `while true {}` and returns once the kernel has begun running it."""
    msg_id = kc.execute("while true {}")
    deadline = time.time() + 10
    while time.time() < deadline:
        message = kc.get_iopub_msg(timeout=10)
        if message["msg_type"] == "execute_input" and message["parent_header"].get("msg_id") == msg_id:
            break
    time.sleep(0.1)  # past execute_input, into the loop
    return msg_id


# How long a test waits for an answer before calling the kernel hung: a guard against waiting
# forever, not a speed goal (interrupt latency is measured in tests/e2e/test_interrupt_latency.py
# and docs/benchmarks.md).
HANG_GUARD = 60


def assert_interrupted(kc, msg_id):
    """The interrupted cell is answered, with an InterruptError and nothing run after it."""
    reply = reply_for(kc, msg_id, timeout=HANG_GUARD)
    assert reply["content"]["status"] == "error"
    assert reply["content"]["ename"] == "InterruptError"


def assert_still_serving(kc):
    """The session outlives the interrupt: its earlier state is kept and new cells run."""
    content, outputs = run(kc, "kept + 1")
    assert content["status"] == "ok" and text_result(outputs) == "42"
    content, outputs = run(kc, "var after = kept * 2\nafter += 1\nafter")
    assert content["status"] == "ok" and text_result(outputs) == "83"


def test_interrupt_request_stops_an_endless_loop_and_keeps_the_session(kernel):
    km, kc = kernel
    run(kc, "let kept = 41")
    msg_id = start_endless_loop(kc)
    km.interrupt_kernel()  # interrupt_mode "message": an interrupt_request on control
    assert_interrupted(kc, msg_id)
    assert_still_serving(kc)


def test_sigint_stops_an_endless_loop(kernel):
    km, kc = kernel
    run(kc, "let kept = 41")
    msg_id = start_endless_loop(kc)
    os.kill(km.provisioner.process.pid, signal.SIGINT)
    assert_interrupted(kc, msg_id)
    assert km.is_alive()
    assert_still_serving(kc)


def test_an_interrupt_between_cells_changes_nothing(kernel):
    """An interrupt that arrives while no cell runs is answered and stops no later cell."""
    km, kc = kernel
    run(kc, "let kept = 41")
    msg = kc.session.msg("interrupt_request", {})
    kc.control_channel.send(msg)
    answer = kc.control_channel.get_msg(timeout=HANG_GUARD)
    assert answer["msg_type"] == "interrupt_reply" and answer["parent_header"]["msg_id"] == msg["header"]["msg_id"]
    assert_still_serving(kc)


def test_heartbeat_and_control_answer_during_a_long_cell(kernel):
    km, kc = kernel
    msg_id = start_endless_loop(kc)
    for _ in range(5):
        assert heartbeat_answers(kc, timeout=10)  # a hang guard: the echo runs inside libzmq
    request = kc.session.msg("kernel_info_request")
    kc.control_channel.send(request)
    assert kc.control_channel.get_msg(timeout=HANG_GUARD)["msg_type"] == "kernel_info_reply"
    km.interrupt_kernel()
    assert_interrupted(kc, msg_id)


def test_stop_on_error_aborts_the_cells_queued_behind_a_failure(kernel):
    km, kc = kernel
    failing = start_endless_loop(kc)
    queued = [kc.execute("1 + 2"), kc.execute('print("never")')]
    time.sleep(0.3)
    km.interrupt_kernel()
    assert_interrupted(kc, failing)
    for msg_id in queued:
        content = reply_for(kc, msg_id, HANG_GUARD)["content"]
        assert content["status"] == "aborted"
        assert "execution_count" in content
    assert run(kc, "1 + 2")[0]["status"] == "ok"  # later cells run again


def test_execution_count_rules(kernel):
    _, kc = kernel
    assert run(kc, "1 + 2")[0]["execution_count"] == 1
    assert run(kc, "1 + 2", store_history=False)[0]["execution_count"] == 1
    content, outputs = run(kc, "1 + 2", silent=True)
    assert content["execution_count"] == 1
    assert [m["msg_type"] for m in outputs if m["msg_type"] != "status"] == []
    error, _ = run(kc, "let = = =")
    assert error["status"] == "error" and error["execution_count"] == 2


def test_shutdown_stops_the_process_cleanly(kernel):
    km, kc = kernel
    msg_id = kc.shutdown()
    reply = kc.control_channel.get_msg(timeout=5)
    assert reply["parent_header"]["msg_id"] == msg_id
    assert reply["content"] == {"status": "ok", "restart": False}
    deadline = time.time() + 5
    while km.is_alive() and time.time() < deadline:
        time.sleep(0.05)
    assert not km.is_alive()
    assert km.provisioner.process.returncode == 0


def test_restart_gives_a_fresh_session(kernel):
    km, kc = kernel
    run(kc, "let before = 1")
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=30)
    content, outputs = run(kc, "before")
    assert content["status"] == "error"
    assert run(kc, "1 + 2")[0]["execution_count"] == 2


def test_kernel_exits_when_its_launcher_dies():
    """A front end killed with SIGKILL sends no shutdown_request; the kernel must not linger."""
    import subprocess
    import sys
    launcher = subprocess.Popen([sys.executable, "-c", (
        "from jupyter_client.manager import start_new_kernel\n"
        "import time\n"
        "km, kc = start_new_kernel(kernel_name='shapebook')\n"
        "print(km.provisioner.process.pid, flush=True)\n"
        "time.sleep(60)\n")], stdout=subprocess.PIPE, text=True)
    try:
        kernel_pid = int(launcher.stdout.readline())
    finally:
        launcher.kill()
        launcher.wait()
    deadline = time.time() + 3
    while time.time() < deadline and os.path.exists(f"/proc/{kernel_pid}") and not _is_zombie(kernel_pid):
        time.sleep(0.05)
    assert not os.path.exists(f"/proc/{kernel_pid}") or _is_zombie(kernel_pid)


def _is_zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] == "Z"
    except FileNotFoundError:
        return True
