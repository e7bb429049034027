"""A generator of structurally valid core Swift programs, for fuzzing Lang (issue 11) through
`shapebook run --typed`.

generator.py writes drawing cells for the kernel's workers; this one writes what Lang checks
and runs without UI: Int and Double arithmetic at its edges, strings, arrays, dictionaries,
optionals, enums with payloads folded by `switch`, structs with `mutating` methods, classes,
closures, `throws`. Most programs type-check, so the evaluator is reached;
a share are mutated character by character afterwards, so the lexer, the parser and the
checker see almost-valid input too. The hazards (swift_hazards.py) are what the issue names:
deep nesting, unbounded recursion, huge literals, and loops that allocate without end.

A program is a list of top-level statements, so the minimiser can drop whole statements.
"""

import random

from generator import Draws, Scope
from swift_hazards import SwiftHazards

INTS = ["0", "1", "2", "3", "7", "10", "-1", "-5", "100"]
EXTREME_INTS = ["Int.max", "Int.min", "1 << 62", "-(1 << 62)", "9_223_372_036_854_775_807", "0x7fff_ffff_ffff_ffff"]
DOUBLES = ["0.0", "0.5", "1.5", "-2.25", "10.0", "3.0", "1e-3"]
EXTREME_DOUBLES = ["Double.infinity", "-Double.infinity", "Double.nan", "1e308", "-1e308", "1e-320",
                   "Double.greatestFiniteMagnitude", "Double.ulpOfOne", "0.0 / 0.0"]
STRINGS = ['"a"', '"Shapebook"', '"héllo"', '"🌟"', '""', '"\\n"', '"\\t"', '"\\u{0}"', '"\\u{1F600}"', '"\\\\"',
           '"\\""', '"%d"', '"a,b,,c"']
INT_OPERATORS = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"]
DOUBLE_OPERATORS = ["+", "-", "*", "/"]
COMPARISONS = ["<", "<=", ">", ">=", "==", "!="]
NUMERIC_STRINGS = STRINGS + ['"42"', '"-7"', '"99999999999999999999"']
# Pieces a mutation inserts: what makes a lexer or a parser take an unusual path.
NOISE = ["{", "}", "(", ")", "[", "]", '"', '"""', "\\(", "/*", "*/", "//", "#if", "#endif", "0x", "0b", "$0",
         "@", "#", "\\u{0}", "🌟", "..<", "...", "?.", "!", "?", "inout", "case", "let", "->", ":", ",", ";",
         "`", "'", "1e", "_", "&", "\u00a0", "\t", "\r", "\n", "\\"]


