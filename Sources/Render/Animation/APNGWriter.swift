/// Assembles an animated PNG (APNG) from the image data of still PNGs.
///
/// APNG (https://wiki.mozilla.org/APNG_Specification) adds three chunks to a still PNG: `acTL`
/// (frame and loop count) before the first `IDAT`, and for each frame an `fcTL` (its region,
/// delay and how it is composed) followed by its image data: the default image's `IDAT` for the
/// first frame, and for the others `fdAT` chunks, which are `IDAT` data behind a sequence number.
/// Every `fcTL` and `fdAT` carries one shared, increasing sequence number.
///
/// The compressed data is the still encoder's (`PNGEncoder`, figure deflate): each frame (or the
/// region of it that changed, see `AnimationFrameEncoder`) is encoded as a still PNG in the
/// animation's pixel format, and its `IDAT` data is copied into the animation unchanged. So the first frame is also what a viewer
/// without APNG support shows, and any frame can be rebuilt as a standalone PNG from its `fdAT`
/// data (the tests do exactly that).
enum APNGWriter {
    /// One frame of the animation: the region it replaces, how long it shows, its image data.
    struct Frame {
        /// The region's left column and top row in the canvas.
        var x: Int, y: Int
        /// The region's size in pixels (the whole canvas for the first frame).
        var width: Int, height: Int
        /// How many steps of `1 / framesPerSecond` seconds the frame is shown.
        var delay: Int
        /// The zlib stream of the region's filtered rows (the concatenated `IDAT` data of a still
        /// PNG of exactly that region, in the animation's pixel format).
        var imageData: [UInt8]
    }

    /// The animated PNG of `frames`, looping forever.
    ///
    /// Each frame replaces its region of the canvas (`APNG_BLEND_OP_SOURCE`) and is left in
    /// place for the next (`APNG_DISPOSE_OP_NONE`); the first covers the whole canvas.
    ///
    /// - Parameters:
    ///   - header: the `IHDR` chunk of a still of the whole canvas (size and pixel format).
    ///   - ancillary: chunks to keep before the image data (`pHYs`).
    ///   - frames: the frames in order, the first at (0, 0) and the canvas's size.
    ///   - framesPerSecond: steps per second, 1…65535 (the delay's denominator).
    /// - Throws: `RenderError` when there is no frame, the first does not cover the canvas, a
    ///   region leaves the canvas, or a count is out of range.
    static func animation(header: PNGChunk, ancillary: [PNGChunk], frames: [Frame], framesPerSecond: Int) throws(RenderError) -> [UInt8] {
        guard header.type == "IHDR", header.data.count == 13 else { throw RenderError("an animated PNG needs an IHDR chunk") }
        let canvasWidth = Int(PNGChunk.readUInt32(header.data, at: 0)), canvasHeight = Int(PNGChunk.readUInt32(header.data, at: 4))
        guard let first = frames.first, first.x == 0, first.y == 0, first.width == canvasWidth, first.height == canvasHeight else {
            throw RenderError("an animated PNG's first frame must cover the whole canvas")
        }
        guard (1...Int(UInt16.max)).contains(framesPerSecond) else {
            throw RenderError("an animated PNG's frame rate must be in 1…65535, not \(framesPerSecond)")
        }
        for frame in frames {
            guard frame.width > 0, frame.height > 0, frame.x >= 0, frame.y >= 0, frame.x + frame.width <= canvasWidth,
                  frame.y + frame.height <= canvasHeight, (1...Int(UInt16.max)).contains(frame.delay) else {
                throw RenderError("an animated PNG frame must lie inside the canvas and last 1…65535 steps")
            }
        }
        var output = PNGChunk.signature
        header.append(to: &output)
        var control: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(frames.count), to: &control)
        PNGChunk.appendUInt32(0, to: &control)  // num_plays 0: loop forever
        PNGChunk("acTL", control).append(to: &output)
        for chunk in ancillary { chunk.append(to: &output) }
        var sequenceNumber: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            frameControl(frame, sequenceNumber: sequenceNumber, framesPerSecond: framesPerSecond).append(to: &output)
            sequenceNumber += 1
            if index == 0 {
                // The default image is the first frame.
                PNGChunk("IDAT", frame.imageData).append(to: &output)
            } else {
                var data: [UInt8] = []
                data.reserveCapacity(frame.imageData.count + 4)
                PNGChunk.appendUInt32(sequenceNumber, to: &data)
                data += frame.imageData
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

    /// An `fcTL` chunk for `frame`, shown for `delay / framesPerSecond` seconds.
    private static func frameControl(_ frame: Frame, sequenceNumber: UInt32, framesPerSecond: Int) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(sequenceNumber, to: &data)
        PNGChunk.appendUInt32(UInt32(frame.width), to: &data)
        PNGChunk.appendUInt32(UInt32(frame.height), to: &data)
        PNGChunk.appendUInt32(UInt32(frame.x), to: &data)
        PNGChunk.appendUInt32(UInt32(frame.y), to: &data)
        PNGChunk.appendUInt16(UInt16(frame.delay), to: &data)
        PNGChunk.appendUInt16(UInt16(framesPerSecond), to: &data)
        data.append(0)  // dispose_op: APNG_DISPOSE_OP_NONE (the frame stays for the next)
        data.append(0)  // blend_op: APNG_BLEND_OP_SOURCE (the frame replaces its region)
        return PNGChunk("fcTL", data)
    }
}
