/// What the `each` references of the `repeat` pattern being checked found: the value packs the
/// pattern reads (the first gives its count at run time) and the type parameter packs they name.
struct PackPatternUses {
    /// Where the `repeat` starts: swiftc puts an `each` on a non-pack there.
    let start: SourceRange
    var packs: [Expression] = []
    var parameters: [TypeParameter] = []
}

/// Parameter packs in expressions (SE-0393): `repeat pattern`, `each x`, tuples that expand
/// packs, and the rules swiftc words for their misuse.
extension Checker {
    /// `repeat pattern`: the pattern typed once over the packs' elements; its type is `repeat P`.
    func packExpansion(_ pattern: Expr, expected: SwiftType?, isAllowed: Bool, range: SourceRange) -> Typed {
        guard isAllowed else {
            // An argument typed here is one for a parameter that is no pack (`print(repeat each x)`).
            let start = SourceRange(start: range.start, end: range.start)
            if packArgumentRanges.contains(range) {
                error("cannot pass value pack expansion to non-pack parameter of type '\(expected ?? .any)'", start)
            } else {
                error("value pack expansion can only appear inside a function argument list, tuple element, or as the expression of a for-in loop",
                      start)
            }
            return Typed(Constant(.void, line: range.line), .error)
        }
        let saved = packPattern
        packPattern = PackPatternUses(start: range)
        let errorsBefore = diagnostics.count
        var want: SwiftType?
        if case .packExpansion(let element)? = expected { want = element }
        let typed = expression(pattern, expected: want)
        let uses = packPattern ?? PackPatternUses(start: range)
        packPattern = saved
        guard !uses.packs.isEmpty else {
            if diagnostics.count == errorsBefore {
                error("value pack expansion must contain at least one pack reference", SourceRange(start: range.start, end: range.start))
            }
            return Typed(typed.node, .error)
        }
        if rejectsUntiedShapes(uses.parameters, at: range) { return Typed(typed.node, .error) }
        let node = PackExpansion(typed.node, packs: uses.packs, parameters: uses.parameters, line: range.line)
        for parameter in uses.parameters { requireWitness(parameter) }
        return Typed(node, .packExpansion(typed.type))
    }

    /// `each x`: the element of value pack `x` the enclosing `repeat` is at, typed `each T`.
    func packElement(_ pack: Expr, range: SourceRange) -> Typed {
        isPackOperand = true
        let typed = expression(pack, expected: nil)
        isPackOperand = false
        guard case .packExpansion(let element) = typed.type else {
            if typed.type != .error {
                let at = packPattern?.start ?? range
                error("'each' cannot be applied to non-pack type '\(typed.type)'", SourceRange(start: at.start, end: at.start))
            }
            return Typed(typed.node, .error)
        }
        guard packPattern != nil else {
            error("pack reference '\(element)' can only appear in pack expansion", pack.range)
            return Typed(typed.node, .error)
        }
        packPattern?.packs.append(typed.node)
        for parameter in element.mentionedPacks where packPattern?.parameters.contains(parameter) == false {
            packPattern?.parameters.append(parameter)
        }
        return Typed(PackElement(typed.node, line: range.line), element)
    }

    /// Notes the call's arguments that are `repeat` patterns (`packArgumentRanges`).
    func notePackArguments(_ arguments: [Argument]) {
        for argument in arguments {
            if case .packExpansion = argument.value.kind { packArgumentRanges.insert(argument.value.range) }
        }
    }

    /// A `repeat` argument for a parameter that is no pack (`print(repeat each x)`): swiftc's error;
    /// true when reported.
    func rejectsPackExpansionArgument(_ argument: Argument, type: SwiftType) -> Bool {
        guard case .packExpansion = argument.value.kind else { return false }
        let start = argument.value.range.start
        error("cannot pass value pack expansion to non-pack parameter of type '\(type)'", SourceRange(start: start, end: start))
        return true
    }

    /// A value pack named without `each` (a parameter `x: repeat each T` read as `x`) is an
    /// error, as in swiftc; `each x` names it (`isPackOperand`).
    func rejectingBarePack(_ typed: Typed, isPackOperand: Bool, range: SourceRange) -> Typed {
        guard !isPackOperand, case .packExpansion(let element) = typed.type else { return typed }
        error("value pack '\(element)' must be referenced with 'each'", range)
        return Typed(typed.node, .error)
    }

    /// A tuple with `repeat` elements (`(repeat each x)`, `(0, repeat f(each x))`): its type keeps
    /// each `repeat P`, which a call's substitution expands.
    func packTuple(_ elements: [Argument], range: SourceRange) -> Typed {
        var nodes: [(node: Expression, expands: Bool)] = []
        var types: [TupleElement] = []
        for element in elements {
            allowsPackExpansion = true
            let typed = expression(element.value, expected: nil)
            nodes.append((typed.node, typed.type.isPackExpansion))
            types.append(TupleElement(label: element.label?.name, typed.type))
        }
        let node = PackTuple(nodes, isPack: false, line: range.line)
        return Typed(node, types.contains { $0.type == .error } ? .error : .tuple(types))
    }

