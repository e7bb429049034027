// @autoclosure @escaping arguments kept for later, and an autoclosure forwarded by calling it.
var pending: [() -> String] = []
func later(_ s: @autoclosure @escaping () -> String) { pending.append(s) }
var name = "a"
later("hello \(name)")
name = "b"
later(name.uppercased())
for p in pending { print(p()) }
func inner(_ c: @autoclosure () -> Bool) -> String { c() ? "yes" : "no" }
func outer(_ c: @autoclosure () -> Bool) -> String { inner(c()) }
print(outer(3 < 4), outer(4 < 3))
struct Logger {
    var lines: [String] = []
    mutating func log(_ m: @autoclosure () -> String, if enabled: Bool) { if enabled { lines.append(m()) } }
}
var logger = Logger()
logger.log("one", if: true)
logger.log("two", if: false)
print(logger.lines)

// expect: hello b
// expect: B
// expect: yes no
// expect: ["one"]
