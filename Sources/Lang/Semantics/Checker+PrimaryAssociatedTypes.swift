/// `some Sequence<Int>` and `any Collection<String>`, and array literals given to sequence
/// parameters. `some Sequence<Int>`: a standard sequence protocol with its
/// primary associated type, `Element`. The type is the protocol over its element
/// (`.nominal(Sequence, [Int])`, as the `Self` of a `Sequence` extension is), so its values
/// have the standard library's sequence members read as the array of their elements, and a
/// value converts to it when it conforms to the protocol and has that element.
extension Checker {
    /// The protocol over its element that `some P<E>` or `any P<E>` names for `Sequence` or
    /// `Collection` (and not a program's own type of that name); nil for any other constraint.
    func primaryAssociatedConstraint(_ constraint: TypeExpr) -> SwiftType? {
        guard case .named(let components) = constraint.kind, components.count == 1,
              components[0].genericArguments.count == 1, lookup(components[0].name.name) == nil,
              let proto = builtinProtocol(components[0].name.name), isBuiltinSequenceProtocol(proto) else { return nil }
        return .nominal(proto, [resolveType(components[0].genericArguments[0])])
    }

    /// `some Sequence` or `some Collection` written without its element: the protocol over an
    /// element nothing more is known of (`some` with no protocols), as swiftc hides the
    /// underlying type's `Element` behind the opaque type; nil for any other constraint.
    func opaqueSequence(_ constraint: TypeExpr) -> SwiftType? {
        guard case .named(let components) = constraint.kind, components.count == 1,
              components[0].genericArguments.isEmpty, lookup(components[0].name.name) == nil,
              let proto = builtinProtocol(components[0].name.name), isBuiltinSequenceProtocol(proto) else { return nil }
        return .nominal(proto, [.opaque([])])
    }

    /// Whether `type` converts to `target`, a sequence protocol over an element: it conforms to
    /// the protocol and its elements are that type; nil when `target` is no such type.
    func convertsToConstrainedSequence(_ type: SwiftType, _ target: SwiftType) -> Bool? {
        guard case .nominal(let proto, let arguments) = target, arguments.count == 1, isBuiltinSequenceProtocol(proto) else {
            return nil
        }
        // An erroneous value was reported already; `Never` (`fatalError()`) converts to any type.
        if type == target || type == .error || type == .never { return true }
        guard environment.conformances.conforms(type, to: proto),
              let element = sequenceElement(type) ?? lazyClosureElement(type) ?? ownSequenceElement(type) else {
            return false
        }
        return element == arguments[0] || element == .error || arguments[0] == .opaque([])
    }

    /// The element of a program's own sequence or collection type; nil for any other type (the
    /// library's lazy sequences keep their own values, read one element at a time).
    private func ownSequenceElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, _) = type, !decl.isBuiltin, !isLibrarySequence(type) else { return nil }
        return userSequence(type)?.element ?? userCollectionElement(type)
    }

    /// `typed`, a program's own sequence converted to `target` (`some Sequence<Int>`,
    /// `any Collection<Int>`), as the array of its elements, which a value of `target` is read
    /// as; nil for other conversions.
    func ownSequenceAsConstrainedSequence(_ typed: Typed, to target: SwiftType, line: Int) -> Expression? {
        guard case .nominal(let proto, let arguments) = target, arguments.count == 1, isBuiltinSequenceProtocol(proto),
              ownSequenceElement(typed.type) != nil else { return nil }
        return userSequenceElements(typed, line: line)?.node
    }

    /// The element type swiftc gives an array literal passed as a generic sequence parameter:
    /// for number literals, the number type its `where S.Element == T` fixes, or `Double` where
    /// the element must be floating-point (`where D.Element: BinaryFloatingPoint`); nil to infer
    /// it as usual.
    func literalElement(of parameter: TypeParameter, _ items: [Expr]) -> SwiftType? {
        guard let element = genericElement(parameter), !items.isEmpty, items.allSatisfy(isLiteralOnly) else { return nil }
        guard case .generic(let elementParameter) = element else { return element.isNumeric ? element : nil }
        guard !elementParameter.constraints.isEmpty,
              !elementParameter.constraints.allSatisfy({ environment.conformances.conforms(.int, to: $0) }),
              elementParameter.constraints.allSatisfy({ environment.conformances.conforms(.double, to: $0) }) else { return nil }
        return .double
    }
}
