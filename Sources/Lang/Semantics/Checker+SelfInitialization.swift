/// swiftc's definite-initialisation errors for `self` in an initialiser (see `SelfInitialization`):
/// "'self' used before all stored properties are initialized", "return from initializer without
/// initializing all stored properties", "property 'self.x' not initialized at super.init call",
/// "'self' used in method call 'f' before 'super.init' call", "'self' used before 'self.init' call
/// or assignment to 'self'" and their kin, along every path through the body as
/// `InitializationTracker` follows them.
extension Checker {
    /// Starts following `self` in the body of `function`, an initialiser of `selfType` (of a
    /// convenience one, only its uses of `self` before `self.init`). Returns what was followed
    /// before, for `endSelfInitialization`.
    func beginSelfInitialization(_ function: FunctionContext, selfType: SwiftType?, isConvenience: Bool) -> SelfInitialization? {
        let outer = initialization.initializer
        initialization.initializer = nil
        guard case .nominal(let decl, _)? = selfType, decl.kind == .struct || decl.kind == .class,
              !decl.isBuiltin, !decl.storedProperties.contains(where: { $0.wrappedName != nil }) else { return outer }
        let kind: SelfInitialization.Kind = decl.kind == .struct ? .structure : decl.superclass == nil ? .rootClass : .subclass
        let identity = ObjectIdentifier(function)
        let selfInit = InitializationTracker.Key(context: identity, slot: SelfInitialization.selfInitSlot)
        startPending(selfInit, name: "self.init", isLet: false)
        var properties: [SelfInitialization.Property] = []
        // A convenience initialiser's properties are its designated initialiser's to set.
        for (index, property) in decl.storedProperties.enumerated() where !property.hasDefault && !isConvenience {
            // A `var` of optional type starts as nil.
            if !property.isLet, property.type.optionalWrapped != nil { continue }
            let key = InitializationTracker.Key(context: identity, slot: SelfInitialization.propertySlot(index))
            properties.append(SelfInitialization.Property(name: property.name, isLet: property.isLet, key: key))
            startPending(key, name: "self.\(property.name)", isLet: property.isLet)
        }
        var superInit: InitializationTracker.Key?
        if kind == .subclass, !isConvenience {
            let key = InitializationTracker.Key(context: identity, slot: SelfInitialization.superInitSlot)
            startPending(key, name: "super.init", isLet: false)
            superInit = key
        }
        initialization.contexts.append(function)
        initialization.initializer = SelfInitialization(function: function, decl: decl, kind: kind, properties: properties,
                                                        superInit: superInit, selfInit: selfInit, delegates: isConvenience)
        return outer
    }

    /// After the body is lowered: the end of a body that falls through returns (a subclass's
    /// calls `super.init()` there when it called no initialiser). A body that delegated with
    /// `self.init` reports its uses of `self` before that call; any other, what it did out of order.
    func endSelfInitialization(_ body: CodeBlock, outer: SelfInitialization?) {
        defer { initialization.initializer = outer }
        guard var state = initialization.initializer else { return }
        let end = SourceRange(at: SourceLocation(line: body.range.end.line, column: max(1, body.range.end.column - 1),
                                                 offset: max(0, body.range.end.offset - 1)))
        if state.delegates {
            initialization.errors.append(contentsOf: state.delegationErrors)
            // swiftc reports a `return` on a path without `self.init` at the body's closing brace.
            if state.returnsBeforeDelegation, state.function.delegatesInitialization {
                initialization.errors.append(Diagnostic(message: "'self.init' isn't called on all paths before returning from initializer",
                                                        range: end))
            }
            return
        }
        if activeStatements(body.statements).allSatisfy({ completesNormally($0) }), initialization.unreachable == 0 {
            if state.kind == .subclass, let superInit = state.superInit, !initialization.definite.contains(superInit) {
                if !state.function.delegatesInitialization {
                    for property in unassignedProperties(state) {
                        state.errors.append(Diagnostic(message: "property 'self.\(property.name)' not initialized at implicitly generated super.init call",
                                                       range: state.function.nameRange ?? end))
                    }
                }
            } else if state.kind != .subclass, !unassignedProperties(state).isEmpty {
                state.errors.append(Diagnostic(message: "return from initializer without initializing all stored properties", range: end))
            }
        }
        initialization.errors.append(contentsOf: state.errors)
    }

