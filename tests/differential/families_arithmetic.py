"""Generated programs about numbers: Int and Double expressions, and the programs that trap
or are mistyped on purpose.

Expression trees are evaluated here with Swift's Int rules (truncating `/`, `%` with the
dividend's sign) so that no part of one overflows or divides by zero; the `traps` family traps at
a step computed exactly; `mistyped` drops a conversion so that swiftc rejects the program.
"""

import math

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
