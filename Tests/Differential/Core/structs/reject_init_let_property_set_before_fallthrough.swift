// A `let` property set in a case that falls through into one setting it again is refused.
print("this program must not run")
struct Level {
    let rank: Int
    init(_ n: Int) {
        switch n {
        case 0:
            rank = 1
            fallthrough
        default:
            rank = 2
        }
    }
}
print(Level(0).rank)

// expect error: immutable value 'self.rank' may only be initialized once
