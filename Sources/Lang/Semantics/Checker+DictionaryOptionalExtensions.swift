/// Members of constrained extensions of `Dictionary` and `Optional` (`extension Dictionary where
/// Value: Numeric`, `extension Optional where Wrapped: Collection`) used on a dictionary or an
/// optional whose types do not meet the clause: swiftc's error, as for an array's element.
extension Checker {
    /// swiftc's error when `receiver`'s key, value or wrapped type does not meet what `member`'s
    /// extension requires of it; true when it reported one.
    func rejectUnmetDictionaryOrOptionalRequirements(_ member: FunctionSymbol, receiver: SwiftType, what: String,
                                                     range: SourceRange) -> Bool {
        let pairs: [(required: SwiftType, given: SwiftType)]
        switch (member.constrainedSelf, receiver) {
        case (.dictionary(let key, let value)?, .dictionary(let givenKey, let givenValue)):
            pairs = [(key, givenKey), (value, givenValue)]
        case (.optional(let wrapped)?, .optional(let givenWrapped)):
            pairs = [(wrapped, givenWrapped)]
        default:
            return false
        }
        return pairs.contains { required, given in
            !containsGeneric(given) && !hasError(given) && reportUnmetTypeArgument(required, given: given, what: what, range: range)
        }
    }

    /// swiftc's error for `given` standing where an extension requires `required` (a parameter
    /// with the clause's constraints, or a type it must be), worded for `what`; true when it
    /// reported one.
    func reportUnmetTypeArgument(_ required: SwiftType, given: SwiftType, what: String, range: SourceRange) -> Bool {
        guard case .generic(let parameter) = required else {
            guard !containsGeneric(required), !hasError(required), required != given else { return false }
            error("\(what) requires the types '\(given)' and '\(required)' be equivalent", range)
            return true
        }
        for proto in parameter.constraints where !environment.conformances.conforms(given, to: proto) {
            error("\(what) requires that '\(given)' conform to '\(proto.name)'", range)
            return true
        }
        return false
    }

    /// `Dictionary` or `Optional` for a value of that type, as swiftc names the owner of an
    /// extension's member; nil for any other.
    static func dictionaryOrOptionalName(_ type: SwiftType) -> String? {
        switch type {
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        default: return nil
        }
    }
}
