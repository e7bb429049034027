// A closure whose body throws (or tries) is a throwing function even without `throws` written,
// and a throwing function does not convert to a non-throwing parameter; one that catches its
// errors itself does.
print("this program must not run")
struct ParseError: Error {}
func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
}
func applyAll(_ texts: [String], _ transform: (String) -> Int) -> [Int] {
    texts.map(transform)
}
print(applyAll(["1", "x"]) { text in
    do { return try parse(text) } catch { return 0 }
})
print(applyAll(["1", "2"]) { text in try parse(text) })

// expect error: invalid conversion from throwing function of type '(String) throws -> Int' to non-throwing function type '(String) -> Int'
