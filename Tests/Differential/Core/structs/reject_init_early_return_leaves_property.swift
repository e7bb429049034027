// A `return` in an initialiser that cannot fail must come after every stored property is set;
// a `guard` whose `else` returns early has the same rule.
print("this program must not run")
struct Span {
    var start: Int
    var end: Int
    init(_ a: Int, _ b: Int) {
        start = min(a, b)
        guard a != b else { return }
        end = max(a, b)
    }
}
print(Span(1, 2).end)

// expect error: return from initializer without initializing all stored properties
