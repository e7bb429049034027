import Testing
@testable import Lang

/// The checker's records of lowered nodes (which reads unwrap an implicitly unwrapped optional,
/// which `reversed()` and lazy `map` calls it made, swiftc's spelling of a node's type, which
/// calls gave a slice) name each node by identity. The checker makes nodes it then drops (an
/// overload trial's arguments, a probe of a closure body, a conversion not taken), and the
/// allocator gives a dropped node's address to the next node of its size: a record that named a
/// node by address alone then named that later node too, which would unwrap an optional that
/// must be unwrapped, read a stored lazy value as an eager array, or word a mismatch by another
/// node's type (the cause of CapturedVariableIdentityTests' flake, in other records).
@Suite struct NodeRecordIdentityTests {
    /// A cell whose check records a node in each record.
    static let source = """
        do {
            var s: String! = "a"
            let n = s.count
            let r = [1, 2, 3].reversed()
            let m = [1, 2, 3].lazy.map { $0 + 1 }
            let z = zip([1], [2]).first
            let p = "a b".prefix(1)
            let q: String = p
            print(n, r, m, z, q)
        }
        """

    /// The forced condition: the cell's nodes are dropped once checked while the checker (and
    /// its records) lives on, and new nodes of the recorded kinds are made at once, where the
    /// allocator reuses the dropped nodes' addresses (round after round).
    @Test func aDroppedNodesRecordNamesNoLaterNode() throws {
        let session = Lang.Session()
        let checker = Checker(environment: session.environment)
        checker.sourceScalars = Array(Self.source.unicodeScalars)
        let file = Parser.parse(Self.source).file
        let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
        var later: [Expression] = []
        var confused: [String: Int] = [:]
        for round in 0..<32 {
            _ = checker.check(file)
            if round == 0 {
                try #require(checker.implicitlyUnwrappedReaders.count > 0)
                try #require(checker.reversedCalls.count > 0)
                try #require(checker.lazyClosureCalls.count > 0)
                try #require(checker.spelledTypes.count > 0)
                try #require(checker.sliceMemberCalls.count > 0)
            }
            for _ in 0..<16 {
                let constant = Constant(.int(1), line: 1)
                let made: [Expression] = [constant, FieldGet(constant, index: 0, line: 1), Unary(constant, line: 1) { value, _ in value },
                                          BuiltinCall(arguments: [constant], line: 1) { values, _, _ in values[0] },
                                          StorageLocation.local(1).reader(line: 1)]
                for node in made {
                    later.append(node)
                    if checker.implicitlyUnwrapped(Typed(node, .optional(.string)), to: .string) != nil {
                        confused["implicitlyUnwrappedReaders", default: 0] += 1
                    }
                    if checker.isReversedCall(node) { confused["reversedCalls", default: 0] += 1 }
                    if checker.isLazyClosureCall(node) { confused["lazyClosureCalls", default: 0] += 1 }
                    if checker.spelling(of: Typed(node, .int)) != "'Int'" { confused["spelledTypes", default: 0] += 1 }
                    if checker.reportSliceMismatch(Typed(node, .arraySlice(.int)), .array(.int), range: range, role: .annotation) {
                        confused["sliceMemberCalls", default: 0] += 1
                    }
                }
            }
        }
        #expect(confused.isEmpty, "of \(later.count) later nodes, matched a dropped one's record: \(confused)")
    }
}
