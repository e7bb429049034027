import Canvas
import Geometry
import Testing
@testable import Language

/// The collection builtins that loop themselves so that an interrupt stops them (issue 13):
/// each gives what Swift's own algorithm gives, and stops at an interrupt on a large input.
struct CollectionBuiltinTests {
    /// `items` as the language prints an array of whole numbers.
    static func printed(_ items: [Int]) -> String {
        "[" + items.map(String.init).joined(separator: ", ") + "]"
    }

    @Test func shuffledIsSwiftsShuffleFromTheSameSeed() {
        let runner = Runner()
        for (seed, count) in [(1, 2), (7, 10), (12_345, 1000)] {
            var generator = SeededRandom(seed: seed)
            let expected = Array(0..<count).shuffled(using: &generator)
            #expect(runner.text("Random.seed(\(seed))\nArray(0..<\(count)).shuffled()") == Self.printed(expected))
            #expect(runner.text("Random.seed(\(seed))\nvar xs = Array(0..<\(count))\nxs.shuffle()\nxs") == Self.printed(expected))
        }
        #expect(runner.text("[Int]().shuffled()") == "[]")
    }

    @Test func sortingOrdersAsSwiftDoesAndKeepsEqualElementsInOrder() {
        let runner = Runner()
        // 100 pairs with 7 distinct keys: an order of equal keys other than Swift's shows.
        let pairs = (0..<100).map { (key: ($0 * 37) % 7, tag: $0) }
        let expected = pairs.sorted { $0.key < $1.key }.map(\.tag)
        let literal = "[" + pairs.map { "(\($0.key), \($0.tag))" }.joined(separator: ", ") + "]"
        #expect(runner.text("\(literal).sorted { $0.0 < $1.0 }.map { $0.1 }") == Self.printed(expected))
        #expect(runner.text("var ps = \(literal)\nps.sort(by: { $0.0 < $1.0 })\nps.map { $0.1 }") == Self.printed(expected))
        #expect(runner.text("[3, 1, 2].sorted(by: >)") == "[3, 2, 1]")
        #expect(runner.text("var xs = [\"b\", \"c\", \"a\"]\nxs.sort()\nxs") == "[\"a\", \"b\", \"c\"]")
        #expect(runner.text("[1, \"a\"].sorted()") == "error: 1:1: cannot order String \"a\" and Double 1")
    }

    @Test func slicesAndTheirEdges() {
        let runner = Runner()
        #expect(runner.text("[1, 2, 3].reversed()") == "[3, 2, 1]")
        #expect(runner.text("var xs = [1, 2, 3, 4]\nxs.reverse()\nxs") == "[4, 3, 2, 1]")
        #expect(runner.text("[1, 2, 3].prefix(2) + [1, 2, 3].prefix(9) + [1, 2, 3].prefix(0)") == "[1, 2, 1, 2, 3]")
        #expect(runner.text("[1, 2, 3].suffix(2) + [1, 2, 3].suffix(9)") == "[2, 3, 1, 2, 3]")
        #expect(runner.text("[1, 2, 3].dropFirst() + [1, 2, 3].dropFirst(2) + [1, 2, 3].dropFirst(5)") == "[2, 3, 3]")
        #expect(runner.text("[1, 2, 3].dropLast() + [1, 2, 3].dropLast(2) + [1, 2, 3].dropLast(5)") == "[1, 2, 1]")
        #expect(runner.text("[5, 6, 7, 8][1..<3] + [5, 6, 7, 8][1...3]") == "[6, 7, 6, 7, 8]")
        #expect(runner.text("\"héllo\"[1] + \"héllo\"[4]") == "éo")
        #expect(runner.text("\"abc\"[3]") == "error: 1:1: index 3 is out of range for 3 elements")
    }

