// `Float.random(in:using:)` draws from a program's own generator as Swift's does, from 24 bits
// (a closed range through `next(upperBound:)` in `UInt32`); without `using:`, from the
// system's generator.
struct LCG: RandomNumberGenerator {
    var state: UInt64 = 12345
    mutating func next() -> UInt64 { state = state &* 2862933555777941757 &+ 3037000493; return state }
}
var g = LCG()
print(Float.random(in: 0..<1, using: &g), Float.random(in: -2...2, using: &g), Double.random(in: 0..<1, using: &g))
print(Float.random(in: 10..<20, using: &g), Float.random(in: 0...0.5, using: &g), Int.random(in: 1...6, using: &g))
print(Float.random(in: 1...1), Float.random(in: 0..<1) < 1, type(of: Float.random(in: 0..<2)))

// expect: 0.54607403 0.72597957 0.8686301460771295
// expect: 19.70528 0.373257 6
// expect: 1.0 true Float
