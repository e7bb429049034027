// A `-> Self` method's result has the receiver's static type: a Sub's call gives a Sub (its own
// members, the Sub overload), a call on a Base holding a Sub gives a Base, a Sub at run time; so
// does a `class func make() -> Self` called on a `Base.Type` holding `Sub.self`, and a `var this: Self`.
class Base {
    required init() {}
    func me() -> Self { self }
    var this: Self { self }
    func maybe(_ keep: Bool) -> Self? { keep ? self : nil }
    func name() -> String { "base" }
    class func make() -> Self { self.init() }
}
class Sub: Base {
    func extra() -> Int { 42 }
    override func name() -> String { "sub" }
}
func which(_ value: Base) -> String { "Base" }
func which(_ value: Sub) -> String { "Sub" }
let sub = Sub()
print(which(sub.me()), sub.me().extra(), sub.maybe(true)?.extra() ?? 0, sub.maybe(false)?.extra() ?? 0)
let held: Base = Sub()
let result = held.me()
print(which(result), which(held.me()), type(of: result), result.name(), result is Sub)
let list = [sub.me(), Sub()]
print(list.map { $0.extra() }, which(list[0]))
protocol Copying { func copy() -> Self }
extension Base: Copying { func copy() -> Self { self } }
print(which(sub.copy()), which(held.copy()), type(of: held.copy()))
let kind: Base.Type = Sub.self
let made = kind.make()
print(which(made), type(of: made), which(Sub.make()), which(type(of: sub).make()), type(of: kind.make()))
print(which(sub.this), sub.this.extra(), which(held.this), type(of: held.this))

// expect: Sub 42 42 0
// expect: Base Base Sub sub true
// expect: [42, 42] Sub
// expect: Sub Base Sub
// expect: Base Sub Sub Sub Sub
// expect: Sub 42 Base Sub
