/// Patterns of `switch`, `if case`, `for`, `catch` and destructuring declarations.
extension Checker {
    /// Lowers a pattern against a subject of `subjectType`; names bind as `let` unless inside `var`.
    func lowerPattern(_ pattern: Pattern, subjectType: SwiftType, bindsByDefault: Bool = true, isLet: Bool = true) -> Matcher {
        lowerPatternWithShape(pattern, subjectType: subjectType, isLet: isLet).0
    }

    /// The matcher and what it covers, for exhaustiveness.
    func lowerPatternWithShape(_ pattern: Pattern, subjectType: SwiftType, isLet: Bool = true) -> (Matcher, StaticPattern) {
        nested(pattern.range, fallback: (WildcardMatcher(line: pattern.range.line), .any)) {
            lowerPatternUnbounded(pattern, subjectType: subjectType, isLet: isLet)
        }
    }

    /// The subject a `for` loop's pattern is matched against: its sequence's `element`, or the
    /// error type when a tuple pattern cannot match it, which swiftc reports at the sequence
    /// (`for (i, x) in xs` over Ints; a tuple of another length "pattern cannot match").
    func forPatternSubject(_ loop: ForInStmt, element: SwiftType) -> SwiftType {
        var pattern = loop.pattern
        while case .binding(_, let inner) = pattern.kind { pattern = inner }
        guard case .tuple(let elements) = pattern.kind, elements.count > 1, element != .error else { return element }
        guard case .tuple(let types) = element else {
            error("tuple pattern cannot match values of non-tuple type '\(element)'", loop.sequence.range)
            return .error
        }
        if types.count == elements.count { return element }
        error("pattern cannot match values of type '\(element)'", loop.sequence.range)
        return .error
    }

    private func lowerPatternUnbounded(_ pattern: Pattern, subjectType: SwiftType, isLet: Bool) -> (Matcher, StaticPattern) {
        let line = pattern.range.line
        switch pattern.kind {
        case .wildcard:
            return (WildcardMatcher(line: line), .any)
        case .identifier(let name):
            return (BindingMatcher(bindPatternVariable(name, type: subjectType, isLet: isLet), line: line), .any)
        case .binding(let introducer, let inner):
            return lowerPatternWithShape(inner, subjectType: subjectType, isLet: introducer == .let)
        case .typed(let inner, let typeExpression):
            let type = resolveType(typeExpression)
            return lowerPatternWithShape(inner, subjectType: type, isLet: isLet)
        case .tuple(let elements):
            guard case .tuple(let types) = subjectType, types.count == elements.count else {
                if elements.count == 1 { return lowerPatternWithShape(elements[0].pattern, subjectType: subjectType, isLet: isLet) }
                if case .error = subjectType {} else {
                    error("tuple pattern cannot match values of the non-tuple type '\(subjectType)'", pattern.range)
                }
                // Its names still bind (to the error type), so their uses are not reported again.
                for element in elements { _ = lowerPatternWithShape(element.pattern, subjectType: .error, isLet: isLet) }
                return (WildcardMatcher(line: line), .any)
            }
            var matchers: [Matcher] = []
            var shapes: [StaticPattern] = []
            for (element, type) in zip(elements, types) {
                let (matcher, shape) = lowerPatternWithShape(element.pattern, subjectType: type.type, isLet: isLet)
                matchers.append(matcher)
                shapes.append(shape)
            }
            return (TupleMatcher(matchers, line: line), .tuple(shapes))
        case .optional(let inner):
            guard case .optional(let wrapped) = subjectType else {
                error("'?' pattern cannot match values of type '\(subjectType)'", pattern.range)
                return (WildcardMatcher(line: line), .any)
            }
            let (matcher, shape) = lowerPatternWithShape(inner, subjectType: wrapped, isLet: isLet)
            return (OptionalMatcher(matcher, line: line), .some(shape))
        case .enumCase(let casePattern):
            return enumCasePattern(casePattern, subjectType: subjectType, isLet: isLet, range: pattern.range)
        case .isType(let typeExpression):
            let target = resolveType(typeExpression)
            return (TypeMatcher(test: dynamicCast(to: target), then: nil, line: line), .partial)
        case .cast(let inner, let typeExpression):
            let target = resolveType(typeExpression)
            let (matcher, _) = lowerPatternWithShape(inner, subjectType: target, isLet: isLet)
            return (TypeMatcher(test: dynamicCast(to: target), then: matcher, line: line), .partial)
        case .expression(let value):
            return expressionPattern(value, subjectType: subjectType, isLet: isLet)
        case .error:
            return (WildcardMatcher(line: line), .any)
        }
    }

