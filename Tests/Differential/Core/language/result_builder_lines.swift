// A program's own result builder (SE-0289): a closure passed for a parameter marked `@Lines`
// is built by `buildBlock`, a variadic one and a fixed-arity overload that wins for two parts;
// a closure taking a parameter for a generic result is built too, and its result binds `T`.
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildBlock(_ first: String, _ second: String) -> [String] { [first + "+" + second] }
}
func make(@Lines _ body: () -> [String]) -> String { body().joined(separator: "|") }
print(make { "a"; "b"; "c" })
print(make { "x"; "y" })
print(make { "only" })
let name = "n"
print(make {
    let upper = name.uppercased()
    "\(name)"
    upper
    "\(upper)\(upper)"
})
func build<T>(@Lines _ body: (Int) -> T) -> T { body(3) }
let built = build { n in
    "n=\(n)"
    "m"
    "o"
}
print(built, type(of: built))

// expect: a|b|c
// expect: x+y
// expect: only
// expect: n|N|NN
// expect: ["n=3", "m", "o"] Array<String>
