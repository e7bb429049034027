// `self` in a static member is the type it was called on: `self.init()` in a `class func` makes
// the subclass it is called on, and a struct's `static func` makes one with `self.init(x:)`.
class Base {
    required init() {}
    class func make() -> Self { self.init() }
    static func other() -> Base { self.init() }
    func name() -> String { "Base" }
}
class Sub: Base { override func name() -> String { "Sub" } }
struct P { var x = 1; static func make() -> P { self.init(x: 4) } }
print(Sub.make().name(), Base.make().name(), Sub.other().name(), P.make().x)

// expect: Sub Base Sub 4
