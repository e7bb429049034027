// A structure's `[self]` in its initialiser copies `self` when the closure is made, before every
// stored property is set: one error, at the capture, whether the closure is called at once or kept.
print("this program must not run")
struct Applied {
    var x: Int
    init() {
        { [self] in print(self.x) }()
        x = 1
    }
}
struct Kept {
    var x: Int
    var f: () -> Void = {}
    init() {
        f = { [self] in print(self.x) }
        x = 1
    }
}

// expect error: 'self' used before all stored properties are initialized
