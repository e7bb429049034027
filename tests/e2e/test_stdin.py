"""`readLine()` on a real kernel: Jupyter's input_request on the stdin channel, through jupyter_client."""

import time

from conftest import run


def reply_for(kc, msg_id, timeout=30):
    deadline = time.time() + timeout
    while True:
        reply = kc.get_shell_msg(timeout=max(0.01, deadline - time.time()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply["content"]


def stdout_of(kc, msg_id, timeout=30):
    """The stdout text the request published, read from iopub until it went idle."""
    text, deadline = "", time.time() + timeout
    while True:
        message = kc.get_iopub_msg(timeout=max(0.01, deadline - time.time()))
        if message["parent_header"].get("msg_id") != msg_id:
            continue
        if message["msg_type"] == "stream" and message["content"]["name"] == "stdout":
            text += message["content"]["text"]
        if message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
            return text


CELL = 'let name = readLine()\nprint("hello,", name ?? "nobody")'


def test_read_line_asks_the_front_end_and_returns_what_was_typed(kernel):
    km, kc = kernel
    msg_id = kc.execute(CELL, allow_stdin=True)
    request = kc.get_stdin_msg(timeout=30)
    assert request["msg_type"] == "input_request"
    assert request["parent_header"]["msg_id"] == msg_id
    assert request["content"] == {"prompt": "", "password": False}
    kc.input("Ada")
    assert reply_for(kc, msg_id)["status"] == "ok"
    assert stdout_of(kc, msg_id) == "hello, Ada\n"


def test_read_line_is_nil_when_the_request_does_not_allow_stdin(kernel):
    km, kc = kernel
    msg_id = kc.execute(CELL, allow_stdin=False)
    assert reply_for(kc, msg_id)["status"] == "ok"
    assert stdout_of(kc, msg_id) == "hello, nobody\n"
    assert kc.stdin_channel.msg_ready() is False


def test_an_interrupt_while_waiting_stops_the_cell_and_a_late_answer_is_not_the_next_ones(kernel):
    km, kc = kernel
    run(kc, "var kept = 41")
    msg_id = kc.execute("kept = 0\n" + CELL, allow_stdin=True)
    assert kc.get_stdin_msg(timeout=30)["msg_type"] == "input_request"
    km.interrupt_kernel()
    reply = reply_for(kc, msg_id)
    assert (reply["status"], reply["ename"], reply["evalue"]) == ("error", "InterruptError", "line 2: interrupted")
    # An answer to the request that was given up: dropped, never the answer to a later one
    # (jupyter_client's input_reply names no parent, so the kernel cannot tell them apart by it).
    kc.input("late")
    reply, outputs = run(kc, "print(kept)")
    assert [m["content"]["text"] for m in outputs if m["msg_type"] == "stream"] == ["41\n"]
    msg_id = kc.execute(CELL, allow_stdin=True)
    assert kc.get_stdin_msg(timeout=30)["parent_header"]["msg_id"] == msg_id
    kc.input("Grace")
    assert reply_for(kc, msg_id)["status"] == "ok"
    assert stdout_of(kc, msg_id) == "hello, Grace\n"
