extension Interpreter {
    /// Assigns `value` to what `target` names (a variable, field, element or setting).
    func assign(_ value: Value, to target: Expr, _ env: Environment) throws {
        try modify(target, env, verb: .assign) { current in
            current = try resolve(value, like: current)
        }
    }

    /// An implicit member given the type of the value it replaces or joins (`x = .red` where
    /// x holds a colour); other values unchanged.
    func resolve(_ value: Value, like sample: Value) throws -> Value {
        guard case .implicit(let member) = value else { return value }
        switch sample {
        case .null, .implicit: return try resolveImplicitByGuess(member)
        case .style: return try resolveImplicit(member, as: "Color")
        case .point: return try resolveImplicit(member, as: "CGPoint")
        case .size: return try resolveImplicit(member, as: "CGSize")
        case .rect: return try resolveImplicit(member, as: "CGRect")
        case .angle: return try resolveImplicit(member, as: "Angle")
        case .number: return try resolveImplicit(member, as: "Double")
        case .instance(let instance): return try resolveImplicit(member, as: instance.type.name)
        case .symbol(let current):
            // An enum-like builtin constant (`context.blendMode = .screen`): the type with both names.
            if let type = builtins.types.values.first(where: { $0.statics[current] != nil && $0.statics[member.name] != nil }) {
                return try resolveImplicit(member, as: type.name)
            }
            return try resolveImplicitByGuess(member)
        default: return try resolveImplicitByGuess(member)
        }
    }

