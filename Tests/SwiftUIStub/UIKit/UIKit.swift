// Declarations-only stub of the UIKit names Shapebook provides. On iOS, `import SwiftUI`
// re-exports UIKit, which is how SwiftUI code reaches these without importing UIKit.
// Only type-checked, never run. Signatures follow Apple's UIKit documentation.
@_exported import CoreGraphics

/// The inset distances for views (left and right, where SwiftUI says leading and trailing).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

extension CGRect {
    /// The rectangle shrunk by the insets (UIKit's extension of CGRect).
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// An object that stores color data.
open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

/// An object that manages image data.
open class UIImage: @unchecked Sendable {
    public init?(named name: String) {}
    public init?(contentsOfFile path: String) {}
    public init?(systemName name: String) {}
    open var size: CGSize { fatalError() }
}
