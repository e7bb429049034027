// A type whose `+` joins two of its own values, given a value of another type: swiftc takes
// that one function and blames the operand it cannot convert.
print("this program must not run")
struct Line { var words: [String]; static func + (a: Line, b: Line) -> Line { Line(words: a.words + b.words) } }
struct Word { var text: String }
let joined = Line(words: ["a"]) + Word(text: "b")
print(joined.words)

// expect error: cannot convert value of type 'Word' to expected argument type 'Line'
