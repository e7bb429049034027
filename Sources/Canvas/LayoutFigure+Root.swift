extension View {
    /// The view as a figure's root lays it out: several views at the root (a `Group`, an evaluated
    /// `ForEach`, a body or `TimelineView` of two views) are stacked top to bottom, centred, as
    /// SwiftUI stacks the views at the root of a window or preview; one view is itself.
    var stackedAtRoot: View {
        let children = LayoutTreeBuilder().flattened([self])
        guard children.count > 1 else { return self }
        return .vStack(alignment: .center, spacing: nil, children: children)
    }
}
