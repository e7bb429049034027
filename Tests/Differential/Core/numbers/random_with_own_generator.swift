// The standard library's random numbers `using:` a program's own seeded generator are exactly
// swiftc's (Lemire's bounded integers, 53-bit doubles, a bit of the next value for a Bool);
// `SystemRandomNumberGenerator` works as a generator too.
struct LCG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
var g = LCG(state: 42)
print(Int.random(in: 0..<100, using: &g))
print(Int.random(in: 1...6, using: &g))
print(Int.random(in: -50 ... -10, using: &g))
print(Bool.random(using: &g), Bool.random(using: &g))
print(Double.random(in: 0..<1, using: &g))
print(Double.random(in: -2...2, using: &g))
var rolls: [Int] = []
for _ in 0..<12 { rolls.append(Int.random(in: 1...6, using: &g)) }
print(rolls)
print(g.next(), g.state)
var system = SystemRandomNumberGenerator()
let roll = Int.random(in: 1...6, using: &system)
print((1...6).contains(roll), Double.random(in: 0..<1, using: &system) < 1)

// expect: 56
// expect: 2
// expect: -34
// expect: false false
// expect: 0.7168091134739676
// expect: -1.912956786755628
// expect: [1, 3, 1, 3, 4, 6, 2, 5, 3, 5, 1, 3]
// expect: 13050776483079329358 13050776483079329358
// expect: true true
