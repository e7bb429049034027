extension NativeTable {
    /// `Unicode.Scalar`'s text and properties, the scalar values of a string or character, and the
    /// text and positions of a `String.UnicodeScalarView`.
    static let unicode: [String: NativeFunction] = [
        "Unicode.Scalar.description": { call in
            .string(scalar(of: call.selfValue).map { String($0) } ?? "\u{FFFD}")
        },
        "Unicode.Scalar.debugDescription": { call in
            .string(scalar(of: call.selfValue).map { String(reflecting: $0) } ?? "\"\u{FFFD}\"")
        },
        "Unicode.Scalar.escaped": { call in
            guard let scalar = scalar(of: call.selfValue), case .bool(let forceASCII)? = call.arguments.first else {
                return .string("")
            }
            return .string(scalar.escaped(asASCII: forceASCII))
        },
        "Unicode.Scalar.Properties.test": { call in
            guard let scalar = scalar(of: call.selfValue), case .int(let property)? = call.arguments.first else { return .bool(false) }
            let properties = scalar.properties
            switch property {
            case 0: return .bool(properties.isAlphabetic)
            case 1: return .bool(properties.isWhitespace)
            case 2: return .bool(properties.isUppercase)
            case 3: return .bool(properties.isLowercase)
            default: return .bool(properties.isEmoji)
            }
        },
        "String.unicodeScalarValues": { call in
            guard let text = call.selfValue.unboxed.stringValue else { throw RuntimeError("expected a String", line: call.line) }
            return .array(text.unicodeScalars.map { .int(Int($0.value)) })
        },
        // A view's position is a `String.Index`, the UTF-8 position of the scalar, as a String's;
        // the view keeps every scalar's (`_positions`, its second field).
        "String.UnicodeScalarView.position": { call in
            guard case .int(let offset) = try call.argument(0) else { return .int(0) }
            let positions = viewPositions(call)
            guard offset >= 0, offset < positions.count else { return .int(offset) }
            return positions[offset]
        },
        "String.UnicodeScalarView.positionIndices": { call in .array(Array(viewPositions(call).dropLast())) },
        // The positions of the scalars of the view's first field, and of its end.
        "String.UnicodeScalarView.scalarPositions": { call in
            var position = 0
            var positions: [Value] = [.int(0)]
            positions.reserveCapacity(viewScalars(call).count + 1)
            for value in viewScalars(call) {
                position += utf8Length(value)
                positions.append(.int(position))
            }
            return .array(positions)
        },
        "String.UnicodeScalarView.utf8Width": { call in .int(utf8Length(try call.argument(0))) },
        // The scalar offset of a position: one inside a scalar is that scalar's (Swift rounds
        // down); one outside the view is outside 0...count, where the view's preconditions fail.
        "String.UnicodeScalarView.offset": { call in
            guard case .int(let index) = try call.argument(0) else { return .int(-1) }
            let positions = viewPositions(call)
            guard index >= 0 else { return .int(index) }
            guard let last = positions.last?.intValue, index < last else {
                return .int(Swift.max(0, positions.count - 1) + index - (positions.last?.intValue ?? 0))
            }
            // The last scalar whose position is at or before `index`.
            var (low, high) = (0, positions.count - 1)
            while low + 1 < high {
                let middle = (low + high) / 2
                if (positions[middle].intValue ?? 0) <= index { low = middle } else { high = middle }
            }
            return .int(low)
        },
        "String.UnicodeScalarView.text": { call in
            guard case .array(let scalars)? = call.selfValue.unboxed.field(0) else { throw RuntimeError("expected a UnicodeScalarView", line: call.line) }
            var text = String.UnicodeScalarView()
            for value in scalars { text.append(scalar(of: value.unboxed) ?? "\u{FFFD}") }
            return .string(String(text))
        },
        "Character.unicodeScalarValues": { call in
            guard case .character(let character) = call.selfValue.unboxed else { throw RuntimeError("expected a Character", line: call.line) }
            return .array(character.unicodeScalars.map { .int(Int($0.value)) })
        },
    ]

    /// The scalars (`Unicode.Scalar` values) of the `String.UnicodeScalarView` a call is made on.
    private static func viewScalars(_ call: NativeCall) -> [Value] {
        guard case .array(let scalars)? = call.selfValue.unboxed.field(0) else { return [] }
        return scalars
    }

    /// The UTF-8 positions (`_positions`) of the `String.UnicodeScalarView` a call is made on.
    private static func viewPositions(_ call: NativeCall) -> [Value] {
        guard case .array(let positions)? = call.selfValue.unboxed.field(1) else { return [.int(0)] }
        return positions
    }

    /// The number of UTF-8 code units of a `Unicode.Scalar` value.
    private static func utf8Length(_ value: Value) -> Int {
        guard let scalar = scalar(of: value.unboxed) else { return 1 }
        return UTF8.width(scalar)
    }

    /// The scalar a `Unicode.Scalar` value (or its `Properties`) holds in its one stored property.
    static func scalar(of value: Value) -> Unicode.Scalar? {
        guard case .int(let bits)? = value.field(0), let code = UInt32(exactly: bits) else { return nil }
        return Unicode.Scalar(code)
    }
}
