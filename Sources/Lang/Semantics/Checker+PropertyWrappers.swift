/// What the checker adds for property wrappers (`PropertyWrapperRewrite`): the types of a wrapped
/// property and its projection when only the storage's type is known, the memberwise
/// initialiser's wrapped parameters, and assignment through a `nonmutating set`.
extension Checker {
    /// The type of `x` (the storage's `Value`) or `$x` (`Binding<Value>`) for a property the
    /// rewrite made without a written type; nil when `member` is not one.
    func wrappedPropertyType(_ name: String, of member: Decl, owner: NominalDecl?) -> SwiftType? {
        guard wrapperName(of: member) != nil, let owner else { return nil }
        let isProjection = name.hasPrefix("$")
        let storageName = "_" + (isProjection ? String(name.dropFirst()) : name)
        let storageType = member.has(.static) ? environment.members(of: owner).staticVariables[storageName]?.type
            : owner.storedProperties.first(where: { $0.name == storageName })?.type
        if let storageType, isProgramWrapper(storageType) {
            if isProjection { return wrapperMemberType("projectedValue", of: storageType) }
            return composedValueType(of: storageType, depth: PropertyWrapperRewrite.depth(of: member, program: environment.programWrappers))
        }
        guard case .nominal(_, let arguments)? = storageType, let value = arguments.first else { return nil }
        guard isProjection else { return value }
        guard case .type(.nominal(let binding, _))? = lookup("Binding") else { return nil }
        return .nominal(binding, [value])
    }

    /// The type of a wrapped property `name` whose type is written (`written`): that type, unless
    /// its storage's `wrappedValue` has another (`@Clamped<Int>(0...10) var x: Double`, or a
    /// non-generic wrapper's), which is swiftc's error at the name; the property then takes the
    /// wrapped value's type, so that its accessors add no error of their own.
    func writtenWrappedPropertyType(_ written: SwiftType, name: Identifier, of member: Decl, owner: NominalDecl?) -> SwiftType {
        guard !name.name.hasPrefix("$"), let wrapped = wrappedPropertyType(name.name, of: member, owner: owner) else { return written }
        return writtenWrappedValueType(written, wrapped: wrapped, name: name)
    }

    /// `written` checked against the wrapped value's type `wrapped` (a property's or a local
    /// variable's): the wrapped type, after swiftc's error at `name`, when they differ.
    func writtenWrappedValueType(_ written: SwiftType, wrapped: SwiftType, name: Identifier) -> SwiftType {
        guard !written.containsError, !wrapped.containsError, !containsGeneric(wrapped), wrapped != written else { return written }
        error("property type '\(written)' does not match 'wrappedValue' type '\(wrapped)'", name.range)
        return wrapped
    }

    /// Notes where the initial value stands when `call` is a wrapped property's storage made with
    /// the wrapper's generic argument written (PropertyWrapperRewrite.construction).
    func noteSpecifiedWrappedValue(_ call: CallExpr) {
        guard PropertyWrapperRewrite.isTypedConstruction(call) else { return }
        specifiedWrappedValues.insert(caret(call.arguments[0].value))
    }

    /// The value `depth` composed wrappers hold: `Int` for `History<Offset<Int>>` at depth 2.
    func composedValueType(of storage: SwiftType, depth: Int) -> SwiftType? {
        var type: SwiftType? = storage
        for _ in 0..<max(depth, 1) { type = type.flatMap { wrapperMemberType("wrappedValue", of: $0) } }
        return type
    }

    /// The name a memberwise initialiser gives the storage `decl` declares (`x` for `_x`), or nil.
    func wrappedName(ofStorage decl: Decl) -> String? {
        decl.attribute(named: PropertyWrapperRewrite.storageMark)?.argumentText
    }

