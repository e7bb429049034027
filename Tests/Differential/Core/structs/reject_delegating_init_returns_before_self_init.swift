// An initialiser that delegates with `self.init` must call it on every path that returns.
print("this program must not run")
struct Size {
    var width: Int
    init(width: Int) { self.width = width }
    init(_ text: String) {
        guard let n = Int(text) else { return }
        self.init(width: n)
    }
}
print(Size("3").width)

// expect error: 'self.init' isn't called on all paths before returning from initializer
