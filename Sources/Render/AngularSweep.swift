/// Where a direction falls on an angular gradient's ramp, as SwiftUI documents `AngularGradient`.
///
/// SwiftUI: "If `endAngle - startAngle > 2π`, the gradient only draws the last complete turn. If
/// `endAngle - startAngle < 2π`, the gradient fills the missing area with the colors defined by
/// gradient locations one and zero, transitioning between the two halfway across the missing
/// area." A negative sweep (`endAngle < startAngle`, or a gradient seen in a mirror) runs the
/// other way round: the same rule with angles measured anticlockwise. The rasterizer
/// (`PaintShader`) and the wedge fans of the SVG and PDF writers (`AngularWedgeFan`) share it, so
/// all three draw the same colours.
struct AngularSweep: Sendable {
    /// The start angle, radians clockwise from 3 o'clock.
    let startAngle: Double
    /// `endAngle - startAngle`: negative runs anticlockwise.
    let sweep: Double

    /// 1 for a clockwise sweep, -1 for an anticlockwise one.
    var direction: Double { sweep < 0 ? -1 : 1 }

    /// The ramp parameter (0…1) in the direction `angle` (radians clockwise from 3 o'clock).
    @inline(__always)
    func parameter(atAngle angle: Double) -> Double {
        Self.parameter(past: (angle - startAngle) * direction, magnitude: abs(sweep))
    }

    /// The ramp parameter (0…1) `past` radians beyond the start angle in the sweep's direction,
    /// for a sweep of `magnitude` radians (positive).
    @inline(__always)
    static func parameter(past: Double, magnitude: Double) -> Double {
        let turn = 2 * Double.pi
        var angle = past - turn * (past / turn).rounded(.down)
        if magnitude >= turn {
            // Only the last complete turn shows: it runs from `magnitude - 2π` to `magnitude`.
            let lastTurn = magnitude - turn
            angle -= lastTurn - turn * (lastTurn / turn).rounded(.down)
            angle -= turn * (angle / turn).rounded(.down)
            return (lastTurn + angle) / magnitude
        }
        if angle <= magnitude { return angle / magnitude }
        // The missing area: the end colour for its first half, then the start colour.
        return angle - magnitude < (turn - magnitude) / 2 ? 1 : 0
    }
}
