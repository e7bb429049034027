import Canvas
import Geometry

/// View modifiers that mean nothing on a canvas: accepted, their arguments not even evaluated.
let ignoredViewModifiers: Set<String> = [
    "edgesIgnoringSafeArea", "ignoresSafeArea", "previewLayout", "previewDisplayName", "previewDevice", "tint",
    "transition", "onTapGesture", "onAppear", "onDisappear", "onChange", "accessibilityLabel", "accessibilityHidden", "id",
    "contentShape", "allowsHitTesting", "disabled", "labelsHidden", "zIndex",
    "layoutPriority", "task", "gesture", "onReceive", "environment", "sheet",
]

extension BuiltinTable {
    func registerViewModifiers() {
        func view(_ call: BuiltinCall) throws -> View { try call.receiverView() }
        func wrap(_ v: View) -> Value { .view(ViewValue(v)) }

        viewModifier("frame", "Gives the view a fixed width and/or height; the content is aligned inside.",
                     overload([param("width", "Double?", "nil"), param("height", "Double?", "nil"), param("alignment", "Alignment", ".center")], "View") { call in
                         wrap(try view(call).frame(width: try call.optionalNumber(0, "width"), height: try call.optionalNumber(1, "height"),
                                                   alignment: try Self.alignment(call, 2)))
                     },
                     overload([param("minWidth", "Double?", "nil"), param("idealWidth", "Double?", "nil"), param("maxWidth", "Double?", "nil"),
                               param("minHeight", "Double?", "nil"), param("idealHeight", "Double?", "nil"), param("maxHeight", "Double?", "nil"),
                               param("alignment", "Alignment", ".center")], "View") { call in
                         wrap(try view(call).frame(minWidth: try call.optionalNumber(0), idealWidth: try call.optionalNumber(1),
                                                   maxWidth: try call.optionalNumber(2), minHeight: try call.optionalNumber(3),
                                                   idealHeight: try call.optionalNumber(4), maxHeight: try call.optionalNumber(5),
                                                   alignment: try Self.alignment(call, 6)))
                     })
        viewModifier("padding", "Adds space around the view: 16 points, a length, some edges, or EdgeInsets.",
                     overload([param(nil, "Double", "16")], "View") { call in
                         if call.has(0), case .insets(let insets) = try call.value(0) { return wrap(try view(call).padding(insets)) }
                         if call.has(0), case .implicit(let m) = try call.value(0), m.arguments == nil {
                             return wrap(try view(call).padding(try Self.edges(call, m.name), nil))
                         }
                         return wrap(try view(call).padding(try call.optionalNumber(0, "length")))
                     },
                     overload([param(nil, "Edge.Set"), param(nil, "Double")], "View") { call in
                         guard case .implicit(let m) = try call.value(0) else { throw fail("padding(_:_:) needs edges such as .bottom") }
                         return wrap(try view(call).padding(try Self.edges(call, m.name), try call.number(1, "length")))
                     })
        for name in ["background", "overlay"] {
            viewModifier(name, "Draws another view \(name == "background" ? "behind" : "in front of") this one, in its frame.",
                         overload([param(nil, "View"), param("alignment", "Alignment", ".center")], "View") { call in
                             let layer = try Self.layerView(call, try call.value(0))
                             let alignment = try Self.alignment(call, 1)
                             let base = try view(call)
                             return wrap(name == "background" ? base.background(layer, alignment: alignment) : base.overlay(layer, alignment: alignment))
                         },
                         overload([param("alignment", "Alignment", ".center"), param("content", "() -> View")], "View") { call in
                             let views = try call.builderViews(1)
                             let layer: View = views.count == 1 ? views[0] : .zStack(alignment: .center, children: views)
                             let alignment = try Self.alignment(call, 0)
                             let base = try view(call)
                             return wrap(name == "background" ? base.background(layer, alignment: alignment) : base.overlay(layer, alignment: alignment))
                         })
        }
        for name in ["foregroundColor", "foregroundStyle"] {
            viewModifier(name, "The colour of unstyled shapes and text inside.",
                         overload([param(nil, "ShapeStyle")], "View") { call in wrap(try view(call).foregroundStyle(try call.style(0))) })
        }
        viewModifier("opacity", "Draws the view at an opacity (0…1).",
                     overload([param(nil, "Double")], "View") { call in wrap(try view(call).opacity(try call.number(0, "opacity"))) })
        viewModifier("offset", "Draws the view moved; its layout does not change.",
                     overload([param("x", "Double", "0"), param("y", "Double", "0")], "View") { call in
                         wrap(try view(call).offset(x: try call.optionalNumber(0, "x") ?? 0, y: try call.optionalNumber(1, "y") ?? 0))
                     },
                     overload([param(nil, "CGSize")], "View") { call in
                         let size = try call.size(0)
                         return wrap(try view(call).offset(x: size.width, y: size.height))
                     })
        viewModifier("rotationEffect", "Draws the view rotated about an anchor.",
                     overload([param(nil, "Angle"), param("anchor", "UnitPoint", ".center")], "View") { call in
                         wrap(try view(call).rotationEffect(try call.angle(0), anchor: try Self.unitPoint(call, 1)))
                     })
        viewModifier("scaleEffect", "Draws the view scaled about an anchor.",
                     overload([param(nil, "Double"), param("anchor", "UnitPoint", ".center")], "View") { call in
                         if case .size(let s) = try call.value(0) {
                             return wrap(try view(call).scaleEffect(x: s.width, y: s.height, anchor: try Self.unitPoint(call, 1)))
                         }
                         return wrap(try view(call).scaleEffect(try call.number(0, "scale"), anchor: try Self.unitPoint(call, 1)))
                     },
                     overload([param("x", "Double", "1"), param("y", "Double", "1"), param("anchor", "UnitPoint", ".center")], "View") { call in
                         wrap(try view(call).scaleEffect(x: try call.optionalNumber(0) ?? 1, y: try call.optionalNumber(1) ?? 1,
                                                         anchor: try Self.unitPoint(call, 2)))
                     })
        viewModifier("border", "A rectangle stroked inside the view's frame.",
                     overload([param(nil, "ShapeStyle"), param("width", "Double", "1")], "View") { call in
                         wrap(try view(call).border(try call.style(0), width: try call.optionalNumber(1, "width") ?? 1))
                     })
        viewModifier("clipShape", "Clips the view to a shape placed in its frame.",
                     overload([param(nil, "Shape"), param("style", "FillStyle", "FillStyle()")], "View") { call in
                         wrap(try view(call).clipShape(try call.shape(0), rule: call.has(1) ? try Self.fillRule(call, 1) : .nonZero))
                     })
        viewModifier("clipped", "Clips the view to its frame.",
                     overload([], "View") { call in wrap(try view(call).clipShape(.rectangle)) })
        viewModifier("cornerRadius", "Clips the view to a rounded rectangle.",
                     overload([param(nil, "Double")], "View") { call in
                         wrap(try view(call).clipShape(.roundedRectangle(cornerRadius: try call.number(0, "radius"))))
                     })
        viewModifier("font", "The font of text inside.",
                     overload([param(nil, "Font")], "View") { call in wrap(try view(call).font(try Self.font(call, 0))) })
        viewModifier("bold", "Bold text inside.", overload([], "View") { call in wrap(try view(call).bold()) })
        viewModifier("italic", "Italic text inside.", overload([], "View") { call in wrap(try view(call).italic()) })
        viewModifier("position", "Places the view's centre at a point of its parent.",
                     overload([param("x", "Double", "0"), param("y", "Double", "0")], "View") { call in
                         wrap(try view(call).position(x: try call.optionalNumber(0, "x") ?? 0, y: try call.optionalNumber(1, "y") ?? 0))
                     })
        viewModifier("aspectRatio", "Sizes the view to a width/height ratio, fitting or filling what it is offered.",
                     overload([param(nil, "Double?", "nil"), param("contentMode", "ContentMode")], "View") { call in
                         let mode: ContentMode = try call.symbol(1, "ContentMode") == "fill" ? .fill : .fit
                         return wrap(try view(call).aspectRatio(try call.optionalNumber(0, "ratio"), contentMode: mode))
                     })
        viewModifier("fixedSize", "The view at its ideal size.",
                     overload([param("horizontal", "Bool", "true"), param("vertical", "Bool", "true")], "View") { call in
                         wrap(try view(call).fixedSize(horizontal: call.has(0) ? try call.bool(0) : true, vertical: call.has(1) ? try call.bool(1) : true))
                     })
        fontSystem = Builtin("system", doc: "A system font of a given size.", overloads: [
            overload([param("size", "Double"), param("weight", "Font.Weight", ".regular"), param("design", "Font.Design", ".default")], "Font") { call in
                .font(Font.system(size: try call.number(0, "size"), weight: call.has(1) ? try Self.fontWeight(call, 1) : .regular,
                                  design: call.has(2) ? try Self.fontDesign(call, 2) : .default))
            },
        ])
        fontSystem.owner = "Font"
        type("Font", "A font for text.")
        types["Font"]?.statics["system"] = fontSystem
    }