    /// A `return` without a value in the initialiser being followed.
    func noteInitializerReturn(at range: SourceRange) {
        guard let state = initialization.initializer, isFollowingSelf(state) else { return }
        // An initialiser that delegates must reach `self.init` on every path that returns.
        if !initialization.definite.contains(state.selfInit) { initialization.initializer?.returnsBeforeDelegation = true }
        guard state.kind != .subclass, !unassignedProperties(state).isEmpty else { return }
        report("return from initializer without initializing all stored properties", at: range.startOnly)
    }

    /// A read of `self.name` (or `name` meaning it) in the initialiser being followed.
    func noteSelfMemberRead(_ name: Identifier) {
        guard let state = initialization.initializer, !noteClosureCapture(state), isFollowingSelf(state) else { return }
        noteUseBeforeDelegation(state, at: name.range)
        if let property = state.properties.first(where: { $0.name == name.name }) {
            guard !initialization.definite.contains(property.key) else { return }
            if state.kind == .subclass {
                report("\(property.isLet ? "constant" : "variable") 'self.\(name.name)' used before being initialized", at: name.range)
            } else {
                report("'self' used before all stored properties are initialized", at: name.range)
            }
            return
        }
        // The type's own stored properties with initial values have them from the start.
        if state.decl.storedProperties.contains(where: { $0.name == name.name }) { return }
        noteSelfUse(at: name.range, in: "property access '\(name.name)'", delegationChecked: true)
    }

    /// A use of `self` at `range`: itself (`use` nil), or in a method call or property access.
    func noteSelfUse(at range: SourceRange, in use: String?, delegationChecked: Bool = false) {
        guard let state = initialization.initializer, !noteClosureCapture(state), isFollowingSelf(state) else { return }
        if !delegationChecked { noteUseBeforeDelegation(state, at: range) }
        switch state.kind {
        case .subclass:
            guard let superInit = state.superInit, !initialization.definite.contains(superInit) else { return }
            report(use.map { "'self' used in \($0) before 'super.init' call" } ?? "'self' used before 'super.init' call", at: range)
        case .structure, .rootClass:
            guard !unassignedProperties(state).isEmpty else { return }
            if state.kind == .rootClass, let use {
                report("'self' used in \(use) before all stored properties are initialized", at: range)
            } else {
                report("'self' used before all stored properties are initialized", at: range)
            }
        }
    }

    /// The entries of a capture list that name `self` (`[self]`, `[weak self]`, `[unowned self]`),
    /// each a read of `self` when the closure is made, at its name: a class's before its
    /// properties are set uses the first unset one, as swiftc words it. Returns whether any does.
    func noteSelfCaptures(_ captures: [CaptureItem]) -> Bool {
        let selfCaptures = captures.filter { $0.name.name == "self" && $0.value == nil }
        guard let state = initialization.initializer, isFollowingSelf(state) else { return !selfCaptures.isEmpty }
        for item in selfCaptures {
            if state.kind == .rootClass, let first = unassignedProperties(state).first {
                noteUseBeforeDelegation(state, at: item.name.range)
                report("variable 'self.\(first.name)' used before being initialized", at: item.name.range)
            } else {
                noteSelfUse(at: item.name.range, in: nil)
            }
        }
        return !selfCaptures.isEmpty
    }

    /// A capture list's entry without a value (`[x]`, `[weak self]`) read where the closure is
    /// made; `self`'s read was noted by `noteSelfCaptures`.
    func readCapturedName(_ name: Identifier) -> Typed {
        if name.name == "self", initialization.initializer != nil, !declaresSelf() { initialization.selfIsMemberBase = true }
        return identifier(name, expected: nil, range: name.range)
    }

    /// `self` itself read at `range` (not as the base of `self.x` or `self.f()`).
    func noteWholeSelfRead(at range: SourceRange) {
        if initialization.selfIsMemberBase {
            initialization.selfIsMemberBase = false
            return
        }
        noteSelfUse(at: range, in: nil)
    }

