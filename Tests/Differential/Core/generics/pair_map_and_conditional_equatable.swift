// A generic Pair with a generic method and conditional Equatable conformance.
import Foundation
struct Pair<A, B> {
    var first: A, second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func map<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.map { $0 * 10 }.first, p == Pair(first: 1, second: "one"))
print(p)

// expect: one 10 true
// expect: Pair<Int, String>(first: 1, second: "one")