    static func edges(_ call: BuiltinCall, _ name: String) throws -> Edge.Set {
        guard let edges = Edge.Set.named[name] else {
            throw fail("type 'Edge.Set' has no member '\(name)'" + suggestion(for: name, among: Edge.Set.named.keys))
        }
        return edges
    }

    static func font(_ call: BuiltinCall, _ index: Int) throws -> Font {
        switch try call.value(index) {
        case .font(let font): return font
        case .symbol(let name) where Font.textStyles[name] != nil: return Font.textStyles[name] ?? .body
        case .implicit(let m):
            if m.name == "system", let arguments = m.arguments {
                guard case .font(let font) = try call.i.call(.function(Callable(.builtin(call.i.builtins.fontSystem, receiver: nil), source: nil)),
                                                           arguments, at: m.location) else { return .body }
                return font
            }
            guard let font = Font.textStyles[m.name] else {
                throw fail("type 'Font' has no member '\(m.name)'" + suggestion(for: m.name, among: Font.textStyles.keys))
            }
            return font
        case let other: throw fail("expected a Font such as .footnote, got \(call.i.describeForError(other))")
        }
    }

    /// A view argument of `background`/`overlay`: a colour argument becomes a colour view.
    static func layerView(_ call: BuiltinCall, _ value: Value) throws -> View {
        if case .implicit = value { return .color(try call.i.requireStyle(value)) }
        if case .function = value {
            let views = try call.i.flattenViews(try call.i.callValue(value, [], isBuilder: true))
            return views.count == 1 ? views[0] : .zStack(alignment: .center, children: views)
        }
        return try call.i.requireView(value)
    }
}
