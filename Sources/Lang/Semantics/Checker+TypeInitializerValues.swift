/// A program's type's initialiser named as a function value (`[1, 2].map(Point.init)`,
/// `pairs.map(Size.init(width:height:))`): the closure that calls the type with the expected
/// function's arguments under the initialiser's labels, as swiftc takes it.
extension Checker {
    /// `Type.init` where a function is expected, for a type the program (or the prelude)
    /// declares: nil when the type has no initialiser of the expected function's arity whose
    /// labels take its arguments.
    func typeInitializerValue(base: Expr, type: SwiftType, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard name.name == "init", let decl = type.nominalDecl, !decl.isBuiltin, decl.kind != .protocol,
              case .function(let function)? = expected,
              let arguments = forwardedArguments(to: function, range: range) else { return nil }
        let candidates = name.argumentLabels.map { [$0] } ?? initializerLabels(decl, arity: arguments.count)
        let fitting = candidates.filter { $0.count == arguments.count }.map { labels in
            Expr(id: Self.synthesizedID, range: range, kind: .call(CallExpr(callee: base, arguments: zip(labels, arguments).map { label, value in
                Argument(label: label.map { Identifier($0, range: range) }, value: value, range: range)
            }, trailingClosures: [])))
        }.filter { body in
            let probe = Checker(probing: self)
            _ = probe.forwardingClosure(body, expected: expected, range: range)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        guard let body = fitting.first else { return nil }
        if fitting.count > 1 {
            // Initialisers of other labels that take the same arguments: swiftc cannot choose.
            error("ambiguous use of 'init'", name.range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return forwardingClosure(body, expected: expected, range: range)
    }

    /// The label lists of `decl`'s initialisers that take `arity` arguments, its memberwise
    /// initialiser's among them: every stored property's, as swiftc reads `Size.init` even where
    /// a property has a default. The prelude's own (`init(_unchecked:)`) are not the program's to name.
    private func initializerLabels(_ decl: NominalDecl, arity: Int) -> [[String?]] {
        var lists = environment.members(of: decl).initializers.map(\.labels)
        if decl.kind == .struct {
            let properties = decl.storedProperties.filter { !($0.isLet && $0.hasDefault) }
            lists.append(properties.map { $0.wrappedName ?? $0.name })
        }
        var seen: [[String?]] = []
        for list in lists where list.count == arity && !seen.contains(list)
            && !list.contains(where: { $0?.hasPrefix("_") == true }) { seen.append(list) }
        return seen
    }
}
