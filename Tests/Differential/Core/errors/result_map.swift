// Result's map, mapError, flatMap and get(), and how Result values print.
enum ParseError: Error { case empty, notANumber(String) }
struct Wrapped: Error { var inner: ParseError }
func parse(_ text: String) -> Result<Int, ParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let value = Int(text) else { return .failure(.notANumber(text)) }
    return .success(value)
}
for text in ["12", "", "x"] {
    let doubled = parse(text).map { $0 * 2 }
    print(doubled)
    print(parse(text).mapError { Wrapped(inner: $0) })
    print(parse(text).flatMap { value -> Result<String, ParseError> in
        value > 10 ? .success("big") : .failure(.notANumber("\(value)"))
    })
}
do {
    print(try parse("7").get())
    print(try parse("seven").get())
} catch {
    print("caught", error)
}
let caught = Result { () throws -> Int in throw ParseError.empty }
if case .failure(let error) = caught { print("failure", error) }

// expect: success(24)
// expect: success(12)
// expect: success("big")
// expect: failure(main.ParseError.empty)
// expect: failure(main.Wrapped(inner: main.ParseError.empty))
// expect: failure(main.ParseError.empty)
// expect: failure(main.ParseError.notANumber("x"))
// expect: failure(main.Wrapped(inner: main.ParseError.notANumber("x")))
// expect: failure(main.ParseError.notANumber("x"))
// expect: 7
// expect: caught notANumber("seven")
// expect: failure empty