    /// Marks the `self` about to be lowered as the base of a member, when `base` is `self` in an
    /// initialiser being followed; returns whether it is.
    func markSelfMemberBase(_ base: Expr) -> Bool {
        guard initialization.initializer != nil, case .identifier(let name, _) = base.kind, name.name == "self" else { return false }
        initialization.selfIsMemberBase = true
        return true
    }

    /// After `target = value` is lowered: an assignment to one of `self`'s properties, or to `self`.
    func noteSelfAssignment(_ target: Expr, operatorRange: SourceRange) {
        guard let state = initialization.initializer, isFollowingSelf(state) else { return }
        if case .identifier(let identifier, _) = target.kind, identifier.name == "self" {
            markAllAssigned(state)
            return
        }
        guard let member = selfMemberTarget(target) else { return }
        noteUseBeforeDelegation(state, at: member.range)
        guard let property = state.properties.first(where: { $0.name == member.name }) else {
            // An inherited or computed property's setter uses `self` (swiftc's caret: the `=`).
            if !state.decl.storedProperties.contains(where: { $0.name == member.name }) {
                noteSelfUse(at: operatorRange, in: "property access '\(member.name)'", delegationChecked: true)
            }
            return
        }
        if property.isLet, initialization.definite.contains(property.key) || initialization.possible.contains(property.key) {
            report("immutable value 'self.\(member.name)' may only be initialized once", at: operatorRange)
        }
        initialization.definite.insert(property.key)
        initialization.possible.insert(property.key)
        initialization.assignedLog.append(property.key)
    }

    /// `target op= value` (before it is lowered): the property must have a value already.
    func noteSelfCompoundAssignment(_ target: Expr, operatorRange: SourceRange) {
        guard let state = initialization.initializer, isFollowingSelf(state), let member = selfMemberTarget(target) else { return }
        if let property = state.properties.first(where: { $0.name == member.name }) {
            noteUseBeforeDelegation(state, at: member.range)
            if !initialization.definite.contains(property.key) {
                report("variable 'self.\(member.name)' passed by reference before being initialized", at: operatorRange)
                // swiftc counts it as set from here on: nothing later is reported about it.
                initialization.definite.insert(property.key)
            }
        } else {
            noteSelfMemberRead(member)
        }
    }

    /// The property `x` of a target `x` (not a local) or `self.x`.
    private func selfMemberTarget(_ target: Expr) -> Identifier? {
        switch target.kind {
        case .identifier(let identifier, _) where identifier.name != "self" && lookup(identifier.name) == nil:
            return identifier
        case .member(let base, let identifier, _):
            guard case .identifier(let baseName, _) = base.kind, baseName.name == "self" else { return nil }
            return identifier
        default:
            return nil
        }
    }

    /// At a `super.init(…)` call (its `init` at `range`): every own property must have a value by now.
    func noteSuperInitCall(at range: SourceRange) {
        guard let state = initialization.initializer, isFollowingSelf(state), let superInit = state.superInit else { return }
        for property in unassignedProperties(state) {
            report("property 'self.\(property.name)' not initialized at super.init call", at: range)
        }
        initialization.definite.insert(superInit)
        initialization.assignedLog.append(superInit)
    }

    /// After a `self.init(…)` call: `self` is initialised; what came before is not reported.
    func noteSelfInitDelegation() {
        guard let state = initialization.initializer else { return }
        initialization.initializer?.delegates = true
        if isFollowingSelf(state) { markAllAssigned(state) }
    }

    /// A use of `self` in a closure made by an initialiser before every stored property has a
    /// value (in a subclass, before `super.init`): swiftc's error at the closure (a class's names
    /// `self`, a structure's the first property without one). Returns whether the use is in such
    /// a closure.
    private func noteClosureCapture(_ state: SelfInitialization) -> Bool {
        guard let closure = initialization.closures.last, closure.maker == ObjectIdentifier(state.function),
              initialization.deferDepth == 0, initialization.unreachable == 0 else { return false }
        // `self` in a closure whose capture list names it is the copy read when it was made.
        if closure.capturesSelf { return true }
        if closure.isApplied {
            noteAppliedClosureUse(state, at: closure.start)
            return true
        }
        switch state.kind {
        case .rootClass:
            guard !unassignedProperties(state).isEmpty else { break }
            report("'self' captured by a closure before all members were initialized", at: closure.start)
        case .structure:
            guard let unassigned = unassignedProperties(state).first else { break }
            report("variable 'self.\(unassigned.name)' captured by a closure before being initialized", at: closure.start)
        case .subclass:
            // Before `super.init` the superclass's part of `self` is not set either.
            guard let superInit = state.superInit, !initialization.definite.contains(superInit) else { break }
            report("'self' captured by a closure before all members were initialized", at: closure.start)
        }
        return true
    }

