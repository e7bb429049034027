// Observers of an inherited computed property read the superclass's getter for the old value
// only when the `didSet` body reads it (not when a string merely spells its name), or names it.
class Base {
    var v: Int {
        get { print("get"); return 1 }
        set { print("set", newValue) }
    }
}
class D: Base {
    override var v: Int {
        didSet { print("didSet says oldValue in text only") }
    }
}
class E: Base {
    override var v: Int {
        didSet { print("old", oldValue) }
    }
}
class F: Base {
    override var v: Int {
        didSet(previous) { print("named, so fetched even unread") }
    }
}
class G: Base {
    override var v: Int {
        didSet(previous) { let show = { print("closure sees", previous) }; show() }
    }
}
let d = D()
d.v = 5
print("--")
let e = E()
e.v = 6
print("--")
F().v = 7
print("--")
G().v = 8

// expect: set 5
// expect: didSet says oldValue in text only
// expect: --
// expect: get
// expect: set 6
// expect: old 1
// expect: --
// expect: get
// expect: set 7
// expect: named, so fetched even unread
// expect: --
// expect: get
// expect: set 8
// expect: closure sees 1
