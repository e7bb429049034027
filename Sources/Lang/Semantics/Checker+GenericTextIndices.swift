/// A generic body reads a String as the slice of its Characters, so its `C.Index` counts
/// Characters, while a `String.Index` outside is a UTF-8 position: a call that binds a
/// collection's `Index` to `String.Index` converts the indices it passes in and gets back
/// (Runtime/TextIndexBoundary.swift), by the string it passes for `C` or calls the member on.
extension Checker {
    /// The `Index` parameters a call binds to `String.Index` through one string, and which
    /// argument (or the receiver, when nil) is that string; nil when the call binds none, or
    /// several collections' (whose strings are not followed apart).
    func textIndexBinding(generics: [TypeParameter], parameterTypes: [SwiftType],
                          substitution: [TypeParameter: SwiftType], hasReceiver: Bool) -> (indices: Set<TypeParameter>, source: Int?)? {
        var indices = Set<TypeParameter>()
        var source: Int?
        for parameter in generics {
            guard let bound = substitution[parameter], bound.isText, let member = parameter.associatedTypes["Index"],
                  let position = parameterTypes.firstIndex(of: .generic(parameter)) else { continue }
            indices.insert(member)
            source = position
        }
        if indices.count > 1 { return nil }
        if indices.isEmpty, hasReceiver {
            // A member of an `extension Collection` called on a string: its `Index` is the receiver's.
            for (parameter, bound) in substitution where parameter.name == "Index" && bound == .stringIndex && !generics.contains(parameter) {
                indices.insert(parameter)
            }
            if indices.count != 1 { return nil }
            return (indices, nil)
        }
        return indices.isEmpty ? nil : (indices, source)
    }

    /// Whether a declared type is one of `indices` as a value, an optional or an array.
    static func holdsTextIndex(_ type: SwiftType, _ indices: Set<TypeParameter>) -> Bool {
        switch type {
        case .generic(let parameter): return indices.contains(parameter)
        case .optional(let wrapped), .array(let wrapped): return holdsTextIndex(wrapped, indices)
        default: return false
        }
    }

    /// A call's receiver and arguments with the string stashed and the indices passed in made
    /// Character offsets, and a wrapper for the call that makes the indices it gives back UTF-8
    /// positions; nil when the call binds no collection's `Index` to `String.Index`.
    func textIndexBoundary(generics: [TypeParameter], parameterTypes: [SwiftType], result: SwiftType,
                           substitution: [TypeParameter: SwiftType], receiver: Expression?, arguments: [Expression],
                           line: Int) -> (receiver: Expression?, arguments: [Expression], wrap: (Expression) -> Expression)? {
        guard arguments.count == parameterTypes.count,
              let (indices, source) = textIndexBinding(generics: generics, parameterTypes: parameterTypes, substitution: substitution,
                                                       hasReceiver: receiver != nil),
              Self.holdsTextIndex(result, indices) || parameterTypes.contains(where: { Self.holdsTextIndex($0, indices) }) else {
            return nil
        }
        let stash = TextIndexStash()
        var receiver = receiver
        var arguments = arguments
        if let source { arguments[source] = StashText(arguments[source], stash: stash, line: line) } else if let given = receiver {
            receiver = StashText(given, stash: stash, line: line)
        }
        // An index argument is converted when the string comes before it.
        for (position, type) in parameterTypes.enumerated() where source.map({ $0 < position }) ?? true {
            if case .generic(let parameter) = type.unwrappingOptionals, indices.contains(parameter) {
                arguments[position] = IndexIntoGeneric(arguments[position], stash: stash, line: line)
            }
        }
        let convertsResult = Self.holdsTextIndex(result, indices)
        return (receiver, arguments, { call in
            IndexOutOfGeneric(call, stash: stash, line: line, convertsResult: convertsResult)
        })
    }
}
