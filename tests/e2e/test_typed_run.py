"""`shapebook run --typed`: a script run by Lang with swiftc's conventions for output,
diagnostics and exit status. The expected diagnostics are swiftc 6.3.1's
(`swiftc -typecheck -diagnostic-style=llvm`), recorded, without the `~` swiftc puts under some
expressions."""

import subprocess

import pytest

from conftest import SHAPEBOOK_BIN


def typed(*args, cwd, stdin=None):
    return subprocess.run([str(SHAPEBOOK_BIN), "run", "--typed", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=60, input=stdin)


def test_a_program_prints_as_swift_prints(tmp_path):
    (tmp_path / "main.swift").write_text(
        "enum Suit: CaseIterable { case hearts, spades }\n"
        "let n = 7 / 2\n"
        'print(n, 4.0, Suit.allCases.count, "\\(Suit.spades)")\n'
        "print([1, 2].map { $0 * 2 })\n")
    result = typed("main.swift", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "3 4.0 2 spades\n[2, 4]\n"


def test_the_standard_lazy_wrappers_print_as_swift_prints_them(tmp_path):
    """They are the prelude's types: a program that makes one starts with the library (swiftc
    6.3.1's output of the same program)."""
    (tmp_path / "main.swift").write_text(
        'print(zip([1, 2], ["a"]), type(of: [1].reversed()))\n'
        "print(stride(from: 0, to: 4, by: 2), [[1], [2]].joined(), Array(\"ab\".enumerated()))\n")
    result = typed("main.swift", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == (
        'Zip2Sequence<Array<Int>, Array<String>>(_sequence1: [1, 2], _sequence2: ["a"]) ReversedCollection<Array<Int>>\n'
        'Swift.StrideTo<Swift.Int> FlattenSequence<Array<Array<Int>>>(_base: [[1], [2]]) '
        '[(offset: 0, element: "a"), (offset: 1, element: "b")]\n')


def test_a_wrapper_made_however_the_call_is_spelled_starts_the_library(tmp_path):
    """The checker, not a text search, decides: `stride (from:…)` is a StrideTo too (swiftc
    6.3.1's output)."""
    (tmp_path / "main.swift").write_text("let s = stride (from: 0, to: 4, by: 2)\nprint(s, Array(s))\n")
    result = typed("main.swift", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "Swift.StrideTo<Swift.Int> [0, 2]\n"


def test_type_errors_are_printed_as_swiftc_prints_them_and_nothing_runs(tmp_path):
    (tmp_path / "a.swift").write_text('print("this program must not run")\nlet x: Int = 2.5\nprint(y)\n')
    result = typed("a.swift", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (
        "a.swift:2:14: error: cannot convert value of type 'Double' to specified type 'Int'\n"
        "let x: Int = 2.5\n"
        "             ^\n"
        "a.swift:3:7: error: cannot find 'y' in scope\n"
        "print(y)\n"
        "      ^\n")


def test_tabs_are_expanded_to_every_eighth_column_as_swiftc_does(tmp_path):
    (tmp_path / "tabs.swift").write_text("func f() {\n\tlet s: String = 1\n}\n")
    result = typed("tabs.swift", cwd=tmp_path)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[0] == "tabs.swift:2:18: error: cannot convert value of type 'Int' to specified type 'String'"
    assert lines[1:3] == [" " * 8 + "let s: String = 1", " " * 24 + "^"]


def test_a_syntax_error_is_located(tmp_path):
    result = typed("-", cwd=tmp_path, stdin="let = 1\n")
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[0].startswith("<stdin>:1:5: error: ")
    assert lines[1:3] == ["let = 1", "    ^"]


def test_a_runtime_error_names_the_line_after_the_output_before_it(tmp_path):
    (tmp_path / "trap.swift").write_text('print("before")\nlet zero = Int("0") ?? 1\nprint(1 / zero)\nprint("after")\n')
    result = typed("trap.swift", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == "before\n"
    assert result.stderr == "trap.swift:3: Fatal error: Division by zero\n"


def test_standard_input_is_read_for_a_dash(tmp_path):
    result = typed("-", cwd=tmp_path, stdin="var total = 0\nfor i in 1...10 { total += i }\nprint(total)\n")
    assert (result.returncode, result.stdout, result.stderr) == (0, "55\n", "")
    failed = typed("-", cwd=tmp_path, stdin='let s: String = 1\n')
    assert failed.returncode == 1
    assert failed.stderr.startswith("<stdin>:1:17: error: cannot convert value of type 'Int' to specified type 'String'\n")


def test_an_unreadable_file_is_an_error(tmp_path):
    result = typed("missing.swift", cwd=tmp_path)
    assert result.returncode != 0
    assert result.stderr.startswith("Error: cannot read missing.swift")


# Bad input (issue 11): each ends with a clear error and exit status 1, never a crash or a hang.
HAZARDS = [
    ("print(" + "(" * 100_000 + "1" + ")" * 100_000 + ")", "error: structure nesting level exceeded maximum of 256"),
    ("if true { " * 100_000 + "print(1)" + " }" * 100_000, "error: structure nesting level exceeded maximum of 256"),
    ('let s = "' + "\\(" * 100_000 + "1" + ")" * 100_000 + '"', "error: string interpolation can only appear inside a string literal"),
    ("func r(_ n: Int) -> Int { r(n + 1) + 1 }\nprint(r(0))", ":1: Fatal error: too much recursion"),
    ("let x = " + "9" * 100_000, "error: integer literal '999"),
    ('var s = "ab"\nwhile true { s += s }', ":2: Fatal error: the string would be longer than 256 MB"),
    ("var a = [1, 2]\nwhile true { a.append(contentsOf: a) }", ":2: Fatal error: the array would be longer than"),
    ("print(Array(repeating: 0, count: Int.max).count)", ":1: Fatal error: array too large"),
]


@pytest.mark.parametrize("source, error", HAZARDS, ids=lambda value: value[:30] if isinstance(value, str) else "")
def test_bad_input_ends_in_a_clear_error(tmp_path, source, error):
    result = typed("-", cwd=tmp_path, stdin=source + "\n")
    assert result.returncode == 1, result.stderr[:500]
    assert error in result.stderr, result.stderr[:500]
    assert len(result.stderr) < 100 * len(source) + 10_000