    /// The parameter of a memberwise initialiser for a wrapped property's storage: `x: T` with the
    /// `init(wrappedValue:)` that wraps it (`@State`), or `x: Binding<T>` passed as it is; nil
    /// for an ordinary property.
    func wrappedParameter(_ property: StoredProperty) -> (label: String, type: SwiftType, wrap: WrapperInit?)? {
        guard let label = property.wrappedName, case .nominal(let wrapper, let arguments) = property.type,
              let value = isProgramWrapper(property.type) ? wrapperMemberType("wrappedValue", of: property.type) : arguments.first
        else { return nil }
        let table = environment.members(of: wrapper)
        if property.wrapperDepth > 1 { return composedParameter(property, label: label) }
        if let arguments = property.wrapperArguments {
            // `@Clamped(0...10) var x = 5` takes `x: Int`, made with `Clamped(wrappedValue: x, 0...10)`;
            // `@Stepped(wrappedValue: 3, step: 2) var y` and `@Fixed(4) var f: Int` (no `init(wrappedValue:_:)`)
            // take the wrapper itself.
            // With no value, the wrapper made by the arguments alone (`@Clamping(maximum: 12) var
            // hour: Int`) is taken as it is; when no initialiser takes them alone, swiftc reports
            // that one error and still types the parameter as the value.
            let labels = ["wrappedValue"] + arguments.map { $0.label?.name }
            let argumentLabels = Array(labels.dropFirst())
            let madeByArguments = property.isWrapperMadeByArguments && table.initializers.contains { $0.labels == argumentLabels }
            guard !madeByArguments, !arguments.contains(where: { $0.label?.name == "wrappedValue" }),
                  let wrap = table.initializers.first(where: { $0.labels == labels }) else {
                return (label, property.type, nil)
            }
            return (label, value, .attributed(wrap, arguments))
        }
        if let wrap = table.initializers.first(where: { $0.labels == ["wrappedValue"] }) { return (label, value, .initializer(wrap)) }
        // A program's struct wrapper whose only stored property is `wrappedValue` has the implicit
        // memberwise `init(wrappedValue:)`.
        if isProgramWrapper(property.type), wrapper.kind == .struct, table.initializers.isEmpty,
           wrapper.storedProperties.map(\.name) == ["wrappedValue"] {
            return (label, value, .memberwise)
        }
        // A wrapper without `init(wrappedValue:)` is passed as it is (`scheme: Environment<ColorScheme>`),
        // as swiftc's memberwise initialiser takes it.
        return (label, property.type, nil)
    }

    /// The memberwise parameter of composed wrappers' storage: the innermost value, wrapped by
    /// each wrapper's `init(wrappedValue:)` (the storage itself when one has none).
    private func composedParameter(_ property: StoredProperty, label: String) -> (label: String, type: SwiftType, wrap: WrapperInit?) {
        var levels: [(SwiftType, WrapperInit)] = []
        var type = property.type
        for _ in 0..<property.wrapperDepth {
            guard case .nominal(let decl, _) = type, isProgramWrapper(type),
                  let wrap = environment.members(of: decl).initializers.first(where: { $0.labels == ["wrappedValue"] }),
                  let inner = wrapperMemberType("wrappedValue", of: type) else { return (label, property.type, nil) }
            levels.append((type, .initializer(wrap)))
            type = inner
        }
        return (label, type, .composed(levels))
    }

    /// `value` (of the wrapped type) wrapped by `initializer` into the storage type `storage`.
    func wrapping(_ value: Expression, in storage: SwiftType, with initializer: WrapperInit, line: Int) -> Expression {
        guard case .nominal(let decl, let typeArguments) = storage else { return value }
        // The storage's type arguments type the attribute's arguments (`0...1` of a
        // `Clamped<Double>` is a `ClosedRange<Double>`).
        let substitution = Dictionary(zip(decl.genericParameters, typeArguments), uniquingKeysWith: { first, _ in first })
        return switch initializer {
        case .initializer(let function):
            DirectCall(code: function.code, capturedHops: nil, receiver: defaultStruct(decl, line: line),
                       arguments: [value], line: line)
        case .memberwise:
            MakeStruct(decl: decl, fields: [value], line: line)
        case .composed(let levels):
            levels.reversed().reduce(value) { inner, level in wrapping(inner, in: level.0, with: level.1, line: line) }
        case .attributed(let function, let arguments):
            DirectCall(code: function.code, capturedHops: nil, receiver: defaultStruct(decl, line: line),
                       arguments: [value] + zip(arguments, function.type.parameters.dropFirst()).map { argument, parameter in
                           let type = parameter.type.substituting(substitution)
                           return expression(argument.value, expected: containsGeneric(type) ? nil : type).node
                       }, line: line)
        }
    }

    /// The computed property `name` of `type` when its setter is `nonmutating` (a wrapped
    /// property's), which may be assigned whether or not the base is mutable.
    func nonmutatingProperty(_ name: String, of type: SwiftType) -> (getter: FunctionSymbol, setter: FunctionSymbol, type: SwiftType)? {
        guard case .nominal(let decl, let arguments) = type, let (_, table) = lookupMembers(name, in: decl),
              let computed = table.computed[name], let setter = computed.setter, !setter.isMutating else { return nil }
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return (computed.getter, setter, computed.type.substituting(substitution))
    }

