extension Prelude {
    /// Foundation's `Codable` machinery for JSON (`JSONEncoder` and `JSONDecoder` are in
    /// Prelude+JSONCoders.swift): the encoders and containers a hand-written `encode(to:)` or
    /// `init(from:)` works with, `CodingKey` and `DecodingError`. The conformances Swift synthesises (a struct's stored properties, an
    /// enum's raw value or cases) are walked natively (`CodableEncoding`, `CodableDecoding`),
    /// which calls a type's own `encode(to:)` or `init(from:)` where it declares one.
    static let codable = #"""
    /// A key of a keyed container: an enum `CodingKeys` gives its cases' names, or their raw
    /// `String` values, as keys.
    protocol CodingKey {
        /// The key as text.
        var stringValue: String { get }
        /// The key as a position, for keys that are positions.
        var intValue: Int? { get }
    }

    extension CodingKey {
        /// The case's `String` raw value, or its name.
        var stringValue: String { _codingKeyText(self) }
        /// None: an enum's cases are keys by name.
        var intValue: Int? { nil }
    }

    /// The text of an enum `CodingKey`'s case: its `String` raw value, or its name.
    @_native("Codable.keyText") func _codingKeyText(_ key: Any) -> String

    /// A key of a coding path that no type of the program names: a property's name or an
    /// array position.
    struct _CodingPathKey: CodingKey, CustomStringConvertible {
        var stringValue: String
        var intValue: Int?
        /// The key as Foundation describes a key in an error.
        var description: String {
            "CodingKeys(stringValue: \"\(stringValue)\", intValue: \(intValue.map { String($0) } ?? "nil"))"
        }
    }

    /// Where an error of decoding happened, and what went wrong there.
    struct _DecodingContext {
        /// The keys from the top of the document down to the value.
        let codingPath: [CodingKey]
        /// What went wrong, in a sentence.
        let debugDescription: String
        /// The error that caused this one, if any.
        let underlyingError: Error?

        /// A context at `codingPath`, described by `debugDescription`.
        init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil) {
            self.codingPath = codingPath
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }

