/// A type's bare name where a value is wanted (`print(Story)`, `let t = Story`, `f(Int)`): swiftc
/// rejects it, "expected member name or initializer call after type name" (the value is
/// `Story.self` or `Story()`). A type's name stays a value's start where Swift allows it: before
/// a member (`Story.self`, `Story.init`, `Story.shared`), as a callee (`Story()`), before a
/// subscript (`Story[3]`); and the checker's own syntax (`Hasher` read for its metatype when it
/// makes a type's `hashValue`) is never marked.
extension Checker {
    /// Marks the operands of `value` that stand where a value is wanted, as swiftc's
    /// `checkUseOfMetaTypeName` lists them: a call's or subscript's arguments, an operator's
    /// operands, a tuple's, array's or dictionary's elements and a ternary's branches.
    func markTypeNameValueSites(in value: Expr) {
        switch value.kind {
        case .call(let call):
            for argument in call.arguments { markTypeNameValueSite(argument.value) }
        case .subscript(let subscriptExpression):
            for argument in subscriptExpression.arguments { markTypeNameValueSite(argument.value) }
        case .binary(let binary):
            markTypeNameValueSite(binary.lhs)
            markTypeNameValueSite(binary.rhs)
        case .tuple(let elements):
            for element in elements { markTypeNameValueSite(element.value) }
        case .array(let elements) where elements.count > 1:
            for element in elements { markTypeNameValueSite(element) }
        case .dictionary(let elements):
            for element in elements {
                markTypeNameValueSite(element.key)
                markTypeNameValueSite(element.value)
            }
        case .ternary(_, let then, let otherwise):
            markTypeNameValueSite(then)
            markTypeNameValueSite(otherwise)
        case .stringLiteral(let literal):
            for case .interpolation(let arguments, _) in literal.segments {
                for argument in arguments { markTypeNameValueSite(argument.value) }
            }
        default:
            break
        }
    }

    /// Marks `value` as standing where a value is wanted (an initialiser's or `return`'s value
    /// too). swiftc reads `(Foo)` and `[Foo]` as type expressions and reports them at their
    /// start, so a name inside parentheses or alone in brackets is reported at `value`'s start.
    func markTypeNameValueSite(_ value: Expr, reportedAt range: SourceRange? = nil) {
        guard value.id != Self.synthesizedID else { return }
        switch value.kind {
        case .identifier, .member: typeNameValueSites[value.id] = range ?? value.range
        case .paren(let inner): markTypeNameValueSite(inner, reportedAt: range ?? value.range)
        case .array(let elements) where elements.count == 1:
            markTypeNameValueSite(elements[0], reportedAt: range ?? value.range)
        default: break
        }
    }

    /// Reports `typed`, a nested type's name `value` (`Outer.Inner`) read as its metatype, when
    /// `value` stands where a value is wanted; `typed` either way.
    func rejectingNestedTypeNameValue(_ typed: Typed, _ value: Expr) -> Typed {
        guard let site = typeNameValueSites[value.id], case .metatype = typed.type, typeNamed(by: value) != nil else {
            return typed
        }
        error("expected member name or initializer call after type name", site)
        return typed
    }

    /// A generic type's name with its arguments (`Array<Int>`, `Optional<Int>`) standing where a
    /// value is wanted, reported as swiftc reports a bare name, and typed as its metatype; nil for
    /// any other expression (a generic function's name, `Array<Int>()`'s callee).
    func specializedTypeNameValue(_ value: Expr, generics: [TypeExpr]) -> Typed? {
        guard !generics.isEmpty, let site = typeNameValueSites[value.id], case .identifier(let name, _) = value.kind else {
            return nil
        }
        switch lookup(name.name) {
        case .variable?, .functions?: return nil
        case .type?, nil: break
        }
        guard let type = typeNamed(by: value) else { return nil }
        error("expected member name or initializer call after type name", site)
        return Typed(Constant(.metatype(type), line: value.range.line), .metatype(type))
    }

    /// Reports `typed`, the name `value` read as a type's metatype, when `value` stands where a
    /// value is wanted; `typed` either way, so that what follows checks as before (a cursor's
    /// probe reads `Double` in `let a = Double` for the members after its dot).
    func rejectingTypeNameValue(_ typed: Typed, _ value: Expr) -> Typed {
        // `self` in a static member is the type's metatype as a value, no type's name.
        guard let site = typeNameValueSites[value.id], case .metatype = typed.type, typed.node is Constant,
              case .identifier(let name, _) = value.kind, name.name != "self" else { return typed }
        switch lookup(name.name) {
        case .variable?, .functions?: return typed
        case .type?, nil: break
        }
        error("expected member name or initializer call after type name", site)
        return typed
    }
}
