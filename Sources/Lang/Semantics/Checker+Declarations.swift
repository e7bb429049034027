/// Declarations: hoisting types and functions, then lowering variables and bodies in order.
extension Checker {
    /// Declares the types and functions of a block before its statements are lowered, so that
    /// they may be used before the line that declares them, as Swift allows.
    func hoist(_ declarations: [Decl]) {
        let declarations = activeDeclarations(declarations, areMembers: false)
        declareOperators(declarations)
        var types: [(Decl, NominalTypeDecl, NominalDecl)] = []
        for decl in declarations {
            if case .nominalType(let nominal) = decl.kind {
                types.append(contentsOf: declareType(decl, nominal, parent: nil))
            }
        }
        declarePendingNestedAliases()
        for decl in declarations {
            if case .typeAlias(let alias) = decl.kind { declareTypeAlias(alias) }
        }
        for decl in declarations {
            if case .extension(let extensionDecl) = decl.kind { types.append(contentsOf: declareNestedTypes(extensionDecl)) }
        }
        declarePendingNestedAliases()
        for (decl, nominal, semantic) in types { declareInheritance(decl, nominal, semantic) }
        for (_, nominal, _) in types { nominal.members.forEach { checkAttributeTypes(of: $0, reportsUnknown: false) } }
        for decl in declarations {
            if case .extension(let extensionDecl) = decl.kind {
                declareExtensionConformances(extensionDecl)
                addResultBuilderMembers(extensionDecl)
            }
        }
        for (_, _, semantic) in types { checkResultBuilderMethods(semantic) }
        // Enum cases first: a stored property's inferred type may name one (`var o = Kind.a`).
        for (decl, nominal, semantic) in types where semantic.kind == .enum {
            declareStoredMembers(nominal, semantic, isIndirect: decl.has(.indirect))
        }
        for (decl, nominal, semantic) in types where semantic.kind != .enum {
            declareStoredMembers(nominal, semantic, isIndirect: decl.has(.indirect))
        }
        let inferences = pendingInferences
        pendingInferences = []
        func infer() {
            for (semantic, index, initializer) in inferences where index < semantic.storedProperties.count
                && semantic.storedProperties[index].type.containsError {
                let inferred = withType(semantic) {
                    Checker(probing: self).expression(initializer, expected: nil).type
                }
                // `weak var parent = node` holds an optional, as in Swift.
                let isWeak = semantic.storedProperties[index].ownership == .weak
                semantic.storedProperties[index].type = isWeak && inferred.optionalWrapped == nil && !inferred.containsError
                    ? .optional(inferred) : inferred
            }
        }
        infer()
        // A program's wrapper types first: a wrapped property without a written type takes its
        // type from its storage's, inferred from the wrapper's initialiser (`@Logged var name = ""`).
        let isWrapper = { (decl: Decl) in decl.attribute(named: "propertyWrapper") != nil }
        for (decl, nominal, semantic) in types where isWrapper(decl) {
            pendingKey = decl.id.rawValue
            declareMemberSignatures(nominal.members, in: .nominal(semantic, []), decl: semantic, isBody: true)
        }
        if types.contains(where: { isWrapper($0.0) }) { infer() }
        // The types' own members before their extensions', so that a type's own members stay its
        // requirements' witnesses.
        for (decl, nominal, semantic) in types where !isWrapper(decl) {
            pendingKey = decl.id.rawValue
            declareMemberSignatures(nominal.members, in: .nominal(semantic, []), decl: semantic, isBody: true)
        }
        for decl in declarations {
            guard case .extension(let extensionDecl) = decl.kind else { continue }
            pendingKey = decl.id.rawValue
            declareExtensionMembers(extensionDecl)
        }
        for (decl, _, semantic) in types {
            pendingKey = decl.id.rawValue
            declareOptionSetMembers(semantic)
        }
        pendingKey = nil
        for decl in declarations {
            if case .function(let function) = decl.kind { declareFunction(decl, function) }
        }
        // Again for those that called an initialiser, a static member or a function declared
        // just now (`var path = Path()` where Path declares `init()`).
        infer()
        inferStaticTypes()
        checkOverrides(types.map(\.2))
        inferWrappedPropertyTypes(types)
        inferLazyPropertyTypes(types)
        for (decl, nominal, semantic) in types {
            pendingKey = decl.id.rawValue
            declareFieldDefaults(nominal, semantic)
        }
        pendingKey = nil
        for (_, nominal, semantic) in types {
            if !rejectFixedAssociatedTypeMismatch(of: semantic, at: nominal.name.range) {
                checkRequirements(of: semantic, at: nominal.name.range)
            }
            checkRequiredInitializers(nominal, semantic)
            checkSynthesizedComparable(of: semantic, at: nominal.name.range)
            checkSynthesizedCodable(of: semantic, at: nominal.name.range)
            checkIdentifiableWitness(of: semantic, at: nominal.name.range)
            checkStrideableWitness(of: semantic, at: nominal.name.range)
            checkViewBody(of: semantic, at: nominal.name.range)
            prepareProgramHash(of: semantic, at: nominal.name.range)
        }
    }

