extension Prelude {
    /// UIKit's haptic feedback generators, which SwiftUI controls' actions call
    /// (`UIImpactFeedbackGenerator(style: .light).impactOccurred()` in a slider's `onChange`):
    /// a figure has no device to tap, so they do nothing, as on a Mac or the simulator.
    static let uiKitFeedback = #"""
    /// A haptic tap, as UIKit's `UIImpactFeedbackGenerator`; a figure feels nothing.
    final class UIImpactFeedbackGenerator {
        /// How heavy the tap is.
        enum FeedbackStyle { case light, medium, heavy, soft, rigid }
        /// The generator's style.
        let style: FeedbackStyle
        /// A generator of `style` taps (medium by default).
        init(style: FeedbackStyle = .medium) { self.style = style }
        /// Readies the engine (nothing to ready).
        func prepare() {}
        /// Taps (nothing happens).
        func impactOccurred() {}
        /// Taps at `intensity` from 0 to 1 (nothing happens).
        func impactOccurred(intensity: CGFloat) {}
    }

    /// A haptic success, warning or error, as UIKit's `UINotificationFeedbackGenerator`.
    final class UINotificationFeedbackGenerator {
        /// What the feedback tells.
        enum FeedbackType { case success, warning, error }
        /// A generator.
        init() {}
        /// Readies the engine (nothing to ready).
        func prepare() {}
        /// Gives the feedback of `notificationType` (nothing happens).
        func notificationOccurred(_ notificationType: FeedbackType) {}
    }

    /// A haptic tick for a changed selection, as UIKit's `UISelectionFeedbackGenerator`.
    final class UISelectionFeedbackGenerator {
        /// A generator.
        init() {}
        /// Readies the engine (nothing to ready).
        func prepare() {}
        /// Ticks (nothing happens).
        func selectionChanged() {}
    }
    """#
}
