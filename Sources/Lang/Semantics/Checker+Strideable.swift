/// `Strideable`, as the standard library declares it: `protocol Strideable: Comparable` with
/// `associatedtype Stride: Comparable, SignedNumeric`, `distance(to:)` and `advanced(by:)`. The
/// numbers conform with themselves as `Stride` (`Int` for every integer type); a program's type
/// conforms by giving the two methods, and its `Stride` is what `distance(to:)` returns (or its
/// `typealias Stride`). Swift's extension gives every conformer `<` and `==` from
/// `distance(to:)` (StaticWitness.userOperator uses them when the type declares none).
extension Checker {
    /// `T.Stride` for a parameter whose protocols are or refine `Strideable`: the type a `where`
    /// clause fixes it to, or a `Comparable & SignedNumeric` parameter of its own; nil otherwise.
    func genericStride(_ parameter: TypeParameter) -> SwiftType? {
        builtinAssociatedType("Stride", of: "Strideable", parameter: parameter, constraints: ["Comparable", "SignedNumeric"])
    }

    /// `Stride` of a `Strideable` type: a number's (`Int` for every integer type, the
    /// floating-point type itself), a generic parameter's own, or a program type's (its
    /// `typealias Stride`, else the result of its `distance(to:)`); nil for another type.
    func strideType(of type: SwiftType) -> SwiftType? {
        switch type {
        case .int, .fixedInt: return .int
        case .double, .float, .cgFloat: return type
        case .generic(let parameter): return genericStride(parameter)
        case .nominal(let decl, let arguments):
            guard !decl.isBuiltin, conforms(type, toBuiltin: "Strideable") else { return nil }
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            if let named = environment.members(of: decl).nestedTypes["Stride"] { return named.substituting(substitution) }
            return distanceMethod(of: decl)?.type.result.substituting(substitution)
        default: return nil
        }
    }

    /// The program type's own `distance(to:)` (itself, a superclass's or an extension's).
    private func distanceMethod(of decl: NominalDecl) -> FunctionSymbol? {
        lookupMembers("distance", in: decl)?.1.methods["distance"]?.first { $0.labels == ["to"] && !$0.isStatic }
    }

    /// Reports a struct, enum or class whose declaration conforms to `Strideable` (itself or
    /// through a protocol refining it) without `distance(to:)` and `advanced(by:)` of its own,
    /// with swiftc's error, at `range`.
    func checkStrideableWitness(of decl: NominalDecl, at range: SourceRange) {
        guard decl.kind != .protocol, !decl.isBuiltin, let strideable = builtinProtocol("Strideable"),
              decl.conformances.contains(where: { environment.conformances.conforms($0, to: strideable) }) else { return }
        let advanced = lookupMembers("advanced", in: decl)?.1.methods["advanced"]?.contains { $0.labels == ["by"] && !$0.isStatic }
        if distanceMethod(of: decl) == nil || advanced != true {
            error("type '\(decl.name)' does not conform to protocol 'Strideable'", range)
            return
        }
        let type = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
        decl.stridesByInteger = strideType(of: type).map { conforms($0, toBuiltin: "SignedInteger") } ?? false
    }
}
