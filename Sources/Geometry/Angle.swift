/// An angle, stored in radians, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `value` radians, as SwiftUI's `.radians(_:)`.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle of `value` degrees, as SwiftUI's `.degrees(_:)`.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }

    /// Orders angles by their value in radians (no wrapping).
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
