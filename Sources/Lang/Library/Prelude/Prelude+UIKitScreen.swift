extension Prelude {
    /// UIKit's `UIScreen`, which SwiftUI code sizes views by (`UIScreen.main.bounds.width / 2`):
    /// the screen of the device an Xcode preview shows by default, an iPhone 15 (393×852 points
    /// at 3 pixels per point), the device `ScrollViewNode` measures a figure's scroll views by.
    static let uiKitScreen = #"""
    /// A screen, as UIKit's `UIScreen`; `UIScreen.main` is an iPhone 15's, a preview's default device.
    final class UIScreen {
        /// The main screen: 393×852 points at 3 pixels per point.
        static let main = UIScreen()
        /// The screen's rectangle in points, at the origin.
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        /// Pixels per point.
        let scale: CGFloat = 3
        /// The screen's rectangle in pixels.
        var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    }
    """#
}
