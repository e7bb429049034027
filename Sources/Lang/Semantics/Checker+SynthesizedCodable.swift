/// The condition of Swift's synthesised `Encodable` and `Decodable`: every stored property the
/// coding keys name (every one, without a `CodingKeys` enum), or every associated value of an
/// enum without a raw type, must have a type that conforms itself; otherwise swiftc synthesises
/// nothing and rejects the type ("type 'S' does not conform to protocol 'Decodable'", then the
/// same for 'Encodable').
extension Checker {
    /// Reports a struct, class or enum that declares `Codable`, `Encodable` or `Decodable`, does
    /// not write the requirement itself, and has a coded value whose type does not conform, with
    /// swiftc's error for each protocol, at `range`.
    func checkSynthesizedCodable(of decl: NominalDecl, at range: SourceRange) {
        guard decl.kind != .protocol, let encodable = builtinProtocol("Encodable"), let decodable = builtinProtocol("Decodable"),
              let codable = builtinProtocol("Codable") else { return }
        // Only a conformance in the declaration itself, as with `Comparable`: swiftc reports one
        // written in an extension at the extension.
        let declared = decl.conformances
        let wantsCodable = declared.contains { $0 === codable }
        let types = codedTypes(of: decl)
        if wantsCodable || declared.contains(where: { $0 === decodable }), !CodableDecoding.hasOwnInit(decl, environment),
           types.decoded.contains(where: { !conforms($0, toBuiltin: "Decodable") }) {
            error("type '\(decl.name)' does not conform to protocol 'Decodable'", range)
        }
        if wantsCodable || declared.contains(where: { $0 === encodable }), CodableEncoding.ownEncode(decl, environment) == nil,
           types.encoded.contains(where: { !conforms($0, toBuiltin: "Encodable") }) {
            error("type '\(decl.name)' does not conform to protocol 'Encodable'", range)
        }
    }

    /// The types of the values a synthesised conformance of `decl` encodes and decodes: a `let`
    /// with an initial value is encoded but not decoded.
    private func codedTypes(of decl: NominalDecl) -> (encoded: [SwiftType], decoded: [SwiftType]) {
        if decl.kind == .enum {
            guard decl.rawType == nil else { return ([], []) }
            let payloads = decl.cases.flatMap { $0.associatedValues.map(\.type) }
            return (payloads, payloads)
        }
        var names = Set(decl.storedProperties.map(\.name))
        if let keys = CodingKeyList.codingKeys(of: decl, environment) { names = Set(keys.cases.map(\.name)) }
        // A property wrapper's storage is coded through the wrapper, which this does not judge.
        let coded = decl.storedProperties.filter { names.contains($0.name) && $0.wrappedName == nil }
        return (coded.map(\.type), coded.filter { !($0.isLet && $0.hasDefault) }.map(\.type))
    }
}
