/// Turns values into text exactly as Swift's `print` and string interpolation do
/// (`description`), and as Swift shows a value nested in a collection, an optional or another
/// value's default description (`debugDescription`).
///
/// Both need the value's static type: optionals are flattened at run time, and an `Int?` that
/// holds 3 prints `Optional(3)`.
struct ValuePrinter {
    /// Asks the program for a value's own text, as Swift does: for `print` (debug false) its
    /// `description` (`CustomStringConvertible`), else its `debugDescription`; nested in a
    /// collection (debug true) the other way round; nil when its type conforms to neither.
    var customDescription: (Value, SwiftType, Bool) throws -> String? = { _, _, _ in nil }
    /// Bounds the nesting of values printed, so a cycle of class references cannot recurse forever.
    private static let maximumDepth = 200

    init(customDescription: @escaping (Value, SwiftType, Bool) throws -> String? = { _, _, _ in nil }) {
        self.customDescription = customDescription
    }

    /// What `print(value)` writes.
    func description(of value: Value, as type: SwiftType) throws -> String {
        try text(of: value, as: type, debug: false, depth: 0)
    }

    /// What Swift writes for a value nested in another value's description.
    func debugDescription(of value: Value, as type: SwiftType) throws -> String {
        try text(of: value, as: type, debug: true, depth: 0)
    }

