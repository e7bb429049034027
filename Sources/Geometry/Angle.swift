/// An angle, stored in radians, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle(radians: 0)

    public var degrees: Double { radians * 180 / .pi }

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
