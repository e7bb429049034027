"""`animate(…)` through a real kernel process and `shapebook render`: an animation cell shows an
animated PNG and an animated SVG, and `save` and the command line write exactly those bytes.
"""

import base64
import struct
import subprocess
import xml.etree.ElementTree as ElementTree


import shapebook_kernelspec
from shapebook_kernelspec import run_cell

ANIMATION = """let anim = animate(duration: 0.5, fps: 10, autoreverses: true, curve: .easeInOut) { t in
    Morph(from: Circle(), to: Star(points: 5, cornerRadius: 6), progress: t)
        .fill(.orange)
        .frame(width: 80, height: 60)
}"""

SVG = "{http://www.w3.org/2000/svg}"


def shown(outputs, kind):
    for message in outputs:
        if message["msg_type"] == kind:
            return message["content"]
    raise AssertionError(f"no {kind} among {[m['msg_type'] for m in outputs]}")


def chunks(png):
    """(type, data) of every chunk, after the signature."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    offset, result = 8, []
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset:offset + 4])
        result.append((png[offset + 4:offset + 8].decode("ascii"), png[offset + 8:offset + 8 + length]))
        offset += 12 + length
    return result


def test_an_animation_cell_shows_an_animated_png_and_svg(kernel_in):
    kc, _ = kernel_in
    reply, outputs = run_cell(kc, ANIMATION + "\nanim")
    assert reply["status"] == "ok", outputs
    result = shown(outputs, "execute_result")
    data, metadata = result["data"], result["metadata"]
    assert set(data) == {"image/png", "image/svg+xml", "text/plain"}
    # A still figure's metadata; orange reads on a dark page, so no background is asked for.
    assert metadata["image/png"] == {"width": 80, "height": 60, "alt": data["text/plain"]}
    assert "needs_background" not in metadata
    assert data["text/plain"] == "Morph(progress: 0) 80×60, animated: 10 frames at 10 fps, 1 s"
    png = base64.b64decode(data["image/png"])
    types = [kind for kind, _ in chunks(png)]
    assert types[:2] == ["IHDR", "acTL"] and types[-1] == "IEND"
    actl = dict(chunks(png))["acTL"]
    assert struct.unpack(">II", actl) == (10, 0)  # ten frames, looping forever
    assert types.count("fcTL") == 10 and types.count("fdAT") == 9
    root = ElementTree.fromstring(data["image/svg+xml"])
    animations = root.findall(f".//{SVG}animate")
    assert [a.get("attributeName") for a in animations] == ["d"]
    assert animations[0].get("dur") == "1s" and animations[0].get("repeatCount") == "indefinite"


def test_display_and_save_write_the_displayed_bytes(kernel_in):
    kc, directory = kernel_in
    reply, outputs = run_cell(kc, ANIMATION + '\ndisplay(anim)\nsave(anim, to: "morph.png")\nsave(anim, to: "morph.svg")')
    assert reply["status"] == "ok", outputs
    data = shown(outputs, "display_data")["data"]
    assert (directory / "morph.png").read_bytes() == base64.b64decode(data["image/png"])
    assert (directory / "morph.svg").read_text(encoding="utf-8") == data["image/svg+xml"]


def test_a_failing_frame_fails_the_cell_and_keeps_the_session(kernel_in):
    kc, _ = kernel_in
    reply, _ = run_cell(kc, "let kept = 1")
    assert reply["status"] == "ok"
    reply, outputs = run_cell(kc, "let kept = 2\nanimate { t in t < 0.5 ? Circle() : [Circle()][5] }")
    assert reply["status"] == "error"
    assert reply["ename"] == "RuntimeError"
    reply, outputs = run_cell(kc, "kept")
    assert shown(outputs, "execute_result")["data"]["text/plain"] == "1"


def test_render_writes_the_animation_the_kernel_displays(kernel_in, tmp_path):
    kc, _ = kernel_in
    reply, outputs = run_cell(kc, ANIMATION + "\nanim")
    assert reply["status"] == "ok", outputs
    data = shown(outputs, "execute_result")["data"]
    cli = tmp_path / "cli"
    cli.mkdir()
    (cli / "script.shape").write_text(ANIMATION + "\nanim\n")
    binary = shapebook_kernelspec.install()
    for name in ("morph.png", "morph.svg"):
        result = subprocess.run([str(binary), "render", "script.shape", "-o", name], cwd=cli, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert "10 frames" in result.stdout
    assert (cli / "morph.png").read_bytes() == base64.b64decode(data["image/png"])
    assert (cli / "morph.svg").read_text(encoding="utf-8") == data["image/svg+xml"]
