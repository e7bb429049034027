// A conditional whose results differ in type, passed where a generic parameter is still to be
// inferred: swiftc words it as any other conditional's mismatch, blamed at the first result.
print("this program must not run")
protocol Styler { func style(_ text: String) -> String }
struct Loud: Styler { func style(_ text: String) -> String { text.uppercased() } }
struct Quiet: Styler { func style(_ text: String) -> String { text.lowercased() } }
func apply<T: Styler>(_ styler: T, to text: String) -> String { styler.style(text) }
func describe<T>(_ value: T) -> String { "\(value)" }
let active = true
let count = 3
print(apply(active ? Loud() : Quiet(), to: "Hi"))
print(describe(active ? Loud() : Quiet()))
print(describe(active ? count : "none"))

// expect error: result values in '? :' expression have mismatching types 'Loud' and 'Quiet'
