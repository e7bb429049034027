/// Names: variables, functions used as values, types as values, `self` and implicit `self`.
extension Checker {
    func identifier(_ name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        if name.name == "self", !declaresSelf() {
            // In a static member `self` is the type, the one called on where it may be a subclass.
            if isInsideStaticMember, let selfType = currentType {
                // A protocol's extension: the conforming type the call recorded.
                if case .nominal(let proto, _) = selfType, proto.kind == .protocol, !proto.isBuiltin {
                    return Typed(protocolSelfMetatypeValue(proto, range: range), .metatype(selfType))
                }
                return dynamicSelfMetatype(line: line) ?? Typed(Constant(.metatype(selfType), line: line), .metatype(selfType))
            }
            if let selfType = context.selfType ?? currentType, !context.isGlobal {
                noteWholeSelfRead(at: range)
                return Typed(selfReader(line: line), selfType)
            }
            error("cannot find 'self' in scope", range)
            return Typed(Constant(.void, line: line), .error)
        }
        switch lookup(name.name) {
        case .variable(let variable)?:
            if let wrapper = variable.wrapper { return wrappedLocalValue(wrapper, range: name.range, expected: expected) }
            if let getter = variable.accessors?.getter { return Typed(globalGetterCall(getter, line: line), variable.type) }
            rejectCaptureAcrossType(variable, name: name.name, range: range)
            noteRead(variable, name: name.name, range: name.range)
            confinement.valueReads.insert(CapturedVariable(variable))
            variable.context.slotsRead?.insert(variable.slot)
            let reader = location(of: variable).reader(line: line)
            if variable.isImplicitlyUnwrapped { implicitlyUnwrappedReaders.insert(HeldIdentity(reader)) }
            let read = ownedRead(checkedForwardRead(reader, variable, name: name.name, line: line), variable.ownership)
            if let spelled = variable.spelledType { spelledTypes[HeldIdentity(read)] = spelled }
            return Typed(read, variable.type)
        case .functions(let functions)?:
            // `move(by:)` names the overload with those labels.
            let named = functions.filter { function in name.argumentLabels.map { $0 == function.labels } ?? true }
            return functionValue(named.isEmpty ? functions : named, name: name.name, expected: expected, range: range)
        case .type(let type)?:
            return Typed(Constant(.metatype(type), line: line), .metatype(type))
        case nil:
            if let implicit = implicitSelfMember(name, expected: expected, range: range) { return implicit }
            if let builtin = builtinType(name.name, arguments: [], range: range) {
                return Typed(Constant(.metatype(builtin), line: line), .metatype(builtin))
            }
            if let constant = builtinConstant(name.name, line: line) { return constant }
            if let function = operatorFunction(name.name, expected: expected, range: range)
                ?? operatorOnPair(name.name, expected: expected, range: range)
                ?? prefixOperatorFunction(name.name, expected: expected, range: range)
                ?? builtinFunctionValue(name, expected: expected, range: range) { return function }
            reportUnresolvedName(name)
            return Typed(Constant(.void, line: line), .error)
        }
    }

    /// The reader of `self` in a method (slot 0 of the method's frame, or further out from a closure).
    func selfReader(line: Int) -> Expression {
        // `guard let self` in a closure that captured `[weak self]`, or `[unowned self]`.
        if let captured = capturedSelf() { return ownedRead(location(of: captured).reader(line: line), captured.ownership) }
        var current: FunctionContext? = context
        var hops = 0
        while let function = current, function.selfType == nil, !function.isGlobal {
            current = function.parent
            hops += 1
        }
        if hops > 0, let function = current {
            capturedVariables.insert(CapturedVariable(function, slot: 0))
            noteOuterReference(to: function)
            rejectEscapingSelfCapture(in: function)
        }
        return hops == 0 ? LocalGet(slot: 0, line: line) : OuterGet(hops: hops, slot: 0, line: line)
    }

    /// The place of `self`, for mutating methods and initialisers.
    func selfPlace(line: Int) -> Place {
        // `self.count += 1` after `guard let self` in a `[weak self]` closure: that `self`, not
        // the method's (reading the method's frame would keep the object alive).
        if let captured = capturedSelf() {
            return ownedPlace(VariablePlace(location(of: captured), line: line), captured.ownership)
        }
        var current: FunctionContext? = context
        var hops = 0
        while let function = current, function.selfType == nil, !function.isGlobal {
            current = function.parent
            hops += 1
        }
        if hops > 0, let function = current {
            capturedVariables.insert(CapturedVariable(function, slot: 0))
            noteOuterReference(to: function)
            rejectEscapingSelfCapture(in: function)
        }
        return VariablePlace(hops == 0 ? .local(0) : .outer(hops: hops, slot: 0), line: line)
    }

