"""Papermill parameters for Shapebook notebooks.

Papermill injects a cell after the one tagged `parameters`, written by a translator for the
kernel's language. This one writes Swift, as Shapebook's cells are Swift:

    // Parameters
    let sides = 8
    let title = "Eight \\"sides\\""
    let radii = [1.0, 2.5]

A value whose literal Swift cannot type alone gets the type Swift asks for: `nil` is
`let nothing: Any? = nil`, a list mixing kinds (`[1, "x"]`) or an empty one is `[Any]`, an empty or mixed
dictionary `[String: Any]` (swiftc rejects `let nothing = nil` and `let list = [1, "x"]`).

A later cell may declare a name again (as the Swift REPL allows), so the injected `let`s replace
the notebook's defaults. The translator is registered under the kernel name `shapebook`.
"""

import math
import re

from papermill.engines import NBClientEngine
from papermill.models import Parameter
from papermill.translators import Translator, papermill_translators

__all__ = ["ShapebookTranslator", "ShapebookEngine"]


class ShapebookTranslator(Translator):
    """Python values as Swift literals, and parameters as `let` declarations."""

    @classmethod
    def translate_escaped_str(cls, str_val):
        """A Swift string literal: backslash, quote and control characters escaped."""
        escapes = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"}
        out = []
        for char in str(str_val):
            if char in escapes:
                out.append(escapes[char])
            elif ord(char) < 0x20 or ord(char) == 0x7F:
                out.append("\\u{%x}" % ord(char))
            else:
                out.append(char)
        return '"' + "".join(out) + '"'

    @classmethod
    def translate_none(cls, val):
        return "nil"

    @classmethod
    def translate_float(cls, val):
        """A Double literal: `2.0`, `1e-05`; infinities and NaN as Swift names them."""
        if math.isnan(val):
            return "Double.nan"
        if math.isinf(val):
            return "Double.infinity" if val > 0 else "-Double.infinity"
        text = repr(val)
        return text if any(c in text for c in ".en") else text + ".0"

    @classmethod
    def translate_bool(cls, val):
        return "true" if val else "false"

    @classmethod
    def translate_list(cls, val):
        return "[" + ", ".join(cls.translate(item) for item in val) + "]"

    @classmethod
    def translate_dict(cls, val):
        if not val:
            return "[:]"
        return "[" + ", ".join(f"{cls.translate_escaped_str(key)}: {cls.translate(item)}" for key, item in val.items()) + "]"

    @classmethod
    def literal_type(cls, val):
        """The type Swift infers for `val`'s literal, or None where it infers none (`nil`, `[]`,
        `[1, "x"]`): Int and Double together are Double, as in Swift."""
        if val is None:
            return None
        if isinstance(val, bool):
            return "Bool"
        if isinstance(val, int):
            return "Int"
        if isinstance(val, float):
            return "Double"
        if isinstance(val, str):
            return "String"
        if isinstance(val, (list, dict)):
            items = list(val.values()) if isinstance(val, dict) else val
            kinds = {cls.literal_type(item) for item in items}
            if kinds == {"Int", "Double"}:
                kinds = {"Double"}
            if len(kinds) != 1 or None in kinds:
                return None
            element = kinds.pop()
            return f"[String: {element}]" if isinstance(val, dict) else f"[{element}]"
        return "String"

    @classmethod
    def codify(cls, parameters, comment="Parameters"):
        """The injected cell: one `let` a parameter, annotated where Swift cannot type the literal."""
        lines = [cls.comment(comment)]
        for name, val in parameters.items():
            annotation = ""
            if cls.literal_type(val) is None:
                annotation = {type(None): ": Any?", dict: ": [String: Any]"}.get(type(val), ": [Any]")
            lines.append(cls.assign(name + annotation, cls.translate(val)))
        return "\n".join(lines) + "\n"

    @classmethod
    def comment(cls, cmt_str):
        return f"// {cmt_str}".strip()

    @classmethod
    def assign(cls, name, str_val):
        return f"let {name} = {str_val}"

    # `let name: Type = value // help`, or `var`.
    _declaration = re.compile(
        r"^\s*(?:let|var)\s+(?P<target>[A-Za-z_]\w*)\s*(?::\s*(?P<annotation>[^=]+?))?\s*=\s*(?P<value>.+?)"
        r"\s*(?://\s*(?P<help>.*))?$")

    @classmethod
    def inspect(cls, parameters_cell):
        """The parameters a `parameters` cell declares (for `papermill --help-notebook`)."""
        found = []
        for line in parameters_cell.source.splitlines():
            match = cls._declaration.match(line)
            if not match:
                continue
            annotation = (match.group("annotation") or "").strip()
            found.append(Parameter(name=match.group("target"), inferred_type_name=annotation or "None",
                                   default=match.group("value").strip(), help=(match.group("help") or "").strip()))
        return found


class ShapebookEngine(NBClientEngine):
    """Papermill's default engine; registered as an entry point papermill loads on import, so
    that importing this module registers the translator."""


papermill_translators.register("shapebook", ShapebookTranslator)
