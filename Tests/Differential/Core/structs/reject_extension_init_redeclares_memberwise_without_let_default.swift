// The memberwise init leaves out a `let` with a value, so an extension's `init(x:)` is the same
// one, and swiftc rejects it as a redeclaration.
print("this program must not run")
struct Tag {
    let x: Int
    let kind: String = "plain"
}
extension Tag {
    init(x: Int) { self.x = x + 1 }
}

// expect error: invalid redeclaration of synthesized memberwise 'init(x:)'
