import Testing
@testable import Lang

/// The standard library table lists only what Lang implements, as Swift declares it: every
/// declaration parses as Swift, and every entry's sample use checks and runs.
@Suite struct StandardLibraryTests {
    /// A variable `v` of a type each owner's members apply to (and a set `s` and ints `a`, `b`).
    /// A program's own random generator, `g`, for the members that take one (`shuffled(using: &g)`).
    static let generator = "struct G: RandomNumberGenerator { var s: UInt64 = 1; mutating func next() -> UInt64 { s &+= 1; return s } }\nvar g = G()"
    static let values = ["BinaryInteger": "var v = 7", "BinaryFloatingPoint": "var v = 2.5",
                         "CustomStringConvertible": "var v = 7", "String": "var v = \"abc\"",
                         "Character": "var v: Character = \"a\"", "Bool": "var v = true", "Optional": "var v: Int? = 1",
                         "Sequence": "var v = [\"b\", \"a\"]\n\(Self.generator)", "Collection": "var v = [\"b\", \"a\"]\n\(Self.generator)",
                         "Array": "var v = [\"b\", \"a\"]\n\(Self.generator)", "Set": "var v: Set<String> = [\"a\", \"b\"]",
                         "Dictionary": "var v = [\"a\": 1]", "Range": "var v = 0..<3",
                         "Hashable": "var v = 7\nvar h = Hasher()",
                         "Strideable": "var v = 7",
                         "LazySequenceProtocol": "var v = [3, 1].lazy.map { $0 + 1 }"]
    /// A type whose static members each owner declares.
    static let types = ["BinaryInteger": "Int", "BinaryFloatingPoint": "Double", "Int": "Int", "String": "String", "Substring": "Substring",
                        "Character": "Character", "UInt8": "UInt8", "Bool": "Bool", "Array": "[String]", "Set": "Set<String>",
                        "Dictionary": "[String: Int]"]

    @Test func everyDeclarationParses() {
        for builtin in StandardLibrary.entries {
            #expect(builtin.signature.isValid, "\(builtin.owner): \(builtin.declaration)")
            #expect(builtin.name == builtin.signature.name, "\(builtin.declaration): read as \(builtin.name)")
            #expect(!builtin.summary.isEmpty, "\(builtin.declaration) has no summary")
        }
    }

    @Test func everyMemberChecks() {
        for builtin in StandardLibrary.entries where !builtin.owner.isEmpty {
            let cell: String
            if builtin.signature.kind == .initializer {
                guard let type = Self.types[builtin.owner] else {
                    Issue.record("no sample type for \(builtin.owner)")
                    continue
                }
                cell = "_ = \(type)\(builtin.sample)"
            } else if builtin.signature.isStatic {
                guard let type = Self.types[builtin.owner] else {
                    Issue.record("no sample type for \(builtin.owner)")
                    continue
                }
                cell = "_ = \(type).\(builtin.name)"
            } else {
                guard let value = Self.values[builtin.owner] else {
                    Issue.record("no sample value for \(builtin.owner)")
                    continue
                }
                cell = "let s: Set<String> = [\"a\"]\n\(value)\n_ = v.\(builtin.name)\(builtin.sample)"
            }
            let result = Lang.Session().run(cell)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
                    "\(builtin.declaration): \(result.diagnostics.map(\.description)) \(String(describing: result.runtimeError))")
        }
    }

    @Test func everyFunctionChecks() {
        for builtin in StandardLibrary.functions where builtin.name != "fatalError" && builtin.name != "preconditionFailure" {
            let uses = ["swap": "swap(&a, &b)",
                        "isKnownUniquelyReferenced": "final class C {}\nvar c = C()\n_ = isKnownUniquelyReferenced(&c)"]
            let use = uses[builtin.name] ?? "_ = \(builtin.name)\(builtin.sample)"
            let result = Lang.Session().run("var a = 1, b = 2\n" + use)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
                    "\(builtin.declaration): \(result.diagnostics.map(\.description)) \(String(describing: result.runtimeError))")
        }
    }

    /// Each owner is one that some type's members come from (a misspelt owner would be dead).
    /// `LazySequenceProtocol` is the library's lazy types' (declared in the prelude, so not
    /// among these), whose members `everyMemberChecks` uses on a `LazyMapSequence`.
    @Test func everyOwnerIsReachable() {
        let types: [SwiftType] = [.int, .fixedInt(.uint8), .double, .bool, .string, .substring, .character, .array(.int), .set(.int),
                                  .dictionary(key: .string, value: .int), .range(.int, closed: false), .optional(.int)]
        let owners = Set(types.flatMap(StandardLibrary.owners(of:))).union(["LazySequenceProtocol"])
        for builtin in StandardLibrary.entries where !builtin.owner.isEmpty {
            #expect(owners.contains(builtin.owner), "\(builtin.owner) of \(builtin.declaration)")
        }
    }
}
