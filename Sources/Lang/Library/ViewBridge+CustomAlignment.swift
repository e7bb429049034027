import Canvas

extension ViewBridge {
    /// A `_custom(id)` alignment as Canvas's custom alignment: named by the ID type, its default
    /// value computed by the type's `defaultValue(in:)`; nil for the standard alignments.
    func customAlignment(_ value: Value) throws -> CustomAlignment? {
        let (name, payload) = try enumCase(value)
        guard name == "_custom" else { return nil }
        let id = try field(payload, 0)
        let bridge = self
        return CustomAlignment(name: try alignmentIDName(id)) { dimensions in
            try bridge.alignmentDefault(id, dimensions: bridge.dimensionsValue(dimensions))
        }
    }

    /// The name of the ID type an alignment was made from.
    private func alignmentIDName(_ id: Value) throws -> String {
        guard case .metatype(let type) = id.unboxed else { throw failure("expected an AlignmentID type") }
        return type.description
    }

    /// `id.defaultValue(in: dimensions)` for the `AlignmentID` type `id`.
    func alignmentDefault(_ id: Value, dimensions: Value) throws -> Double {
        guard case .metatype(.nominal(let decl, _)) = id.unboxed,
              let function = interpreter.environment.members(of: decl).staticMethods["defaultValue"]?
                  .first(where: { $0.selector == "defaultValue(in:)" }) else {
            throw failure("an AlignmentID type needs 'static func defaultValue(in:)'")
        }
        let value = try number(interpreter.invoke(function.code, captured: nil, arguments: [dimensions], selfValue: nil, line: line).0)
        guard value.isFinite else { throw failure("'\(decl.name).defaultValue(in:)' must be a finite number of points, not \(value)") }
        return value
    }

    /// Canvas's dimensions of a view as the prelude's `ViewDimensions` value, with the guides set
    /// inside the view under the names `ViewDimensions._explicit` looks them up by.
    func dimensionsValue(_ dimensions: Canvas.ViewDimensions) throws -> Value {
        guard let decl = types.declarations["ViewDimensions"] else { throw failure("the library has no ViewDimensions") }
        var explicit: [Value: Value] = [:]
        for (name, key) in Self.guideNames {
            if let value = try dimensions.explicit(key) { explicit[.string(name)] = .double(value) }
        }
        return .structValue(decl, [.double(dimensions.width), .double(dimensions.height), .dictionary(explicit)])
    }
}
