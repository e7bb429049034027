/// A literal receiver of a member call typed by what the call asks of it, as swiftc's
/// bidirectional inference does: `("a"..."z").contains(c)` with `c` a `Character` makes the
/// range's bounds Characters, and `let ys: [Double] = [1, 2, 3].prefix(n).map { $0 }` makes the
/// literal's elements Doubles, through the chain of calls between the literal and the context.
/// The literal keeps its default type (`Int`, `String`) when the call checks with it; otherwise
/// each element type the call's context or arguments name is tried, and the first with which
/// the whole call checks is the literal's.
extension Checker {
    /// The type the receiver `base` of `call` is checked with: one a call around it chose, or
    /// the one this call chooses when `base` is, or a chain of member calls starts at, a
    /// literal array or range; nil to check it as before.
    func literalReceiverType(_ call: CallExpr, base: Expr, expected: SwiftType?, range: SourceRange) -> SwiftType? {
        if let chosen = literalReceiverTypes[base.id] { return chosen }
        guard let root = literalReceiverRoot(base), !settledLiteralReceivers.contains(root.id) else { return nil }
        // Only a type other than the literal's default is worth a trial (most calls name none).
        var elements = candidateElements(expected: expected, arguments: call.arguments)
        if case .member(_, let name, _) = call.callee.kind { elements += sameTypeRequiredElements(member: name.name) }
        let types = elements
            .compactMap { literalType(root, element: $0) }.filter { $0 != defaultLiteralType(root) }
        guard !types.isEmpty else { return nil }
        settledLiteralReceivers.insert(root.id)
        if checks(call, expected: expected, range: range, receiver: nil) { return nil }
        for type in types {
            if checks(call, expected: expected, range: range, receiver: (root.id, type)) {
                literalReceiverTypes[root.id] = type
                return literalReceiverTypes[base.id]
            }
        }
        // None fits here: a call inside the chain may still choose from its own arguments.
        settledLiteralReceivers.remove(root.id)
        return nil
    }

