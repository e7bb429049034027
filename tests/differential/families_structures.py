"""Generated programs about structure: loops, enums folded by switch, structs, collections,
optionals, strings and classes. Accumulators are reduced modulo a small prime and operands are
small, so no program traps by accident.
"""

from families_arithmetic import double_literal


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
