// A type method written `static` is final: a subclass cannot override it, even as `class func`.
print("this program must not run")
class Base { static func make() -> String { "base" } }
class Sub: Base { override class func make() -> String { "sub" } }

// expect error: cannot override static method
