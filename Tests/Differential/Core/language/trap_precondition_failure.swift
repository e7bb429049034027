// A precondition that fails traps with its message.
func checkedHalf(_ n: Int) -> Int {
    precondition(n % 2 == 0, "odd input")
    return n / 2
}
print(checkedHalf(8))
print(checkedHalf(7))

// expect: 4
// expect runtime error: odd input
