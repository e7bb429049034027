// How enum values print: the case name, with associated values in parentheses.
enum Token {
    case number(Int)
    case word(String)
    case pair(x: Double, y: Double)
    case end
}
print(Token.number(3))
print(Token.word("hi"))
print(Token.pair(x: 1, y: 2.5))
print(Token.end)
print([Token.end, .number(1)])

// expect: number(3)
// expect: word("hi")
// expect: pair(x: 1.0, y: 2.5)
// expect: end
// expect: [main.Token.end, main.Token.number(1)]
