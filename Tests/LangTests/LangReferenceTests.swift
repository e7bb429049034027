import Foundation
import Testing
@testable import Lang

/// docs/reference.md is generated from the library's declarations; this test keeps it up
/// to date (set SHAPEBOOK_WRITE_REFERENCE=1 to rewrite it).
@Suite struct LangReferenceTests {
    @Test func referenceDocumentMatchesTheLibrary() throws {
        let file = RepositoryFiles.root.appendingPathComponent("docs/reference.md")
        let generated = ReferenceDocument.markdown()
        if ProcessInfo.processInfo.environment["SHAPEBOOK_WRITE_REFERENCE"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(stored == generated, "docs/reference.md is stale: run \(ReferenceDocument.command)")
    }

    @Test func theReferenceHasBothHalvesOfTheLibrary() {
        let text = ReferenceDocument.markdown()
        #expect(text.contains("#### `isMultiple(of:)`\n\n```swift\nfunc isMultiple(of other: Self) -> Bool\n```"))
        #expect(text.contains("#### `stride(from:through:by:)`"))
        #expect(text.contains("### `Capsule`"))
        #expect(text.contains("#### `CGRect.insetBy`\n\n```swift\nfunc insetBy(dx: CGFloat, dy: CGFloat) -> CGRect\n```"))
        #expect(!text.contains("@_native"))
        #expect(!text.contains("## `_") && !text.contains(".`_"), "the library's underscored helpers are not listed")
    }

    /// Shift-Tab on a prelude member shows its declaration and doc comment.
    @Test func inspectionShowsThePreludesDocComments() {
        let session = Lang.Session()
        let inspection = session.inspect("let r = CGRect(x: 0, y: 0, width: 4, height: 2).insetBy(dx: 1, dy: 1)", cursor: 52)
        #expect(inspection?.signature == "func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect")
        #expect(inspection?.documentation?.hasPrefix("The rectangle shrunk by `dx`") == true)
    }
}
