import Foundation

/// A value encoded as JSON, as the `Encodable` conformances Swift synthesises and the standard
/// library's write it: a struct or class as an object of its stored properties (those its
/// `CodingKeys` names, under their keys; nil optionals left out), an enum with a raw value as
/// that value, any other enum as `{"case": {"label": value}}` (`_0`, `_1` for unlabelled values),
/// arrays and sets as arrays, dictionaries with `String` or `Int` keys as objects and others as
/// arrays of keys and values. A type that declares its own `encode(to:)` is asked to run it
/// with an `Encoder` whose containers collect what it stores.
struct CodableEncoding {
    let call: NativeCall
    /// The `_CodingOptions` instance of the `JSONEncoder` call.
    let options: Value

    private var interpreter: Interpreter { call.interpreter }

    /// Whether keyed containers' keys are written in snake case.
    private var snakeCaseKeys: Bool {
        guard case .object(let instance) = options.unboxed else { return false }
        return instance.fields.first?.boolValue ?? false
    }

    /// `value` as JSON.
    func encode(_ value: Value, depth: Int = 0) throws -> JSONValue {
        guard depth < 512 else { throw RuntimeError("the value is nested too deeply to encode", line: call.line) }
        switch value.unboxed {
        case .null: return .null
        case .some(let inner): return try encode(inner, depth: depth + 1)
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number):
            try requireFinite(number, "Double", value)
            return .double(number)
        case .float(let number):
            try requireFinite(Double(number), "Float", value)
            return .float(number)
        case .string(let text), .substring(let text, _): return .string(text)
        case .character(let character): return .string(String(character))
        case .array(let elements), .slice(let elements, _): return .array(try elements.map { try encode($0, depth: depth + 1) })
        case .set(let box): return .array(try box.contents.map { try encode($0, depth: depth + 1) })
        case .dictionary(let box): return try dictionary(box.contents, depth: depth)
        case .structValue(let decl, _):
            if let foundation = try foundationValue(decl, value.unboxed) { return foundation }
            return try nominal(decl, value.unboxed, depth: depth)
        case .enumValue(let decl, _, _): return try nominal(decl, value.unboxed, depth: depth)
        case .object(let instance): return try nominal(instance.decl, value.unboxed, depth: depth)
        case .tuple:
            // The prelude's own JSON (a container's placeholder, a decoded object) passes through.
            if let json = JSONValue(languageValue: value) { return json }
            throw RuntimeError("a tuple is not Encodable", line: call.line)
        default:
            throw RuntimeError("the value is not Encodable", line: call.line)
        }
    }

    /// Foundation's own coding of its value types: a `Decimal` as a number with its digits, `Data`
    /// as Base64 text; nil for any other type.
    private func foundationValue(_ decl: NominalDecl, _ value: Value) throws -> JSONValue? {
        switch call.types.libraryName(of: decl) {
        case "Decimal": return .number(try DecimalFields.decimal(value, line: call.line).description)
        case "Data":
            guard case .structValue(_, let fields) = value, let bytes = fields.first?.arrayElements else { return nil }
            return .string(Foundation.Data(bytes.map { UInt8(truncatingIfNeeded: $0.intValue ?? 0) }).base64EncodedString())
        default: return nil
        }
    }

    /// A finite number as JSON; `nan` and the infinities throw `EncodingError.invalidValue`, as
    /// Foundation's encoder does.
    private func requireFinite(_ number: Double, _ type: String, _ value: Value) throws {
        guard !number.isFinite else { return }
        let name = number.isNaN ? "nan" : (number < 0 ? "-infinity" : "infinity")
        throw CodableErrors(call).encodingInvalid(value, "Unable to encode \(type).\(name) directly in JSON.")
    }

    private func dictionary(_ entries: [Value: Value], depth: Int) throws -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var pairs: [JSONValue] = []
        for (key, value) in entries {
            let encoded = try encode(value, depth: depth + 1)
            switch key.unboxed {
            case .string(let text): members.append((text, encoded))
            case .int(let number): members.append((String(number), encoded))
            default: pairs += [try encode(key, depth: depth + 1), encoded]
            }
        }
        return pairs.isEmpty ? .object(members) : .array(pairs)
    }

    /// A program's struct, class or enum: by its own `encode(to:)`, or as Swift synthesises (a
    /// class as the class of its chain that codes it, `CodableInheritance`).
    private func nominal(_ decl: NominalDecl, _ value: Value, depth: Int) throws -> JSONValue {
        var coder = decl
        if decl.kind == .class, let inherited = CodableInheritance.coder(of: decl, "Encodable", interpreter.environment) {
            switch inherited {
            case .own(let owner): coder = owner
            case .synthesized(let owner): return .object(try members(of: owner, value, depth: depth).map(snakeCased))
            }
        }
        if let method = Self.ownEncode(coder, interpreter.environment) {
            let encoder = try makeEncoder()
            _ = try interpreter.invoke(method.code, captured: nil, arguments: [encoder], selfValue: value, line: call.line)
            guard case .object(let instance) = encoder, instance.fields.count > 1 else { return .object([]) }
            return try contents(of: instance.fields[1], depth: depth)
        }
        if case .enumValue(_, let index, let payload) = value {
            return try enumCase(decl, index, payload, depth: depth)
        }
        return .object(try members(of: decl, value, depth: depth).map(snakeCased))
    }

    /// The stored properties of `value` that `owner`'s synthesised `encode(to:)` stores, under
    /// their keys as written (before the snake-case strategy).
    func members(of owner: NominalDecl, _ value: Value, depth: Int) throws -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        for (index, key) in CodingKeyList.keys(of: owner, interpreter.environment) {
            guard let field = value.field(index) else { continue }
            // Synthesised code stores an optional with `encodeIfPresent`: nil is left out.
            if case .null = field.unboxed { continue }
            members.append((key, try encode(field, depth: depth + 1)))
        }
        return members
    }

    /// A member with its key as the key strategy writes it.
    private func snakeCased(_ member: (key: String, value: JSONValue)) -> (key: String, value: JSONValue) {
        (snakeCaseKeys ? SnakeCase.toSnakeCase(member.key) : member.key, member.value)
    }

    private func enumCase(_ decl: NominalDecl, _ index: Int, _ payload: [Value], depth: Int) throws -> JSONValue {
        guard index < decl.cases.count else { return .null }
        let enumCase = decl.cases[index]
        if decl.rawType != nil {
            switch enumCase.rawValue {
            case .int(let number): return .int(number)
            case .double(let number): return .double(number)
            case .string(let text): return .string(text)
            case nil: return .string(enumCase.name)
            }
        }
        var members: [(key: String, value: JSONValue)] = []
        for (position, element) in enumCase.associatedValues.enumerated() where position < payload.count {
            if case .null = payload[position].unboxed { continue }
            members.append((element.label ?? "_\(position)", try encode(payload[position], depth: depth + 1)))
        }
        return .object([(enumCase.name, .object(members))])
    }

    /// A new `Encoder` for a type's own `encode(to:)`, with this encoding's options.
    func makeEncoder() throws -> Value {
        guard let decl = call.types.declarations["Encoder"] else { throw RuntimeError("the library has no Encoder", line: call.line) }
        return try StaticWitness.constructInstance(decl, selector: "init(_codingPath:_options:)", arguments: [.array([]), options],
                                                   interpreter, line: call.line)
    }

    /// What the containers of an encoder's `_CodingBox` collected, as JSON.
    func contents(of box: Value, depth: Int) throws -> JSONValue {
        guard depth < 512, case .object(let instance) = box.unboxed, instance.fields.count >= 3,
              let kind = instance.fields[0].intValue, let values = instance.fields[2].arrayElements else { return .object([]) }
        let items = try values.map { try resolve($0, depth: depth + 1) }
        switch kind {
        case 1:
            let keys = instance.fields[1].arrayElements?.compactMap(\.stringValue) ?? []
            return .object(zip(keys, items).map { (snakeCaseKeys ? SnakeCase.toSnakeCase($0) : $0, $1) })
        case 2: return .array(items)
        case 3: return items.first ?? .null
        default: return .object([])
        }
    }

    /// A container's stored JSON, with nested containers' boxes read.
    private func resolve(_ value: Value, depth: Int) throws -> JSONValue {
        guard let json = JSONValue(languageValue: value) else { return try encode(value, depth: depth) }
        return try resolveBoxes(json, depth: depth)
    }

    private func resolveBoxes(_ json: JSONValue, depth: Int) throws -> JSONValue {
        switch json {
        case .box(let box): return try contents(of: box, depth: depth + 1)
        case .array(let elements): return .array(try elements.map { try resolveBoxes($0, depth: depth + 1) })
        case .object(let members): return .object(try members.map { ($0.key, try resolveBoxes($0.value, depth: depth + 1)) })
        default: return json
        }
    }

    /// The program's own `encode(to:)` of `decl`, nil when it has none (Swift synthesises one).
    static func ownEncode(_ decl: NominalDecl, _ environment: Environment) -> FunctionSymbol? {
        environment.members[ObjectIdentifier(decl)]?.methods["encode"]?.first {
            $0.selector == "encode(to:)" && !$0.code.isRequirement && !$0.isStatic
        }
    }
}

