/// What the `GeometryReader`s of a live figure made while it was drawn: a reader's content is
/// made only during layout, so its controls are not in the view tree a live view lists its
/// widgets from (`View+Controls.swift`). Drawn with this, a reader keeps each content that has
/// interactive controls and draws it without them, and the live view shows them as working
/// widgets after the tree's own.
public final class ReaderContents {
    /// The contents with interactive controls, in the order the readers drew them.
    public private(set) var views: [View] = []

    public init() {}

    /// `view`, a reader's content, as a live figure draws it: without its interactive controls,
    /// which are kept.
    func drawn(_ view: View) -> View {
        guard !view.controls.isEmpty else { return view }
        views.append(view)
        return view.withoutControls
    }

    /// Forgets what earlier drawing kept (the figure is drawn again, larger).
    func removeAll() {
        views = []
    }
}
