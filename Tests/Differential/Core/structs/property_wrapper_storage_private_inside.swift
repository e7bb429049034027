// The private storage `_x` is read and written inside its type, its extensions and the types nested in it.
@propertyWrapper
struct Twice {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue * 2 }
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
}
struct S {
    @Twice var x: Int = 1
    @Twice static var shared = 5

    struct Reader {
        func read(_ s: S) -> Int { s._x.value + S._shared.value }
    }

    mutating func reset() {
        _x = Twice(wrappedValue: 0)
        self._x.value += 1
    }
}
extension S {
    func raw() -> Int { _x.value }
    static func rawShared() -> Int { _shared.value }
}
var s = S()
print(s.x, s.raw(), S.rawShared())
s.x = 4
print(s.x, S.Reader().read(s))
s.reset()
print(s.x, s.raw())

// expect: 2 2 10
// expect: 8 18
// expect: 1 1
