"""`save(view, to:)` in a cell and `shapebook render` write exactly the figure a cell displays.

Relative paths are relative to the kernel's working directory (the notebook's directory), and
bad paths are clear errors, in the kernel and on the command line.
"""

import base64
import os
import struct
import subprocess

import pytest

import shapebook_kernelspec
from shapebook_kernelspec import run_cell

VIEW = """let view = ZStack {
    Circle().fill(.orange)
    Star(points: 5, cornerRadius: 6).fill(.white).padding(16)
}
.frame(width: 120, height: 100)"""


def figure(outputs):
    for message in outputs:
        if message["msg_type"] in ("display_data", "execute_result") and "image/svg+xml" in message["content"]["data"]:
            return message["content"]["data"]
    raise AssertionError(f"no figure among {[m['msg_type'] for m in outputs]}")


def error_text(reply, outputs):
    assert reply["status"] == "error", f"expected an error, got {reply['status']}"
    errors = [m["content"] for m in outputs if m["msg_type"] == "error"]
    assert errors, "an error reply without an error output"
    return f"{errors[0]['ename']}: {errors[0]['evalue']}"


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_save_writes_the_displayed_svg_and_png_next_to_the_notebook(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, VIEW + '\ndisplay(view)\nsave(view, to: "fig.svg")\nsave(view, to: "fig.png")')
    assert reply["status"] == "ok", outputs
    shown = figure(outputs)
    assert (directory / "fig.svg").read_text(encoding="utf-8") == shown["image/svg+xml"]
    assert (directory / "fig.png").read_bytes() == base64.b64decode(shown["image/png"])


def test_save_into_a_subdirectory_and_at_another_scale(kernel_in):
    kc, directory = kernel_in
    (directory / "figures").mkdir()
    reply, outputs = run_cell(kc, VIEW + '\nsave(view, to: "figures/fig@3x.png", scale: 3)\nsave(view, to: "figures/fig.png")')
    assert reply["status"] == "ok", outputs
    assert png_size((directory / "figures/fig@3x.png").read_bytes()) == (360, 300)
    assert png_size((directory / "figures/fig.png").read_bytes()) == (240, 200)


def test_save_after_changing_canvas_scale_matches_the_display(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, 'Canvas.scale = 1\n' + VIEW + '\ndisplay(view)\nsave(view, to: "one.png")')
    assert reply["status"] == "ok", outputs
    data = (directory / "one.png").read_bytes()
    assert data == base64.b64decode(figure(outputs)["image/png"])
    assert png_size(data) == (120, 100)


def test_save_to_a_missing_directory_is_a_clear_error(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, VIEW + '\nsave(view, to: "no/such/dir/fig.svg")')
    message = error_text(reply, outputs)
    assert "no/such/dir" in message, message
    assert not (directory / "no").exists()


def test_save_with_an_unknown_extension_is_a_clear_error(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, VIEW + '\nsave(view, to: "fig.jpg")')
    message = error_text(reply, outputs)
    assert "jpg" in message and ".png" in message and ".svg" in message, message
    assert not (directory / "fig.jpg").exists()


def test_save_where_writing_is_refused_is_a_clear_error(kernel_in):
    kc, directory = kernel_in
    if os.geteuid() == 0:
        # root ignores directory permissions; /proc refuses new files even to root.
        target = "/proc/shapebook-fig.svg"
    else:
        locked = directory / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        target = "locked/fig.svg"
    reply, outputs = run_cell(kc, VIEW + f'\nsave(view, to: "{target}")')
    message = error_text(reply, outputs)
    assert "fig.svg" in message, message


def test_a_failed_save_leaves_the_session_usable(kernel_in):
    kc, directory = kernel_in
    run_cell(kc, VIEW)
    error_text(*run_cell(kc, 'save(view, to: "fig.gif")'))
    reply, outputs = run_cell(kc, 'save(view, to: "fig.svg")')
    assert reply["status"] == "ok", outputs
    assert (directory / "fig.svg").exists()


# --- outside Jupyter -------------------------------------------------------------------------------

def render(tmp_path, *arguments):
    binary = shapebook_kernelspec.install()
    return subprocess.run([str(binary), "render", *arguments], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)


def test_render_writes_the_same_bytes_as_the_kernel_displays(kernel_in, tmp_path):
    kc, _ = kernel_in
    reply, outputs = run_cell(kc, VIEW + "\nview")
    assert reply["status"] == "ok", outputs
    shown = figure(outputs)
    cli = tmp_path / "cli"
    cli.mkdir()
    (cli / "script.shape").write_text(VIEW + "\nview\n")
    for name in ("fig.svg", "fig.png"):
        result = render(cli, "script.shape", "-o", name)
        assert result.returncode == 0, result.stderr
    assert (cli / "fig.svg").read_text(encoding="utf-8") == shown["image/svg+xml"]
    assert (cli / "fig.png").read_bytes() == base64.b64decode(shown["image/png"])


