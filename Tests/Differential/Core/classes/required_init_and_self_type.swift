// An initialiser inherited by a subclass that adds only defaulted properties.
class Base {
    var tag: String
    init(tag: String) { self.tag = tag }
}
class Derived: Base {
    var extra = 42
}
let d = Derived(tag: "d")
print(d.tag, d.extra)

// expect: d 42
