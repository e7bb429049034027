// A subclass init must initialise its own properties before super.init, and call it.
print("this program must not run")
class A { var a: Int; init(a: Int) { self.a = a } }
class B: A {
    var b: Int
    init(b: Int) {
        super.init(a: 0)
        self.b = b
    }
}
print(B(b: 1).b)

// expect error: property 'self.b' not initialized at super.init call
