// Static requirements, called through a generic parameter.
protocol Defaultable {
    static var defaultValue: Self { get }
    static func make(_ n: Int) -> Self
}
struct Width: Defaultable {
    var value: Int
    static var defaultValue: Width { Width(value: 1) }
    static func make(_ n: Int) -> Width { Width(value: n * 10) }
}
func build<T: Defaultable>(_ type: T.Type, _ n: Int) -> [T] { [T.defaultValue, T.make(n)] }
print(build(Width.self, 3))

// expect: [main.Width(value: 1), main.Width(value: 30)]