    /// Declares a name a pattern binds; several patterns of one `case` share the slot of a name.
    private func bindPatternVariable(_ identifier: Identifier, type: SwiftType, isLet: Bool) -> StorageLocation {
        let name = identifier.name
        boundNames.append((name, identifier.range))
        if case .variable(let existing)? = scope.names[name], existing.context === context {
            return location(of: existing)
        }
        return location(of: declareVariable(name, type: type, isLet: isLet))
    }

    private func expressionPattern(_ value: Expr, subjectType: SwiftType, isLet: Bool) -> (Matcher, StaticPattern) {
        let line = value.range.line
        var unwrapped = value
        if case .optionalEvaluation(let inner) = unwrapped.kind { unwrapped = inner }
        if case .bindOptional(let inner) = unwrapped.kind, case .optional(let wrapped) = subjectType {
            let (matcher, shape) = expressionPattern(inner, subjectType: wrapped, isLet: isLet)
            return (OptionalMatcher(matcher, line: line), .some(shape))
        }
        if case .booleanLiteral(let flag) = value.kind, subjectType == .bool {
            return (ExpressionMatcher(Constant(.bool(flag), line: line), line: line), .bool(flag))
        }
        if case .nilLiteral = value.kind, case .optional = subjectType {
            return (ExpressionMatcher(Constant(.null, line: line), line: line), .none)
        }
        if case .implicitMember(let name, _) = value.kind {
            let casePattern = EnumCasePattern(type: nil, name: name, payload: nil)
            return enumCasePattern(casePattern, subjectType: subjectType, isLet: isLet, range: value.range)
        }
        if case .identifier(let name, _) = value.kind, case .none = lookup(name.name) {
            if let decl = subjectType.nominalDecl, decl.caseIndex(name.name) != nil {
                let casePattern = EnumCasePattern(type: nil, name: name, payload: nil)
                return enumCasePattern(casePattern, subjectType: subjectType, isLet: isLet, range: value.range)
            }
        }
        let expected: SwiftType = subjectType.optionalWrapped ?? subjectType
        let typed = expression(value, expected: expected)
        // A one-sided range held in a variable (`let negative = ..<0`, `case negative:`) matches as its range.
        let viewed = typed.type.nominalDecl.flatMap(PartialRangeKind.init) == nil ? typed : partialRangeView(typed) ?? typed
        if case .range(let bound, _) = viewed.type {
            if bound != expected, expected != .error, bound != .error {
                error("expression pattern of type '\(typed.type)' cannot match values of type '\(subjectType)'", value.range)
            }
            return (ExpressionMatcher(typed.node, line: line), .partial)
        }
        if case .error = typed.type { return (ExpressionMatcher(typed.node, line: line), .partial) }
        if typed.type != subjectType, !converts(typed.type, to: subjectType) {
            error("expression pattern of type '\(typed.type)' cannot match values of type '\(subjectType)'", value.range)
        }
        return (ExpressionMatcher(typed.node, line: line), .partial)
    }