    /// The type the receiver `base` of the property `name` is checked with when `base` is, or a
    /// chain of member calls starts at, a literal array or range that checks with the property
    /// only when its elements are the ones a same-type extension requires (`[1, 2].mean` of an
    /// `extension Array where Element == Double` makes a `[Double]`); nil to check it as before.
    func literalPropertyReceiverType(_ base: Expr, name: Identifier, expected: SwiftType?, range: SourceRange) -> SwiftType? {
        guard let root = literalReceiverRoot(base), !settledLiteralReceivers.contains(root.id) else { return nil }
        let types = sameTypeRequiredElements(member: name.name).compactMap { literalType(root, element: $0) }
            .filter { $0 != defaultLiteralType(root) }
        guard !types.isEmpty else { return nil }
        func checks(_ receiver: SwiftType?) -> Bool {
            let probe = Checker(probing: self)
            if let receiver { probe.literalReceiverTypes[root.id] = receiver }
            probe.settledLiteralReceivers.insert(root.id)
            let typed = probe.expression(base, expected: probe.literalReceiverTypes[base.id])
            guard !hasError(typed.type) else { return false }
            _ = probe.valueMember(typed, name: name, expected: expected, range: range, basePlace: nil)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        if checks(nil) { return nil }
        guard let type = types.first(where: { checks($0) }) else { return nil }
        settledLiteralReceivers.insert(root.id)
        literalReceiverTypes[root.id] = type
        return literalReceiverTypes[base.id]
    }

    /// The operands of an arithmetic operator one of which is a chain of member calls starting
    /// at a literal (`[1, 2].max()! + 0.5`), typed with the other operand's number type as the
    /// chain's context, as swiftc's solver types the operator's two sides together: the literal
    /// receiver then takes the element that type asks for. Nil when no side is such a chain,
    /// the other side fixes no number type the chain lacks, or the chain does not check with it.
    func literalChainOperands(_ binary: BinaryExpr, expected: SwiftType?) -> (Typed, Typed)? {
        guard Checker.arithmeticOperator(binary.op) != nil else { return nil }
        let leftIsChain = literalChainRoot(binary.lhs) != nil
        guard leftIsChain != (literalChainRoot(binary.rhs) != nil) else { return nil }
        let (chain, other) = leftIsChain ? (binary.lhs, binary.rhs) : (binary.rhs, binary.lhs)
        let otherContext = isLiteralOnly(other) ? expected.flatMap { $0.isNumeric ? $0 : nil } : nil
        let fixed = Checker(probing: self).expression(other, expected: otherContext).type
        guard fixed.isNumeric, Checker(probing: self).expression(chain, expected: nil).type != fixed else { return nil }
        let probe = Checker(probing: self)
        guard probe.expression(chain, expected: fixed).type == fixed,
              !probe.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let typedChain = expression(chain, expected: fixed)
        let typedOther = expression(other, expected: otherContext)
        return leftIsChain ? (typedChain, typedOther) : (typedOther, typedChain)
    }

    /// The literal an operand's chain of member calls starts at, through `!` and parentheses
    /// around it (`[1, 2].max()!`) and arithmetic with literals (`2 * [3, 4].max()!`); nil when
    /// the operand is no such chain.
    private func literalChainRoot(_ operand: Expr, depth: Int = 0) -> Expr? {
        guard depth < 8 else { return nil }
        switch operand.kind {
        case .paren(let inner), .forceUnwrap(let inner): return literalChainRoot(inner, depth: depth + 1)
        case .binary(let binary) where Checker.arithmeticOperator(binary.op) != nil:
            if isLiteralOnly(binary.lhs) { return literalChainRoot(binary.rhs, depth: depth + 1) }
            if isLiteralOnly(binary.rhs) { return literalChainRoot(binary.lhs, depth: depth + 1) }
            return nil
        case .call(let call):
            guard case .member(let receiver, _, _) = call.callee.kind else { return nil }
            return literalReceiverRoot(receiver)
        default: return nil
        }
    }

    /// Whether `call` checks without an error, its result converting to `expected`, with the
    /// literal receiver `receiver` given its type.
    private func checks(_ call: CallExpr, expected: SwiftType?, range: SourceRange,
                        receiver: (id: NodeID, type: SwiftType)?) -> Bool {
        let probe = Checker(probing: self)
        if let receiver { probe.literalReceiverTypes[receiver.id] = receiver.type }
        let typed = probe.call(call, expected: expected, range: range)
        guard !hasError(typed.type), !probe.diagnostics.contains(where: { $0.severity == .error }) else { return false }
        guard let expected, !hasError(expected) else { return true }
        return converts(typed.type, to: expected)
    }

    /// The element types the call names: its context's (the elements of `[Double]`, or the
    /// type itself, as `reduce` gives one) and its arguments' (a `Character`, or the elements of
    /// an array), closures left out, as they are typed from the call.
    private func candidateElements(expected: SwiftType?, arguments: [Argument]) -> [SwiftType] {
        var found: [SwiftType] = []
        func add(_ type: SwiftType?) {
            guard let type = type?.unwrappingOptionals, !hasError(type), !found.contains(type) else { return }
            found.append(type)
        }
        if let expected {
            add(sequenceElement(expected))
            add(expected)
        }
        for argument in arguments {
            if case .closure = argument.value.kind { continue }
            let type = Checker(probing: self).expression(argument.value, expected: nil).type
            add(type)
            add(sequenceElement(type))
        }
        return found
    }

    /// The literal a chain of member calls starts at (`[1, 2].prefix(2)` starts at `[1, 2]`), as
    /// written, with its parentheses: a non-empty array of number or string literals, or a range
    /// between two such literals; nil for any other receiver.
    private func literalReceiverRoot(_ base: Expr) -> Expr? {
        var current = base
        for _ in 0..<64 {
            guard case .call(let inner) = current.kind, case .member(let receiver, _, _) = inner.callee.kind else { break }
            current = receiver
        }
        return literalKind(current) == nil ? nil : current
    }

    /// What a literal receiver is made of.
    private enum LiteralKind {
        case numbers(floating: Bool)
        case characters
    }

    /// The shape of a literal receiver: an array, a two-sided range, or a one-sided one.
    private enum LiteralShape {
        case array
        case range(closed: Bool)
        case partial(PartialRangeKind)
    }

    /// Whether `value` is an array or range literal (one-sided too: `(1...).contains(3.5)`
    /// makes its bound a Double) this inference types, and of which literals.
    private func literalKind(_ value: Expr) -> (LiteralKind, shape: LiteralShape)? {
        switch value.kind {
        case .paren(let inner):
            return literalKind(inner)
        case .array(let items):
            guard let kind = elementsKind(items) else { return nil }
            return (kind, .array)
        case .binary(let binary) where binary.op == .closedRange || binary.op == .halfOpenRange:
            guard let kind = elementsKind([binary.lhs, binary.rhs]) else { return nil }
            return (kind, .range(closed: binary.op == .closedRange))
        case .postfix(.from, let bound):
            return elementsKind([bound]).map { ($0, .partial(.from)) }
        case .prefix(.upTo, let bound):
            return elementsKind([bound]).map { ($0, .partial(.upTo)) }
        case .prefix(.upThrough, let bound):
            return elementsKind([bound]).map { ($0, .partial(.through)) }
        default:
            return nil
        }
    }

    /// The kind of literals `items` all are: number literals, or one-character string literals.
    private func elementsKind(_ items: [Expr]) -> LiteralKind? {
        guard !items.isEmpty else { return nil }
        if items.allSatisfy(isLiteralOnly) { return .numbers(floating: items.contains(where: containsFloatLiteral)) }
        let characters = items.allSatisfy { item in
            guard case .stringLiteral(let literal) = item.kind, let text = literal.staticText else { return false }
            return text.count == 1
        }
        return characters ? .characters : nil
    }

    /// The type the literal `root` takes without a context: of `Int`s (`Double`s with a `2.5`) or `String`s.
    private func defaultLiteralType(_ root: Expr) -> SwiftType? {
        guard let (kind, _) = literalKind(root) else { return nil }
        switch kind {
        case .numbers(let floating): return literalType(root, element: floating ? .double : .int)
        case .characters: return literalType(root, element: .string)
        }
    }

    /// The type the literal `root` takes with `element`s, when its literals can be ones: numbers
    /// a number type (a floating one for `2.5`), one-character strings a `Character` or a
    /// `Unicode.Scalar`.
    private func literalType(_ root: Expr, element: SwiftType) -> SwiftType? {
        guard let (kind, shape) = literalKind(root) else { return nil }
        switch kind {
        case .numbers(let floating):
            guard element.isFloatingPoint || (element.isInteger && !floating) else { return nil }
        case .characters:
            guard element == .character || unicodeScalarDecl(element) != nil else { return nil }
        }
        switch shape {
        case .array: return .array(element)
        case .range(let closed): return .range(element, closed: closed)
        case .partial(let partial): return partialRangeType(partial, bound: element, expected: nil)
        }
    }
}
