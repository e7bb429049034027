// A closure made in a structure's initialiser may use `self` only once every stored property is set.
print("this program must not run")
func apply(_ body: () -> Int) -> Int { body() }
struct Scaled {
    var base: Int
    let double: Int
    var label: String
    init(base: Int) {
        self.base = base
        label = "x\(apply { self.base * 3 })"
        double = base * 2
    }
}
print(Scaled(base: 2).label)

// expect error: variable 'self.double' captured by a closure before being initialized
