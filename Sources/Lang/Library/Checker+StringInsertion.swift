/// The rules of `String.insert(_:at:)` and `insert(contentsOf:at:)`
/// (`StandardLibrary+StringIndices.swift`): the index is a UTF-8 position, checked against
/// the string as Swift checks it ("String index is out of bounds").
extension Checker {
    func stringInsertRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type == .string, site.arguments.count == 2 else { return nil }
        let contents = site.arguments[0].label?.name == "contentsOf"
        var pieceType: SwiftType = .character
        if contents {
            // Any collection of Characters: text, or an array of them.
            let probe = Checker(probing: self).expression(site.arguments[0].value, expected: nil).type
            guard probe.isText || probe == .array(.character) || probe == .error else {
                error("no exact matches in call to instance method 'insert'", site.nameRange ?? site.range)
                return Typed(base.node, .error)
            }
            pieceType = probe == .array(.character) ? probe : probe == .substring ? .substring : .string
        }
        guard let nodes = simpleArguments(site.arguments, [(contents ? "contentsOf" : nil, pieceType), ("at", .stringIndex)],
                                          range: site.range) else { return Typed(base.node, .error) }
        guard let basePlace = site.basePlace else {
            error(immutableBaseMessage(base.type), site.nameRange ?? site.range)
            return Typed(base.node, .error)
        }
        return Typed(BuiltinMutation(place: basePlace, arguments: nodes, line: site.line) { receiver, values, _, line in
            guard var text = receiver.stringValue, let index = values[1].intValue else { return .void }
            guard let position = Checker.textPosition(index, in: text, first: 0) else {
                throw RuntimeError("String index is out of bounds", line: line)
            }
            let piece: String
            switch values[0] {
            case .character(let character): piece = String(character)
            case .array(let characters): piece = String(characters.compactMap { value -> Character? in
                if case .character(let character) = value { return character }
                return nil
            })
            default: piece = Checker.stringText(values[0])
            }
            try Arithmetic.checkLength(text.utf8.count + piece.utf8.count, of: "string", line: line)
            receiver = .void
            text.insert(contentsOf: piece, at: position)
            receiver = .string(text)
            return .void
        }, .void)
    }
}
