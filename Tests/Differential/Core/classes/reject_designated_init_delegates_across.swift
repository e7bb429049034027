// A class's designated initialiser cannot delegate with `self.init` (only a convenience one may).
print("this program must not run")
class Point {
    var x: Int
    init(x: Int) { self.x = x }
    init() { self.init(x: 0) }
}

// expect error: designated initializer for 'Point' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?
