/// `c[i] = x` on a value of a generic parameter constrained to `MutableCollection`
/// (`func f<C: MutableCollection>(_ c: inout C)`): the element at position `i` of whatever
/// collection the call passed. An array's positions start at 0, an `ArraySlice`'s are its base's
/// (as `c.startIndex` gives them in the body), and a program's own collection is written through
/// its `subscript(_:)` setter, as swiftc's witness would.
final class GenericElementPlace: IndexedPlace {
    override func modify(at position: Int, _ frame: Frame, _ interpreter: Interpreter,
                         _ body: (inout Value) throws -> Void) throws {
        // An array or slice is changed in its storage, holding no other reference to it (which
        // would copy every element on each write).
        var isStandard = true
        try base.modify(frame, interpreter) { value in
            switch value {
            case .array: try ArrayElementPlace.modifyElement(of: &value, at: position, line: line, body)
            case .slice: try SliceElementPlace.modifyElement(of: &value, at: position, line: line, body)
            default: isStandard = false
            }
        }
        if isStandard { return }
        let receiver = try base.get(frame, interpreter).unboxed
        guard let decl = receiver.nominalDecl, !decl.isBuiltin else {
            throw RuntimeError("value is not a mutable collection", line: line)
        }
        try modifyOwn(receiver, decl, at: position, frame, interpreter, body)
    }

    /// The element of a program's own `MutableCollection`, read by its subscript's getter and
    /// written back by its setter (whose changed `self` is stored in the place).
    private func modifyOwn(_ receiver: Value, _ decl: NominalDecl, at position: Int, _ frame: Frame, _ interpreter: Interpreter,
                           _ body: (inout Value) throws -> Void) throws {
        let subscripts = interpreter.environment.members[ObjectIdentifier(decl)]?.subscripts ?? []
        guard let accessors = subscripts.first(where: { $0.getter.selector == "subscript(_:)" && $0.setter != nil }),
              let setter = accessors.setter else {
            throw RuntimeError("cannot assign through subscript: subscript is get-only", line: line)
        }
        var element = try interpreter.invoke(accessors.getter.code, captured: nil, arguments: [.int(position)],
                                             selfValue: receiver, line: line).0
        try body(&element)
        let (_, callee) = try interpreter.invoke(setter.code, captured: nil, arguments: [.int(position), element],
                                                 selfValue: receiver, line: line)
        if callee.holds(0) { try base.set(try callee.take(0, line: line), frame, interpreter) }
    }
}
