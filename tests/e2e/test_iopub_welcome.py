"""JEP 65: iopub is an XPUB socket that welcomes each new subscriber with `iopub_welcome`.

Raw ZeroMQ SUB sockets stand in for a client that knows the JEP; the jupyter_client clients of
every other test are the ones that ignore it.
"""

import contextlib
import random
import time

import zmq
from jupyter_client.session import Session

from conftest import run, text_result


def subscriber(kc, topic=b"", socket_type=zmq.SUB):
    info = kc.get_connection_info()
    socket = zmq.Context.instance().socket(socket_type)
    socket.linger = 0
    if socket_type == zmq.SUB:
        socket.setsockopt(zmq.SUBSCRIBE, topic)
    socket.connect(f"{info['transport']}://{info['ip']}:{info['iopub_port']}")
    return socket


@contextlib.contextmanager
def subscribed(kernel, topic=b""):
    """A SUB socket on the kernel's iopub and the session that checks its signatures: yields
    (socket, session) and closes the socket afterwards."""
    km, kc = kernel
    socket = subscriber(kc, topic)
    try:
        yield socket, Session(key=km.session.key)
    finally:
        socket.close()


def receive(socket, session, timeout=5.0):
    """The next message on `socket`, signature checked: (topic frames, message)."""
    assert socket.poll(int(timeout * 1000)), "nothing arrived on iopub"
    identities, parts = session.feed_identities(socket.recv_multipart())
    return identities, session.deserialize(parts)


def test_a_new_subscriber_is_welcomed(kernel):
    with subscribed(kernel) as (socket, session):
        topics, welcome = receive(socket, session)
        assert welcome["msg_type"] == "iopub_welcome"
        assert welcome["content"] == {"subscription": ""}
        assert welcome["parent_header"] == {}
        assert topics == []  # the empty topic every client subscribes to has no topic frame


def test_a_topic_subscription_is_welcomed_under_that_topic(kernel):
    with subscribed(kernel, topic=b"kernel.") as (socket, session):
        topics, welcome = receive(socket, session)
        assert welcome["msg_type"] == "iopub_welcome"
        assert welcome["content"] == {"subscription": "kernel."}
        assert topics == [b"kernel."]


def test_after_the_welcome_the_subscriber_sees_the_requests_outputs_in_order(kernel):
    _, kc = kernel
    with subscribed(kernel) as (socket, session):
        _, welcome = receive(socket, session)
        assert welcome["msg_type"] == "iopub_welcome"
        reply, _ = run(kc, "1 + 2")
        assert reply["status"] == "ok"
        seen = []
        while not seen or seen[-1] != "status:idle":
            _, message = receive(socket, session)
            if message["msg_type"] == "iopub_welcome":
                continue
            state = message["content"].get("execution_state")
            seen.append(f"status:{state}" if state else message["msg_type"])
        assert seen == ["status:busy", "execute_input", "execute_result", "status:idle"]


def test_every_client_gets_its_own_welcome_and_the_old_ones_keep_working(kernel):
    km, kc = kernel
    session = Session(key=km.session.key)
    first, second = subscriber(kc), None
    try:
        assert receive(first, session)[1]["msg_type"] == "iopub_welcome"
        second = subscriber(kc)  # the same topic again: XPUB_VERBOSE passes it up
        assert receive(second, session)[1]["msg_type"] == "iopub_welcome"
        reply, outputs = run(kc, "40 + 2")  # jupyter_client's own client, which ignores welcomes
        assert reply["status"] == "ok" and text_result(outputs) == "42"
    finally:
        first.close()
        if second is not None:
            second.close()