    /// Whether `self` may be mutated here (a mutating method or an initialiser of a value type).
    var selfIsMutable: Bool {
        var current: FunctionContext? = context
        while let function = current, function.selfType == nil, !function.isGlobal { current = function.parent }
        guard let function = current else { return false }
        return function.isMutating || function.isInitializer
    }

    /// A name inside a method that is a member of `self` (`radius` for `self.radius`), or inside
    /// a type a static member of it (also in a stored property's initial value, as swiftc allows).
    private func implicitSelfMember(_ name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let selfType = currentType, !hidesPinnedSelfMember(name.name) else { return nil }
        // An operator is looked up globally, not on `Self`: `==` inside `static func ==` is the
        // operator the context's function type picks (`lhs.equals(rhs, ==)`).
        if let first = name.name.unicodeScalars.first, !CharacterSetLike.isIdentifierStart(first) { return nil }
        guard !context.isGlobal else {
            return staticMemberExists(name.name, of: selfType) ? staticMember(selfType, name: name, expected: expected, range: range) : nil
        }
        // An enum's own `rawValue` is a member too (`var id: String { rawValue }`).
        let isRawValue = name.name == "rawValue" && selfType.nominalDecl.map { $0.kind == .enum && $0.rawType != nil } == true
        if isInsideInstanceMember, memberExists(name.name, of: selfType) || isBuiltinSelfMember(name.name) || isRawValue {
            requireExplicitSelf(name, of: selfType, isMethod: false)
            // `_x` in a subclass: the wrapper's storage is private to the type declaring it.
            if rejectPrivateStorage(name, of: selfType) { return Typed(Constant(.void, line: range.line), .error) }
            noteSelfMemberRead(name)
            // Only a mutating getter (a lazy property's) uses the place: in a non-mutating method it is immutable.
            let isMutable = selfIsMutable || isReferenceSelf(selfType)
            immutableBase = "'self' is immutable"
            return valueMember(Typed(selfReader(line: range.line), selfType), name: name, expected: expected,
                               range: range, basePlace: isMutable ? selfPlace(line: range.line) : nil)
        }
        if rejectBareStaticMember(name, of: selfType) { return Typed(Constant(.void, line: range.line), .error) }
        if staticMemberExists(name.name, of: selfType) || pinnedOwnerHasStatic(name.name) {
            if isInsideStaticMember, let dynamic = dynamicSelfMetatype(line: range.line),
               let property = classMetatypeStatic(dynamic, name: name.name, line: range.line) {
                return property
            }
            return staticMember(selfType, name: name, expected: expected, range: range)
        }
        return nil
    }

    /// Whether the code being checked is inside an instance member (a method, initialiser,
    /// accessor, or a closure in one), where `self` exists.
    var isInsideInstanceMember: Bool {
        var current: FunctionContext? = context
        while let function = current, !function.isGlobal {
            if function.selfType != nil { return true }
            current = function.parent
        }
        return false
    }

    /// Whether a global variable or function `name` is hidden here by a member of the enclosing
    /// type with that name.
    func globalIsShadowedByMember(_ name: String, _ symbol: Symbol) -> Bool {
        guard let selfType = currentType, !context.isGlobal else { return false }
        switch symbol {
        case .variable, .functions: break
        default: return false
        }
        if isInsideInstanceMember, memberExists(name, of: selfType) { return true }
        return staticMemberExists(name, of: selfType)
    }

