// Enums compare with == when their associated values are Equatable.
enum Move: Equatable {
    case step(Int)
    case jump(x: Int, y: Int)
    case stay
}
print(Move.step(1) == .step(1), Move.step(1) == .step(2))
print(Move.jump(x: 1, y: 2) == .jump(x: 1, y: 2), Move.stay != .step(0))
print([Move.stay, .step(3)].contains(.step(3)))

// expect: true false
// expect: true true
// expect: true
