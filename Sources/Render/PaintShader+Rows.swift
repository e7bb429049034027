import Geometry

extension PaintShader {
    /// The premultiplied words of `count` pixels from (`x`, `y`) rightwards into `words`: exactly
    /// what `word(x:y:)` gives for each, but with the paint's kind decided once per row instead
    /// of once per pixel, and the table read without bounds checks (a radial gradient disc of a
    /// notebook figure is a quarter of a million pixels).
    func words(x: Int, y: Int, count: Int, into words: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard paintInverse == nil, !lookupTable.isEmpty else {
            for i in 0..<count { words[i] = word(x: x + i, y: y) }
            return
        }
        let py = (Double(y) + 0.5) * inverseScale
        let last = lookupTable.count - 1, scaleToIndex = Double(last)
        lookupTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            @inline(__always) func lookup(_ t: Double) -> UInt32 {
                guard t > 0 else { return table[0] }
                return table[t >= 1 ? last : Int(t * scaleToIndex + 0.5)]
            }
            switch kind {
            case .linear(let origin, let direction):
                let along = (py - origin.y) * direction.y
                for i in 0..<count {
                    let px = (Double(x + i) + 0.5) * inverseScale
                    words[i] = lookup((px - origin.x) * direction.x + along)
                }
            case .radial(let center, let radius):
                // Two passes: the table indices first (a loop of plain arithmetic the compiler
                // can vectorize), then the lookups in place.
                let dy = center.y - py, dy2 = dy * dy, inverseRadius = 1 / radius
                for i in 0..<count {
                    let dx = center.x - (Double(x + i) + 0.5) * inverseScale
                    let t = (dx * dx + dy2).squareRoot() * inverseRadius
                    // NaN (a non-finite centre) reads as 0, as `word(x:y:)`'s `t > 0` test does.
                    let clamped = t > 0 ? (t < 1 ? t : 1) : 0
                    words[i] = UInt32(truncatingIfNeeded: Int(clamped * scaleToIndex + 0.5))
                }
                for i in 0..<count { words[i] = table[Int(words[i])] }
            default:
                for i in 0..<count { words[i] = word(x: x + i, y: y) }
            }
        }
    }
}
