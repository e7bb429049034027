"""A runtime error in code declared in an earlier cell names that cell and quotes its line, on a real kernel."""

from conftest import run

PICK = """func pick(_ xs: [Int], _ i: Int) -> Int {
    let doubled = xs.map { $0 * 2 }
    return doubled[i]
}"""


def error_of(kc, code):
    reply, outputs = run(kc, code)
    errors = [m["content"] for m in outputs if m["msg_type"] == "error"]
    assert reply["status"] == "error" and len(errors) == 1
    assert {k: reply[k] for k in ("ename", "evalue", "traceback")} == \
        {k: errors[0][k] for k in ("ename", "evalue", "traceback")}
    return errors[0]


def test_an_earlier_cells_function_is_quoted_from_that_cell(kernel):
    km, kc = kernel
    assert run(kc, PICK)[0]["execution_count"] == 1
    assert run(kc, "print(pick([1], 0))")[0]["status"] == "ok"
    error = error_of(kc, "let a = 1\nlet b = 2\nprint(pick([1, 2], a + b + 2))")
    assert error["ename"] == "RuntimeError"
    assert error["evalue"] == "In[1], line 3: Index out of range"
    assert error["traceback"] == ["In[1]:3: Fatal error: Index out of range", "    return doubled[i]"]
    # The running cell's own line keeps the running cell's name.
    error = error_of(kc, "let xs = [1]\nprint(xs[pick([1], 0) + 4])")
    assert error["evalue"] == "line 2: Index out of range"
    assert error["traceback"] == ["cell:2: Fatal error: Index out of range", "print(xs[pick([1], 0) + 4])"]


def test_an_earlier_cells_default_argument_is_quoted_from_that_cell(kernel):
    """A default argument is computed in the caller's frame: one declared in an earlier cell
    named the running cell's line of its number (quoting `let b = 2`)."""
    km, kc = kernel
    assert run(kc, "let sizes = [1, 2]\nfunc size(_ n: Int = sizes[5]) -> Int {\n    n\n}")[0]["status"] == "ok"
    error = error_of(kc, "let a = 1\nlet b = 2\nprint(size())")
    assert error["evalue"] == "In[1], line 2: Index out of range"
    assert error["traceback"] == ["In[1]:2: Fatal error: Index out of range", "func size(_ n: Int = sizes[5]) -> Int {"]
