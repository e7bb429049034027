import Geometry

extension Interpreter {
    /// The builtin member domains a value belongs to, most specific first.
    func domains(of value: Value) -> [String] {
        switch value {
        case .number: return Domains.number
        case .bool: return Domains.bool
        case .string: return Domains.string
        case .array: return Domains.array
        case .range: return Domains.range
        case .point: return Domains.point
        case .size: return Domains.size
        case .rect: return Domains.rect
        case .angle: return Domains.angle
        case .transform: return Domains.transform
        case .path: return Domains.path
        case .style: return Domains.style
        case .shape: return Domains.shape
        case .view: return Domains.view
        case .vector: return Domains.vector
        case .insets: return Domains.insets
        case .animationTiming: return Domains.animation
        case .displayHandle: return Domains.displayHandle
        case .graphicsContext: return Domains.graphicsContext
        case .geometryProxy: return Domains.geometryProxy
        case .font: return Domains.font
        case .function(let callable):
            // A bare `.easeInOut` is the static method itself; `.easeInOut.repeatForever()` chains on it.
            if case .builtin(let builtin, nil) = callable.kind, builtin.owner == "Animation" { return Domains.animation }
            return []
        case .instance(let instance):
            if instance.type.isShape { return [instance.type.name, "Shape", "View"] }
            if instance.type.isView { return [instance.type.name, "View"] }
            return [instance.type.name]
        default: return []
        }
    }

    /// The domain lists, allocated once (member lookup runs in every loop).
    private enum Domains {
        static let number = ["Double"], bool = ["Bool"], string = ["String"], array = ["Array"], range = ["Range", "Array"]
        static let point = ["CGPoint"], size = ["CGSize"], rect = ["CGRect"], angle = ["Angle"], transform = ["CGAffineTransform"]
        static let path = ["Path", "Shape", "View"], style = ["Color", "View"], shape = ["Shape", "View"], view = ["View"]
        static let vector = ["AnimatableVector"], insets = ["EdgeInsets"], animation = ["Animation"]
        static let displayHandle = ["DisplayHandle"]
        static let graphicsContext = ["GraphicsContext"]
        static let geometryProxy = ["GeometryProxy"], font = ["Font"]
    }

    /// Reads `value.name`.
    func member(of value: Value, _ name: String, at location: SourceLocation?) throws -> Value {
        switch value {
        case .instance(let instance):
            if let field = instance.fields[name] { return try fieldValue(field, of: instance, name) }
            let type = instance.type
            if let property = type.computed[name], let getter = property.getter {
                return try callGetter(getter, of: value, type: type, isBuilder: property.isViewBuilder)
            }
            if let methods = type.methods[name], let first = methods.first {
                return .function(Callable(.method(first, receiver: value, type: type), source: type.source))
            }
        case .type(.user(let type)):
            return try staticMember(of: type, name)
        case .type(.builtin(let typeName)):
            if let builtin = builtins.types[typeName]?.statics[name] {
                if builtin.isProperty { return try invoke(builtin, receiver: .null, [], at: location).result }
                return .function(Callable(.builtin(builtin, receiver: nil), source: nil))
            }
            if name == "init", let initializer = builtins.types[typeName]?.initializer {
                return .function(Callable(.builtin(initializer, receiver: nil), source: nil))
            }
            let names = Array(builtins.types[typeName]?.statics.keys ?? [:].keys)
            throw fail("type '\(typeName)' has no member '\(name)'" + suggestion(for: name, among: names))
        case .namespace(let space):
            return try setting(space, name)
        case .binding(let binding):
            return try bindingMember(binding, name)
        case .implicit(let implicit):
            return try member(of: resolveImplicitByGuess(implicit), name, at: location)
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(of: name) { return items[i] }
        default:
            break
        }
        for domain in domains(of: value) {
            if let decl = state.extensions[domain]?[name] {
                return .function(Callable(.method(decl, receiver: value, type: nil), source: nil))
            }
            if let property = state.extensionProperties[domain]?[name], let getter = property.getter {
                return try callGetter(getter, of: value, type: nil, isBuilder: property.isViewBuilder)
            }
            if let builtin = builtins.members[domain]?[name] {
                if builtin.isProperty { return try invoke(builtin, receiver: value, [], at: location).result }
                return .function(Callable(.builtin(builtin, receiver: value), source: nil))
            }
        }
        throw fail("\(describeForError(value)) has no member '\(name)'" + suggestion(for: name, among: memberNames(of: value)))
    }

