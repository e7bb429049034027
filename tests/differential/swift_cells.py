"""Cells of a notebook or script as programs swiftc can type-check.

A Shapebook session is a sequence of cells; a later cell may declare a name again (as the Swift
REPL allows), which one swiftc program cannot. So each cell is checked as one program: the
declarations it can see (the latest declaration of every name from the earlier cells that
succeeded, in their order, minus the names the cell declares itself), then the cell. Statements of
earlier cells are left out; they were checked with their own cell. Errors are attributed by line:
only an error inside the cell's own lines rejects the cell.

The splitting is lexical, not a parser: a top-level item starts on a line that begins at column
0 outside any bracket, string or comment, and is not a continuation (`.modifier`, `else`, an
operator, a line after a trailing operator or comma).

`#Preview { … }` is a macro that swiftc on Linux cannot expand (its plugin ships with Xcode): each
one is rewritten, in place and keeping its lines, into a PreviewProvider whose `previews` is the
macro's body.
"""

import dataclasses
import re

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|open|final|static|class|indirect|"
    r"mutating|nonmutating|override|lazy|weak|unowned|convenience|required|dynamic|nonisolated)\s+)*"
    r"(struct|class|enum|protocol|actor|typealias|func|let|var|extension|import|precedencegroup|"
    r"(?:infix|prefix|postfix)\s+operator)\b\s*(.*)$", re.S)
IDENTIFIER = re.compile(r"`?([A-Za-z_][A-Za-z_0-9]*)`?")
PREVIEW = re.compile(r"^#Preview\s*(\([^)]*\))?\s*\{")
CONTINUATION_START = re.compile(r"^(\.[A-Za-z_]|else\b|catch\b|where\b|[-+*/%&|^=<>?:!~]|\}|\)|\])")
CONTINUES_NEXT = re.compile(r"([-+*/%&|^=<>?:,(\[{]|\b(?:in|return|try|await|throw))\s*$")


@dataclasses.dataclass
class Item:
    """One top-level item of a cell: its lines (numbered from 0 within the cell) and what it declares."""
    first_line: int
    lines: list
    kind: str | None      # the declaration keyword, or None for a statement
    keys: tuple           # what a later declaration must match to replace it

    @property
    def text(self):
        return "\n".join(self.lines)


def code_lines(source):
    """For each line of `source`: (depth of brackets at its start, whether it starts inside a
    string or comment, its text with strings and comments blanked)."""
    states, result = [], []
    depth, in_block_comment, in_multiline_string = 0, 0, False
    interpolation_stack = []   # bracket depths at which an interpolation `\(` opened
    for line in source.split("\n"):
        starts_inside = in_block_comment > 0 or in_multiline_string
        states.append((depth, starts_inside))
        blanked, i, in_string = [], 0, False
        while i < len(line):
            c, pair = line[i], line[i:i + 2]
            if in_block_comment:
                if pair == "/*":
                    in_block_comment, i = in_block_comment + 1, i + 2
                elif pair == "*/":
                    in_block_comment, i = in_block_comment - 1, i + 2
                else:
                    i += 1
                continue
            if in_multiline_string or in_string:
                if c == "\\" and line[i + 1:i + 2] == "(":
                    interpolation_stack.append((depth, in_string, in_multiline_string))
                    in_string = in_multiline_string = False
                    depth, i = depth + 1, i + 2
                    blanked.append("(")
                elif c == "\\":
                    i += 2
                elif in_multiline_string and line[i:i + 3] == '"""':
                    in_multiline_string, i = False, i + 3
                elif in_string and c == '"':
                    in_string, i = False, i + 1
                else:
                    i += 1
                continue
            if pair == "//":
                break
            if pair == "/*":
                in_block_comment, i = 1, i + 2
                continue
            if line[i:i + 3] == '"""':
                in_multiline_string, i = True, i + 3
                blanked.append('""')
                continue
            if c == '"':
                in_string, i = True, i + 1
                blanked.append('""')
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if interpolation_stack and c == ")" and depth == interpolation_stack[-1][0]:
                    _, in_string, in_multiline_string = interpolation_stack.pop()
            blanked.append(c)
            i += 1
        result.append("".join(blanked))
    return [(d, inside, code) for (d, inside), code in zip(states, result)]


def split_items(source):
    """The top-level items of one cell, in order (comment and blank lines join the next item)."""
    lines = source.split("\n")
    info = code_lines(source)
    items, current, pending, previous_code = [], None, [], ""
    for number, (line, (depth, inside, code)) in enumerate(zip(lines, info)):
        stripped = code.strip()
        if not stripped and current is None:
            pending.append(number)
            continue
        starts_item = (depth == 0 and not inside and stripped and not line[:1].isspace()
                       and not CONTINUATION_START.match(stripped) and not CONTINUES_NEXT.search(previous_code))
        if starts_item or current is None:
            if current is not None:
                items.append(current)
            first = pending[0] if pending else number
            current = [first, [lines[n] for n in pending] + [line]]
            pending = []
        else:
            current[1].extend([lines[n] for n in pending] + [line])
            pending = []
        if stripped:
            previous_code = stripped
    if current is not None:
        items.append(current)
    return [classify(first, item_lines) for first, item_lines in items]


