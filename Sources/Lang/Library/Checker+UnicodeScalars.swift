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

    /// The prelude's `Unicode.Scalar` type, as the cell's scope sees it.
    func unicodeScalarType() -> SwiftType? {
        guard case .type(let unicode)? = scope.lookup("Unicode"), let namespace = unicode.nominalDecl,
              let scalar = environment.members(of: namespace).nestedTypes["Scalar"], unicodeScalarDecl(scalar) != nil else { return nil }
        return scalar
    }

    /// The argument of `Character(_:)` or `String(_:)`, typed in `context`, or, where it constructs
    /// a `Unicode.Scalar` (its callee names that type, however spelt), in the context of those
    /// initialisers' `Unicode.Scalar` parameter: the construction's initialisers are then ranked
    /// against that result, as swiftc ranks them, so `Character(UnicodeScalar(65))` takes the
    /// non-failable `UInt8` one and `UnicodeScalar(code)` with `code: Int` stays the failable one's
    /// optional (Checker+Overloads.swift). Typed once, so nested `String(String(…))` stays linear.
    func scalarOrTyped(_ argument: Expr, context: SwiftType?) -> Typed {
        guard case .call(let call) = unparenthesized(argument).kind, let scalar = unicodeScalarType(),
              typeNamed(by: call.callee) == scalar else {
            return expression(argument, expected: context)
        }
        return expression(argument, expected: scalar)
    }

    /// `Character(s)` of a typed argument that is a `Unicode.Scalar`: its character; for an
    /// optional one, swiftc's error. Nil when the argument is no scalar.
    func characterOfScalar(_ typed: Typed, argument: Expr) -> Typed? {
        guard unicodeScalarDecl(typed.type) != nil else { return nil }
        if typed.type.optionalWrapped != nil {
            error("value of optional type '\(typed.type)' must be unwrapped to a value of type '\(typed.type.unwrappingOptionals)'",
                  caret(argument))
            return Typed(typed.node, .error)
        }
        return Typed(Unary(typed.node, line: argument.range.line) { value, _ in
            .character(Character(NativeTable.scalar(of: value) ?? "\u{FFFD}"))
        }, .character)
    }

    /// `String(s)` of a typed argument that is a `Unicode.Scalar`: its text; for an optional one,
    /// swiftc's error. Nil when the argument is no scalar.
    func stringOfScalar(_ typed: Typed, range: SourceRange) -> Typed? {
        guard unicodeScalarDecl(typed.type) != nil else { return nil }
        if typed.type.optionalWrapped != nil {
            error("no exact matches in call to initializer", range)
            return Typed(typed.node, .error)
        }
        return Typed(Unary(typed.node, line: range.line) { value, _ in
            .string(String(NativeTable.scalar(of: value) ?? "\u{FFFD}"))
        }, .string)
    }

    /// `UInt8(ascii: "a")`: the code of an ASCII scalar; Swift's precondition stops a program
    /// whose scalar is not ASCII.
    func asciiInitRule(_ site: BuiltinSite) -> Typed? {
        guard site.type == .fixedInt(.uint8), site.arguments.count == 1, let scalarType = unicodeScalarType() else { return nil }
        let argument = site.arguments[0].value
        let scalar = coerce(expression(argument, expected: scalarType), to: scalarType, at: caret(argument), role: .argument)
        return Typed(Unary(scalar, line: site.line) { value, line in
            guard let code = NativeTable.scalar(of: value), code.isASCII else {
                throw RuntimeError("Code point value does not fit into ASCII", line: line)
            }
            return .int(Int(code.value))
        }, .fixedInt(.uint8))
    }
}
