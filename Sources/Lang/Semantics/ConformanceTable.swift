/// Which types conform to which protocols: the standard library's conformances of the builtin
/// types, those declared on nominal types, and those added by `extension Int: P`.
public final class ConformanceTable {
    /// Conformances added by extensions to types that are not nominal declarations (`Int`,
    /// `String`, …), keyed by the type's name.
    private var extraConformances: [String: [NominalDecl]] = [:]

    public init() {}

    /// The conformances extensions gave builtin types, for the tooling's probe to save and put back.
    var addedToBuiltins: [String: [NominalDecl]] {
        get { extraConformances }
        set { extraConformances = newValue }
    }

    /// Records `extension type: proto`.
    public func add(_ type: SwiftType, conformsTo proto: NominalDecl) {
        if let decl = type.nominalDecl {
            if !decl.conformances.contains(proto) { decl.conformances.append(proto) }
            return
        }
        extraConformances[type.description, default: []].append(proto)
    }

    /// Whether `type` conforms to `proto`.
    public func conforms(_ type: SwiftType, to proto: NominalDecl) -> Bool {
        if let extra = extraConformances[type.description], extra.contains(where: { $0.conforms(to: proto) }) {
            return true
        }
        switch type {
        case .error, .never:
            return true
        case .nominal(let decl, _):
            return decl.conforms(to: proto)
        case .generic(let parameter):
            return parameter.constraints.contains { $0.conforms(to: proto) }
        case .existential(let protocols), .opaque(let protocols):
            return protocols.contains { $0.conforms(to: proto) }
        default:
            guard proto.isBuiltin else { return false }
            return Self.builtinConforms(type, to: proto.name, table: self)
        }
    }

    /// The standard library's conformances of its own types to its own protocols.
    private static func builtinConforms(_ type: SwiftType, to name: String, table: ConformanceTable) -> Bool {
        let isValueLike = ["Equatable", "Hashable", "CustomStringConvertible", "Sendable"].contains(name)
        switch type {
        case .int, .double, .float, .cgFloat, .fixedInt, .string, .character:
            return isValueLike || name == "Comparable" || (name == "Numeric" && type.isNumeric)
                || (name == "BinaryInteger" && type.isInteger) || (name == "FloatingPoint" && type.isFloatingPoint)
                || (name == "BinaryFloatingPoint" && type.isFloatingPoint)
                || (name == "AdditiveArithmetic" && type.isNumeric)
                || (name == "SignedNumeric" && type.isNumeric)
                || (name == "StringProtocol" && type == .string)
        case .bool:
            return isValueLike
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            guard isValueLike else { return false }
            if name == "CustomStringConvertible" { return true }
            return table.conformsToBuiltin(wrapped, name)
        case .dictionary(_, let value):
            return isValueLike && (name == "CustomStringConvertible" || table.conformsToBuiltin(value, name))
        case .range(let bound, _):
            return isValueLike && table.conformsToBuiltin(bound, name)
        default:
            return false
        }
    }

    private func conformsToBuiltin(_ type: SwiftType, _ name: String) -> Bool {
        switch type {
        case .nominal(let decl, _):
            return decl.conformances.contains { $0.isBuiltin && $0.name == name }
                || (decl.kind == .enum && decl.cases.allSatisfy(\.associatedValues.isEmpty)
                    && (name == "Equatable" || name == "Hashable"))
        case .generic(let parameter):
            return parameter.constraints.contains { $0.isBuiltin && $0.name == name }
        default:
            return Self.builtinConforms(type, to: name, table: self)
        }
    }
}
