// A protocol requirement marked with a result builder passes it to the implementations that
// satisfy it, a property's getter and a method, unless one returns explicitly.
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildOptional(_ part: [String]?) -> String { part?.joined() ?? "-" }
}
protocol Card {
    @Lines var lines: [String] { get }
    @Lines func more(_ n: Int) -> [String]
}
struct Greeting: Card {
    var name: String
    var lines: [String] {
        "hello"
        name
    }
    func more(_ n: Int) -> [String] {
        "n"
        if n > 1 { "big" }
    }
}
struct Plain: Card {
    var lines: [String] { return ["plain"] }
    func more(_ n: Int) -> [String] { return ["x"] }
}
let g = Greeting(name: "Ann")
print(g.lines, g.more(1), g.more(2))
print(Plain().lines, Plain().more(0))

// expect: ["hello", "Ann"] ["n", "-"] ["n", "big"]
// expect: ["plain"] ["x"]
