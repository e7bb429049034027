// `#if` in a result builder: the active clause's statements are built as if they stood in its
// place (components, declarations and control flow alike), as swiftc builds them.
@resultBuilder struct Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["none"] }
}
func lines(@Lines _ body: () -> [String]) -> String { body().joined(separator: " ") }
let flag = true
print(lines {
    "a"
    #if os(Linux)
    let system = "linux"
    system
    if flag { "flag" }
    #elseif os(macOS)
    "mac"
    #else
    "other"
    #endif
    "b"
})
print(lines {
    #if os(Windows)
    "windows"
    #endif
    if !flag {
        #if os(macOS)
        "mac"
        #else
        "not mac"
        #endif
    }
})
print(lines {
    if flag {
        #if os(macOS)
        "mac"
        #else
        "not mac"
        #endif
    }
})

// expect: a linux flag b
// expect: none
// expect: not mac
