/// The condition of Swift's synthesised `Comparable` for an enum (SE-0266): every associated
/// value's type must be `Comparable` itself, else swiftc synthesises nothing and rejects the type.
extension Checker {
    /// Reports an enum that declares `Comparable`, writes no `<` of its own, and has a payload
    /// whose type is not `Comparable` (`case a(Int?)`), with swiftc's error, at `range`.
    func checkSynthesizedComparable(of decl: NominalDecl, at range: SourceRange) {
        // Only a conformance in the declaration itself: swiftc reports one written in an
        // extension at the extension, which `range` is not.
        guard decl.kind == .enum, let comparable = builtinProtocol("Comparable"),
              decl.conformances.contains(where: { $0 === comparable }),
              environment.members[ObjectIdentifier(decl)]?.staticMethods["<"] == nil else { return }
        let payloads = decl.cases.lazy.flatMap(\.associatedValues)
        if payloads.contains(where: { !conforms($0.type, toBuiltin: "Comparable") }) {
            error("type '\(decl.name)' does not conform to protocol 'Comparable'", range)
        }
    }
}
