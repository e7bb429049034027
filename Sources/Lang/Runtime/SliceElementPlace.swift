/// `slice[index]` of an `ArraySlice`, by the indices of the array it was cut from (`xs[1...][2]`
/// is `xs[2]`'s position); an index outside the slice traps as Swift's does.
final class SliceElementPlace: IndexedPlace {
    override func modify(at position: Int, _ frame: Frame, _ interpreter: Interpreter,
                         _ body: (inout Value) throws -> Void) throws {
        try base.modify(frame, interpreter) { value in try Self.modifyElement(of: &value, at: position, line: line, body) }
    }

    /// As `ArrayElementPlace.access`: an access to the whole slice and its variable.
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard isStorage else { return try super.access(frame, interpreter, body) }
        let position = try index.evaluateInt(frame, interpreter)
        try base.access(frame, interpreter) { value in try Self.modifyElement(of: &value, at: position, line: line, body) }
    }

    /// Runs `body` on the element at `position` (its base's index) of `value`, a slice.
    static func modifyElement(of value: inout Value, at position: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        guard case .slice(var elements, let start) = value else { throw RuntimeError("value is not an array slice", line: line) }
        let (offset, overflow) = position.subtractingReportingOverflow(start)
        guard !overflow, offset >= 0, offset < elements.count else { throw RuntimeError("Index out of bounds", line: line) }
        value = .void
        defer { value = .slice(elements, startIndex: start) }
        try ArrayElementPlace.modify(&elements, at: offset, line: line, body)
    }
}
