import Geometry

extension View {
    /// The deepest view tree layout accepts. Layout, drawing and the release of a view tree
    /// recurse once per level; a cell that wraps a view in a modifier a million times in a loop
    /// would otherwise overflow the stack (a crash, not an error).
    public static let maximumNestingDepth = 10_000

    /// Refuses a tree nested deeper than `maximumNestingDepth`, measured without recursion.
    /// - Throws: `CanvasError` saying how deep the tree goes.
    func checkNestingDepth() throws(CanvasError) {
        var pending: [(view: View, depth: Int)] = [(self, 1)]
        var visited = 0
        while let (view, depth) = pending.popLast() {
            guard depth <= Self.maximumNestingDepth else {
                throw CanvasError("the view is nested more than \(Self.maximumNestingDepth) levels deep (a modifier or stack applied in a loop?); layout takes at most \(Self.maximumNestingDepth)")
            }
            visited += 1
            if visited % 4096 == 0 { try ResourceContext.checkpoint(CanvasError.init) }
            pending.append(contentsOf: view.children.map { ($0, depth + 1) })
        }
    }

    /// The views directly inside this one: a stack's or group's children, a modified view and
    /// the views of its background, overlay, mask or tab item, a surface view's content. (A
    /// `Canvas` draws through its renderer, which the recursion limit bounds.)
    var children: [View] {
        switch self {
        case .empty, .shape, .color, .text, .image, .canvas, .spacer: return []
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            return children
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .mask(let view, _), .surface(.tabItem(let view)):
                return [inner, view]
            default: return [inner]
            }
        case .surface(let surface): return surface.children
        }
    }
}