def test_garbage_sent_to_iopub_changes_nothing(kernel):
    """An XSUB peer can write anything to an XPUB socket: forged subscriptions, non-UTF-8
    topics, multipart junk. The kernel drops it and keeps serving."""
    km, kc = kernel
    rng = random.Random(65)
    socket = subscriber(kc, socket_type=zmq.XSUB)
    try:
        for _ in range(1000):
            kind = rng.randrange(3)
            if kind == 0:
                socket.send(b"\x01" + rng.randbytes(rng.randrange(0, 12)))  # subscriptions, some not UTF-8
            elif kind == 1:
                socket.send_multipart([rng.randbytes(rng.randrange(0, 20)) for _ in range(rng.randrange(1, 6))])
            else:
                socket.send(b"\x00" + rng.randbytes(4))  # unsubscriptions
        time.sleep(0.2)
    finally:
        socket.close()
    assert km.is_alive()
    reply, outputs = run(kc, "1 + 2")
    assert reply["status"] == "ok" and text_result(outputs) == "3"


def test_a_subscriber_is_welcomed_while_idle_and_while_a_cell_runs(kernel):
    """Idle, the iopub thread wakes on the socket; busy in a silent endless loop, nothing is
    published, so that thread again is what welcomes. Either way the welcome is the first
    message, and while busy it comes before the cell ends: the loop only ends when interrupted
    after the welcome, and then the subscriber sees that cell's error and its idle status."""
    from test_lifecycle import HANG_GUARD, reply_for, start_endless_loop

    km, kc = kernel
    session = Session(key=km.session.key)
    with subscribed(kernel) as (socket, _):
        topics, welcome = receive(socket, session, timeout=HANG_GUARD)
        assert (welcome["msg_type"], welcome["content"], topics) == ("iopub_welcome", {"subscription": ""}, [])
        assert not socket.poll(200), "an idle kernel published something besides the welcome"

    msg_id = start_endless_loop(kc)
    with subscribed(kernel) as (socket, _):
        topics, welcome = receive(socket, session, timeout=HANG_GUARD)  # a welcome held back until the cell ends never comes
        assert (welcome["msg_type"], welcome["content"], topics) == ("iopub_welcome", {"subscription": ""}, [])
        assert welcome["parent_header"] == {}
        km.interrupt_kernel()
        assert reply_for(kc, msg_id, timeout=HANG_GUARD)["content"]["ename"] == "InterruptError"
        seen = []
        while not seen or seen[-1] != "status:idle":
            _, message = receive(socket, session, timeout=HANG_GUARD)
            if message["parent_header"].get("msg_id") != msg_id:
                assert message["parent_header"]["msg_type"] == "interrupt_request", message["msg_type"]
                continue  # the control channel's own busy and idle around the interrupt
            state = message["content"].get("execution_state")
            seen.append(f"status:{state}" if state else message["msg_type"])
        assert seen == ["error", "status:idle"]


def resident_megabytes(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def test_what_subscriptions_can_cost_is_bounded(kernel):
    """libzmq keeps every subscription's topic until its peer leaves; the kernel bounds the
    size of what a peer may send (128 bytes), so 10,000 subscriptions to random 127-byte topics
    cost tens of megabytes (unbounded, 10,000 random 32 KB topics cost 9 GB), and a peer that
    sends a longer subscription is cut off, unwelcomed."""
    km, kc = kernel
    pid = km.provisioner.process.pid
    rng = random.Random(13)
    before = resident_megabytes(pid)
    for topic_length in (1_000, 127):  # 1,000: about 330 MB when unbounded
        flood = subscriber(kc, socket_type=zmq.XSUB)
        try:
            for _ in range(10_000):
                flood.send(b"\x01" + rng.randbytes(topic_length), zmq.NOBLOCK)
            time.sleep(2)
            assert resident_megabytes(pid) - before < 80, f"{topic_length}-byte topics"
        finally:
            flood.close()
    with subscribed(kernel, topic=b"x" * 200) as (socket, _):
        assert not socket.poll(1000), "a 200-byte topic was welcomed"
    with subscribed(kernel) as (socket, session):
        _, welcome = receive(socket, session)
        assert welcome["msg_type"] == "iopub_welcome"
    reply, outputs = run(kc, "1 + 2")
    assert reply["status"] == "ok" and text_result(outputs) == "3"
