// A wrapper's initialiser forms: @W(arg) var x = 1, @W(wrappedValue: 1, arg) var x, @W(arg) var x: T; composed wrappers; wrapped parameters with arguments.
@propertyWrapper
struct Scaled {
    var stored: Int
    let factor: Int
    init(wrappedValue: Int, factor: Int) { self.factor = factor; stored = wrappedValue * factor }
    init(factor: Int) { self.factor = factor; stored = 0 }
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue * factor }
    }
    var projectedValue: Int { factor }
}

@propertyWrapper
struct Doubled {
    var wrappedValue: Int {
        didSet { wrappedValue = oldValue + wrappedValue }
    }
}

@propertyWrapper
struct Upper {
    var text: String
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var count = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { count += 1; value = newValue }
    }
    var projectedValue: Int { count }
}

struct Model {
    @Scaled(factor: 3) var a = 2
    @Scaled(wrappedValue: 4, factor: 10) var b
    @Scaled(factor: 5) var c: Int
    @Logged @Upper var label = "hi"
}

var m = Model()
print(m.a, m.b, m.c, m.$a, m.$b, m.label)
m.a = 1
m.c = 2
m.label = "yo"
print(m.a, m.c, m.label, m.$label)
let n = Model(a: 1, b: Scaled(factor: 2), c: Scaled(factor: 7), label: "z")
print(n.a, n.b, n.c, n.label)

func f(@Upper name: String, @Scaled(factor: 2) count: Int) {
    print(name, count, $count)
}
f(name: "abc", count: 21)

func g() {
    @Scaled(factor: 4) var q = 3
    @Scaled(wrappedValue: 1, factor: 2) var r
    q += 1
    print(q, r, $q, $r)
    @Logged @Upper var both = "mixed"
    print(both)
}
g()

// expect: 6 40 0 3 10 HI
// expect: 3 10 YO 1
// expect: 3 0 0 Z
// expect: ABC 42 2
// expect: 52 2 4 2
// expect: MIXED