    private func enumCasePattern(_ casePattern: EnumCasePattern, subjectType: SwiftType, isLet: Bool,
                                 range: SourceRange) -> (Matcher, StaticPattern) {
        let line = range.line
        let name = casePattern.name.name
        if case .optional(let wrapped) = subjectType {
            if name == "none", casePattern.payload == nil {
                return (ExpressionMatcher(Constant(.null, line: line), line: line), .none)
            }
            if name == "some", casePattern.payload == nil {
                // `case .some:` matches any present value, binding nothing.
                return (OptionalMatcher(WildcardMatcher(line: line), line: line), .some(.any))
            }
            if name == "some", let payload = casePattern.payload, payload.count == 1 {
                let (matcher, shape) = lowerPatternWithShape(payload[0].pattern, subjectType: wrapped, isLet: isLet)
                return (OptionalMatcher(matcher, line: line), .some(shape))
            }
            let (matcher, shape) = enumCasePattern(casePattern, subjectType: wrapped, isLet: isLet, range: range)
            return (OptionalMatcher(matcher, line: line), .some(shape))
        }
        var enumType = subjectType
        if let written = casePattern.type { enumType = resolveType(written) }
        guard case .nominal(let decl, let arguments) = enumType, decl.kind == .enum, let index = decl.caseIndex(name) else {
            if case .error = subjectType { return (WildcardMatcher(line: line), .any) }
            if let decl = subjectType.nominalDecl, casePattern.payload == nil,
               environment.members(of: decl).staticVariables[name] != nil || environment.members(of: decl).staticComputed[name] != nil {
                let typed = staticMember(subjectType, name: casePattern.name, expected: subjectType, range: range)
                return (ExpressionMatcher(typed.node, line: line), .partial)
            }
            errorSuggesting("type '\(subjectType)' has no member '\(name)'", casePattern.name.range, name: name,
                            among: memberNames(of: subjectType, isStatic: true))
            return (WildcardMatcher(line: line), .any)
        }
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let associated = decl.cases[index].associatedValues
        // A subject of another static type (`any Error`, `Any`) may hold another enum's case.
        let owner: NominalDecl? = subjectType.nominalDecl === decl ? nil : decl
        guard let payload = casePattern.payload else {
            return (EnumCaseMatcher(caseIndex: index, payload: [], owner: owner, line: line), .enumCase(index, []))
        }
        if payload.count == 1, associated.count > 1 {
            let tupleType = SwiftType.tuple(associated.map { TupleElement(label: $0.label, $0.type.substituting(substitution)) })
            let (matcher, shape) = lowerPatternWithShape(payload[0].pattern, subjectType: tupleType, isLet: isLet)
            return (EnumCaseMatcher(caseIndex: index, payload: [matcher], owner: owner, line: line), .enumCase(index, [shape]))
        }
        guard payload.count == associated.count else {
            error("tuple pattern has the wrong length for tuple type '\(SwiftType.tuple(associated))'", range)
            return (WildcardMatcher(line: line), .any)
        }
        var matchers: [Matcher] = []
        var shapes: [StaticPattern] = []
        for (element, declared) in zip(payload, associated) {
            let (matcher, shape) = lowerPatternWithShape(element.pattern, subjectType: declared.type.substituting(substitution),
                                                         isLet: isLet)
            matchers.append(matcher)
            shapes.append(shape)
        }
        return (EnumCaseMatcher(caseIndex: index, payload: matchers, owner: owner, line: line), .enumCase(index, shapes))
    }

