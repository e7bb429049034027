/// `Substring` and `ArraySlice` share the members of `String` and `Array`: a member the slice
/// type does not declare itself is the base type's, called on the slice's elements as a new
/// String or Array (Swift's own slices do the same work without the copy).
extension Checker {
    /// The owners in the standard library's table whose members a slice type declares itself.
    static let sliceOwners: Set<String> = ["Substring", "ArraySlice"]

    /// Members that answer in the slice's own indices, so they take the slice itself.
    static let indexMembers: Set<String> = ["startIndex", "endIndex", "indices", "firstIndex", "lastIndex"]

    /// Members that cut a collection where its own indices say: an ArraySlice answers them itself,
    /// so that the pieces keep its base's indices (`xs[2...].dropFirst().startIndex == 3`); a
    /// Substring reaches String's with its value, which carries them.
    static let sliceCutMembers: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "drop", "split"]

    /// Mutating members a slice answers itself, on its own place (`tail.removeFirst()` moves its
    /// start on; String's and Array's would have no place to write back to).
    static let sliceMutations: Set<String> = ["removeFirst", "removeLast", "popLast", "append"]

    /// The type whose members a slice type shares: String for Substring, `[T]` for
    /// `ArraySlice<T>`; nil for any other type.
    static func sharingBase(of type: SwiftType) -> SwiftType? {
        switch type {
        case .substring: return .string
        case .arraySlice(let element): return .array(element)
        default: return nil
        }
    }

    /// `site` with its receiver seen as the type whose members it shares; nil unless the
    /// receiver is a slice. A mutating member has no place to write back to.
    func sharedMemberSite(_ site: BuiltinSite) -> BuiltinSite? {
        guard let base = site.base, let shared = Self.sharingBase(of: base.type) else { return nil }
        // A Substring keeps its value (its base's indices) for String's members to cut from;
        // `stringResult` makes what they give back as a String a String again.
        let converted = base.type == .substring ? Typed(base.node, .string)
            : Typed(coerce(base, to: shared, at: site.range, role: .libraryArgument), shared)
        return BuiltinSite(name: site.name, base: converted, basePlace: nil, type: site.type, arguments: site.arguments,
                           expected: site.expected, range: site.range, nameRange: site.nameRange)
    }

    /// `typed`, a String member's answer for a Substring receiver, with a String-typed answer made
    /// a String (a member that hands its receiver back would give the Substring's value).
    static func stringResult(_ typed: Typed) -> Typed {
        guard typed.type == .string else { return typed }
        return Typed(Unary(typed.node, line: typed.node.line) { value, _ in
            if case .substring(let text, _) = value { return .string(text) }
            return value
        }, .string)
    }

    /// `typed` recorded as a call of `name` among overloads of several results, when it gives a
    /// slice (or an array of them): a mismatch of it is then worded by the name, as swiftc's.
    func recordingSliceCall(_ typed: Typed, _ name: String) -> Typed {
        switch typed.type {
        case .substring, .arraySlice, .array(.substring), .array(.arraySlice):
            sliceMemberCalls[HeldIdentity(typed.node)] = name
        case .nominal(let decl, _) where LazySequenceValue.kind(of: decl) == .slice:
            sliceMemberCalls[HeldIdentity(typed.node)] = name
        default:
            break
        }
        return typed
    }

    /// Reports a slice where its base type is wanted in swiftc's words, true if it did: a member
    /// with overloads of several results "produces" none of the wanted type; a Substring otherwise
    /// shows as String's SubSequence.
    func reportSliceMismatch(_ typed: Typed, _ target: SwiftType, range: SourceRange, role: ConversionRole) -> Bool {
        if let name = sliceMemberCalls[HeldIdentity(typed.node)], [.annotation, .assignment, .returnValue].contains(role) {
            error("no '\(name)' candidates produce the expected contextual result type '\(target)'", range)
            return true
        }
        guard typed.type == .substring, target.optionalWrapped == nil else { return false }
        let source = "String.SubSequence' (aka 'Substring"
        switch role {
        case .annotation: error("cannot convert value of type '\(source)') to specified type '\(target)'", range)
        case .argument, .libraryArgument: error("cannot convert value of type '\(source)') to expected argument type '\(target)'", range)
        case .assignment: error("cannot assign value of type '\(source)') to type '\(target)'", range)
        case .returnValue: error("cannot convert return expression of type '\(source)') to return type '\(target)'", range)
        default: return false
        }
        return true
    }
}
