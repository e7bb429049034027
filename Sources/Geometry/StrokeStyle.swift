/// How a line ends: SwiftUI's `CGLineCap`.
public enum LineCap: Hashable, Sendable { case butt, round, square }

/// How two segments meet: SwiftUI's `CGLineJoin`.
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

/// The characteristics of a stroke: SwiftUI's `StrokeStyle`, with its defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width; not positive and finite → nothing is drawn.
    public var lineWidth: Double
    /// How open subpaths and dashes end.
    public var lineCap: LineCap
    /// How segments meet.
    public var lineJoin: LineJoin
    /// Miter joins longer than this × the line width become bevels.
    public var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// A stroke style with SwiftUI's defaults for anything not given.
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
