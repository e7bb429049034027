import Canvas
import Geometry

extension BuiltinTable {
    func registerViews() {
        type("VStack", "Views stacked top to bottom.",
             overload([param("alignment", "HorizontalAlignment", ".center"), param("spacing", "Double?", "nil"), param("content", "() -> View")], "View") { call in
                 let alignment = try Self.alignment(call, 0)
                 return .view(ViewValue(.vStack(alignment: alignment.horizontal, spacing: try call.optionalNumber(1, "spacing"),
                                                children: try call.builderViews(2))))
             })
        type("HStack", "Views side by side, leading to trailing.",
             overload([param("alignment", "VerticalAlignment", ".center"), param("spacing", "Double?", "nil"), param("content", "() -> View")], "View") { call in
                 let alignment = try Self.alignment(call, 0)
                 return .view(ViewValue(.hStack(alignment: alignment.vertical, spacing: try call.optionalNumber(1, "spacing"),
                                                children: try call.builderViews(2))))
             })
        type("ZStack", "Views layered back to front.",
             overload([param("alignment", "Alignment", ".center"), param("content", "() -> View")], "View") { call in
                 .view(ViewValue(.zStack(alignment: try Self.alignment(call, 0), children: try call.builderViews(1))))
             })
        type("Group", "Views listed together; in a stack they join the stack.",
             overload([param("content", "() -> View")], "View") { call in .view(ViewValue(.group(try call.builderViews(0)))) })
        type("Spacer", "Flexible space along a stack's axis.",
             overload([param("minLength", "Double?", "nil")], "View") { call in
                 .view(ViewValue(.spacer(minLength: try call.optionalNumber(0, "minLength"))))
             })
        type("EmptyView", "Nothing.", overload([], "View") { _ in .view(ViewValue(.empty)) })
        type("Text", "A line of text.",
             overload([param(nil, "String")], "View") { call in .view(ViewValue(.text(call.i.describe(try call.value(0))))) },
             overload([param("verbatim", "String")], "View") { call in .view(ViewValue(.text(try call.string(0)))) })
        type("ForEach", "One view per element of the data (the id is not needed on a canvas).",
             overload([param(nil, "Sequence"), param("id", "KeyPath", "\\.self"), param("content", "(Element) -> View")], "View") { call in
                 var children: [View] = []
                 for element in try call.sequence(0) {
                     let result = try call.i.flattenViews(try call.i.callValue(try call.value(2), [element], isBuilder: true))
                     // In a Picker, a view the closure did not tag is tagged with its element, as SwiftUI does.
                     guard call.i.live.pickerTags != nil else {
                         children += result
                         continue
                     }
                     let text = call.i.describe(element)
                     children += result.map { view in
                         guard view.tagText == nil else { return view }
                         call.i.live.pickerTags?.append((text, element))
                         return view.surfaceModifier(.tag(text))
                     }
                 }
                 return .view(ViewValue(.group(children)))
             })
    }

    static func alignment(_ call: BuiltinCall, _ index: Int) throws -> Alignment {
        guard call.has(index) else { return .center }
        let name = try call.symbol(index, "Alignment")
        return Alignment.named[name] ?? .center
    }
}
