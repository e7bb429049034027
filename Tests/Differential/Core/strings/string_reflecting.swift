// `String(reflecting:)`: a value as `debugPrint` writes it (strings quoted, types named).
struct Point { var x = 1; var name = "p" }
enum Tone { case warm }
print(String(reflecting: "abc"), String(reflecting: 3))
print(String(reflecting: "a\"b\n"), String(reflecting: Character("c")))
print(String(reflecting: [1, 2]), String(reflecting: ["k": "v"]))
print(String(reflecting: Optional(2.5)), String(reflecting: (1, "x")))
print(String(reflecting: Point()), String(reflecting: Tone.warm))
let reflected = String(reflecting: "q")
print(reflected.count, String(describing: "q").count)

// expect: "abc" 3
// expect: "a\"b\n" "c"
// expect: [1, 2] ["k": "v"]
// expect: Optional(2.5) (1, "x")
// expect: main.Point(x: 1, name: "p") main.Tone.warm
// expect: 3 1
