import Foundation
import Testing
@testable import Language

/// Times Benchmarks/language/blob_vertices.shape (100 000 vertices with sin/cos and appends);
/// runs only with SHAPEBOOK_BENCH=1, and belongs in a release build (Benchmarks/language/README.md).
@Test(.enabled(if: ProcessInfo.processInfo.environment["SHAPEBOOK_BENCH"] != nil))
func blobVerticesBenchmark() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: root.appendingPathComponent("Benchmarks/language/blob_vertices.shape"), encoding: .utf8)
    let runner = Runner()
    let start = Date()
    let outcome = runner.run(source)
    if case .failure(let error) = outcome { Issue.record("\(error.message)") }
    print("blob_vertices.shape: \(Date().timeIntervalSince(start)) s, printed \(runner.host.printed)")
    #expect(runner.host.printed == "100000\n")
}
