extension Prelude {
    /// SwiftUI's first spellings that older drawing code still uses: `navigationBarTitle(_:displayMode:)`
    /// (today `navigationTitle`) and `Animation.interpolatingSpring(stiffness:damping:)`.
    static let legacyModifiers = #"""
    extension View {
        /// The title the enclosing navigation view shows (SwiftUI's first spelling of `navigationTitle`).
        func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
            navigationTitle(title._string)
        }
        /// The title the enclosing navigation view shows (SwiftUI's first spelling of `navigationTitle`).
        func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
            navigationTitle(title)
        }
    }

    extension Animation {
        /// A spring of `stiffness` and `damping`, played here as easeOut over the time its swing
        /// takes to settle to a fiftieth (the overshoot is not played).
        static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
            let decay = damping / (2 * max(mass, 0.001))
            let settle = decay > 0 ? 3.9 / decay : 1
            return Animation(_curve: .easeOut, _duration: min(max(settle, 0.1), 10))
        }
    }
    """#
}