    /// Whether `name` is a computed property of `type` without a setter (`@Environment`'s
    /// wrapped value): assigning it is that error alone, as swiftc gives it.
    func isGetOnly(_ name: String, of type: SwiftType) -> Bool {
        getOnlyType(name, of: type) != nil
    }

    /// The type of `name` when it is a computed property of `type` without a setter, else nil.
    private func getOnlyType(_ name: String, of type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, _) = type, let (_, table) = lookupMembers(name, in: decl),
              let computed = table.computed[name], computed.setter == nil else { return nil }
        return computed.type
    }

    /// The type an assignment's value takes when its target is a get-only property of `self`
    /// (`scheme = .dark`): swiftc types the value by it, so the error is the assignment's alone.
    func getOnlySelfPropertyType(_ target: Expr) -> SwiftType? {
        guard let selfType = currentType else { return nil }
        switch target.kind {
        case .identifier(let name, _) where lookup(name.name) == nil:
            return getOnlyType(name.name, of: selfType).flatMap { containsGeneric($0) ? nil : $0 }
        case .member(let base, let name, _):
            guard case .identifier(let selfName, _) = base.kind, selfName.name == "self" else { return nil }
            return getOnlyType(name.name, of: selfType).flatMap { containsGeneric($0) ? nil : $0 }
        default:
            return nil
        }
    }

    /// A place for assigning a nonmutating property of the value `base` evaluates to: the setter
    /// runs on a copy of the base, which shares the wrapper's storage.
    func nonmutatingPlace(base: Expression, property: (getter: FunctionSymbol, setter: FunctionSymbol, type: SwiftType),
                          line: Int) -> (Place, SwiftType) {
        (ComputedPlace(base: ExpressionPlace(base, line: line), getter: property.getter.code, setter: property.setter.code,
                       line: line), property.type)
    }

    /// Whether `value` is `self` or a variable's name (not a property of `self`): a class
    /// instance's field is then assigned through the variable's place.
    func namesVariableOrSelf(_ value: Expr) -> Bool {
        guard case .identifier(let name, _) = value.kind else { return false }
        if name.name == "self" { return true }
        if case .variable? = lookup(name.name) { return true }
        return false
    }

    /// A stored property's type as seen through a value of `base` (a generic class's `Value`
    /// field of a `_StateCell<Int>` is `Int`).
    func genericField(_ type: SwiftType, of base: SwiftType) -> SwiftType {
        guard case .nominal(let decl, let arguments) = base, !arguments.isEmpty else { return type }
        return type.substituting(Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first }))
    }

    /// A static method of a generic type (`Binding.constant(_:)`): the type's parameters come
    /// from the written or expected type (`.constant(true)` where a `Binding<Bool>` is wanted),
    /// else from the arguments.
    func callGenericStatic(_ statics: [FunctionSymbol], of type: SwiftType, decl: NominalDecl, name: Identifier, arguments: [Argument],
                           expected: SwiftType?, range: SourceRange) -> Typed {
        guard let function = chooseOverload(statics, arguments: arguments, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        var substitution: [TypeParameter: SwiftType] = [:]
        if case .nominal(_, let typeArguments) = type, !typeArguments.isEmpty, !typeArguments.contains(where: containsGeneric) {
            // `Holder<String>.make()` of an `extension Holder where T == Int`.
            rejectUnmetExtensionRequirements(function, receiver: type, name: name)
            substitution = Dictionary(zip(decl.genericParameters, typeArguments), uniquingKeysWith: { first, _ in first })
        } else if let matched = matchArguments(arguments, to: parameterSpecs(function), range: range, report: false) {
            substitution = inferGenerics(matched, parameterSpecs(function), generics: decl.genericParameters,
                                         expectedResult: expected, result: function.type.result)
        }
        return callSymbol(function, arguments: arguments, expected: expected, range: range, receiver: nil,
                          substitution: substitution)
    }

    /// Whether `value` is `.member` or `.member(…)`, whose base is the type the context expects,
    /// or a key path (`\.self`), whose root is the expected function's parameter.
    func isImplicitMember(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember, .keyPath: return true
        case .call(let call): if case .implicitMember = call.callee.kind { return true }
        default: break
        }
        return false
    }
}
