/// Which types conform to which protocols: the standard library's conformances of the builtin
/// types, those declared on nominal types, and those added by `extension Int: P` or
/// `extension Point: P`.
///
/// A conformance an extension adds is kept here, never in the extended `NominalDecl`: the
/// prelude's declarations are shared by every session of the process (`PreludeImage`), so a
/// session's `extension Color: P` must change only its own table.
public final class ConformanceTable {
    /// What extensions added: to builtin types (`Int`, `String`, …) by the type's name, and to
    /// nominal declarations by identity.
    struct Additions {
        var toBuiltins: [String: [NominalDecl]] = [:]
        var toDeclarations: [ObjectIdentifier: Extended] = [:]
        /// Conditional conformances (`extension Box: Equatable where T: Equatable`): for a
        /// declaration, each protocol an extension added with the protocols its generic
        /// parameters (by position) must conform to. By address: each key is a declared type, which
        /// Environment's `tabledDeclarations` holds (a rejected cell's entries are put back).
        var conditions: [ObjectIdentifier: [Condition]] = [:]
        /// Conditional conformances of the builtin generic types (`extension Array: P where
        /// Element: P`), by the type's name: the protocols its element (an Optional's wrapped
        /// value) must conform to for each protocol added.
        var builtinConditions: [String: [BuiltinCondition]] = [:]
    }

    /// One conditional conformance of a builtin generic type: `proto` holds when its element
    /// conforms to each of `requirements`.
    struct BuiltinCondition {
        let proto: NominalDecl
        let requirements: [NominalDecl]
    }

    /// One conditional conformance: `proto` holds when each listed type argument conforms.
    struct Condition {
        let proto: NominalDecl
        let requirements: [(index: Int, proto: NominalDecl)]
    }

    /// A declaration's added protocols; holding the declaration keeps its identifier from being
    /// reused by another while the entry exists.
    struct Extended {
        let decl: NominalDecl
        var protocols: [NominalDecl]
    }

    /// The conformances extensions added so far, which a check saves and puts back
    /// (`EnvironmentSnapshot`).
    var additions = Additions()

    public init() {}

    /// A table with the same conformances, for a new session to extend on its own.
    func copy() -> ConformanceTable {
        let table = ConformanceTable()
        table.additions = additions
        return table
    }

    /// Records `extension type: proto`.
    public func add(_ type: SwiftType, conformsTo proto: NominalDecl) {
        if let decl = type.nominalDecl {
            guard !protocols(of: decl).contains(proto) else { return }
            additions.toDeclarations[ObjectIdentifier(decl), default: Extended(decl: decl, protocols: [])].protocols.append(proto)
            return
        }
        // `extension Array: P` holds for every array, as the extension's members do.
        additions.toBuiltins[Environment.builtinKey(type), default: []].append(proto)
    }

    /// Records `extension Box: proto where T: P, …` (`requirements` by the parameter's position).
    func addCondition(_ decl: NominalDecl, _ proto: NominalDecl, requirements: [(index: Int, proto: NominalDecl)]) {
        additions.conditions[ObjectIdentifier(decl), default: []].append(Condition(proto: proto, requirements: requirements))
    }

    /// Records `extension Array: proto where Element: P, …` (`requirements` on the element).
    func addBuiltinCondition(_ type: SwiftType, _ proto: NominalDecl, requirements: [NominalDecl]) {
        additions.builtinConditions[Environment.builtinKey(type), default: []]
            .append(BuiltinCondition(proto: proto, requirements: requirements))
    }

    /// The element that keeps the builtin generic `type` from a conditional conformance to
    /// `proto` (`String` for `[String]` and `extension Array: P where Element: P`), as swiftc's
    /// error names it; nil when no added conformance's condition bears on it.
    func elementFailingCondition(_ type: SwiftType, _ proto: NominalDecl) -> SwiftType? {
        guard let extra = additions.toBuiltins[Environment.builtinKey(type)],
              extra.contains(where: { conforms($0, to: proto) && !meetsBuiltinCondition(type, $0) }) else { return nil }
        switch type {
        case .array(let inner), .arraySlice(let inner), .set(let inner), .optional(let inner):
            return elementFailingCondition(inner, proto) ?? inner
        default:
            return nil
        }
    }

    /// Whether the builtin generic `type` meets the condition of its added conformance to
    /// `proto`, if that has one: its element conforms to what the extension's clause requires.
    private func meetsBuiltinCondition(_ type: SwiftType, _ proto: NominalDecl) -> Bool {
        guard let conditions = additions.builtinConditions[Environment.builtinKey(type)]?.filter({ $0.proto === proto }),
              !conditions.isEmpty else { return true }
        let element: SwiftType
        switch type {
        case .array(let inner), .arraySlice(let inner), .set(let inner), .optional(let inner): element = inner
        default: return true
        }
        return conditions.contains { $0.requirements.allSatisfy { conforms(element, to: $0) } }
    }

