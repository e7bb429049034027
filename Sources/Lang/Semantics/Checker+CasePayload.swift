/// swiftc's words for an enum case with associated values written where a value of the enum is
/// wanted without its payload (`let s: Shape = .circle` for `case circle(radius: Double)`).
extension Checker {
    /// Reports `.name` naming a case of `expected`'s enum that takes a payload; returns whether
    /// it reported. swiftc names the case with its labels and asks for the one argument, or, for
    /// several, says the member is a function that would produce the wanted type.
    func reportCaseWithoutPayload(_ name: Identifier, expected: SwiftType) -> Bool {
        guard case .nominal(let decl, _) = expected.unwrappingOptionals, decl.kind == .enum,
              let enumCase = decl.cases.first(where: { $0.name == name.name }), !enumCase.associatedValues.isEmpty
        else { return false }
        // Named as swiftc prints a name: without its labels when every one is `_`.
        let labels = enumCase.associatedValues.map { ($0.label ?? "_") + ":" }.joined()
        let member = enumCase.associatedValues.allSatisfy { $0.label == nil } ? enumCase.name : "\(enumCase.name)(\(labels))"
        if enumCase.associatedValues.count == 1 {
            error("member '\(member)' expects argument of type '\(enumCase.associatedValues[0].type)'", name.range)
        } else {
            error("member '\(member)' is a function that produces expected type '\(expected.unwrappingOptionals)'; did you mean to call it?",
                  name.range)
        }
        return true
    }
}
