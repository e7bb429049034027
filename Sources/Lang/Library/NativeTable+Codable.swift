extension NativeTable {
    /// `JSONEncoder`'s and `JSONDecoder`'s work, and the containers' reads and writes
    /// (Prelude+Codable.swift): the JSON lives in the prelude as `JSONValue.languageValue`.
    static let codable: [String: NativeFunction] = [
        "Codable.keyText": { call in .string(CodingKeyText.text(of: call.arguments.first ?? .void, call.interpreter.environment)) },
        "Codable.typeName": { call in
            .string(CodableNatives.metatype(try call.argument(0)).map(CodableErrors.typeName) ?? "Any")
        },
        "Codable.encodeNested": { call in
            let options = CodableNatives.field(of: try call.argument(1), 2)
            return try CodableEncoding(call: call, options: options).encode(call.arguments[0]).languageValue
        },
        "Codable.nestedBox": { call in JSONValue.box(try call.argument(0)).languageValue },
        "Codable.write": { call in
            guard let json = JSONValue(languageValue: try call.argument(0)) else { throw RuntimeError("not JSON", line: call.line) }
            let text = JSONText.write(json, JSONText.Formatting(rawValue: try call.argument(1).intValue ?? 0))
            return .array(text.utf8.map { .int(Int($0)) })
        },
        "Codable.parse": { call in
            guard let json = JSONParser.parse(CodableNatives.bytes(try call.argument(0))) else {
                throw CodableErrors(call).dataCorrupted(path: [], "The given data was not valid JSON.")
            }
            return json.languageValue
        },
        "Codable.object": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(0))
            return JSONValue.object(try decoder.decoding.keyed(decoder.json, path: decoder.path)).languageValue
        },
        "Codable.array": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(0))
            switch decoder.json {
            case .array(let items): return .array(items.map { $0.languageValue })
            case .null:
                throw CodableErrors(call).valueNotFound(.array(.any), path: decoder.path,
                                                        "Cannot get unkeyed decoding container -- found null value instead")
            default:
                throw CodableErrors(call).typeMismatch(.array(.any), "Array<Any>", path: decoder.path, found: decoder.json)
            }
        },
        "Codable.decodeKey": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(3))
            let key = call.arguments.count > 2 ? call.arguments[2] : .void
            let ifPresent = try call.bool(4)
            guard let type = CodableNatives.metatype(try call.argument(0)) else { throw RuntimeError("no type to decode", line: call.line) }
            let object = JSONValue(languageValue: try call.argument(1)) ?? .null
            let text = CodingKeyText.text(of: key, call.interpreter.environment)
            guard let member = object.member(text, snakeCase: decoder.decoding.snakeCase) else {
                if ifPresent { return .null }
                let description = "\(CodingKeyText.typeName(of: key))(stringValue: \"\(text)\", intValue: nil)"
                throw CodableErrors(call).keyNotFound(key, text: text, keyDescription: description, path: decoder.path)
            }
            if ifPresent, case .null = member { return .null }
            return try decoder.decoding.decode(member, as: type, path: decoder.path + [key])
        },
        "Codable.decodeValue": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(3))
            guard let type = CodableNatives.metatype(try call.argument(0)) else { throw RuntimeError("no type to decode", line: call.line) }
            let json = JSONValue(languageValue: try call.argument(1)) ?? .null
            let index = try call.argument(2).intValue ?? -1
            let path = index >= 0 ? decoder.path + [CodableErrors(call).index(index)] : decoder.path
            return try decoder.decoding.decode(json, as: type, path: path)
        },
        "Codable.contains": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(2))
            let object = JSONValue(languageValue: try call.argument(0)) ?? .null
            let text = CodingKeyText.text(of: call.arguments.count > 1 ? call.arguments[1] : .void, call.interpreter.environment)
            guard let member = object.member(text, snakeCase: decoder.decoding.snakeCase) else { return .bool(false) }
            if try call.bool(3) {
                if case .null = member { return .bool(true) }
                return .bool(false)
            }
            return .bool(true)
        },
        "Codable.keys": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(2))
            guard case .nominal(let keys, _)? = CodableNatives.metatype(try call.argument(0)), keys.kind == .enum,
                  case .object(let members)? = JSONValue(languageValue: try call.argument(1)) else { return .array([]) }
            return .array(members.compactMap { member in
                let text = decoder.decoding.snakeCase ? SnakeCase.fromSnakeCase(member.key) : member.key
                return keys.cases.firstIndex { CodingKeyList.text(of: $0) == text }.map { .enumValue(keys, $0, []) }
            })
        },
        "Codable.nestedDecoder": { call in
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(2))
            let key = call.arguments.count > 1 ? call.arguments[1] : .void
            let object = JSONValue(languageValue: try call.argument(0)) ?? .null
            let text = CodingKeyText.text(of: key, call.interpreter.environment)
            guard let member = object.member(text, snakeCase: decoder.decoding.snakeCase) else {
                let description = "\(CodingKeyText.typeName(of: key))(stringValue: \"\(text)\", intValue: nil)"
                throw CodableErrors(call).keyNotFound(key, text: text, keyDescription: description, path: decoder.path)
            }
            return try decoder.decoding.makeDecoder(member, path: decoder.path + [key])
        },
        "Codable.isNull": { call in
            if case .null = JSONValue(languageValue: try call.argument(0)) ?? .null { return .bool(true) }
            return .bool(false)
        },
        "Data.utf8Text": { call in
            String(validating: CodableNatives.bytes(try call.argument(0)), as: UTF8.self).map(Value.string) ?? .null
        },
        "Data.decodingUTF8": { call in .string(String(decoding: CodableNatives.bytes(try call.argument(0)), as: UTF8.self)) },
        "Data.utf8Bytes": { call in
            .array((try call.argument(0).stringValue ?? "").utf8.map { .int(Int($0)) })
        },
    ]
}