    /// A function used as a value: the one overload whose type fits the context.
    private func functionValue(_ functions: [FunctionSymbol], name: String, expected: SwiftType?, range: SourceRange) -> Typed {
        var chosen = functions.count == 1 ? functions.first : nil
        if chosen == nil, case .function(let wanted)? = expected {
            chosen = functions.first { converts(.function($0.type), to: .function(wanted)) }
        }
        guard let function = chosen else {
            error("ambiguous use of '\(name)'", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return Typed(MakeClosure(code: function.code, capturesFrame: !function.context.isGlobal, line: range.line)
                     .capturing(hops: capturedHops(for: function)), .function(function.type))
    }

    /// `Double.pi`-like names usable without a type (`.pi` in a Double context is an implicit member).
    private func builtinConstant(_ name: String, line: Int) -> Typed? {
        nil
    }

    /// The place of a static stored property, running its `willSet`/`didSet` when it has them.
    private func staticPlace(_ variable: Variable, name: String, of decl: NominalDecl, line: Int) -> Place {
        let variablePlace = VariablePlace(location(of: variable), line: line)
        let storage = variable.lazyStatic.map { LazyStaticPlace($0, storage: variablePlace, line: line) } ?? variablePlace
        guard let observers = environment.members(of: decl).staticObservers[name],
              context.owner.observedProperty != Self.observerKey(name, static: decl) else { return storage }
        return StaticObservedPlace(storage: storage, willSet: observers.willSet?.code, didSet: observers.didSet?.code, line: line)
    }

    /// Lowers a place to assign or mutate, with its type; reports immutability in Swift's words.
    func place(_ value: Expr) -> (Place, SwiftType)? {
        watchingChain(value) { placeUnwatched(value) }
    }

    private func placeUnwatched(_ value: Expr) -> (Place, SwiftType)? {
        let line = value.range.line
        switch value.kind {
        case .identifier(let name, _):
            if name.name == "self" {
                guard let selfType = context.selfType ?? currentType else { return nil }
                if !selfIsMutable, selfType.nominalDecl?.kind != .class {
                    error("cannot assign to value: 'self' is immutable", value.range)
                }
                return (selfPlace(line: line), selfType)
            }
            if case .variable(let variable)? = lookup(name.name) {
                if let wrapper = variable.wrapper { return wrappedLocalPlace(wrapper, range: value.range) }
                if let accessors = variable.accessors {
                    return globalAccessorPlace(accessors, variable, name: name, range: value.range)
                }
                rejectCaptureAcrossType(variable, name: name.name, range: value.range)
                noteMutation(variable, target: value)
                variable.context.slotsRead?.insert(variable.slot)
                if variable.isLet, !(variable.isDeferredLet && assignmentWording?.prefix == "cannot assign to value") {
                    let wording = assignmentWording ?? ("cannot assign to value", value.range)
                    error("\(wording.prefix): '\(name.name)' is a 'let' constant", wording.range)
                }
                return (ownedPlace(VariablePlace(location(of: variable), line: line), variable.ownership), variable.type)
            }
            // `_x = …` in a subclass: the wrapper's storage is private to the type declaring it.
            if let selfType = currentType, memberExists(name.name, of: selfType), !context.isGlobal,
               rejectPrivateStorage(name, of: selfType) { return nil }
            if let selfType = currentType, memberExists(name.name, of: selfType), !context.isGlobal,
               let property = nonmutatingProperty(name.name, of: selfType) {
                return nonmutatingPlace(base: selfReader(line: line), property: property, line: line)
            }
            if let selfType = currentType, memberExists(name.name, of: selfType) {
                requireExplicitSelf(name, of: selfType, isMethod: false)
                // A get-only property is swiftc's one error, whether or not `self` is mutable.
                if !selfIsMutable, !isReferenceSelf(selfType), !context.isGlobal, !isGetOnly(name.name, of: selfType) {
                    reportImmutableSelf(at: value.range)
                }
                return memberPlace(baseExpression: nil, basePlace: selfPlace(line: line), baseType: selfType,
                                   name: name, range: value.range, baseIsMutable: selfIsMutable)
            }
            if let selfType = currentType, rejectBareStaticMember(name, of: selfType) { return nil }
            if let selfType = currentType, let decl = selfType.nominalDecl,
               let variable = environment.members(of: decl).staticVariables[name.name] {
                if variable.isLet { error("cannot assign to value: '\(name.name)' is a 'let' constant", value.range) }
                return (staticPlace(variable, name: name.name, of: decl, line: line), variable.type)
            }
            if case .functions? = lookup(name.name) {
                error("cannot assign to value: '\(name.name)' is a function", value.range)
                return nil
            }
            error("cannot find '\(name.name)' in scope", value.range)
            return nil
        case .member(let base, let name, _):
            if case .superRef = base.kind, let found = superComputedPlace(name, line: line) { return found }
            // `s._x = …` outside the type that declares the wrapper's storage.
            if name.name.hasPrefix("_"), let type = typeNamed(by: base) ?? Checker(probing: self).expression(base, expected: nil).type.nominalDecl
                .map({ SwiftType.nominal($0, []) }), rejectPrivateStorage(name, of: type) { return nil }
            if var type = typeNamed(by: base) {
                if let decl = type.nominalDecl, let owner = inheritedStaticOwner(name.name, of: decl) {
                    type = inheritedStaticOwnerType(owner, of: type)
                }
                if let decl = type.nominalDecl, let computed = environment.members(of: decl).staticComputed[name.name] {
                    guard let setter = environment.members(of: decl).staticSetters[name.name] else {
                        error("cannot assign to property: '\(name.name)' is a get-only property", value.range)
                        return nil
                    }
                    return (StaticComputedPlace(getter: computed.getter.code, setter: setter.code, line: line), computed.type)
                }
                guard let decl = type.nominalDecl, let variable = environment.members(of: decl).staticVariables[name.name] else {
                    error("cannot assign to property: '\(name.name)' is not a static variable of '\(type)'", value.range)
                    return nil
                }
                if variable.isLet { error("cannot assign to property: '\(name.name)' is a 'let' constant", value.range) }
                return (staticPlace(variable, name: name.name, of: decl, line: line), variable.type)
            }
            let baseProbe = Checker(probing: self).expression(base, expected: nil)
            if let property = nonmutatingProperty(name.name, of: baseProbe.type) {
                return nonmutatingPlace(base: expression(base, expected: nil).node, property: property, line: line)
            }
            if !namesVariableOrSelf(base), typeNamed(by: base) == nil, let property = classComputedProperty(name.name, of: baseProbe.type) {
                return nonmutatingPlace(base: expression(base, expected: nil).node, property: property, line: line)
            }
            if let decl = baseProbe.type.nominalDecl, decl.kind == .class, namesVariableOrSelf(base) {} else if
               let decl = baseProbe.type.nominalDecl, decl.kind == .class,
               let (owner, table) = lookupMembers(name.name, in: decl), let index = table.fields[name.name] {
                let typed = expression(base, expected: nil)
                guard let property = storedProperty(of: owner, fieldIndex: index) else { return nil }
                if property.isLet { error("cannot assign to property: '\(name.name)' is a 'let' constant", value.range) }
                let type = genericField(property.type, of: baseProbe.type)
                // `Page.current.observed = 4`: the property's observers run, as through a variable.
                if !context.isInitializer, let observed = observedFieldPlace(ExpressionPlace(typed.node, line: line), index: index,
                                                                             name: name.name, owner: owner, table: table, line: line) {
                    return (ownedPlace(observed, property.ownership), type)
                }
                return (ownedPlace(InstanceFieldPlace(base: typed.node, index: index, line: line), property.ownership), type)
            }
            // `delegates[0].count = 1`: a class-bound protocol's value is a reference, set through.
            if case .existential = baseProbe.type, baseProbe.type.isClassReference, !namesVariableOrSelf(base) {
                let typed = expression(base, expected: nil)
                return memberPlace(baseExpression: base, basePlace: ExpressionPlace(typed.node, line: line), baseType: typed.type,
                                   name: name, range: value.range, baseIsMutable: true)
            }
            if let (basePlace, baseType) = placeQuietly(base) {
                return memberPlace(baseExpression: base, basePlace: basePlace, baseType: baseType, name: name,
                                   range: value.range, baseIsMutable: true)
            }
            let typed = expression(base, expected: nil)
            guard let decl = typed.type.nominalDecl, decl.kind == .class,
                  let (owner, table) = lookupMembers(name.name, in: decl), let index = table.fields[name.name],
                  let property = storedProperty(of: owner, fieldIndex: index) else {
                if case .error = typed.type { return nil }
                if case .call = base.kind {
                    callResultIsImmutable(base, name.range)
                } else {
                    error("cannot assign to property: '\(name.name)' is immutable", name.range)
                }
                return nil
            }
            return (ownedPlace(InstanceFieldPlace(base: typed.node, index: index, line: line), property.ownership), property.type)
        case .subscript(let subscriptExpression):
            let baseProbe = Checker(probing: self).expression(subscriptExpression.base, expected: nil)
            if let subscripts = staticSubscripts(of: baseProbe.type) {
                // A type's static subscript sets through the type itself, which needs no mutable base.
                let typed = expression(subscriptExpression.base, expected: nil)
                return staticSubscriptPlace(typed, subscripts, arguments: subscriptExpression.arguments, range: value.range)
            }
            if baseProbe.type.nominalDecl?.kind == .class && declaredSubscripts(of: baseProbe.type) != nil
                || keyPathNeedsNoMutableBase(subscriptExpression, baseType: baseProbe.type) {
                // A class instance is a reference: its subscript's setter needs no mutable base;
                // nor does a key path that writes through one, or one that cannot write at all.
                let typed = expression(subscriptExpression.base, expected: nil)
                return subscriptPlace(ExpressionPlace(typed.node, line: line), typed.type, subscriptExpression, range: value.range)
            }
            guard let (basePlace, baseType) = place(subscriptExpression.base) else { return nil }
            return subscriptPlace(basePlace, baseType, subscriptExpression, range: value.range)
        case .paren(let inner):
            return place(inner)
        case .forceUnwrap(let inner):
            guard let (innerPlace, type) = place(inner), case .optional(let wrapped) = type else { return nil }
            return (BoundOptionalPlace(innerPlace, isForced: true, payloadMayBeNil: mayHoldNil(wrapped), line: value.range.line), wrapped)
        case .optionalEvaluation(let inner):
            // The chain's `?` links unwrapped their bases already: the place keeps the type of the
            // property it ends at, optional or not (`prev?.next = nil` with `next: Node?`).
            guard let (innerPlace, type) = place(inner) else { return nil }
            return (innerPlace, type)
        case .bindOptional(let inner):
            guard let (innerPlace, type) = place(inner) else { return nil }
            // A nil link ends the chain before the place is written.
            let payload = type.optionalWrapped ?? type
            return (BoundOptionalPlace(innerPlace, payloadMayBeNil: mayHoldNil(payload), line: value.range.line), payload)
        default:
            error("cannot assign to this expression", value.range)
            return nil
        }
    }

    /// `place(_:)` for the base of a member: a `let` base is reported by the member, not here.
    private func placeQuietly(_ value: Expr) -> (Place, SwiftType)? {
        watchingChain(value) { placeQuietlyUnwatched(value) }
    }

    private func placeQuietlyUnwatched(_ value: Expr) -> (Place, SwiftType)? {
        switch value.kind {
        case .identifier(let name, _):
            if name.name == "self", let selfType = context.selfType ?? currentType {
                if !selfIsMutable, !isReferenceSelf(selfType) {
                    reportImmutableSelf(at: value.range)
                }
                return (selfPlace(line: value.range.line), selfType)
            }
            // A variable with accessors or observers is changed through them (`g.x = 4` runs `g`'s didSet).
            if case .variable(let variable)? = lookup(name.name), variable.wrapper == nil, variable.accessors == nil {
                if variable.isLet, !variable.type.isClassReference {
                    let wording = assignmentWording ?? ("cannot assign to property", value.range)
                    error("\(wording.prefix): '\(name.name)' is a 'let' constant", wording.range)
                }
                return (VariablePlace(location(of: variable), line: value.range.line), variable.type)
            }
            return place(value)
        case .call:
            return nil
        case .paren(let inner):
            return placeQuietly(inner)
        default:
            return place(value)
        }
    }

    /// swiftc's words for a `let` at the root of an assignment's target, which depend on the
    /// outermost access: the value itself, a property (reported at its name) or a subscript.
    func immutableRootWording(_ target: Expr) -> (prefix: String, range: SourceRange) {
        switch target.kind {
        case .paren(let inner): return immutableRootWording(inner)
        case .member(_, let name, _): return ("cannot assign to property", name.range)
        case .subscript: return ("cannot assign through subscript", caret(target))
        default: return ("cannot assign to value", target.range)
        }
    }

    /// swiftc's error for assigning through the immutable `self` of a non-mutating method: worded
    /// and placed by the outermost access (`n = 1` and `self.n = 1` at `n`, `m[0] = 1` at `[`,
    /// `n += 1` at `+=`).
    private func reportImmutableSelf(at property: SourceRange) {
        var wording = assignmentWording ?? ("cannot assign to property", property)
        if wording.prefix == "cannot assign to value" { wording = ("cannot assign to property", property) }
        error("\(wording.prefix): 'self' is immutable", wording.range)
    }

    /// swiftc's words for assigning to a member of a call's result (`f().x = 1`).
    func callResultIsImmutable(_ base: Expr, _ range: SourceRange) {
        var callee: Expr?
        if case .call(let call) = base.kind { callee = call.callee }
        if let callee, case .identifier(let name, _) = callee.kind, case .functions? = lookup(name.name) {
            error("cannot assign to property: '\(name.name)' returns immutable value", range)
        } else if let callee, case .member(_, let name, _) = callee.kind {
            error("cannot assign to property: '\(name.name)' returns immutable value", range)
        } else {
            error("cannot assign to property: function call returns immutable value", range)
        }
    }
}

extension MakeClosure {
    /// This closure-making node, or a call-site closure over the declaring frame `hops` out.
    func capturing(hops: Int?) -> Expression {
        guard let hops, hops > 0 else { return self }
        let code = self.code
        return Lazy(line: line) { frame, _ in .function(Closure(code: code, captured: frame.ancestor(hops))) }
    }
}
