// A subclass's initialiser that calls no `super.init` calls the superclass's `init()` at its end:
// its own properties must be set on every path by then.
print("this program must not run")
class Base {
    var id = 0
    init() {}
}
class Flagged: Base {
    var flag: Bool
    init(_ on: Bool) {
        if on { flag = true }
    }
}
print(Flagged(true).flag)

// expect error: property 'self.flag' not initialized at implicitly generated super.init call
