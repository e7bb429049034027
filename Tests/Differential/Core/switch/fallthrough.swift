// fallthrough continues into the next case's body without matching it.
func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7:
        text += " prime and"
        fallthrough
    case 0...9:
        text += " a digit"
    default:
        text += " big"
    }
    return text
}
print(describe(5))
print(describe(4))
print(describe(42))

// expect: 5 is prime and a digit
// expect: 4 is a digit
// expect: 42 is big
