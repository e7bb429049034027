// A stored closure property is called by its bare name inside methods, in structs and classes.
struct Runner {
    var step: (Int) -> Int
    var done: () -> Void
    func go(_ n: Int) -> Int {
        done()
        return step(step(n))
    }
}
final class Formatter {
    var wrap: (String) -> String = { "<" + $0 + ">" }
    static var shout: (String) -> String = { $0.uppercased() }
    func format(_ s: String) -> String { wrap(s) }
    static func loud(_ s: String) -> String { shout(s) }
}
let runner = Runner(step: { $0 + 1 }, done: { print("done") })
print(runner.go(4))
let formatter = Formatter()
print(formatter.format("a"))
formatter.wrap = { "[" + $0 + "]" }
print(formatter.format("b"), Formatter.loud("c"))

// expect: done
// expect: 6
// expect: <a>
// expect: [b] C
