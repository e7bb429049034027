import Foundation
import Testing
@testable import Lang

/// A session that ends frees every class instance its cells made, the last one and the one a
/// cell's final value still shows included. (The fuzzer's notes counted 2 of 1,002 instances
/// alive after a session: those were the prelude's own `UIScreen.main` and `Bundle.main`, which
/// every session shares, not the cell's.)
@Suite struct SessionLifetimeTests {
    @Test func anEndedSessionFreesEveryInstanceItsCellsMade() {
        let made = Self.instancesOfAnEndedSession()
        #expect(made.count == 1_002)
        // The session's globals are freed on the releasing thread: the wait is a hang guard,
        // not a speed bound.
        var waited = 0
        while made.contains(where: { $0.instance != nil }), waited < 60_000 {
            usleep(1_000)
            waited += 1
        }
        #expect(made.count(where: { $0.instance != nil }) == 0)
    }

    /// Weak references to the `Node`s a session's cells made, taken before the session ends.
    /// (In a function of its own, so that no binding here holds an instance.)
    private static func instancesOfAnEndedSession() -> [WeakInstance] {
        let session = Lang.Session()
        let built = session.run("""
            final class Node { var next: Node? = nil }
            var all: [Node] = []
            for _ in 0..<1_000 { all.append(Node()) }
            var last = Node()
            last.next = Node()
            """)
        #expect(built.output.isEmpty && built.diagnostics.isEmpty && built.runtimeError == nil)
        let shown = session.run("last")
        #expect(shown.runtimeError == nil && shown.diagnostics.isEmpty)
        var made: [ObjectIdentifier: WeakInstance] = [:]
        for slot in session.globals.slots { collectNodes(slot, into: &made) }
        return Array(made.values)
    }

    private static func collectNodes(_ value: Value, into made: inout [ObjectIdentifier: WeakInstance]) {
        switch value {
        case .object(let instance) where instance.decl.name == "Node":
            made[ObjectIdentifier(instance)] = WeakInstance(instance)
            for field in instance.fields { collectNodes(field, into: &made) }
        case .array(let items):
            for item in items { collectNodes(item, into: &made) }
        case .boxed(let inner, _):
            collectNodes(inner, into: &made)
        default:
            break
        }
    }
}
