// A `for`-`in` loop in a result builder that declares no buildArray is rejected.
print("this program must not run")
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
}
func make(@Lines _ body: () -> String) -> String { body() }
print(make {
    "a"
    for i in 0..<3 { "\(i)" }
})

// expect error: closure containing control flow statement cannot be used with result builder 'Lines'
