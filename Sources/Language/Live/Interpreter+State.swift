// MARK: - @State and @Binding in the tree-walking interpreter
// A `@State` stored property holds `.binding` to a `StateCell` from the moment its struct is
// constructed; a `@Binding` property holds the binding it was given. Reading such a property
// reads through the binding, writing writes through it (even where `self` is constant, as in a
// Button's action: SwiftUI's `State` setter is nonmutating), and `$name` is the binding itself.

extension Interpreter {
    /// The binding behind field `name` of `instance`, when that field is a `@State` or `@Binding`.
    func wrappedBinding(_ instance: Instance, _ name: String) -> StateBinding? {
        guard case .binding(let binding)? = instance.fields[name], instance.type.wrapper(of: name) != nil else { return nil }
        return binding
    }

    /// The value of a stored field as code sees it: through its binding for `@State` and `@Binding`.
    func fieldValue(_ field: Value, of instance: Instance, _ name: String) throws -> Value {
        guard case .binding(let binding) = field, instance.type.wrapper(of: name) != nil else { return field }
        return try read(binding)
    }

    /// `$name` inside a view's methods: the binding of its `@State` or `@Binding` property `name`.
    func projectedValue(_ receiver: Value, _ dollarName: String) -> Value? {
        guard dollarName.hasPrefix("$"), case .instance(let instance) = receiver,
              let binding = wrappedBinding(instance, String(dollarName.dropFirst())) else { return nil }
        return .binding(binding)
    }

    /// The value a binding refers to now.
    func read(_ binding: StateBinding) throws -> Value {
        var value: Value
        switch binding.source {
        case .cell(let cell): value = cell.value
        case .constant(let constant): value = constant
        case .computed(let get, _): value = try callValue(get, [])
        }
        for name in binding.path { value = try member(of: value, name, at: nil) }
        return value
    }

    /// Changes the value behind `binding` (a write to a constant binding is ignored, as SwiftUI
    /// ignores it); a write to a state cell is recorded for the live view that is changing.
    ///
    /// The cell's value is copied in and out around `body`, so code in `body` that reads the same
    /// state sees its value before the write (as Swift's property accessors do).
    func modifyBinding(_ binding: StateBinding, verb: ModificationVerb, _ body: (inout Value) throws -> Void) throws {
        switch binding.source {
        case .constant:
            var scratch = try read(binding)
            try body(&scratch)
        case .cell(let cell):
            var value = cell.value
            try modify(&value, path: binding.path[...], verb: verb, body)
            live.changes?.willWrite(cell, animation: live.transaction)
            cell.value = value
        case .computed(let get, let set):
            var value = try callValue(get, [])
            try modify(&value, path: binding.path[...], verb: verb, body)
            _ = try callValue(set, [value])
        }
    }

    private func modify(_ value: inout Value, path: ArraySlice<String>, verb: ModificationVerb,
                        _ body: (inout Value) throws -> Void) throws {
        guard let first = path.first else { return try body(&value) }
        try modifyMember(&value, first, verb: verb) { member in
            try modify(&member, path: path.dropFirst(), verb: verb, body)
        }
    }

    /// For an assignment to `base.name`: the binding to write through, when `base` is `self` or
    /// a variable holding a view whose `name` is `@State` or `@Binding` (no mutable `self` needed).
    func wrappedBindingTarget(_ baseExpr: Expr, _ name: String, _ env: Environment) throws -> StateBinding? {
        switch baseExpr.kind {
        case .selfValue, .identifier: break
        default: return nil
        }
        guard case .instance(let instance) = try evaluate(baseExpr, env) else { return nil }
        return wrappedBinding(instance, name)
    }

    /// Members of a `Binding` value: `wrappedValue` is the value, `projectedValue` the binding
    /// itself, any other name a binding to that member (`$model.radius`).
    func bindingMember(_ binding: StateBinding, _ name: String) throws -> Value {
        switch name {
        case "wrappedValue": return try read(binding)
        case "projectedValue": return .binding(binding)
        default: return .binding(binding.appending(name))
        }
    }

    /// A constructed struct with its `@State` properties moved into cells (the registry's, when a
    /// live view is evaluating) and its `@Binding` properties checked.
    func wrappingState(_ value: Value, of type: StructType) throws -> Value {
        guard !type.wrapped.isEmpty, case .instance(var instance) = value else { return value }
        let occurrence = live.registry?.nextOccurrence(of: type.name)
        for (name, wrapper) in type.wrapped {
            let field = instance.fields[name] ?? .null
            switch wrapper {
            case .state:
                if case .binding = field { continue }
                let cell = occurrence.flatMap { live.registry?.cell(type.name, occurrence: $0, property: name, initial: field) }
                    ?? StateCell(name: name, value: field)
                instance.fields[name] = .binding(StateBinding(source: .cell(cell)))
            case .binding:
                guard case .binding = field else {
                    throw fail("'\(name)' of \(type.name) is a @Binding: pass a binding such as $\(name) or .constant(…), not \(describeForError(field))")
                }
            }
        }
        return .instance(instance)
    }
}