    func evaluateMember(_ baseExpr: Expr, _ name: String, _ env: Environment, at location: SourceLocation) throws -> Value {
        try member(of: try evaluate(baseExpr, env), name, at: location)
    }

    /// Every member name of a value, for did-you-mean and completion.
    func memberNames(of value: Value) -> [String] {
        var names: [String] = []
        switch value {
        case .instance(let instance): names += instance.type.memberNames
        case .type(.user(let type)): names += Array(type.staticProperties.keys) + Array(type.staticMethods.keys)
        case .type(.builtin(let name)): names += Array(builtins.types[name]?.statics.keys ?? [:].keys)
        case .namespace(let space): names += settingNames(space)
        case .tuple(_, let labels): names += labels.compactMap { $0 }
        default: break
        }
        for domain in domains(of: value) {
            names += Array(builtins.members[domain]?.keys ?? [:].keys)
            names += Array(state.extensions[domain]?.keys ?? [:].keys)
            names += Array(state.extensionProperties[domain]?.keys ?? [:].keys)
        }
        return names
    }

    private func staticMember(of type: StructType, _ name: String) throws -> Value {
        if let value = type.staticValues[name] { return value }
        if let property = type.staticProperties[name] {
            let env = Environment(parent: type.scope, isMethodScope: true)
            env.define("self", .type(.user(type)), constant: true)
            if let getter = property.getter {
                return try withSource(type.source) { try runBody(getter, env, isBuilder: property.isViewBuilder) }
            }
            guard let defaultValue = property.defaultValue else { throw fail("static property '\(name)' has no value") }
            var value = try withSource(type.source) { try evaluate(defaultValue, env) }
            if let annotation = property.type { value = try coerce(value, to: annotation.name, at: defaultValue.start) }
            type.staticValues[name] = value
            return value
        }
        if let methods = type.staticMethods[name], let first = methods.first {
            return .function(Callable(.method(first, receiver: .type(.user(type)), type: type), source: type.source))
        }
        if name == "init" { return .type(.user(type)) }
        throw fail("type '\(type.name)' has no member '\(name)'"
            + suggestion(for: name, among: Array(type.staticProperties.keys) + Array(type.staticMethods.keys)))
    }

    private func callGetter(_ body: [Stmt], of receiver: Value, type: StructType?, isBuilder: Bool) throws -> Value {
        try enterCall()
        defer { callDepth -= 1 }
        let env = Environment(parent: type?.scope ?? globals, isMethodScope: true)
        env.define("self", receiver, constant: true)
        return try withSource(type?.source) { try runBody(body, env, isBuilder: isBuilder) }
    }

    func runSetter(_ setter: (body: [Stmt], parameter: String), of receiver: Value, newValue: Value) throws -> Value {
        guard case .instance(let instance) = receiver else { return receiver }
        try enterCall()
        defer { callDepth -= 1 }
        let env = Environment(parent: instance.type.scope, isMethodScope: true)
        env.define("self", receiver)
        env.define(setter.parameter, newValue)
        _ = try withSource(instance.type.source) { try execute(setter.body, env) }
        return env["self"] ?? receiver
    }

    /// True when calling `name` on `value` changes it (`append`, `move(to:)`, a `mutating func`).
    func isMutatingMember(_ value: Value, _ name: String) -> Bool {
        if case .instance(let instance) = value {
            if let method = instance.type.methods[name]?.first { return method.isMutating }
            return false
        }
        for domain in domains(of: value) {
            if let decl = state.extensions[domain]?[name] { return decl.isMutating }
            if let builtin = builtins.members[domain]?[name] { return builtin.isMutating }
        }
        return false
    }

