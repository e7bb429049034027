/// `some IteratorProtocol<Int>`, `any IteratorProtocol<Int>` and `some IteratorProtocol`: the
/// protocol over its element (`.nominal(IteratorProtocol, [Int])`), as `some Sequence<Int>` is
/// (Checker+PrimaryAssociatedTypes.swift). A value keeps its iterator, and its `next()` is that
/// iterator's own, looked up on the value's dynamic type.
extension Checker {
    /// The iterator protocol over its element that `constraint` names (over an element nothing
    /// more is known of when written bare, after `some`); nil for any other constraint.
    func iteratorConstraint(_ constraint: TypeExpr, isOpaque: Bool) -> SwiftType? {
        guard case .named(let components) = constraint.kind, components.count == 1,
              components[0].name.name == "IteratorProtocol", lookup("IteratorProtocol") == nil,
              let proto = builtinProtocol("IteratorProtocol") else { return nil }
        switch components[0].genericArguments.count {
        case 0 where isOpaque: return .nominal(proto, [.opaque([])])
        case 1: return .nominal(proto, [resolveType(components[0].genericArguments[0])])
        default: return nil
        }
    }

    /// The element of `type` when it is the iterator protocol over an element; nil otherwise.
    private func constrainedIteratorElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let proto, let arguments) = type, arguments.count == 1, proto.isBuiltin,
              proto === builtinProtocol("IteratorProtocol") else { return nil }
        return arguments[0]
    }

    /// Whether `type` converts to `target`, the iterator protocol over an element: it is an
    /// iterator whose `next()` gives that element; nil when `target` is no such type.
    func convertsToConstrainedIterator(_ type: SwiftType, _ target: SwiftType) -> Bool? {
        guard let element = constrainedIteratorElement(target) else { return nil }
        if type == target { return true }
        guard let actual = concreteIteratorElement(type) else { return false }
        return actual == element || element == .opaque([])
    }

    /// `it.next()` on a value of the iterator protocol over an element: the underlying
    /// iterator's own `next()`, which writes the advanced iterator back to `basePlace`.
    func constrainedIteratorNext(_ base: Typed, basePlace: Place?, name: Identifier, arguments: [Argument],
                                 range: SourceRange) -> Typed? {
        guard name.name == "next", arguments.isEmpty, let element = constrainedIteratorElement(base.type) else { return nil }
        guard let basePlace else {
            error(immutableBaseMessage(base.type), name.range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let call = DynamicCall(receiver: base.node, selector: "next()", arguments: [], mutatedSelf: basePlace, line: range.line)
        return Typed(call, .optional(element))
    }
}
