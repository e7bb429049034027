/// The rules of the standard library's properties (`count`, `isEmpty`, `first`, `keys`,
/// `magnitude`…) and static properties (`Int.max`, `Double.pi`, `.infinity`), declared in
/// `StandardLibrary+Topic.swift`.
extension Checker {
    /// A property computed from the receiver's value alone.
    private func unary(_ site: BuiltinSite, _ type: SwiftType, _ operation: @escaping (Value, Int) throws -> Value) -> Typed? {
        guard let base = site.base else { return nil }
        return Typed(BuiltinProperty(base.node, line: site.line, operation), type)
    }

    /// `count` of a collection; a generic parameter's value is read for its extent only
    /// (GenericIndexBase), so a range's or a lazy map's elements are not drawn.
    func countRule(_ site: BuiltinSite) -> Typed? {
        switch site.receiverType {
        case .array, .arraySlice, .set, .dictionary, .string:
            return unary(indexSite(site, reading: .extent), .int) { value, line in .int(try Checker.elementCount(value, line: line)) }
        default: return nil
        }
    }

    func isEmptyRule(_ site: BuiltinSite) -> Typed? {
        switch site.receiverType {
        case .array, .arraySlice, .set, .dictionary, .string:
            return unary(indexSite(site, reading: .extent), .bool) { value, line in .bool(try Checker.elementCount(value, line: line) == 0) }
        default: return nil
        }
    }

    func rangeCountRule(_ site: BuiltinSite) -> Typed? {
        guard case .range(let bound, _) = site.receiverType, bound.isInteger else { return nil }
        return unary(site, .int) { value, line in
            guard case .range(.int(let low), .int(let high), let closed) = value else { return .int(0) }
            // `Int.min..<Int.max` has more elements than an Int counts: Swift's overflow, not a trap.
            return .int(try IntegerArithmetic.add(try IntegerArithmetic.subtract(high, low, line: line), closed ? 1 : 0, line: line))
        }
    }

    func rangeIsEmptyRule(_ site: BuiltinSite) -> Typed? {
        unary(site, .bool) { value, _ in
            guard case .range(let low, let high, let closed) = value else { return .bool(true) }
            return .bool(!closed && Comparison.equal(low, high))
        }
    }

    func boundRule(_ site: BuiltinSite) -> Typed? {
        guard case .range(let bound, _) = site.receiverType else { return nil }
        let lower = site.name == "lowerBound"
        return unary(site, bound) { value, _ in
            guard case .range(let low, let high, _) = value else { return value }
            return lower ? low : high
        }
    }

    /// `startIndex`, `endIndex` and `indices` of a `Range<Int>`, whose values are its own
    /// indices (`(2..<10).startIndex` is 2); nil for other ranges (a ClosedRange's index is no Int).
    func rangeIndexRule(_ site: BuiltinSite) -> Typed? {
        guard case .range(.int, closed: false) = site.receiverType else { return nil }
        let name = site.name
        return unary(site, name == "indices" ? .range(.int, closed: false) : .int) { value, _ in
            guard name != "indices", case .range(let low, let high, _) = value else { return value }
            return name == "startIndex" ? low : high
        }
    }

