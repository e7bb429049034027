"""`jupyter console --kernel shapebook` in a pseudo-terminal, multi-line input included."""

import os
import re
import sys

import pexpect
import pytest
from jupyter_client.manager import start_new_kernel

from conftest import run

# prompt_toolkit colours the prompt number separately: allow escape sequences around it.
ESCAPES = r"(?:\x1b\[[0-9;?]*[A-Za-z])*"
JUPYTER = os.path.join(os.path.dirname(sys.executable), "jupyter")


def prompt(kind, number):
    return kind + r" ?\[" + ESCAPES + str(number) + ESCAPES + r"\]"


def language_runs_loops():
    km, kc = start_new_kernel(kernel_name="shapebook")
    try:
        return run(kc, "for i in 0..<1 {}")[0]["status"] == "ok"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


@pytest.fixture
def console():
    child = pexpect.spawn(JUPYTER, ["console", "--kernel", "shapebook"], env=dict(os.environ), encoding="utf-8",
                          timeout=30, dimensions=(40, 200))
    try:
        yield child
    finally:
        if child.isalive():
            child.sendcontrol("d")
            if child.expect(["exit", pexpect.EOF, pexpect.TIMEOUT], timeout=5) == 0:
                child.send("y\r")
                child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=10)
        child.close(force=True)


def test_console_shows_the_banner_and_results(console):
    console.expect("Shapebook")
    console.expect(prompt("In", 1))
    console.send("1 + 2\r")
    console.expect(prompt("Out", 1))
    console.expect("3")
    console.expect(prompt("In", 2))
    console.send('print("hello from the console")\r')
    console.expect("hello from the console")
    console.expect(prompt("In", 3))


def test_console_multi_line_input_runs_as_one_cell(console):
    if not language_runs_loops():
        pytest.skip("the language in this build does not run `for` loops yet")
    console.expect(prompt("In", 1))
    # The console asks is_complete after each line: an open brace keeps the cell going.
    console.send("for i in 0..<2 {\r")
    console.send('print("row \\(i)")\r')
    console.send("}\r")
    console.expect("row 0")
    console.expect("row 1")
    console.expect(prompt("In", 2))