def test_render_with_scale(tmp_path):
    (tmp_path / "script.shape").write_text(VIEW + "\nview\n")
    result = render(tmp_path, "script.shape", "-o", "fig.png", "--scale", "3")
    assert result.returncode == 0, result.stderr
    assert png_size((tmp_path / "fig.png").read_bytes()) == (360, 300)


@pytest.mark.parametrize("output, words", [("missing/fig.svg", ["missing"]), ("fig.jpg", ["jpg"])])
def test_render_bad_paths_are_clear_errors(tmp_path, output, words):
    (tmp_path / "script.shape").write_text(VIEW + "\nview\n")
    result = render(tmp_path, "script.shape", "-o", output)
    assert result.returncode != 0
    for word in words:
        assert word in result.stderr, result.stderr
    assert not (tmp_path / output).exists()


def test_render_reports_a_script_error_with_its_line(tmp_path):
    (tmp_path / "bad.shape").write_text("let a = 1\nlet b = Star(corner: 3)\n")
    result = render(tmp_path, "bad.shape", "-o", "fig.svg")
    assert result.returncode != 0
    # swiftc 6.3.1 (against Tests/SwiftUIStub's Star): "2:22: error: extra argument 'corner' in call";
    # the old language (until it is deleted) suggests cornerRadius instead.
    assert "2:" in result.stderr, result.stderr
    assert "extra argument 'corner' in call" in result.stderr or "did you mean 'cornerRadius'" in result.stderr, result.stderr
    assert not (tmp_path / "fig.svg").exists()


def displayed(outputs):
    """The data and metadata of the first figure output (any of the figure formats)."""
    for message in outputs:
        if message["msg_type"] in ("display_data", "execute_result"):
            content = message["content"]
            if {"image/png", "image/svg+xml", "application/pdf"} & set(content["data"]):
                return content["data"], content["metadata"]
    raise AssertionError(f"no figure among {[m['msg_type'] for m in outputs]}")


def test_canvas_formats_choose_what_a_figure_sends_and_pdf_saves_what_it_shows(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, "Canvas.formats")
    assert reply["status"] == "ok" and "svg" in str(outputs) and "png" in str(outputs)
    reply, outputs = run_cell(kc, VIEW + '\nCanvas.formats = [.pdf, .png]\nsave(view, to: "fig.pdf")\nview')
    assert reply["status"] == "ok", outputs
    data, metadata = displayed(outputs)
    assert set(data) == {"application/pdf", "image/png", "text/plain"}
    pdf = base64.b64decode(data["application/pdf"])
    assert pdf.startswith(b"%PDF-1.4") and len(pdf) < 10_000
    assert (directory / "fig.pdf").read_bytes() == pdf
    assert metadata["image/png"]["alt"] == data["text/plain"]
    reply, outputs = run_cell(kc, "Canvas.formats = [.jpeg]")
    assert reply["status"] == "error" and "FigureFormat" in error_text(reply, outputs)


def test_default_foreground_figures_follow_the_page_and_dark_ink_asks_for_a_light_one(kernel_in):
    kc, _ = kernel_in
    _, outputs = run_cell(kc, "Circle().frame(width: 40, height: 40)")
    data, metadata = displayed(outputs)
    assert 'fill="currentColor"' in data["image/svg+xml"]
    assert metadata["needs_background"] == "light" and metadata["image/png"]["needs_background"] == "light"
    assert "needs_background" not in metadata.get("image/svg+xml", {})
    _, outputs = run_cell(kc, "Circle().fill(.orange).frame(width: 40, height: 40)")
    data, metadata = displayed(outputs)
    assert "currentColor" not in data["image/svg+xml"] and "needs_background" not in metadata


def test_shapebook_formats_sets_a_kernels_default(tmp_path, monkeypatch):
    from jupyter_client.manager import start_new_kernel
    shapebook_kernelspec.install()
    monkeypatch.setenv("SHAPEBOOK_FORMATS", "svg,png,pdf")
    km, kc = start_new_kernel(kernel_name="shapebook", startup_timeout=60, cwd=str(tmp_path))
    try:
        _, outputs = run_cell(kc, "Star(points: 5).frame(width: 40, height: 40)")
        data, _ = displayed(outputs)
        assert {"image/svg+xml", "image/png", "application/pdf"} <= set(data)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