    @Test func searchesAndPairs() {
        let runner = Runner()
        #expect(runner.text("[3, 1, 4, 1, 5].min() ?? 0") == "1")
        #expect(runner.text("[3, 1, 4, 1, 5].max() ?? 0") == "5")
        #expect(runner.text("[Int]().min() == nil") == "true")
        #expect(runner.text("[3, 1, 4, 1].firstIndex(of: 1) ?? -1") == "1")
        #expect(runner.text("[3, 1, 4].firstIndex(of: 9) == nil") == "true")
        #expect(runner.text("[3, 1, 4].contains(4) && ![3, 1, 4].contains(9)") == "true")
        #expect(runner.text("[3, 1, 4].contains(where: { $0 > 3 }) && ![3, 1, 4].contains(where: { $0 > 4 })") == "true")
        #expect(runner.text("[3, 1, 4].allSatisfy { $0 > 0 } && ![3, 1, 4].allSatisfy { $0 > 1 }") == "true")
        #expect(runner.text("zip([1, 2, 3], [\"a\", \"b\"])") == "[(1, \"a\"), (2, \"b\")]")
        #expect(runner.text("[\"a\", \"b\"].enumerated().map { $0.offset }") == "[0, 1]")
        #expect(runner.text("[\"a\", \"b\"].enumerated().map { $0.element }") == "[\"a\", \"b\"]")
        #expect(runner.text("[1, 2, 3].joined(separator: \"-\")") == "1-2-3")
        #expect(runner.text("[1, 2, 3].compactMap { $0 == 2 ? nil : $0 * 10 }") == "[10, 30]")
        #expect(runner.text("[1, 2].flatMap { [$0, $0] }") == "[1, 1, 2, 2]")
        #expect(runner.text("[1, 2, 3, 4].filter { $0 % 2 == 0 }") == "[2, 4]")
        #expect(runner.text("[1, 2, 3].reduce(10) { $0 + $1 }") == "16")
        #expect(runner.text("[[1, 2], [3]] == [[1, 2], [3]] && [[1, 2]] != [[1, 3]]") == "true")
        #expect(runner.text("Array(repeating: \"x\", count: 3)") == "[\"x\", \"x\", \"x\"]")
        #expect(runner.text("stride(from: 0, to: 1, by: 0.25)") == "[0, 0.25, 0.5, 0.75]")
    }

    /// One long builtin call: the builtin's table name (`Array.shuffled`, or a global function's
    /// name), its receiver's name in the session, and its arguments (label and source).
    struct LongCall: CustomTestStringConvertible, Sendable {
        var builtin: String
        var receiver: String?
        var arguments: [(label: String?, source: String)] = []
        var testDescription: String { builtin }
    }

