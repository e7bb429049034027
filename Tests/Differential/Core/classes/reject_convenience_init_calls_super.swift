// A convenience initialiser delegates across with `self.init`, never up with `super.init`.
print("this program must not run")
class Base { init() {} }
class Sub: Base { convenience init(value: Int) { super.init() } }

// expect error: convenience initializer for 'Sub' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')
