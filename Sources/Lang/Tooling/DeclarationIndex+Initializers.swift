/// The memberwise initialiser Swift gives a struct that declares none, as inspection shows it
/// inside a call (`Star(` shows `Star(points: Int = 5, cornerRadius: CGFloat = 0, …)`).
extension DeclarationIndex {
    /// `Name(label: Type = default, …)` from the struct's stored properties in order: each `var`,
    /// and each `let` without an initial value, as written; nil for any other type, or a struct
    /// that declares an initialiser of its own (Swift then gives it no memberwise one).
    static func memberwiseSignature(of type: NominalTypeDecl, scalars: [Unicode.Scalar]) -> String? {
        guard type.kind == .struct else { return nil }
        var parameters: [String] = []
        for member in type.members where !member.has(.static) {
            if case .initializer = member.kind { return nil }
            guard case .variable(let variable) = member.kind else { continue }
            for binding in variable.bindings where isStored(binding) {
                guard case .identifier(let name) = binding.pattern.kind else { continue }
                if variable.introducer == .let, binding.initializer != nil { continue }
                var parameter = name.name
                if let written = binding.type {
                    parameter += ": " + text(scalars, from: written.range.start.offset, to: written.range.end.offset)
                }
                if let value = binding.initializer {
                    parameter += " = " + text(scalars, from: value.range.start.offset, to: value.range.end.offset)
                }
                parameters.append(parameter)
            }
        }
        return type.name.name + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// Whether a binding stores its value: no accessors, or only `willSet`/`didSet`.
    private static func isStored(_ binding: PatternBinding) -> Bool {
        switch binding.accessors {
        case nil: return true
        case .getter: return false
        case .accessors(let accessors, _): return accessors.allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
        }
    }
}