    /// The builtin mutating method `name` of `value` when that is what `callMethod` would run
    /// (no extension method of the same name comes first), else nil. Resolving it once lets
    /// `xs.append(x)` skip a second search of the member tables.
    func mutatingBuiltin(_ value: Value, _ name: String) -> Builtin? {
        if case .instance = value { return nil }
        for domain in domains(of: value) {
            if !state.extensions.isEmpty, state.extensions[domain]?[name] != nil { return nil }
            if let builtin = builtins.members[domain]?[name], !builtin.isProperty {
                return builtin.isMutating ? builtin : nil
            }
        }
        return nil
    }

    /// Calls `receiver.name(arguments)`, updating `receiver` if the method mutates it.
    func callMethod(_ receiver: inout Value, _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation) throws -> Value {
        switch receiver {
        case .instance(let instance):
            if let methods = instance.type.methods[name] {
                let decl = pickOverload(methods, arguments)
                guard decl.isMutating else {
                    return try callFunction(decl, captured: instance.type.scope, arguments, receiver: receiver,
                                            source: instance.type.source, at: location).result
                }
                var moved = Value.null
                swap(&moved, &receiver)
                let outcome = try callFunction(decl, captured: instance.type.scope, arguments, receiver: consume moved,
                                               source: instance.type.source, at: location)
                if let updated = outcome.receiver { receiver = updated }
                return outcome.result
            }
        case .type(.user(let type)):
            if let methods = type.staticMethods[name] {
                return try callFunction(pickOverload(methods, arguments), captured: type.scope, arguments, receiver: receiver,
                                        source: type.source, at: location).result
            }
            if name == "init" { return try construct(type, arguments, at: location) }
        case .type(.builtin(let typeName)):
            if let builtin = builtins.types[typeName]?.statics[name], !builtin.isProperty {
                return try invoke(builtin, receiver: .null, arguments, at: location).result
            }
            if name == "init", let initializer = builtins.types[typeName]?.initializer {
                return try invoke(initializer, receiver: .null, arguments, at: location).result
            }
        case .namespace(let space):
            return try callSetting(space, name, arguments, at: location)
        case .implicit(let implicit):
            var resolved = try resolveImplicitByGuess(implicit)
            return try callMethod(&resolved, name, arguments, at: location)
        default:
            break
        }
        for domain in domains(of: receiver) {
            if let decl = state.extensions[domain]?[name] {
                let outcome = try callFunction(decl, captured: globals, arguments, receiver: receiver, source: nil, at: location)
                if decl.isMutating, let updated = outcome.receiver { receiver = updated }
                return outcome.result
            }
            if let builtin = builtins.members[domain]?[name], !builtin.isProperty {
                if builtin.isMutating { return try invokeMutating(builtin, receiver: &receiver, arguments, at: location) }
                return try invoke(builtin, receiver: receiver, arguments, at: location).result
            }
        }
        let function = try member(of: receiver, name, at: location)
        return try call(function, arguments, at: location)
    }

    private func pickOverload(_ methods: [FunctionDecl], _ arguments: [EvaluatedArgument]) -> FunctionDecl {
        let labels = arguments.map(\.label)
        return methods.first { decl in
            let required = decl.parameters.filter { $0.defaultValue == nil }.map(\.label)
            return labels.allSatisfy { label in decl.parameters.contains { $0.label == label } } && required.allSatisfy(labels.contains)
        } ?? methods[methods.count - 1]
    }

    // MARK: - Builtin properties that can be assigned

    func setBuiltinProperty(_ base: Value, _ name: String, _ newValue: Value) throws -> Value {
        func number() throws -> Double { try requireNumber(newValue, name) }
        switch (base, name) {
        case (.point(var p), "x"): p.x = try number(); return .point(p)
        case (.point(var p), "y"): p.y = try number(); return .point(p)
        case (.size(var s), "width"): s.width = try number(); return .size(s)
        case (.size(var s), "height"): s.height = try number(); return .size(s)
        case (.rect(var r), "origin"): r.origin = try requirePoint(newValue); return .rect(r)
        case (.rect(var r), "size"): r.size = try requireSize(newValue); return .rect(r)
        case (.vector, "values"):
            return .vector(try elements(of: newValue, at: nil).map { try requireNumber($0, "values") })
        case (.graphicsContext, _):
            return try setGraphicsContextProperty(base, name, newValue)
        default:
            throw fail("cannot assign to '\(name)' of \(describeForError(base))")
        }
    }
}
