/// A builtin type: its initializer and its static members (`CGPoint.zero`, `Double.pi`).
final class BuiltinType {
    let name: String
    let doc: String
    var initializer: Builtin?
    var statics: [String: Builtin] = [:]

    init(name: String, doc: String) {
        self.name = name
        self.doc = doc
    }
}

/// Every builtin of the language: global functions, types and the members of values.
///
/// This table is the single source of the builtins' documentation: completion, inspection and
/// docs/reference.md read it.
final class BuiltinTable {
    var functions: [String: Builtin] = [:]
    /// The global functions as callable values, made once.
    lazy var functionValues: [String: Value] = functions.mapValues { .function(Callable(.builtin($0, receiver: nil), source: nil)) }
    var types: [String: BuiltinType] = [:]
    /// Members by domain (`CGRect`, `Path`, `Shape`, `View`, `Array` …) and name.
    var members: [String: [String: Builtin]] = [:]
    /// `Random.seed(_:)`.
    var randomSeed: Builtin
    /// `.system(size:)` for fonts.
    var fontSystem: Builtin

    init() {
        randomSeed = Builtin("seed", doc: "", overloads: [])
        fontSystem = Builtin("system", doc: "", overloads: [])
        registerMath()
        registerNumbers()
        registerSession()
        registerGeometry()
        registerTransforms()
        registerPath()
        registerPathMeasures()
        registerShapes()
        registerMetaballs()
        registerShapeModifiers()
        registerViews()
        registerViewModifiers()
        registerTextLayout()
        registerImages()
        registerImagePaint()
        registerColors()
        registerCollections()
        registerStrings()
        registerAnimation()
        registerAnimationValues()
        registerGeometryReader()
        registerSystemColors()
        registerTextStyles()
        registerShapeSurface()
        registerControls()
        registerIndicators()
        registerState()
        registerContainers()
        registerAppPatterns()
        registerOutput()
        registerInput()
        registerEffects()
        registerGraphicsContext()
        registerShapeStyles()
    }

    // MARK: - Registration helpers

    @discardableResult
    func function(_ name: String, _ doc: String, _ overloads: BuiltinOverload...) -> Builtin {
        let builtin = Builtin(name, doc: doc, overloads: overloads)
        builtin.owner = "global"
        functions[name] = builtin
        return builtin
    }

    @discardableResult
    func type(_ name: String, _ doc: String, _ overloads: BuiltinOverload...) -> BuiltinType {
        let type = types[name] ?? BuiltinType(name: name, doc: doc)
        if !overloads.isEmpty {
            let initializer = Builtin(name, doc: doc, overloads: overloads)
            initializer.owner = name
            type.initializer = initializer
        }
        types[name] = type
        return type
    }

    /// A static property of a builtin type (`Double.pi`, `Color.red`).
    func staticProperty(_ typeName: String, _ name: String, _ doc: String, returns: String, _ run: @escaping (BuiltinCall) throws -> Value) {
        let builtin = Builtin(name, doc: doc, isProperty: true, overloads: [BuiltinOverload([], returns: returns, run)])
        builtin.owner = typeName
        (types[typeName] ?? type(typeName, "")).statics[name] = builtin
    }

    /// A static method of a builtin type (`Double.random(in:)`, `Angle.degrees(_:)`).
    func staticMethod(_ typeName: String, _ name: String, _ doc: String, _ overloads: BuiltinOverload...) {
        let builtin = Builtin(name, doc: doc, overloads: overloads)
        builtin.owner = typeName
        (types[typeName] ?? type(typeName, "")).statics[name] = builtin
    }

    /// A read-only property of values in `domain` (`rect.midX`).
    func property(_ domain: String, _ name: String, _ doc: String, returns: String, _ run: @escaping (BuiltinCall) throws -> Value) {
        let builtin = Builtin(name, doc: doc, isProperty: true, overloads: [BuiltinOverload([], returns: returns, run)])
        builtin.owner = domain
        members[domain, default: [:]][name] = builtin
    }

    /// A method of values in `domain`.
    func method(_ domain: String, _ name: String, _ doc: String, mutating: Bool = false, _ overloads: BuiltinOverload...) {
        addMethod(domain, name, doc, mutating: mutating, overloads)
    }

    /// A view modifier: a method of `View` (`.frame(width:height:)`, `.fontWeight(_:)`).
    func viewModifier(_ name: String, _ doc: String, _ overloads: BuiltinOverload...) {
        addMethod("View", name, doc, mutating: false, overloads)
    }

    private func addMethod(_ domain: String, _ name: String, _ doc: String, mutating: Bool, _ overloads: [BuiltinOverload]) {
        let builtin = Builtin(name, doc: doc, isMutating: mutating, overloads: overloads)
        builtin.owner = domain
        members[domain, default: [:]][name] = builtin
    }

    /// Every builtin with the name its documentation is listed under.
    var allEntries: [(qualifiedName: String, builtin: Builtin)] {
        var entries: [(String, Builtin)] = functions.map { ($0.key, $0.value) }
        for (name, type) in types {
            if let initializer = type.initializer { entries.append((name, initializer)) }
            for (member, builtin) in type.statics { entries.append(("\(name).\(member)", builtin)) }
        }
        for (domain, table) in members {
            for (member, builtin) in table { entries.append(("\(domain).\(member)", builtin)) }
        }
        return entries.sorted { $0.0 < $1.0 }
    }
}

/// Shorthand for a parameter in the builtin tables.
func param(_ label: String?, _ type: String, _ defaultValue: String? = nil) -> BuiltinParameter {
    BuiltinParameter(label, type, default: defaultValue)
}

/// Shorthand for a variadic parameter.
func variadic(_ label: String?, _ type: String) -> BuiltinParameter {
    BuiltinParameter(label, type, variadic: true)
}

/// Shorthand for an overload.
func overload(_ parameters: [BuiltinParameter], _ returns: String, _ run: @escaping (BuiltinCall) throws -> Value) -> BuiltinOverload {
    BuiltinOverload(parameters, returns: returns, run)
}
