import Canvas

/// A gradient's colour stops, normalised once so that PNG and SVG read the same ramp.
///
/// Stops are sorted by location (stably, so equal locations keep their order and make a hard
/// edge) and locations clamped into 0…1. Colours are interpolated in sRGB, as SVG 1.1 and
/// librsvg do; before the first stop the first colour holds, after the last the last (SVG's
/// `spreadMethod="pad"`).
struct GradientRamp: Hashable, Sendable {
    /// The normalised stops, in order; never empty.
    let stops: [GradientStop]
    private let colors: [PremultipliedColor]
    private let locations: [Float]

    /// Normalises `stops`; an empty list becomes a single clear stop.
    init(_ stops: [GradientStop]) {
        let sorted = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { GradientStop(color: $0.element.color, location: $0.element.location.clampedToUnit) }
        self.stops = sorted.isEmpty ? [GradientStop(color: .clear, location: 0)] : sorted
        colors = self.stops.map { PremultipliedColor($0.color) }
        locations = self.stops.map { Float($0.location) }
    }

    /// The ramp with every location mapped through `transform` and then re-normalised.
    func mappingLocations(_ transform: (Double) -> Double) -> GradientRamp {
        GradientRamp(stops.map { GradientStop(color: $0.color, location: transform($0.location)) })
    }

    /// The last stop's colour: what SVG paints when a gradient has no extent.
    var lastColor: PremultipliedColor { colors[colors.count - 1] }

    /// The premultiplied colour at parameter `t` (0 at the first stop's location's origin).
    @inline(__always)
    func color(at t: Float) -> PremultipliedColor {
        if !(t > locations[0]) { return colors[0] }
        let last = locations.count - 1
        if t >= locations[last] { return colors[last] }
        var index = 1
        while locations[index] < t { index += 1 }
        let (l0, l1) = (locations[index - 1], locations[index])
        guard l1 > l0 else { return colors[index] }
        return colors[index - 1].mixed(with: colors[index], (t - l0) / (l1 - l0))
    }
}
