/// How a line ends: SwiftUI's `CGLineCap`.
public enum LineCap: Hashable, Sendable { case butt, round, square }

/// How two segments meet: SwiftUI's `CGLineJoin`.
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

/// The characteristics of a stroke: SwiftUI's `StrokeStyle`, with its defaults.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