    /// Types the static stored properties whose initial value named a function declared after
    /// the type's members (a silent `.error` type made `base * 2` read as `base`).
    private func inferStaticTypes() {
        let pending = pendingStaticInferences
        pendingStaticInferences = []
        for (table, name, initializer, owner) in pending where table.staticVariables[name]?.type == .error {
            let type = withType(owner) { Checker(probing: self).expression(initializer, expected: nil).type }
            table.staticVariables[name]?.type = type
        }
    }

    /// `override` where a method replaces a superclass's, and nowhere else; no override of a
    /// `final` method, nor of a type method written `static`.
    private func checkOverrides(_ types: [NominalDecl]) {
        let checks = overrideChecks
        overrideChecks = []
        for (method, range) in checks {
            let declared = { (type: NominalDecl) -> [FunctionSymbol]? in
                let table = self.environment.members(of: type)
                return method.isStatic ? table.staticMethods[method.name] : table.methods[method.name]
            }
            guard let owner = types.first(where: { declared($0)?.contains { $0 === method } == true }) else { continue }
            var inherited: FunctionSymbol?
            var current = owner.superclass
            var hops = 0
            while let type = current, inherited == nil, hops < 100 {
                inherited = declared(type)?.first { $0.selector == method.selector }
                current = type.superclass
                hops += 1
            }
            let kind = method.isStatic ? "class method" : "instance method"
            if inherited == nil, !method.isStatic, method.selector == "encode(to:)", let superclass = owner.superclass,
               CodableInheritance.synthesizedSuper(superclass, "Encodable", environment) != nil {
                // It replaces the `encode(to:)` Swift synthesised for the superclass.
                if !method.isOverride { error("overriding declaration requires an 'override' keyword", range) }
                continue
            }
            if let inherited {
                if !method.isOverride { error("overriding declaration requires an 'override' keyword", range) }
                if inherited.isWrittenStatic {
                    error("cannot override static method", range)
                    method.overridesFinal = true
                } else if inherited.isFinal {
                    error("\(kind) overrides a 'final' \(kind)", range)
                    method.overridesFinal = true
                }
            } else if method.isOverride {
                error("method does not override any method from its superclass", range)
            }
        }
    }

    /// Declarations with `#if` replaced by the active branch, an extension's members with
    /// contextual `where` clauses in extensions of their own (ContextualWhereRewrite); a type's
    /// members (`areMembers`) with wrapped and lazy properties expanded.
    func activeDeclarations(_ declarations: [Decl], areMembers: Bool = true) -> [Decl] {
        var result: [Decl] = []
        for decl in declarations {
            if case .ifConfig(let config) = decl.kind {
                result.append(contentsOf: activeDeclarations(activeClause(config), areMembers: areMembers))
            } else if let parts = ContextualWhereRewrite.split(decl) {
                result.append(contentsOf: parts)
            } else if let expanded = PropertyWrapperRewrite.expand(decl, program: environment.programWrappers) {
                result.append(contentsOf: expanded)
            } else if areMembers, let expanded = LazyPropertyRewrite.expand(decl) {
                result.append(contentsOf: expanded)
            } else {
                result.append(decl)
            }
        }
        return result
    }

