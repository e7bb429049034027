// A result builder marks a top-level computed variable, a function local to another and a
// static method; a function marked with it that has an explicit `return` is left as written.
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildOptional(_ part: [String]?) -> String { part?.joined(separator: "+") ?? "-" }
}
@Lines func explicit() -> [String] {
    let x = ["k"]
    return x
}
print(explicit())
let loud = true
@Lines var global: [String] {
    "g1"
    if loud { "G"; "H" }
}
print(global)
func outer() -> [String] {
    @Lines func inner() -> [String] { "i"; "j" }
    return inner()
}
print(outer())
enum Menu {
    @Lines static func items(_ count: Int) -> [String] {
        "first"
        if count > 1 { "second" }
    }
}
print(Menu.items(1), Menu.items(2))

// expect: ["k"]
// expect: ["g1", "G+H"]
// expect: ["i", "j"]
// expect: ["first", "-"] ["first", "second"]
