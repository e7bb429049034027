"""The README's examples run as shown, and the example files the docs name exist.

Every ```swift block of README.md runs as one cell through `shapebook run -` without an error;
a block that shows several figures with `display(…)` shows each of them. Every `shapebook …`
command line in README.md's ```sh blocks runs as written (with this binary first on PATH, in a
copy of the examples), and every `examples/…` file that README.md or docs/*.md names exists.
"""

import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import REPO, SHAPEBOOK_BIN

README = (REPO / "README.md").read_text()
SWIFT_BLOCKS = re.findall(r"```swift\n(.*?)```", README, flags=re.S)
SHELL_LINES = [line.split("  #")[0].strip() for block in re.findall(r"```sh\n(.*?)```", README, flags=re.S)
               for line in block.splitlines() if re.match(r"(shapebook |echo .*\| shapebook )", line.strip())]
FIGURE_LINE = re.compile(r"\S.* \d+(\.\d+)?×\d+(\.\d+)?(, animated: .*)?$")  # `Star(points: 5) 150×150`


def test_the_readme_has_examples():
    assert len(SWIFT_BLOCKS) >= 4 and len(SHELL_LINES) >= 3, (len(SWIFT_BLOCKS), SHELL_LINES)


@pytest.mark.parametrize("source", SWIFT_BLOCKS, ids=lambda s: s.splitlines()[0][:40])
def test_each_swift_example_runs_as_shown(source):
    result = subprocess.run([str(SHAPEBOOK_BIN), "run", "-"], input=source, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    figures = [line for line in result.stdout.splitlines() if FIGURE_LINE.match(line)]
    shown = source.count("display(")
    assert len(figures) >= shown, f"{shown} display calls, {len(figures)} figures:\n{result.stdout}"


@pytest.mark.parametrize("command", SHELL_LINES)
def test_each_command_line_runs_as_shown(command, tmp_path):
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    bin_directory = tmp_path / "bin"
    bin_directory.mkdir()
    (bin_directory / "shapebook").symlink_to(SHAPEBOOK_BIN)
    result = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            env={"PATH": f"{bin_directory}:/usr/bin:/bin", "HOME": str(tmp_path)})
    assert result.returncode == 0, f"{command}\n{result.stderr}"
    for written in re.findall(r"-o (\S+)", command):
        assert (tmp_path / written).stat().st_size > 0, written


def test_the_example_files_the_docs_name_exist():
    named = set()
    for document in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]:
        named |= set(re.findall(r"\bexamples/[\w.-]+\.shape\b", document.read_text()))
    assert "examples/star.shape" in named
    for path in sorted(named):
        assert (REPO / path).is_file(), f"{path} is named in the docs but does not exist"
