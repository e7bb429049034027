/// A value of a generic parameter's type (`x: T`, `[T]`, `T?`) converted to `Any`, printed or
/// interpolated: it is boxed with the concrete type the running call bound the parameter to
/// (Runtime/TypeWitnesses.swift), as Swift's existential keeps it. The value alone cannot say:
/// a `UInt` is held as its bit pattern, and an `Int?` holding 3 as the 3 (`show(UInt.max)`
/// printed -1, `show(Optional(3))` printed 3).
extension Checker {
    /// The receiver of a dynamically dispatched member of a generic parameter's value, boxed with
    /// the type the call bound the parameter to where the program makes Optional conform to a
    /// protocol (`extension Optional: P where Wrapped: P`): an `Int?` is held as its payload, and
    /// only the box tells the dispatch to take Optional's member (Runtime/LibraryWitness.swift);
    /// or where the parameter's protocol has an extension bounded by a library collection
    /// protocol, whose members read the element of the receiver's type from the box
    /// (Runtime/SequenceSelfWitness.swift).
    func optionalConformerReceiver(_ base: Typed, line: Int) -> Expression {
        guard case .generic(let parameter) = base.type,
              environment.conformances.additions.toBuiltins[Environment.builtinKey(.optional(.any))]?.isEmpty == false
                || hasLibrarySequenceBoundDefaults(parameter) else {
            return base.node
        }
        return boxedWithWitnesses(base.node, base.type, line: line)
    }

    /// Whether a program protocol `parameter` conforms to has a member declared in an extension
    /// bounded by a library collection protocol (`extension Describable where Self: Collection`).
    private func hasLibrarySequenceBoundDefaults(_ parameter: TypeParameter) -> Bool {
        let isSequenceBound = { (symbol: FunctionSymbol) -> Bool in
            guard case .nominal(let bound, _)? = symbol.constrainedSelf else { return false }
            return self.isBuiltinSequenceProtocol(bound)
        }
        return environment.protocolTables(parameter.constraints).contains { proto, table in
            !proto.isBuiltin && (table.methods.values.contains { $0.contains(where: isSequenceBound) }
                || table.computed.keys.contains { table.computed.all($0).contains { isSequenceBound($0.getter) } })
        }
    }

    /// `node`, of type `type` naming generic parameters, boxed at run time with `type` resolved
    /// through the witnesses; as it is where a parameter has no witness (code run outside a
    /// call that bound it) or it is boxed already.
    func boxedWithWitnesses(_ node: Expression, _ type: SwiftType, line: Int) -> Expression {
        _ = type.mapped { part in
            if case .generic(let parameter) = part { requireWitness(parameter) }
            return nil
        }
        return Lazy(line: line) { frame, interpreter in
            let value = try node.evaluate(frame, interpreter)
            if case .boxed = value, type.optionalWrapped == nil { return value }
            let resolved = interpreter.resolvingWitnesses(type)
            var isResolved = true
            _ = resolved.mapped { part in
                if case .generic = part { isResolved = false }
                return nil
            }
            return isResolved ? .boxed(value, resolved) : value
        }
    }
}
