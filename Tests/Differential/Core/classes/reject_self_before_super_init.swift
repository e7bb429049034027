// `self` itself may not be used before `super.init` in a subclass's initialiser.
print("this program must not run")
class Base {
    init() {}
}
class Child: Base {
    var value: Int
    init(value: Int) {
        self.value = value
        let me = self
        super.init()
        print(me.value)
    }
}
print(Child(value: 1).value)

// expect error: 'self' used before 'super.init' call
