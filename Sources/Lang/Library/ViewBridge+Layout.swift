import Canvas
import Geometry

extension ViewBridge {
    /// The Canvas view of the library's views that measure or run code during layout
    /// (`GeometryReader`, `Canvas`), images and `TimelineView`, and of layout modifiers; nil for
    /// other names.
    func layoutView(_ name: String, _ value: Value, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        switch name {
        case "GeometryReader": return try geometryReader(field(fields, 0))
        case "_CustomLayoutView": return try customLayout(fields, depth: depth)
        case "Canvas": return try canvas(value)
        case "Image": return try image(fields)
        case "TimelineView": return try timelineView(value, depth: depth)
        case "_AlignmentGuideView": return try alignmentGuideView(fields, depth: depth)
        case "_PreferenceWriterView", "_PreferenceReaderView": return try preferenceView(name, fields, depth: depth)
        case "_GeometryModifiedView":
            let content = try view(field(fields, 0), depth: depth + 1)
            let (modifier, payload) = try enumCase(field(fields, 1))
            if modifier == "coordinateSpace" {
                guard let name = try field(payload, 0).stringValue else { throw failure("malformed coordinateSpace") }
                return content.surfaceModifier(.coordinateSpace(name))
            }
            let mode: ContentMode = try enumCase(field(payload, 1)).0 == "fill" ? .fill : .fit
            return content.aspectRatio(try optionalNumber(field(payload, 0)), contentMode: mode)
        default: return nil
        }
    }

    /// One view as itself, several as a group (as a builder closure's views are shown).
    func single(_ views: [Canvas.View]) -> Canvas.View {
        views.count == 1 ? views[0] : .group(views)
    }

    /// The views of a `_ViewList` value (each branch's views in its place).
    func viewList(_ value: Value, depth: Int) throws -> [Canvas.View] {
        try items(of: value, depth: depth).map { try view($0, depth: depth + 1) }
    }

    /// A `GeometryReader` whose content closure runs when Canvas knows the reader's frame.
    private func geometryReader(_ content: Value) throws -> Canvas.View {
        guard case .function(let closure) = content else { throw failure("malformed GeometryReader") }
        guard let proxyDecl = types.declarations["GeometryProxy"] else { throw failure("the library has no GeometryProxy") }
        let bridge = self, entered = enteredEnvironment()
        return .surface(.geometryReader(GeometryReaderContent { proxy in
            var spaces: [Value: Value] = [:]
            for (name, rect) in proxy.namedSpaces { spaces[.string(name)] = bridge.types.value(rect) }
            let proxyValue = Value.structValue(proxyDecl, [bridge.types.value(proxy.size), bridge.types.value(proxy.globalFrame),
                                                           .dictionary(spaces)])
            return try bridge.deferredContent(in: entered) {
                let views = try bridge.interpreter.call(closure, [proxyValue], line: bridge.line)
                return bridge.single(try bridge.viewList(views, depth: 0))
            }
        }))
    }

    /// The size of a symbol in the enclosing `.imageScale(_:)` beside a `.medium` one of the
    /// same font: SF Symbols' small and large scales are about 0.8 and 1.3 times the medium.
    private func symbolScale() throws -> Double {
        switch try styles[.imageScale].map({ try enumCase($0).0 }) {
        case "small": 0.8
        case "large": 1.3
        default: 1
        }
    }

    /// An `Image`: a file's pixels, or a symbol's placeholder.
    private func image(_ fields: [Value]) throws -> Canvas.View {
        guard let symbol = try field(fields, 1).stringValue else { throw failure("malformed Image") }
        guard let source = try NativeTable.imageSource(fields, line: line) else {
            guard symbol.isEmpty else {
                return .surface(.symbol(symbol, resizable: try bool(field(fields, 2)), scale: try symbolScale()))
            }
            // No file and no symbol: an asset missing from the catalog, which SwiftUI draws as an
            // image of zero size (still a view in a stack; resizable or not, it has no pixels to
            // scale, so a stack does not share its width with it).
            return Canvas.View.empty.frame(width: 0, height: 0)
        }
        return .image(try NativeTable.loadImage(source, interrupt: interpreter.interrupt, line: line), resizable: try bool(field(fields, 2)))
    }
}
