/// `Unicode.Scalar` (Prelude+Unicode.swift) where the checker must know it: a one-scalar string
/// literal is one where one is expected (`let c: Unicode.Scalar = "A"`, `Unicode.Scalar("A")`),
/// as `ExpressibleByUnicodeScalarLiteral` makes it, and `Character(s)` and `String(s)` take one.
extension Checker {
    /// The prelude's `Unicode.Scalar` declaration when `type` is it or its optional, else nil.
    /// While the prelude itself is checked its types have no module yet.
    func unicodeScalarDecl(_ type: SwiftType?) -> NominalDecl? {
        guard case .nominal(let decl, _)? = type?.unwrappingOptionals, decl.name == "Scalar",
              let parent = decl.parent, parent.name == "Unicode", parent.parent == nil,
              parent.module == "Swift" || declaresLibrary else { return nil }
        return decl
    }

    /// The string literal `text` as a `Unicode.Scalar` where `expected` is one (or its optional)
    /// and `text` is one scalar; nil otherwise (a longer literal stays a `String` and does not convert).
    func unicodeScalarLiteral(_ text: String, expected: SwiftType?, line: Int) -> Typed? {
        guard let decl = unicodeScalarDecl(expected) else { return nil }
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        return Typed(Constant(.structValue(decl, [.int(Int(scalar.value))]), line: line), .nominal(decl, []))
    }

    /// `Unicode.Scalar("A")`: a one-scalar literal is the scalar itself, not the failable
    /// `init?(_ description: String)`, as swiftc takes `T(literal)` for a literal's type.
    func unicodeScalarConstruction(_ decl: NominalDecl, arguments: [Argument], range: SourceRange) -> Typed? {
        guard arguments.count == 1, arguments[0].label == nil, case .stringLiteral(let literal) = arguments[0].value.kind,
              let text = literal.staticText else { return nil }
        return unicodeScalarLiteral(text, expected: .nominal(decl, []), line: range.line)
    }

    /// `argument` typed as a `Unicode.Scalar` when it is one, for `Character(_:)` and `String(_:)`:
    /// there `UnicodeScalar(65)` is the non-failable `UInt8` initialiser's, as swiftc chooses it
    /// for the `Unicode.Scalar` parameter. Nil when the argument is no scalar (or an optional one,
    /// left to the caller's conversion to report).
    func unicodeScalarArgument(_ argument: Expr) -> Typed? {
        guard case .type(let unicode)? = scope.lookup("Unicode"), let namespace = unicode.nominalDecl,
              let scalar = environment.members(of: namespace).nestedTypes["Scalar"], unicodeScalarDecl(scalar) != nil else { return nil }
        let probe = Checker(probing: self)
        let typed = probe.expression(argument, expected: scalar)
        // `UnicodeScalar(300)` there is the `UInt8` initialiser's, whose literal overflows.
        guard typed.type == scalar, !probe.diagnostics.contains(where: {
            $0.severity == .error && !$0.message.hasPrefix("integer literal") }) else { return nil }
        return expression(argument, expected: scalar)
    }

    /// Whether `argument` alone is an optional `Unicode.Scalar` (`UnicodeScalar(n)` with `n: Int`),
    /// which `Character(_:)` and `String(_:)` do not take.
    func isOptionalUnicodeScalar(_ argument: Expr) -> Bool {
        let typed = Checker(probing: self).expression(argument, expected: nil)
        return typed.type.optionalWrapped.map { unicodeScalarDecl($0) != nil } ?? false
    }

    /// `UInt8(ascii: "a")`: the code of an ASCII scalar; Swift's precondition stops a program
    /// whose scalar is not ASCII.
    func asciiInitRule(_ site: BuiltinSite) -> Typed? {
        guard site.type == .fixedInt(.uint8), site.arguments.count == 1,
              let scalar = unicodeScalarArgument(site.arguments[0].value) else { return nil }
        return Typed(Unary(scalar.node, line: site.line) { value, line in
            guard let code = NativeTable.scalar(of: value), code.isASCII else {
                throw RuntimeError("Code point value does not fit into ASCII", line: line)
            }
            return .int(Int(code.value))
        }, .fixedInt(.uint8))
    }
}
