import Foundation

/// A value of a type read from JSON, as the `Decodable` conformances Swift synthesises and the
/// standard library's read it (the mirror of `CodableEncoding`), with Foundation's
/// `DecodingError`s where the JSON does not hold one. A type that declares its own
/// `init(from:)` is made by it, from a `Decoder` over its JSON.
struct CodableDecoding {
    let call: NativeCall
    /// The `_CodingOptions` instance of the `JSONDecoder` call.
    let options: Value

    private var interpreter: Interpreter { call.interpreter }
    private var errors: CodableErrors { CodableErrors(call) }

    /// Whether objects' keys are read from snake case.
    var snakeCase: Bool {
        guard case .object(let instance) = options.unboxed else { return false }
        return instance.fields.first?.boolValue ?? false
    }

    /// `json` as a value of `type`; `path` is where it is in the document, for errors.
    func decode(_ json: JSONValue, as type: SwiftType, path: [Value], depth: Int = 0) throws -> Value {
        guard depth < 512 else { throw RuntimeError("the JSON is nested too deeply to decode", line: call.line) }
        if case .optional(let wrapped) = type {
            if case .null = json { return .null }
            return Value.wrapping(try decode(json, as: wrapped, path: path, depth: depth + 1))
        }
        switch type {
        case .int, .fixedInt:
            return try integer(json, type, path: path)
        case .double, .cgFloat, .float:
            let number = try scalar(json, type, path: path) { json -> Double? in
                switch json {
                case .number(let text): return Double(text)
                case .int(let number): return Double(number)
                case .double(let number): return number
                case .float(let number): return Double(number)
                default: return nil
                }
            }
            return type == .float ? .float(Float(number)) : .double(number)
        case .bool:
            return .bool(try scalar(json, type, path: path) { if case .bool(let flag) = $0 { return flag } else { return nil } })
        case .string:
            return .string(try scalar(json, type, path: path) { if case .string(let text) = $0 { return text } else { return nil } })
        case .array(let element), .set(let element):
            let items = try unkeyed(json, path: path)
            var values: [Value] = []
            for (position, item) in items.enumerated() {
                values.append(try decode(item, as: element, path: path + [errors.index(position)], depth: depth + 1))
            }
            if case .set = type { return .set(Set(values)) }
            return .array(values)
        case .dictionary(let key, let value):
            return try dictionary(json, key: key, value: value, path: path, depth: depth)
        case .nominal(let decl, let arguments):
            return try nominal(decl, arguments, json, type, path: path, depth: depth)
        default:
            throw RuntimeError("'\(type)' is not Decodable", line: call.line)
        }
    }

    /// A scalar read by `read`; `null` is `valueNotFound`, another kind of value `typeMismatch`.
    private func scalar<T>(_ json: JSONValue, _ type: SwiftType, path: [Value], _ read: (JSONValue) -> T?) throws -> T {
        let name = CodableErrors.typeName(type)
        if case .null = json {
            throw errors.valueNotFound(type, path: path, "Cannot get value of type \(name) -- found null value instead")
        }
        guard let value = read(json) else { throw errors.typeMismatch(type, name, path: path, found: json) }
        return value
    }

    /// An integer of `type`: a number whose value is whole and fits; another number is
    /// Foundation's "not valid JSON".
    private func integer(_ json: JSONValue, _ type: SwiftType, path: [Value]) throws -> Value {
        let whole = try scalar(json, type, path: path) { json -> Int?? in
            switch json {
            case .int(let number): return .some(number)
            case .number(let text):
                if let number = Int(text) { return .some(number) }
                guard let number = Double(text), number.rounded() == number, let exact = Int(exactly: number) else { return .some(nil) }
                return .some(exact)
            default: return nil
            }
        }
        var bounds = Int.min...Int.max
        if case .fixedInt(let kind) = type { bounds = kind.min...kind.max }
        guard let number = whole, bounds.contains(number) else {
            throw errors.dataCorrupted(path: [], "The given data was not valid JSON.")
        }
        return .int(number)
    }

    /// An array's elements; `null` and other values are the errors of an unkeyed container.
    private func unkeyed(_ json: JSONValue, path: [Value]) throws -> [JSONValue] {
        let arrayType = SwiftType.array(.any)
        switch json {
        case .array(let items): return items
        case .null: throw errors.valueNotFound(arrayType, path: path, "Cannot get unkeyed decoding container -- found null value instead")
        default: throw errors.typeMismatch(arrayType, "Array<Any>", path: path, found: json)
        }
    }

