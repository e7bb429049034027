"""The kernel's HMAC-SHA256 signatures are jupyter_client's: checked frame by frame against
`Session.sign` on real messages from the shell, control and iopub sockets.

Raw ZeroMQ sockets read the messages exactly as sent (jupyter_client's clients would check and
drop the signature before a test could see it).
"""

import zmq
from jupyter_client.session import Session

DELIMITER = b"<IDS|MSG>"


def raw_socket(kc, channel, socket_type):
    info = kc.get_connection_info()
    socket = zmq.Context.instance().socket(socket_type)
    socket.linger = 0
    if socket_type == zmq.SUB:
        socket.setsockopt(zmq.SUBSCRIBE, b"")
    socket.connect(f"{info['transport']}://{info['ip']}:{info[channel + '_port']}")
    return socket


def receive_frames(socket, timeout=10.0):
    assert socket.poll(int(timeout * 1000)), "no message arrived"
    return socket.recv_multipart()


def signature_and_parts(frames):
    """The signature frame and the four signed frames (header, parent, metadata, content)."""
    index = frames.index(DELIMITER)
    return frames[index + 1], frames[index + 2:index + 6]


def checked_type(socket, session):
    """The type of the next message on `socket`, whose signature must be `Session.sign`'s of its
    four frames, as 64 lowercase hex digits."""
    signature, parts = signature_and_parts(receive_frames(socket))
    kind = session.unpack(parts[0])["msg_type"]
    assert signature == session.sign(parts), kind
    assert len(signature) == 64 and signature == signature.lower(), kind
    return kind


def test_shell_and_control_replies_are_signed_as_session_sign_signs(kernel):
    km, kc = kernel
    session = Session(key=km.session.key)
    for channel in ("shell", "control"):
        socket = raw_socket(kc, channel, zmq.DEALER)
        try:
            session.send(socket, session.msg("kernel_info_request"))
            while checked_type(socket, session) != "kernel_info_reply":
                pass
        finally:
            socket.close()


def test_iopub_messages_are_signed_as_session_sign_signs(kernel):
    km, kc = kernel
    session = Session(key=km.session.key)
    socket = raw_socket(kc, "iopub", zmq.SUB)
    try:
        # The kernel welcomes each subscriber (JEP 65): once that arrives, the subscription is live.
        assert checked_type(socket, session) == "iopub_welcome"
        kc.execute('print("signed")\nStar(points: 5)')
        kinds = set()
        while not {"status", "stream", "execute_result"} <= kinds:
            kinds.add(checked_type(socket, session))
    finally:
        socket.close()


def test_a_request_signed_by_session_sign_is_answered_and_an_uppercase_one_is_not(kernel):
    km, kc = kernel
    session = Session(key=km.session.key)
    socket = raw_socket(kc, "shell", zmq.DEALER)
    try:
        message = session.msg("kernel_info_request")
        parts = session.serialize(message)  # [delimiter, signature, header, parent, metadata, content]
        parts[1] = parts[1].upper()
        socket.send_multipart(parts)
        assert not socket.poll(1000), "a request with an uppercase signature was answered"
        session.send(socket, session.msg("kernel_info_request"))
        _, parts = signature_and_parts(receive_frames(socket))
        assert session.unpack(parts[0])["msg_type"] == "kernel_info_reply"
    finally:
        socket.close()
