import Canvas
import Foundation

extension BuiltinTable {
    /// Scroll views, lists, forms, sections, navigation stacks, grids, tab views, `ViewThatFits`,
    /// `AnyView`, and the modifiers containers read (`navigationTitle`, `tabItem`; `tag` is with Picker).
    func registerContainers() {
        func surface(_ view: SurfaceView) -> Value { .view(ViewValue(.surface(view))) }
        type("ScrollView", "Content that scrolls: shown from its start, clipped to the scroll view, which takes the space it is offered.",
             overload([param(nil, "Axis.Set", ".vertical"), param("showsIndicators", "Bool", "true"), param("content", "() -> View")], "View") { call in
                 let axes = call.has(0) ? try Self.axes(call, 0) : (horizontal: false, vertical: true)
                 return surface(.scrollView(horizontal: axes.horizontal, vertical: axes.vertical, content: try Self.stackedView(call, 2)))
             })
        for name in ["List", "Form"] {
            type(name, "Rows in sections, drawn in iOS's inset grouped style on the grouped background.",
                 overload([param("content", "() -> View")], "View") { call in surface(.list(try call.builderViews(0))) },
                 overload([param(nil, "Sequence"), param("id", "KeyPath", "\\.self"), param("rowContent", "(Element) -> View")], "View") { call in
                     var rows: [View] = []
                     for element in try call.sequence(0) {
                         rows += try call.i.flattenViews(try call.i.callValue(try call.value(2), [element], isBuilder: true))
                     }
                     return surface(.list(rows))
                 })
        }
        type("Section", "A group of rows in a List or Form, with an optional header and footer.",
             overload([param(nil, "String"), param("content", "() -> View")], "View") { call in
                 surface(.section(header: .text(call.i.describe(try call.value(0))), footer: nil, rows: try call.builderViews(1)))
             },
             overload([param("header", "View", "nil"), param("footer", "View", "nil"), param("content", "() -> View")], "View") { call in
                 surface(.section(header: call.has(0) ? try Self.headerView(call, 0) : nil, footer: call.has(1) ? try Self.headerView(call, 1) : nil,
                                  rows: try call.builderViews(2)))
             },
             overload([param("content", "() -> View"), param("header", "() -> View"), param("footer", "() -> View", "nil")], "View") { call in
                 surface(.section(header: try Self.builderView(call, 1), footer: call.has(2) ? try Self.builderView(call, 2) : nil,
                                  rows: try call.builderViews(0)))
             },
             overload([param("content", "() -> View"), param("footer", "() -> View")], "View") { call in
                 surface(.section(header: nil, footer: try Self.builderView(call, 1), rows: try call.builderViews(0)))
             })
        for name in ["NavigationStack", "NavigationView"] {
            type(name, "A navigation bar with the content's .navigationTitle as a large title, above the content.",
                 overload([param("content", "() -> View")], "View") { call in surface(.navigationStack(try Self.stackedView(call, 0))) })
        }
        viewModifier("navigationTitle", "The title the enclosing NavigationStack shows.",
                     overload([param(nil, "String")], "View") { call in
                         .view(ViewValue(try call.receiverView().surfaceModifier(.navigationTitle(call.i.describe(try call.value(0))))))
                     })
        viewModifier("tabItem", "This tab's icon and title in the enclosing TabView's bar.",
                     overload([param(nil, "() -> View")], "View") { call in
                         .view(ViewValue(try call.receiverView().surfaceModifier(.tabItem(try Self.builderView(call, 0)))))
                     })
        type("TabView", "The first tab's content above a tab bar of every tab's .tabItem.",
             overload([param("selection", "Binding<Value>", "nil"), param("content", "() -> View")], "View") { call in
                 surface(.tabView(try call.builderViews(1)))
             })
        type("ViewThatFits", "The first of its views whose ideal size fits the space offered (on the given axes), else the last.",
             overload([param("in", "Axis.Set", "[.horizontal, .vertical]"), param("content", "() -> View")], "View") { call in
                 let axes = call.has(0) ? try Self.axes(call, 0) : (horizontal: true, vertical: true)
                 return surface(.viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical, candidates: try call.builderViews(1)))
             })
        type("AnyView", "A view with its type erased: the same view.",
             overload([param(nil, "View")], "View") { call in .view(ViewValue(try call.view(0))) })
        for (name, axis) in [("LazyVGrid", Axis.vertical), ("LazyHGrid", .horizontal)] {
            let items = axis == .vertical ? "columns" : "rows"
            type(name, "Views flowing into \(items) sized by GridItems (.fixed, .flexible, .adaptive), with SwiftUI's rules.",
                 overload([param(items, "[GridItem]"), param("alignment", axis == .vertical ? "HorizontalAlignment" : "VerticalAlignment", ".center"),
                           param("spacing", "Double?", "nil"), param("pinnedViews", "PinnedScrollableViews", "[]"), param("content", "() -> View")], "View") { call in
                     let gridItems = try call.sequence(0).map { try Self.gridItem(call, $0) }
                     let spec = LazyGridSpec(axis: axis, items: gridItems, alignment: try Self.alignment(call, 1),
                                             spacing: try call.optionalNumber(2, "spacing"))
                     return surface(.lazyGrid(spec, children: try call.builderViews(4)))
                 })
        }
        type("GridItem", "One column of a LazyVGrid (row of a LazyHGrid): .fixed(w), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:).",
             overload([param(nil, "GridItem.Size", ".flexible()"), param("spacing", "Double?", "nil"), param("alignment", "Alignment?", "nil")], "GridItem") { call in
                 let size = call.has(0) ? try Self.gridItemSize(call, try call.value(0)) : .flexible(minimum: 10, maximum: .infinity)
                 let (kind, minimum, maximum): (String, Double, Double) = switch size {
                 case .fixed(let length): ("fixed", length, length)
                 case .flexible(let minimum, let maximum): ("flexible", minimum, maximum)
                 case .adaptive(let minimum, let maximum): ("adaptive", minimum, maximum)
                 }
                 let spacing: Value = call.has(1) ? .number(try call.number(1, "spacing")) : .null
                 let alignment: Value = call.has(2) ? .symbol(try call.symbol(2, "Alignment")) : .null
                 return .tuple([.string(kind), .number(minimum), .number(maximum), spacing, alignment], labels: Self.gridItemLabels)
             })
        type("Grid", "A table: rows of GridRows, each column as wide as its widest cell.",
             overload([param("alignment", "Alignment", ".center"), param("horizontalSpacing", "Double?", "nil"),
                       param("verticalSpacing", "Double?", "nil"), param("content", "() -> View")], "View") { call in
                 let spec = GridSpec(alignment: try Self.alignment(call, 0), horizontalSpacing: try call.optionalNumber(1, "horizontalSpacing"),
                                     verticalSpacing: try call.optionalNumber(2, "verticalSpacing"))
                 let rows = View.spliced(try call.builderViews(3)).flatMap { child -> [GridRowContent] in
                     if case .surface(.grid(_, let rows)) = child { return rows }
                     return [.spanning(child)]
                 }
                 return surface(.grid(spec, rows: rows))
             })
        type("GridRow", "One row of a Grid: a view per column.",
             overload([param("alignment", "VerticalAlignment", ".center"), param("content", "() -> View")], "View") { call in
                 surface(.grid(GridSpec(), rows: [.cells(View.spliced(try call.builderViews(1)))]))
             })
    }

    /// The builder's views as one: a lone view as it is, several in a VStack (as a
    /// ScrollView or NavigationStack lays out several children).
    private static func stackedView(_ call: BuiltinCall, _ index: Int) throws -> View {
        let views = try call.builderViews(index)
        return views.count == 1 ? views[0] : .vStack(children: views)
    }

    /// A header or footer argument: a view, or text.
    private static func headerView(_ call: BuiltinCall, _ index: Int) throws -> View {
        let value = try call.value(index)
        if case .string(let text) = value { return .text(text) }
        return try call.i.requireView(value)
    }

    /// An `Axis.Set`: `.horizontal`, `.vertical`, or both in an array.
    static func axes(_ call: BuiltinCall, _ index: Int) throws -> (horizontal: Bool, vertical: Bool) {
        let value = try call.value(index)
        let names: [String] = try (value.isArray ? call.sequence(index) : [value]).map { item in
            switch item {
            case .implicit(let m) where m.arguments == nil: return m.name
            case .symbol(let name): return name
            default: throw fail("expected axes such as .horizontal or [.horizontal, .vertical], got \(call.i.describeForError(item))")
            }
        }
        guard names.allSatisfy({ $0 == "horizontal" || $0 == "vertical" }) else {
            throw fail("expected axes .horizontal and .vertical, got " + names.map { "." + $0 }.joined(separator: ", "))
        }
        return (names.contains("horizontal"), names.contains("vertical"))
    }

    /// A `GridItem.Size`: `.fixed(50)`, `.flexible()`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
    private static func gridItemSize(_ call: BuiltinCall, _ value: Value) throws -> GridItem.Size {
        guard case .implicit(let m) = value else { throw fail("expected a GridItem size such as .flexible(), got \(call.i.describeForError(value))") }
        let arguments = m.arguments ?? []
        func number(_ label: String?, _ fallback: Double?) throws -> Double {
            if let argument = arguments.first(where: { $0.label == label }) { return try call.i.requireNumber(argument.value, label ?? "size") }
            guard let fallback else { throw fail(".\(m.name) needs its \(label.map { "'\($0):'" } ?? "length")") }
            return fallback
        }
        switch m.name {
        case "fixed": return .fixed(try number(nil, nil))
        case "flexible": return .flexible(minimum: try number("minimum", 10), maximum: try number("maximum", .infinity))
        case "adaptive": return .adaptive(minimum: try number("minimum", nil), maximum: try number("maximum", .infinity))
        default: throw fail("GridItem.Size has no member '\(m.name)'; use .fixed, .flexible or .adaptive")
        }
    }

    /// The fields of a `GridItem` value: a labelled tuple, as the old language has no structs of builtins.
    static let gridItemLabels: [String?] = ["size", "minimum", "maximum", "spacing", "alignment"]

    /// A `GridItem` value (made by `GridItem(…)`) back as Canvas's.
    private static func gridItem(_ call: BuiltinCall, _ value: Value) throws -> GridItem {
        guard case .tuple(let items, let labels) = value, labels == gridItemLabels,
              case .string(let kind) = items[0], case .number(let minimum) = items[1], case .number(let maximum) = items[2] else {
            throw fail("expected a GridItem such as GridItem(.flexible()), got \(call.i.describeForError(value))")
        }
        let size: GridItem.Size = switch kind {
        case "fixed": .fixed(minimum)
        case "adaptive": .adaptive(minimum: minimum, maximum: maximum)
        default: .flexible(minimum: minimum, maximum: maximum)
        }
        var item = GridItem(size)
        if case .number(let spacing) = items[3] { item.spacing = spacing }
        if case .symbol(let name) = items[4] { item.alignment = Alignment.named[name] }
        return item
    }
}

extension Value {
    var isArray: Bool { if case .array = self { true } else { false } }
}