class SwiftGenerator(Draws, SwiftHazards):
    """Draws programs from a seeded random generator: the same seed and case give the same program."""

    TYPES = ["Int", "Int", "Double", "String", "Bool", "[Int]", "Int?"]

    def __init__(self, rng: random.Random):
        super().__init__(rng)
        self.enums = []      # (name, [(case, payload type or None)])
        self.structs = []    # names of structs with `var value: Int` and `mutating func bump(by:)`

    # MARK: - Programs

    def program(self):
        scope = Scope()
        statements = []
        for _ in range(self.rng.randint(1, 3)):
            statements.append(self.pick([self.declare_enum, self.declare_struct, self.declare_class,
                                         self.declare_function])(scope))
        for _ in range(self.rng.randint(2, 8)):
            statements.append(self.statement(scope, 0))
        if self.chance(0.35):
            statements.insert(self.rng.randint(0, len(statements)), self.hazard(scope))
        if self.chance(0.2):
            statements = self.mutate(statements)
        return statements

    def mutate(self, statements):
        """One to three character-level edits of one statement: a deletion, a duplicated
        stretch, or a piece of noise inserted."""
        index = self.rng.randrange(len(statements))
        text = statements[index]
        for _ in range(self.rng.randint(1, 3)):
            if not text:
                break
            at = self.rng.randrange(len(text) + 1)
            kind = self.pick(["delete", "duplicate", "insert", "insert"])
            if kind == "delete":
                text = text[:at] + text[at + self.rng.randint(1, 4):]
            elif kind == "duplicate":
                end = min(len(text), at + self.rng.randint(1, 20))
                text = text[:end] + text[at:end] + text[end:]
            else:
                text = text[:at] + self.pick(NOISE) + text[at:]
        return statements[:index] + [text] + statements[index + 1:]

    # MARK: - Declarations

    def declare_enum(self, scope):
        name = self.fresh("Shape")
        cases = [(self.fresh("c"), self.pick([None, "Int", "Double", "String"])) for _ in range(self.rng.randint(1, 4))]
        self.enums.append((name, cases))
        lines = [f"enum {name} {{"]
        for case, payload in cases:
            lines.append(f"    case {case}" + (f"({payload})" if payload else ""))
        lines.append("    var weight: Int {")
        lines.append("        switch self {")
        for case, payload in cases:
            binding = "(let v)" if payload else ""
            value = {"Int": "v", "Double": "Int(v.rounded())", "String": "v.count", None: "0"}[payload]
            if payload == "Double":
                value = "(v.isFinite && abs(v) < 1e15 ? Int(v.rounded()) : 0)"
            lines.append(f"        case .{case}{binding}: return {value}")
        lines += ["        }", "    }", "}"]
        scope.names[name] = ("type", False)
        return "\n".join(lines)

    def declare_struct(self, scope):
        name = self.fresh("Box")
        self.structs.append(name)
        scope.names[name] = ("type", False)
        return (f"struct {name}: CustomStringConvertible {{\n    var value: Int\n    var scale = {self.number()}\n"
                f"    var description: String {{ \"{name}(\\(value), \\(scale))\" }}\n"
                f"    mutating func bump(by amount: Int) {{ value = value &+ amount }}\n"
                f"    func scaled() -> Double {{ Double(value) * scale }}\n}}")

    def declare_class(self, scope):
        base, sub = self.fresh("Node"), self.fresh("Leaf")
        scope.names[base] = ("type", False)
        return (f"class {base} {{\n    var count = 0\n    func visit() -> Int {{ count += 1; return count }}\n}}\n"
                f"class {sub}: {base} {{\n    override func visit() -> Int {{ super.visit() * 2 }}\n}}\n"
                f"let {self.fresh('shared')} = {sub}()")

    def declare_function(self, scope):
        name = self.fresh("f")
        inner = Scope(scope)
        inner.names["n"] = ("Int", False)
        body = self.int_expression(inner, 1)
        scope.names[name] = ("func", False)
        if self.chance(0.3):
            return (f"func {name}(_ n: Int) throws -> Int {{\n    if n < 0 {{ throw Failure.negative(n) }}\n"
                    f"    return {body}\n}}\nenum Failure: Error {{ case negative(Int) }}\n"
                    f"do {{ print(try {name}({self.whole()})) }} catch Failure.negative(let n) {{ print(\"negative\", n) }}"
                    f" catch {{ print(error) }}")
        return f"func {name}(_ n: Int) -> Int {{\n    {body}\n}}\nprint({name}({self.whole()}))"

    # MARK: - Statements

    def statement(self, scope, depth):
        kinds = ["let", "let", "var", "assign", "print", "print", "if", "for", "switch"]
        if depth < 2:
            kinds += ["while", "closure", "collection", "optional", "enum_use", "struct_use", "string"]
        return getattr(self, "statement_" + self.pick(kinds))(scope, depth)

    def statement_let(self, scope, depth):
        type_name = self.pick(self.TYPES)
        name = self.fresh("k")
        text = f"let {name}: {type_name} = {self.expression(type_name, scope, depth)}"
        scope.names[name] = (type_name, False)
        return text

    def statement_var(self, scope, depth):
        type_name = self.pick(["Int", "Double", "String", "[Int]"])
        name = self.fresh("v")
        text = f"var {name}: {type_name} = {self.expression(type_name, scope, depth)}"
        scope.names[name] = (type_name, True)
        return text

    def statement_assign(self, scope, depth):
        type_name = self.pick(["Int", "Double", "String", "[Int]"])
        targets = scope.mutable_of_type(type_name)
        if not targets:
            return self.statement_var(scope, depth)
        target = self.pick(targets)
        if type_name == "[Int]":
            return self.pick([f"{target}.append({self.int_expression(scope, depth)})",
                              f"{target} += [{self.int_expression(scope, depth)}]",
                              f"{target}.sort()", f"if !{target}.isEmpty {{ {target}.removeLast() }}",
                              f"{target}[{self.int_expression(scope, depth)}] = 0"])
        operator = self.pick(["=", "+="] + (["-=", "*=", "/="] if type_name != "String" else []))
        return f"{target} {operator} {self.expression(type_name, scope, depth)}"

    def statement_print(self, scope, depth):
        type_name = self.pick(self.TYPES + ["[String: Int]", "(Int, Double)"])
        return f"print({self.expression(type_name, scope, depth)})"

    def statement_if(self, scope, depth):
        text = f"if {self.bool_expression(scope, depth)} {self.block(scope, depth)}"
        if self.chance(0.4):
            text += f" else {self.block(scope, depth)}"
        return text

    def statement_for(self, scope, depth):
        inner = Scope(scope)
        name = self.fresh("i")
        inner.names[name] = ("Int", False)
        sequence = self.pick([f"0..<{self.pick(['0', '3', '10', '100'])}", f"stride(from: 0, to: 20, by: {self.pick(['3', '7'])})",
                              f"[{self.int_expression(scope, depth)}, 2, 3]", f"(1...5).reversed()"])
        body = self.block(inner, depth)
        return f"for {name} in {sequence} {body}"

    def statement_while(self, scope, depth):
        counter = self.fresh("w")
        limit = self.pick(["3", "10", "1000"])
        inner = Scope(scope)
        return (f"var {counter} = 0\nwhile {counter} < {limit} {{\n    {counter} += 1\n"
                f"    if {counter}.isMultiple(of: {self.pick(['2', '7'])}) {{ continue }}\n"
                f"    {self.statement(inner, depth + 1).replace(chr(10), chr(10) + '    ')}\n}}")

    def statement_switch(self, scope, depth):
        subject = self.int_expression(scope, depth)
        return (f"switch {subject} {{\ncase Int.min..<0: print(\"negative\")\ncase 0: print(\"zero\")\n"
                f"case let x where x.isMultiple(of: 2): print(\"even\", x)\ncase 1...9, 11: print(\"small\")\n"
                f"default: print(\"other\")\n}}")

    def statement_closure(self, scope, depth):
        name = self.fresh("g")
        body = self.pick(["$0 * 2", "$0 &+ 1", "$0 % 7", "-$0", "$0 / 3"])
        array = self.int_array(scope, depth)
        return self.pick([
            f"let {name} = {array}.map {{ {body} }}.filter {{ $0 > 0 }}\nprint({name}, {name}.reduce(0, &+))",
            f"let {name}: (Int) -> Int = {{ x in x {self.pick(INT_OPERATORS)} {self.whole()} }}\nprint({name}({self.whole()}))",
            f"print({array}.sorted(by: >).prefix(3), {array}.min() ?? -1, {array}.enumerated().map {{ $0.offset + $0.element }})",
            f"var {name} = 0\nlet bump = {{ {name} += 1 }}\nbump(); bump()\nprint({name})",
        ])

    def statement_collection(self, scope, depth):
        name = self.fresh("d")
        return self.pick([
            f"var {name}: [String: Int] = [:]\nfor word in \"a b a c b a\".split(separator: \" \") {{ {name}[String(word), default: 0] += 1 }}\n"
            f"for key in {name}.keys.sorted() {{ print(key, {name}[key] ?? 0) }}",
            f"let {name}: Set<Int> = [{self.whole()}, {self.whole()}, 3]\nprint({name}.count, {name}.contains(3))",
            f"let {name} = zip({self.int_array(scope, depth)}, [\"x\", \"y\"]).map {{ \"\\($0)\\($1)\" }}\nprint({name})",
            f"let {name} = Array(repeating: {self.whole()}, count: {self.pick(['0', '3', '1000'])})\nprint({name}.count, {name}.first ?? 0)",
        ])

    def statement_optional(self, scope, depth):
        value = self.expression("Int?", scope, depth)
        return self.pick([
            f"if let x = {value} {{ print(x) }} else {{ print(\"nil\") }}",
            f"print({value} ?? {self.whole()})",
            f"print({value}.map {{ $0 &* 2 }} as Any)",
            f"print({value}!)",
        ])

    def statement_enum_use(self, scope, depth):
        if not self.enums:
            return self.statement_print(scope, depth)
        name, cases = self.pick(self.enums)
        case, payload = self.pick(cases)
        argument = {"Int": self.whole(), "Double": self.number(), "String": self.pick(STRINGS), None: ""}[payload]
        value = f"{name}.{case}" + (f"({argument})" if payload else "")
        return f"let {self.fresh('e')} = {value}\nprint({value}.weight, {value})"

    def statement_struct_use(self, scope, depth):
        if not self.structs:
            return self.statement_print(scope, depth)
        name = self.fresh("s")
        return (f"var {name} = {self.pick(self.structs)}(value: {self.whole()})\n{name}.bump(by: {self.whole()})\n"
                f"print({name}, {name}.scaled())")

    def statement_string(self, scope, depth):
        text = self.string_expression(scope, depth)
        return self.pick([
            f"print({text}.count, {text}.uppercased(), {text}.split(separator: \",\").count)",
            f"print(String({text}.reversed()), {text}.hasPrefix(\"a\"), Array({text}).count)",
            f"print(\"[\\({text})]\", {text} == {self.pick(STRINGS)})",
        ])

    # MARK: - Expressions

    def expression(self, type_name, scope, depth):
        if type_name == "Int":
            return self.int_expression(scope, depth)
        if type_name == "Double":
            return self.double_expression(scope, depth)
        if type_name == "String":
            return self.string_expression(scope, depth)
        if type_name == "Bool":
            return self.bool_expression(scope, depth)
        if type_name == "[Int]":
            return self.int_array(scope, depth)
        if type_name == "Int?":
            return self.pick(["nil", f"Int({self.pick(NUMERIC_STRINGS)})",
                              f"{self.int_array(scope, depth)}.first", f"{self.int_array(scope, depth)}.last",
                              f"[\"a\": 1][{self.pick(STRINGS)}]"])
        if type_name == "[String: Int]":
            return f"[\"a\": {self.int_expression(scope, depth)}, \"b\": 2]"
        return f"({self.int_expression(scope, depth)}, {self.double_expression(scope, depth)})"

    def whole(self):
        return self.pick(EXTREME_INTS if self.chance(0.12) else INTS)

    def number(self):
        return self.pick(EXTREME_DOUBLES if self.chance(0.12) else DOUBLES)

    def int_expression(self, scope, depth):
        names = scope.of_type("Int")
        if depth > 3 or self.chance(0.3):
            return self.pick(names) if names and self.chance(0.5) else self.whole()
        a, b = self.int_expression(scope, depth + 1), self.int_expression(scope, depth + 1)
        return self.pick([
            f"({a} {self.pick(INT_OPERATORS)} {b})", f"abs({a})", f"min({a}, {b})", f"max({a}, {b})",
            f"Int({self.double_expression(scope, depth + 1)})", f"{self.int_array(scope, depth + 1)}.count",
            f"{self.int_array(scope, depth + 1)}[{a}]", f"{self.string_expression(scope, depth + 1)}.count",
            f"({a}).magnitude.bitWidth", f"({a} == {b} ? {a} : {b})", f"Int(exactly: {self.double_expression(scope, depth + 1)}) ?? 0",
        ])

    def double_expression(self, scope, depth):
        names = scope.of_type("Double")
        if depth > 3 or self.chance(0.3):
            return self.pick(names) if names and self.chance(0.5) else self.number()
        a, b = self.double_expression(scope, depth + 1), self.double_expression(scope, depth + 1)
        return self.pick([
            f"({a} {self.pick(DOUBLE_OPERATORS)} {b})", f"Double({self.int_expression(scope, depth + 1)})",
            f"({a}).squareRoot()", f"({a}).rounded()", f"({a}).truncatingRemainder(dividingBy: {b})",
            f"abs({a})", f"min({a}, {b})", f"({a}).rounded(.down)",
        ])

    def string_expression(self, scope, depth):
        names = scope.of_type("String")
        if depth > 3 or self.chance(0.4):
            return self.pick(names) if names and self.chance(0.5) else self.pick(STRINGS)
        return self.pick([
            f"({self.string_expression(scope, depth + 1)} + {self.string_expression(scope, depth + 1)})",
            f"\"n=\\({self.int_expression(scope, depth + 1)}) d=\\({self.double_expression(scope, depth + 1)})\"",
            f"String({self.int_expression(scope, depth + 1)})", f"{self.string_expression(scope, depth + 1)}.lowercased()",
            f"String(repeating: {self.pick(STRINGS)}, count: {self.pick(['0', '2', '5'])})",
        ])

    def bool_expression(self, scope, depth):
        if depth > 3 or self.chance(0.3):
            return self.pick(["true", "false"])
        return self.pick([
            f"{self.int_expression(scope, depth + 1)} {self.pick(COMPARISONS)} {self.int_expression(scope, depth + 1)}",
            f"{self.double_expression(scope, depth + 1)} {self.pick(COMPARISONS)} {self.double_expression(scope, depth + 1)}",
            f"({self.bool_expression(scope, depth + 1)} && {self.bool_expression(scope, depth + 1)})",
            f"!{self.bool_expression(scope, depth + 1)}", f"({self.int_expression(scope, depth + 1)}).isMultiple(of: {self.whole()})",
            f"{self.int_array(scope, depth + 1)}.contains({self.int_expression(scope, depth + 1)})",
            f"({self.double_expression(scope, depth + 1)}).isNaN",
        ])

    def int_array(self, scope, depth):
        names = scope.of_type("[Int]")
        if names and self.chance(0.4):
            return self.pick(names)
        if depth > 3 or self.chance(0.5):
            return "[" + ", ".join(self.whole() for _ in range(self.rng.randint(0, 4))) + "]"
        return self.pick([f"Array(0..<{self.pick(['0', '5', '50'])})", f"{self.int_array(scope, depth + 1)}.reversed()",
                          f"({self.int_array(scope, depth + 1)} + {self.int_array(scope, depth + 1)})",
                          f"{self.int_array(scope, depth + 1)}.sorted()"])


def generate(seed, index):
    """The statements of case `index` of `seed`."""
    return SwiftGenerator(random.Random(f"swift-{seed}-{index}")).program()
