import Canvas

// MARK: - Controls that display something
// Progress views, labels, dividers, gauges and links are controls of the view tree too, drawn as
// an iOS 17 preview draws them; nothing in them can be moved, so a live view leaves them in its
// figure instead of showing them as widgets.

extension BuiltinTable {
    /// `ProgressView`, `Label`, `Divider`, `Gauge`, `Link`, `NavigationLink` and `URL`.
    func registerIndicators() {
        func title(_ call: BuiltinCall, _ index: Int) throws -> View { .text(call.i.describe(try call.value(index))) }
        type("ProgressView", "A progress bar for a value out of a total, or a spinner without one.",
             overload([], "View") { _ in Self.control(.progress(value: nil, total: 1, label: nil)) },
             overload([param(nil, "String")], "View") { call in Self.control(.progress(value: nil, total: 1, label: try title(call, 0))) },
             overload([param("value", "Double?"), param("total", "Double", "1"), param("label", "() -> View", "nil")], "View") { call in
                 Self.control(.progress(value: call.has(0) ? try call.finiteNumber(0, "value") : nil, total: try call.optionalFiniteNumber(1, "total") ?? 1,
                                        label: call.has(2) ? try Self.builderView(call, 2) : nil))
             },
             overload([param(nil, "String"), param("value", "Double?"), param("total", "Double", "1")], "View") { call in
                 Self.control(.progress(value: call.has(1) ? try call.finiteNumber(1, "value") : nil, total: try call.optionalFiniteNumber(2, "total") ?? 1,
                                        label: try title(call, 0)))
             })
        type("Label", "An icon and a title side by side.",
             overload([param(nil, "String"), param("systemImage", "String")], "View") { call in
                 Self.control(.label(title: try title(call, 0), icon: .surface(.symbol(try call.string(1)))))
             },
             overload([param("title", "() -> View"), param("icon", "() -> View")], "View") { call in
                 Self.control(.label(title: try Self.builderView(call, 0), icon: try Self.builderView(call, 1)))
             })
        type("Divider", "A hairline across the enclosing stack (horizontal in a VStack, vertical in an HStack).",
             overload([], "View") { _ in Self.control(.divider) })
        type("Gauge", "A gauge in iOS's linear capacity style: a bar filled to the value's place in the range, with its labels.",
             overload([param("value", "Double"), param("in", "ClosedRange<Double>", "0...1"), param("label", "() -> View"),
                       param("currentValueLabel", "() -> View", "nil"), param("minimumValueLabel", "() -> View", "nil"),
                       param("maximumValueLabel", "() -> View", "nil")], "View") { call in
                 func optional(_ index: Int) throws -> View? { call.has(index) ? try Self.builderView(call, index) : nil }
                 return Self.control(.gauge(value: try call.finiteNumber(0, "value"), range: try Self.valueRange(call, 1) ?? ValueRange(0, 1),
                                            label: try optional(2), currentValueLabel: try optional(3),
                                            minimumLabel: try optional(4), maximumLabel: try optional(5)))
             })
        type("Link", "A link: its title in the accent colour.",
             overload([param(nil, "String"), param("destination", "URL")], "View") { call in
                 Self.control(.link(title: try title(call, 0), destination: call.i.describe(try call.value(1))))
             },
             overload([param("destination", "URL"), param("label", "() -> View")], "View") { call in
                 Self.control(.link(title: try Self.builderView(call, 1), destination: call.i.describe(try call.value(0))))
             })
        type("NavigationLink", "A link to another screen: its label in the accent colour; in a List, the label and a chevron. The destination is kept, not shown.",
             overload([param(nil, "String"), param("destination", "() -> View")], "View") { call in
                 Self.control(.navigationLink(label: try title(call, 0), destination: try Self.builderView(call, 1)))
             },
             overload([param(nil, "String"), param("value", "Hashable")], "View") { call in
                 Self.control(.navigationLink(label: try title(call, 0), destination: nil))
             },
             overload([param("destination", "View"), param("label", "() -> View")], "View") { call in
                 Self.control(.navigationLink(label: try Self.builderView(call, 1), destination: try call.view(0)))
             },
             overload([param("value", "Hashable"), param("label", "() -> View")], "View") { call in
                 Self.control(.navigationLink(label: try Self.builderView(call, 1), destination: nil))
             },
             overload([param("destination", "() -> View"), param("label", "() -> View")], "View") { call in
                 Self.control(.navigationLink(label: try Self.builderView(call, 1), destination: try Self.builderView(call, 0)))
             })
        type("URL", "A web address (kept as its text).",
             overload([param("string", "String")], "URL?") { call in .string(try call.string(0, "string")) })
    }

    /// A `ClosedRange<Double>` argument, nil when not given.
    static func valueRange(_ call: BuiltinCall, _ index: Int) throws -> ValueRange? {
        guard call.has(index) else { return nil }
        guard case .range(let range) = try call.value(index) else {
            throw fail("expected a range such as 0...10, got \(call.i.describeForError(try call.value(index)))")
        }
        return ValueRange(range.lower, range.upper)
    }
}
