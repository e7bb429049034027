// With Foundation, C's `arc4random_uniform` and `arc4random` give `UInt32`s.
import Foundation
let roll = arc4random_uniform(6) + 1
print(roll >= 1 && roll <= 6, type(of: roll))
print(type(of: arc4random()))
let index = Int(arc4random_uniform(UInt32(3)))
print(["a", "b", "c"].indices.contains(index))

// expect: true UInt32
// expect: UInt32
// expect: true