    /// Each of these took up to seconds on five million elements (debug build) without a look at
    /// the interrupt. A call's own check of the flag comes before its work, so here the flag is
    /// set and the builtin's code run directly, as if the interrupt arrived just after that
    /// check: the work must throw `InterruptError`, never return. The e2e probes
    /// (tests/e2e/test_interrupt_latency.py) measure how soon each stops in a real kernel.
    @Test(arguments: [
        LongCall(builtin: "Array.shuffled", receiver: "xs"), LongCall(builtin: "Array.shuffle", receiver: "xs"),
        LongCall(builtin: "Array.sorted", receiver: "xs"), LongCall(builtin: "Array.sort", receiver: "xs"),
        LongCall(builtin: "Array.reversed", receiver: "xs"), LongCall(builtin: "Array.reverse", receiver: "xs"),
        LongCall(builtin: "Array.enumerated", receiver: "xs"), LongCall(builtin: "Array.prefix", receiver: "xs", arguments: [(nil, "90_000")]),
        LongCall(builtin: "Array.suffix", receiver: "xs", arguments: [(nil, "90_000")]), LongCall(builtin: "Array.dropFirst", receiver: "xs"),
        LongCall(builtin: "Array.dropLast", receiver: "xs"), LongCall(builtin: "Array.min", receiver: "xs"), LongCall(builtin: "Array.max", receiver: "xs"),
        LongCall(builtin: "Array.contains", receiver: "xs", arguments: [(nil, "-1")]),
        LongCall(builtin: "Array.firstIndex", receiver: "xs", arguments: [("of", "-1")]),
        LongCall(builtin: "Array.joined", receiver: "xs", arguments: [("separator", "\",\"")]),
        LongCall(builtin: "Array.map", receiver: "xs", arguments: [(nil, "abs")]),
        LongCall(builtin: "Array.filter", receiver: "xs", arguments: [(nil, "isLarge")]),
        LongCall(builtin: "Array.compactMap", receiver: "xs", arguments: [(nil, "abs")]),
        LongCall(builtin: "Array.reduce", receiver: "xs", arguments: [(nil, "0"), (nil, "max")]),
        LongCall(builtin: "Array.allSatisfy", receiver: "xs", arguments: [(nil, "isSmall")]),
        LongCall(builtin: "zip", receiver: nil, arguments: [(nil, "xs"), (nil, "xs")]),
        LongCall(builtin: "stride", receiver: nil, arguments: [("from", "0"), ("to", "100_000"), ("by", "1")]),
        LongCall(builtin: "Array", receiver: nil, arguments: [("repeating", "1"), ("count", "100_000")]),
        LongCall(builtin: "Array", receiver: nil, arguments: [(nil, "0..<100_000")]),
        LongCall(builtin: "Array", receiver: nil, arguments: [(nil, "text")]),
    ])
    func everyLongBuiltinStopsAtAnInterrupt(_ long: LongCall) throws {
        let session = Session(configuration: .init())
        let i = session.interpreter
        _ = session.execute("""
            let xs = Array(0..<100_000)
            var text = "a"
            for _ in 0..<17 { text += text }
            func isLarge(_ x: Int) -> Bool { x > 5 }
            func isSmall(_ x: Int) -> Bool { x < 1_000_000 }
            """, host: TestHost())
        let names = long.builtin.split(separator: ".").map(String.init)
        let builtin = try #require(names.count == 2 ? i.builtins.members[names[0]]?[names[1]] : i.builtins.functions[names[0]] ?? i.builtins.types[names[0]]?.initializer)
        let arguments = try long.arguments.enumerated().map { index, argument in
            _ = session.execute("let argument\(index) = \(argument.source)", host: TestHost())
            return EvaluatedArgument(label: argument.label, value: try i.lookup("argument\(index)", i.globals, at: .start))
        }
        let overload = try #require(builtin.overloads.first { i.matchArguments($0.parameters, arguments) != nil })
        let receiver = try long.receiver.map { try i.lookup($0, i.globals, at: .start) } ?? .null
        let call = BuiltinCall(interpreter: i, receiver: receiver, arguments: i.matchArguments(overload.parameters, arguments) ?? [],
                               location: nil, name: builtin.name)
        session.requestInterrupt()
        defer { i.resources.clearInterrupt() }
        #expect(throws: LanguageError.self, "\(long.builtin) ran to the end") {
            do { _ = try overload.run(call) } catch let error as LanguageError where error.kind == .interrupt { throw error }
        }
    }

    /// Comparing, slicing and subscripting look at the interrupt too.
    @Test func operatorsAndSubscriptsStopAtAnInterrupt() throws {
        let session = Session(configuration: .init())
        let i = session.interpreter
        let xs = Value.array((0..<100_000).map { .number(Double($0)) })
        let text = Value.string(String(repeating: "ab", count: 50_000))
        session.requestInterrupt()
        defer { i.resources.clearInterrupt() }
        #expect(throws: LanguageError.self) { _ = try i.equal(xs, xs) }
        #expect(throws: LanguageError.self) { _ = try i.subscriptValue(xs, [.range(RangeValue(lower: 1, upper: 90_000, isClosed: false))], at: .start) }
        #expect(throws: LanguageError.self) { _ = try i.subscriptValue(text, [.number(99_999)], at: .start) }
    }
}
