/// Statements lowered into the evaluator's nodes.
extension Checker {
    /// Lowers a list of statements; types and functions declared in it are visible throughout
    /// (Swift hoists them), variables from their declaration on.
    func lowerStatements(_ statements: [Stmt], line: Int, newScope: Bool = true) -> Block {
        if newScope {
            return inScope {
                let block = lowerStatements(statements, line: line, newScope: false)
                block.endLifetimes(of: scopedReferenceVariables())
                return block
            }
        }
        let flattened = activeStatements(statements)
        let declarations = flattened.compactMap { statement -> Decl? in
            if case .declaration(let decl) = statement.kind { return decl }
            return nil
        }
        let isTopLevel = scope === root
        if isTopLevel { noteForwardGlobals(flattened) }
        hoist(declarations)
        if isTopLevel { declareComputedGlobals(flattened) }
        let inFunction = !context.isGlobal
        if inFunction { localsOfEnclosingBlocks.append(localVariableNames(flattened)) }
        defer { if inFunction { localsOfEnclosingBlocks.removeLast() } }
        let escapingHere = inFunction ? Self.escapingLetClosures(flattened).subtracting(escapingLetClosures) : []
        escapingLetClosures.formUnion(escapingHere)
        defer { escapingLetClosures.subtract(escapingHere) }
        var lowered: [Statement] = []
        var unreachableFromHere = false
        defer { if unreachableFromHere { initialization.unreachable -= 1 } }
        for statement in flattened {
            if let node = lowerStatement(statement) { lowered.append(node) }
            if !unreachableFromHere, !completesNormally(statement) {
                unreachableFromHere = true
                initialization.unreachable += 1
            }
        }
        if isTopLevel, !forwardGlobals.zeroes.isEmpty {
            lowered.insert(contentsOf: forwardGlobals.zeroes, at: 0)
            forwardGlobals.zeroes = []
        }
        return Block(lowered, line: line)
    }

