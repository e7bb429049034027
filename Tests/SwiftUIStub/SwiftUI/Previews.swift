// Declarations-only stub of SwiftUI's preview types. `#Preview { … }` is a macro swiftc on Linux
// cannot expand; the harness rewrites it to a PreviewProvider (docs/differential.md).

/// A type that produces view previews in Xcode.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// A size constraint for a preview.
public enum PreviewLayout {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { fatalError() }
    public init(stringLiteral: String) { fatalError() }
}
