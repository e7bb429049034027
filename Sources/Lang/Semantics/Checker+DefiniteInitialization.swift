/// swiftc's definite-initialisation errors for variables declared without a value: "variable 'x'
/// used before being initialized", "… captured by a closure before being initialized", "… passed
/// by reference before being initialized" and "immutable value 'x' may only be initialized once"
/// (see `InitializationTracker` for what is checked, and `Checker+InitializationFlow` for the
/// paths through branches and loops).
extension Checker {
    /// Starts tracking `variable`, declared as `name` without a value (a `var` of optional type
    /// starts as nil and is not tracked).
    func trackUninitialized(_ variable: Variable, name: String) {
        if case .error = variable.type { return }
        if !variable.isLet, variable.type.optionalWrapped != nil { return }
        initialization.contexts.append(variable.context)
        let key = initializationKey(variable)
        initialization.pending[key] = InitializationTracker.Pending(name: name, isLet: variable.isLet,
                                                                    loopDepth: initialization.loops.count)
        initialization.definite.remove(key)
        initialization.possible.remove(key)
    }

    /// A read of `variable` at `range`: an error when some path to it does not assign it, or,
    /// in a closure made in the variable's function, when some path to the closure does not.
    func noteRead(_ variable: Variable, name: String, range: SourceRange) {
        guard !initialization.pending.isEmpty else { return }
        let key = initializationKey(variable)
        guard let entry = initialization.pending[key], !entry.isUncertain, !initialization.definite.contains(key) else { return }
        let kind = entry.isLet ? "constant" : "variable"
        if isCheckedForInitialization(variable) {
            initialization.errors.append(Diagnostic(message: "\(kind) '\(name)' used before being initialized", range: range))
        } else if let closure = initialization.closures.last, closure.maker == ObjectIdentifier(variable.context),
                  initialization.deferDepth == 0, initialization.unreachable == 0 {
            // A closure called at once takes a `var` by reference (a `let`, by value).
            let message = closure.isApplied && !entry.isLet ? "variable '\(name)' passed by reference before being initialized"
                                                            : "\(kind) '\(name)' captured by a closure before being initialized"
            initialization.errors.append(Diagnostic(message: message, range: closure.start))
        }
    }

    /// `variable` as the root of a place other than a plain assignment's target (`x += 1`,
    /// `&x`, `x.y = 1`, a mutating call): a compound assignment's target where some path has not
    /// assigned it is an error; from here on it is not checked.
    func noteMutation(_ variable: Variable, target: Expr) {
        guard !initialization.pending.isEmpty, initialization.plainTarget != target.id else { return }
        let key = initializationKey(variable)
        guard var entry = initialization.pending[key] else { return }
        if initialization.compoundTarget == target.id, !entry.isLet, !entry.isUncertain,
           !initialization.definite.contains(key), isCheckedForInitialization(variable), let place = assignmentWording {
            initialization.errors.append(Diagnostic(message: "variable '\(entry.name)' passed by reference before being initialized",
                                                    range: place.range))
            // Still not initialised: later reads are errors too, as in swiftc.
            return
        }
        entry.isAssigned = true
        entry.isUncertain = true
        initialization.pending[key] = entry
    }

    /// Marks `binary.lhs` as the target of the plain assignment being lowered.
    func beginPlainAssignment(_ binary: BinaryExpr) {
        initialization.plainTarget = initialization.pending.isEmpty ? nil : binary.lhs.id
    }

    /// After `x = value` is lowered: `x` is assigned; a deferred `let` whose first assignment
    /// certainly ran before is assigned a second time.
    func finishPlainAssignment(_ binary: BinaryExpr) {
        initialization.plainTarget = nil
        noteSelfAssignment(binary.lhs, operatorRange: binary.operatorRange)
        guard !initialization.pending.isEmpty, case .identifier(let name, _) = binary.lhs.kind,
              case .variable(let variable)? = lookup(name.name) else { return }
        let key = initializationKey(variable)
        guard var entry = initialization.pending[key] else { return }
        let certain = isCheckedForInitialization(variable)
        let inLoop = initialization.loops.count > entry.loopDepth && !initialization.loops[entry.loopDepth...].contains(true)
        if entry.isLet, certain, let first = entry.firstAssignment, first.target != binary.lhs.id,
           scopeEncloses(first.scope) {
            initialization.errors.append(Diagnostic(message: "immutable value '\(name.name)' may only be initialized once",
                                                    range: binary.operatorRange))
        } else if entry.isLet, certain, inLoop {
            // The next iteration assigns it again.
            initialization.errors.append(Diagnostic(message: "immutable value '\(name.name)' may only be initialized once",
                                                    range: binary.operatorRange))
        } else if entry.isLet, certain, initialization.possible.contains(key) {
            // Some path here (a branch without `else`) assigned it already.
            initialization.errors.append(Diagnostic(message: "immutable value '\(name.name)' may only be initialized once",
                                                    range: binary.operatorRange))
        }
        if entry.firstAssignment == nil, certain { entry.firstAssignment = (binary.lhs.id, scope) }
        entry.isAssigned = true
        if certain {
            initialization.definite.insert(key)
            initialization.possible.insert(key)
            initialization.assignedLog.append(key)
        } else {
            entry.isUncertain = true
        }
        initialization.pending[key] = entry
    }

    /// Where swiftc puts the error for `x.member` with `x` uninitialised: at the member when it is
    /// a struct's stored property (naming `x`) or a tuple element (naming `x.member`), else at `x`.
    func placeUninitializedRead(of base: Expr, member: Identifier, type: SwiftType) {
        guard case .identifier(let name, _) = base.kind, let last = initialization.errors.last,
              last.range == name.range else { return }
        var moved = last
        if case .tuple = type {
            let kind = last.message.hasPrefix("constant") ? "constant" : "variable"
            moved.message = "\(kind) '\(name.name).\(member.name)' used before being initialized"
        } else if let decl = type.nominalDecl, decl.kind == .struct, environment.members(of: decl).fields[member.name] != nil {
            // A stored property: the message names the variable, the caret is at the property.
        } else {
            return
        }
        moved.range = member.range
        initialization.errors[initialization.errors.count - 1] = moved
    }

    /// Puts the definite-initialisation errors among the cell's diagnostics, unless there are
    /// type errors (swiftc never gets to this pass then).
    func reportInitializationErrors() {
        guard !initialization.errors.isEmpty,
              !diagnostics.contains(where: { $0.severity == .error && !Checker.isFlowError($0) }) else { return }
        var seen: Set<Diagnostic> = []
        for found in initialization.errors where seen.insert(found).inserted { diagnostics.append(found) }
    }

    /// Whether code here is checked against `variable`: it is in the function that declares it
    /// (not a closure, nested function or loop frame), outside `defer`, reachable, and not a
    /// static property's initial value.
    func isCheckedForInitialization(_ variable: Variable) -> Bool {
        variable.context === context && initialization.deferDepth == 0 && initialization.unreachable == 0
            && !(context.isGlobal && currentType != nil)
    }

    func initializationKey(_ variable: Variable) -> InitializationTracker.Key {
        InitializationTracker.Key(context: ObjectIdentifier(variable.context), slot: variable.slot)
    }

    /// Whether `outer` is the current block scope or one around it.
    private func scopeEncloses(_ outer: Scope) -> Bool {
        var current: Scope? = scope
        while let candidate = current {
            if candidate === outer { return true }
            current = candidate.parent
        }
        return false
    }
}
