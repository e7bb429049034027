// A type's own `enum Error: Swift.Error` is what `Error` names inside it, not the standard protocol.
struct LineParser {
    enum Error: Swift.Error, Equatable {
        case emptyLine
        case invalid(String)
    }
    func parse(_ input: String) throws -> Int {
        guard !input.isEmpty else { throw Error.emptyLine }
        let fallback: Error = .invalid(input)
        guard let value = Int(input) else { throw fallback }
        return value
    }
}
let parser = LineParser()
for input in ["12", "", "x"] {
    do {
        print(try parser.parse(input))
    } catch let error as LineParser.Error {
        print("parser error:", error, error == .emptyLine)
    } catch {
        print("other", error)
    }
}
func describe(_ error: Error) -> String { "\(type(of: error))" }
print(describe(LineParser.Error.emptyLine))

// expect: 12
// expect: parser error: emptyLine true
// expect: parser error: invalid("x") false
// expect: Error
