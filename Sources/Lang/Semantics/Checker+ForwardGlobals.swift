/// A cell's top-level `let`/`var` named above the line that declares it (in a type, function or
/// closure declared earlier, or by earlier top-level code), as main.swift's globals are visible
/// everywhere in the file: `struct Calendar { func label() -> String { "\(year)" } }` and then
/// `let year = 2024`. As in swiftc, a read before the declaring line has run sees the storage's
/// zero value (`0`, `0.0`, `false`, `""`); a type without one is a runtime error (swiftc's
/// program reads invalid memory).
final class ForwardGlobals {
    /// The cell's top-level variables no statement has declared yet, with their written type.
    var pending: [String: (binding: PatternBinding, isLet: Bool, annotation: TypeExpr?)] = [:]
    /// Those named early, by name: their declaring statement reuses the storage.
    var declared: [String: Variable] = [:]
    /// Names whose type is being inferred (a self-referencing initialiser finds no forward name).
    var inferring: Set<String> = []
    /// Stores of zero values run before the cell's first statement.
    var zeroes: [Statement] = []
    /// The accessors of computed variables declared early, lowered at their line, by binding id.
    var computedBodies: [Int: () -> Void] = [:]
}

extension Checker {
    /// Notes the top-level variables a cell declares, before its statements are lowered.
    func noteForwardGlobals(_ statements: [Stmt]) {
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for (index, binding) in variable.bindings.enumerated() where isStored(binding) && binding.accessors == nil {
                guard case .identifier(let name) = binding.pattern.kind else { continue }
                forwardGlobals.pending[name.name] = (binding, variable.introducer == .let, sharedAnnotation(variable.bindings, index))
            }
        }
    }

    /// The storage of `name`, a top-level variable of this cell declared further down, typed by
    /// its annotation or its initialiser (checked as top-level code); nil for any other name.
    func forwardGlobal(_ name: String) -> Variable? {
        if let variable = forwardGlobals.declared[name] { return variable }
        guard let entry = forwardGlobals.pending[name], !forwardGlobals.inferring.contains(name) else { return nil }
        forwardGlobals.inferring.insert(name)
        defer { forwardGlobals.inferring.remove(name) }
        let probe = Checker(probing: self)
        // The cell's globals, with the types it declares (a probe's own root has only earlier cells').
        probe.scope = cellScope
        probe.context = environment.globalContext
        probe.currentType = nil
        probe.typeParameters = []
        let type: SwiftType
        if let annotation = entry.annotation {
            type = probe.resolveType(annotation)
        } else if let initializer = entry.binding.initializer {
            type = probe.expression(initializer, expected: nil).type
        } else {
            return nil
        }
        guard type != .error else { return nil }
        let global = environment.globalContext
        let variable = Variable(type: type, isLet: entry.isLet, slot: global.allocate(), context: global)
        forwardGlobals.declared[name] = variable
        let line = entry.binding.range.line
        forwardGlobals.zeroes.append(Initialize(.global(variable.slot), Constant(Self.zeroValue(of: type) ?? .void, line: line),
                                                line: line))
        return variable
    }

    /// The variable a top-level binding declares: the storage named early, if it was.
    func claimForwardGlobal(_ name: String) -> Variable? {
        forwardGlobals.pending[name] = nil
        return forwardGlobals.declared.removeValue(forKey: name)
    }

    /// A read of a forward global whose type has no zero value: a runtime error before the
    /// declaring line has run, where swiftc's program reads memory never written.
    func checkedForwardRead(_ reader: Expression, _ variable: Variable, name: String, line: Int) -> Expression {
        guard Self.zeroValue(of: variable.type) == nil, variable.context.isGlobal,
              forwardGlobals.declared[name].map({ $0.slot == variable.slot }) == true else { return reader }
        return Lazy(line: line) { frame, interpreter in
            let value = try reader.evaluate(frame, interpreter)
            if case .void = value {
                throw RuntimeError("global '\(name)' used before its declaration ran", line: line)
            }
            return value
        }
    }

    /// The value of storage never written, as swiftc's zero-filled globals read: nil for a type
    /// whose zero bits are no value.
    static func zeroValue(of type: SwiftType) -> Value? {
        switch type {
        case .int: return .int(0)
        case .double, .cgFloat: return .double(0)
        case .float: return .float(0)
        case .bool: return .bool(false)
        case .string: return .string("")
        case .tuple(let elements):
            let values = elements.compactMap { zeroValue(of: $0.type) }
            return values.count == elements.count ? .tuple(values) : nil
        default: return nil
        }
    }
}