    /// Creates a type's declaration and those nested in it; returns them all for the later passes.
    private func declareType(_ decl: Decl, _ nominal: NominalTypeDecl, parent: NominalDecl?,
                             builtinParent: SwiftType? = nil) -> [(Decl, NominalTypeDecl, NominalDecl)] {
        let kind: NominalDecl.Kind
        switch nominal.kind {
        case .struct: kind = .struct
        case .class, .actor: kind = .class
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        }
        let semantic = NominalDecl(kind: kind, name: nominal.name.name, parent: parent)
        semantic.isFinal = decl.has(.final)
        semantic.hasDynamicMemberLookup = decl.attribute(named: "dynamicMemberLookup") != nil
        if decl.attribute(named: "resultBuilder") != nil { semantic.resultBuilderSyntax = nominal }
        if kind == .protocol { semantic.requirementAttributes = Self.requirementAttributes(nominal.members) }
        if decl.attribute(named: "propertyWrapper") != nil, environment.programWrappers[nominal.name.name]?.hasWrappedValue == false {
            error("property wrapper type '\(nominal.name.name)' does not contain a non-static property named 'wrappedValue'",
                  nominal.name.range)
        }
        semantic.genericParameters = nominal.genericParameters.map { TypeParameter(name: $0.name.name) }
        if let pack = nominal.genericParameters.first(where: \.isPack) {
            unsupported("parameter packs on types ('each \(pack.name.name)')", pack.range)
        }
        // A type nested in a generic type is generic over the outer type's parameters too.
        if let parent, parent.kind != .protocol, kind != .protocol, !parent.genericParameters.isEmpty {
            semantic.outerGenericCount = parent.genericParameters.count
            semantic.genericParameters = parent.genericParameters + semantic.genericParameters
        }
        declaredTypes[decl.id.rawValue] = semantic
        if kind == .protocol { environment.protocolDecls[ObjectIdentifier(semantic)] = semantic }
        let type = SwiftType.nominal(semantic, [])
        semantic.builtinParent = builtinParent
        if let parent {
            environment.members(of: parent).nestedTypes[nominal.name.name] = type
        } else if let builtinParent {
            environment.makeExtensionMembers(of: builtinParent).nestedTypes[nominal.name.name] = type
        } else {
            declareName(nominal.name, .type(type))
        }
        return [(decl, nominal, semantic)] + declareNestedTypes(nominal.members, in: semantic)
    }

    /// Declares the types and type aliases nested in `members` of `parent` (a type's body or an
    /// extension of it).
    private func declareNestedTypes(_ members: [Decl], in parent: NominalDecl) -> [(Decl, NominalTypeDecl, NominalDecl)] {
        var result: [(Decl, NominalTypeDecl, NominalDecl)] = []
        for member in activeDeclarations(members) {
            if case .nominalType(let inner) = member.kind {
                result.append(contentsOf: declareType(member, inner, parent: parent))
            }
            if case .associatedType(let associated) = member.kind { declareAssociatedType(associated, in: parent) }
            if case .typeAlias(let alias) = member.kind { pendingNestedAliases.append((parent, alias)) }
        }
        return result
    }

    /// Resolves the type aliases nested in the types declared so far, now that all of them exist.
    private func declarePendingNestedAliases() {
        let pending = pendingNestedAliases
        pendingNestedAliases = []
        for (parent, alias) in pending {
            // Inside the type its generic parameters are in scope (`typealias Element = T`).
            environment.members(of: parent).nestedTypes[alias.name.name] = withType(parent) { resolveType(alias.type) }
        }
    }

    /// The types an extension of a program's type nests in it (`extension Outer { struct Inner {} }`),
    /// declared with the other types so that signatures anywhere may name them.
    private func declareNestedTypes(_ extensionDecl: ExtensionDecl) -> [(Decl, NominalTypeDecl, NominalDecl)] {
        let nests = extensionDecl.members.contains {
            if case .nominalType = $0.kind { return true }
            if case .typeAlias = $0.kind { return true }
            return false
        }
        guard nests else { return [] }
        let extended = Checker(probing: self).resolveType(extensionDecl.extendedType)
        if extended == .string { return declareNestedTypes(extensionDecl.members, inBuiltin: extended) }
        guard let parent = extended.nominalDecl, !parent.isBuiltin, parent.kind != .protocol else { return [] }
        return declareNestedTypes(extensionDecl.members, in: parent)
    }

