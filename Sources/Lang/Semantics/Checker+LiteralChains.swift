/// A literal array whose elements a chain of element-keeping calls carries to a context that
/// names a floating-point element: in `let ys: [Double] = [1, 2, 3].prefix(n).map { $0 }` swiftc
/// infers the context's `Double` for the literal's elements (the result of `map` is its closure's
/// result, the closure's parameter the receiver's element, the receiver's element the literal's),
/// so the literal is typed with the context's element instead of defaulting to `Int`.
extension Checker {
    /// The members whose result's elements are the receiver's (`map` when its closure keeps the
    /// element's type, as `{ $0 }` or `{ $0 * 2 }` does once the element is the context's).
    private static let elementKeepingMembers: Set<String> = ["map", "filter", "sorted", "prefix", "suffix", "dropFirst",
                                                              "dropLast", "shuffled"]

    /// `[element]` for the receiver `base` of `member` when the call is expected to give a
    /// sequence of floating-point `element`s and `base` is a literal array of number literals,
    /// or such a chain of element-keeping calls ending in one; nil otherwise.
    func literalChainExpectation(_ base: Expr, member: String, expected: SwiftType?) -> SwiftType? {
        guard Self.elementKeepingMembers.contains(member), let element = expected.flatMap(Self.sequenceElementOfContext),
              element == .double || element == .cgFloat || element == .float, rootsInNumberLiterals(base) else { return nil }
        return .array(element)
    }

    /// The element of an array or slice type a context names.
    private static func sequenceElementOfContext(_ type: SwiftType) -> SwiftType? {
        switch type {
        case .array(let element), .arraySlice(let element): return element
        default: return nil
        }
    }

    /// Whether `value` is a literal array of number literals, or an element-keeping call on one.
    private func rootsInNumberLiterals(_ value: Expr) -> Bool {
        switch value.kind {
        case .array(let items): return !items.isEmpty && items.allSatisfy(isLiteralOnly)
        case .paren(let inner): return rootsInNumberLiterals(inner)
        case .call(let call):
            guard case .member(let inner, let name, _) = call.callee.kind, Self.elementKeepingMembers.contains(name.name) else { return false }
            return rootsInNumberLiterals(inner)
        default: return false
        }
    }
}
