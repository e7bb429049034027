// An empty block in a result builder with buildPartialBlock but no buildBlock is rejected at its
// opening brace: a partial block needs a first component.
print("this program must not run")
@resultBuilder enum Only {
    static func buildPartialBlock(first: Int) -> Int { first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated * 10 + next }
    static func buildOptional(_ part: Int?) -> Int { part ?? 7 }
}
func only(@Only _ body: () -> Int) -> Int { body() }
let flag = true
print(only {
    1
    if flag {}
})

// expect error: result builder 'Only' does not implement any 'buildBlock' or a combination of 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)' with sufficient availability for this call site