    /// The types an extension of `String` nests in it (`String.UnicodeScalarView`,
    /// `extension String { enum Style { … } }`), kept in the table of its extensions' members.
    private func declareNestedTypes(_ members: [Decl], inBuiltin extended: SwiftType) -> [(Decl, NominalTypeDecl, NominalDecl)] {
        var result: [(Decl, NominalTypeDecl, NominalDecl)] = []
        for member in activeDeclarations(members) {
            if case .nominalType(let inner) = member.kind {
                result.append(contentsOf: declareType(member, inner, parent: nil, builtinParent: extended))
            }
        }
        return result
    }

    /// Puts a name in the current scope, reporting a second declaration in the same scope.
    func declareName(_ name: Identifier, _ symbol: Symbol) {
        if scope === root {
            if declaredThisCell.contains(name.name), case .functions = symbol {} else if declaredThisCell.contains(name.name) {
                error("invalid redeclaration of '\(name.name)'", name.range)
            }
            declaredThisCell.insert(name.name)
        } else if scope.names[name.name] != nil {
            if case .functions = symbol {} else { error("invalid redeclaration of '\(name.name)'", name.range) }
        }
        scope.names[name.name] = symbol
    }

    /// Runs `body` with the generic parameters of `decl` (a type) in scope and `Self` bound.
    func withType<T>(_ decl: NominalDecl, _ body: () -> T) -> T {
        let savedType = currentType
        currentType = .nominal(decl, decl.genericParameters.map { .generic($0) })
        typeParameters.append(Dictionary(decl.genericParameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer {
            currentType = savedType
            typeParameters.removeLast()
        }
        return body()
    }

    private func declareInheritance(_ decl: Decl, _ nominal: NominalTypeDecl, _ semantic: NominalDecl) {
        withType(semantic) {
            // The type's own parameters follow those it takes from the types around it.
            let own = semantic.genericParameters.dropFirst(semantic.outerGenericCount)
            for (parameter, semanticParameter) in zip(nominal.genericParameters, own) {
                if let constraint = parameter.constraint {
                    semanticParameter.constraints = protocols(in: constraint, allowingClass: true)
                }
            }
            // `struct StripeView<S>: View where S: Shape`: a `where` clause constrains the type's
            // parameters as an inline constraint does.
            for requirement in nominal.whereClause {
                if case .conformance(let subject, let constraint) = requirement.kind, case .generic(let parameter) = resolveType(subject),
                   semantic.genericParameters.contains(where: { $0 === parameter }) {
                    parameter.constraints.append(contentsOf: protocols(in: constraint, allowingClass: true))
                }
                // `protocol Delegate where Self: AnyObject` inherits as `protocol Delegate: AnyObject` does.
                if semantic.kind == .protocol, case .conformance(let subject, let constraint) = requirement.kind, Self.namesSelf(subject) {
                    semantic.conformances.append(contentsOf: protocols(in: constraint, allowingClass: true).filter { $0.kind == .protocol })
                }
                fixAssociatedType(of: semantic, by: requirement)
            }
            for inherited in nominal.inheritance {
                let type = resolveType(inherited)
                switch type {
                case .existential(let protocols):
                    semantic.conformances.append(contentsOf: protocols)
                case .nominal(let parent, let arguments) where parent.kind == .class && semantic.kind == .class:
                    if parent.isFinal { error("inheritance from a final class '\(parent.name)'", nominal.name.range) }
                    semantic.superclass = parent
                    semantic.superclassArguments = arguments
                case .nominal(let parent, _) where parent.kind == .protocol:
                    semantic.conformances.append(parent)
                case .int, .string, .double, .character, .float, .fixedInt:
                    if semantic.kind == .enum { semantic.rawType = type } else {
                        error("inheritance from non-protocol type '\(type)'", nominal.name.range)
                    }
                case .error: break
                default:
                    // swiftc blames the declaring type's name; only a class may inherit from a class.
                    switch semantic.kind {
                    case .struct: error("inheritance from non-protocol type '\(type)'", nominal.name.range)
                    case .class: error("inheritance from non-protocol, non-class type '\(type)'", nominal.name.range)
                    default: error("inheritance from non-protocol, non-class type '\(type)'", inherited.range)
                    }
                }
            }
            if semantic.kind == .enum, semantic.rawType != nil, let raw = builtinProtocol("RawRepresentable") {
                semantic.conformances.append(raw)
            }
        }
    }

    private func declareExtensionConformances(_ extensionDecl: ExtensionDecl) {
        let type = extendedType(extensionDecl)
        for inherited in extensionDecl.inheritance {
            for proto in protocols(in: inherited) {
                environment.conformances.add(type, conformsTo: proto)
                recordCondition(of: extensionDecl, on: type, proto)
            }
        }
    }

    /// Stored properties and enum cases, in declaration order.
    private func declareStoredMembers(_ nominal: NominalTypeDecl, _ semantic: NominalDecl, isIndirect: Bool) {
        var reportedRecursion = false
        withType(semantic) {
            let table = environment.members(of: semantic)
            let inherited = inheritedFieldCount(semantic)
            var nextRaw = 0
            var rawValueFailed = false
            var rawOverflows: [Diagnostic] = []
            defer {
                if rawValueFailed { reportUnsynthesizedRawRepresentable(nominal, semantic) }
                // swiftc checks the raw values again as it synthesizes `init(rawValue:)`: each overflow twice.
                diagnostics.append(contentsOf: rawOverflows)
            }
            for member in activeDeclarations(nominal.members) {
                switch member.kind {
                case .variable(let variable) where member.has(.static) && semantic.kind != .protocol:
                    checkStaticStoredProperty(variable)
                case .variable(let variable) where !member.has(.static) && !member.has(.class):
                    checkStoredPropertyModifiers(member, variable)
                    // `override var x: Int { didSet { … } }` observes the inherited property: no storage of its own.
                    for (bindingIndex, binding) in variable.bindings.enumerated() where isStored(binding) && !member.has(.override) {
                        let writtenType = sharedAnnotation(variable.bindings, bindingIndex)
                        guard case .identifier(let name) = binding.pattern.kind else {
                            unsupported("this stored property pattern", binding.pattern.range)
                            continue
                        }
                        if semantic.kind == .enum {
                            error("enums must not contain stored properties", binding.range)
                            continue
                        }
                        if semantic.kind == .protocol { continue }
                        var type = SwiftType.error
                        if let written = writtenType {
                            type = resolveType(written)
                            if semantic.kind == .struct, Checker.holdsInline(semantic, type) {
                                error("value type '\(semantic.name)' cannot have a stored property that recursively contains it",
                                      name.range)
                            }
                        } else if let initializer = binding.initializer {
                            // Inferred once every type's stored properties are known.
                            pendingInferences.append((semantic, semantic.storedProperties.count, initializer))
                        } else {
                            error("type annotation missing in pattern", binding.range)
                        }
                        let hasDefault = binding.initializer != nil || (variable.introducer == .var && type.optionalWrapped != nil)
                        table.fields[name.name] = inherited + semantic.storedProperties.count
                        semantic.storedProperties.append(StoredProperty(name: name.name, type: type,
                                                                        isLet: variable.introducer == .let,
                                                                        hasDefault: hasDefault,
                                                                        wrappedName: wrappedName(ofStorage: member)))
                        semantic.storedProperties[semantic.storedProperties.count - 1].ownership = ReferenceOwnership(member)
                        semantic.storedProperties[semantic.storedProperties.count - 1].wrapperArguments =
                            member.attribute(named: PropertyWrapperRewrite.storageMark)?.arguments
                        semantic.storedProperties[semantic.storedProperties.count - 1].isWrapperMadeByArguments =
                            member.attribute(named: PropertyWrapperRewrite.argumentsAloneMark) != nil
                        semantic.storedProperties[semantic.storedProperties.count - 1].wrapperDepth =
                            PropertyWrapperRewrite.depth(of: member, program: environment.programWrappers)
                        if let writtenType, case .implicitlyUnwrapped = writtenType.kind {
                            semantic.storedProperties[semantic.storedProperties.count - 1].isImplicitlyUnwrapped = true
                        }
                    }
                case .enumCase(let caseDecl):
                    guard semantic.kind == .enum else {
                        error("enum 'case' is not allowed outside of an enum", member.range)
                        continue
                    }
                    for element in caseDecl.elements {
                        let associated = (element.associatedValues ?? []).map {
                            TupleElement(label: $0.functionArgumentLabel, resolveType($0.type))
                        }
                        let defaults = zip(element.associatedValues ?? [], associated).map { parameter, value in
                            parameter.defaultValue.map { deferredDefault($0, type: value.type, role: .argument) }
                        }
                        var raw: RawValue?
                        if let rawType = semantic.rawType {
                            raw = rawValue(element, rawType: rawType, next: &nextRaw, overflows: &rawOverflows)
                            rawValueFailed = rawValueFailed || (raw == nil && element.rawValue != nil)
                            if let raw, semantic.cases.contains(where: { $0.rawValue == raw }) {
                                error("raw value for enum case is not unique", element.rawValue?.range ?? element.name.range)
                            }
                        } else if element.rawValue != nil {
                            error("enum case cannot have a raw value if the enum does not have a raw type", element.range)
                        }
                        if semantic.caseIndex(element.name.name) != nil {
                            error("invalid redeclaration of '\(element.name.name)'", element.name.range)
                        }
                        var enumCase = EnumCase(name: element.name.name, associatedValues: associated, rawValue: raw)
                        enumCase.defaults = defaults
                        semantic.cases.append(enumCase)
                        if !isIndirect, !member.has(.indirect), !reportedRecursion,
                           associated.contains(where: { Checker.holdsInline(semantic, $0.type) }) {
                            error("recursive enum '\(semantic.name)' is not marked 'indirect'", nominal.name.range)
                            reportedRecursion = true
                        }
                    }
                case .deinitializer where semantic.kind == .struct || semantic.kind == .enum:
                    error("deinitializer cannot be declared in \(semantic.kind) '\(semantic.name)' that conforms to 'Copyable'",
                          member.range)
                default:
                    break
                }
            }
        }
    }

    /// The type annotation of binding `index`, or of the next binding when it has neither an
    /// annotation nor a value (`var x, y: Double` gives both `Double`).
    func sharedAnnotation(_ bindings: [PatternBinding], _ index: Int) -> TypeExpr? {
        if let written = bindings[index].type { return written }
        guard bindings[index].initializer == nil else { return nil }
        for later in bindings[(index + 1)...] {
            if let written = later.type { return written }
            if later.initializer != nil { return nil }
        }
        return nil
    }

    /// Whether a property binding is stored (no getter; observers still store).
    func isStored(_ binding: PatternBinding) -> Bool {
        switch binding.accessors {
        case nil: return true
        case .getter: return false
        case .accessors(let accessors, _):
            return !accessors.contains { $0.kind == .get || $0.kind == .set }
        }
    }

    /// swiftc's second error for an enum whose raw value does not fit its raw type, at the type.
    private func reportUnsynthesizedRawRepresentable(_ nominal: NominalTypeDecl, _ semantic: NominalDecl) {
        guard let rawType = semantic.rawType,
              let written = nominal.inheritance.first(where: { Checker(probing: self).resolveType($0) == rawType }) else { return }
        error("'\(semantic.name)' declares raw type '\(rawType)', but does not conform to RawRepresentable and conformance could not be synthesized",
              written.range)
    }

    /// The raw value of one case: its literal, or the next integer (or its name for `String`)
    /// when it has none; an integer that does not fit a fixed-width raw type is swiftc's error.
    private func rawValue(_ element: EnumCaseElement, rawType: SwiftType, next: inout Int,
                          overflows: inout [Diagnostic]) -> RawValue? {
        if let written = element.rawValue {
            /// swiftc's error for a literal of the wrong kind for the raw type.
            func mismatch(_ literalType: SwiftType) -> RawValue? {
                error("cannot convert value of type '\(literalType)' to raw type '\(rawType)'", written.range)
                return nil
            }
            switch written.kind {
            case .integerLiteral(let text):
                if rawType == .string { return mismatch(.int) }
                // `UInt` and `UInt64` hold values past `Int.max` as their bit pattern.
                if rawType.isWideUnsigned, Checker.parseInteger(text) == nil, let wide = Checker.parseUnsigned(text) {
                    next = Int(bitPattern: wide) &+ 1
                    return .int(Int(bitPattern: wide))
                }
                let value = Checker.parseInteger(text) ?? 0
                if rawType == .double { return .double(Double(value)) }
                reportRawOverflow(value, rawType, literal: text, written.range, &overflows)
                next = value &+ 1
                return .int(value)
            case .prefix(.negate, let inner):
                if case .integerLiteral(let text) = inner.kind {
                    if rawType == .string { return mismatch(.int) }
                    let value = 0 &- (Checker.parseInteger(text) ?? 0)
                    if rawType == .double { return .double(Double(value)) }
                    reportRawOverflow(value, rawType, literal: "-" + text, written.range, &overflows)
                    next = value &+ 1
                    return .int(value)
                }
            case .floatLiteral(let text):
                if rawType.isInteger || rawType == .string { return mismatch(.double) }
                return .double(Double(text.withoutDigitSeparators) ?? 0)
            case .stringLiteral(let literal):
                if rawType.isInteger || rawType == .double { return mismatch(.string) }
                return .string(literal.staticText ?? "")
            default: break
            }
            error("raw value for enum case must be a literal", written.range)
            return nil
        }
        switch rawType {
        case .int, .fixedInt:
            reportRawOverflow(next, rawType, literal: String(next), element.range, &overflows)
            next += 1
            return .int(next - 1)
        case .string: return .string(element.name.name)
        default:
            error("enum case must declare a raw value when the preceding raw value is not an integer", element.range)
            return nil
        }
    }

    /// swiftc's overflow error for a raw value that does not fit a fixed-width raw type (`UInt8`,
    /// `UInt`); swiftc still synthesizes the conformance, so the case keeps its value.
    private func reportRawOverflow(_ value: Int, _ rawType: SwiftType, literal: String, _ range: SourceRange,
                                   _ overflows: inout [Diagnostic]) {
        guard case .fixedInt(let kind) = rawType, value < kind.min || value > kind.max else { return }
        let message = value < 0 && !kind.isSigned ? "negative integer '\(literal)' overflows when stored into unsigned type '\(rawType)'"
                                                  : "integer literal '\(literal)' overflows when stored into '\(rawType)'"
        error(message, range)
        overflows.append(Diagnostic(message: message, range: range))
    }

    /// Each stored property's default value, lowered once (when the type's statement is reached)
    /// for every initialiser to copy.
    private func declareFieldDefaults(_ nominal: NominalTypeDecl, _ semantic: NominalDecl) {
        withType(semantic) {
            let table = environment.members(of: semantic)
            var defaults: [Expression?] = []
            for member in activeDeclarations(nominal.members) {
                guard case .variable(let variable) = member.kind, !member.has(.static), !member.has(.class),
                      !member.has(.override), semantic.kind != .enum, semantic.kind != .protocol else { continue }
                for binding in variable.bindings where isStored(binding) {
                    guard case .identifier = binding.pattern.kind else { continue }
                    let index = defaults.count
                    let type = index < semantic.storedProperties.count ? semantic.storedProperties[index].type : .error
                    if let initializer = binding.initializer {
                        let value = deferredDefault(initializer, type: type, role: .annotation)
                        // A `weak` or `unowned` property's initial value is held as its stores are.
                        let isOwned = index < semantic.storedProperties.count && semantic.storedProperties[index].ownership != .strong
                        defaults.append(isOwned ? Weaken(value, line: binding.range.line) : value)
                    } else if variable.introducer == .var, type.optionalWrapped != nil {
                        defaults.append(Constant(.null, line: binding.range.line))
                    } else {
                        defaults.append(nil)
                    }
                }
            }
            table.fieldDefaults = defaults
            // A class gets no memberwise initialiser: a stored property without a value needs one.
            // Convenience initialisers do not count: they must delegate to a designated one.
            if semantic.kind == .class, !table.initializers.contains(where: { !$0.isConvenience }),
               defaults.contains(where: { $0 == nil }) {
                error("class '\(semantic.name)' has no initializers", nominal.name.range)
            }
        }
    }
}
