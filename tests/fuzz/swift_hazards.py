"""The hazards of the core Swift fuzz programs (issue 11, "Bad input"): deep nesting of
every kind the parser and checker recurse on, unbounded recursion, huge literals, values that
double without end, and Swift's traps. Each must end in a clear error, never a crash.

`SwiftHazards` is a mixin of `SwiftGenerator` (swift_generator.py), whose helpers it uses.
"""

DEPTHS = [100, 1_000, 10_000, 100_000]


class SwiftHazards:
    def hazard(self, scope):
        kind = self.pick(["deep_nesting", "deep_nesting", "long_chain", "recursion", "huge_literal", "huge_literal",
                          "doubling", "huge_allocation", "trap", "endless_loop", "deep_value"])
        return getattr(self, "hazard_" + kind)(scope)

    def hazard_deep_nesting(self, scope):
        depth = self.pick(DEPTHS)
        name = self.fresh("deep")
        return self.pick([
            "print(" + "(" * depth + "1" + ")" * depth + ")",
            "print(" + "[" * depth + "1" + "]" * depth + ")",
            "print(" + "abs(" * depth + "1" + ")" * depth + ")",
            "print(" + "-" * min(depth, 3000) + " 1)",
            "print(" + "- " * depth + "1)",
            "print(" + "!" * depth + "true)",
            "if true { " * depth + "print(1)" + " }" * depth,
            "do { " * depth + "print(1)" + " }" * depth,
            f"let {name} = " + "{ " * depth + "1" + " }" * depth,
            f"let {name}: " + "[" * depth + "Int" + "]" * depth + " = []",
            f"let {name}: " + "Optional<" * depth + "Int" + ">" * depth + " = nil",
            f"let {name} = " + "(" * depth + "1" + ", 2)" * depth,
            f'let {name} = "' + "\\(" * depth + "1" + ")" * depth + '"',
            "/* " * depth + " */" * depth + "\nprint(1)",
            f"let {name} = 1" + " ? 1 : 1" * depth,
            f"struct {name} {{ " + "struct Inner { " * depth + "}" * depth + " }",
        ])

    def hazard_long_chain(self, scope):
        count = self.pick(DEPTHS)
        name = self.fresh("chain")
        return self.pick([
            f"let {name} = " + " + ".join(["1"] * count),
            f"let {name} = 0" + ".magnitude" * count,
            f"let {name} = [1]" + ".reversed()" * min(count, 10_000),
            f"let {name} = " + " + ".join(['"a"'] * count),
            f"let {name} = [" + ", ".join(str(i) for i in range(count)) + "]\nprint({name}.count)",
            f"var {name} = 0\n" + f"{name} += 1\n" * count + f"print({name})",
        ])

    def hazard_recursion(self, scope):
        name = self.fresh("r")
        return self.pick([
            f"func {name}(_ n: Int) -> Int {{ {name}(n + 1) + 1 }}\nprint({name}(0))",
            f"func {name}(_ n: Int) -> Int {{ n == 0 ? 0 : {name}(n - 1) + 1 }}\nprint({name}({self.pick(['1000', '100_000', '10_000_000'])}))",
            f"func {name}a(_ n: Int) -> Int {{ {name}b(n) }}\nfunc {name}b(_ n: Int) -> Int {{ {name}a(n) }}\nprint({name}a(1))",
            f"struct {name}: CustomStringConvertible {{ var description: String {{ \"\\(self)\" }} }}\nprint({name}())",
            f"struct {name} {{ var x: Int {{ x + 1 }} }}\nprint({name}().x)",
            f"indirect enum {name} {{ case leaf, node({name}) }}\nvar t = {name}.leaf\n"
            f"for _ in 0..<{self.pick(['1000', '100_000'])} {{ t = .node(t) }}\nprint(t)",
            f"class {name} {{ var next: {name}?; init(_ next: {name}?) {{ self.next = next }} }}\nvar c: {name}? = nil\n"
            f"for _ in 0..<{self.pick(['1000', '1_000_000'])} {{ c = {name}(c) }}\nprint(c == nil)",
            f"let {name}: (Int) -> Int = {{ $0 }}\nfunc loop{name}(_ f: (Int) -> Int, _ n: Int) -> Int {{ loop{name}(f, f(n)) }}\nprint(loop{name}({name}, 1))",
        ])

    def hazard_huge_literal(self, scope):
        name = self.fresh("big")
        digits = "9" * self.pick([20, 400, 100_000])
        return self.pick([
            f"let {name} = {digits}",
            f"let {name}: Double = {digits}",
            f"let {name} = {digits}.0",
            f"let {name} = 1e{self.pick(['400', '-400', '99999999999999999999'])}",
            f"let {name} = 0x{'f' * self.pick([17, 1000])}",
            f"let {name} = 0b{'1' * self.pick([65, 10_000])}",
            f'let {name} = "{"x" * self.pick([10_000, 1_000_000])}"\nprint({name}.count)',
            f'let {name} = "\\u{{{self.pick(["110000", "D800", "FFFFFFFFFFFF", ""])}}}"',
            f"let {name} = Int8({self.pick(['128', '-129', '1000'])})",
            f"let {name}: UInt8 = {self.pick(['256', '-1'])}",
            f"let {name} = ${self.pick(['0', '99999999'])}",
            f"let {name} = {'1' * 30}_000",
        ])

    def hazard_doubling(self, scope):
        name = self.fresh("bomb")
        return self.pick([
            f'var {name} = "ab"\nwhile true {{ {name} += {name} }}',
            f"var {name} = [1, 2]\nwhile true {{ {name} += {name} }}",
            f"var {name} = [1, 2]\nwhile true {{ {name}.append(contentsOf: {name}) }}",
            f"var {name}: [[Int]] = [[1]]\nwhile true {{ {name} = {name} + {name} }}",
            f"var {name}: [String: Int] = [:]\nvar i = 0\nwhile true {{ {name}[String(i)] = i; i += 1 }}",
        ])

    def hazard_huge_allocation(self, scope):
        count = self.pick(["Int.max", "1 << 40", "1 << 32", "-1", "100_000_000"])
        return self.pick([
            f"print(Array(repeating: 0, count: {count}).count)",
            f'print(String(repeating: "ab", count: {count}).count)',
            f"print([Int](repeating: 7, count: {count}).count)",
            f"print(Array(0..<{count}).count)",
            f"print((0..<{count}).map {{ $0 }}.count)",
        ])

    def hazard_trap(self, scope):
        return self.pick([
            "print(Int.max + 1)", "let z = Int(\"0\") ?? 0\nprint(1 / z)", "let z = Int(\"0\") ?? 0\nprint(1 % z)",
            "print(Int.min / -1)", "print([1, 2, 3][5])", "let o: Int? = nil\nprint(o!)",
            "print(Int(Double.nan))", "print(Int(1e300))", "var a: [Int] = []\na.removeLast()",
            "print(1...0)", "print(UInt(-1))", "print(Int.min.magnitude)", "print(-Int.min)",
            "print(try! { () throws -> Int in throw Oops.bad }())\nenum Oops: Error { case bad }",
            "print(\"abc\".index(\"abc\".startIndex, offsetBy: 10))",
        ])

    def hazard_endless_loop(self, scope):
        return self.pick(["while true {}", "var n = 0\nwhile true { n &+= 1 }", "repeat { } while true",
                          "for i in 0... { if i < 0 { break } }", "for _ in 0..<Int.max {}"])

    def hazard_deep_value(self, scope):
        name = self.fresh("nest")
        depth = self.pick(["1000", "100_000"])
        return self.pick([
            f"var {name}: [Any] = [0]\nfor _ in 0..<{depth} {{ {name} = [{name}] }}\nprint({name})",
            f"var {name} = \"\"\nfor _ in 0..<{depth} {{ {name} = \"(\\({name}))\" }}\nprint({name}.count)",
            f"var {name}: Any = 0\nfor _ in 0..<{depth} {{ {name} = ({name}, 1) }}\nprint({name})",
        ])
