import Geometry
import Testing
@testable import Lang

/// `enumerated()`, `zip` and a dictionary's entries read as arrays make one pair per element, each
/// an array of its own:
/// the fuzzer's `xs.enumerated().count` over two million elements, in a loop, went half a second
/// of a debug build's CPU past the interrupt, because the pairs were made without a look at it.
@Suite struct InterruptedPairsTests {
    static var elements: Value { .array((0..<10_000).map { .int($0) }) }

    /// An interrupted context, to read the sequences under.
    static func interrupted() -> ResourceContext {
        let context = ResourceContext()
        context.requestInterrupt()
        return context
    }

    /// Whether `body` stopped with the interrupt (rather than finishing or failing otherwise).
    static func stopsAtInterrupt(_ body: () throws -> [Value]) -> Bool {
        do {
            _ = try interrupted().run { try body() }
            return false
        } catch let error as RuntimeError {
            return error.message == "interrupted"
        } catch {
            return false
        }
    }

    @Test func enumeratedPairsHearTheInterrupt() {
        #expect(Self.stopsAtInterrupt { try LazySequenceValue.elements(.enumerated, fields: [Self.elements], line: 1) })
    }

    @Test func zippedPairsHearTheInterrupt() {
        #expect(Self.stopsAtInterrupt {
            try LazySequenceValue.elements(.zip, fields: [Self.elements, Self.elements], line: 1)
        })
    }

    @Test func dictionaryEntriesHearTheInterrupt() {
        let entries = Dictionary(uniqueKeysWithValues: (0..<10_000).map { (Value.int($0), Value.int($0)) })
        #expect(Self.stopsAtInterrupt { try Sequences.elements(of: .dictionary(entries), line: 1) })
    }

    @Test func pairsAreMadeWhenNoInterruptCame() throws {
        let pairs = try LazySequenceValue.elements(.enumerated, fields: [Self.elements], line: 1)
        #expect(pairs.count == 10_000)
        #expect(pairs[7] == .tuple([.int(7), .int(7)]))
    }
}
