extension BuiltinTable {
    func registerStrings() {
        func string(_ call: BuiltinCall) throws -> String {
            guard case .string(let s) = call.receiver else { throw fail("expected a String") }
            return s
        }
        property("String", "count", "The number of characters.", returns: "Int") { .number(Double(try $0.i.characterCount(of: try string($0)))) }
        property("String", "isEmpty", "True for the empty string.", returns: "Bool") { .bool(try string($0).isEmpty) }
        method("String", "uppercased", "The text in upper case.", overload([], "String") { .string(try $0.i.mappingCharacters(of: try string($0), "uppercased()") { $0.uppercased() }) })
        method("String", "lowercased", "The text in lower case.", overload([], "String") { .string(try $0.i.mappingCharacters(of: try string($0), "lowercased()") { $0.lowercased() }) })
        method("String", "hasPrefix", "True when the text starts with the prefix.",
               overload([param(nil, "String")], "Bool") { .bool(try string($0).hasPrefix(try $0.string(0))) })
        method("String", "hasSuffix", "True when the text ends with the suffix.",
               overload([param(nil, "String")], "Bool") { .bool(try string($0).hasSuffix(try $0.string(0))) })
        method("String", "contains", "True when the text contains the other text.",
               overload([param(nil, "String")], "Bool") { .bool(try $0.i.containsText(try string($0), try $0.string(0))) })
        method("Bool", "toggle", "Flips the Bool in place.", mutating: true, overload([], "") { call in
            guard case .bool(let b) = call.receiver else { throw fail("toggle() flips a Bool") }
            call.receiver = .bool(!b)
            return .void
        })
        method("Double", "rounded", "The number rounded to a whole number.", overload([], "Double") { call in
            guard case .number(let x) = call.receiver else { return .null }
            return .number(x.rounded())
        })
        method("Double", "squareRoot", "The square root.", overload([], "Double") { call in
            guard case .number(let x) = call.receiver else { return .null }
            return .number(x.squareRoot())
        })
        property("Double", "magnitude", "The absolute value.", returns: "Double") { call in
            guard case .number(let x) = call.receiver else { return .null }
            return .number(abs(x))
        }
        for (name, doc, test) in [("isNaN", "True for Double.nan (not a number).", \Double.isNaN),
                                  ("isFinite", "True for a number that is neither infinite nor NaN.", \Double.isFinite),
                                  ("isInfinite", "True for plus or minus infinity.", \Double.isInfinite)] {
            property("Double", name, doc, returns: "Bool") { call in
                guard case .number(let x) = call.receiver else { return .null }
                return .bool(x[keyPath: test])
            }
        }
        method("Double", "truncatingRemainder", "The remainder of truncating division.", overload([param("dividingBy", "Double")], "Double") { call in
            guard case .number(let x) = call.receiver else { return .null }
            return .number(x.truncatingRemainder(dividingBy: try call.number(0)))
        })
    }
}
