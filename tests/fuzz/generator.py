"""A generator of structurally valid Shapebook cells, for the fuzzer.

It writes source text only (Swift with SwiftUI's names), so it does not depend on how the
language is implemented: the same generator keeps working when the evaluator is replaced.

A cell is a list of top-level statements (so the minimiser can drop whole statements). The
statements are drawn from a small typed grammar: declarations, assignments, loops, functions,
structs that are views or shapes, and expressions of the types a drawing cell uses (numbers,
strings, arrays, points, rects, paths, shapes, views, animations). On top of the grammar come
the inputs hostile or careless users write: extreme numbers (1e300, 1e-300, NaN, infinities)
wherever an argument is a number, control characters in strings and file names, large literals,
deep nests built by loops, values that double in a loop, views whose body contains themselves.
"""

import random

from hazards import Hazards

# Numbers a careless or hostile cell passes: ordinary ones first (they reach deeper code), then
# the extremes every conversion to an integer or a size must survive.
ORDINARY_NUMBERS = ["0", "1", "2", "3", "5", "0.5", "10", "40", "100", "-1", "-2.5", "7"]
EXTREME_NUMBERS = ["1e20", "1e300", "-1e300", "1e-300", "1e308", "-1e20", "4e9", "9.3e18",
                   "Double.infinity", "-Double.infinity", "Double.nan", "0.0 / 0.0",
                   "Double.greatestFiniteMagnitude", "1_000_000", "10_000_000", "2_147_483_648"]
ORDINARY_INTS = ["0", "1", "2", "3", "5", "8", "12", "-1"]
EXTREME_INTS = ["1_000_000", "10_000_000", "100_000_000", "Int.max", "Int.min", "-1_000_000",
                "2_147_483_648"]

# Strings, including every kind of character a file system or a terminal may mistreat.
STRING_PIECES = ["a", "Shapebook", "x.png", "héllo", "🌟", " ", "%d", "%@", "\\n", "\\t", "\\u{0}",
                 "\\u{1}", "\\u{1F}", "\\u{7F}", "\\\\", "\\\"", "..", "/", "\\r", "\\u{FEFF}",
                 "\\u{202E}", "M 0 0 L 10 10 Z"]
FILE_STEMS = ["fig", "out", "a", "b/c", "../up", "dir/", "", ".", "x" * 300, "ünï", "🌟"]
FILE_INFIXES = ["", "", "", "\\u{0}", "\\u{1}", "\\n", "\\t", "\\u{7F}", "\\u{0}b", "\\r"]
FILE_EXTENSIONS = [".png", ".svg", ".PNG", ".jpg", "", ".png\\u{0}.txt", ".svg\\n"]

COLORS = [".red", ".blue", ".orange", ".green", ".clear", ".black", "Color.purple",
          "Color(red: 0.2, green: 0.4, blue: 0.6)"]
SHAPE_NAMES = ["Circle()", "Rectangle()", "Capsule()", "Ellipse()", "Heart()"]
SVG_PATH_DATA = ['"M 0 0 L 10 10 Z"', '"M0 0 A 5 5 0 1 1 1e300 1"', '"M 0 0 C 1 2 3"', '"M 0 0 h 1e308 v 1e308 z"']
ANIMATION_CURVES = ["linear", "easeIn", "easeOut", "easeInOut"]


class Scope:
    """Names declared so far, with their types, so expressions can refer to them."""

    def __init__(self, parent=None):
        self.parent = parent
        self.names = {}

    def of_type(self, type_name):
        found = [name for name, (kind, _) in self.names.items() if kind == type_name]
        return found + (self.parent.of_type(type_name) if self.parent else [])

    def mutable_of_type(self, type_name):
        found = [name for name, (kind, mutable) in self.names.items() if kind == type_name and mutable]
        return found + (self.parent.mutable_of_type(type_name) if self.parent else [])


class Draws:
    """The random choices every generator makes (this one and swift_generator.py), from a seeded
    generator: the same seed gives the same draws."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.counter = 0

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, items):
        return self.rng.choice(items)

    def one_of(self, *makers):
        """What one of `makers` (functions of no arguments) makes, chosen evenly: only the chosen
        one runs, so a choice among nested expressions draws only what it writes (drawing every
        alternative first cost the slice in `make test` about a second a cell)."""
        return self.pick(makers)()

    def fresh(self, stem):
        self.counter += 1
        return f"{stem}{self.counter}"

    def block(self, scope, depth):
        """`{ … }` around one to three statements of the generator's `statement(scope, depth)`."""
        return "{\n" + self.body(Scope(scope), depth, most=3) + "\n}"

    def body(self, scope, depth, most):
        """One to `most` statements in `scope`, indented one level."""
        lines = [self.statement(scope, depth + 1) for _ in range(self.rng.randint(1, most))]
        return "\n".join("    " + line.replace("\n", "\n    ") for line in lines)