    /// The arguments matched to a pack parameter (`_ xs: repeat each T`), each typed by its own
    /// element of `type` (the parameter's type with the call's packs bound, `Pack{Int, String}`);
    /// a `repeat each y` argument forwards the caller's pack, spliced in at run time.
    func packArgument(_ arguments: [Argument], type: SwiftType, line: Int) -> Expression {
        var elementTypes: [SwiftType] = []
        if case .pack(let types) = type { elementTypes = types }
        var nodes: [(node: Expression, expands: Bool)] = []
        for (index, argument) in arguments.enumerated() {
            let want = index < elementTypes.count ? elementTypes[index] : nil
            if case .packExpansion = argument.value.kind {
                allowsPackExpansion = true
                nodes.append((expression(argument.value, expected: want).node, true))
                continue
            }
            let typed = expression(argument.value, expected: want)
            nodes.append((want.map { coerce(typed, to: $0, at: caret(argument.value), role: .argument) } ?? typed.node, false))
        }
        return PackTuple(nodes, isPack: true, line: line)
    }

    /// Binds the type parameter packs of a pack parameter's pattern (`each T` of `repeat each T`,
    /// `[each T]`) from its arguments, each matched against the pattern on its own: the packs
    /// become `Pack{…}` of the types found, a forwarded `repeat each y` giving `repeat each U`.
    func inferPack(_ pattern: SwiftType, _ arguments: [Argument], probe: Checker, result: SwiftType, expectedResult: SwiftType?,
                   into bindings: inout [TypeParameter: SwiftType]) {
        let packs = pattern.mentionedPacks
        if let preset = contextualPack(pattern, arguments, result: result, expectedResult: expectedResult) {
            bindings.merge(preset) { bound, _ in bound }
        }
        var elements: [TypeParameter: [SwiftType]] = Dictionary(uniqueKeysWithValues: packs.map { ($0, []) })
        for argument in arguments {
            probe.allowsPackExpansion = true
            let typed = probe.expression(argument.value, expected: nil)
            var local = bindings
            for parameter in packs { local[parameter] = nil }
            var forwarded = false
            if case .packExpansion(let inner) = typed.type {
                unifyGeneric(pattern, inner, into: &local)
                forwarded = true
            } else {
                unifyGeneric(pattern, typed.type, into: &local)
            }
            for parameter in packs {
                let element = local[parameter] ?? .error
                elements[parameter, default: []].append(forwarded ? .packExpansion(element) : element)
            }
        }
        for parameter in packs where bindings[parameter] == nil { bindings[parameter] = .pack(elements[parameter] ?? []) }
    }

    /// The pack a call's context gives a function returning `(repeat each T)` for `repeat each T`
    /// arguments: `let d: (Int8, Double) = f(3, 1.5)` binds `T` to `Pack{Int8, Double}`, so the
    /// literals take those types, as in swiftc; nil when the result or the context is any other.
    private func contextualPack(_ pattern: SwiftType, _ arguments: [Argument], result: SwiftType,
                                expectedResult: SwiftType?) -> [TypeParameter: SwiftType]? {
        guard case .generic(let pack) = pattern, pack.isPack, case .tuple(let results) = result, results.count == 1,
              results[0].type == .packExpansion(pattern), let expectedResult, !containsGeneric(expectedResult),
              !arguments.contains(where: { if case .packExpansion = $0.value.kind { true } else { false } }) else { return nil }
        var types = [expectedResult]
        if case .tuple(let elements) = expectedResult { types = elements.map(\.type) }
        if expectedResult == .void { types = [] }
        guard types.count == arguments.count, !types.contains(.error) else { return nil }
        return [pack: .pack(types)]
    }
}

/// Parameter packs in types: `repeat P` and `each T`.
extension Checker {
    /// `repeat P`: a pattern that must name a type parameter pack.
    func packExpansionType(_ pattern: TypeExpr, range: SourceRange) -> SwiftType {
        let type = resolveType(pattern)
        if case .error = type { return .error }
        guard !type.mentionedPacks.isEmpty else {
            error("pack expansion '\(type)' must contain at least one pack reference", range)
            return .error
        }
        tieShapes(of: type)
        return .packExpansion(type)
    }

    /// `each T`: a type parameter pack named in a `repeat` pattern.
    func packElementType(_ pack: TypeExpr, range: SourceRange) -> SwiftType {
        resolvingPackOperand = true
        let type = resolveType(pack)
        resolvingPackOperand = false
        if case .generic(let parameter) = type, parameter.isPack { return type }
        if case .error = type { return .error }
        error("'each' cannot be applied to non-pack type '\(type)'", range)
        return .error
    }

    /// A type parameter pack named without `each` (`repeat T`) is an error, as in swiftc.
    func rejectingBareTypePack(_ type: SwiftType, isPackOperand: Bool, range: SourceRange) -> SwiftType {
        guard !isPackOperand, case .generic(let parameter) = type, parameter.isPack else { return type }
        error("type pack '\(parameter.name)' must be referenced with 'each'", range)
        return .error
    }
}