/// The keys a synthesised conformance codes a type's stored properties under: its nested
/// `CodingKeys` enum's cases (their `String` raw values or names), each the property of the
/// case's name; without one, every stored property under its own name.
enum CodingKeyList {
    /// The stored properties' field indices and keys.
    static func keys(of decl: NominalDecl, _ environment: Environment) -> [(index: Int, key: String)] {
        let table = environment.members[ObjectIdentifier(decl)]
        if let keysDecl = codingKeys(of: decl, environment) {
            return keysDecl.cases.compactMap { keyCase in
                guard let index = table?.fields[keyCase.name] else { return nil }
                return (index, text(of: keyCase))
            }
        }
        return decl.storedProperties.compactMap { property in
            guard let index = table?.fields[property.name] else { return nil }
            return (index, property.name)
        }
    }

    /// The type's nested `CodingKeys` enum, if it declares one.
    static func codingKeys(of decl: NominalDecl, _ environment: Environment) -> NominalDecl? {
        guard case .nominal(let keys, _)? = environment.members[ObjectIdentifier(decl)]?.nestedTypes["CodingKeys"],
              keys.kind == .enum else { return nil }
        return keys
    }

    /// A key case's text: its `String` raw value, or its name.
    static func text(of keyCase: EnumCase) -> String {
        if case .string(let text)? = keyCase.rawValue { return text }
        return keyCase.name
    }
}