    /// `switch`, with Swift's exhaustiveness check.
    func lowerSwitch(_ switchStatement: SwitchStmt, label: String?, line: Int, at range: SourceRange? = nil) -> Statement {
        jumpTargets.switches += 1
        defer { jumpTargets.switches -= 1 }
        let subject = expression(switchStatement.subject, expected: nil)
        var cases: [SwitchStatement.Case] = []
        var covering: [StaticPattern] = []
        var hasDefault = false
        /// The `fallthrough` ending the previous case, and the names that case binds.
        var fallingThrough: (range: SourceRange, names: Set<String>)?
        let before = initializationState
        var outcomes: [InitializationState?] = []
        /// What the previous case had assigned when it fell through into this one.
        var fallenThrough: InitializationState?
        initialization.switchExits.append((label, initialization.loops.count, []))
        defer { mergeBranches(outcomes + initialization.switchExits.removeLast().states) }
        if let last = switchStatement.cases.last?.body.last, case .fallthrough = last.kind {
            error("'fallthrough' without a following 'case' or 'default' block", last.range)
        }
        for switchCase in switchStatement.cases {
            initializationState = before
            // Entered by its own pattern or from the case above: only what both paths assigned is certain.
            if let carried = fallenThrough { initialization.possible.formUnion(carried.possible) }
            fallenThrough = nil
            let lowered = inScope { () -> SwitchStatement.Case in
                var patterns: [(Matcher, Expression?)] = []
                switch switchCase.label {
                case .default:
                    hasDefault = true
                    patterns.append((WildcardMatcher(line: line), nil))
                case .case(let items):
                    var namesPerItem: [Set<String>] = []
                    var bindingRanges: [String: SourceRange] = [:]
                    for item in items {
                        boundNames = []
                        let (matcher, shape) = lowerPatternWithShape(item.pattern, subjectType: subject.type)
                        namesPerItem.append(Set(boundNames.map(\.name)))
                        for bound in boundNames where bindingRanges[bound.name] == nil { bindingRanges[bound.name] = bound.range }
                        let guardExpression = item.whereClause.map {
                            coerce(expression($0, expected: .bool), to: .bool, at: caret($0), role: .condition)
                        }
                        if guardExpression == nil { covering.append(shape) }
                        patterns.append((matcher, guardExpression))
                    }
                    let allNames = namesPerItem.reduce(Set<String>()) { $0.union($1) }
                    for name in allNames.sorted() where namesPerItem.contains(where: { !$0.contains(name) }) {
                        error("'\(name)' must be bound in every pattern", bindingRanges[name] ?? switchCase.range)
                    }
                    if let from = fallingThrough, let name = allNames.subtracting(from.names).sorted().first {
                        error("'fallthrough' from a case which doesn't bind variable '\(name)'", from.range)
                    }
                    fallingThrough = nil
                    if let last = switchCase.body.last, case .fallthrough = last.kind {
                        fallingThrough = (last.range, allNames)
                    }
                }
                if switchCase.body.isEmpty {
                    error("'\(switchCase.label.isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement", switchCase.range)
                }
                let body = lowerStatements(switchCase.body, line: switchCase.range.line, newScope: false)
                outcomes.append(branchOutcome(switchCase.body))
                if let last = switchCase.body.last, case .fallthrough = last.kind { fallenThrough = initializationState }
                return SwitchStatement.Case(patterns: patterns, body: body)
            }
            cases.append(lowered)
        }
        if !hasDefault, subject.type != .error, !isExhaustive(covering, subjectType: subject.type) {
            error("switch must be exhaustive", (range ?? switchStatement.subject.range).startOnly)
        }
        return SwitchStatement(label: label, subject: subject.node, cases: cases, line: line)
    }

    /// `switch` used as an expression: every case is one expression of the same type.
    func switchExpression(_ switchStatement: SwitchStmt, expected: SwiftType?, range: SourceRange) -> Typed {
        var resultType = expected
        if resultType == nil {
            for switchCase in switchStatement.cases {
                guard switchCase.body.count == 1, case .expression(let value) = switchCase.body[0].kind,
                      !isLiteralOnly(value) else { continue }
                if case .nilLiteral = value.kind { continue }
                resultType = Checker(probing: self).expression(value, expected: nil).type
                break
            }
        }
        let cases = switchStatement.cases.map { switchCase -> SwitchCase in
            if let last = switchCase.body.last, case .throw = last.kind { expressionBranchThrows.insert(last.range) }
            guard switchCase.body.count == 1, case .expression(let value) = switchCase.body[0].kind else { return switchCase }
            let statement = Stmt(id: switchCase.body[0].id, range: switchCase.body[0].range, kind: .return(value))
            return SwitchCase(id: switchCase.id, range: switchCase.range, isUnknown: switchCase.isUnknown,
                              label: switchCase.label, body: [statement])
        }
        let saved = context.resultType
        let savedInitializer = context.isInitializer
        let type = resultType ?? .int
        context.resultType = type
        defer { context.resultType = saved }
        _ = savedInitializer
        let statement = lowerSwitch(SwitchStmt(subject: switchStatement.subject, cases: cases, bodyRange: switchStatement.bodyRange),
                                    label: nil, line: range.line, at: range)
        return Typed(StatementsThen(statement, then: Constant(.void, line: range.line), line: range.line), type)
    }

    private func isExhaustive(_ patterns: [StaticPattern], subjectType: SwiftType) -> Bool {
        if patterns.contains(where: { if case .any = $0 { return true } else { return false } }) { return true }
        guard let values = StaticValue.values(of: subjectType) else { return true }
        return values.allSatisfy { value in patterns.contains { $0.matches(value) } }
    }
}

extension SwitchCase.Label {
    var isDefault: Bool {
        if case .default = self { return true }
        return false
    }
}

extension SourceRange {
    /// The range's start as an empty range (where swiftc puts a statement's caret).
    var startOnly: SourceRange { SourceRange(at: start) }
}
