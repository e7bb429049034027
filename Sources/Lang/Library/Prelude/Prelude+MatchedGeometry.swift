extension Prelude {
    /// `@Namespace` and `matchedGeometryEffect(id:in:)`, which animate a view from where its
    /// partner was (a segmented control's moving underline): a figure shows one state, in which
    /// each view is where its own layout puts it, so the effect leaves the view as it is.
    /// `@Namespace var name` is a property of type `Namespace.ID` (`PropertyWrapperRewrite`).
    static let matchedGeometry = #"""
    /// A namespace that matched-geometry effects pair views in.
    struct Namespace {
        /// The identity of a namespace.
        struct ID: Hashable {
            /// A new namespace's identity.
            init() {}
        }
        /// A new namespace.
        init() {}
        /// The namespace's identity.
        var wrappedValue: ID { ID() }
    }

    /// The parts of a view's geometry a matched-geometry effect copies.
    struct MatchedGeometryProperties {
        /// The parts' names.
        var _parts: [String]
        /// The view's position.
        static var position: MatchedGeometryProperties { MatchedGeometryProperties(_parts: ["position"]) }
        /// The view's size.
        static var size: MatchedGeometryProperties { MatchedGeometryProperties(_parts: ["size"]) }
        /// The view's position and size.
        static var frame: MatchedGeometryProperties { MatchedGeometryProperties(_parts: ["position", "size"]) }
    }

    extension View {
        /// The view, moving from where the view with the same `id` in `namespace` was when one
        /// replaces the other (a figure shows one state: the view where its layout puts it).
        func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                 properties: MatchedGeometryProperties = .frame,
                                                 anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    }
    """#
}
