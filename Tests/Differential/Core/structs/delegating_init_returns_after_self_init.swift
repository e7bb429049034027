// A delegating initialiser may return once `self.init` has run, and a failable one may return nil before it.
struct Size {
    var width: Int
    init(width: Int) { self.width = width }
    init(_ n: Int) {
        self.init(width: n)
        if n > 0 { return }
        width = 0
    }
    init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.init(width: n)
    }
}
print(Size(4).width, Size(-2).width, Size(text: "7")?.width ?? -1, Size(text: "x")?.width ?? -1)

// expect: 4 0 7 -1