    /// `first` and `last` of an array, a string or a range, and `first` of a set or a dictionary (a
    /// `(key:, value:)` tuple; neither is a `BidirectionalCollection`, so neither has `last`).
    func endElementRule(_ site: BuiltinSite) -> Typed? {
        if let refused = unorderedLastError(site) { return refused }
        let first = site.name == "first"
        switch site.receiverType {
        case .array(let element):
            return unary(site, .optional(element)) { value, _ in
                guard case .array(let items) = value else { return .null }
                return (first ? items.first : items.last).map(Value.wrapping) ?? .null
            }
        case .string:
            return unary(site, .optional(.character)) { value, _ in
                guard let text = value.stringValue else { return .null }
                return (first ? text.first : text.last).map { .character($0) } ?? .null
            }
        case .dictionary(let key, let valueType) where first:
            let element = SwiftType.tuple([TupleElement(label: "key", key), TupleElement(label: "value", valueType)])
            return unary(site, .optional(element)) { value, _ in
                guard case .dictionary(let entries) = value.unboxed, let entry = entries.contents.first else { return .null }
                return .tuple([entry.key, entry.value])
            }
        case .set(let element) where first:
            // The first in the order the set's elements are read in (a Set has no `last` either).
            return unary(site, .optional(element)) { value, _ in
                guard case .set(let items) = value.unboxed, let item = items.contents.first else { return .null }
                return Value.wrapping(item)
            }
        case .range(.int, let closed):
            // From the bounds, without listing the elements.
            return unary(site, .optional(.int)) { value, _ in
                guard case .range(let lowerValue, let upperValue, _) = value, let lower = lowerValue.intValue,
                      let upper = upperValue.intValue, closed ? lower <= upper : lower < upper else { return .null }
                return .int(first ? lower : closed ? upper : upper - 1)
            }
        default:
            return nil
        }
    }

    /// `indices` of an array or a slice: the range of its positions. (A generic parameter's
    /// value's are its `C.Indices`, Checker+GenericIndicesType.swift.)
    func indicesRule(_ site: BuiltinSite) -> Typed? {
        unary(site, .range(.int, closed: false)) { value, _ in
            guard let items = value.arrayElements else { return .null }
            let start = Checker.startOffset(of: value)
            return .range(.int(start), .int(start + items.count), closed: false)
        }
    }

    func startIndexRule(_ site: BuiltinSite) -> Typed? {
        boundIndex(indexSite(site, reading: .start), isStart: true) { value, _ in
            value.stringValue != nil ? Checker.textBound(value, isStart: true) : .int(Checker.startOffset(of: value))
        }
    }

    func endIndexRule(_ site: BuiltinSite) -> Typed? {
        boundIndex(indexSite(site, reading: .end), isStart: false) { value, line in
            if value.stringValue != nil { return Checker.textBound(value, isStart: false) }
            return .int(Checker.startOffset(of: value) + (try Checker.elementCount(value, line: line)))
        }
    }

    /// `startIndex` or `endIndex` by `rule`, but a generic parameter's value that is a program's
    /// own collection answers with its own (GenericIndexBase+OwnCollections.swift).
    private func boundIndex(_ site: BuiltinSite, isStart: Bool, _ rule: @escaping (Value, Int) throws -> Value) -> Typed? {
        guard let base = site.base else { return nil }
        return Typed(BuiltinCall(arguments: [base.node], line: site.line) { values, interpreter, line in
            let value = values[0].unboxed
            if GenericIndexBase.isOwnCollection(value, interpreter) {
                return try GenericIndexBase.ownBound(value, isStart: isStart, interpreter, line: line)
            }
            return try rule(values[0], line)
        }, .int)
    }

    func keysRule(_ site: BuiltinSite) -> Typed? {
        guard case .dictionary(let key, let valueType) = site.receiverType else { return nil }
        let keys = site.name == "keys"
        return unary(site, .array(keys ? key : valueType)) { value, _ in
            guard case .dictionary(let entries) = value else { return .array([]) }
            return .array(keys ? Array(entries.contents.keys) : Array(entries.contents.values))
        }
    }

    func integerMagnitudeRule(_ site: BuiltinSite) -> Typed? {
        let type = site.receiverType
        return unary(site, type == .int ? .fixedInt(.uint) : type) { value, _ in
            if case .int(let number) = value { return .int(Int(bitPattern: number.magnitude)) }
            return value
        }
    }

    func floatingMagnitudeRule(_ site: BuiltinSite) -> Typed? {
        unary(site, site.selfType) { value, _ in
            if case .float(let number) = value { return .float(number.magnitude) }
            return .double((value.doubleValue ?? 0).magnitude)
        }
    }

