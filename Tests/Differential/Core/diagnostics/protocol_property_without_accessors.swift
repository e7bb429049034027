// A protocol's property requirement must say `{ get }` or `{ get set }`.
print("this program must not run")
protocol Sized {
    var size: Double
}
struct Box: Sized { var size = 1.0 }
print(Box().size)

// expect error: property in protocol must have explicit { get } or { get set } specifier
