extension Prelude {
    /// `.onGeometryChange(for:of:action:)` (iOS 16 and later): the view's geometry read by a
    /// `GeometryReader` behind it, whose content's `.onAppear` runs the action once the figure is
    /// laid out, before it is drawn, as a preview runs it when the view first appears
    /// (`ViewBridge+Appear.swift`). SwiftUI calls the action when the value changes, the first
    /// value included (so at first layout), the two-value action with the first value as both
    /// old and new, as `onChange(of:initial: true)` passes its initial value; a still figure has
    /// no later layout, so that first call is the only one. `T` is `Equatable`, as in SwiftUI.
    static let geometryChange = #"""
    extension View {
        /// Runs `action` with what `transform` makes of the view's geometry (its size, its frame
        /// in a coordinate space): a figure runs it once, with the geometry the view is laid out
        /// with, and shows the view after it ran.
        func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                            action: @escaping (T) -> Void) -> some View {
            background(GeometryReader { proxy in
                EmptyView().onAppear { action(transform(proxy)) }
            })
        }
        /// Runs `action` with the old and new values of what `transform` makes of the view's
        /// geometry: a figure runs it once, when the view appears, with the geometry it is laid
        /// out with as both (the initial value stands for the old one, as SwiftUI passes it).
        func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
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
