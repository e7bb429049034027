import Foundation
import Geometry

/// How a `Gauge` is drawn (`.gaugeStyle(_:)`): iOS's linear capacity bar, or one of the
/// accessory styles widgets use.
public enum GaugeStyle: String, Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

// The accessory styles as a lock-screen widget draws them in the light appearance: a 58-point
// circle (the accessory circular family's gauge) with a 6-point ring, round caps; the open ring
// leaves a quarter turn at the bottom for the minimum and maximum labels; the capacity ring starts
// at the top and runs clockwise in the accent colour. A tint (`.tint(_:)`, `CircularGaugeStyle(tint:)`)
// paints what the accent paints, and the open ring, which is grey without one. Apple publishes no
// metrics for these styles: the sizes are read off iOS 17 previews and are estimates (docs/canvas.md).
extension Control {
    /// The gauge's diameter in the circular styles.
    static let circularGaugeDiameter = 58.0
    /// The ring's width in the circular styles.
    static let gaugeRingWidth = 6.0

    /// A gauge at `fraction` (0…1) of its range in an accessory `style`, in `tint` when one is set;
    /// the capacity styles fill in `accent` without one.
    static func gauge(_ style: GaugeStyle, fraction: Double, label: View?, currentValueLabel: View?,
                      minimumLabel: View?, maximumLabel: View?, tint: ShapeStyle? = nil, accent: ShapeStyle = .color(.accent)) -> View {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let centre = (currentValueLabel ?? label ?? .empty).font(.system(size: 15, weight: .medium))
        switch style {
        case .accessoryCircularCapacity:
            let ring = View.zStack(children: [
                ringArc(from: 0, to: 1).stroke(.color(.uiKitColor("systemFill")), style: ringStroke),
                ringArc(from: 0, to: fraction).stroke(tint ?? accent, style: ringStroke),
            ])
            return View.zStack(children: [ring, centre]).frame(width: circularGaugeDiameter, height: circularGaugeDiameter)
        case .accessoryCircular:
            // 270° from the bottom left round over the top to the bottom right.
            let start = 0.375, sweep = 0.75
            let marker = AnyShape(name: "gauge marker") { rect in
                let radius = (min(rect.width, rect.height) - gaugeRingWidth) / 2
                let turn = (start + sweep * fraction) * 2 * .pi
                let point = Point(x: rect.midX + radius * cos(turn), y: rect.midY + radius * sin(turn))
                return Path(ellipseIn: Rect(x: point.x - 5, y: point.y - 5, width: 10, height: 10))
            }
            var layers: [View] = [
                ringArc(from: start, to: start + sweep, clockwiseFromTop: false).stroke(tint ?? .color(.uiKitColor("systemFill")), style: ringStroke),
                marker.fill(.color(.white)),
                marker.stroke(.color(.uiKitColor("label")), lineWidth: 2),
                centre,
            ]
            if minimumLabel != nil || maximumLabel != nil {
                layers.append(View.hStack(children: [minimumLabel ?? .empty, .spacer(), maximumLabel ?? .empty])
                    .font(.system(size: 10)).frame(maxHeight: .infinity, alignment: .bottom))
            } else if let label, currentValueLabel != nil {
                // Without value labels the opening at the bottom shows the gauge's label
                // (Apple's documentation of the style); without a current value it is the centre.
                layers.append(label.font(.system(size: 10)).frame(maxHeight: .infinity, alignment: .bottom))
            }
            return View.zStack(children: layers).frame(width: circularGaugeDiameter, height: circularGaugeDiameter)
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            let track: View
            if style == .accessoryLinear {
                let marker = AnyShape(name: "gauge marker") { rect in
                    let x = rect.minX + 4 + (rect.width - 8) * fraction
                    return Path(ellipseIn: Rect(x: x - 4, y: rect.midY - 4, width: 8, height: 8))
                }
                track = View.zStack(children: [
                    AnyShape.capsule().fill(tint ?? .color(.uiKitColor("systemFill"))).frame(height: 4),
                    marker.fill(.color(.white)), marker.stroke(.color(.uiKitColor("label")), lineWidth: 1.5),
                ]).frame(height: 8)
            } else {
                track = bar(fraction: fraction, height: 4, tint: tint ?? accent)
            }
            // An iOS preview of `.accessoryLinear` leaves out the label, and the current value too
            // when the ends have labels (Big Mountain Studio's SwiftUI Views Mastery, Gauge).
            let accessory = style == .accessoryLinear
            let valueShown = !accessory || (minimumLabel == nil && maximumLabel == nil)
            var rows: [View] = []
            if let label, !accessory { rows.append(label.font(.caption)) }
            rows.append(.hStack(spacing: 4, children: [minimumLabel ?? .empty, track, maximumLabel ?? .empty]))
            if let currentValueLabel, valueShown { rows.append(currentValueLabel.font(.caption).foregroundStyle(.color(.secondary))) }
            return .vStack(alignment: .leading, spacing: 3, children: rows)
        }
    }

    /// A gradient laid along the capacity ring, a turn clockwise from the top, begun as far before
    /// the top as the round cap at the ring's start reaches (`asin` of half the pen over the
    /// ring's radius), with the stops moved after that lead: the cap takes the first colour, where
    /// a turn begun at the top would wrap round and paint it in the last.
    public static func capacityRingGradient(_ gradient: Gradient) -> ShapeStyle {
        let cap = asin((gaugeRingWidth / 2) / ((circularGaugeDiameter - gaugeRingWidth) / 2))
        let lead = cap / (2 * .pi)
        let stops = gradient.stops.map { GradientStop(color: $0.color, location: lead + (1 - lead) * $0.location) }
        return .angularGradient(Gradient(stops: stops), center: .center, startAngle: .radians(-.pi / 2 - cap),
                                endAngle: .radians(1.5 * .pi - cap))
    }

    /// The ring's pen: 6 points with round caps.
    static var ringStroke: StrokeStyle { StrokeStyle(lineWidth: gaugeRingWidth, lineCap: .round) }

    /// An arc of the ring inset by half its pen, from `start` to `end` turns: turns from the top,
    /// clockwise, or (`clockwiseFromTop` false) from the +x axis, clockwise on the screen.
    static func ringArc(from start: Double, to end: Double, clockwiseFromTop: Bool = true) -> AnyShape {
        AnyShape(name: "gauge ring") { rect in
            let radius = (min(rect.width, rect.height) - gaugeRingWidth) / 2
            let offset = clockwiseFromTop ? -0.25 : 0
            var path = Path()
            guard end > start else { return path }
            path.addArc(center: Point(x: rect.midX, y: rect.midY), radius: radius, startAngle: .radians((start + offset) * 2 * .pi),
                        endAngle: .radians((end + offset) * 2 * .pi), clockwise: false)
            return path
        }
    }
}
