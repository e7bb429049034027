import Testing
@testable import Render

/// `Blitter.compositeSolidRun` composites a run of edge pixels four at a time; it must give,
/// bit for bit, what `compositeSolid` gives pixel by pixel at the folded coverage, and leave
/// the pixels its last group reaches past the run exactly as they were.
struct SolidRunTests {
    /// A deterministic generator of words and windings.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func premultiplied() -> UInt32 {
            let word = next(), alpha = word >> 24
            let r = (word & 0xFF) * alpha / 255, g = (word >> 8 & 0xFF) * alpha / 255, b = (word >> 16 & 0xFF) * alpha / 255
            return r | g << 8 | b << 16 | alpha << 24
        }
    }

    /// Windings at and around every rounding boundary of the 8-bit coverage, the two limits
    /// (0.5/255 and 254.5/255), negative windings, windings past ±1 and tiny ones.
    static let windings: [Float] = {
        var values: [Float] = [0, 1, -1, 2.5, -3, 1e-7, -1e-7, 0.5 / 255, 254.5 / 255, 1 - 1e-7]
        for level in 0...255 {
            let boundary = (Float(level) + 0.5) / 255
            values += [boundary, boundary.nextUp, boundary.nextDown, -boundary, Float(level) / 255]
        }
        return values
    }()

    @Test func runsMatchThePixelFormulaBitForBit() {
        var generator = Generator(state: 99)
        var mismatches = 0, untouchedChanged = 0
        for sourceIndex in 0..<8 {
            // Opaque, clear and translucent sources.
            let source = sourceIndex == 0 ? 0xFF33_6699 : sourceIndex == 1 ? 0 : generator.premultiplied()
            var offset = 0
            while offset < Self.windings.count {
                // Runs of every length 1…9, padded to the next four or not at all.
                let count = 1 + offset % 9
                let windings = (0..<count).map { Self.windings[(offset + $0) % Self.windings.count] }
                offset += count
                for padded in [false, true] {
                    let room = padded ? (count + 3) & ~3 : count
                    let original = (0..<room + 2).map { _ in generator.premultiplied() }
                    var pixels = original
                    var coverage = windings + [Float](repeating: 0.75, count: 4)
                    pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                        coverage.withUnsafeMutableBufferPointer { coverageBuffer in
                            guard let destination = pixelBuffer.baseAddress, let values = coverageBuffer.baseAddress else { return }
                            Blitter.compositeSolidRun(source, coverage: values, count: count, paddedCount: room, onto: destination)
                        }
                    }
                    for index in 0..<count {
                        var expected = original[index]
                        let k = CoverageMask.fold(windings[index], rule: .nonZero)
                        Blitter.compositeSolid(source, keep: 255 - (source >> 24), coverage: k, onto: &expected)
                        if pixels[index] != expected { mismatches += 1 }
                    }
                    for index in count..<pixels.count where pixels[index] != original[index] { untouchedChanged += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(untouchedChanged == 0)
    }

    @Test func foldedEvenOddCoverageIsTakenAsItIs() {
        // Coverage folded by the even-odd rule is already 0…1: folding it again changes nothing.
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 4)
        var coverage: [Float] = [0, 0.25, 0.5, 1, 0, 0, 0, 0]
        pixels.withUnsafeMutableBufferPointer { pixelBuffer in
            coverage.withUnsafeMutableBufferPointer { coverageBuffer in
                guard let destination = pixelBuffer.baseAddress, let values = coverageBuffer.baseAddress else { return }
                Blitter.compositeSolidRun(0xFF00_0000, coverage: values, count: 4, paddedCount: 4, onto: destination)
            }
        }
        // Black over white at 0, ¼, ½ and full coverage: 255, 191, 127 (rounded levels) and 0.
        #expect(pixels.map { $0 & 0xFF } == [255, 191, 127, 0])
        #expect(pixels.allSatisfy { $0 >> 24 == 255 })
    }
}
