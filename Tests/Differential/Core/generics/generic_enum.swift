// A generic enum like Result, with a generic map.
enum Either<L, R> {
    case left(L)
    case right(R)
    func map<T>(_ f: (R) -> T) -> Either<L, T> {
        switch self {
        case .left(let l): return .left(l)
        case .right(let r): return .right(f(r))
        }
    }
}
let values: [Either<String, Int>] = [.right(4), .left("error")]
for v in values {
    switch v.map({ $0 * 10 }) {
    case .left(let message): print("left", message)
    case .right(let n): print("right", n)
    }
}

// expect: right 40
// expect: left error
