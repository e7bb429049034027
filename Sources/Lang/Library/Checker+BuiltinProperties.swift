/// Properties of the standard library's types (`count`, `isEmpty`, `first`, `keys`,
/// `magnitude`…) and their static members (`Int.max`, `Double.pi`, `.infinity`).
extension Checker {
    func builtinProperty(_ base: Typed, name: String, range: SourceRange) -> Typed? {
        let line = range.line
        func unary(_ type: SwiftType, _ operation: @escaping (Value, Int) throws -> Value) -> Typed {
            Typed(Unary(base.node, line: line, operation), type)
        }
        switch (base.type, name) {
        case (.array, "count"), (.set, "count"), (.dictionary, "count"), (.string, "count"):
            return unary(.int) { value, line in .int(try Checker.count(value, line: line)) }
        case (.array, "isEmpty"), (.set, "isEmpty"), (.dictionary, "isEmpty"), (.string, "isEmpty"):
            return unary(.bool) { value, line in .bool(try Checker.count(value, line: line) == 0) }
        case (.range(let bound, _), "count") where bound.isInteger:
            return unary(.int) { value, line in
                guard case .range(.int(let low), .int(let high), let closed) = value else { return .int(0) }
                return .int(try IntegerArithmetic.add(high - low, closed ? 1 : 0, line: line))
            }
        case (.range, "isEmpty"):
            return unary(.bool) { value, _ in
                guard case .range(let low, let high, let closed) = value else { return .bool(true) }
                return .bool(!closed && Comparison.equal(low, high))
            }
        case (.range(let bound, _), "lowerBound"):
            return unary(bound) { value, _ in if case .range(let low, _, _) = value { return low } else { return value } }
        case (.range(let bound, _), "upperBound"):
            return unary(bound) { value, _ in if case .range(_, let high, _) = value { return high } else { return value } }
        case (.array(let element), "first"):
            return unary(.optional(element)) { value, _ in if case .array(let items) = value { return items.first.map(Value.wrapping) ?? .null } else { return .null } }
        case (.array(let element), "last"):
            return unary(.optional(element)) { value, _ in if case .array(let items) = value { return items.last.map(Value.wrapping) ?? .null } else { return .null } }
        case (.string, "first"):
            return unary(.optional(.character)) { value, _ in value.stringValue?.first.map { .character($0) } ?? .null }
        case (.string, "last"):
            return unary(.optional(.character)) { value, _ in value.stringValue?.last.map { .character($0) } ?? .null }
        case (.array, "indices"):
            return unary(.range(.int, closed: false)) { value, _ in
                guard case .array(let items) = value else { return .null }
                return .range(.int(0), .int(items.count), closed: false)
            }
        case (.array, "startIndex"):
            return unary(.int) { _, _ in .int(0) }
        case (.array, "endIndex"):
            return unary(.int) { value, line in .int(try Checker.count(value, line: line)) }
        case (.dictionary(let key, _), "keys"):
            return unary(.array(key)) { value, _ in
                guard case .dictionary(let entries) = value else { return .array([]) }
                return .array(Array(entries.keys))
            }
        case (.dictionary(_, let valueType), "values"):
            return unary(.array(valueType)) { value, _ in
                guard case .dictionary(let entries) = value else { return .array([]) }
                return .array(Array(entries.values))
            }
        case (.int, "magnitude"), (.fixedInt, "magnitude"):
            let magnitudeType: SwiftType = base.type == .int ? .fixedInt(.uint) : base.type
            return unary(magnitudeType) { value, _ in if case .int(let number) = value { return .int(Int(bitPattern: number.magnitude)) } else { return value } }
        case (.double, "magnitude"), (.cgFloat, "magnitude"), (.float, "magnitude"):
            return unary(base.type) { value, _ in
                if case .float(let number) = value { return .float(number.magnitude) }
                return .double((value.doubleValue ?? 0).magnitude)
            }
        case (_, "description") where base.type.isNumeric || base.type == .bool || base.type == .string || base.type == .character:
            return Typed(describingNode(base, line: line), .string)
        case (.int, "nonzeroBitCount"), (.fixedInt, "nonzeroBitCount"), (.int, "leadingZeroBitCount"),
             (.fixedInt, "leadingZeroBitCount"), (.int, "trailingZeroBitCount"), (.fixedInt, "trailingZeroBitCount"):
            let width: Int
            if case .fixedInt(let kind) = base.type { width = kind.bitWidth } else { width = 64 }
            return unary(.int) { value, _ in
                guard case .int(let number) = value else { return .int(0) }
                let bits = width == 64 ? UInt64(bitPattern: Int64(number)) : UInt64(bitPattern: Int64(number)) & ((1 << UInt64(width)) - 1)
                switch name {
                case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
                case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - width))
                default: return .int(Swift.min(bits.trailingZeroBitCount, width))
                }
            }
        case (.double, "nextUp"), (.double, "nextDown"), (.cgFloat, "nextUp"), (.cgFloat, "nextDown"):
            let up = name == "nextUp"
            return unary(base.type) { value, _ in
                let number = value.doubleValue ?? 0
                return .double(up ? number.nextUp : number.nextDown)
            }
        case (.string, "utf8"):
            return unary(.array(.fixedInt(.uint8))) { value, _ in .array((value.stringValue ?? "").utf8.map { .int(Int($0)) }) }
        case (.double, "isNaN"), (.cgFloat, "isNaN"), (.float, "isNaN"):
            return unary(.bool) { value, _ in .bool((value.doubleValue ?? 0).isNaN) }
        case (.double, "isInfinite"), (.cgFloat, "isInfinite"), (.float, "isInfinite"):
            return unary(.bool) { value, _ in .bool((value.doubleValue ?? 0).isInfinite) }
        case (.double, "isFinite"), (.cgFloat, "isFinite"), (.float, "isFinite"):
            return unary(.bool) { value, _ in .bool((value.doubleValue ?? 0).isFinite) }
        case (.double, "isZero"), (.cgFloat, "isZero"):
            return unary(.bool) { value, _ in .bool((value.doubleValue ?? 1).isZero) }
        case (.int, "isZero"):
            return unary(.bool) { value, _ in .bool(value.intValue == 0) }
        case (.character, "isLetter"), (.character, "isNumber"), (.character, "isUppercase"), (.character, "isLowercase"),
             (.character, "isWhitespace"), (.character, "isPunctuation"):
            return unary(.bool) { value, _ in
                guard case .character(let character) = value else { return .bool(false) }
                switch name {
                case "isLetter": return .bool(character.isLetter)
                case "isNumber": return .bool(character.isNumber)
                case "isUppercase": return .bool(character.isUppercase)
                case "isLowercase": return .bool(character.isLowercase)
                case "isWhitespace": return .bool(character.isWhitespace)
                default: return .bool(character.isPunctuation)
                }
            }
        case (.character, "wholeNumberValue"):
            return unary(.optional(.int)) { value, _ in
                guard case .character(let character) = value, let digit = character.wholeNumberValue else { return .null }
                return .int(digit)
            }
        case (.character, "asciiValue"):
            return unary(.optional(.fixedInt(.uint8))) { value, _ in
                guard case .character(let character) = value, let ascii = character.asciiValue else { return .null }
                return .int(Int(ascii))
            }
        default:
            return nil
        }
    }

    /// The number of elements of a collection value.
    static func count(_ value: Value, line: Int) throws -> Int {
        switch value {
        case .array(let items): return items.count
        case .set(let items): return items.count
        case .dictionary(let entries): return entries.count
        case .string(let text): return text.count
        default: throw RuntimeError("value has no count", line: line)
        }
    }

    func builtinStaticProperty(_ type: SwiftType, name: String, line: Int) -> Typed? {
        func constant(_ value: Value) -> Typed { Typed(Constant(value, line: line), type) }
        switch (type, name) {
        case (.int, "max"): return constant(.int(Int.max))
        case (.int, "min"): return constant(.int(Int.min))
        case (.int, "zero"): return constant(.int(0))
        case (.fixedInt(let kind), "max"): return constant(.int(kind.max))
        case (.fixedInt(let kind), "min"): return constant(.int(kind.min))
        case (.int, "bitWidth"), (.fixedInt, "bitWidth"):
            if case .fixedInt(let kind) = type { return Typed(Constant(.int(kind.bitWidth), line: line), .int) }
            return Typed(Constant(.int(64), line: line), .int)
        case (.float, _):
            if name == "pi" { return constant(.float(Float.pi)) }
            guard let value = Checker.floatingConstant(name) else { return nil }
            return constant(.float(Float(value)))
        case (.double, _), (.cgFloat, _):
            guard let value = Checker.floatingConstant(name) else { return nil }
            return constant(.double(value))
        default:
            return nil
        }
    }

    private static func floatingConstant(_ name: String) -> Double? {
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
