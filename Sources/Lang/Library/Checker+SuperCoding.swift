/// `super.encode(to:)` and `super.init(from:)` where the superclass's coding is the one Swift
/// synthesises: it has no declaration to call, so the call runs the prelude's
/// `_SynthesizedCoding` natives on `self`, which code the synthesising class's stored properties
/// in the same container (`CodableInheritance`). A superclass that writes the method itself is
/// called as any other.
extension Checker {
    /// The call of the synthesised coding `super.<name>(…)` reaches; nil for any other call.
    func superSynthesizedCoding(_ name: Identifier, superclass: NominalDecl, arguments: [Argument], range: SourceRange) -> Typed? {
        let isInit = name.name == "init"
        guard isInit || name.name == "encode", arguments.count == 1, let label = arguments[0].label,
              label.name == (isInit ? "from" : "to"),
              CodableInheritance.synthesizedSuper(superclass, isInit ? "Decodable" : "Encodable", environment) != nil,
              case .type(.nominal(let helper, _))? = lookup("_SynthesizedCoding"),
              let method = environment.members(of: helper).methods[isInit ? "decode" : "encode"]?.first else { return nil }
        // The native reads the instance as its receiver: `self` is not yet whole before `super.init`.
        return callSymbol(method, arguments: arguments, expected: nil, range: range, receiver: selfReader(line: range.line))
    }
}
