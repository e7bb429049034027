import Testing
@testable import Lang

/// The builtin catalog lists only what Lang implements: each entry's sample use checks.
@Suite struct ToolingCatalogTests {
    /// A value of each catalogued type, and a set named `s` for `union(s)`.
    static let samples = ["String": "\"abc\"", "Array": "[1, 2]", "Dictionary": "[\"a\": 1]", "Set": "Set([1, 2])",
                          "Int": "7", "Double": "2.5", "Bool": "true"]

    @Test func everyMemberEntryChecks() {
        for (key, entries) in BuiltinCatalog.members {
            for entry in entries {
                guard let sample = Self.samples[key] else {
                    Issue.record("no sample value for \(key)")
                    continue
                }
                let cell = "let s: Set<Int> = [1]\nvar v = \(sample)\n_ = v.\(entry.name)\(entry.sample)"
                let result = Lang.Session().run(cell)
                #expect(result.diagnostics.isEmpty, "\(key).\(entry.name): \(result.diagnostics.map(\.description))")
            }
        }
    }

    @Test func everyStaticEntryChecks() {
        for (key, entries) in BuiltinCatalog.staticMembers {
            for entry in entries {
                let result = Lang.Session().run("_ = \(key).\(entry.name)\(entry.sample)")
                #expect(result.diagnostics.isEmpty, "\(key).\(entry.name): \(result.diagnostics.map(\.description))")
            }
        }
    }

    @Test func everyFunctionEntryChecks() {
        for entry in BuiltinCatalog.functions.values {
            let result = Lang.Session().run("_ = \(entry.name)\(entry.sample)")
            #expect(result.diagnostics.isEmpty, "\(entry.name): \(result.diagnostics.map(\.description))")
        }
    }
}