    /// Whether `decl<arguments>` conforms to `proto` once its conditional conformances are
    /// weighed: nil when `decl` has none that bear on `proto` (the plain answer stands); else
    /// true when an unconditional path exists or some condition's type arguments conform.
    private func conformsConditionally(_ decl: NominalDecl, _ arguments: [SwiftType], to proto: NominalDecl) -> Bool? {
        guard let conditions = additions.conditions[ObjectIdentifier(decl)], decl.superclass == nil else { return nil }
        let bearing = conditions.filter { conforms($0.proto, to: proto) }
        guard !bearing.isEmpty else { return nil }
        let conditional = Set(conditions.map { ObjectIdentifier($0.proto) })
        if protocols(of: decl).contains(where: { !conditional.contains(ObjectIdentifier($0)) && conforms($0, to: proto) }) {
            return true
        }
        return bearing.contains { condition in
            condition.requirements.allSatisfy { requirement in
                requirement.index < arguments.count && satisfies(arguments[requirement.index], requirement.proto)
            }
        }
    }

    /// Whether a type argument meets a condition's requirement: an enum without payloads is
    /// Equatable and Hashable, as Swift synthesises.
    private func satisfies(_ type: SwiftType, _ proto: NominalDecl) -> Bool {
        if conforms(type, to: proto) { return true }
        guard proto.isBuiltin, proto.name == "Equatable" || proto.name == "Hashable",
              case .nominal(let decl, _) = type, decl.kind == .enum else { return false }
        return decl.cases.allSatisfy(\.associatedValues.isEmpty)
    }

    /// The protocols `decl` conforms to directly: those its declaration lists, then those
    /// extensions added.
    func protocols(of decl: NominalDecl) -> [NominalDecl] {
        guard let extended = additions.toDeclarations[ObjectIdentifier(decl)] else { return decl.conformances }
        return decl.conformances + extended.protocols
    }

    /// The protocols extensions added to the builtin type `type` (`extension Array: Container {}`).
    func protocols(ofBuiltin type: SwiftType) -> [NominalDecl] {
        additions.toBuiltins[Environment.builtinKey(type)] ?? []
    }

