// MARK: - Short descriptions for text/plain
// A figure's `text/plain` names the outermost meaningful view, as `Circle` or `VStack(3 views)`;
// the interpreter appends the size (`Star(points: 5) 150×150`).

extension View: CustomStringConvertible {
    /// The view's short name: the shape's name, `Text("…")`, `VStack(n views)` …; modifiers are
    /// looked through.
    public var description: String {
        switch self {
        case .empty: return "EmptyView()"
        case .shape(let shape, _): return shape.name
        case .color: return "Color"
        case .image(let pixels, _): return "Image \(pixels.width)×\(pixels.height)"
        case .canvas: return "Canvas"
        case .text(let string): return "Text(\"\(string)\")"
        case .vStack(_, _, let children): return "VStack(\(Self.count(children)))"
        case .hStack(_, _, let children): return "HStack(\(Self.count(children)))"
        case .zStack(_, let children): return "ZStack(\(Self.count(children)))"
        case .spacer: return "Spacer()"
        case .group(let children): return "Group(\(Self.count(children)))"
        case .modified(let view, _): return view.description
        case .surface(let surface): return surface.description
        }
    }

    private static func count(_ children: [View]) -> String {
        children.count == 1 ? "1 view" : "\(children.count) views"
    }
}

extension AnyShape: CustomStringConvertible {
    /// The shape's name.
    public var description: String { name }
}
