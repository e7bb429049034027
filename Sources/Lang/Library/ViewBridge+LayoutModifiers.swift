import Canvas

extension ViewBridge {
    /// A `_LayoutModifier` (flexible frame, padding of some edges or by insets, fixed size,
    /// layout priority) applied to `content`.
    func layoutModified(_ content: Canvas.View, _ modifier: Value) throws -> Canvas.View {
        let (name, payload) = try enumCase(modifier)
        func value(_ index: Int) throws -> Value { try field(payload, index) }
        switch name {
        case "flexibleFrame":
            return content.frame(minWidth: try optionalNumber(value(0)), idealWidth: try optionalNumber(value(1)),
                                 maxWidth: try optionalNumber(value(2)), minHeight: try optionalNumber(value(3)),
                                 idealHeight: try optionalNumber(value(4)), maxHeight: try optionalNumber(value(5)),
                                 alignment: try alignment(value(6)))
        case "padding":
            return content.padding(try edges(value(0)), try optionalNumber(value(1)))
        case "insets":
            guard let (_, insets) = structure(try value(0)), insets.count >= 4 else { throw failure("malformed EdgeInsets") }
            return content.padding(EdgeInsets(top: try number(insets[0]), leading: try number(insets[1]),
                                              bottom: try number(insets[2]), trailing: try number(insets[3])))
        case "fixedSize":
            return content.fixedSize(horizontal: try bool(value(0)), vertical: try bool(value(1)))
        case "layoutPriority":
            return content.layoutPriority(try number(value(0)))
        default:
            throw failure("'\(name)' is not a layout modifier the library draws")
        }
    }

    /// An `Edge.Set` value.
    func edges(_ value: Value) throws -> Edge.Set {
        guard let (_, fields) = structure(value), fields.count >= 4 else { throw failure("malformed Edge.Set") }
        var set: Edge.Set = []
        for (index, edge) in [Edge.Set.top, .leading, .bottom, .trailing].enumerated() where try bool(fields[index]) {
            set.insert(edge)
        }
        return set
    }
}