    /// Statements with `#if` replaced by the active branch (`DEBUG` is true, as in a debug build).
    func activeStatements(_ statements: [Stmt]) -> [Stmt] {
        var result: [Stmt] = []
        for statement in statements {
            if case .ifConfig(let config) = statement.kind {
                result.append(contentsOf: activeStatements(activeClause(config)))
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// The elements of the first clause whose condition holds.
    func activeClause<Element>(_ config: IfConfig<Element>) -> [Element] {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause.elements }
            if compilationCondition(condition) { return clause.elements }
        }
        return []
    }

    /// Lowers one statement; nil for declarations that leave nothing to run.
    func lowerStatement(_ statement: Stmt, label: String? = nil) -> Statement? {
        nested(statement.range, fallback: nil) { lowerStatementUnbounded(statement, label: label) }
    }

    private func lowerStatementUnbounded(_ statement: Stmt, label: String?) -> Statement? {
        let line = statement.range.line
        switch statement.kind {
        case .expression(let expression):
            return lowerExpressionStatement(expression)
        case .declaration(let decl):
            return lowerDeclaration(decl)
        case .if(let ifStatement):
            jumpTargets.ifsAndDos += 1
            defer { jumpTargets.ifsAndDos -= 1 }
            let node = lowerIf(ifStatement, line: line)
            return label.map { LabeledStatement(label: $0, node, line: line) } ?? node
        case .guard(let guardStatement):
            let namesBefore = scope.names
            let conditions = lowerConditions(guardStatement.conditions)
            let beforeBody = initializationState
            // What the conditions bind is in scope after the guard, not in its `else` body.
            let namesBound = scope.names
            scope.names = namesBefore
            let body = lowerStatements(guardStatement.body.statements, line: line)
            scope.names = namesBound
            initializationState = beforeBody
            if !exits(guardStatement.body.statements) {
                // At the body's `}`, where it falls through, as swiftc points.
                let end = guardStatement.body.range.end
                let brace = SourceLocation(line: end.line, column: max(end.column - 1, 1), offset: max(end.offset - 1, 0))
                error("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                      SourceRange(at: brace))
            }
            return GuardStatement(conditions, body, line: line)
        case .while(let whileStatement):
            return lowerAfterEscapes {
                inScope {
                    let conditions = lowerConditions(whileStatement.conditions)
                    let body = lowerLoopBody(whileStatement.body, runsAtLeastOnce: isLiteralTrue(whileStatement.conditions)) {
                        lowerStatements(whileStatement.body.statements, line: line)
                    }
                    return WhileLoop(label: label, conditions, body, line: line)
                }
            }
        case .repeat(let repeatStatement):
            return lowerAfterEscapes {
                let body = lowerLoopBody(repeatStatement.body, runsAtLeastOnce: true) {
                    lowerStatements(repeatStatement.body.statements, line: line)
                }
                let condition = coerce(expression(repeatStatement.condition, expected: .bool), to: .bool,
                                       at: caret(repeatStatement.condition), role: .condition)
                return RepeatLoop(label: label, body, condition, line: line)
            }
        case .for(let forStatement):
            return lowerFor(forStatement, label: label, keyword: statement.range, line: line)
        case .switch(let switchStatement):
            return lowerSwitch(switchStatement, label: label, line: line, at: statement.range)
        case .do(let doStatement):
            jumpTargets.ifsAndDos += 1
            defer { jumpTargets.ifsAndDos -= 1 }
            let node = lowerDo(doStatement, line: line)
            return label.map { LabeledStatement(label: $0, node, line: line) } ?? node
        case .labeled(let name, let inner):
            return lowerStatement(inner, label: name.name)
        case .break(let target):
            if target == nil { jumpTargets.checkBreak(at: statement.range, in: self) }
            noteBreakFromSwitch(target?.name)
            return Jump(.breakLoop(target?.name), line: line)
        case .continue(let target):
            if target == nil, jumpTargets.loops == 0 { error("'continue' is only allowed inside a loop", statement.range) }
            return Jump(.continueLoop(target?.name), line: line)
        case .return(let value):
            if let value { markTypeNameValueSite(value) }
            // A probe for a closure's result type takes the first `return` (Checker+ClosureFirstReturn).
            if let value, let probe = returnTypeProbe, probe.function === context, probe.first == nil {
                returnTypeProbe?.first = isNilLiteral(value) ? .nilLiteral(caret(value)) : .value(expression(value, expected: nil).type)
            }
            return lowerReturn(value, range: statement.range)
        case .throw(let value):
            let endsBranch = expressionBranchThrows.contains(statement.range)
            if !errorsAreHandled, !endsBranch {
                error("error is not handled because the enclosing function is not declared 'throws'", statement.range)
            } else if !endsBranch, catchLeavesErrorsUnhandled {
                error("error is not handled because the enclosing catch is not exhaustive", statement.range)
            }
            let unhandledInBranch = !errorsAreHandled && endsBranch
            noteThrowingSite()
            noteThrownType(nil)
            let errorType = untypedThrowInAnnotatedClosure(at: statement.range) ? nil : thrownErrorContext
            let untyped = errorType == nil ? untypedThrowContext(value) : nil
            let before = diagnostics.count
            var thrown = expression(value, expected: errorType ?? untyped?.context)
            if let untyped { nameContextOfMissingMember(untyped.name, base: untyped.base, context: untyped.context, since: before) }
            if let errorType, thrown.type != .error, thrown.type != errorType {
                if converts(thrown.type, to: errorType) {
                    thrown = Typed(coerce(thrown, to: errorType, at: caret(value), role: .argument), errorType)
                } else {
                    error("thrown expression type '\(thrown.type)' cannot be converted to error type '\(errorType)'", caret(value))
                    thrown = Typed(thrown.node, .error)
                }
            }
            if unhandledInBranch, thrown.type != .error {
                // An `if` or `switch` expression's branch: swiftc's error type of the non-throwing function.
                error("thrown expression type '\(thrown.type)' cannot be converted to error type 'Never'", caret(value))
            }
            if case .error = thrown.type {} else if !conforms(thrown.type, toBuiltin: "Error") {
                error("thrown expression type '\(thrown.type)' does not conform to 'Error'", value.range)
            }
            return ThrowStatement(thrown.node, type: thrown.type, line: line)
        case .defer(let block):
            initialization.deferDepth += 1
            defer { initialization.deferDepth -= 1 }
            return DeferStatement(lowerStatements(block.statements, line: line), line: line)
        case .fallthrough:
            return Jump(.fallthroughCase, line: line)
        case .ifConfig(let config):
            return lowerStatements(activeClause(config), line: line, newScope: false)
        case .error:
            error("expected expression", statement.range)
            return nil
        }
    }

    /// Whether a list of statements always leaves its scope (for `guard`'s body).
    func exits(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .return, .throw, .break, .continue: return true
        case .expression(let expression):
            if case .call(let call) = expression.kind, case .identifier(let name, _) = call.callee.kind {
                return name.name == "fatalError" || name.name == "preconditionFailure"
            }
            return false
        case .if(let ifStatement):
            guard case .block(let elseBlock)? = ifStatement.elseBranch else { return false }
            return exits(ifStatement.body.statements) && exits(elseBlock.statements)
        case .do(let doStatement):
            return exits(doStatement.body.statements)
        default: return false
        }
    }

    private func lowerIf(_ ifStatement: IfStmt, line: Int) -> Statement {
        let before = initializationState
        let (conditions, body) = inScope { () -> ([Test], Block) in
            let conditions = lowerConditions(ifStatement.conditions)
            return (conditions, lowerStatements(ifStatement.body.statements, line: line))
        }
        let thenOutcome = branchOutcome(ifStatement.body.statements)
        initializationState = before
        var elseBody: Statement?
        var elseOutcome: InitializationState? = before
        switch ifStatement.elseBranch {
        case .elseIf(let statement)?:
            elseBody = lowerStatement(statement)
            elseOutcome = branchOutcome([statement])
        case .block(let block)?:
            elseBody = lowerStatements(block.statements, line: block.range.line)
            elseOutcome = branchOutcome(block.statements)
        case nil: break
        }
        mergeBranches([thenOutcome, elseOutcome])
        return IfStatement(conditions, body, else: elseBody, line: line)
    }

    /// The name an optional binding binds: an identifier, or `self` (`guard let self = self`, or
    /// `guard let self` in a closure that captured `[weak self]`).
    static func boundName(_ pattern: Pattern) -> Identifier? {
        switch pattern.kind {
        case .identifier(let name): return name
        case .expression(let value):
            if case .identifier(let name, _) = value.kind, name.name == "self" { return name }
            return nil
        default: return nil
        }
    }

    /// `let _ = value` in a condition (`while let _ = it.next()`): a name no source can write, so
    /// the condition tests and binds nothing the body can read.
    static func discardedName(_ binding: OptionalBinding) -> Identifier? {
        guard case .wildcard = binding.pattern.kind, binding.initializer != nil else { return nil }
        return Identifier(" discarded", range: binding.pattern.range)
    }

    /// Lowers `if`/`guard`/`while` conditions in the current scope, declaring their bindings.
    func lowerConditions(_ conditions: [Condition]) -> [Test] {
        conditions.compactMap { condition -> Test? in
            switch condition.kind {
            case .expression(let value):
                if case .binary(let binary) = value.kind, binary.op == .assign {
                    // `if x = 3`: swiftc takes it for a mistyped `==` and says only that.
                    error("use of '=' in a boolean context, did you mean '=='?", binary.operatorRange)
                    return nil
                }
                let typed = expression(value, expected: .bool)
                return Test(.boolean(coerce(typed, to: .bool, at: caret(value), role: .condition)))
            case .optionalBinding(let binding):
                if case .tuple = binding.pattern.kind, binding.type == nil, let value = binding.initializer {
                    // `while let (node, cost) = queue.pop()` is `case let (node, cost)? = queue.pop()`.
                    let some = Pattern(id: binding.pattern.id, range: binding.pattern.range, kind: .optional(binding.pattern))
                    let bound = Pattern(id: binding.pattern.id, range: binding.pattern.range, kind: .binding(binding.introducer, some))
                    let subject = expression(value, expected: nil)
                    guard case .optional = subject.type else {
                        if case .error = subject.type { return nil }
                        error("initializer for conditional binding must have Optional type, not '\(subject.type)'", condition.range)
                        return nil
                    }
                    return Test(.pattern(lowerPattern(bound, subjectType: subject.type), subject.node))
                }
                guard let name = Self.boundName(binding.pattern) ?? Self.discardedName(binding) else {
                    unsupported("this optional binding pattern", binding.pattern.range)
                    return nil
                }
                let source: Expr = binding.initializer
                    ?? Expr(id: binding.pattern.id, range: binding.pattern.range, kind: .identifier(name, genericArguments: []))
                let annotated = binding.type.map { resolveType($0) }
                // A bare generic name (`TreeNode`) wants no type of the value: it takes the value's arguments.
                let wanted = annotated.flatMap { type -> SwiftType? in
                    if case .nominal(let decl, let arguments) = type, arguments.isEmpty, !decl.genericParameters.isEmpty { return nil }
                    return .optional(type)
                }
                let typed = expression(source, expected: wanted)
                guard case .optional(let wrapped) = typed.type else {
                    if case .error = typed.type { return nil }
                    error("initializer for conditional binding must have Optional type, not '\(typed.type)'", condition.range)
                    // The name is still bound, so the body's uses of it are not errors too.
                    _ = declareVariable(name.name, type: typed.type, isLet: binding.introducer == .let)
                    return nil
                }
                var node = typed.node
                var boundType = wrapped
                if let annotated, let inferred = genericArgumentsInferred(annotated, from: wrapped) {
                    // `if let root: TreeNode = self.root`: the bare generic name takes the value's arguments.
                    boundType = inferred
                } else if let annotated {
                    node = coerce(Typed(node, .optional(wrapped)), to: .optional(annotated), at: caret(source), role: .annotation)
                    boundType = annotated
                }
                let variable = declareVariable(name.name, type: boundType, isLet: binding.introducer == .let)
                return Test(.binding(node, location(of: variable)))
            case .patternMatch(let pattern, let value):
                let subject = expression(value, expected: nil)
                let matcher = lowerPattern(pattern, subjectType: subject.type)
                return Test(.pattern(matcher, subject.node))
            case .availability(let isUnavailable, _):
                return Test(.boolean(Constant(.bool(!isUnavailable), line: condition.range.line)))
            }
        }
    }

    /// Whether elements of type `element` bind to a `for` pattern written as `type`: an
    /// existential the element conforms to, or `Any`.
    private func isElement(_ element: SwiftType, convertibleTo type: SwiftType) -> Bool {
        switch type {
        case .any: return true
        case .existential(let protocols): return protocols.allSatisfy { environment.conformances.conforms(element, to: $0) }
        default: return false
        }
    }

    private func lowerFor(_ forStatement: ForInStmt, label: String?, keyword: SourceRange, line: Int) -> Statement {
        // `for value: Double in [1, 2]`: the written type is the elements' (the literal's `Double`s).
        var annotated: SwiftType?
        if !forStatement.isCasePattern, case .typed(_, let typeExpression) = forStatement.pattern.kind {
            annotated = resolveType(typeExpression)
        }
        if case .packExpansion = forStatement.sequence.kind { allowsPackExpansion = true }
        var sequence = expression(forStatement.sequence, expected: annotated.map { .array($0) })
        // A lazy map or filter (or a wrapper of one) is read as the loop goes (ForInLoop), each
        // element when its turn comes.
        let lazyElement = mentionsLazyClosure(sequence.type) ? lazyAwareElement(sequence.type) : nil
        // A program's own sequence is read one `next()` per iteration, as Swift's iterator is.
        let ownSequence = lazyElement == nil ? ownSequenceReader(sequence.type) : nil
        // A range of a program's `Strideable` type is stepped as the loop goes (StrideableRangeWalk).
        let ownRange = lazyElement == nil ? strideableRangeSteps(sequence, keyword: keyword, at: caret(forStatement.sequence)) : nil
        if let ownRange {
            sequence = ownRange
        } else if lazyElement == nil, ownSequence == nil,
                  let elements = userSequenceElements(sequence, line: line) ?? genericSequenceElements(sequence, line: line) {
            // A generic parameter's value that is lazy is read as the loop goes, as Swift's iterator reads it.
            (elements.node as? GenericSequenceElements)?.keepsLazyValues = true
            sequence = elements
        }
        let element: SwiftType
        switch sequence.type {
        case _ where lazyElement != nil: element = lazyElement ?? .error
        case _ where ownSequence != nil: element = ownSequence?.element ?? .error
        case .array(let type), .set(let type): element = type
        case .range(let bound, _) where ownRange != nil: element = bound
        // `for x in repeat each xs` (SE-0408): each element of the pack, made when its turn comes.
        case .packExpansion(let pattern): element = pattern
        case .range(let bound, _):
            guard bound.isInteger || bound == .character else {
                error("protocol 'Sequence' requires that '\(bound)' conform to 'Strideable'", forStatement.sequence.range)
                return Block([], line: line)
            }
            element = bound
        case .dictionary(let key, let value):
            element = .tuple([TupleElement(label: "key", key), TupleElement(label: "value", value)])
        case .string, .substring: element = .character
        case .arraySlice(let item): element = item
        case .nominal(let decl, let arguments) where decl.isBuiltin && decl.name == "Sequence":
            element = arguments.first ?? .any
        case .error: element = .error
        default:
            error("for-in loop requires '\(sequence.type)' to conform to 'Sequence'", forStatement.sequence.range)
            element = .error
        }
        if let annotated, element != annotated, element != .error, annotated != .error,
           !isElement(element, convertibleTo: annotated) {
            error("cannot convert sequence element type '\(element)' to expected type '\(annotated)'", forStatement.sequence.range)
        }
        func lowerLoop(perIteration: Bool) -> ForInLoop {
            let savedContext = context
            let savedScope = scope
            var iteration: FunctionContext?
            if perIteration {
                let frame = FunctionContext.iteration(of: context)
                iteration = frame
                context = frame
                scope = Scope(parent: savedScope, function: frame)
            }
            defer {
                context = savedContext
                scope = savedScope
            }
            return inScope {
                let matcher = lowerPattern(forStatement.pattern, subjectType: forPatternSubject(forStatement, element: element),
                                           bindsByDefault: !forStatement.isCasePattern)
                let whereClause = forStatement.whereClause.map {
                    coerce(expression($0, expected: .bool), to: .bool, at: caret($0), role: .condition)
                }
                let body = lowerLoopBody(forStatement.body, runsAtLeastOnce: false) {
                    lowerStatements(forStatement.body.statements, line: line)
                }
                let loop = ForInLoop(label: label, sequence: sequence.node, pattern: matcher, whereClause: whereClause,
                                     body: body, line: line)
                loop.iterationFrameSize = iteration?.frameSize
                loop.programSequence = ownSequence.map { ($0.makeIterator, $0.next) }
                loop.walksStrideableRange = ownRange != nil
                loop.packSequence = sequence.node as? PackExpansion
                return loop
            }
        }
        let closuresBefore = closuresCreated
        let diagnosticsBefore = diagnostics.count
        let loop = lowerLoop(perIteration: false)
        guard closuresCreated != closuresBefore, iterationFrameDepth < 3 else { return loop }
        diagnostics.removeSubrange(diagnosticsBefore...)
        iterationFrameDepth += 1
        defer { iterationFrameDepth -= 1 }
        return lowerLoop(perIteration: true)
    }

    private func lowerDo(_ doStatement: DoStmt, line: Int) -> Statement {
        let handles = !doStatement.catches.isEmpty
        let before = initializationState
        let exhaustive = doStatement.catches.contains { Self.catchesEverything($0) }
        let written = doStatement.thrownType.map { resolveType($0) }.flatMap { hasError($0) ? nil : $0 }
        if handles { catchDepth += 1; doThrowSites.append([]); doErrorTypes.append(written) }
        if exhaustive { exhaustiveCatchDepth += 1 }
        let body = lowerStatements(doStatement.body.statements, line: line)
        let sites = handles ? doThrowSites.removeLast() : []
        if handles { catchDepth -= 1; doErrorTypes.removeLast() }
        if exhaustive { exhaustiveCatchDepth -= 1 }
        if doStatement.catches.isEmpty { return body }
        var outcomes = [branchOutcome(doStatement.body.statements)]
        // A catch clause runs only if the body can throw.
        let catchesRun = canThrow(doStatement.body)
        defer { mergeBranches(outcomes) }
        let errorType = written ?? caughtErrorType(sites)
            ?? SwiftType.existential(builtinProtocol("Error").map { [$0] } ?? [])
        // Without a clause that catches everything, what the clauses miss goes on to an outer `do`.
        if !sites.isEmpty, !doStatement.catches.contains(where: { $0.items.isEmpty }) {
            noteThrownType(errorType == .existential(builtinProtocol("Error").map { [$0] } ?? []) ? nil : errorType)
        }
        let catches = doStatement.catches.map { clause in
            inScope { () -> (patterns: [(Matcher, Expression?)], errorSlot: StorageLocation?, body: Statement) in
                var errorSlot: StorageLocation?
                var patterns: [(Matcher, Expression?)] = []
                if clause.items.isEmpty {
                    errorSlot = location(of: declareVariable("error", type: errorType, isLet: true))
                } else {
                    for item in clause.items {
                        let matcher = lowerPattern(item.pattern, subjectType: errorType)
                        let guardExpression = item.whereClause.map {
                            coerce(expression($0, expected: .bool), to: .bool, at: caret($0), role: .condition)
                        }
                        patterns.append((matcher, guardExpression))
                    }
                }
                initializationState = before
                let body = lowerStatements(clause.body.statements, line: clause.range.line)
                if catchesRun { outcomes.append(branchOutcome(clause.body.statements)) }
                return (patterns, errorSlot, body)
            }
        }
        return DoStatement(body: body, catches: catches, line: line)
    }

    private func lowerReturn(_ value: Expr?, range: SourceRange) -> Statement {
        let expected = context.resultType
        guard let value else {
            if expected != .void, !context.isInitializer, !context.owner.isGlobal {
                error("non-void function should return a value", range)
            }
            if context.isInitializer {
                noteInitializerReturn(at: range)
                return Jump(.returnValue(LocalGet(slot: 0, line: range.line)), line: range.line)
            }
            return Jump(.returnValue(nil), line: range.line)
        }
        if context.isInitializer {
            if case .nilLiteral = value.kind {
                if !context.isFailableInitializer { error("only a failable initializer can return 'nil'", range) }
                return Jump(.returnValue(Constant(.null, line: range.line)), line: range.line)
            }
        }
        rejectNonEscapingUse(value)
        // A closure returned outlives the call: swiftc checks what it captures while it runs.
        if case .closure = value.kind { closureIsReturned = true }
        markOpaqueResultValue(value)
        let typed = expression(value, expected: expected)
        closureIsReturned = false
        // A type that cannot be the opaque result is reported as swiftc does, and infers nothing.
        if rejectsOpaqueRequirement(typed.type, at: caret(value)) {
            noteOpaqueReturn(.error, declared: expected)
            return Jump(.returnValue(typed.node), line: range.line)
        }
        noteOpaqueReturn(typed.type, declared: expected)
        if expected == .void, typed.type != .void {
            if case .error = typed.type {} else {
                error("unexpected non-void return value in void function", caret(value))
                // swiftc says only this (its conversion error would sit at the same caret).
                return Jump(.returnValue(typed.node), line: range.line)
            }
        }
        // A closure's `return` converts to the closure's result type, in swiftc's words for that.
        let role: ConversionRole = isInClosure ? .closureResult : .returnValue
        return Jump(.returnValue(coerce(typed, to: expected, at: caret(value), role: role)), line: range.line)
    }

    /// An expression used as a statement: assignments become stores.
    private func lowerExpressionStatement(_ value: Expr) -> Statement? {
        if case .binary(let binary) = value.kind {
            if binary.op == .assign { return optionallyChained(lowerAssignment(binary, range: value.range), binary.lhs) }
            if let base = binary.op.compoundBase {
                return optionallyChained(lowerCompoundAssignment(binary, base: base, range: value.range), binary.lhs)
            }
        }
        markTypeNameValueSite(value)
        typeBuilderArray(appendedBy: value)
        if case .packExpansion = value.kind { allowsPackExpansion = true }
        let typed = expression(value, expected: nil)
        if typed.type == .never { initialization.neverReturning.insert(value.id) }
        if let append = typed.node as? VariableAppend { return AppendStatement(append) }
        let line = value.range.line
        // `super.init(…)` of a failable initialiser, in one: when it fails, so does this one.
        if context.isFailableInitializer, case .optional = typed.type, Self.callsSuperInit(value) {
            let failed = Unary(typed.node, line: line) { result, _ in
                if case .null = result { return .bool(true) }
                return .bool(false)
            }
            return IfStatement([Test(.boolean(failed))], Jump(.returnValue(Constant(.null, line: line)), line: line),
                               else: nil, line: line)
        }
        return ExpressionStatement(typed.node, line: line)
    }

    /// Whether `value` is a `super.init(…)` call (with or without `try`).
    private static func callsSuperInit(_ value: Expr) -> Bool {
        var callee = value
        if case .try(_, let inner) = callee.kind { callee = inner }
        guard case .call(let call) = callee.kind, case .member(let base, let name, _) = call.callee.kind,
              case .superRef = base.kind else { return false }
        return name.name == "init"
    }
}
