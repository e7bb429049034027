/// `MemoryLayout<T>.size`, `.stride` and `.alignment` for the standard library's scalar types,
/// with the values swiftc's 64-bit targets give.
extension Checker {
    /// The layout member `name` of `MemoryLayout<T>` when `base` spells it, else nil.
    func memoryLayoutMember(base: Expr, name: Identifier, range: SourceRange) -> Typed? {
        guard case .identifier(let identifier, let arguments) = base.kind, identifier.name == "MemoryLayout",
              arguments.count == 1, lookup("MemoryLayout") == nil,
              ["size", "stride", "alignment"].contains(name.name) else { return nil }
        let type = resolveType(arguments[0])
        if case .error = type { return Typed(Constant(.void, line: range.line), .error) }
        guard let size = Checker.scalarSize(type) else {
            unsupported("MemoryLayout of '\(type)'", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // Each scalar's size is a multiple of its alignment (a word at most), so its stride is its size.
        return Typed(Constant(.int(name.name == "alignment" ? min(size, 8) : size), line: range.line), .int)
    }

    /// The size in bytes of a scalar type (a `String` is two words), or nil.
    static func scalarSize(_ type: SwiftType) -> Int? {
        switch type {
        case .int, .double, .cgFloat, .stringIndex: return 8
        case .float: return 4
        case .bool: return 1
        case .string, .character: return 16
        case .fixedInt(let kind): return kind.bitWidth / 8
        default: return nil
        }
    }
}
