/// Opaque result types (`-> some P`, `var body: some View`, `subscript(i: Int) -> some P`): swiftc
/// infers the one concrete type behind the result from the body's `return` statements, so every
/// one of them must give the same type (an array on one path and a set on another is an error,
/// though both are sequences), and a body must have one to infer it from.
///
/// Whether a result was written `some` is known only where it is resolved: `some Sequence<Int>`
/// resolves to the protocol over its element, as `any Sequence<Int>` does. The declaration marks
/// its symbol (`opaqueResultSite`), and the body's context takes the mark when it is lowered.
extension Checker {
    /// Where swiftc reports the returns of a result written as `written` (`site`: the function's
    /// name, or a getter's `get` or opening brace) when it is `some …`; nil for any other result.
    static func opaqueResultSite(_ written: TypeExpr?, at site: SourceRange?) -> SourceRange? {
        guard let written, case .opaque = written.kind else { return nil }
        return site
    }

    /// Records the type a `return` in the current function gives its opaque result, reporting a
    /// type that differs from an earlier return's. An erroneous value was reported already; it
    /// still counts as a return to infer from.
    func noteOpaqueReturn(_ type: SwiftType, declared: SwiftType) {
        let owner = context.owner
        guard let site = owner.opaqueResultSite else { return }
        guard let first = owner.opaqueUnderlying, first != .error else {
            owner.opaqueUnderlying = type
            return
        }
        if type != .error, type != first {
            bodyError("function declares an opaque return type '\(Self.opaqueSpelling(declared))', but the return "
                      + "statements in its body do not have matching underlying types", site)
        }
    }

    /// Marks `value` as what the current function returns when its result is `some …`: an `if`
    /// expression there is one concrete type, so its branches must agree even where the result
    /// resolves as an existential does (`some Sequence<Int>`, Checker+IfExpressions.swift).
    func markOpaqueResultValue(_ value: Expr) {
        guard context.owner.opaqueResultSite != nil else { return }
        opaqueResultValueRanges.insert(value.range)
    }

    /// The builtin protocols `Never` conforms to, and the library's (`View`, whose `body` may be
    /// `fatalError()`).
    private static let neverConformances: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Error", "Identifiable", "Encodable", "Decodable", "Codable", "Sendable",
        "Copyable", "Escapable", "BitwiseCopyable", "View", "ChartContent", "AxisMark",
    ]

    /// Reports a value returned as an opaque result whose type does not meet the result's
    /// protocols, as swiftc words it (it takes the value's type as the underlying type and checks
    /// that): `fatalError()`'s `Never`, which conforms only to the standard protocols above, or a
    /// `"x"` returned as `some Shape`. Returns whether it reported one.
    func rejectsOpaqueRequirement(_ type: SwiftType, at caret: SourceRange) -> Bool {
        let owner = context.owner
        guard let name = owner.opaqueResultOwner, let proto = unmetOpaqueProtocol(type, result: owner.resultType) else { return false }
        error(proto.isAnyObject ? "return type of \(name) requires that '\(type)' be a class type"
                                : "return type of \(name) requires that '\(type)' conform to '\(proto.nestedName)'", caret)
        return true
    }

    /// The first protocol of the opaque `result` that a value of `type` does not meet.
    private func unmetOpaqueProtocol(_ type: SwiftType, result: SwiftType) -> NominalDecl? {
        let protocols: [NominalDecl]
        switch result {
        case .opaque(let list): protocols = list
        case .nominal(let proto, _) where proto.kind == .protocol: protocols = [proto]
        default: return nil
        }
        guard type == .never else {
            guard !hasError(type), !containsGeneric(type), !converts(type, to: result) else { return nil }
            switch type {
            case .optional, .existential, .opaque, .function, .metatype, .tuple, .void: return nil
            default: break
            }
            return protocols.first { $0.isAnyObject ? !type.isClassReference
                                                    : $0.kind == .protocol && !environment.conformances.conforms(type, to: $0) }
        }
        let extended = environment.conformances.additions.toBuiltins[Environment.builtinKey(.never)] ?? []
        return protocols.first { proto in
            // The library's own protocols (not a program's of the same name), or one the program gives Never.
            if (proto.isBuiltin || proto.module != nil) && Self.neverConformances.contains(proto.name) { return false }
            return !extended.contains { $0 === proto || environment.conformances.conforms($0, to: proto) }
        }
    }

    /// How swiftc names `symbol`, whose result is opaque, in its requirement errors: a type
    /// member written `class` is a class property or method, and a function whose parameters
    /// all go unlabelled is named without them (`'f'` for `f(_:)`; swiftc prints its name
    /// "pretty", as it does not a subscript's).
    func opaqueResultOwner(_ symbol: FunctionSymbol, of function: FunctionContext) -> String {
        let isAccessor = symbol.name == "subscript" || symbol.name.hasPrefix("get:")
        let name = isAccessor ? Self.magicName(of: symbol) : symbol.spokenName
        let isStatic = function.isStaticMember
        let staticWord = symbol.isWrittenStatic ? "static" : "class"
        if symbol.name.hasPrefix("get:") {
            if function.selfType == nil && !isStatic { return "var '\(name)'" }
            return isStatic ? "\(staticWord) property '\(name)'" : "property '\(name)'"
        }
        if symbol.name == "subscript" { return "subscript '\(name)'" }
        if isStatic { return "\(staticWord) method '\(name)'" }
        if function.selfType != nil { return "instance method '\(name)'" }
        return context.isGlobal ? "global function '\(name)'" : "local function '\(name)'"
    }

    /// Reports a body (not a single expression) with an opaque result and no `return` of a value.
    func checkOpaqueReturnFound(_ function: FunctionContext) {
        guard let site = function.opaqueResultSite, function.opaqueUnderlying == nil else { return }
        bodyError("function declares an opaque return type, but has no return statements in its body from which to "
                  + "infer an underlying type", site)
    }

    /// Reports an error about a body as a whole at `site` (outside the body), in the order of
    /// the body's own errors, as swiftc finds it while checking the body.
    private func bodyError(_ message: String, _ site: SourceRange) {
        // At least the site's first character (a getter's site is an empty range at its `{`).
        let start = site.start
        let next = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + 1)
        functionBodyRanges.append(SourceRange(start: start, end: Swift.max(site.end, next)))
        error(message, site)
    }

    /// Whether `type` can only have been written `some …`: `some P`, or `some Sequence` without
    /// its element (`some Sequence<Int>` resolves as `any Sequence<Int>` does).
    static func isOpaque(_ type: SwiftType) -> Bool {
        switch type {
        case .opaque: return true
        case .nominal(let proto, let arguments): return proto.kind == .protocol && arguments == [.opaque([])]
        default: return false
        }
    }

    /// An opaque result as written: `some P`, and `some Sequence` or `some Sequence<Int>`, which
    /// resolve to the protocol over its element (Checker+PrimaryAssociatedTypes.swift).
    private static func opaqueSpelling(_ type: SwiftType) -> String {
        guard case .nominal(let proto, let arguments) = type, proto.kind == .protocol else { return "\(type)" }
        guard arguments.count == 1, arguments[0] != .opaque([]) else { return "some " + proto.nestedName }
        return "some \(proto.nestedName)<\(arguments[0])>"
    }
}
