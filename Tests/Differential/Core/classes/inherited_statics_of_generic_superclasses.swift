// Static and class members a subclass inherits from a generic superclass (`class Sub: Base<Int>`,
// `class Sub2<U>: Base<[U]>`) read in the types the subclass gives the superclass's parameters.
class Base<T> {
    static var label: String { "base" }
    static func make() -> String { "made \(T.self)" }
    class func kind() -> String { "Base kind" }
    static var shared: Int { 7 }
}
class Sub: Base<Int> {
    func show() { print(Sub.label, Self.make(), Sub.kind()) }
}
print(Sub.label, Sub.make(), Sub.kind(), Sub.shared)
Sub().show()
class Sub2<U>: Base<[U]> {
    override class func kind() -> String { "Sub2 kind" }
}
print(Sub2<Int>.make(), Sub2<String>.kind(), Sub2<Int>.label)
let made = Sub.make
print(made())

// expect: base made Int Base kind 7
// expect: base made Int Base kind
// expect: made Array<Int> Sub2 kind base
// expect: made Int
