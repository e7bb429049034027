// Static requirements called through a generic parameter and through metatype values.
protocol Defaultable {
    static var defaultValue: Self { get }
    static func make(_ n: Int) -> Self
}
struct Width: Defaultable {
    var value: Int
    static var defaultValue: Width { Width(value: 1) }
    static func make(_ n: Int) -> Width { Width(value: n * 10) }
}
enum Mode: Defaultable {
    case off, on(Int)
    static let defaultValue = Mode.off
    static func make(_ n: Int) -> Mode { .on(n) }
}
func build<T: Defaultable>(_ type: T.Type, _ n: Int) -> [T] { [T.defaultValue, T.make(n)] }
func viaValue<T: Defaultable>(_ type: T.Type) -> T { type.make(7) }
print(build(Width.self, 3))
print(build(Mode.self, 2))
print(viaValue(Width.self))
let kinds: [any Defaultable.Type] = [Width.self, Mode.self]
for kind in kinds { print(kind.make(5), kind.defaultValue) }
func name<T>(_ x: T) -> String { "\(T.self)" }
print(name(3), name("a"), name(Width(value: 2)))

// expect: [main.Width(value: 1), main.Width(value: 30)]
// expect: [main.Mode.off, main.Mode.on(2)]
// expect: Width(value: 70)
// expect: Width(value: 50) Width(value: 1)
// expect: on(5) off
// expect: Int String Width
