import Foundation
import Testing
@testable import Language

/// docs/reference.md is generated from the builtin table; this test keeps it up to date
/// (set SHAPEBOOK_WRITE_REFERENCE=1 to rewrite it).
@Test func referenceDocumentMatchesTheBuiltinTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("docs/reference.md")
    let generated = Reference.markdown()
    if ProcessInfo.processInfo.environment["SHAPEBOOK_WRITE_REFERENCE"] == "1" {
        try generated.write(to: file, atomically: true, encoding: .utf8)
    }
    let stored = try String(contentsOf: file, encoding: .utf8)
    #expect(stored == generated, "docs/reference.md is stale: run SHAPEBOOK_WRITE_REFERENCE=1 swift test --filter referenceDocument")
    #expect(generated.contains("### `Star`"))
    #expect(generated.contains("### `Path.addArc`"))
}

@Test func everyBuiltinHasADocAndEachOverloadASignature() {
    let table = BuiltinTable()
    for (name, builtin) in table.allEntries {
        #expect(!builtin.doc.isEmpty, "\(name) has no documentation")
        #expect(!builtin.signatures.isEmpty, "\(name) has no signature")
    }
}
