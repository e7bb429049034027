extension Interpreter {
    /// Builds the runtime type of a struct declaration.
    func makeStructType(_ decl: StructDecl, in env: Environment) throws -> StructType {
        let type = StructType(name: decl.name, conformances: Set(decl.conformances), scope: env, source: source)
        var seen: Set<String> = []
        for property in decl.properties {
            guard seen.insert(property.name).inserted else {
                throw LanguageError.runtime("invalid redeclaration of '\(property.name)' in \(decl.name)", at: property.range.start)
            }
            if property.isStatic {
                type.staticProperties[property.name] = property
            } else if property.isComputed {
                type.computed[property.name] = property
            } else {
                type.stored.append(property)
                if let wrapper = property.wrapper { type.wrapped.append((property.name, wrapper)) }
            }
        }
        for method in decl.methods {
            if method.isStatic {
                type.staticMethods[method.name, default: []].append(method)
            } else {
                type.methods[method.name, default: []].append(method)
            }
        }
        type.initializers = decl.initializers
        if decl.name.hasSuffix("_Previews") { type.conformances.insert("PreviewProvider") }
        return type
    }

    /// A scope for evaluating a struct's property defaults: its static members are visible.
    private func typeScope(_ type: StructType) -> Environment {
        let env = Environment(parent: type.scope, isMethodScope: true)
        env.define("self", .type(.user(type)), constant: true)
        return env
    }

    /// Creates an instance: through a declared `init`, else the memberwise initializer.
    func construct(_ type: StructType, _ arguments: [EvaluatedArgument], at location: SourceLocation?) throws -> Value {
        try enterCall()
        defer { callDepth -= 1 }
        let scope = typeScope(type)
        if !type.initializers.isEmpty {
            var fields: [String: Value] = [:]
            for property in type.stored {
                if let defaultValue = property.defaultValue {
                    fields[property.name] = try withSource(type.source) { try evaluate(defaultValue, scope) }
                } else {
                    fields[property.name] = .null
                }
            }
            let labels = arguments.map(\.label)
            let initializer = type.initializers.first { decl in
                decl.parameters.filter { $0.defaultValue == nil }.count <= labels.count
                    && labels.allSatisfy { label in decl.parameters.contains { $0.label == label } }
            } ?? type.initializers[0]
            let outcome = try callFunction(initializer, captured: type.scope, arguments, receiver: .instance(Instance(type: type, fields: fields)),
                                           source: type.source, at: location)
            return try wrappingState(outcome.receiver ?? .null, of: type)
        }
        var fields: [String: Value] = [:]
        var next = 0
        let labels = type.stored.filter { !($0.isConstant && $0.defaultValue != nil) }.map(\.name)
        for property in type.stored {
            let isParameter = !(property.isConstant && property.defaultValue != nil)
            var value: Value
            if isParameter, next < arguments.count, arguments[next].label == property.name {
                value = arguments[next].value
                next += 1
            } else if let defaultValue = property.defaultValue {
                value = try withSource(type.source) { try evaluate(defaultValue, scope) }
            } else if property.type?.name.hasSuffix("?") == true {
                value = .null
            } else {
                if next < arguments.count, let label = arguments[next].label {
                    throw LanguageError.runtime("\(type.name) has no argument '\(label)'" + suggestion(for: label, among: labels),
                                                at: arguments[next].location ?? location)
                }
                throw LanguageError.runtime("missing argument '\(property.name):' in call to \(type.name)("
                    + labels.map { "\($0):" }.joined() + ")", at: location)
            }
            if let annotation = property.type {
                // A @Binding's memberwise parameter is the Binding, not the value it wraps.
                value = try coerce(value, to: property.wrapper == .binding ? "Binding" : annotation.name, at: location)
            }
            fields[property.name] = value
        }
        if next < arguments.count {
            let extra = arguments[next]
            if let label = extra.label {
                let message = labels.contains(label)
                    ? "argument '\(label)' must come in declaration order: \(type.name)(" + labels.map { "\($0):" }.joined() + ")"
                    : "\(type.name) has no argument '\(label)'" + suggestion(for: label, among: labels)
                throw LanguageError.runtime(message, at: extra.location ?? location)
            }
            throw LanguageError.runtime("extra argument in call to \(type.name)(" + labels.map { "\($0):" }.joined() + ")",
                                        at: extra.location ?? location)
        }
        return try wrappingState(.instance(Instance(type: type, fields: fields)), of: type)
    }

    /// Adds an extension's members to a user struct or to a builtin type (`Path`, `Shape`, `View` …).
    func applyExtension(_ decl: StructDecl, in env: Environment, at location: SourceLocation) throws {
        if case .type(.user(let type))? = env.owner(of: decl.name)?[decl.name] {
            let saved = (type.methods, type.staticMethods, type.computed, type.staticProperties, type.conformances)
            undoActions.append {
                (type.methods, type.staticMethods, type.computed, type.staticProperties, type.conformances) = saved
            }
            for method in decl.methods {
                if method.isStatic { type.staticMethods[method.name, default: []].append(method) }
                else { type.methods[method.name, default: []].append(method) }
            }
            for property in decl.properties {
                guard property.isComputed || property.isStatic else {
                    throw LanguageError.runtime("extensions must not contain stored properties", at: property.range.start)
                }
                if property.isStatic { type.staticProperties[property.name] = property } else { type.computed[property.name] = property }
            }
            type.conformances.formUnion(decl.conformances)
            return
        }
        // Transitions and animations never draw on a canvas (`.transition`, `.animation` are
        // ignored): an extension adding to them is accepted, and its members are not kept.
        if ["AnyTransition", "Animation", "Transaction"].contains(decl.name) { return }
        let known = ["Path", "Shape", "View", "CGPoint", "CGSize", "CGRect", "Angle", "Double", "CGFloat", "Int", "String",
                     "Array", "Color", "CGAffineTransform", "AnimatableVector", "Bool"]
        guard known.contains(decl.name) else {
            throw LanguageError.runtime("cannot extend unknown type '\(decl.name)'" + suggestion(for: decl.name, among: known), at: location)
        }
        let domain = ["CGFloat", "Int"].contains(decl.name) ? "Double" : decl.name
        for method in decl.methods { state.extensions[domain, default: [:]][method.name] = method }
        for property in decl.properties where property.isComputed {
            state.extensionProperties[domain, default: [:]][property.name] = property
        }
    }

    /// The `previews` of a preview provider.
    func previewValue(of type: StructType, at location: SourceLocation) throws -> Value {
        guard type.staticProperties["previews"] != nil else {
            throw LanguageError.runtime("\(type.name) conforms to PreviewProvider but has no 'static var previews'", at: location)
        }
        return try member(of: .type(.user(type)), "previews", at: location)
    }
}
