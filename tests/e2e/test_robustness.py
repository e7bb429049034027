"""A real kernel process facing forged, malformed and hostile traffic: it drops it and lives."""

import hashlib
import hmac
import os
import random
import time

import zmq
from jupyter_client import BlockingKernelClient
from jupyter_client.session import Session

from conftest import SHAPEBOOK_BIN, installed_argv, run, text_result


def connect(kc, channel, socket_type=zmq.DEALER):
    info = kc.get_connection_info()
    socket = zmq.Context.instance().socket(socket_type)
    socket.linger = 0
    socket.connect(f"{info['transport']}://{info['ip']}:{info[channel + '_port']}")
    return socket


def heartbeat_answers(kc, timeout=1.0):
    socket = connect(kc, "hb", zmq.REQ)
    try:
        socket.send(b"ping")
        return socket.poll(int(timeout * 1000)) and socket.recv() == b"ping"
    finally:
        socket.close()


def test_kernelspec_runs_the_binary_under_test(kernel):
    km, _ = kernel
    assert os.path.realpath(installed_argv()[0]) == str(SHAPEBOOK_BIN)
    assert os.path.realpath(f"/proc/{km.provisioner.process.pid}/exe") == str(SHAPEBOOK_BIN)


def test_bad_signature_is_dropped_and_the_kernel_still_answers(kernel):
    _, kc = kernel
    forger = Session(key=b"not-the-key", session="forger")
    for channel in ("shell", "control"):
        socket = connect(kc, channel)
        forger.send(socket, forger.msg("kernel_info_request"))
        assert socket.poll(500) == 0, f"a forged request on {channel} was answered"
        socket.close()
    assert kc.kernel_info(reply=True, timeout=5)["content"]["status"] == "ok"


def malformed_frames(rng, key):
    """A random multipart message: garbage, or almost-valid messages with one thing wrong."""
    kind = rng.randrange(4)
    if kind == 0:  # pure garbage
        return [rng.randbytes(rng.randrange(0, 40)) for _ in range(rng.randrange(1, 9))]
    if kind == 1:  # delimiter, too few frames
        return [b"<IDS|MSG>"] + [b"{}"] * rng.randrange(0, 4)
    if kind == 2:  # right shape, bad signature
        return [b"<IDS|MSG>", rng.randbytes(32).hex().encode(), b'{"msg_type": "execute_request"}', b"{}", b"{}",
                b'{"code": "1"}']
    # right shape, valid signature, broken JSON
    parts = [b'{"msg_type": "kernel_info_request"', b"{}", b"[]", rng.randbytes(8)]
    signature = hmac.new(key, b"".join(parts), hashlib.sha256).hexdigest().encode()
    return [b"<IDS|MSG>", signature] + parts


def test_a_thousand_malformed_messages_per_socket_change_nothing(kernel):
    km, kc = kernel
    rng = random.Random(20261122)
    key = km.session.key
    for channel in ("shell", "control", "stdin"):
        socket = connect(kc, channel)
        for _ in range(1000):
            socket.send_multipart(malformed_frames(rng, key))
        time.sleep(0.2)
        assert socket.poll(200) == 0, f"the kernel answered garbage on {channel}"
        socket.close()
    assert km.is_alive()
    assert kc.kernel_info(reply=True, timeout=10)["content"]["status"] == "ok"
    control = kc.session.msg("kernel_info_request")
    kc.control_channel.send(control)
    assert kc.control_channel.get_msg(timeout=10)["parent_header"]["msg_id"] == control["header"]["msg_id"]
    assert heartbeat_answers(kc)
    content, outputs = run(kc, "1 + 2")
    assert content["status"] == "ok" and text_result(outputs) == "3"


def test_two_clients_share_one_kernel(kernel):
    km, first = kernel
    # A separate client, as `jupyter console --existing` would be: its own session and identity.
    second = BlockingKernelClient(connection_file=km.connection_file)
    second.load_connection_file()
    second.start_channels()
    try:
        second.wait_for_ready(timeout=10)
        run(first, "let shared = 5")
        seen_by_second = []
        content, outputs = run(second, "shared + 1")
        assert content["status"] == "ok" and text_result(outputs) == "6"
        # iopub is a broadcast: the first client sees the second one's input too.
        deadline = time.time() + 5
        while time.time() < deadline:
            message = first.get_iopub_msg(timeout=5)
            seen_by_second.append(message)
            if message["msg_type"] == "execute_input" and message["content"]["code"] == "shared + 1":
                break
        assert any(m["msg_type"] == "execute_input" and m["content"]["code"] == "shared + 1" for m in seen_by_second)
    finally:
        second.stop_channels()


def test_usage_request_reports_memory(kernel):
    _, kc = kernel
    request = kc.session.msg("usage_request")
    kc.control_channel.send(request)
    reply = kc.control_channel.get_msg(timeout=5)
    assert reply["msg_type"] == "usage_reply"
    assert reply["content"]["kernel_memory"] > 1_000_000
    assert reply["content"]["pid"] > 0


def test_curve_keys_in_the_connection_file_encrypt_every_socket():
    from jupyter_client import KernelManager
    km = KernelManager(kernel_name="shapebook")
    km.curve_publickey, km.curve_secretkey = zmq.curve_keypair()
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=20)
        content, outputs = run(kc, "1 + 2")
        assert content["status"] == "ok" and text_result(outputs) == "3"
        # A client without the keys gets nothing: the handshake never completes.
        plain = connect(kc, "shell")
        # Between failed handshakes the socket may have no pipe to queue on, and a send would then
        # block for ever (it did, under load): give up after a second; nothing left either way.
        plain.sndtimeo = 1000
        try:
            Session(key=km.session.key).send(plain, Session(key=km.session.key).msg("kernel_info_request"))
        except zmq.Again:
            pass
        assert plain.poll(500) == 0
        plain.close()
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


def test_ipc_transport(tmp_path):
    from jupyter_client import KernelManager
    km = KernelManager(kernel_name="shapebook", transport="ipc", ip=str(tmp_path / "kernel"))
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=20)
        assert any(path.name.startswith("kernel-") for path in tmp_path.iterdir())
        content, outputs = run(kc, "1 + 2")
        assert content["status"] == "ok" and text_result(outputs) == "3"
        assert kc.is_alive()
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
