import Canvas

extension ViewBridge {
    /// An `_AlignmentGuideView`: the content with one guide whose closure runs when Canvas knows
    /// the content's size (and the guides set inside it).
    func alignmentGuideView(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try view(field(fields, 0), depth: depth + 1)
        let key: AlignmentKey
        if case .null = try field(fields, 1).unboxed {
            key = .vertical(try vertical(field(fields, 2)))
        } else {
            key = .horizontal(try horizontal(field(fields, 1)))
        }
        guard case .function(let closure) = try field(fields, 3) else { throw failure("malformed alignmentGuide") }
        guard let dimensionsDecl = types.declarations["ViewDimensions"] else { throw failure("the library has no ViewDimensions") }
        let bridge = self
        return content.alignmentGuide(key) { dimensions in
            var explicit: [Value: Value] = [:]
            for (name, key) in Self.guideNames {
                if let value = try dimensions.explicit(key) { explicit[.string(name)] = .double(value) }
            }
            let value = Value.structValue(dimensionsDecl, [.double(dimensions.width), .double(dimensions.height), .dictionary(explicit)])
            return try bridge.number(bridge.interpreter.call(closure, [value], line: bridge.line))
        }
    }

    /// The guides `ViewDimensions._explicit` holds, by the names the prelude looks them up by.
    static let guideNames: [(String, AlignmentKey)] = [
        ("h.leading", .horizontal(.leading)), ("h.center", .horizontal(.center)), ("h.trailing", .horizontal(.trailing)),
        ("v.top", .vertical(.top)), ("v.center", .vertical(.center)), ("v.bottom", .vertical(.bottom)),
    ]
}
