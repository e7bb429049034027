// infix and prefix operator declarations with precedence groups.
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(2 ** 10, 2 ** 3 ** 2, 3 * 2 ** 2)
print(√16.0, √2.0)

// expect: 1024 512 12
// expect: 4.0 1.4142135623730951
