/// `Self` in a member of a class others may subclass names the class of the value or call at run
/// time, as in Swift: in an instance member it is `type(of: self)` (`Self.startingSymbol` reads a
/// subclass's `override class var`), in a static member the class the member was called on
/// (`Sub.make()` makes a `Sub`). The call names that class (`DynamicSelfCall`), the body reads it
/// (`DynamicSelfMetatype`); members on it are looked up at run time
/// (Checker+ClassMetatypeStatics.swift) and `Self(…)` constructs it through its `required`
/// initialiser.
extension Checker {
    /// The metatype `Self` names here when the enclosing type is a non-final, non-generic class
    /// (typed as the declaring class); nil elsewhere (`Self` is then the declaring type).
    func dynamicSelfMetatype(line: Int) -> Typed? {
        guard let declared = currentType, let decl = declared.nominalDecl, decl.kind == .class, !decl.isFinal,
              decl.genericParameters.isEmpty, lookup("Self") == nil else { return nil }
        if isInsideInstanceMember {
            return Typed(Unary(selfReader(line: line), line: line) { value, _ in
                .metatype(Checker.dynamicType(of: value.unboxed, static: declared))
            }, .metatype(declared))
        }
        guard isInsideStaticMember else { return nil }
        return Typed(DynamicSelfMetatype(declared: declared, line: line), .metatype(declared))
    }

    /// `Self` written as a value (the base of `Self.name`, `Self.f()`), where it is dynamic.
    func dynamicSelfValue(_ base: Expr) -> Typed? {
        guard case .identifier(let name, let arguments) = base.kind, name.name == "Self", arguments.isEmpty else { return nil }
        return dynamicSelfMetatype(line: base.range.line)
    }

    /// Whether the code being checked is inside a static or class member (or a closure in one).
    var isInsideStaticMember: Bool {
        var current: FunctionContext? = context
        while let function = current, !function.isGlobal {
            if function.selfType != nil { return false }
            if function.isStaticMember { return true }
            current = function.parent
        }
        return false
    }

    /// `Self(arguments)` where `Self` is dynamic: construction through the metatype of the
    /// class at run time; nil elsewhere.
    func dynamicSelfInit(arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let metatype = dynamicSelfMetatype(line: range.line) else { return nil }
        return classMetatypeInit(metatype, arguments: arguments, expected: expected, range: range, spokenName: "Self")
    }

    /// A call of a static member declared by `owner`, made on the class `type`: run with `type`
    /// as its `Self`, typed `type` where the method returns `Self`.
    func calledOn(_ type: SwiftType, _ call: Typed, declaredBy owner: NominalDecl, returnsSelf: Bool = true, line: Int) -> Typed {
        guard owner.kind == .class, !owner.isFinal || returnsSelf else { return call }
        guard case .error = call.type else {
            let declared = SwiftType.nominal(owner, [])
            var result = call.type
            if returnsSelf {
                result = call.type == declared ? type : call.type == .optional(declared) ? .optional(type) : call.type
            }
            // A subclass's call reaches the declaring class's own, already wrapped: it names the subclass.
            let inner = (call.node as? DynamicSelfCall)?.call ?? call.node
            return Typed(DynamicSelfCall(inner, type: type, line: line), result)
        }
        return call
    }

    /// `call`, of a class's instance method declared `-> Self` (or `-> Self?`) on a receiver whose
    /// static type is a subclass: typed as that subclass (`sub.copy()` is a `Sub`), as in swiftc;
    /// on a `Base` it stays a `Base`, whatever the value is at run time.
    func subclassSelfResult(_ call: Typed, returnsSelf: Bool, receiver: SwiftType) -> Typed {
        guard returnsSelf, case .nominal(let decl, let arguments) = receiver, decl.kind == .class, arguments.isEmpty else { return call }
        let declared = call.type.optionalWrapped ?? call.type
        guard case .nominal(let owner, _) = declared, owner.kind == .class, owner !== decl, decl.isSubclass(of: owner) else { return call }
        return Typed(call.node, call.type == declared ? receiver : .optional(receiver))
    }

    /// `Sub.name` for a computed `class var` or `static var` of a class others may subclass: its
    /// getter runs with `Sub` as its `Self` (`Self.symbol` in it reads `Sub`'s override). Nil
    /// for a stored one and for other types.
    func namedClassComputedStatic(_ type: SwiftType, name: String, line: Int) -> Typed? {
        guard let decl = type.nominalDecl, decl.kind == .class, !decl.isFinal || decl.superclass != nil,
              decl.genericParameters.isEmpty else { return nil }
        var current: NominalDecl? = decl
        var hops = 0
        while let owner = current, hops < 100 {
            let table = environment.members(of: owner)
            if table.staticVariables[name] != nil { return nil }
            if table.staticComputed[name] != nil {
                return classMetatypeStatic(Typed(Constant(.metatype(type), line: line), .metatype(type)), name: name, line: line)
            }
            current = owner.superclass
            hops += 1
        }
        return nil
    }

    /// `super.name(…)` for a class method: the superclass's method, run with the caller's `Self`.
    func keepingDynamicSelf(_ call: Typed, line: Int) -> Typed {
        guard case .error = call.type else {
            guard isInsideStaticMember, let dynamic = dynamicSelfMetatype(line: line), case .metatype(let declared) = dynamic.type else {
                return call
            }
            let inner = (call.node as? DynamicSelfCall)?.call ?? call.node
            return Typed(DynamicSelfCall(inner, type: declared, source: dynamic.node, line: line), call.type)
        }
        return call
    }
}
