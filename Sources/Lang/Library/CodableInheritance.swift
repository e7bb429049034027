/// Which class of a class's chain codes an instance, as Swift's inheritance gives it. The class
/// that declares `Encodable` (or `Decodable`, or `Codable`) and does not write the requirement
/// has the synthesised one, over its own stored properties only; its subclasses inherit it, so a
/// subclass's own properties are not coded unless a class below writes `encode(to:)` or
/// `init(from:)`, whose `super.encode(to:)` and `super.init(from:)` then run the synthesised
/// one on the same container (`Checker+SuperCoding.swift`).
enum CodableInheritance {
    /// What codes an instance of a class: a class's own method, or a class's synthesised one.
    enum Coder {
        case own(NominalDecl)
        case synthesized(NominalDecl)
    }

    /// The coder of `decl`'s instances for `protocolName` (`Encodable` or `Decodable`), nearest
    /// first from `decl` up; nil when no class of the chain codes them.
    static func coder(of decl: NominalDecl, _ protocolName: String, _ environment: Environment) -> Coder? {
        for type in decl.selfAndSuperclasses {
            if writesRequirement(type, protocolName, environment) { return .own(type) }
            if declares(type, protocolName, environment) { return .synthesized(type) }
        }
        return nil
    }

    /// The class whose synthesised conformance `super` reaches from a subclass of `superclass`:
    /// nil when a class on the way writes the requirement itself (an ordinary call) or none
    /// declares the protocol.
    static func synthesizedSuper(_ superclass: NominalDecl, _ protocolName: String, _ environment: Environment) -> NominalDecl? {
        guard case .synthesized(let owner)? = coder(of: superclass, protocolName, environment) else { return nil }
        return owner
    }

    /// Whether `type` writes `encode(to:)` (for `Encodable`) or `init(from:)` (for `Decodable`).
    static func writesRequirement(_ type: NominalDecl, _ protocolName: String, _ environment: Environment) -> Bool {
        protocolName == "Encodable" ? CodableEncoding.ownEncode(type, environment) != nil
            : CodableDecoding.hasOwnInit(type, environment)
    }

    /// Whether `type` itself (its declaration or an extension of it) conforms to `protocolName`
    /// or `Codable`, not only through a superclass.
    static func declares(_ type: NominalDecl, _ protocolName: String, _ environment: Environment) -> Bool {
        environment.conformances.protocols(of: type).contains { $0.isBuiltin && ($0.name == protocolName || $0.name == "Codable") }
    }
}

extension CodableInheritance {
    /// The nearest class from `decl` up that has the synthesised conformance to `protocolName`
    /// (declares it and does not write the requirement): what `super` runs from an override.
    static func synthesizedOwner(of decl: NominalDecl, _ protocolName: String, _ environment: Environment) -> NominalDecl? {
        decl.selfAndSuperclasses.first { declares($0, protocolName, environment) && !writesRequirement($0, protocolName, environment) }
    }
}
