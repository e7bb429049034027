"""The Jupyter kernel conformance suite (jupyter_kernel_test) with everything Shapebook serves."""

import unittest

import jupyter_kernel_test


class ShapebookKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "shapebook"
    language_name = "swift"
    file_extension = ".swift"

    code_hello_world = 'print("hello, world")'

    completion_samples = [{"text": "Sta", "matches": {"Star", "State", "StateObject", "StaticString"}}, {"text": "Circ", "matches": {"Circle", "CircularGaugeStyle"}}]

    complete_code_samples = ["1 + 2", 'print("x")', "let a = 1"]
    incomplete_code_samples = ["for i in 0..<3 {", "let p = Circle(", "func f() {\n    let x = 1"]
    invalid_code_samples = ["}", "let a = 1)"]

    code_generate_error = "let = = ="

    code_execute_result = [{"code": "1 + 2", "result": "3"}]

    code_display_data = [
        {"code": "display(Circle().fill(.red))", "mime": "image/png"},
        {"code": "display(Circle().fill(.red))", "mime": "image/svg+xml"},
    ]

    code_history_pattern = "1*"
    supported_history_operations = ("tail", "range", "search")

    code_inspect_sample = "Star"

    # IPython's help syntax pages the documentation; `fputs(_, stderr)` is Swift's way to stderr.
    code_page_something = "Star?"
    code_clear_output = "clearOutput()"
    code_stderr = 'fputs("careful\\n", stderr)'


if __name__ == "__main__":
    unittest.main()
