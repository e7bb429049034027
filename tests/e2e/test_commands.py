"""The `shapebook` command line: run, render and install, through the real binary."""

import json
import os
import re
import shutil
import struct
import subprocess

import pytest

from conftest import REPO, SHAPEBOOK_BIN

STAR = 'print("hello")\nlet s = Star(points: 5, cornerRadius: 4).fill(.orange)\ns\n'


def shapebook(*args, cwd, stdin=None):
    return subprocess.run([str(SHAPEBOOK_BIN), *map(str, args)], cwd=cwd, capture_output=True, text=True, timeout=60,
                          input=stdin)


def png_size(path):
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_run_prints_output_and_the_last_value(tmp_path):
    (tmp_path / "star.shape").write_text(STAR)
    result = shapebook("run", "star.shape", cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == "hello"
    assert "Star(points: 5)" in result.stdout


def test_run_reports_errors_with_a_caret_and_exit_status_1(tmp_path):
    (tmp_path / "bad.shape").write_text("let = 1\n")
    result = shapebook("run", "bad.shape", cwd=tmp_path)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[0].startswith("Error: SyntaxError: 1:5:")
    assert lines[1].strip() == "let = 1"
    assert lines[2].index("^") == lines[1].index("=")


def test_run_reads_the_script_from_standard_input(tmp_path):
    result = shapebook("run", "-", cwd=tmp_path, stdin=STAR)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "hello"
    assert "Star(points: 5)" in result.stdout
    failed = shapebook("run", "-", cwd=tmp_path, stdin="let = 1\n")
    assert failed.returncode == 1 and failed.stderr.startswith("Error: SyntaxError: 1:5:")


def test_every_command_error_starts_with_error(tmp_path):
    """Argument errors (ArgumentParser's), script errors, unreadable files and bad outputs alike."""
    (tmp_path / "star.shape").write_text(STAR)
    (tmp_path / "text.shape").write_text("1 + 2\n")
    (tmp_path / "bad.shape").write_text("Circle(\n")
    failures = [
        ("run", "missing.shape"), ("run", "bad.shape"), ("run",), ("frobnicate",),
        ("render", "star.shape", "-o", "star.jpg"), ("render", "star.shape", "-o", "nowhere/star.png"),
        ("render", "text.shape", "-o", "out.png"), ("render", "bad.shape", "-o", "out.png"),
        ("render", "star.shape", "-o", "out.png", "--scale", "0"), ("kernel", "-f", "nope.json"),
        ("install", "--user", "--sys-prefix"),
    ]
    for arguments in failures:
        result = shapebook(*arguments, cwd=tmp_path)
        assert result.returncode != 0, arguments
        assert result.stderr.startswith("Error: "), (arguments, result.stderr)


def test_run_reads_standard_input_as_a_compiled_program_does(tmp_path):
    (tmp_path / "echo.shape").write_text(
        'while let line = readLine() { print("got", line) }\nprint(readLine() == nil)\n')
    result = subprocess.run([str(SHAPEBOOK_BIN), "run", "echo.shape"], cwd=tmp_path, input="one\ntwo\n",
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["got one", "got two", "true"]


def test_render_writes_png_at_the_asked_scale_and_svg(tmp_path):
    (tmp_path / "star.shape").write_text(STAR)
    one = shapebook("render", "star.shape", "-o", "one.png", "--scale", 1, cwd=tmp_path)
    assert one.returncode == 0
    assert png_size(tmp_path / "one.png") == (200, 200)
    # The script's printed text, then one line saying what was written (no figure description).
    assert one.stdout == "hello\nwrote one.png (200×200 px)\n"
    two = shapebook("render", "star.shape", "-o", "two.png", cwd=tmp_path)
    assert two.returncode == 0
    assert png_size(tmp_path / "two.png") == (400, 400)  # Canvas.scale defaults to 2
    assert two.stdout.endswith("wrote two.png (400×400 px)\n")
    svg = shapebook("render", "star.shape", "-o", "star.svg", cwd=tmp_path)
    assert svg.returncode == 0 and svg.stdout.endswith("wrote star.svg (200×200 pt)\n")
    assert (tmp_path / "star.svg").read_text().startswith("<svg")


def test_render_writes_a_small_vector_pdf(tmp_path):
    (tmp_path / "star.shape").write_text(STAR)
    result = shapebook("render", "star.shape", "-o", "star.pdf", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith("wrote star.pdf (200×200 pt)\n")
    pdf = (tmp_path / "star.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-1.4") and pdf.rstrip().endswith(b"%%EOF")
    assert len(pdf) < 10_000
    assert b"/MediaBox [0 0 200 200]" in pdf
    if shutil.which("pdfinfo"):  # poppler-utils, which scripts/install-system-deps installs
        info = subprocess.run(["pdfinfo", str(tmp_path / "star.pdf")], capture_output=True, text=True, check=True)
        assert re.search(r"^Pages:\s+1$", info.stdout, re.M) and "200 x 200 pts" in info.stdout
        assert re.search(r"^Producer:\s+Shapebook$", info.stdout, re.M)


def test_render_rounds_the_written_size(tmp_path):
    (tmp_path / "odd.shape").write_text("Circle().fill(.red).frame(width: 200, height: 133.3333)\n")
    result = shapebook("render", "odd.shape", "-o", "odd.png", cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout == "wrote odd.png (400×267 px)\n"
    assert png_size(tmp_path / "odd.png") == (400, 267)


def test_render_refuses_bad_paths_clearly(tmp_path):
    (tmp_path / "star.shape").write_text(STAR)
    wrong_extension = shapebook("render", "star.shape", "-o", "star.jpg", cwd=tmp_path)
    assert wrong_extension.returncode != 0 and "use .png, .svg or .pdf" in wrong_extension.stderr
    assert wrong_extension.stderr.count("star.jpg") == 1
    missing_directory = shapebook("render", "star.shape", "-o", "nowhere/star.png", cwd=tmp_path)
    assert missing_directory.returncode != 0
    assert f"cannot write nowhere/star.png: there is no directory {tmp_path.resolve()}/nowhere" in missing_directory.stderr
    assert missing_directory.stderr.count("star.png") == 1
    assert "hello" not in missing_directory.stdout  # refused before running the script
    (tmp_path / "text.shape").write_text("1 + 2\n")
    no_figure = shapebook("render", "text.shape", "-o", "out.png", cwd=tmp_path)
    assert no_figure.returncode == 1 and "drew no figure" in no_figure.stderr


def test_make_install_and_uninstall(tmp_path):
    """`make install-binary` (what `make install` runs after the release build) with a PREFIX and a
    Jupyter data directory of the test's own: the binary in PREFIX/bin, the kernelspec for the
    user's Jupyter pointing at it; `make uninstall` removes both."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    prefix, data = tmp_path / "prefix", tmp_path / "jupyter-data"
    environment = dict(os.environ, JUPYTER_DATA_DIR=str(data))
    variables = [f"PREFIX={prefix}", f"INSTALL_BIN={SHAPEBOOK_BIN}"]
    install = subprocess.run(["make", "-s", "install-binary", *variables], cwd=REPO, env=environment,
                             capture_output=True, text=True, timeout=120)
    assert install.returncode == 0, install.stderr
    binary = prefix / "bin/shapebook"
    assert os.access(binary, os.X_OK)
    kernel = json.loads((data / "kernels/shapebook/kernel.json").read_text())
    assert kernel["argv"][0] == str(binary)
    assert (data / "nbconvert/templates/shapebook/index.html.j2").is_file()
    assert "is not on your PATH" in install.stdout  # the temporary prefix is not
    run = subprocess.run([str(binary), "run", "-"], input="print(1 + 2)\n", capture_output=True, text=True, timeout=60)
    assert run.stdout == "3\n"
    uninstall = subprocess.run(["make", "-s", "uninstall", *variables], cwd=REPO, env=environment,
                               capture_output=True, text=True, timeout=120)
    assert uninstall.returncode == 0, uninstall.stderr
    assert not binary.exists() and not (data / "kernels/shapebook").exists()
    assert not (data / "nbconvert/templates/shapebook").exists()


def test_install_writes_kernel_json_and_drawn_logos(tmp_path):
    assert shapebook("install", "--prefix", tmp_path, cwd=tmp_path).returncode == 0
    spec = tmp_path / "share/jupyter/kernels/shapebook"
    kernel = json.loads((spec / "kernel.json").read_text())
    assert kernel["argv"] == [str(SHAPEBOOK_BIN), "kernel", "-f", "{connection_file}"]
    assert kernel["interrupt_mode"] == "message"
    assert kernel["language"] == "swift" and kernel["display_name"] == "Shapebook"
    assert png_size(spec / "logo-32x32.png") == (32, 32)
    assert png_size(spec / "logo-64x64.png") == (64, 64)
    assert (spec / "logo-svg.svg").read_text().startswith("<svg")
    template = tmp_path / "share/jupyter/nbconvert/templates/shapebook"
    assert json.loads((template / "conf.json").read_text())["base_template"] == "lab"
    assert "extends 'lab/index.html.j2'" in (template / "index.html.j2").read_text()
    both = shapebook("install", "--user", "--prefix", tmp_path, cwd=tmp_path)
    assert both.returncode != 0


def test_kernel_refuses_a_bad_connection_file(tmp_path):
    (tmp_path / "conn.json").write_text('{"transport": "udp"}')
    result = shapebook("kernel", "-f", "conn.json", cwd=tmp_path)
    assert result.returncode != 0 and "connection file" in result.stderr
    missing = shapebook("kernel", "-f", "nope.json", cwd=tmp_path)
    assert missing.returncode != 0 and "cannot read" in missing.stderr