    /// Whether `decl` conforms to `proto`, directly, through a superclass, or through a protocol
    /// that inherits it.
    func conforms(_ decl: NominalDecl, to proto: NominalDecl) -> Bool {
        if decl === proto { return true }
        var visited: Set<ObjectIdentifier> = []
        var pending: [NominalDecl] = [decl]
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            if next === proto { return true }
            pending.append(contentsOf: protocols(of: next))
            if let superclass = next.superclass { pending.append(superclass) }
        }
        return false
    }

    /// Whether `type` conforms to `proto`.
    public func conforms(_ type: SwiftType, to proto: NominalDecl) -> Bool {
        if let extra = additions.toBuiltins[Environment.builtinKey(type)],
           extra.contains(where: { conforms($0, to: proto) && meetsBuiltinCondition(type, $0) }) {
            return true
        }
        switch type {
        case .error, .never:
            return true
        case .nominal(let decl, let arguments):
            if !arguments.isEmpty, let conditional = conformsConditionally(decl, arguments, to: proto) { return conditional }
            return conforms(decl, to: proto) || (proto.isBuiltin && libraryConforms(type, proto.name))
                || (proto.isBuiltin && proto.name == "RangeExpression" && PartialRangeKind(decl) != nil)
                || Self.isSynthesizedEquatable(decl, proto)
                || (proto.isBuiltin && proto.name == "AnyObject" && decl.kind == .class)
        case .generic(let parameter):
            return parameter.constraints.contains { conforms($0, to: proto) }
        case .existential(let protocols), .opaque(let protocols):
            // A composition naming a class (`Base & Named`) holds class instances.
            return protocols.contains { conforms($0, to: proto) || (proto.isAnyObject && $0.kind == .class) }
        case .optional(let wrapped) where Self.isSwiftUIView(proto):
            // SwiftUI: `extension Optional: View where Wrapped: View` (nil draws nothing).
            return conforms(wrapped, to: proto)
        default:
            guard proto.isBuiltin else { return false }
            return Self.builtinConforms(type, to: proto.name, table: self)
        }
    }

    /// Whether `decl` is an enum without associated values, which Swift makes `Equatable` and
    /// `Hashable` without being asked (`ForEach(Kind.allCases, id: \.self)`).
    static func isSynthesizedEquatable(_ decl: NominalDecl, _ proto: NominalDecl) -> Bool {
        proto.isBuiltin && (proto.name == "Equatable" || proto.name == "Hashable") && decl.kind == .enum
            && !decl.isBuiltin && decl.cases.allSatisfy(\.associatedValues.isEmpty)
    }

    /// Whether `proto` is SwiftUI's `View` (the library's, not a program's own protocol of that name).
    static func isSwiftUIView(_ proto: NominalDecl) -> Bool {
        proto.name == "View" && proto.parent == nil && proto.module == "SwiftUI"
    }

    /// The standard library's conformances of its own types to its own protocols.
    private static func builtinConforms(_ type: SwiftType, to name: String, table: ConformanceTable) -> Bool {
        if let collection = Environment.builtinCollectionConformance(type, to: name) { return collection }
        if let description = Environment.builtinDescriptionConformance(type, to: name) { return description }
        if let literal = Checker.ownLiteralProtocols.first(where: { $0.protocolName == name }) {
            return literal.libraryTypes(type)
        }
        let isValueLike = ["Equatable", "Hashable", "CustomStringConvertible", "Sendable"].contains(name)
        // The standard library's numbers, strings and Bool are `Codable`; its collections and
        // Optional are when their elements are.
        let isCodable = ["Codable", "Encodable", "Decodable"].contains(name)
        switch type {
        case .int, .double, .float, .cgFloat, .fixedInt, .string:
            if isCodable { return true }
            fallthrough
        case .substring, .stringIndex, .offsetIndex, .character:
            return isValueLike || name == "Comparable" || (name == "Numeric" && type.isNumeric)
                || (name == "Strideable" && type.isNumeric)
                || ((name == "BinaryInteger" || name == "FixedWidthInteger") && type.isInteger) || (name == "FloatingPoint" && type.isFloatingPoint)
                || (name == "BinaryFloatingPoint" && type.isFloatingPoint)
                || (name == "AdditiveArithmetic" && type.isNumeric)
                || (name == "SignedNumeric" && type.isNumeric && !isUnsigned(type))
                || (name == "SignedInteger" && type.isInteger && !isUnsigned(type))
                || (name == "UnsignedInteger" && isUnsigned(type))
                || (name == "StringProtocol" && (type == .string || type == .substring))
        case .bool:
            return isValueLike || isCodable
        case .optional(let wrapped), .array(let wrapped), .arraySlice(let wrapped), .set(let wrapped):
            guard isValueLike || isCodable else { return false }
            // An Optional is only `CustomDebugStringConvertible` (`String(describing:)` takes it as any value).
            if name == "CustomStringConvertible" { return type.optionalWrapped == nil }
            return table.conformsToBuiltin(wrapped, name)
        case .dictionary(let key, let value):
            if isCodable { return table.conformsToBuiltin(key, name) && table.conformsToBuiltin(value, name) }
            return isValueLike && (name == "CustomStringConvertible" || table.conformsToBuiltin(value, name))
        case .range(let bound, _):
            return (isValueLike && table.conformsToBuiltin(bound, name)) || name == "RangeExpression"
        default:
            return false
        }
    }

    /// Whether `type` is one of the unsigned integer types (`UInt`, `UInt8`…).
    private static func isUnsigned(_ type: SwiftType) -> Bool {
        guard case .fixedInt(let kind) = type else { return false }
        return !kind.isSigned
    }

    /// Whether the library's sequence `type` (`LazySequence<[Int]>`) conforms to the standard
    /// protocol `name`, as deep as its base does.
    private func libraryConforms(_ type: SwiftType, _ name: String) -> Bool {
        guard case .nominal(let decl, let arguments) = type else { return false }
        return LazySequenceValue.conforms(decl, arguments, toBuiltin: name) { base, name in
            self.libraryConforms(base, name) || self.conformsToBuiltin(base, name)
        }
    }

    private func conformsToBuiltin(_ type: SwiftType, _ name: String) -> Bool {
        switch type {
        case .nominal(let decl, _):
            return reachesBuiltin(name, from: [decl])
                || (decl.kind == .enum && decl.cases.allSatisfy(\.associatedValues.isEmpty)
                    && (name == "Equatable" || name == "Hashable"))
        case .generic(let parameter):
            return reachesBuiltin(name, from: parameter.constraints)
        default:
            return Self.builtinConforms(type, to: name, table: self)
        }
    }

    /// Whether one of `decls` conforms to the standard library's protocol `name`, directly, through
    /// a superclass, or through a protocol that refines it (a `Comparable` or `Hashable` type is
    /// `Equatable`, so `[T] == [T]` holds for `T: Comparable`).
    private func reachesBuiltin(_ name: String, from decls: [NominalDecl]) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var pending = decls
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            if next.kind == .protocol, next.isBuiltin, next.name == name { return true }
            pending.append(contentsOf: protocols(of: next))
            if let superclass = next.superclass { pending.append(superclass) }
        }
        return false
    }
}
