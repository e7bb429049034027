extension Prelude {
    /// What drawing code pasted from apps uses beside the drawing surface (docs/real-code.md):
    /// asset-catalog colours, `addPath(_:transform:)`, `scaleEffect(CGSize)`,
    /// `preferredColorScheme`, gauge styles.
    static let pastedCode = #"""
    /// A bundle of resources, as Foundation's `Bundle`: a cell has none (`Bundle.main` is empty).
    final class Bundle {
        /// The cell's bundle; it holds no resources.
        static let main = Bundle()
    }

    /// The asset-catalog colour names already reported missing (each is reported once).
    var _missingColorNames: Set<String> = []

    extension Color {
        /// A colour from an asset catalog, as `Color("AccentGreen")`: a cell has no asset catalog,
        /// so the colour is clear and stderr says so once per name, as SwiftUI logs a missing
        /// colour. Declare it instead: `let accentGreen = Color(red: 0.2, green: 0.7, blue: 0.4)`.
        init(_ name: String, bundle: Bundle? = nil) {
            if !_missingColorNames.contains(name) {
                _missingColorNames.insert(name)
                fputs("No color named '\(name)' found in asset catalog for main bundle (drawn clear)\n", stderr)
            }
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }

    extension Path {
        /// Appends `path` moved by `transform`.
        mutating func addPath(_ path: Path, transform: CGAffineTransform) {
            addPath(path.applying(transform))
        }
    }

    extension View {
        /// Scales the view by `scale.width` across and `scale.height` down about `anchor`.
        func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
            scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
        }
    }
    """#
}
