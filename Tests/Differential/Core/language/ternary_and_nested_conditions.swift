// The ternary operator and if/else if/else chains.
func sign(_ x: Double) -> String { x > 0 ? "+" : x < 0 ? "-" : "0" }
print([-2.0, 0, 3].map(sign))
func grade(_ n: Int) -> String {
    if n >= 90 { return "A" } else if n >= 80 { return "B" } else { return "C" }
}
print(grade(95), grade(85), grade(10))

// expect: ["-", "0", "+"]
// expect: A B C
