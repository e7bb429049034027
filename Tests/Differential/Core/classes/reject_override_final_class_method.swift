// A `final class func` cannot be overridden; a plain one needs `override` to be replaced.
print("this program must not run")
class Base { final class func make() -> String { "base" }; class func name() -> String { "Base" } }
class Sub: Base { override class func make() -> String { "sub" }; class func name() -> String { "Sub" } }

// expect error: class method overrides a 'final' class method
