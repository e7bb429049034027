import Canvas
import Geometry

extension BuiltinTable {
    /// `GeometryReader { proxy in … }`, `GeometryProxy`'s members and `.coordinateSpace(name:)`.
    func registerGeometryReader() {
        type("GeometryReader", "A view that takes all the space it is offered and builds its content from its size and position (the proxy); the content sits at its top leading corner.",
             overload([param("content", "(GeometryProxy) -> View")], "View") { call in
                 let closure = try call.value(0)
                 let content = GeometryReaderContent { [unowned interpreter = call.i] proxy in
                     let views = try interpreter.flattenViews(try interpreter.callValue(closure, [.geometryProxy(proxy)], isBuilder: true))
                     return views.count == 1 ? views[0] : .group(views)
                 }
                 return .view(ViewValue(.surface(.geometryReader(content))))
             })
        property("GeometryProxy", "size", "The size the GeometryReader was given.", returns: "CGSize") { call in
            .size(try Self.proxy(call).size)
        }
        property("GeometryProxy", "safeAreaInsets", "The safe area's insets: zero on a canvas.", returns: "EdgeInsets") { _ in
            .insets(EdgeInsets())
        }
        method("GeometryProxy", "frame", "The reader's frame in a coordinate space: .local, .global or .named(\"name\").",
               overload([param("in", "CoordinateSpace")], "CGRect") { call in
                   .rect(try Self.proxy(call).frame(in: try Self.coordinateSpace(call, 0)))
               })
        viewModifier("coordinateSpace", "Names this view's frame, for GeometryProxy.frame(in: .named(name)) inside it.",
                     overload([param("name", "String")], "View") { call in
                         .view(ViewValue(try call.receiverView().surfaceModifier(.coordinateSpace(try call.string(0, "name")))))
                     },
                     overload([param(nil, "NamedCoordinateSpace")], "View") { call in
                         guard case .named(let name) = try Self.coordinateSpace(call, 0) else {
                             throw fail("coordinateSpace(_:) takes .named(\"name\")")
                         }
                         return .view(ViewValue(try call.receiverView().surfaceModifier(.coordinateSpace(name))))
                     })
        type("CoordinateSpace", "Where a frame is measured from: .local, .global or .named(\"name\").")
        for name in ["local", "global"] {
            staticProperty("CoordinateSpace", name, "The \(name) coordinate space.", returns: "CoordinateSpace") { _ in .symbol(name) }
        }
        staticMethod("CoordinateSpace", "named", "The coordinate space of the enclosing view with .coordinateSpace(name:).",
                     overload([param(nil, "String")], "CoordinateSpace") { call in .tuple([.string(try call.string(0))], labels: ["named"]) })
    }

    private static func proxy(_ call: BuiltinCall) throws -> GeometryProxy {
        guard case .geometryProxy(let proxy) = call.receiver else { throw fail("expected a GeometryProxy") }
        return proxy
    }

    /// A coordinate space argument: `.local`, `.global`, `.named("x")` (as an implicit member or
    /// through `CoordinateSpace`), or a bare name.
    static func coordinateSpace(_ call: BuiltinCall, _ index: Int) throws -> GeometryProxy.CoordinateSpace {
        switch try call.value(index) {
        case .implicit(let m) where m.name == "named":
            guard let argument = m.arguments?.first, case .string(let name) = argument.value else {
                throw fail(".named(_:) takes the coordinate space's name as a String")
            }
            return .named(name)
        case .implicit(let m) where m.arguments == nil && (m.name == "local" || m.name == "global"):
            return m.name == "local" ? .local : .global
        case .symbol(let name) where name == "local" || name == "global":
            return name == "local" ? .local : .global
        case .tuple(let items, let labels) where labels == ["named"]:
            guard case .string(let name)? = items.first else { throw fail("expected a coordinate space name") }
            return .named(name)
        case .string(let name):
            return .named(name)
        case let other:
            throw fail("expected a coordinate space (.local, .global or .named(\"name\")), got \(call.i.describeForError(other))")
        }
    }
}