    /// An object's members; `null` and other values are the errors of a keyed container.
    func keyed(_ json: JSONValue, path: [Value]) throws -> [(key: String, value: JSONValue)] {
        let objectType = SwiftType.dictionary(key: .string, value: .any)
        switch json {
        case .object(let members): return members
        case .null: throw errors.valueNotFound(objectType, path: path, "Cannot get keyed decoding container -- found null value instead")
        default: throw errors.typeMismatch(objectType, "Dictionary<String, Any>", path: path, found: json)
        }
    }

    private func dictionary(_ json: JSONValue, key: SwiftType, value: SwiftType, path: [Value], depth: Int) throws -> Value {
        var entries: [Value: Value] = [:]
        for member in try keyed(json, path: path) {
            let decoded = try decode(member.value, as: value, path: path + [errors.key(member.key)], depth: depth + 1)
            switch key {
            case .string: entries[.string(member.key)] = decoded
            case .int:
                guard let number = Int(member.key) else {
                    throw errors.typeMismatch(.int, path: path + [errors.key(member.key)], "Expected Int key but found String key instead.")
                }
                entries[.int(number)] = decoded
            default:
                throw RuntimeError("a dictionary with '\(key)' keys cannot be decoded here", line: call.line)
            }
        }
        return .dictionary(entries)
    }

    /// A program's struct, class or enum: by its own `init(from:)`, or as Swift synthesises.
    private func nominal(_ decl: NominalDecl, _ arguments: [SwiftType], _ json: JSONValue, _ type: SwiftType, path: [Value],
                         depth: Int) throws -> Value {
        if let foundation = try foundationValue(decl, json, type, path: path) { return foundation }
        if Self.hasOwnInit(decl, interpreter.environment) {
            let decoder = try makeDecoder(json, path: path)
            return try StaticWitness.call("init", selector: "init(from:)", of: type, arguments: [decoder], interpreter, line: call.line)
        }
        if decl.kind == .enum {
            if let rawType = decl.rawType { return try rawEnum(decl, rawType, json, path: path) }
            return try payloadEnum(decl, arguments, json, path: path, depth: depth)
        }
        var owner = decl
        if decl.kind == .class, let inherited = CodableInheritance.coder(of: decl, "Decodable", interpreter.environment) {
            switch inherited {
            case .own:
                // A subclass that declares no initialiser inherits its superclass's `init(from:)`.
                return try StaticWitness.constructInstance(decl, selector: "init(from:)", arguments: [try makeDecoder(json, path: path)],
                                                           interpreter, line: call.line)
            case .synthesized(let synthesizing): owner = synthesizing
            }
        } else if decl.kind == .class, decl.superclass != nil {
            throw RuntimeError("'\(decl.name)' cannot be decoded without its own init(from:)", line: call.line)
        }
        // Every stored property (a class's inherited ones first) starts at its initial value: a
        // property the keys leave out keeps it (nil for an optional `var`).
        var fields: [Value] = []
        for type in decl.selfAndSuperclasses.reversed() {
            let table = interpreter.environment.members[ObjectIdentifier(type)]
            for index in type.storedProperties.indices {
                let initial = table.flatMap { index < $0.fieldDefaults.count ? $0.fieldDefaults[index] : nil }
                fields.append(try initial?.evaluate(interpreter.globals, interpreter) ?? .null)
            }
        }
        try decodeProperties(of: owner, owner === decl ? arguments : [], json, into: &fields, path: path, depth: depth)
        if decl.kind == .class { return .object(Instance(decl: decl, fields: fields)) }
        return .structValue(decl, fields)
    }