    func descriptionRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        switch type {
        case .array, .arraySlice, .set, .dictionary, .range: break
        default: guard type.isNumeric || type == .bool || type == .string || type == .character else { return nil }
        }
        return Typed(describingNode(base, line: site.line), .string)
    }

    /// `debugDescription` of a String or Character: as `debugPrint` writes it, quoted and escaped.
    func debugDescriptionRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText || base.type == .character else { return nil }
        let type = base.type
        return Typed(BuiltinCall(arguments: [base.node], line: site.line) { values, interpreter, _ in
            .string(try interpreter.printer.debugDescription(of: values[0], as: type))
        }, .string)
    }

    func bitCountRule(_ site: BuiltinSite) -> Typed? {
        let width: Int
        if case .fixedInt(let kind) = site.receiverType { width = kind.bitWidth } else { width = 64 }
        let name = site.name
        return unary(site, .int) { value, _ in
            guard case .int(let number) = value else { return .int(0) }
            let bits = width == 64 ? UInt64(bitPattern: Int64(number)) : UInt64(bitPattern: Int64(number)) & ((1 << UInt64(width)) - 1)
            switch name {
            case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - width))
            default: return .int(Swift.min(bits.trailingZeroBitCount, width))
            }
        }
    }

    func nextRule(_ site: BuiltinSite) -> Typed? {
        guard site.receiverType == .double || site.receiverType == .cgFloat else { return nil }
        let up = site.name == "nextUp"
        return unary(site, site.receiverType) { value, _ in
            let number = value.doubleValue ?? 0
            return .double(up ? number.nextUp : number.nextDown)
        }
    }

    /// `exponent` and `significand`, the binary parts of a floating-point value; a `Float` keeps its own
    /// width because a subnormal `Float` is a normal `Double` with another exponent.
    func binaryPartRule(_ site: BuiltinSite) -> Typed? {
        let exponent = site.name == "exponent"
        return unary(site, exponent ? .int : site.selfType) { value, _ in
            if case .float(let number) = value { return exponent ? .int(number.exponent) : .float(number.significand) }
            let number = value.doubleValue ?? 0
            return exponent ? .int(number.exponent) : .double(number.significand)
        }
    }

    func utf8Rule(_ site: BuiltinSite) -> Typed? {
        unary(site, .array(.fixedInt(.uint8))) { value, _ in .array(Checker.stringText(value).utf8.map { .int(Int($0)) }) }
    }

    /// `utf16`: the UTF-16 code units, an array of them as `utf8`'s bytes are.
    func utf16Rule(_ site: BuiltinSite) -> Typed? {
        unary(site, .array(.fixedInt(.uint16))) { value, _ in .array(Checker.stringText(value).utf16.map { .int(Int($0)) }) }
    }

    /// `isNaN`, `isInfinite`, `isFinite` and `isZero` of a floating-point value.
    func floatingTestRule(_ site: BuiltinSite) -> Typed? {
        let test: (Double) -> Bool
        switch site.name {
        case "isNaN": test = \.isNaN
        case "isInfinite": test = \.isInfinite
        case "isFinite": test = \.isFinite
        default:
            guard site.receiverType != .float else { return nil }
            return unary(site, .bool) { value, _ in .bool((value.doubleValue ?? 1).isZero) }
        }
        return unary(site, .bool) { value, _ in .bool(test(value.doubleValue ?? 0)) }
    }

    func integerIsZeroRule(_ site: BuiltinSite) -> Typed? {
        guard site.receiverType == .int else { return nil }
        return unary(site, .bool) { value, _ in .bool(value.intValue == 0) }
    }

    /// The character classes (`isLetter`, `isNumber`, `isHexDigit`, `isNewline`, …): Swift's own `Character` properties.
    func characterTestRule(_ site: BuiltinSite) -> Typed? {
        let test: (Character) -> Bool
        switch site.name {
        case "isLetter": test = \.isLetter
        case "isNumber": test = \.isNumber
        case "isUppercase": test = \.isUppercase
        case "isLowercase": test = \.isLowercase
        case "isWhitespace": test = \.isWhitespace
        case "isNewline": test = \.isNewline
        case "isHexDigit": test = \.isHexDigit
        case "isASCII": test = \.isASCII
        case "isSymbol": test = \.isSymbol
        case "isMathSymbol": test = \.isMathSymbol
        case "isCurrencySymbol": test = \.isCurrencySymbol
        case "isCased": test = \.isCased
        default: test = \.isPunctuation
        }
        return unary(site, .bool) { value, _ in
            guard case .character(let character) = value else { return .bool(false) }
            return .bool(test(character))
        }
    }

    func wholeNumberValueRule(_ site: BuiltinSite) -> Typed? {
        unary(site, .optional(.int)) { value, _ in
            guard case .character(let character) = value, let digit = character.wholeNumberValue else { return .null }
            return .int(digit)
        }
    }

    func hexDigitValueRule(_ site: BuiltinSite) -> Typed? {
        unary(site, .optional(.int)) { value, _ in
            guard case .character(let character) = value, let digit = character.hexDigitValue else { return .null }
            return .int(digit)
        }
    }

    func asciiValueRule(_ site: BuiltinSite) -> Typed? {
        unary(site, .optional(.fixedInt(.uint8))) { value, _ in
            guard case .character(let character) = value, let ascii = character.asciiValue else { return .null }
            return .int(Int(ascii))
        }
    }

    /// The number of elements of a collection value.
    static func count(_ value: Value, line: Int) throws -> Int {
        switch value {
        case .array(let items), .slice(let items, _): return items.count
        case .set(let items): return items.contents.count
        case .dictionary(let entries): return entries.contents.count
        case .string(let text), .substring(let text, _): return text.count
        default: throw RuntimeError("value has no count", line: line)
        }
    }

    /// `max`, `min` and `zero` of an integer type.
    func integerLimitRule(_ site: BuiltinSite) -> Typed? {
        guard let type = site.type else { return nil }
        let value: Int
        switch (type, site.name) {
        case (.int, "max"): value = Int.max
        case (.int, "min"): value = Int.min
        case (.fixedInt(let kind), "max"): value = kind.isWideUnsigned ? Int(bitPattern: UInt.max) : kind.max
        case (.fixedInt(let kind), "min"): value = kind.min
        case (.int, "zero"): value = 0
        default: return nil
        }
        return Typed(Constant(.int(value), line: site.line), type)
    }

    func bitWidthRule(_ site: BuiltinSite) -> Typed? {
        var width = 64
        if case .fixedInt(let kind)? = site.type { width = kind.bitWidth }
        return Typed(Constant(.int(width), line: site.line), .int)
    }

    /// `pi`, `infinity`, `nan`, `ulpOfOne`, the magnitudes and `zero` of a floating-point type:
    /// a Float's its own (`Float.ulpOfOne` is 2^-23, not Double's rounded).
    func floatingConstantRule(_ site: BuiltinSite) -> Typed? {
        guard let type = site.type else { return nil }
        if type == .float {
            guard let value = Checker.floatingConstant(site.name, of: Float.self) else { return nil }
            return Typed(Constant(.float(value), line: site.line), type)
        }
        guard let value = Checker.floatingConstant(site.name, of: Double.self) else { return nil }
        return Typed(Constant(.double(value), line: site.line), type)
    }

    private static func floatingConstant<F: BinaryFloatingPoint>(_ name: String, of type: F.Type) -> F? {
        switch name {
        case "pi": return .pi
        case "infinity": return .infinity
        case "nan": return .nan
        case "ulpOfOne": return .ulpOfOne
        case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": return .leastNonzeroMagnitude
        case "leastNormalMagnitude": return .leastNormalMagnitude
        case "zero": return 0
        default: return nil
        }
    }

    func builtinStaticMethod(_ type: SwiftType, name: String, arguments: [Argument], expected: SwiftType?,
                             range: SourceRange) -> Typed? {
        if (name == "min" || name == "max"), arguments.count == 2 {
            return builtinFunction(name, arguments: arguments, expected: type, range: range)
        }
        return nil
    }
}