def classify(first_line, lines):
    """An Item with its declaration kind and the keys a later declaration replaces it by."""
    code = "\n".join(code_lines_text(lines))
    match = DECLARATION.match(code.strip())
    if not match:
        return Item(first_line, lines, None, ())
    kind, rest = match.group(1).split()[0], match.group(2)
    if kind in ("let", "var"):
        names = [m.group(1) for m in IDENTIFIER.finditer(pattern_of(rest))]
        return Item(first_line, lines, kind, tuple(f"value {name}" for name in names))
    if kind == "func":
        name = rest.split("(")[0].split("<")[0].strip()
        labels = argument_labels(rest)
        return Item(first_line, lines, kind, (f"func {name}({labels})",))
    if kind == "extension":
        extended = rest.split("{")[0].split(":")[0].split(" where ")[0].strip()
        members = member_names(lines)
        return Item(first_line, lines, kind, tuple(f"member {extended}.{m}" for m in members))
    if kind == "import":
        return Item(first_line, lines, kind, (f"import {rest.strip()}",))
    name = IDENTIFIER.match(rest.strip())
    return Item(first_line, lines, kind, (f"type {name.group(1)}",) if name else ())


def code_lines_text(lines):
    return [code for _, _, code in code_lines("\n".join(lines))]


def pattern_of(rest):
    """The names part of `let a = …` / `var (a, b): T = …` / `var a = 1, b = 2` (depth-0 commas)."""
    names, depth, current = [], 0, ""
    for c in rest:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if depth == 0 and c in "=:{":
            names.append(current)
            current = "\0"
            continue
        if depth == 0 and c == ",":
            current = ""
            continue
        if current != "\0":
            current += c
        if c == "\n":
            break
    names.append(current)
    return " ".join(n for n in names if n != "\0")


def argument_labels(rest):
    """`f(_ x: Int, at y: Int)` → `_:at:`."""
    if "(" not in rest:
        return ""
    depth, params, current = 0, [], ""
    for c in rest[rest.index("("):]:
        if c == "(":
            depth += 1
            if depth == 1:
                continue
        elif c == ")":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and c == ",":
            params.append(current)
            current = ""
        else:
            current += c
    params.append(current)
    labels = [p.split(":")[0].split()[0] for p in params if p.strip() and ":" in p]
    return "".join(f"{label}:" for label in labels)


def member_names(lines):
    """Names of the members an extension declares directly (depth 1)."""
    names = []
    for depth, _, code in code_lines("\n".join(lines)):
        if depth == 1:
            match = DECLARATION.match(code.strip())
            if match and match.group(1) not in ("extension", "import"):
                rest = match.group(2)
                name = IDENTIFIER.match(rest.strip())
                if match.group(1) == "func":
                    names.append(f"{rest.split('(')[0].strip()}({argument_labels(rest)})")
                elif name:
                    names.append(name.group(1))
            elif code.strip().startswith("init"):
                names.append(f"init({argument_labels(code.strip())})")
    return names


def rewrite_previews(source):
    """Every `#Preview { … }` at the top level, as a PreviewProvider on the same lines; a
    `@Previewable` variable inside, which the same macro plugin expands, is a plain local there."""
    items = split_items(source)
    lines = source.split("\n")
    for index, item in enumerate(items):
        head = next((n for n, line in enumerate(item.lines) if PREVIEW.match(line)), None)
        if head is None:
            continue
        number = item.first_line + head
        lines[number] = PREVIEW.sub(f"struct __Preview_{index}: PreviewProvider {{ static var previews: some View {{",
                                    lines[number], count=1)
        last = item.first_line + len(item.lines) - 1
        while last > number and not lines[last].rstrip().endswith("}"):
            last -= 1
        lines[last] = lines[last].rstrip() + " }"
        for inside in range(number, last + 1):
            lines[inside] = lines[inside].replace("@Previewable ", "")
    return "\n".join(lines)


@dataclasses.dataclass
class CellProgram:
    """The program that checks one cell: its context (earlier declarations), then the cell."""
    index: int            # the cell's position in its sequence, from 0
    source: str           # the whole program
    cell_lines: range     # the program's lines (1-based) that are the cell's own
    expects_error: bool   # Shapebook rejects this cell (a script's `// expect error:`, a
                          # notebook's raises-exception tag)


def cell_programs(cells):
    """One CellProgram per cell of `cells`, a list of (source, expects_error).

    A cell that is expected to fail contributes no declarations to later cells, as a failed cell
    leaves a Shapebook session unchanged.
    """
    declared = []   # (cell index, Item) of every declaration of the cells that succeed
    programs = []
    for index, (source, expects_error) in enumerate(cells):
        source = rewrite_previews(source)
        items = split_items(source)
        own_keys = {key for item in items for key in item.keys}
        latest = {}
        for position, (_, item) in enumerate(declared):
            for key in item.keys:
                latest[key] = position
        context = []
        for position, (_, item) in enumerate(declared):
            replaced = any(key in own_keys or latest[key] != position for key in item.keys)
            if not replaced:
                context.append(item.text)
        prefix = "\n".join(context)
        prefix_lines = prefix.count("\n") + 1 if context else 0
        program = (prefix + "\n" if context else "") + source
        cell_range = range(prefix_lines + 1, prefix_lines + source.count("\n") + 2)
        programs.append(CellProgram(index, program, cell_range, expects_error))
        if not expects_error:
            declared.extend((index, item) for item in items if item.kind is not None)
    return programs
