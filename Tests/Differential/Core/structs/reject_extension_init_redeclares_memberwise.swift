// An extension's init with the memberwise init's labels and types does not replace it: swiftc
// rejects it as a redeclaration of the synthesized one.
print("this program must not run")
struct Point {
    var x: Int
    var y: Int
}
extension Point {
    init(x: Int, y: Int) {
        self.x = x * 10
        self.y = y * 10
    }
}

// expect error: invalid redeclaration of synthesized memberwise 'init(x:y:)'
