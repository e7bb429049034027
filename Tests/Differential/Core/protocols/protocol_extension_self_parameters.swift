// `Self` as a parameter type in a protocol extension's members: an instance method, a static
// method and an operator-like comparison take the conforming type (a struct, a final class, an
// enum, Int), called on the conformer, on a generic parameter, and from another extension member.
protocol Sized {
    var size: Int { get }
}
struct Crate: Sized { var size: Int }
final class Bin: Sized {
    let size: Int
    init(size: Int) { self.size = size }
}
enum Cup: Sized {
    case small, large
    var size: Int { self == .small ? 1 : 3 }
}
extension Int: Sized { var size: Int { self } }

extension Sized {
    func bigger(than other: Self) -> Bool { size > other.size }
    func pair(_ other: Self) -> [any Sized] { [self, other] }
    static func total(_ items: [Self]) -> Int { items.reduce(0) { $0 + $1.size } }
    static func larger(_ a: Self, _ b: Self) -> Self { a.size >= b.size ? a : b }
    func largerOf(_ other: Self) -> Self { Self.larger(self, other) }
}
func largest<T: Sized>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item.bigger(than: best) { best = item }
    return best
}

print(Crate(size: 4).bigger(than: Crate(size: 2)), Cup.small.bigger(than: .large), 5.bigger(than: 7))
print(Crate(size: 1).pair(Crate(size: 2)).map { "\(type(of: $0)) \($0.size)" })
print(Crate.total([Crate(size: 2), Crate(size: 5)]), Cup.total([.small, .large, .large]), Crate.total([]))
print(Crate.larger(Crate(size: 3), Crate(size: 9)).size, Bin.larger(Bin(size: 8), Bin(size: 2)).size)
print(Cup.small.largerOf(.large), 4.largerOf(6), Bin(size: 1).largerOf(Bin(size: 0)).size)
print(largest([Crate(size: 2), Crate(size: 7), Crate(size: 5)])?.size ?? 0, largest([Cup.small])!, largest([Int]()) ?? -1)

// expect: true false false
// expect: ["Crate 1", "Crate 2"]
// expect: 7 7 0
// expect: 9 8
// expect: large 6 1
// expect: 7 small -1
