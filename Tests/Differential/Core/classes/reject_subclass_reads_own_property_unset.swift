// A subclass's initialiser may read its own property once it is set, even before
// `super.init`, but not before.
print("this program must not run")
class Base {
    init() {}
}
class Pair: Base {
    var first: Int
    var second: Int
    init(_ value: Int) {
        first = value
        print(first)
        print(second)
        second = value
        super.init()
    }
}
print(Pair(1).second)

// expect error: variable 'self.second' used before being initialized
