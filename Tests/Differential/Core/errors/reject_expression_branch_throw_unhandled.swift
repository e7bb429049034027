// A throw ending an if or switch expression's branch in a function that does not throw: swiftc
// words it by the thrown type and the function's error type, Never.
print("this program must not run")
enum E: Error { case x }
func kind(_ n: Int) -> String {
    let k = switch n {
    case 0: "zero"
    default: throw E.x
    }
    return k
}
func g(_ c: Bool) -> Int {
    if c { 1 } else { throw E.x }
}

// expect error: thrown expression type 'E' cannot be converted to error type 'Never'
