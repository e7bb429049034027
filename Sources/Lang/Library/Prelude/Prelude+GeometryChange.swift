extension Prelude {
    /// `.onGeometryChange(for:of:action:)` (iOS 18): the view's geometry read by a
    /// `GeometryReader` behind it, whose content's `.onAppear` runs the action once the figure is
    /// laid out, before it is drawn, as a preview runs it when the view first appears
    /// (`ViewBridge+Appear.swift`).
    static let geometryChange = #"""
    extension View {
        /// Runs `action` with what `transform` makes of the view's geometry (its size, its frame
        /// in a coordinate space): a figure runs it once, with the geometry the view is laid out
        /// with, and shows the view after it ran.
        func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                 action: @escaping (T) -> Void) -> some View {
            background(GeometryReader { proxy in
                EmptyView().onAppear { action(transform(proxy)) }
            })
        }
        /// Runs `action` with the old and new values of what `transform` makes of the view's
        /// geometry: a figure runs it once, when the view appears, with the geometry it is laid
        /// out with as both (the initial value stands for the old one, as SwiftUI passes it).
        func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                 action: @escaping (T, T) -> Void) -> some View {
            background(GeometryReader { proxy in
                EmptyView().onAppear {
                    let value = transform(proxy)
                    action(value, value)
                }
            })
        }
    }
    """#
}
