/// A library parameter written `any P` stands for SwiftUI's generic one (`fill<S: ShapeStyle>(_:)`,
/// `Morph.init<From: Shape, To: Shape>`, a view builder's `buildExpression<Content: View>`): an
/// argument that does not conform fails the generic's requirement, and swiftc words it so, at the
/// callee, not as a conversion at the argument.
extension Checker {
    /// How a call names its callee in a requirement failure, and where swiftc points.
    struct RequirementCallee {
        /// `instance method`, `static method`, `global function`, `initializer`.
        var kind: String
        var name: String
        /// nil: at the argument that fails (a view builder's element).
        var anchor: SourceRange?
        /// Declared by the library, whose `any P` parameters stand for generic ones.
        var isLibrary = false
    }

    /// The callee of a call of `function`: a method named at `member`, else a function or
    /// initialiser written at `range`; a library builder's `buildExpression` (SwiftUI's is
    /// generic) is blamed at the element.
    func requirementCallee(_ function: FunctionSymbol, member: SourceRange?, range: SourceRange) -> RequirementCallee {
        if function.isLibrary, function.isStatic, function.name == "buildExpression" {
            return RequirementCallee(kind: "static method", name: "buildExpression", anchor: nil, isLibrary: true)
        }
        if function.name == "init" {
            return RequirementCallee(kind: "initializer", name: function.selector, anchor: range, isLibrary: function.isLibrary)
        }
        let kind = function.isStatic ? "static method" : member != nil ? "instance method" : "global function"
        return RequirementCallee(kind: kind, name: function.spokenName, anchor: member ?? range, isLibrary: function.isLibrary)
    }

    /// The memberwise initialiser of `decl` with `specs` as swiftc names it, for a library type.
    func memberwiseCallee(_ decl: NominalDecl, _ specs: [ParameterSpec], range: SourceRange) -> RequirementCallee? {
        var root = decl
        while let parent = root.parent { root = parent }
        guard root.module != nil else { return nil }
        let name = "init(" + specs.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return RequirementCallee(kind: "initializer", name: name, anchor: range, isLibrary: true)
    }

    /// Reports an argument of `type` passed to a library parameter of `parameterType`, an
    /// existential of one protocol (`any ShapeStyle`), when the type neither conforms nor
    /// converts, or is that existential where the generic it stands for cannot be opened
    /// (`genericInResult`); returns whether it did (the caller then skips the conversion's own error).
    func rejectsLibraryRequirement(_ argument: Expr, type: SwiftType, parameterType: SwiftType,
                                   callee: RequirementCallee?, genericInResult: Bool = false) -> Bool {
        if genericInResult, rejectsOpenedExistential(argument, type: type, parameterType: parameterType, callee: callee) { return true }
        // `AnyObject` is a parameter type of its own, not a generic's requirement: swiftc's
        // conversion error names it (Checker+Conversion).
        guard let callee, callee.isLibrary, case .existential(let protocols) = parameterType, protocols.count == 1, let proto = protocols.first,
              !Self.isAnyObject(parameterType), !hasError(type), !environment.conformances.conforms(type, to: proto), !converts(type, to: parameterType)
        else { return false }
        if callee.anchor == nil, let wrapped = type.optionalWrapped {
            // An optional is a view when what it wraps is one (SwiftUI's conditional conformance):
            // swiftc blames the wrapped type, as the view builder's requirement.
            error("struct 'ViewBuilder' requires that '\(wrapped.unwrappingOptionals)' \(requirementWording(proto))", caret(argument))
            return true
        }
        error("\(callee.kind) '\(callee.name)' requires that '\(type)' \(requirementWording(proto))",
              callee.anchor ?? caret(argument))
        return true
    }

    /// Reports an `any P` value passed to an `any P` parameter marked `@_genericInResult`, whose
    /// generic SwiftUI names in the result (`fill<S: ShapeStyle>(_:style:) -> _ShapeView<Self, S>`,
    /// unlike `background(_:)`'s `some View`): swiftc cannot open it, "type 'any ShapeStyle'
    /// cannot conform to 'ShapeStyle'", at the method; returns whether it did.
    private func rejectsOpenedExistential(_ argument: Expr, type: SwiftType, parameterType: SwiftType,
                                          callee: RequirementCallee?) -> Bool {
        guard let callee, callee.isLibrary,
              case .existential(let wanted) = parameterType, wanted.count == 1,
              case .existential(let given) = type, given.count == 1, given[0] === wanted[0],
              // Typed on its own, not by the parameter (`on ? Color.red : Color.blue` is a Color).
              Checker(probing: self).expression(argument, expected: nil).type == type else { return false }
        error("type '\(type)' cannot conform to '\(wanted[0].name)'", callee.anchor ?? caret(argument))
        return true
    }
}
