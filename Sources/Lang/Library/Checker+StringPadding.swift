/// Foundation's `padding(toLength:withPad:startingAt:)`, which counts in UTF-16 units as `NSString` does.
extension Checker {
    func paddingRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [("toLength", .int), ("withPad", .string), ("startingAt", .int)], range: range)
        else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, line in
            guard case .int(let length) = values[1], case .int(let start) = values[3] else { return values[0] }
            return .string(try Checker.padded(Checker.stringText(values[0]), to: length, with: Checker.stringText(values[2]),
                                              from: start, line: line))
        }, .string)
    }

    /// `text` cut or padded to `length` UTF-16 units, the pad repeated from its unit `start`; where
    /// Foundation traps (an empty pad, `start` outside it, a negative length) this is a runtime error.
    static func padded(_ text: String, to length: Int, with pad: String, from start: Int, line: Int) throws -> String {
        let units = Array(text.utf16)
        guard length >= 0 else { throw RuntimeError("String index range is out of bounds", line: line) }
        if length <= units.count { return String(decoding: units.prefix(length), as: UTF16.self) }
        let padUnits = Array(pad.utf16)
        guard !padUnits.isEmpty else { throw RuntimeError("empty pad string", line: line) }
        guard start >= 0, start < padUnits.count else { throw RuntimeError("out of range padIndex", line: line) }
        // Two bytes a unit: a length of `Int.max` is the output limit, not an allocation.
        guard length <= Interpreter.maximumOutput / 2 else { throw RuntimeError("string too long", line: line, isLimit: true) }
        var result = units
        var index = start
        while result.count < length {
            result.append(padUnits[index])
            index = (index + 1) % padUnits.count
        }
        return String(decoding: result, as: UTF16.self)
    }
}
