// A result builder must declare a static buildBlock: swiftc says so where the type is
// declared, used or not.
print("this program must not run")
@resultBuilder enum Lines {
    static func buildExpression(_ line: String) -> String { line }
    static func buildOptional(_ line: String?) -> String { line ?? "" }
}

// expect error: result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'
