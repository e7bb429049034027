/// Cuts a path into its dashes: the "on" stretches of `StrokeStyle.dash`, each an open subpath.
///
/// CoreGraphics' semantics: lengths alternate on, off, on …; an odd-length array is repeated to
/// make it even; `phase` shifts the pattern's start (a positive phase starts that far into the
/// pattern; it is taken modulo the pattern length, negative phases counting backwards); the
/// pattern restarts at each subpath. An array that is empty, has a negative or non-finite
/// entry, or sums to zero means a solid line. Zero-length "on" dashes become `Dashes.Dot`s: the
/// stroker draws them as a disc (round caps), a square turned along the path's direction at that
/// point (square caps, as CoreGraphics draws them), or nothing (butt caps).
struct Dasher: Equatable {
    /// The pattern, even-length, all entries ≥ 0, positive sum.
    let pattern: [Double]
    let phase: Double
    /// At most this many dashes are produced, so a tiny pattern on a long path stays bounded.
    static let maximumDashCount = 100_000

    /// A dasher for `style`, or nil when its dash array means a solid line.
    init?(style: StrokeStyle) {
        let dash = style.dash
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let even = dash.count % 2 == 0 ? dash : dash + dash
        let total = even.reduce(0, +)
        guard total > 0 else { return nil }
        pattern = even
        let rawPhase = style.dashPhase.isFinite ? style.dashPhase : 0
        var phase = rawPhase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        self.phase = phase
    }

    /// The dashes of `path`.
    ///
    /// Once the thread's `ResourceContext` is interrupted, it stops early with part of the
    /// dashes; the caller's next checkpoint then throws. (A dash on a curve thousands of points
    /// long is found by inverting arc length there: 100,000 of them took 15 s in a debug build.)
    func dashes(of path: Path) -> Dashes {
        let measure = PathMeasure(path)
        let resources = ResourceContext.current
        var result = Dashes()
        var budget = Dasher.maximumDashCount
        for index in measure.subpaths.indices {
            let (start, length) = measure.range(ofSubpath: index)
            var intervals = onIntervals(length: length, limit: budget)
            budget -= intervals.count
            // On a closed subpath a dash running over the start is one dash, as CoreGraphics
            // draws it: the last interval continues into the first.
            var wrapped: (Double, Double)?
            if measure.subpaths[index].isClosed, intervals.count > 1, let first = intervals.first,
               let last = intervals.last, first.0 == 0, last.1 == length, last.1 > last.0 {
                wrapped = last
                intervals.removeLast()
            }
            for (number, interval) in intervals.enumerated() {
                if number & 63 == 63, resources?.isInterruptRequested == true { return result }
                if number == 0, let wrapped {
                    appendDash(measure: measure, subpath: index, from: start + wrapped.0, to: start + wrapped.1, into: &result)
                    var continuation = Dashes()
                    appendDash(measure: measure, subpath: index, from: start + interval.0, to: start + interval.1, into: &continuation)
                    for element in continuation.path.elements.dropFirst() { result.path.append(element) }
                    result.dots += continuation.dots
                } else {
                    appendDash(measure: measure, subpath: index, from: start + interval.0, to: start + interval.1, into: &result)
                }
            }
        }
        return result
    }

    /// The "on" stretches along a subpath of `length`, as (from, to) arc lengths, at most `limit`.
    private func onIntervals(length: Double, limit: Int) -> [(Double, Double)] {
        // Walk the pattern from the phase: index in the pattern and what is left of that entry.
        var patternIndex = 0
        var remaining = pattern[0]
        var skip = phase
        while skip > 0 {
            if skip >= remaining {
                skip -= remaining
                patternIndex = (patternIndex + 1) % pattern.count
                remaining = pattern[patternIndex]
            } else {
                remaining -= skip
                skip = 0
            }
        }
        var intervals: [(Double, Double)] = []
        var position = 0.0
        while position <= length, intervals.count < limit {
            if patternIndex % 2 == 0 { intervals.append((position, min(position + remaining, length))) }
            if position + remaining > length { break }
            position += remaining
            patternIndex = (patternIndex + 1) % pattern.count
            remaining = pattern[patternIndex]
            // A zero-length off-dash at the very end would loop without advancing.
            if position == length && remaining == 0 && patternIndex % 2 == 1 { break }
        }
        return intervals
    }

    private func appendDash(measure: PathMeasure, subpath: Int, from a: Double, to b: Double, into result: inout Dashes) {
        if b > a {
            measure.appendPieces(from: a, to: b, only: subpath, into: &result.path)
        } else {
            // A zero-length dash has no extent but a direction: the path's there.
            let location = measure.location(atDistance: a, inSubpath: subpath)
            result.dots.append(Dashes.Dot(center: location.point, direction: location.direction ?? Point(x: 1, y: 0)))
        }
    }
}

/// What `Dasher` cuts a path into: the dashes of positive length, as open subpaths, and the
/// zero-length ones, each a point with the path's direction there.
struct Dashes: Equatable {
    /// A zero-length dash.
    struct Dot: Equatable {
        var center: Point
        /// The unit direction of travel along the path at `center`.
        var direction: Point
    }

    var path = Path()
    var dots: [Dot] = []
}
