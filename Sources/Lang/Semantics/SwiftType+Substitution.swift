/// Replacing generic parameters by the types they stand for, and the module-qualified names
/// Swift's reflection prints.
extension SwiftType {
    /// This type with each generic parameter in `substitution` replaced.
    public func substituting(_ substitution: [TypeParameter: SwiftType]) -> SwiftType {
        if substitution.isEmpty { return self }
        return mapped(depth: 0) { type in
            if case .generic(let parameter) = type { return substitution[parameter] ?? parameter.origin.flatMap { substitution[$0] } }
            if case .tuple(let elements) = type, elements.contains(where: { $0.type.isPackExpansion }) {
                return SwiftType.expandingTuple(elements, substitution)
            }
            if case .packExpansion(let pattern) = type, let elements = pattern.expandingPack(substitution) {
                return .pack(elements)
            }
            return nil
        }
    }

    /// Rebuilds the type bottom-up, replacing every part for which `transform` gives a type.
    public func mapped(depth: Int = 0, _ transform: (SwiftType) -> SwiftType?) -> SwiftType {
        if let replaced = transform(self) { return replaced }
        guard depth < 64 else { return self }
        let next = depth + 1
        func map(_ type: SwiftType) -> SwiftType { type.mapped(depth: next, transform) }
        switch self {
        case .optional(let wrapped): return .optional(map(wrapped))
        case .array(let element): return .array(map(element))
        case .set(let element): return .set(map(element))
        case .dictionary(let key, let value): return .dictionary(key: map(key), value: map(value))
        case .range(let bound, let closed): return .range(map(bound), closed: closed)
        case .tuple(let elements): return .tuple(elements.map { TupleElement(label: $0.label, map($0.type)) })
        case .function(let function):
            let parameters = function.parameters.map { parameter -> FunctionParameter in
                var copy = parameter
                copy.type = map(parameter.type)
                return copy
            }
            return .function(FunctionType(parameters, map(function.result), throws: function.isThrowing,
                                          thrownError: function.thrownError.map(map)))
        case .nominal(let decl, let arguments): return .nominal(decl, arguments.map(map))
        case .metatype(let instance): return .metatype(map(instance))
        case .offsetIndex(let base): return .offsetIndex(map(base))
        case .packExpansion(let pattern): return .packExpansion(map(pattern))
        case .pack(let elements): return .pack(elements.map(map))
        default: return self
        }
    }

    /// The name `print(type(of:))` gives: generic spellings (`Array<Int>`, `Optional<Int>`,
    /// `Dictionary<String, Int>`) rather than the sugar diagnostics use.
    public var runtimeName: String {
        switch self {
        case .array(let element): return "Array<\(element.runtimeName)>"
        case .arraySlice(let element): return "ArraySlice<\(element.runtimeName)>"
        case .stringIndex, .offsetIndex: return "Index"
        case .set(let element): return "Set<\(element.runtimeName)>"
        case .optional(let wrapped): return "Optional<\(wrapped.runtimeName)>"
        case .dictionary(let key, let value): return "Dictionary<\(key.runtimeName), \(value.runtimeName)>"
        case .range(let bound, let closed): return (closed ? "ClosedRange<" : "Range<") + bound.runtimeName + ">"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.runtimeName }.joined(separator: ", ") + ")"
        case .nominal(let decl, let arguments):
            // Swift's runtime names a nested type by its own name (`Inner`, not `Outer.Inner`).
            let own = arguments.dropFirst(decl.outerGenericCount)
            if own.isEmpty { return decl.name }
            if IndexingIteratorText.isIterator(decl), let name = IndexingIteratorText.iteratorTypeName(of: arguments[0], qualified: false) {
                return name
            }
            return decl.name + "<" + own.map(\.runtimeName).joined(separator: ", ") + ">"
        case .function(let function):
            return "(" + function.parameters.map(\.type.runtimeName).joined(separator: ", ") + ")"
                + function.throwsSpelling(\.runtimeName) + " -> " + function.result.runtimeName
        case .void: return "()"
        // Swift's runtime names an existential by its protocols, without `any` (`Result<Int, Error>`).
        case .existential(let protocols):
            return protocols.isEmpty ? "Any" : protocols.map(\.name).joined(separator: " & ")
        default: return description
        }
    }

    /// The name with its module, as nested descriptions print generic arguments: `Swift.Int`,
    /// `main.Point`, `Swift.Array<Swift.Int>`.
    public var qualifiedDescription: String {
        switch self {
        case .int, .double, .float, .bool, .string, .substring, .character, .fixedInt:
            return "Swift." + description
        case .stringIndex: return "Swift.String.Index"
        case .offsetIndex(let base): return base.qualifiedDescription + ".Index"
        case .arraySlice(let element): return "Swift.ArraySlice<\(element.qualifiedDescription)>"
        case .range(let bound, let closed): return (closed ? "Swift.ClosedRange<" : "Swift.Range<") + bound.qualifiedDescription + ">"
        case .cgFloat: return "CoreGraphics.CGFloat"
        case .optional(let wrapped): return "Swift.Optional<\(wrapped.qualifiedDescription)>"
        case .array(let element): return "Swift.Array<\(element.qualifiedDescription)>"
        case .set(let element): return "Swift.Set<\(element.qualifiedDescription)>"
        case .dictionary(let key, let value):
            return "Swift.Dictionary<\(key.qualifiedDescription), \(value.qualifiedDescription)>"
        case .nominal(let decl, let arguments):
            if arguments.isEmpty { return decl.qualifiedName }
            if IndexingIteratorText.isIterator(decl), let name = IndexingIteratorText.iteratorTypeName(of: arguments[0], qualified: true) {
                return name
            }
            return SwiftType.qualifiedName(of: decl, arguments: arguments, argumentName: \.qualifiedDescription)
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.qualifiedDescription }.joined(separator: ", ") + ")"
        default: return description
        }
    }
}

extension SwiftType {
    /// `decl` over `arguments` named in full, each argument by `argumentName`: the arguments a
    /// nested type takes from the generic types around it go on those types, as Swift's
    /// reflection prints them (`main.Outer<Swift.Int>.Inner`, `main.Outer<Swift.String>.Pair<Swift.Double>`).
    static func qualifiedName(of decl: NominalDecl, arguments: [SwiftType], argumentName: (SwiftType) -> String,
                              depth: Int = 0) -> String {
        var base = decl.qualifiedName
        if decl.outerGenericCount > 0, let parent = decl.parent, arguments.count >= decl.outerGenericCount, depth < 100 {
            base = qualifiedName(of: parent, arguments: Array(arguments.prefix(decl.outerGenericCount)),
                                 argumentName: argumentName, depth: depth + 1) + "." + decl.name
        }
        let own = arguments.dropFirst(decl.outerGenericCount)
        return own.isEmpty ? base : base + "<" + own.map(argumentName).joined(separator: ", ") + ">"
    }
}