        /// The path as Foundation writes it in a description (`" Path: items[1].name."`), or
        /// nothing for the top of the document.
        var _pathText: String {
            if codingPath.isEmpty { return "" }
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return " Path: " + text + "."
        }
    }

    /// Why a value could not be decoded, as Foundation's `DecodingError` describes it.
    enum DecodingError: Error, CustomDebugStringConvertible {
        typealias Context = _DecodingContext
        /// The value found was not of the type wanted.
        case typeMismatch(Any.Type, Context)
        /// A value was wanted and `null` was found.
        case valueNotFound(Any.Type, Context)
        /// The keyed container had no value for the key.
        case keyNotFound(CodingKey, Context)
        /// The data is not valid, or a value does not fit its type.
        case dataCorrupted(Context)

        /// The error in Foundation's words.
        var debugDescription: String {
            switch self {
            case .typeMismatch(let type, let context):
                return "DecodingError.typeMismatch: expected value of type \(_codingTypeName(type))." + context._pathText
                    + " Debug description: " + context.debugDescription
            case .valueNotFound(let type, let context):
                return "DecodingError.valueNotFound: Expected value of type \(_codingTypeName(type)) but found null instead."
                    + context._pathText + " Debug description: " + context.debugDescription
            case .keyNotFound(let key, let context):
                return "DecodingError.keyNotFound: Key '\(key.stringValue)' not found in keyed decoding container."
                    + context._pathText + " Debug description: " + context.debugDescription
            case .dataCorrupted(let context):
                return "DecodingError.dataCorrupted: Data was corrupted." + context._pathText
                    + " Debug description: " + context.debugDescription
            }
        }
    }

    /// Why a value could not be encoded, as Foundation's `EncodingError` describes it.
    enum EncodingError: Error, CustomDebugStringConvertible {
        typealias Context = _DecodingContext
        /// The value cannot be written (a `Double.nan` in JSON).
        case invalidValue(Any, Context)

        /// The error in Foundation's words.
        var debugDescription: String {
            switch self {
            case .invalidValue(let value, let context):
                return "EncodingError.invalidValue: \(value) (\(type(of: value)))." + context._pathText
                    + " Debug description: " + context.debugDescription
            }
        }
    }

    /// The coding Swift synthesises for a class that declares `Codable` without writing it, which
    /// `super.encode(to:)` and `super.init(from:)` in a subclass run: called with the subclass's
    /// instance as the receiver (Checker+SuperCoding.swift), it codes the synthesising class's
    /// stored properties in the encoder's or decoder's keyed container.
    struct _SynthesizedCoding {
        /// Stores the synthesising class's properties in `encoder`'s keyed container.
        @_native("Codable.superEncode") func encode(to encoder: Encoder) throws
        /// Reads the synthesising class's properties from `decoder`'s keyed container.
        @_native("Codable.superDecode") func decode(from decoder: Decoder) throws
    }

    /// A type's name as Foundation writes it in a decoding error (`Dictionary<String, Any>`).
    @_native("Codable.typeName") func _codingTypeName(_ type: Any.Type) -> String

    /// What an encoder's containers collected: keys and values, values, or a single value.
    final class _CodingBox {
        /// 0 for nothing yet, 1 keyed, 2 unkeyed, 3 a single value.
        var kind = 0
        var keys: [String] = []
        var values: [Any] = []
        /// The boxes of nested containers, whose contents go where the placeholders are.
        init() {}
    }

    /// What `JSONEncoder`'s settings are while a value is encoded.
    final class _CodingOptions {
        var snakeCaseKeys = false
        var userInfo: [String: Any] = [:]
        init() {}
    }

    /// Encodes one value into JSON: what `encode(to:)` gets. Its containers collect the values.
    final class Encoder {
        /// The keys from the top of the document down to this value.
        var codingPath: [CodingKey]
        /// Values the encoder was given for the types' own use.
        var userInfo: [String: Any] { _options.userInfo }
        let _box: _CodingBox
        let _options: _CodingOptions

        init(_codingPath: [CodingKey], _options: _CodingOptions) {
            codingPath = _codingPath
            _box = _CodingBox()
            self._options = _options
        }

        /// A container that stores values by key.
        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            _box.kind = 1
            return KeyedEncodingContainer<Key>(_box: _box, _encoder: self, codingPath: codingPath)
        }

        /// A container that stores values in order.
        func unkeyedContainer() -> UnkeyedEncodingContainer {
            _box.kind = 2
            return UnkeyedEncodingContainer(_box: _box, _encoder: self, codingPath: codingPath)
        }

        /// A container that stores one value.
        func singleValueContainer() -> SingleValueEncodingContainer {
            _box.kind = 3
            return SingleValueEncodingContainer(_box: _box, _encoder: self, codingPath: codingPath)
        }
    }

    /// `value` as JSON, encoded with `encoder`'s settings (a type's own `encode(to:)` where it has one).
    @_native("Codable.encodeNested") func _codingEncode(_ value: Any, _ encoder: Encoder) throws -> Any

    /// The JSON placeholder of a nested container's box.
    @_native("Codable.nestedBox") func _codingNested(_ box: _CodingBox) -> Any

    /// A container that stores values by key, for `encode(to:)`.
    struct KeyedEncodingContainer<Key: CodingKey> {
        let _box: _CodingBox
        let _encoder: Encoder
        /// The keys from the top of the document down to this container.
        let codingPath: [CodingKey]

        /// Stores `value` under `key`.
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            _box.keys.append(key.stringValue)
            _box.values.append(try _codingEncode(value, _encoder))
        }

        /// Stores `value` under `key` when it is not nil.
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) }
        }

        /// Stores `null` under `key`.
        mutating func encodeNil(forKey key: Key) throws {
            _box.keys.append(key.stringValue)
            _box.values.append(Optional<Int>.none as Any)
        }

        /// A keyed container stored under `key`.
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let box = _CodingBox()
            box.kind = 1
            _box.keys.append(key.stringValue)
            _box.values.append(_codingNested(box))
            return KeyedEncodingContainer<NestedKey>(_box: box, _encoder: _encoder, codingPath: codingPath + [key as CodingKey])
        }

        /// An unkeyed container stored under `key`.
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let box = _CodingBox()
            box.kind = 2
            _box.keys.append(key.stringValue)
            _box.values.append(_codingNested(box))
            return UnkeyedEncodingContainer(_box: box, _encoder: _encoder, codingPath: codingPath + [key as CodingKey])
        }
    }

    /// A container that stores values in order, for `encode(to:)`.
    struct UnkeyedEncodingContainer {
        let _box: _CodingBox
        let _encoder: Encoder
        /// The keys from the top of the document down to this container.
        let codingPath: [CodingKey]
        /// How many values it holds.
        var count: Int { _box.values.count }

        /// Appends `value`.
        mutating func encode<T: Encodable>(_ value: T) throws {
            _box.values.append(try _codingEncode(value, _encoder))
        }

        /// Appends every element of `sequence`.
        mutating func encode<T: Encodable>(contentsOf sequence: [T]) throws {
            for value in sequence { try encode(value) }
        }

        /// Appends `null`.
        mutating func encodeNil() throws {
            _box.values.append(Optional<Int>.none as Any)
        }

        /// A keyed container appended to this one.
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let box = _CodingBox()
            box.kind = 1
            _box.values.append(_codingNested(box))
            return KeyedEncodingContainer<NestedKey>(_box: box, _encoder: _encoder, codingPath: codingPath)
        }
    }

    /// A container that stores one value, for `encode(to:)`.
    struct SingleValueEncodingContainer {
        let _box: _CodingBox
        let _encoder: Encoder
        /// The keys from the top of the document down to this container.
        let codingPath: [CodingKey]

        /// Stores `value`.
        mutating func encode<T: Encodable>(_ value: T) throws {
            _box.values = [try _codingEncode(value, _encoder)]
        }

        /// Stores `null`.
        mutating func encodeNil() throws {
            _box.values = [Optional<Int>.none as Any]
        }
    }

    /// Decodes one value from JSON: what `init(from:)` gets.
    final class Decoder {
        /// The keys from the top of the document down to this value.
        let codingPath: [CodingKey]
        /// Values the decoder was given for the types' own use.
        var userInfo: [String: Any] { _options.userInfo }
        let _value: Any
        let _options: _CodingOptions

        init(_value: Any, _codingPath: [CodingKey], _options: _CodingOptions) {
            self._value = _value
            codingPath = _codingPath
            self._options = _options
        }

        /// The value as a container of values by key; throws when it is not a JSON object.
        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer<Key>(_object: try _codingObject(self), _decoder: self)
        }

        /// The value as a container of values in order; throws when it is not a JSON array.
        func unkeyedContainer() throws -> UnkeyedDecodingContainer {
            UnkeyedDecodingContainer(_items: try _codingArray(self), _decoder: self)
        }

        /// The value as a single value.
        func singleValueContainer() throws -> SingleValueDecodingContainer {
            SingleValueDecodingContainer(_decoder: self)
        }
    }

    /// A decoder's value as a JSON object; throws `DecodingError` when it is not one.
    @_native("Codable.object") func _codingObject(_ decoder: Decoder) throws -> Any
    /// A decoder's value as a JSON array's elements; throws `DecodingError` when it is not one.
    @_native("Codable.array") func _codingArray(_ decoder: Decoder) throws -> [Any]
    /// The value under `key` of `object`, decoded as `type`; throws `DecodingError`.
    @_native("Codable.decodeKey") func _codingDecode<T>(_ type: T.Type, _ object: Any, _ key: CodingKey, _ decoder: Decoder,
                                                       ifPresent: Bool) throws -> T?
    /// `value`, the element at `index`, decoded as `type`; throws `DecodingError`.
    @_native("Codable.decodeValue") func _codingDecode<T>(_ type: T.Type, _ value: Any, at index: Int, _ decoder: Decoder) throws -> T
    /// Whether `object` has a value under `key` (`nil` needs: and it is `null`).
    @_native("Codable.contains") func _codingContains(_ object: Any, _ key: CodingKey, _ decoder: Decoder, null: Bool) -> Bool
    /// The keys of `object` that are keys of `type`.
    @_native("Codable.keys") func _codingKeys<Key: CodingKey>(_ type: Key.Type, _ object: Any, _ decoder: Decoder) -> [Key]
    /// A decoder for the value under `key` of `object`; throws `DecodingError` when there is none.
    @_native("Codable.nestedDecoder") func _codingNestedDecoder(_ object: Any, _ key: CodingKey, _ decoder: Decoder) throws -> Decoder
    /// Whether a JSON value is `null`.
    @_native("Codable.isNull") func _codingIsNull(_ value: Any) -> Bool

    /// A container of values by key, for `init(from:)`.
    struct KeyedDecodingContainer<Key: CodingKey> {
        let _object: Any
        let _decoder: Decoder
        /// The keys from the top of the document down to this container.
        var codingPath: [CodingKey] { _decoder.codingPath }
        /// The keys the container holds that are keys of `Key`.
        var allKeys: [Key] { _codingKeys(Key.self, _object, _decoder) }

        /// Whether the container has a value under `key`.
        func contains(_ key: Key) -> Bool {
            _codingContains(_object, key, _decoder, null: false)
        }

        /// The value under `key`, as `type`; throws `DecodingError` when it is missing or is not one.
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = try _codingDecode(type, _object, key, _decoder, ifPresent: false) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "missing value"))
            }
            return value
        }

        /// The value under `key`, as `type`, or nil when it is missing or `null`.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try _codingDecode(type, _object, key, _decoder, ifPresent: true)
        }

        /// Whether the value under `key` is `null`.
        func decodeNil(forKey key: Key) throws -> Bool {
            _codingContains(_object, key, _decoder, null: true)
        }

        /// The value under `key` as a keyed container.
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try _codingNestedDecoder(_object, key, _decoder).container(keyedBy: type)
        }

        /// The value under `key` as an unkeyed container.
        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
            try _codingNestedDecoder(_object, key, _decoder).unkeyedContainer()
        }

        /// A decoder for the value under `key`.
        func superDecoder(forKey key: Key) throws -> Decoder {
            try _codingNestedDecoder(_object, key, _decoder)
        }
    }

    /// A container of values in order, for `init(from:)`: each `decode` takes the next.
    struct UnkeyedDecodingContainer {
        let _items: [Any]
        let _decoder: Decoder
        /// The position of the next value.
        var currentIndex = 0

        init(_items: [Any], _decoder: Decoder) {
            self._items = _items
            self._decoder = _decoder
        }

        /// The keys from the top of the document down to this container.
        var codingPath: [CodingKey] { _decoder.codingPath }
        /// How many values it holds.
        var count: Int? { _items.count }
        /// Whether every value has been taken.
        var isAtEnd: Bool { currentIndex >= _items.count }

        /// The next value, as `type`.
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if isAtEnd {
                var path = codingPath
                path.append(_CodingPathKey(stringValue: "Index \(currentIndex)", intValue: currentIndex))
                throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: "Unkeyed container is at end."))
            }
            let value = try _codingDecode(type, _items[currentIndex], at: currentIndex, _decoder)
            currentIndex += 1
            return value
        }

        /// The next value, as `type`, or nil when it is `null`.
        mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
            if isAtEnd || _codingIsNull(_items[currentIndex]) {
                currentIndex += 1
                return nil
            }
            return try decode(type)
        }

        /// Whether the next value is `null` (taking it when it is).
        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, _codingIsNull(_items[currentIndex]) else { return false }
            currentIndex += 1
            return true
        }
    }

    /// A single value, for `init(from:)`.
    struct SingleValueDecodingContainer {
        let _decoder: Decoder
        /// The keys from the top of the document down to this container.
        var codingPath: [CodingKey] { _decoder.codingPath }

        /// The value, as `type`.
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try _codingDecode(type, _decoder._value, at: -1, _decoder)
        }

        /// Whether the value is `null`.
        func decodeNil() -> Bool {
            _codingIsNull(_decoder._value)
        }
    }
    """#
}