    /// A use of `self` in a closure called where it is written (`{ self.a }()`), which uses the
    /// whole of `self` there: a structure whose stored properties are all `let`s has its first
    /// unset one "used before being initialized", and those unset count as set from here (one
    /// set later is set twice); another structure or class has `self` used too early.
    private func noteAppliedClosureUse(_ state: SelfInitialization, at start: SourceRange) {
        switch state.kind {
        case .subclass:
            guard let superInit = state.superInit, !initialization.definite.contains(superInit) else { return }
            report("'self' used before 'super.init' call", at: start)
        case .structure where state.decl.storedProperties.allSatisfy(\.isLet):
            let unassigned = unassignedProperties(state)
            guard let first = unassigned.first else { return }
            report("constant 'self.\(first.name)' used before being initialized", at: start)
            for property in unassigned {
                initialization.definite.insert(property.key)
                initialization.possible.insert(property.key)
                initialization.assignedLog.append(property.key)
            }
        case .structure, .rootClass:
            guard !unassignedProperties(state).isEmpty else { return }
            report("'self' used before all stored properties are initialized", at: start)
        }
    }

    /// Whether the code being lowered is the followed initialiser's own (not a closure's or
    /// nested function's, not in a `defer`, reachable).
    private func isFollowingSelf(_ state: SelfInitialization) -> Bool {
        context.owner === state.function && initialization.deferDepth == 0 && initialization.unreachable == 0
    }

    private func unassignedProperties(_ state: SelfInitialization) -> [SelfInitialization.Property] {
        state.properties.filter { !initialization.definite.contains($0.key) }
    }

    /// A use of `self` in an initialiser that delegates, before its `self.init`.
    private func noteUseBeforeDelegation(_ state: SelfInitialization, at range: SourceRange) {
        guard !initialization.definite.contains(state.selfInit) else { return }
        initialization.initializer?.delegationErrors.append(
            Diagnostic(message: "'self' used before 'self.init' call or assignment to 'self'", range: range))
    }

    private func markAllAssigned(_ state: SelfInitialization) {
        for key in state.properties.map(\.key) + [state.selfInit] + (state.superInit.map { [$0] } ?? []) {
            initialization.definite.insert(key)
            initialization.assignedLog.append(key)
        }
    }

    private func report(_ message: String, at range: SourceRange) {
        initialization.initializer?.errors.append(Diagnostic(message: message, range: range))
    }

    private func startPending(_ key: InitializationTracker.Key, name: String, isLet: Bool) {
        initialization.pending[key] = InitializationTracker.Pending(name: name, isLet: isLet, loopDepth: initialization.loops.count)
        initialization.definite.remove(key)
    }
}

extension Checker {
    /// `self.init(…)` in an initialiser that cannot fail, calling one written `init?`: swiftc's
    /// error at the call's `init` (one written `init!` is forced instead, as Swift does).
    func rejectFailableDelegation(_ selfType: SwiftType, arguments: [Argument], initName: Identifier, range: SourceRange) {
        guard context.owner.isInitializer, !context.owner.isFailableInitializer, let decl = selfType.nominalDecl else { return }
        let probe = Checker(probing: self)
        guard let chosen = probe.chooseOverload(environment.members(of: decl).initializers, arguments: arguments, range: range),
              chosen.isFailable, !chosen.isImplicitlyUnwrappedFailable else { return }
        error("a non-failable initializer cannot delegate to failable initializer '\(chosen.selector)' written with 'init?'",
              initName.range)
    }
}