/// What the codable natives read from the prelude's values.
enum CodableNatives {
    /// The type a metatype value stands for.
    static func metatype(_ value: Value) -> SwiftType? {
        if case .metatype(let type) = value.unboxed { return type }
        return nil
    }

    /// Stored property `index` of a class instance, `.void` when there is none.
    static func field(of value: Value, _ index: Int) -> Value {
        guard case .object(let instance) = value.unboxed, index < instance.fields.count else { return .void }
        return instance.fields[index]
    }

    /// The bytes of a `[UInt8]` value.
    static func bytes(_ value: Value) -> [UInt8] {
        (value.arrayElements ?? []).compactMap { $0.intValue.flatMap { UInt8(exactly: $0) } }
    }

    /// A prelude `Decoder`'s JSON, coding path and options, and the decoding they make.
    struct Decoding {
        let json: JSONValue
        let path: [Value]
        let decoding: CodableDecoding

        /// `decoder`'s stored properties: `codingPath`, `_value`, `_options`.
        init(_ call: NativeCall, decoder: Value) throws {
            path = CodableNatives.field(of: decoder, 0).arrayElements ?? []
            json = JSONValue(languageValue: CodableNatives.field(of: decoder, 1)) ?? .null
            decoding = CodableDecoding(call: call, options: CodableNatives.field(of: decoder, 2))
        }
    }
}

/// The text of a coding key value: an enum case's `String` raw value or name, or a key
/// struct's `stringValue`.
enum CodingKeyText {
    static func text(of key: Value, _ environment: Environment) -> String {
        switch key.unboxed {
        case .enumValue(let decl, let index, _):
            return index < decl.cases.count ? CodingKeyList.text(of: decl.cases[index]) : ""
        case .structValue(let decl, let fields):
            guard let index = environment.members[ObjectIdentifier(decl)]?.fields["stringValue"], index < fields.count else { return "" }
            return fields[index].stringValue ?? ""
        default:
            return key.unboxed.stringValue ?? ""
        }
    }

    /// The name Foundation gives the key's type in a description: the enum's own, or `CodingKeys`.
    static func typeName(of key: Value) -> String {
        if case .enumValue(let decl, _, _) = key.unboxed { return decl.name }
        return "CodingKeys"
    }
}
