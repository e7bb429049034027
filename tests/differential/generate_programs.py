#!/usr/bin/env python3
"""Writes the generated part of the core corpus: well-typed Swift programs built from a seed.

    generate_programs.py            write Tests/Differential/Core/generated/ and record swiftc's
                                    outcome of each program as its expectations
    generate_programs.py --check    exit 1 unless the committed programs are exactly what the
                                    seed generates (their code; expectations aside)

Each family below builds one kind of program from a random stream seeded by (SEED, family,
number), so the same seed always writes the same files. Values are kept in bounds by
construction (every accumulator is reduced modulo a small prime; operands are small), so no
program traps by accident; the `traps` family traps on purpose, at a step the generator
computes exactly, and the `mistyped` family drops one conversion so that swiftc rejects it.
What each program prints is not predicted here: swiftc's output is recorded, as for the
hand-written programs.
"""

import argparse
import math
import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import differential_corpus  # noqa: E402

SEED = 2024
PER_FAMILY = 20
OUTPUT = differential_corpus.CORE / "generated"
INT_MAX = (1 << 63) - 1
INT_MIN = -(1 << 63)


# MARK: - Int expressions, evaluated with Swift's rules so that none overflows or divides by zero

def swift_divide(a, b):
    """Int `/`: the quotient truncated toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def swift_remainder(a, b):
    """Int `%`: the remainder with the sign of the dividend."""
    return a - swift_divide(a, b) * b


class IntExpression:
    """A random Int expression over named values: its Swift text and its value. No part of it
    leaves (-LIMIT, LIMIT), so nothing overflows however it is evaluated."""

    LIMIT = 1 << 40

    def __init__(self, rng, values, depth):
        self.rng, self.values = rng, values
        self.text, self.value = self.build(depth)

    def build(self, depth):
        text, value = self.compose(depth)
        return (text, value) if abs(value) < self.LIMIT else self.leaf()

    def leaf(self):
        if self.rng.random() < 0.6:
            name = self.rng.choice(sorted(self.values))
            return name, self.values[name]
        n = self.rng.randint(1, 99)
        return str(n), n

    def compose(self, depth):
        if depth == 0 or self.rng.random() < 0.2:
            return self.leaf()
        kind = self.rng.choice(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "min", "max", "abs", "neg", "ternary"])
        a_text, a = self.build(depth - 1)
        b_text, b = self.build(depth - 1)
        if kind in ("/", "%"):
            if b == 0:
                return a_text, a
            value = swift_divide(a, b) if kind == "/" else swift_remainder(a, b)
            return f"({a_text} {kind} {b_text})", value
        if kind in ("<<", ">>"):
            shift = self.rng.randint(0, 5)
            return f"({a_text} {kind} {shift})", a << shift if kind == "<<" else a >> shift
        if kind in ("+", "-", "*", "&", "|", "^"):
            value = {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[kind]
            return f"({a_text} {kind} {b_text})", value
        if kind in ("min", "max"):
            return f"{kind}({a_text}, {b_text})", min(a, b) if kind == "min" else max(a, b)
        if kind == "abs":
            return f"abs({a_text})", abs(a)
        if kind == "neg":
            return f"-({a_text})", -a
        k = self.rng.randint(2, 5)
        return f"(({a_text}).isMultiple(of: {k}) ? {b_text} : {a_text})", b if a % k == 0 else a


def int_arithmetic(rng):
    names = ["a", "b", "c", "d"][:rng.randint(2, 4)]
    values = {name: rng.randint(-50, 200) for name in names}
    lines = [f"let {name} = {value}" for name, value in values.items()]
    for index in range(rng.randint(4, 7)):
        expression = IntExpression(rng, values, rng.randint(2, 3))
        while expression.text.lstrip("-").isalnum():   # a bare name or number: draw again
            expression = IntExpression(rng, values, rng.randint(2, 3))
        name = f"v{index}"
        lines.append(f"let {name}: Int = {expression.text}")
        values[name] = expression.value
        lines.append(f"print({name})")
    lines.append(f"print({', '.join(sorted(values))})")
    return "Int arithmetic: truncating / and %, bit operators, shifts, min/max/abs, isMultiple(of:).", lines


# MARK: - Doubles and conversions

DOUBLE_LITERALS = ["0.5", "1.5", "2.25", "3.0", "0.1", "10.0", "4.75", "100.0", "0.001", "7.0"]


def double_literal(rng):
    return rng.choice(DOUBLE_LITERALS)


def swift_rounded(x):
    """Double.rounded(): to the nearest, halves away from zero."""
    return math.copysign(math.floor(abs(x) + 0.5), x)


def double_forms(rng, a, b):
    """(Swift text, value) of the Double expressions a program line may use, over (text, value) operands."""
    (at, av), (bt, bv) = a, b
    literal = double_literal(rng)
    divisor = rng.choice(["3.0", "7.0", "0.25", "2.0"])
    modulus = rng.choice(["2.5", "7.0", "0.75"])
    return [
        (f"{at} * {bt} + {literal}", av * bv + float(literal)),
        (f"({at} - {bt}) / {divisor}", (av - bv) / float(divisor)),
        (f"({at} * {at}).squareRoot()", math.sqrt(av * av)),
        (f"({at} / {divisor}).rounded()", swift_rounded(av / float(divisor))),
        (f"({at} * 10).rounded(.down) / 10", math.floor(av * 10) / 10),
        (f"max({at}, {bt}) - min({at}, {bt})", max(av, bv) - min(av, bv)),
        (f"abs({at}).truncatingRemainder(dividingBy: {modulus})", math.fmod(abs(av), float(modulus))),
    ]


def double_arithmetic(rng):
    ints = {name: rng.randint(-40, 120) for name in ["i", "j"]}
    lines = [f"let {name} = {value}" for name, value in ints.items()]
    doubles = {}
    for index in range(rng.randint(4, 6)):
        name = f"x{index}"
        parts = [(f"Double({n})", float(v)) for n, v in ints.items()]
        parts += [(literal, float(literal)) for literal in rng.sample(DOUBLE_LITERALS, 2)]
        parts += list(doubles.items())[-2:]
        # Values stay far below 2^53, so Int(x) never traps and the sum stays exact enough.
        forms = [f for f in double_forms(rng, *rng.sample(parts, 2)) if abs(f[1]) < 1e9]
        text, value = rng.choice(forms)
        lines.append(f"let {name}: Double = {text}")
        doubles[name] = value
        if rng.random() < 0.5:
            lines.append(f"print({name})")
        else:
            lines.append(f"print({name}, Int({name}), {name} > {double_literal(rng)})")
    lines.append(f"let total = {' + '.join(doubles)}")
    lines.append("print(total, Int(total.rounded()), total / Double(max(1, abs(i))))")
    return "Double arithmetic and Int/Double conversions, printed as Swift prints Doubles.", lines


# MARK: - Control flow

def loop_update(rng, accumulator, index, modulus):
    return rng.choice([
        f"{accumulator} = ({accumulator} * {rng.randint(2, 9)} + {index}) % {modulus}",
        f"{accumulator} = ({accumulator} + {index} * {index}) % {modulus}",
        f"{accumulator} = ({accumulator} - {index} * {rng.randint(1, 5)}) % {modulus}",
        f"{accumulator} += {index} % {rng.randint(2, 7)}",
    ])


def control_flow(rng):
    modulus = rng.choice([97, 101, 1009, 7919])
    n = rng.randint(6, 30)
    k = rng.randint(2, 5)
    lines = [f"var total = {rng.randint(0, 9)}", f"var count = 0"]
    lines.append(f"for i in {rng.choice(['0..<', '1...'])}{n} {{")
    lines.append(f"    if i % {k} == {rng.randint(0, k - 1)} {{")
    lines.append(f"        {loop_update(rng, 'total', 'i', modulus)}")
    lines.append(f"    }} else if i > {rng.randint(2, n)} {{")
    lines.append(f"        {loop_update(rng, 'total', 'i', modulus)}")
    lines.append("        count += 1")
    if rng.random() < 0.5:
        lines.append(f"        if count > {rng.randint(2, 8)} {{ break }}")
    lines.append("    } else {")
    lines.append("        continue")
    lines.append("    }")
    lines.append(f"    if i % {rng.randint(3, 6)} == 0 {{ print(\"at\", i, total) }}")
    lines.append("}")
    lines.append("print(total, count)")
    lines.append(f"var steps = 0")
    lines.append(f"var value = {rng.randint(2, 500)}")
    lines.append("while value != 1 && steps < 200 {")
    lines.append("    value = value % 2 == 0 ? value / 2 : 3 * value + 1")
    lines.append("    steps += 1")
    lines.append("}")
    lines.append("print(value, steps)")
    lines.append(f"var shrinking = {rng.randint(50, 300)}")
    lines.append("repeat {")
    lines.append(f"    shrinking -= {rng.randint(7, 40)}")
    lines.append("} while shrinking > 0")
    lines.append("print(shrinking)")
    rows, columns = rng.randint(2, 4), rng.randint(2, 4)
    lines.append(f"outer: for r in 0..<{rows} {{")
    lines.append(f"    for c in 0..<{columns} {{")
    lines.append(f"        if (r + c) % {rng.randint(2, 4)} == 0 {{ continue }}")
    lines.append(f"        if r * c > {rng.randint(2, 6)} {{ break outer }}")
    lines.append("        print(r, c)")
    lines.append("    }")
    lines.append("}")
    return "loops (for, while, repeat, labelled break/continue) with accumulators kept small.", lines


# MARK: - Enums folded by switch

def enum_fold(rng):
    modulus = rng.choice([101, 1009, 65521])
    cases = rng.sample([
        ("add", "case add(Int)", "case .add(let n): acc = (acc + n) % M"),
        ("multiply", "case multiply(by: Int)", "case .multiply(let k): acc = (acc * k) % M"),
        ("negate", "case negate", "case .negate: acc = -acc"),
        ("reset", "case reset(to: Int)", "case .reset(let v): acc = v"),
        ("clamp", "case clamp(low: Int, high: Int)", "case let .clamp(low, high): acc = min(max(acc, low), high)"),
        ("square", "case square", "case .square: acc = (acc * acc) % M"),
    ], rng.randint(3, 6))
    lines = ["enum Step {"] + [f"    {declaration}" for _, declaration, _ in cases] + ["}"]
    guarded = rng.random() < 0.5
    lines.append("func apply(_ step: Step, to value: Int) -> Int {")
    lines.append("    var acc = value")
    lines.append("    switch step {")
    if guarded and any(name == "add" for name, _, _ in cases):
        lines.append(f"    case .add(let n) where n < 0: acc = (acc - n) % {modulus}")
    for _, _, body in cases:
        lines.append("    " + body.replace("M", str(modulus)))
    lines.append("    }")
    lines.append("    return acc")
    lines.append("}")
    steps = []
    for _ in range(rng.randint(6, 14)):
        name = rng.choice([name for name, _, _ in cases])
        steps.append({
            "add": lambda: f".add({rng.randint(-30, 30)})",
            "multiply": lambda: f".multiply(by: {rng.randint(2, 9)})",
            "negate": lambda: ".negate",
            "reset": lambda: f".reset(to: {rng.randint(0, 50)})",
            "clamp": lambda: f".clamp(low: {rng.randint(-20, 0)}, high: {rng.randint(1, 60)})",
            "square": lambda: ".square",
        }[name]())
    lines.append(f"let steps: [Step] = [{', '.join(steps)}]")
    lines.append(f"var value = {rng.randint(1, 20)}")
    lines.append("for (number, step) in steps.enumerated() {")
    lines.append("    value = apply(step, to: value)")
    lines.append("    print(number, step, value)")
    lines.append("}")
    probe = cases[0][0]
    lines.append(f"let matching = steps.filter {{ if case .{probe} = $0 {{ return true }} else {{ return false }} }}")
    lines.append("print(matching.count, value)")
    return "an enum with associated values folded by switch (bindings, where, if case).", lines


# MARK: - Structs updated by mutating methods

FIELD_KINDS = [
    ("Int", lambda rng: str(rng.randint(-9, 40)), lambda name, rng: f"{name} = ({name} + {rng.randint(1, 9)}) % 97"),
    ("Double", lambda rng: double_literal(rng), lambda name, rng: f"{name} = ({name} * {rng.choice(['0.5', '1.5', '2.0'])}).rounded()"),
    ("String", lambda rng: f'"{rng.choice(["a", "bc", "shape", ""])}"', lambda name, rng: f'{name} += "{rng.choice(["x", "y", "-"])}"'),
    ("Bool", lambda rng: rng.choice(["true", "false"]), lambda name, rng: f"{name}.toggle()"),
    ("[Int]", lambda rng: f"[{rng.randint(0, 9)}]", lambda name, rng: f"{name}.append({name}.count * {rng.randint(1, 5)})"),
]


def struct_update(rng):
    type_name = rng.choice(["Marker", "Layer", "Brush", "Tile", "Node"])
    fields = []
    for index in range(rng.randint(2, 4)):
        kind = rng.choice(FIELD_KINDS)
        fields.append((f"{'pqrst'[index]}{kind[0].strip('[]').lower()[:3]}", kind))
    lines = [f"struct {type_name} {{"]
    for name, (swift_type, initial, _) in fields:
        lines.append(f"    var {name}: {swift_type} = {initial(rng)}")
    methods = []
    for name, (_, _, update) in fields:
        method = f"update{name.capitalize()}"
        methods.append(method)
        lines.append(f"    mutating func {method}() {{ {update(name, rng)} }}")
    lines.append("}")
    lines.append(f"var first = {type_name}()")
    for _ in range(rng.randint(3, 7)):
        lines.append(f"first.{rng.choice(methods)}()")
    lines.append("var second = first")
    for _ in range(rng.randint(2, 4)):
        lines.append(f"second.{rng.choice(methods)}()")
    lines.append("print(first)")
    lines.append("print(second)")
    name, _ = rng.choice(fields)
    lines.append(f"print(first.{name}, second.{name})")
    lines.append(f"let all = [first, second, {type_name}()]")
    lines.append(f"print(all.count, all.map(\\.{name}))")
    return "a struct updated by mutating methods, copied (value semantics) and printed by default.", lines


# MARK: - Collections

CLOSURES = [
    ("map", lambda rng: f"{{ $0 * {rng.randint(2, 5)} }}"),
    ("map", lambda rng: f"{{ $0 - {rng.randint(1, 9)} }}"),
    ("map", lambda rng: f"{{ $0 % {rng.randint(3, 11)} }}"),
    ("filter", lambda rng: f"{{ $0 % {rng.randint(2, 4)} == 0 }}"),
    ("filter", lambda rng: f"{{ $0 > {rng.randint(0, 30)} }}"),
    ("sorted(by:)", lambda rng: rng.choice(["{ $0 > $1 }", "{ $0 < $1 }", "{ ($0 % 10, $0) < ($1 % 10, $1) }"])),
    ("compactMap", lambda rng: f"{{ $0.isMultiple(of: {rng.randint(2, 3)}) ? nil : $0 + 1 }}"),
]


def collection_pipeline(rng):
    xs = [rng.randint(-20, 60) for _ in range(rng.randint(5, 12))]
    lines = [f"let xs = [{', '.join(map(str, xs))}]"]
    previous = "xs"
    for index in range(rng.randint(3, 5)):
        method, closure = rng.choice(CLOSURES)
        name = f"step{index}"
        call = f"{previous}.sorted(by: {closure(rng)})" if method == "sorted(by:)" else f"{previous}.{method} {closure(rng)}"
        lines.append(f"let {name} = {call}")
        lines.append(f"print({name})")
        previous = name
    lines.append(f"print({previous}.reduce(0, +), {previous}.min() as Any, {previous}.max() as Any)")
    lines.append(f"print({previous}.first(where: {{ $0 > 10 }}) as Any, Array({previous}.reversed().prefix(3)))")
    lines.append(f"let counts = {previous}.reduce(into: [Int: Int]()) {{ $0[$1 % 4, default: 0] += 1 }}")
    lines.append("print(counts.sorted { $0.key < $1.key }.map { \"\\($0.key):\\($0.value)\" })")
    lines.append(f"print(Array(zip(xs, {previous}).prefix(4)).map {{ $0 + $1 }}, Set({previous}).count)")
    lines.append(f"for (i, x) in {previous}.enumerated() where i % 2 == 0 {{ print(i, x) }}")
    lines.append(f"print(Array(stride(from: 0, to: {previous}.count, by: 2)))")
    return "an array pipeline (map, filter, sorted(by:), compactMap, reduce(into:), zip, enumerated, stride).", lines


# MARK: - Optionals

def optional_chain(rng):
    values = [rng.choice(["nil", str(rng.randint(-10, 50))]) for _ in range(rng.randint(5, 10))]
    default = rng.randint(-5, 5)
    lines = [f"let values: [Int?] = [{', '.join(values)}]"]
    lines.append("print(values)")
    lines.append(f"print(values.compactMap {{ $0 }}, values.map {{ $0 ?? {default} }})")
    lines.append("var sum = 0")
    lines.append("for value in values {")
    lines.append("    if let value, value > 0 { sum += value } else { sum -= 1 }")
    lines.append("}")
    lines.append("print(sum)")
    lines.append("for value in values.prefix(4) {")
    lines.append("    switch value {")
    lines.append("    case nil: print(\"none\")")
    lines.append(f"    case let v? where v > {rng.randint(0, 30)}: print(\"big\", v)")
    lines.append("    case .some(let v): print(\"small\", v)")
    lines.append("    }")
    lines.append("}")
    lines.append(f"let firstBig = values.first {{ ($0 ?? 0) > {rng.randint(0, 40)} }}")
    lines.append("print(firstBig as Any, firstBig??.description ?? \"no\")")
    lines.append(f"let doubled = values.map {{ $0.map {{ $0 * 2 }} }}")
    lines.append("print(doubled)")
    lines.append("var stack = values")
    lines.append("while let top = stack.popLast() {")
    lines.append("    guard let top else { continue }")
    lines.append("    print(\"top\", top)")
    lines.append("    break")
    lines.append("}")
    return "optionals: if let, ?? defaults, optional patterns in switch, map on Optional, while let.", lines


# MARK: - Strings

def string_building(rng):
    words = rng.sample(["circle", "star", "blob", "heart", "polygon", "path", "arc", "morph", "ring"], rng.randint(3, 6))
    lines = [f"let words = [{', '.join(repr(w).replace(chr(39), chr(34)) for w in words)}]"]
    lines.append(f"let joined = words.joined(separator: \"{rng.choice([', ', '-', ' ', ''])}\")")
    lines.append("print(joined, joined.count)")
    lines.append("print(words.map { $0.uppercased() }, words.map(\\.count))")
    lines.append(f"print(words.filter {{ $0.count > {rng.randint(3, 5)} }}.sorted())")
    lines.append(f"let sentence = \"\\(words.count) words, longest \\(words.max {{ $0.count < $1.count }}!)\"")
    lines.append("print(sentence)")
    lines.append("print(sentence.split(separator: \" \").count, sentence.hasPrefix(\"\\(words.count)\"))")
    lines.append(f"print(\"[\\(String(joined.reversed()).prefix({rng.randint(2, 8)}))]\")")
    lines.append("var initials = \"\"")
    lines.append("for word in words { initials.append(word.first!) }")
    lines.append("print(initials, Array(initials).sorted())")
    n = rng.randint(1, 4)
    lines.append(f"print(String(repeating: words[0], count: {n}), \"\\({n} * 2)\")")
    return "strings: joined, interpolation, split, count, uppercased, reversed, Character appends.", lines


# MARK: - Classes shared by reference

def class_references(rng):
    lines = ["final class Counter {", "    var value: Int", "    init(_ value: Int) { self.value = value }",
             "    func bump(by n: Int) { value = (value + n) % 1000 }", "}"]
    names = ["a", "b", "c"]
    lines.append(f"let a = Counter({rng.randint(0, 9)})")
    lines.append("let b = a")
    lines.append(f"let c = Counter({rng.randint(0, 9)})")
    for _ in range(rng.randint(4, 8)):
        lines.append(f"{rng.choice(names)}.bump(by: {rng.randint(1, 30)})")
        lines.append("print(a.value, b.value, c.value, a === b, a === c)")
    lines.append("let all = [a, b, c]")
    lines.append(f"all.forEach {{ $0.bump(by: {rng.randint(1, 5)}) }}")
    lines.append("print(all.map(\\.value))")
    return "class instances shared by reference, mutated through aliases, compared with ===.", lines


# MARK: - Programs that trap, and programs swiftc rejects

def traps(rng):
    kind = rng.choice(["overflow", "index", "unwrap", "divide"])
    if kind == "overflow":
        start, factor, offset = rng.randint(2, 9), rng.randint(3, 12), rng.randint(-5, 5)
        value, steps = start, 0
        while INT_MIN <= value * factor + offset <= INT_MAX:
            value, steps = value * factor + offset, steps + 1
        lines = [f"var value = {start}", f"for step in 1...{steps + 5} {{",
                 f"    value = value * {factor} + {offset}", "    print(step, value)", "}",
                 "print(\"unreachable\")"]
        return f"Int overflow at run time (step {steps + 1} of a geometric sequence) traps.", lines
    if kind == "index":
        n = rng.randint(2, 6)
        lines = [f"let xs = Array(0..<{n}).map {{ $0 * {rng.randint(2, 9)} }}",
                 f"var i = 0", f"while i <= {n} {{", "    print(i, xs[i])", "    i += 1", "}"]
        return "reading one past the end of an array traps.", lines
    if kind == "unwrap":
        n = rng.randint(2, 5)
        values = [str(rng.randint(1, 9)) for _ in range(n)] + ["nil"]
        lines = [f"let values: [Int?] = [{', '.join(values)}]", "for v in values {", "    print(v! * 2)", "}"]
        return "force-unwrapping the first nil in an array traps.", lines
    divisors = [rng.randint(1, 9) for _ in range(rng.randint(1, 4))] + [0]
    lines = [f"let divisors = [{', '.join(map(str, divisors))}]", f"for d in divisors {{",
             f"    print({rng.randint(10, 99)} / d)", "}"]
    return "integer division by a zero read from an array traps.", lines


def mistyped(rng):
    i = rng.randint(1, 50)
    form = rng.choice([
        ("let x: Double = 1.5", f"let i = {i}", "print(x * i)"),
        (f"let i = {i}", "if i { print(i) }"),
        (f"let i = {i}", "print(i == 1.5)"),
        (f"let n: Int = {i} / 2.0", "print(n)"),
        (f"let xs = [{i}, {i + 1}]", "print(xs[0.0])"),
        (f"let i = {i}", "let d = Double(i)", "print(Int(d) + d)"),
        ("let x = 2.5", f"let i = {i}", "let y: Int = x + Double(i)", "print(y)"),
        (f"let i = {i}", "func scale(_ v: Double) -> Double { v * 2 }", "print(scale(i))"),
        (f"let i = {i}", "var total = 0.0", "total += i", "print(total)"),
        (f"let xs = [{i}, {i + 1}]", "let average: Double = xs.reduce(0, +) / xs.count", "print(average)"),
        (f"let i = {i}", "let s: String = i", "print(s)"),
    ])
    lines = ["print(\"this program must not run\")", *form]
    return "an Int used where only a Double (or a String) fits: swiftc rejects the program.", lines


FAMILIES = {
    "int_arithmetic": int_arithmetic,
    "double_arithmetic": double_arithmetic,
    "control_flow": control_flow,
    "enum_fold": enum_fold,
    "struct_update": struct_update,
    "collection_pipeline": collection_pipeline,
    "optional_chain": optional_chain,
    "string_building": string_building,
    "class_references": class_references,
    "traps": traps,
    "mistyped": mistyped,
}


def generate(seed=SEED, per_family=PER_FAMILY):
    """{file name: program text} for every generated program."""
    programs = {}
    for family, build in FAMILIES.items():
        for number in range(per_family):
            rng = random.Random(f"{seed}/{family}/{number}")
            summary, lines = build(rng)
            header = [f"// Generated by tests/differential/generate_programs.py (seed {seed}, {family} {number}):",
                      f"// {summary}"]
            programs[f"{family}_{number:02}.swift"] = "\n".join(header + lines) + "\n"
    return programs


def check(programs):
    """Whether the committed generated programs are exactly `programs` (expectations aside)."""
    committed = {path.name: path for path in OUTPUT.glob("*.swift")}
    problems = [f"missing {name}" for name in programs if name not in committed]
    problems += [f"not generated by the seed: {name}" for name in committed if name not in programs]
    problems += [f"differs from the seed's program: {name}" for name, text in programs.items()
                 if name in committed and differential_corpus.code_without_expectations(committed[name].read_text()) != text]
    for problem in problems:
        print(problem)
    return not problems


def write(programs):
    """Writes the programs (keeping files whose code is unchanged) and records their expectations."""
    import differential
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for stale in OUTPUT.glob("*.swift"):
        if stale.name not in programs:
            stale.unlink()
    for name, text in programs.items():
        path = OUTPUT / name
        if not path.exists() or differential_corpus.code_without_expectations(path.read_text()) != text:
            path.write_text(text)
    return differential.record(differential_corpus.discover([OUTPUT]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only compare the committed programs with the seed's")
    arguments = parser.parse_args()
    programs = generate()
    return 0 if (check(programs) if arguments.check else write(programs)) else 1


if __name__ == "__main__":
    sys.exit(main())