    private func text(of value: Value, as type: SwiftType, debug: Bool, depth: Int) throws -> String {
        guard depth < Self.maximumDepth else { return "…" }
        let next = depth + 1
        if case .optional(let wrapped) = type {
            if case .null = value { return "nil" }
            return "Optional(" + (try text(of: value.unwrappedOptional, as: wrapped, debug: true, depth: next)) + ")"
        }
        if case .boxed(let inner, let dynamicType) = value {
            return try text(of: inner, as: dynamicType, debug: debug, depth: next)
        }
        // `.any` too: a cell's final value is printed without its static type.
        switch type {
        case .nominal, .existential:
            if let custom = try customDescription(value, type, debug) { return custom }
        default: break
        }
        switch value {
        case .int(let number):
            if type == .stringIndex { return Checker.textIndexDescription(number) }
            return type.isWideUnsigned ? String(UInt(bitPattern: number)) : String(number)
        case .double(let number):
            // `print` and interpolation write a NaN's sign (`-nan`, as `(-1.0).squareRoot()` gives).
            if number.isNaN { return number.sign == .minus ? "-nan" : "nan" }
            if type == .float { return Float(number).description }
            return number.description
        case .float(let number): return number.isNaN && number.sign == .minus ? "-nan" : number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let string), .substring(let string, _): return debug ? string.debugDescription : string
        case .character(let character): return debug ? character.debugDescription : String(character)
        case .void: return "()"
        // Reads check for it (`Frame.checkedValue`): reaching here is a read that did not.
        case .exclusiveAccess: throw Frame.exclusivityConflict(0)
        case .null: return "nil"
        case .array(let elements), .slice(let elements, _):
            let elementType: SwiftType
            switch type {
            case .array(let element), .arraySlice(let element): elementType = element
            default: elementType = .any
            }
            var parts: [String] = []
            parts.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                try Interpreter.checkInterrupt(step: index + 1, line: 0)
                parts.append(try text(of: element, as: elementType, debug: true, depth: next))
            }
            let list = "[" + parts.joined(separator: ", ") + "]"
            // Nested (or by `debugPrint`), an ArraySlice names itself, as Swift's debugDescription does.
            if debug, case .arraySlice = type { return "ArraySlice(" + list + ")" }
            return list
        case .set(let elements):
            let elementType: SwiftType
            if case .set(let element) = type { elementType = element } else { elementType = .any }
            let parts = try elements.contents.map { try text(of: $0, as: elementType, debug: true, depth: next) }
            let list = "[" + parts.joined(separator: ", ") + "]"
            return debug ? "Set(" + list + ")" : list
        case .dictionary(let box):
            let entries = box.contents
            if entries.isEmpty { return "[:]" }
            var keyType = SwiftType.any
            var valueType = SwiftType.any
            if case .dictionary(let key, let value) = type {
                keyType = key
                valueType = value
            }
            let parts = try entries.map { key, value in
                try text(of: key, as: keyType, debug: true, depth: next) + ": "
                    + text(of: value, as: valueType, debug: true, depth: next)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let elements):
            var elementTypes: [TupleElement] = []
            if case .tuple(let types) = type { elementTypes = types }
            let parts = try elements.enumerated().map { index, element in
                let elementType = index < elementTypes.count ? elementTypes[index] : TupleElement(.any)
                let label = elementType.label.map { $0 + ": " } ?? ""
                return label + (try text(of: element, as: elementType.type, debug: true, depth: next))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .structValue(let decl, let fields):
            let arguments = Self.genericArguments(of: type, decl: decl)
            if LazySequenceValue.printsAsTypeName(decl) { return typeName(decl, arguments: arguments, debug: true) }
            if let kind = LazySequenceValue.kind(of: decl),
               let parts = try LazySequenceValue.offsetFieldsText(kind, fields: fields, arguments: arguments, nested: {
                   try text(of: $0, as: $1, debug: true, depth: next)
               }) {
                return typeName(decl, arguments: arguments, debug: debug) + "(" + parts + ")"
            }
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            if IndexingIteratorText.isIterator(decl), let base = arguments.first, let elements = decl.storedProperties.first,
               let iterator = try IndexingIteratorText.text(
                   fields: fields, base: base, elementsType: elements.type.substituting(substitution), debug: debug,
                   name: typeName(decl, arguments: arguments, debug: debug), nested: { try text(of: $0, as: $1, debug: true, depth: next) }) {
                return iterator
            }
            let parts = try zip(decl.storedProperties, fields).map { property, field in
                property.name + ": "
                    + (try text(of: field, as: property.type.substituting(substitution), debug: true, depth: next))
            }
            return typeName(decl, arguments: arguments, debug: debug) + "(" + parts.joined(separator: ", ") + ")"
        case .enumValue(let decl, let index, let payload):
            guard index >= 0, index < decl.cases.count else { return typeName(decl, arguments: [], debug: debug) }
            let enumCase = decl.cases[index]
            let arguments = Self.genericArguments(of: type, decl: decl)
            let prefix = debug ? typeName(decl, arguments: arguments, debug: true) + "." : ""
            if payload.isEmpty { return prefix + enumCase.name }
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let parts = try payload.enumerated().map { position, element in
                let declared = position < enumCase.associatedValues.count
                    ? enumCase.associatedValues[position] : TupleElement(.any)
                let label = declared.label.map { $0 + ": " } ?? ""
                return label + (try text(of: element, as: declared.type.substituting(substitution),
                                         debug: true, depth: next))
            }
            return prefix + enumCase.name + "(" + parts.joined(separator: ", ") + ")"
        case .object(let instance):
            return typeName(instance.decl, arguments: Self.genericArguments(of: type, decl: instance.decl), debug: true)
        case .function: return "(Function)"
        case .range(let lower, let upper, let closed):
            var bound = SwiftType.int
            if case .range(let boundType, _) = type { bound = boundType }
            if case .nominal(_, let arguments) = type, arguments.count == 1 { bound = arguments[0] }
            if let partial = try partialRangeText(lower, upper, closed: closed, bound: bound, debug: debug, depth: next) {
                return partial
            }
            let range = (try text(of: lower, as: bound, debug: debug, depth: next)) + (closed ? "..." : "..<")
                + (try text(of: upper, as: bound, debug: debug, depth: next))
            return debug ? (closed ? "ClosedRange(" : "Range(") + range + ")" : range
        case .metatype(let instanceType): return debug ? instanceType.qualifiedDescription : instanceType.runtimeName
        case .boxed(let inner, let dynamicType): return try text(of: inner, as: dynamicType, debug: debug, depth: next)
        case .weakReference: return try text(of: value.strengthened, as: type, debug: debug, depth: next)
        case .some(let inner): return try text(of: inner, as: type, debug: debug, depth: next)
        }
    }

    /// A one-sided range's text, as Swift's reflection shows its one field
    /// (`PartialRangeFrom<Int>(lowerBound: 1)`, qualified when nested); nil for a two-sided range.
    private func partialRangeText(_ lower: Value, _ upper: Value, closed: Bool, bound: SwiftType, debug: Bool,
                                  depth: Int) throws -> String? {
        let name: String, field: String, value: Value
        switch (lower, upper) {
        case (.null, .null): return nil
        case (_, .null): (name, field, value) = ("PartialRangeFrom", "lowerBound", lower)
        case (.null, _): (name, field, value) = (closed ? "PartialRangeThrough" : "PartialRangeUpTo", "upperBound", upper)
        default: return nil
        }
        let type = debug ? "Swift." + name + "<" + bound.qualifiedDescription + ">" : name + "<" + bound.runtimeName + ">"
        return type + "(" + field + ": " + (try text(of: value, as: bound, debug: true, depth: depth)) + ")"
    }

    /// `Point` at the top level (`Inner` for `Outer.Inner`), `main.Point` nested; generic arguments by their runtime names
    /// (`Box<Array<Int>>`), qualified when nested (`main.Box<Swift.Int>`), as Swift's reflection
    /// prints them.
    private func typeName(_ decl: NominalDecl, arguments: [SwiftType], debug: Bool) -> String {
        if debug || decl.kind == .class {
            return SwiftType.qualifiedName(of: decl, arguments: arguments, argumentName: \.qualifiedDescription)
        }
        let own = arguments.dropFirst(decl.outerGenericCount)
        if own.isEmpty { return decl.name }
        return decl.name + "<" + own.map(\.runtimeName).joined(separator: ", ") + ">"
    }

    private static func genericArguments(of type: SwiftType, decl: NominalDecl) -> [SwiftType] {
        if case .nominal(let typeDecl, let arguments) = type, typeDecl === decl { return arguments }
        return []
    }
}
