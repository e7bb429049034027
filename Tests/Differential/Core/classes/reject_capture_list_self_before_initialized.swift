// A capture list's `self` reads `self` when the closure is made, at the capture's name: before
// `super.init` ("'self' used before 'super.init' call"), before a root class's properties are set
// (its first unset one "used before being initialized"); `self` in the closure is the captured one.
print("this program must not run")
class Base { init() {} }
class Sub: Base {
    var f: () -> Void = {}
    override init() {
        f = { [unowned self] in print(self) }
        super.init()
    }
}
class Weak: Base {
    var f: () -> Void = {}
    override init() {
        f = { [weak self] in print(self as Any) }
        super.init()
    }
}
class Root {
    var x: Int
    var y: Int
    var f: () -> Void = {}
    init() {
        y = 2
        f = { [self] in print(self.x) }
        x = 1
    }
}
class Applied {
    var x: Int
    init() {
        { [self] in print(self.x) }()
        x = 1
    }
}

// expect error: 'self' used before 'super.init' call
