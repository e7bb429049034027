// An `if` without `else` in a result builder that declares no buildOptional is rejected.
print("this program must not run")
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}
func make(@Lines _ body: () -> [String]) -> String { body().joined(separator: "|") }
let flag = true
print(make {
    "a"
    if flag { "b" }
})

// expect error: closure containing control flow statement cannot be used with result builder 'Lines'
