// `next(upperBound:)` of a program's own RandomNumberGenerator, which declares only `next()`,
// draws as Swift's does in the bound's own width: `UInt64`, `UInt`, `UInt32`, `UInt16`, `UInt8`.
struct LCG: RandomNumberGenerator {
    var state: UInt64 = 12345
    mutating func next() -> UInt64 {
        state = state &* 2862933555777941757 &+ 3037000493
        return state
    }
}
var g = LCG()
print(g.next(upperBound: UInt64(10)), g.next(upperBound: UInt32(100)), g.next())
print(g.next(upperBound: UInt8(7)), g.next(upperBound: UInt16(1000)), g.next(upperBound: 5 as UInt))
var bounds: [UInt32] = []
for bound in [UInt32(3), 17, 1 << 31, 4_000_000_000] { bounds.append(g.next(upperBound: bound)) }
print(bounds)
func roll<G: RandomNumberGenerator>(_ generator: inout G) -> UInt8 { generator.next(upperBound: UInt8(6)) + 1 }
print(roll(&g), roll(&g), roll(&g))

// expect: 9 68 9483397540791915064
// expect: 3 541 4
// expect: [2, 5, 838867261, 2840497433]
// expect: 6 3 1
