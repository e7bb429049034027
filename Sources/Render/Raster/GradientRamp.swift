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
    /// The stops' colours with straight alpha, stored as `PremultipliedColor` fields for speed.
    private let straightColors: [PremultipliedColor]
    private let locations: [Float]

    /// Normalises `stops`; an empty list becomes a single clear stop.
    init(_ stops: [GradientStop]) {
        let sorted = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { GradientStop(color: $0.element.color, location: $0.element.location.clampedToUnit) }
        self.stops = sorted.isEmpty ? [GradientStop(color: .clear, location: 0)] : sorted
        straightColors = self.stops.map { stop in
            let c = stop.color
            return PremultipliedColor(red: Float(c.red.clampedToUnit), green: Float(c.green.clampedToUnit),
                                      blue: Float(c.blue.clampedToUnit), alpha: Float(c.alpha.clampedToUnit))
        }
        locations = self.stops.map { Float($0.location) }
    }

    /// The number of entries in `lookupTable`: neighbouring entries differ by at most 1/1023 of
    /// the ramp, so a looked-up colour is within half an 8-bit level of the exact one.
    static let lookupTableSize = 1024

    /// The ramp sampled at `lookupTableSize` evenly spaced parameters from 0 to 1, as
    /// premultiplied pixel words for the blitter.
    func makeLookupTable() -> [UInt32] {
        let last = Float(Self.lookupTableSize - 1)
        return (0..<Self.lookupTableSize).map { Blitter.word(color(at: Float($0) / last)) }
    }

    /// The ramp with every location mapped through `transform` and then re-normalised.
    func mappingLocations(_ transform: (Double) -> Double) -> GradientRamp {
        GradientRamp(stops.map { GradientStop(color: $0.color, location: transform($0.location)) })
    }

    /// The last stop's colour: what SVG paints when a gradient has no extent.
    var lastColor: PremultipliedColor { straightColors[straightColors.count - 1].premultiplied }

    /// The premultiplied colour at parameter `t` (0 at the first stop's location's origin).
    @inline(__always)
    func color(at t: Float) -> PremultipliedColor {
        if !(t > locations[0]) { return straightColors[0].premultiplied }
        let last = locations.count - 1
        if t >= locations[last] { return straightColors[last].premultiplied }
        var index = 1
        while locations[index] < t { index += 1 }
        let (l0, l1) = (locations[index - 1], locations[index])
        guard l1 > l0 else { return straightColors[index].premultiplied }
        return straightColors[index - 1].mixed(with: straightColors[index], (t - l0) / (l1 - l0)).premultiplied
    }
}
