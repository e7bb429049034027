"""Image(url:) through a real kernel: fetched from a local http server, and libcurl loaded only
when a cell first fetches (a kernel that never does keeps it out of its memory)."""

import functools
import http.server
import socket
import threading

import pytest

from conftest import KERNELSPEC_PREFIX, run

LOGO_DIRECTORY = KERNELSPEC_PREFIX / "share/jupyter/kernels/shapebook"  # logo-32x32.png, drawn by the kernel


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    """The kernels of these tests keep fetched images in a cache of their own, not ~/.cache
    (autouse fixtures are set up before `kernel`, which inherits this environment)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def image_server():
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(LOGO_DIRECTORY))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def mapped_libraries(km):
    with open(f"/proc/{km.provisioner.process.pid}/maps") as maps:
        return {line.split()[-1].rsplit("/", 1)[-1] for line in maps if "/" in line}


def test_libcurl_is_loaded_by_the_first_fetch_only(kernel, image_server, private_cache):
    km, kc = kernel
    reply, _ = run(kc, "Circle().fill(.red)")
    assert reply["status"] == "ok"
    assert not any(name.startswith("libcurl") for name in mapped_libraries(km))
    url = f"{image_server}/logo-32x32.png"
    reply, outputs = run(kc, f'Image(url: "{url}").resizable().frame(width: 64, height: 64)', timeout=30)
    assert reply["status"] == "ok"
    assert any("image/png" in message["content"].get("data", {}) for message in outputs)
    assert any(name.startswith("libcurl") for name in mapped_libraries(km))
    assert len(list((private_cache / "shapebook/images").glob("*.png"))) == 1  # kept on disk


def test_a_missing_image_is_an_error_naming_the_status(kernel, image_server):
    _, kc = kernel
    reply, outputs = run(kc, f'Image(url: "{image_server}/missing.png")', timeout=30)
    assert reply["status"] == "error"
    assert "answered HTTP 404 (Not Found)" in reply["evalue"]


@pytest.fixture
def unreachable_proxy(monkeypatch):
    """Names a proxy nothing listens on, as a machine behind a proxy would, for kernels started
    after it (request it before `kernel`). The loopback hosts are not listed in no_proxy."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    for name in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY"):
        monkeypatch.setenv(name, f"http://127.0.0.1:{port}")
    monkeypatch.delenv("no_proxy", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)


def test_loopback_images_are_fetched_directly_behind_a_proxy(unreachable_proxy, kernel, image_server):
    _, kc = kernel
    url = f"{image_server}/logo-64x64.png"
    reply, outputs = run(kc, f'Image(url: "{url}").frame(width: 64, height: 64)', timeout=30)
    assert reply["status"] == "ok", reply.get("evalue")
    assert any("image/png" in message["content"].get("data", {}) for message in outputs)
