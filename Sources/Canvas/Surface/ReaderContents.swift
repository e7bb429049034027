/// What the `GeometryReader`s of a live figure made while it was drawn: a reader's content is
/// made only during layout, so its controls are not in the view tree a live view lists its
/// widgets from (`View+Controls.swift`). Drawn with this, a reader keeps each content that has
/// interactive controls and draws it without them, and the live view lists them as working
/// widgets where the reader stands in the tree (`placed(in:)`).
public final class ReaderContents {
    /// The contents with interactive controls, in the order the readers drew them, each with
    /// its reader, held: a nested reader is made anew each time its enclosing reader's content
    /// is, and freed once that content is drawn (unless kept), so a record of its address alone
    /// would name the next reader the allocator puts there, whose drawing would then replace
    /// this content (ReaderContentsIdentityTests).
    private var kept: [(reader: ReaderIdentity, view: View)] = []

    public init() {}

    /// Whether no reader kept a content.
    public var isEmpty: Bool { kept.isEmpty }

    /// `view`, the content of `reader`, as a live figure draws it: without its interactive
    /// controls, which are kept (a reader drawn again keeps its latest content).
    func drawn(_ view: View, of reader: GeometryReaderContent) -> View {
        guard !view.controls.isEmpty else { return view }
        let identity = reader.identity
        kept.removeAll { $0.reader === identity }
        kept.append((identity, view))
        return view.withoutControls
    }

    /// `view` with each reader that kept a content replaced by it (looked into in turn for its
    /// own readers), so its controls are listed, and arranged, where the reader stands, as
    /// SwiftUI orders them; contents whose reader is not in the walked tree (inside a control's
    /// label, a `ViewThatFits` candidate) follow the view.
    public func placed(in view: View) -> View {
        guard !kept.isEmpty else { return view }
        // Keyed by address while `kept` holds every reader named, so no two share one.
        var remaining = Dictionary(kept.map { (ObjectIdentifier($0.reader), $0.view) }, uniquingKeysWith: { _, last in last })
        let placed = view.replacingReaders { reader in
            // Each content is placed once, so a content cannot stand in for itself again.
            remaining.removeValue(forKey: ObjectIdentifier(reader.identity))
        }
        let left = kept.filter { remaining[ObjectIdentifier($0.reader)] != nil }.map(\.view)
        return left.isEmpty ? placed : .group([placed] + left)
    }

    /// Forgets what earlier drawing kept (the figure is drawn again, larger).
    func removeAll() {
        kept = []
    }
}

extension View {
    /// The tree with every `GeometryReader` for which `content` gives a view replaced by that
    /// view, walked as `controls` walks (View+Controls.swift), the replacement looked into too.
    func replacingReaders(_ content: (GeometryReaderContent) -> View?) -> View {
        switch self {
        case .surface(.geometryReader(let reader)):
            return content(reader)?.replacingReaders(content) ?? self
        case .surface(let surface):
            let walked = surface.walkedViews
            guard !walked.isEmpty else { return self }
            return .surface(surface.replacingWalkedViews(walked.map { $0.replacingReaders(content) }))
        case .vStack(let alignment, let spacing, let children):
            return .vStack(alignment: alignment, spacing: spacing, children: children.map { $0.replacingReaders(content) })
        case .hStack(let alignment, let spacing, let children):
            return .hStack(alignment: alignment, spacing: spacing, children: children.map { $0.replacingReaders(content) })
        case .zStack(let alignment, let children):
            return .zStack(alignment: alignment, children: children.map { $0.replacingReaders(content) })
        case .group(let children):
            return .group(children.map { $0.replacingReaders(content) })
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, let alignment):
                return .modified(inner.replacingReaders(content), .background(view.replacingReaders(content), alignment: alignment))
            case .overlay(let view, let alignment):
                return .modified(inner.replacingReaders(content), .overlay(view.replacingReaders(content), alignment: alignment))
            default:
                return .modified(inner.replacingReaders(content), modifier)
            }
        case .empty, .shape, .color, .text, .image, .canvas, .spacer:
            return self
        }
    }
}
