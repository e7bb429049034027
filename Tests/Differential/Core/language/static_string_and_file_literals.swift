// `StaticString` from a literal or a defaulted `#file`, and `#file` and `#fileID` as strings.
let greeting: StaticString = "hello"
print(greeting, greeting.utf8CodeUnitCount, greeting.isASCII)
print("\(greeting)!", greeting.description.count)
func trace(_ message: String, file: StaticString = #file, line: UInt = #line) {
    print(message, "\(file)".hasSuffix(".swift"), line)
}
trace("here")
print((#file as String).hasSuffix(".swift"), #fileID.hasSuffix(".swift"))
func check(_ condition: Bool, _ message: String = "", file: StaticString = #file, line: UInt = #line) {
    if !condition { print("failed at line \(line): \(message)") }
}
check(1 + 1 == 2)
check(1 + 1 == 3, "math")

// expect: hello 5 true
// expect: hello! 5
// expect: here true 8
// expect: true true
// expect: failed at line 14: math
