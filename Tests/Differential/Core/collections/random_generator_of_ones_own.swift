// A program's own RandomNumberGenerator draws exactly Swift's numbers: Int and Double in ranges,
// Bool, shuffles and picks, each through next(upperBound:) (Lemire's method) as in Swift.
struct LCG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
var g = LCG(state: 1)
print([1, 2, 3, 4, 5].shuffled(using: &g))
var a = Array(0..<8)
a.shuffle(using: &g)
print(a)
print(Int.random(in: 0..<100, using: &g), Int.random(in: -5...5, using: &g))
print(Double.random(in: 0..<1, using: &g), Double.random(in: 2...5, using: &g))
print(Bool.random(using: &g), [10, 20, 30].randomElement(using: &g) as Any, [Int]().randomElement(using: &g) as Any)

// expect: [3, 4, 2, 1, 5]
// expect: [6, 4, 5, 3, 7, 2, 1, 0]
// expect: 53 3
// expect: 0.3171693232300762 2.730744145152869
// expect: false Optional(20) nil
