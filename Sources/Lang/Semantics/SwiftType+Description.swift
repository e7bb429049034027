/// Type names as Swift writes them in diagnostics and in `print(type(of:))`.
extension SwiftType: CustomStringConvertible {
    public var description: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .cgFloat: return "CGFloat"
        case .bool: return "Bool"
        case .string: return "String"
        case .substring: return "Substring"
        case .stringIndex: return "String.Index"
        case .offsetIndex(let base): return base.runtimeName + ".Index"
        case .character: return "Character"
        case .void: return "()"
        case .never: return "Never"
        case .fixedInt(let kind): return kind.rawValue
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            if case .existential(let protocols) = wrapped, !protocols.isEmpty, !wrapped.isBareAnyObject { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .arraySlice(let element): return "ArraySlice<\(element)>"
        case .dictionary(let key, let value): return "[\(key) : \(value)]"
        case .set(let element): return "Set<\(element)>"
        case .range(let bound, let closed): return (closed ? "ClosedRange<" : "Range<") + "\(bound)>"
        case .tuple(let elements):
            let parts = elements.map { element in
                element.label.map { "\($0): \(element.type)" } ?? "\(element.type)"
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { parameter in
                (parameter.isInout ? "inout " : "") + "\(parameter.type)" + (parameter.isVariadic ? "..." : "")
            }
            return "(" + parameters.joined(separator: ", ") + ")" + function.throwsSpelling(\.description)
                + " -> \(function.result)"
        case .nominal(let decl, let arguments):
            let own = arguments.dropFirst(decl.outerGenericCount)
            if own.isEmpty { return decl.nestedName }
            return decl.nestedName + "<" + own.map(\.description).joined(separator: ", ") + ">"
        case .generic(let parameter): return parameter.isPack ? "each " + parameter.name : parameter.name
        case .packExpansion(let pattern): return "repeat \(pattern)"
        case .pack(let elements): return "Pack{" + elements.map(\.description).joined(separator: ", ") + "}"
        case .existential(let protocols):
            if protocols.isEmpty { return "Any" }
            // swiftc writes `AnyObject` alone without `any`.
            if isBareAnyObject { return "AnyObject" }
            return "any " + protocols.map(\.nestedName).joined(separator: " & ")
        case .opaque(let protocols):
            return "some " + protocols.map(\.nestedName).joined(separator: " & ")
        case .metatype(let instance):
            if case .existential(let protocols) = instance, !protocols.isEmpty { return "(\(instance)).Type" }
            return "\(instance).Type"
        case .error: return "<<error type>>"
        }
    }
}
