// A closure with an explicit `return` passed for a result builder's parameter is left as
// written, as Swift leaves it.
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}
func make(@Lines _ body: () -> [String]) -> String { body().joined(separator: "|") }
print(make {
    let parts = ["p", "q"]
    return parts + ["r"]
})

// expect: p|q|r