class CellGenerator(Draws, Hazards):
    """Draws cells from a seeded random generator: the same seed gives the same cells; the
    hazards (hazards.py) are the statements that once took the kernel down."""

    def __init__(self, rng: random.Random):
        super().__init__(rng)
        self.view_structs = []
        self.shape_structs = []

    # MARK: - Helpers

    def number(self, extreme=0.15):
        return self.pick(EXTREME_NUMBERS if self.chance(extreme) else ORDINARY_NUMBERS)

    def whole(self, extreme=0.15):
        return self.pick(EXTREME_INTS if self.chance(extreme) else ORDINARY_INTS)

    # MARK: - Cells

    def cell(self):
        """A list of top-level statements (each a string, perhaps several lines)."""
        self.view_structs, self.shape_structs = [], []
        scope = Scope()
        statements = []
        for _ in range(self.rng.randint(1, 7)):
            statements.append(self.statement(scope, depth=0, top=True))
        if self.chance(0.6):
            statements.append(self.expression(self.pick(["View", "View", "Shape", "Path", "Double", "String", "[Double]"]),
                                              scope, 0))
        if self.chance(0.5):
            # First half the time, else anywhere: an earlier statement's error must not always
            # keep the hazard from running.
            position = 0 if self.chance(0.5) else self.rng.randint(0, len(statements))
            statements.insert(position, self.hazard(scope))
        return statements

    def statement(self, scope, depth, top=False):
        choices = ["let", "let", "var", "assign", "print", "if", "for"]
        if depth < 2:
            choices += ["while", "func"]
        if top:
            choices += ["struct_view", "struct_shape", "display", "save", "animate", "settings"]
        kind = self.pick(choices)
        return getattr(self, "statement_" + kind)(scope, depth)

    def any_type(self):
        return self.pick(["Double", "Double", "Int", "Bool", "String", "[Double]", "CGPoint", "CGRect",
                          "Path", "Shape", "View", "Angle"])

    def statement_let(self, scope, depth):
        type_name = self.any_type()
        name = self.fresh("k")
        text = f"let {name} = {self.expression(type_name, scope, depth)}"
        scope.names[name] = (type_name, False)
        return text

    def statement_var(self, scope, depth):
        type_name = self.pick(["Double", "Int", "String", "[Double]", "Path", "Bool"])
        name = self.fresh("v")
        annotation = {"[Double]": ": [Double]", "Path": ": Path", "Int": ": Int"}.get(type_name, "")
        text = f"var {name}{annotation} = {self.expression(type_name, scope, depth)}"
        scope.names[name] = (type_name, True)
        return text

    def statement_assign(self, scope, depth):
        type_name = self.pick(["Double", "Int", "String", "[Double]", "Path"])
        targets = scope.mutable_of_type(type_name)
        if not targets:
            return self.statement_var(scope, depth)
        target = self.pick(targets)
        if type_name == "[Double]":
            return self.one_of(
                lambda: f"{target}.append({self.expression('Double', scope, depth)})",
                lambda: f"{target} = {target} + {self.expression('[Double]', scope, depth)}",
                lambda: f"{target} += [{self.number()}]",
                lambda: f"if !({target}.isEmpty) {{ {target}[0] = {self.expression('Double', scope, depth)} }}",
                lambda: f"{target}.sort()",
                lambda: f"{target}.insert({self.number()}, at: 0)",
            )
        if type_name == "Path":
            return self.one_of(
                lambda: f"{target}.addLine(to: {self.point(scope, depth)})",
                lambda: f"{target}.move(to: {self.point(scope, depth)})",
                lambda: f"{target}.addEllipse(in: {self.rect(scope, depth)})",
                lambda: f"{target}.addPath({self.expression('Path', scope, depth)})",
                lambda: f"{target}.addQuadCurve(to: {self.point(scope, depth)}, control: {self.point(scope, depth)})",
                lambda: f"{target}.addArc(center: {self.point(scope, depth)}, radius: {self.number()}, "
                        f"startAngle: .degrees({self.number()}), endAngle: .degrees({self.number()}), clockwise: {self.pick(['true', 'false'])})",
                lambda: f"{target}.closeSubpath()",
            )
        operator = {"Double": ["=", "+=", "*=", "-="], "Int": ["=", "+=", "-="], "String": ["=", "+="]}[type_name]
        return f"{target} {self.pick(operator)} {self.expression(type_name, scope, depth)}"

    def statement_print(self, scope, depth):
        return f"print({self.expression(self.any_type(), scope, depth)})"

    def statement_if(self, scope, depth):
        # Parenthesised: a trailing closure may not end an if's condition (Swift's rule too).
        text = f"if ({self.expression('Bool', scope, depth)}) {self.block(scope, depth)}"
        if self.chance(0.4):
            text += f" else {self.block(scope, depth)}"
        return text

    def statement_for(self, scope, depth):
        name = self.fresh("i")
        inner = Scope(scope)
        inner.names[name] = ("Int", False)
        upper = self.whole(extreme=0.05) if self.chance(0.8) else self.pick(["10", "100", "1000"])
        sequence = self.one_of(lambda: f"0..<{upper}", lambda: f"0...{self.whole(0.02)}",
                               lambda: f"stride(from: 0, to: {self.number(0.05)}, by: {self.number(0.2)})",
                               # Parenthesised: a trailing closure (`.map { … }`) may not end a for-in's
                               # sequence, in Swift as here, and the syntax error hid every hazard.
                               lambda: f"({self.expression('[Double]', scope, depth)})")
        return f"for {name} in {sequence} {{\n{self.body(inner, depth, most=3)}\n}}"

    def statement_while(self, scope, depth):
        counter = self.fresh("n")
        inner = Scope(scope)
        inner.names[counter] = ("Int", True)
        limit = self.whole(extreme=0.1)
        return f"var {counter} = 0\nwhile {counter} < {limit} {{\n    {counter} += 1\n{self.body(inner, depth, most=2)}\n}}"

    def statement_func(self, scope, depth):
        name = self.fresh("f")
        inner = Scope(scope)
        inner.names["x"] = ("Double", False)
        recursive = self.chance(0.3)
        body = f"    return {self.expression('Double', inner, depth + 1)}"
        if recursive:
            base = self.pick(["x <= 0", "x < 1", "x > 1e6", "false"])
            body = f"    if {base} {{ return x }}\n    return {name}(x - 1) + {self.expression('Double', inner, depth + 1)}"
        scope.names[f"{name}(1)"] = ("Double", False)
        scope.names[f"{name}({self.number()})"] = ("Double", False)
        return f"func {name}(_ x: Double) -> Double {{\n{body}\n}}"

    def statement_struct_view(self, scope, depth):
        name = self.fresh("V")
        inner = Scope(scope)
        inner.names["size"] = ("Double", False)
        views = [self.expression("View", inner, 2) for _ in range(self.rng.randint(1, 2))]
        if self.view_structs and self.chance(0.3):
            views.append(f"{self.pick(self.view_structs)}(size: {self.number()})")
        body = "\n".join("            " + v.replace("\n", "\n            ") for v in views)
        self.view_structs.append(name)
        scope.names[f"{name}(size: {self.number()})"] = ("View", False)
        return (f"struct {name}: View {{\n    var size: Double\n    var body: some View {{\n        VStack {{\n{body}\n"
                f"        }}\n    }}\n}}")

    def statement_struct_shape(self, scope, depth):
        name = self.fresh("S")
        inner = Scope(scope)
        inner.names["rect.width"] = ("Double", False)
        inner.names["rect.midX"] = ("Double", False)
        self.shape_structs.append(name)
        scope.names[f"{name}()"] = ("Shape", False)
        return (f"struct {name}: Shape {{\n    func path(in rect: CGRect) -> Path {{\n"
                f"        var p = Path()\n        p.move(to: CGPoint(x: rect.minX, y: rect.minY))\n"
                f"        p.addLine(to: {self.point(inner, 2)})\n        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))\n"
                f"        p.closeSubpath()\n        return p\n    }}\n}}")

    def statement_display(self, scope, depth):
        return f"display({self.expression(self.pick(['View', 'Shape', 'Path', 'String', 'Double']), scope, depth)})"

    def file_name(self):
        stem = self.pick(FILE_STEMS)
        return f'"{stem}{self.pick(FILE_INFIXES)}{self.pick(FILE_EXTENSIONS)}"'

    def statement_save(self, scope, depth):
        scale = f", scale: {self.number(0.4)}" if self.chance(0.6) else ""
        subject = self.expression("View", scope, depth) if self.chance(0.8) else self.animation(scope, depth)
        return f"save({subject}, to: {self.file_name()}{scale})"

    def statement_animate(self, scope, depth):
        return self.animation(scope, depth)

    def statement_settings(self, scope, depth):
        return self.one_of(
            lambda: f"Canvas.scale = {self.number(0.4)}",
            lambda: f"Canvas.size = CGSize(width: {self.number(0.3)}, height: {self.number(0.3)})",
            lambda: f"Canvas.background = {self.pick(COLORS)}",
            lambda: f"Random.seed({self.whole()})",
        )

    def animation(self, scope, depth):
        timing = self.one_of(
            lambda: f".{self.pick(ANIMATION_CURVES)}(duration: {self.number(0.4)})",
            lambda: f".{self.pick(ANIMATION_CURVES)}(duration: {self.number(0.2)}).speed({self.number(0.4)})",
            lambda: f".easeInOut(duration: {self.number(0.2)}).repeatForever(autoreverses: {self.pick(['true', 'false'])})",
            lambda: f".linear(duration: {self.number(0.2)}).repeatCount({self.whole(0.3)})",
        )
        fps = f", fps: {self.whole(0.3)}" if self.chance(0.3) else ""
        view = self.expression("View", Scope(scope), depth + 1)
        return self.one_of(
            lambda: f"animate({timing}{fps}) {{ t in\n    {view}.opacity(t)\n}}",
            lambda: f"animate(duration: {self.number(0.4)}{fps}) {{ t in\n    {view}.offset(x: t * {self.number()})\n}}",
            lambda: f"animate({timing}{fps}) {{ t in\n    Morph(from: Circle(), to: Star(points: {self.whole()}), progress: t)\n}}",
        )

    # MARK: - Expressions

    def expression(self, type_name, scope, depth):
        names = scope.of_type(type_name)
        if names and self.chance(0.35):
            return self.pick(names)
        if depth > 3:
            return self.leaf(type_name)
        method = {"[Double]": "Double_array"}.get(type_name, type_name)
        return getattr(self, "expression_" + method)(scope, depth + 1)

    def leaf(self, type_name):
        return {
            "Double": self.number(), "Int": self.whole(), "Bool": self.pick(["true", "false"]),
            "String": '"x"', "[Double]": "[1, 2, 3]", "CGPoint": "CGPoint(x: 1, y: 2)",
            "CGRect": "CGRect(x: 0, y: 0, width: 50, height: 40)", "Path": "Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))",
            "Shape": self.pick(SHAPE_NAMES), "View": "Circle().fill(.red)", "Angle": ".degrees(30)",
        }[type_name]

    def expression_Double(self, scope, depth):
        e = lambda: self.expression("Double", scope, depth)
        return self.one_of(
            lambda: self.number(), lambda: self.number(), lambda: f"({e()} {self.pick(['+', '-', '*', '/'])} {e()})",
            lambda: f"{self.pick(['sin', 'cos', 'sqrt', 'abs', 'floor', 'log', 'exp'])}({e()})",
            lambda: f"pow({e()}, {e()})", lambda: f"max({e()}, {e()})", lambda: f"Double({self.expression('Int', scope, depth)})",
            lambda: f"({self.expression('[Double]', scope, depth)}.count > 0 ? {e()} : 0)",
            lambda: f"{self.point(scope, depth)}.x", lambda: f"{self.rect(scope, depth)}.width",
            lambda: f"{self.expression('Path', scope, depth)}.length", lambda: f"{self.expression('Path', scope, depth)}.area",
            lambda: f"Double.random(in: 0...{self.number(0.05)})", lambda: "Double.pi",
            lambda: f"{self.expression('[Double]', scope, depth)}.reduce(0, +)",
        )

    def expression_Int(self, scope, depth):
        return self.one_of(
            lambda: self.whole(), lambda: self.whole(), lambda: f"Int({self.expression('Double', scope, depth)})",
            lambda: f"{self.expression('[Double]', scope, depth)}.count", lambda: f"({self.whole()} + {self.whole()})",
            lambda: f"Int.random(in: 0...{self.whole(0.05)})", lambda: f"{self.expression('String', scope, depth)}.count",
        )

    def expression_Bool(self, scope, depth):
        d = lambda: self.expression("Double", scope, depth)
        return self.one_of(
            lambda: "true", lambda: "false", lambda: f"{d()} < {d()}", lambda: f"{d()} == {d()}", lambda: f"!{self.expression('Bool', scope, depth)}",
            lambda: f"{self.expression('Bool', scope, depth)} && {self.expression('Bool', scope, depth)}",
            lambda: f"{self.expression('[Double]', scope, depth)}.isEmpty", lambda: f"{d()}.isNaN", lambda: "Bool.random()",
            lambda: f"{self.expression('Path', scope, depth)}.contains({self.point(scope, depth)})",
        )

    def string_literal(self):
        return '"' + "".join(self.pick(STRING_PIECES) for _ in range(self.rng.randint(0, 4))) + '"'

    def expression_String(self, scope, depth):
        s = lambda: self.expression("String", scope, depth)
        return self.one_of(
            lambda: self.string_literal(), lambda: self.string_literal(), lambda: f"{s()} + {s()}",
            lambda: f'"\\({self.expression(self.any_type(), scope, depth)})"',
            lambda: f"String({self.expression('Double', scope, depth)})",
            lambda: f'String(repeating: "ab", count: {self.expression("Int", scope, depth)})',
            lambda: f'{self.expression("[Double]", scope, depth)}.map {{ String($0) }}.joined(separator: ", ")',
            lambda: f'"\\({self.expression("Double", scope, depth)}, specifier: "%.{self.pick(["0", "2", "300"])}f")"',
        )

    def expression_Double_array(self, scope, depth):
        a = lambda: self.expression("[Double]", scope, depth)
        literal = "[" + ", ".join(self.number(0.05) for _ in range(self.rng.randint(0, 5))) + "]"
        return self.one_of(
            lambda: literal, lambda: literal, lambda: f"{a()} + {a()}", lambda: f"{a()}.sorted()", lambda: f"{a()}.reversed()",
            lambda: f"{a()}.map {{ $0 * {self.number()} }}", lambda: f"{a()}.filter {{ $0 > {self.number()} }}",
            lambda: f"Array(repeating: {self.expression('Double', scope, depth)}, count: {self.expression('Int', scope, depth)})",
            lambda: f"(0..<{self.whole(0.05)}).map {{ Double($0) }}",
            lambda: f"stride(from: 0, to: {self.number(0.05)}, by: {self.number(0.2)}).map {{ $0 }}",
            lambda: f"Array({a()}.prefix({self.whole()}))",
        )

    def point(self, scope, depth):
        return self.expression("CGPoint", scope, depth)

    def rect(self, scope, depth):
        return self.expression("CGRect", scope, depth)

    def expression_CGPoint(self, scope, depth):
        d = lambda: self.expression("Double", scope, min(depth + 1, 4))
        return self.one_of(lambda: f"CGPoint(x: {d()}, y: {d()})", lambda: f"CGPoint(x: {self.number()}, y: {self.number()})",
                           lambda: f"{self.rect(scope, depth)}.origin", lambda: "CGPoint.zero")

    def expression_CGRect(self, scope, depth):
        n = lambda: self.number(0.1)
        return self.one_of(lambda: f"CGRect(x: {n()}, y: {n()}, width: {n()}, height: {n()})",
                           lambda: f"CGRect(x: 0, y: 0, width: {self.number()}, height: {self.number()})",
                           lambda: f"CGRect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: {n()}, dy: {n()})")

    def expression_Angle(self, scope, depth):
        return self.one_of(lambda: f".degrees({self.number()})", lambda: f"Angle(radians: {self.expression('Double', scope, depth)})")

    def expression_Path(self, scope, depth):
        p = lambda: self.expression("Path", scope, depth)
        r = lambda: self.rect(scope, depth)
        builder = lambda: "\n    ".join(self.one_of(
            lambda: f"p.move(to: {self.point(scope, depth)})", lambda: f"p.addLine(to: {self.point(scope, depth)})",
            lambda: f"p.addCurve(to: {self.point(scope, depth)}, control1: {self.point(scope, depth)}, control2: {self.point(scope, depth)})",
            lambda: f"p.addRoundedRect(in: {r()}, cornerSize: CGSize(width: {self.number()}, height: {self.number()}))",
            lambda: f"p.addRelativeArc(center: {self.point(scope, depth)}, radius: {self.number()}, startAngle: .zero, delta: .degrees({self.number()}))",
            lambda: "p.closeSubpath()",
        ) for _ in range(self.rng.randint(1, 4)))
        return self.one_of(
            lambda: f"Path(ellipseIn: {r()})", lambda: f"Path({r()})", lambda: f"Path(roundedRect: {r()}, cornerRadius: {self.number()})",
            lambda: "Path { p in\n    " + builder() + "\n}",
            lambda: f"{p()}.union({p()})", lambda: f"{p()}.intersection({p()})", lambda: f"{p()}.subtracting({p()})",
            lambda: f"{p()}.symmetricDifference({p()})",
            lambda: f"{p()}.strokedPath(StrokeStyle(lineWidth: {self.number()}, dash: [{self.number()}, {self.number()}]))",
            lambda: f"{p()}.trimmedPath(from: {self.number()}, to: {self.number()})",
            lambda: f"{p()}.applying(CGAffineTransform(scaleX: {self.number()}, y: {self.number()}))",
            lambda: f"{self.expression('Shape', scope, depth)}.path(in: {r()})",
            lambda: f"Path(svgPathData: {self.pick(SVG_PATH_DATA + [self.string_literal()])})",
        )

    def expression_Shape(self, scope, depth):
        w = lambda: self.whole(0.25)
        n = lambda: self.number(0.25)
        choices = SHAPE_NAMES + [
            f"RoundedRectangle(cornerRadius: {n()})", f"Star(points: {w()}, cornerRadius: {n()})",
            f"Star(points: {w()}, cornerRadius: {n()}, innerRatio: {n()})", f"RegularPolygon(sides: {w()})",
            f"Blob(points: {w()}, seed: {w()})", f"RandomPolygon(sides: {w()}, seed: {w()})",
            f"RandomPoints(count: {w()}, seed: {w()})",
            f"Polygon(points: [CGPoint(x: 0, y: 0), CGPoint(x: {n()}, y: 5), CGPoint(x: 3, y: {n()})])",
            f"Metaballs([(center: CGPoint(x: 10, y: 10), radius: {n()}), (center: CGPoint(x: {n()}, y: 20), radius: 8)])",
            f"Morph(from: Circle(), to: Star(points: {w()}), progress: {n()})",
        ] + [f"{name}()" for name in self.shape_structs]
        return self.pick(choices)

    def expression_View(self, scope, depth):
        v = lambda: self.expression("View", scope, depth)
        s = lambda: self.expression("Shape", scope, depth)
        n = lambda: self.number(0.15)
        stack_children = lambda: "\n".join("    " + v().replace("\n", "\n    ") for _ in range(self.rng.randint(1, 3)))
        choices = [
            lambda: f"{s()}.fill({self.pick(COLORS)})", lambda: f"{s()}.stroke({self.pick(COLORS)}, lineWidth: {n()})",
            lambda: f"{s()}.fill({self.pick(COLORS)}).frame(width: {n()}, height: {n()})",
            lambda: f"{self.expression('Path', scope, depth)}.stroke({self.pick(COLORS)})",
            lambda: f"Text({self.expression('String', scope, depth)})",
            lambda: f"{self.pick(['VStack', 'HStack', 'ZStack'])} {{\n{stack_children()}\n}}",
            lambda: f"VStack(spacing: {n()}) {{\n{stack_children()}\n}}",
            lambda: f"{v()}.padding({n()})", lambda: f"{v()}.offset(x: {n()}, y: {n()})",
            lambda: f"{v()}.rotationEffect(.degrees({n()}))", lambda: f"{v()}.scaleEffect({n()})",
            lambda: f"{v()}.opacity({n()})", lambda: f"{v()}.frame(width: {n()}, height: {n()})",
            lambda: f"{v()}.background({self.pick(COLORS)})", lambda: f"{v()}.overlay({v()})",
            lambda: f"ForEach(0..<{self.whole(0.1)}, id: \\.self) {{ i in\n    {s()}.fill({self.pick(COLORS)}).frame(width: Double(i), height: 4)\n}}",
            lambda: f"Image(path: {self.file_name()})",
        ] + [lambda name=name: f"{name}(size: {n()})" for name in self.view_structs]
        return self.one_of(*choices)


def generate(seed, index):
    """The cell number `index` of the run seeded with `seed`: each cell has its own stream, so a
    single case can be reproduced without generating the ones before it."""
    return CellGenerator(random.Random(f"{seed}/{index}")).cell()
