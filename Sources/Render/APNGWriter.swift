/// Assembles an animated PNG (APNG) from still PNGs that libpng wrote, one per distinct frame.
///
/// APNG (https://wiki.mozilla.org/APNG_Specification) adds three chunks to a still PNG: `acTL`
/// (frame and loop count) before the first `IDAT`, and for each frame an `fcTL` (its region,
/// delay and how it is composed) followed by its image data: the default image's `IDAT` for the
/// first frame, and for the others `fdAT` chunks, which are `IDAT` data behind a sequence number.
/// Every `fcTL` and `fdAT` carries one shared, increasing sequence number.
///
/// The compressed data is libpng's: each frame is encoded as a still PNG with the same header
/// (size, bit depth, colour type), and its `IDAT` data is copied into the animation unchanged. So
/// the first frame is also what a viewer without APNG support shows, and any frame can be
/// rebuilt as a standalone PNG from its `fdAT` data (the tests do exactly that).
///
/// Each frame covers the whole canvas and replaces it (`APNG_DISPOSE_OP_NONE`,
/// `APNG_BLEND_OP_SOURCE`), so no frame depends on the one before. Consecutive steps that show the
/// same frame are written once with a longer delay.
enum APNGWriter {
    /// The animated PNG for `stills` shown in `sequence` order, one step lasting
    /// `1 / framesPerSecond` seconds, looping forever.
    ///
    /// - Parameters:
    ///   - stills: PNG files with identical `IHDR` chunks, one per distinct frame.
    ///   - sequence: the still shown at each step (indices into `stills`).
    ///   - framesPerSecond: steps per second, 1…65535 (the delay's denominator).
    /// - Throws: `RenderError` when a still is not a PNG, the headers differ, or the counts are out of range.
    static func animation(stills: [[UInt8]], sequence: [Int], framesPerSecond: Int) throws(RenderError) -> [UInt8] {
        guard !stills.isEmpty, !sequence.isEmpty, sequence.allSatisfy({ stills.indices.contains($0) }) else {
            throw RenderError("an animated PNG needs at least one frame, and every step must name one")
        }
        guard (1...Int(UInt16.max)).contains(framesPerSecond) else {
            throw RenderError("an animated PNG's frame rate must be in 1…65535, not \(framesPerSecond)")
        }
        let parsed = try stills.map { png throws(RenderError) in try PNGChunk.chunks(in: png) }
        guard let header = parsed[0].first, header.type == "IHDR", header.data.count == 13 else {
            throw RenderError("a frame PNG does not start with its IHDR chunk")
        }
        for chunks in parsed.dropFirst() where chunks.first != header {
            throw RenderError("the frames of an animated PNG must share one size and pixel format")
        }
        let imageData = parsed.map { chunks in chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }
        let runs = Self.runs(of: sequence)

        var output = PNGChunk.signature
        header.append(to: &output)
        var control: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(runs.count), to: &control)
        PNGChunk.appendUInt32(0, to: &control)  // num_plays 0: loop forever
        PNGChunk("acTL", control).append(to: &output)
        // Ancillary chunks of the first still (pHYs) keep their place before the image data.
        for chunk in parsed[0] where !["IHDR", "IDAT", "IEND"].contains(chunk.type) {
            chunk.append(to: &output)
        }
        var sequenceNumber: UInt32 = 0
        for (index, run) in runs.enumerated() {
            frameControl(sequenceNumber: sequenceNumber, header: header, delay: run.length,
                         framesPerSecond: framesPerSecond).append(to: &output)
            sequenceNumber += 1
            if index == 0 {
                // The default image is the first frame: its IDAT data as libpng wrote it.
                for chunk in parsed[run.still] where chunk.type == "IDAT" { chunk.append(to: &output) }
            } else {
                var data: [UInt8] = []
                data.reserveCapacity(imageData[run.still].count + 4)
                PNGChunk.appendUInt32(sequenceNumber, to: &data)
                data += imageData[run.still]
                PNGChunk("fdAT", data).append(to: &output)
                sequenceNumber += 1
            }
        }
        PNGChunk("IEND", []).append(to: &output)
        return output
    }

    /// Consecutive equal entries of `sequence` as (still, how many steps).
    static func runs(of sequence: [Int]) -> [(still: Int, length: Int)] {
        var runs: [(still: Int, length: Int)] = []
        for still in sequence {
            if let last = runs.last, last.still == still, last.length < Int(UInt16.max) {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((still, 1))
            }
        }
        return runs
    }

    /// An `fcTL` chunk for a full-canvas frame shown for `delay / framesPerSecond` seconds.
    private static func frameControl(sequenceNumber: UInt32, header: PNGChunk, delay: Int, framesPerSecond: Int) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(sequenceNumber, to: &data)
        data += header.data[0..<8]  // width and height, as in IHDR
        PNGChunk.appendUInt32(0, to: &data)  // x_offset
        PNGChunk.appendUInt32(0, to: &data)  // y_offset
        PNGChunk.appendUInt16(UInt16(delay), to: &data)
        PNGChunk.appendUInt16(UInt16(framesPerSecond), to: &data)
        data.append(0)  // dispose_op: APNG_DISPOSE_OP_NONE
        data.append(0)  // blend_op: APNG_BLEND_OP_SOURCE (the frame replaces the canvas)
        return PNGChunk("fcTL", data)
    }
}