    /// Reads into `fields` the stored properties `owner`'s synthesised `init(from:)` decodes from
    /// the object `json` (`arguments`: `owner`'s type arguments).
    func decodeProperties(of owner: NominalDecl, _ arguments: [SwiftType], _ json: JSONValue, into fields: inout [Value],
                          path: [Value], depth: Int) throws {
        let members = JSONValue.object(try keyed(json, path: path))
        let table = interpreter.environment.members[ObjectIdentifier(owner)]
        let substitution = Dictionary(zip(owner.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let names = Dictionary(owner.storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, key) in CodingKeyList.keys(of: owner, interpreter.environment) where index < fields.count {
            guard let property = table?.fields.first(where: { $0.value == index }).flatMap({ names[$0.key] }) else { continue }
            // A `let` with an initial value keeps it (swiftc warns that it is not decoded).
            if property.isLet && property.hasDefault { continue }
            let propertyType = property.type.substituting(substitution)
            guard let member = members.member(key, snakeCase: snakeCase) else {
                if case .optional = propertyType {
                    fields[index] = .null
                    continue
                }
                throw errors.keyNotFound(errors.key(key), text: key, keyDescription: "CodingKeys(stringValue: \"\(key)\", intValue: nil)",
                                         path: path)
            }
            fields[index] = try decode(member, as: propertyType, path: path + [errors.key(key)], depth: depth + 1)
        }
    }

    /// Foundation's own decoding of its value types: a `Decimal` from a number's digits, `Data`
    /// from Base64 text; nil for any other type.
    private func foundationValue(_ decl: NominalDecl, _ json: JSONValue, _ type: SwiftType, path: [Value]) throws -> Value? {
        switch call.types.libraryName(of: decl) {
        case "Decimal":
            let digits = try scalar(json, type, path: path) { json -> String? in
                switch json {
                case .number(let text): return text
                case .int(let number): return String(number)
                case .double(let number): return "\(number)"
                default: return nil
                }
            }
            guard let decimal = Foundation.Decimal(string: digits) else {
                throw errors.dataCorrupted(path: path, "Parsed JSON number <\(digits)> does not fit in Decimal.")
            }
            return try DecimalFields.value(decimal, call)
        case "Data":
            let text = try decode(json, as: .string, path: path).stringValue ?? ""
            guard let data = Foundation.Data(base64Encoded: text) else {
                throw errors.dataCorrupted(path: path, "Encountered Data is not valid Base64.")
            }
            return .structValue(decl, [.array(data.map { .int(Int($0)) })])
        default: return nil
        }
    }

    /// An enum with a raw value: the case whose raw value the JSON holds.
    private func rawEnum(_ decl: NominalDecl, _ rawType: SwiftType, _ json: JSONValue, path: [Value]) throws -> Value {
        let raw = try decode(json, as: rawType, path: path, depth: 0)
        let index = decl.cases.firstIndex { enumCase in
            switch (enumCase.rawValue, raw) {
            case (.string(let text)?, .string(let value)): return text == value
            case (nil, .string(let value)): return enumCase.name == value
            case (.int(let number)?, .int(let value)): return number == value
            case (.double(let number)?, .double(let value)): return number == value
            default: return false
            }
        }
        guard let index else {
            let shown = raw.stringValue ?? raw.intValue.map(String.init) ?? raw.doubleValue.map { "\($0)" } ?? ""
            throw errors.dataCorrupted(path: path, "Cannot initialize \(decl.name) from invalid \(CodableErrors.typeName(rawType)) value \(shown)")
        }
        return .enumValue(decl, index, [])
    }

    /// An enum without a raw value: `{"case": {"label": value}}`, as Swift 5.5 and later synthesise.
    private func payloadEnum(_ decl: NominalDecl, _ arguments: [SwiftType], _ json: JSONValue, path: [Value], depth: Int) throws -> Value {
        let members = try keyed(json, path: path).filter { member in decl.cases.contains { $0.name == member.key } }
        guard members.count == 1, let member = members.first, let index = decl.caseIndex(member.key) else {
            throw errors.typeMismatch(.nominal(decl, arguments), path: path, "Invalid number of keys found, expected one.")
        }
        let enumCase = decl.cases[index]
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let casePath = path + [errors.key(member.key)]
        let payloadMembers = JSONValue.object(try keyed(member.value, path: casePath))
        var payload: [Value] = []
        for (position, element) in enumCase.associatedValues.enumerated() {
            let key = element.label ?? "_\(position)"
            let elementType = element.type.substituting(substitution)
            guard let value = payloadMembers.member(key, snakeCase: snakeCase) else {
                if case .optional = elementType {
                    payload.append(.null)
                    continue
                }
                throw errors.keyNotFound(errors.key(key), text: key,
                                         keyDescription: "CodingKeys(stringValue: \"\(key)\", intValue: nil)", path: casePath)
            }
            payload.append(try decode(value, as: elementType, path: casePath + [errors.key(key)], depth: depth + 1))
        }
        return .enumValue(decl, index, payload)
    }

    /// A new `Decoder` over `json` at `path`, with this decoding's options.
    func makeDecoder(_ json: JSONValue, path: [Value]) throws -> Value {
        guard let decl = call.types.declarations["Decoder"] else { throw RuntimeError("the library has no Decoder", line: call.line) }
        return try StaticWitness.constructInstance(decl, selector: "init(_value:_codingPath:_options:)",
                                                   arguments: [json.languageValue, .array(path), options], interpreter, line: call.line)
    }

    /// Whether the program declares `decl`'s own `init(from:)` (otherwise Swift synthesises one).
    static func hasOwnInit(_ decl: NominalDecl, _ environment: Environment) -> Bool {
        environment.members[ObjectIdentifier(decl)]?.initializers.contains {
            $0.selector == "init(from:)" && !$0.code.isRequirement
        } ?? false
    }
}
