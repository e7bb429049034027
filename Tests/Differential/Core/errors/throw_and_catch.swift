// A thrown enum error caught by do/catch; the error prints as its case.
enum ParseError: Error {
    case empty
    case notANumber(String)
}
func parse(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    return n
}
for input in ["12", "", "x"] {
    do {
        let n = try parse(input)
        print("parsed", n)
    } catch {
        print("error:", error)
    }
}

// expect: parsed 12
// expect: error: empty
// expect: error: notANumber("x")
