// An `if`/`else` in a result builder that declares no buildEither is rejected.
print("this program must not run")
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
    static func buildOptional(_ part: String?) -> String { part ?? "" }
}
let flag = true
@Lines func make() -> String {
    "a"
    if flag { "b" } else { "c" }
}
print(make())

// expect error: closure containing control flow statement cannot be used with result builder 'Lines'
