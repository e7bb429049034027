import Foundation
import Testing
@testable import Lang

/// Rows that share one storage are freed without copying that storage once per row: asking
/// whether an array's storage is shared copies it, and 10,000 rows of one shared 10,000-element
/// row were 100 million elements copied (the releasing thread was busy for minutes, and the
/// fuzzer's worker, which waits for it before each cell, outlasted its wait and was restarted).
/// Measured as elements copied, not as time.
@Suite struct SharedValueReleaseTests {
    /// A grid of 1,000 rows made by repeating one 1,000-element row, as a cell makes it, copies
    /// that row at most twice (once when first found shared, once when its last holder is asked),
    /// not once per row.
    @Test func aGridOfOneRepeatedRowCopiesTheRowAtMostTwice() {
        let session = Lang.Session()
        let built = session.run("""
            let row = [Double](repeating: 0, count: 1_000)
            var grid = Array(repeating: row, count: 1_000)
            print(grid.count)
            """)
        #expect(built.output == "1000\n", "\(built.diagnostics) \(String(describing: built.runtimeError))")
        let work = Value.releaseLevelByLevel(session.globals.removeAll())
        #expect(work.elementsCopied <= Self.copiedWithoutTheCell + 2_000)
    }

    /// Rows that share a row of arrays (which must be taken apart, not dropped whole) copy it at
    /// most twice, and a row held outside what is freed is left as it was.
    @Test func aSharedRowOfArraysHeldElsewhereIsCopiedAtMostTwiceAndLeftIntact() {
        let row = Value.array((0..<1_000).map { Value.array([.int($0)]) })
        let work = Value.releaseLevelByLevel([.array(Array(repeating: row, count: 1_000))])
        #expect(work.elementsCopied <= 2_000)
        guard case .array(let items) = row, items.count == 1_000, case .array(let last) = items[999], case .int(999)? = last.first else {
            Issue.record("the row held outside was changed: \(row)")
            return
        }
    }

    /// A value 20,000 levels deep that only a shared row holds is still freed level by level,
    /// on a 1 MB stack, when that row's last holder goes: letting every holder go would free it
    /// as Swift frees it, recursively, which needs several MB.
    @Test func aDeepValueInASharedRowIsFreedLevelByLevel() {
        let session = Lang.Session()
        let built = session.run("""
            var list: [Any] = [0]
            for _ in 0..<20_000 { list = [list] }
            var rows = Array(repeating: [list], count: 100)
            list = []
            print(rows.count)
            """)
        #expect(built.output == "100\n", "\(built.diagnostics) \(String(describing: built.runtimeError))")
        let carrier = ValueCarrier(session.globals.removeAll())
        let work = Lang.Session(stackSize: 1 << 20).onCellStack {
            Value.releaseLevelByLevel(carrier.take())
        }
        #expect(work != nil)
        #expect((work?.elementsCopied ?? .max) <= Self.copiedWithoutTheCell + 2)
    }

    /// 1,000 rows sharing one 1,000-entry dictionary of arrays and 1,000 sharing one set of
    /// arrays, held by nothing else, read each one's entries once (when its last holder is
    /// asked), not once per row: 10,000 rows of one 10,000-entry dictionary were 100 million
    /// entries read (19.5 s in a debug build, of Ints).
    @Test func rowsSharingOneDictionaryOrSetReadItsEntriesOnce() {
        let rows = [Self.rows(of: Self.tableOfArrays()), Self.rows(of: Self.setOfArrays())]
        let work = Value.releaseLevelByLevel(consume rows)
        #expect(work.entriesRead <= 2_000)
        #expect(work.elementsCopied == 0)
    }

    /// A dictionary and a set shared by rows and held outside what is freed are not read at
    /// all, and are left as they were.
    @Test func aSharedDictionaryAndSetHeldElsewhereAreNotReadAndLeftIntact() {
        let table = Self.tableOfArrays()
        let members = Self.setOfArrays()
        let work = Value.releaseLevelByLevel([Self.rows(of: table), Self.rows(of: members)])
        #expect(work.entriesRead == 0)
        guard case .dictionary(let entries) = table, entries.contents.count == 1_000,
              case .array(let last)? = entries.contents[.int(999)], case .int(999)? = last.first else {
            Issue.record("the dictionary held outside was changed: \(table)")
            return
        }
        guard case .set(let box) = members, box.contents.count == 1_000, box.contents.contains(.array([.int(999)])) else {
            Issue.record("the set held outside was changed: \(members)")
            return
        }
    }

    /// A dictionary of 1,000 Ints, each to a one-element array.
    static func tableOfArrays() -> Value {
        .dictionary(Dictionary(uniqueKeysWithValues: (0..<1_000).map { (Value.int($0), Value.array([.int($0)])) }))
    }

    /// A set of 1,000 one-element arrays.
    static func setOfArrays() -> Value {
        .set(Set((0..<1_000).map { Value.array([.int($0)]) }))
    }

    /// An array of 1,000 copies of `value`.
    static func rows(of value: Value) -> Value {
        .array(Array(repeating: value, count: 1_000))
    }

    /// The elements copied to free the globals of a session whose cell declared nothing (the
    /// library's own values, shared with the library).
    static var copiedWithoutTheCell: Int {
        let session = Lang.Session()
        _ = session.run("print(0)")
        return Value.releaseLevelByLevel(session.globals.removeAll()).elementsCopied
    }
}
