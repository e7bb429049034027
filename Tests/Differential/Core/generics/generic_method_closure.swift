// A generic method of a generic type: the closure's parameter has the receiver's element type.
struct Box<T> {
    var value: T
    func map<U>(_ transform: (T) -> U) -> Box<U> { Box<U>(value: transform(value)) }
    func apply(_ f: (T) -> T) -> T { f(value) }
}
let b = Box(value: 21)
print(b.map { $0 * 2 }.value, b.map { "n=\($0)" }.value, b.apply { $0 + 1 })
enum Outcome<Value> {
    case done(Value)
    case failed(String)
    func map<New>(_ f: (Value) -> New) -> Outcome<New> {
        switch self {
        case .done(let v): return .done(f(v))
        case .failed(let m): return .failed(m)
        }
    }
}
print(Outcome.done(2.5).map { $0 * 4 }, Outcome<Int>.failed("no").map { $0 + 1 })

// expect: 42 n=21 22
// expect: done(10.0) failed("no")