    /// Gives `body` the storage that `target` names, in place.
    ///
    /// The value is moved out of its variable while `body` runs, so that the array or path
    /// inside is uniquely referenced and `append` does not copy it: loops that build long paths
    /// and arrays stay linear.
    func modify(_ target: Expr, _ env: Environment, verb: ModificationVerb, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .identifier(let name):
            try modifyVariable(name, env, at: target.start, verb: verb, body)
        case .selfValue:
            try modifyVariable("self", env, at: target.start, verb: verb, body)
        case .member(let baseExpr, let name):
            if case .identifier(let baseName) = baseExpr.kind, case .namespace(let space)? = try? lookup(baseName, env, at: baseExpr.start) {
                var value = try member(of: .namespace(space), name, at: target.start)
                try body(&value)
                try located(target) { try setSetting(space, name, value) }
                return
            }
            if let binding = try wrappedBindingTarget(baseExpr, name, env) {
                // `self.radius = 3` in a Button's action: State's setter needs no mutable self.
                return try located(target) { try modifyBinding(binding, verb: verb, body) }
            }
            try modify(baseExpr, env, verb: verb) { base in
                try located(target) { try modifyMember(&base, name, verb: verb, body) }
            }
        case .subscripted(let baseExpr, let arguments):
            guard arguments.count == 1 else { throw LanguageError.runtime("subscripts take one index", at: target.start) }
            let index = try evaluate(arguments[0].value, env)
            try modify(baseExpr, env, verb: verb) { container in
                try located(target) { try modifyElement(&container, index, body) }
            }
        case .tupleIndex(let baseExpr, let index):
            try modify(baseExpr, env, verb: verb) { tuple in
                guard case .tuple(var items, let labels) = tuple, index < items.count else {
                    throw LanguageError.runtime("\(describeForError(tuple)) has no element .\(index)", at: target.start)
                }
                try body(&items[index])
                tuple = .tuple(items, labels: labels)
            }
        case .passthrough(let inner):
            try modify(inner, env, verb: verb, body)
        default:
            throw LanguageError.runtime("cannot \(verb) this expression", at: target.start)
        }
    }

    /// Runs `body` on the variable `name`; with a `cache` (from compiled code), a global is
    /// found by its remembered slot instead of by hashing its name.
    func modifyVariable(_ name: String, cache: NameCache? = nil, _ env: Environment, at location: SourceLocation, verb: ModificationVerb,
                        _ body: (inout Value) throws -> Void) throws {
        // Straight to the scope the compiled name was last found in (see `binding`).
        if let cache, cache.depth >= 0, let remembered = env.ancestor(cache.depth) {
            let outcome = try remembered._withUnsafeGuaranteedRef { scope in
                scope.isGlobal ? try scope.modifyGlobal(inSlot: cache.slot(in: scope), body) : try scope.modifyValue(name, body)
            }
            switch outcome {
            case .modified: return
            case .constant: throw LanguageError.runtime("cannot \(verb) '\(name)': it is a 'let' constant", at: location)
            case .notBound: break
            }
        }
        // Walked unretained: `env` keeps the chain alive.
        unowned(unsafe) var s = env
        while true {
            let outcome: Environment.Modification
            if s.isGlobal, let cache {
                outcome = try s.modifyGlobal(inSlot: cache.slot(in: s), body)
            } else {
                outcome = try s.modifyValue(name, body)
            }
            switch outcome {
            case .modified:
                return
            case .constant:
                if name == "self" {
                    throw LanguageError.runtime("cannot \(verb) 'self' in a method that is not 'mutating'", at: location)
                }
                throw LanguageError.runtime("cannot \(verb) '\(name)': it is a 'let' constant", at: location)
            case .notBound:
                break
            }
            if s.isMethodScope, case .instance(let instance)? = s["self"], let binding = wrappedBinding(instance, name) {
                return try modifyBinding(binding, verb: verb, body)
            }
            if s.isMethodScope, case .instance(let instance)? = s["self"],
               instance.fields[name] != nil || instance.type.computed[name]?.setter != nil {
                try modifyVariable("self", s, at: location, verb: verb) { receiver in
                    try modifyMember(&receiver, name, verb: verb, body)
                }
                return
            }
            guard let parent = s.parent else { break }
            s = parent
        }
        // `_value = State(initialValue: 1)` in an init: a property wrapper's storage is the property.
        if name.count > 1, name.hasPrefix("_") {
            return try modifyVariable(String(name.dropFirst()), env, at: location, verb: verb, body)
        }
        throw LanguageError.runtime("cannot find '\(name)' in scope" + suggestion(for: name, among: env.visibleNames), at: location)
    }

    /// Changes the member `name` of `base` in place.
    func modifyMember(_ base: inout Value, _ name: String, verb: ModificationVerb, _ body: (inout Value) throws -> Void) throws {
        if case .binding(let binding) = base, name == "wrappedValue" {
            return try modifyBinding(binding, verb: verb, body)
        }
        if case .instance(var instance) = base {
            if let binding = wrappedBinding(instance, name) { return try modifyBinding(binding, verb: verb, body) }
            if name.hasPrefix("_"), instance.type.wrapper(of: String(name.dropFirst())) != nil {
                // `_radius = State(initialValue: 3)` or `_value = binding` in an init: the storage itself.
                var storage = instance.fields[String(name.dropFirst())] ?? .null
                try body(&storage)
                instance.fields[String(name.dropFirst())] = storage
                base = .instance(instance)
                return
            }
            if var field = instance.fields[name] {
                base = .null
                instance.fields[name] = .null
                defer {
                    instance.fields[name] = field
                    base = .instance(instance)
                }
                try body(&field)
                return
            }
            if let property = instance.type.computed[name] {
                guard let setter = property.setter else {
                    throw fail("cannot \(verb) '\(name)': it is a get-only property of \(instance.type.name)")
                }
                var value = try member(of: base, name, at: nil)
                try body(&value)
                base = try runSetter(setter, of: base, newValue: value)
                return
            }
            throw fail("\(instance.type.name) has no property '\(name)'" + suggestion(for: name, among: instance.type.memberNames))
        }
        var value = try member(of: base, name, at: nil)
        try body(&value)
        base = try setBuiltinProperty(base, name, value)
    }

    private func modifyElement(_ container: inout Value, _ index: Value, _ body: (inout Value) throws -> Void) throws {
        switch container {
        case .array(var items):
            let i = try wholeIndex(index, count: items.count)
            container = .null
            defer { container = .array(items) }
            try body(&items[i])
        case .vector(var values):
            let i = try wholeIndex(index, count: values.count)
            var element = Value.number(values[i])
            try body(&element)
            guard case .number(let x) = element else { throw fail("an AnimatableVector holds numbers, not \(describeForError(element))") }
            values[i] = x
            container = .vector(values)
        default:
            throw fail("\(describeForError(container)) cannot be subscripted")
        }
    }
}

/// What a modification does, for its error messages ("cannot assign to 'x': …").
///
/// An enum rather than a String so that the hot path (`xs.append(…)` in a loop) builds no text
/// unless an error is actually reported.
enum ModificationVerb: CustomStringConvertible {
    case assign
    case useMutatingMember(String)

    var description: String {
        switch self {
        case .assign: return "assign to"
        case .useMutatingMember(let name): return "use mutating member '\(name)' on"
        }
    }
}
