/// A generic type named without its arguments inside its own declaration.
extension Checker {
    /// Inside `class Node<T> { var next: Node? }` (its extensions and the types it nests too),
    /// the bare name `Node` means `Node<T>`, as swiftc reads it; nil where `decl` is not the
    /// type being checked nor one around it.
    func ownGenericType(_ decl: NominalDecl) -> SwiftType? {
        guard !decl.genericParameters.isEmpty, case .nominal(let innermost, let arguments) = currentType else { return nil }
        if innermost === decl, arguments.count == decl.genericParameters.count { return currentType }
        var outer = innermost.parent
        var hops = 0
        while let type = outer, hops < 100 {
            if type === decl { return .nominal(decl, decl.genericParameters.map { .generic($0) }) }
            outer = type.parent
            hops += 1
        }
        return nil
    }

    /// Inside an extension of a generic library type (`extension Array where Element == Song`),
    /// the bare name `Array` means the extended type, `Array<Song>`, as swiftc reads it (so
    /// `Array(repeating: 1, count: 2)` there is an error); nil for any other name or place.
    func ownLibraryGenericType(_ name: String) -> SwiftType? {
        guard let current = currentType else { return nil }
        switch (name, current) {
        case ("Array", .array), ("Set", .set), ("Dictionary", .dictionary), ("Optional", .optional): return current
        default: return nil
        }
    }

    /// The type of a payload-less case of a generic enum named without arguments (`Opt.none`):
    /// the wanted type's arguments (`let a: Opt<Int> = Opt.none`), else inside the enum's own
    /// declaration its own (`static var none: List { List.empty }`), as swiftc infers them.
    func bareGenericCaseType(_ type: SwiftType, expected: SwiftType?) -> SwiftType {
        guard case .nominal(let decl, let arguments) = type, arguments.isEmpty, !decl.genericParameters.isEmpty else { return type }
        if case .nominal(let wanted, let wantedArguments)? = expected?.unwrappingOptionals, wanted === decl,
           wantedArguments.count == decl.genericParameters.count {
            return .nominal(decl, wantedArguments)
        }
        return ownGenericType(decl) ?? type
    }

    /// Whether `type` mentions a generic parameter that is not one of those in scope where it
    /// is checked (the enclosing types' and functions' own, which are types there).
    func containsUnboundGeneric(_ type: SwiftType) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .generic(let parameter) = part,
               !typeParameters.contains(where: { scope in scope.values.contains { $0 === parameter } }) {
                found = true
            }
            return nil
        }
        return found
    }
}
