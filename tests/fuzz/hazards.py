"""The hazards of the fuzzer's cells: statements of the kinds that took the kernel down in issue
13 (views containing themselves, memory bombs, huge numbers made integers, deep values shown,
long builtin work, collection and string builtins on millions of elements, odd file names, deep
expressions), with random sizes.

`Hazards` is a mixin of `CellGenerator` (generator.py), whose helpers (`pick`, `fresh`, `rng`)
it uses.
"""


class Hazards:
    def hazard(self, scope):
        """One statement of the kinds that took the kernel down in issue 13, with random sizes."""
        kind = self.pick(["self_view", "mutual_views", "string_bomb", "array_bomb", "path_bomb", "nested_bomb",
                          "deep_array", "deep_struct", "big_sort", "union_loop", "huge_conversion", "odd_path",
                          "long_literal", "deep_expression", "self_reader", "large_blur", "big_collection", "long_string"])
        return getattr(self, "hazard_" + kind)(scope)

    def hazard_self_view(self, scope):
        name = self.fresh("Loop")
        wrapper = self.pick(["{0}()", "{0}()", "VStack {{ {0}() }}", "{0}().padding(1)", "ZStack {{ Circle(); {0}() }}"])
        return f"struct {name}: View {{\n    var body: some View {{\n        {wrapper.format(name)}\n    }}\n}}\ndisplay({name}())"

    def hazard_self_reader(self, scope):
        name = self.fresh("Reader")
        content = self.pick(["{0}()", "VStack {{ {0}() }}", "{0}().frame(width: proxy.size.width / 2)"])
        return (f"struct {name}: View {{\n    var body: some View {{\n        GeometryReader {{ proxy in {content.format(name)} }}\n"
                f"    }}\n}}\ndisplay({name}())")

    def hazard_large_blur(self, scope):
        side, radius = self.pick(["300", "1000"]), self.pick(["20", "200", "1e6", "Double.infinity"])
        return f"Canvas.size = CGSize(width: {side}, height: {side})\ndisplay(Circle().blur(radius: {radius}))"

    def hazard_mutual_views(self, scope):
        a, b = self.fresh("Ping"), self.fresh("Pong")
        return (f"struct {a}: View {{ var body: some View {{ {b}() }} }}\n"
                f"struct {b}: View {{ var body: some View {{ {self.pick([a + '()', 'HStack { ' + a + '() }'])} }} }}\ndisplay({a}())")

    def hazard_string_bomb(self, scope):
        name = self.fresh("s")
        step = self.pick([f"{name} = {name} + {name}", f"{name} += {name}", f'{name} = "\\({name})\\({name})"'])
        return f'var {name} = "{self.pick(["ab", "🌟", "x"])}"\nwhile true {{\n    {step}\n}}'

    def hazard_array_bomb(self, scope):
        name = self.fresh("a")
        step = self.pick([f"{name} = {name} + {name}", f"{name} += {name}", f"{name}.append(contentsOf: {name})"])
        return f"var {name}: [Double] = [1, 2]\nwhile true {{\n    {step}\n}}"

    def hazard_path_bomb(self, scope):
        name = self.fresh("p")
        return f"var {name} = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))\nwhile true {{\n    {name}.addPath({name})\n}}"

    def hazard_nested_bomb(self, scope):
        name = self.fresh("g")
        inner, outer = self.pick(["100_000", "1_000_000", "5_000_000"]), self.pick(["1000", "10_000", "100_000"])
        return (f"var {name} = Array(repeating: Array(repeating: 0.0, count: {inner}), count: {outer})\n"
                f"for i in 0..<{outer} {{\n    {name}[i][0] = 1\n}}\nprint({name}.count)")

    def hazard_deep_array(self, scope):
        name = self.fresh("d")
        depth = self.pick(["1000", "100_000", "1_000_000"])
        return f"var {name}: [Any] = [0]\nfor _ in 0..<{depth} {{\n    {name} = [{name}]\n}}\n{self.pick(['display', 'print'])}({name})"

    def hazard_deep_struct(self, scope):
        name, box = self.fresh("w"), self.fresh("Box")
        depth = self.pick(["1000", "100_000", "1_000_000"])
        return (f"struct {box} {{\n    var inner: [Any]\n}}\nvar {name} = {box}(inner: [])\n"
                f"for _ in 0..<{depth} {{\n    {name} = {box}(inner: [{name}])\n}}\n{self.pick(['display', 'print'])}({name})")

    def hazard_big_sort(self, scope):
        count = self.pick(["1_000_000", "5_000_000"])
        return f"let xs = (0..<{count}).map {{ _ in Double.random(in: 0...1) }}\nprint(xs.sorted().count)"

    def hazard_big_collection(self, scope):
        """A collection builtin on millions of elements, again and again: each call must hear the
        interrupt itself (`shuffled()` of 5 M took 4.6 s to stop when it did not)."""
        name = self.fresh("xs")
        count = self.pick(["1_000_000", "2_000_000"])
        work = self.pick(["{0}.shuffled().count", "{0}.sorted(by: >).count", "{0}.reversed().count",
                          "{0}.enumerated().count", "zip({0}, {0}).count", "{0}.prefix(1_500_000).count",
                          "{0}.dropFirst().count", '{0}.joined(separator: ",").count', "{0}.min() ?? 0",
                          "{0}.firstIndex(of: -1) ?? 0", "{0} == {0}.reversed()", "{0}.map(abs).count",
                          f"Array(repeating: 1, count: {count}).count", "Array({0}[1...]).count"])
        return f"let {name} = Array(0..<{count})\nfor _ in 0..<20 {{\n    print({work.format(name)})\n}}"

    def hazard_long_string(self, scope):
        """A string builtin on millions of characters, again and again."""
        name = self.fresh("s")
        doublings = self.pick(["20", "23"])
        work = self.pick(["count", "uppercased().count", "lowercased().count", 'contains("q")', "last ?? \"\""])
        return (f'var {name} = "{self.pick(["ab", "é1", "🌟a"])}"\nfor _ in 0..<{doublings} {{\n    {name} += {name}\n}}\n'
                f"for _ in 0..<20 {{\n    print({name}.{work})\n}}")

    def hazard_union_loop(self, scope):
        name = self.fresh("u")
        count = self.pick(["200", "2000", "1_000_000"])
        return (f"var {name} = Path()\nfor i in 0..<{count} {{\n"
                f"    {name} = {name}.union(Path(ellipseIn: CGRect(x: Double(i % 50) * 3, y: Double(i / 50) * 3, width: 7, height: 7)))\n}}\ndisplay({name})")

    def hazard_huge_conversion(self, scope):
        big = self.pick(["1e20", "1e300", "-1e300", "Double.infinity", "Double.nan", "9.3e18", "1e-300"])
        return self.pick([
            f"animate(duration: {big}) {{ t in Circle().opacity(t) }}",
            f"animate(.linear(duration: {big})) {{ t in Circle().opacity(t) }}",
            f"animate(.linear(duration: 1).speed({big})) {{ t in Circle().opacity(t) }}",
            f"animate(.easeIn(duration: 1).repeatCount({big}), fps: 2) {{ t in Circle().opacity(t) }}",
            f'save(Circle(), to: "big.png", scale: {big})',
            f"Array(repeating: 1, count: Int({big}))",
            f"RegularPolygon(sides: Int({big}))",
            f"Star(points: Int({big}))",
            f'String(repeating: "a", count: Int({big}))',
            f"Circle().frame(width: {big}, height: 10)",
            f"for i in stride(from: 0, to: 10, by: {big}) {{ print(i) }}",
            f"(0..<5).map {{ Int(Double($0) * {big}) }}",
            f'"\\({big}, specifier: "%.0f")"',
        ])

    def hazard_odd_path(self, scope):
        infix = self.pick(["\\u{0}", "\\u{0}b", "\\u{1}", "\\n", "\\u{7F}", "\\t"])
        target = self.pick([f'"a{infix}.png"', f'"a{infix}b.png"', f'"fig.png{infix}"', f'"dir{infix}/x.svg"'])
        return self.pick([f"save(Circle(), to: {target})", f"Image(path: {target})",
                          f"save(animate(duration: 0.1) {{ t in Circle().opacity(t) }}, to: {target})"])

    def hazard_long_literal(self, scope):
        count = self.rng.choice([1000, 20_000])
        return "let big = [" + ", ".join(str(i % 97) for i in range(count)) + "]\nprint(big.count)"

    def hazard_deep_expression(self, scope):
        depth = self.rng.choice([50, 500, 3000])
        kind = self.pick(["paren", "array", "call"])
        if kind == "paren":
            return "print(" + "(" * depth + "1" + ")" * depth + ")"
        if kind == "array":
            return "print(" + "[" * depth + "1" + "]" * depth + ")"
        return "print(" + "abs(" * depth + "1" + ")" * depth + ")"
