/// A generic parameter that only an argument which did not convert could have bound: swiftc
/// names the parameter's type with the parameter in it ("cannot convert value of type 'Int' to
/// expected argument type 'PlottableValue<X>'") and then says "generic parameter 'X' could not
/// be inferred" at the call.
extension Checker {
    /// After the arguments of a call were lowered (the diagnostics from `errorsBefore` on are
    /// theirs): each of `generics` left unbound whose parameter type an argument failed to
    /// convert to, reported as not inferred at `range`, after the conversion's error as swiftc
    /// orders them.
    func reportUninferredAfterMismatch(_ generics: [TypeParameter], _ specs: [ParameterSpec],
                                       substitution: [TypeParameter: SwiftType], errorsBefore: Int, range: SourceRange) {
        guard diagnostics.count > errorsBefore else { return }
        let conversions = diagnostics[errorsBefore...].compactMap { diagnostic -> String? in
            guard diagnostic.message.hasPrefix("cannot convert value of type '"),
                  let expected = diagnostic.message.range(of: "' to expected argument type '") else { return nil }
            return String(diagnostic.message[expected.upperBound...])
        }
        for parameter in generics {
            if let bound = substitution[parameter], bound != .error { continue }
            let named = specs.contains { spec in
                mentions(spec.type, parameter)
                    && conversions.contains("\(spec.type)'")
            }
            if named { error("generic parameter '\(parameter.name)' could not be inferred", range) }
        }
    }
}
