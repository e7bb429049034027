// Switching over a tuple of two enums.
enum Hand { case rock, paper, scissors }
func winner(_ a: Hand, _ b: Hand) -> String {
    switch (a, b) {
    case let (x, y) where x == y: return "draw"
    case (.rock, .scissors), (.paper, .rock), (.scissors, .paper): return "first"
    default: return "second"
    }
}
print(winner(.rock, .scissors), winner(.rock, .paper), winner(.paper, .paper))

// expect: first second draw
