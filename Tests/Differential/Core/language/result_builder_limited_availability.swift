// `if #available` in a result builder: the branch's block passes through
// buildLimitedAvailability before buildOptional or buildEither, as swiftc builds it; with
// `#unavailable` it is the `else` block that does (not an `else if` after it).
@resultBuilder struct Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["none"] }
    static func buildEither(first part: [String]) -> [String] { ["first"] + part }
    static func buildEither(second part: [String]) -> [String] { ["second"] + part }
    static func buildLimitedAvailability(_ part: [String]) -> [String] { ["limited"] + part }
}
func lines(@Lines _ body: () -> [String]) -> String { body().joined(separator: " ") }
print(lines {
    "a"
    if #available(macOS 10.15, *) {
        "new"
    }
})
print(lines {
    if #available(macOS 10.15, iOS 13, *) {
        "new"
    } else {
        "old"
    }
    "b"
})
print(lines {
    if #unavailable(macOS 10.15) {
        "old"
    } else {
        "new"
    }
})
let flag = false
print(lines {
    if flag {
        "flag"
    } else if #available(macOS 10.15, *) {
        "new"
    } else {
        "old"
    }
})
print(lines {
    if #unavailable(macOS 10.15) {
        "old"
    } else if flag {
        "flag"
    } else {
        "new"
    }
})
print(lines {
    if #unavailable(macOS 10.15) {
        "old"
    }
})
print(lines {
    if #available(macOS 10.15, *), !flag {
        "new"
    } else { "x" }
})

// expect: a limited new
// expect: first limited new b
// expect: second limited new
// expect: first second limited new
// expect: second new
// expect: none
// expect: first limited new
