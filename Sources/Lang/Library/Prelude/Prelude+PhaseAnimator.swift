extension Prelude {
    /// iOS 17's `.phaseAnimator(_:content:animation:)` and `.phaseAnimator(_:trigger:content:animation:)`,
    /// which cycle a view through phases (a heart's dashes marching round it): a still figure shows
    /// the view in its first phase, as SwiftUI draws it before the first animation starts. The
    /// content closure gets the view itself where SwiftUI passes a `PlaceholderContentView` of it.
    static let phaseAnimator = #"""
    extension View {
        /// The view changed by `content` for each of `phases` in turn, animated by `animation`: a
        /// figure shows the first phase (the view as it is when there are none).
        func phaseAnimator<Phase: Equatable, Content: View>(_ phases: [Phase],
                                                            @ViewBuilder content: @escaping (Self, Phase) -> Content,
                                                            animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
            _FirstPhase(view: self, phases: phases, content: content)
        }
        /// The view changed by `content` for each of `phases` when `trigger` changes: a figure
        /// shows the first phase, as the view rests in it until the trigger changes.
        func phaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>(_ phases: [Phase], trigger: Trigger,
                                                                               @ViewBuilder content: @escaping (Self, Phase) -> Content,
                                                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
            _FirstPhase(view: self, phases: phases, content: content)
        }
    }

    /// A view in the first of its phases (itself when it has none).
    struct _FirstPhase<Base: View, Phase, Content: View>: View {
        var view: Base
        var phases: [Phase]
        var content: (Base, Phase) -> Content
        var body: some View {
            if let first = phases.first { content(view, first) } else { view }
        }
    }
    """#
}
