import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Animations with known frames, and readers for what the APNG and SVG writers produce.
enum AnimationFixtures {
    /// A square sliding right and turning from red to blue, `count` frames of 60×40 points at
    /// scale 2, shown there and back (0, 1, …, count−1, …, 1).
    static func slidingSquare(count: Int = 5, background: RGBA = .clear) throws -> AnimatedFigure {
        let frames = (0..<count).map { index -> Figure in
            let t = Double(index) / Double(count - 1)
            let square = Path(Rect(x: 5 + 30 * t, y: 8, width: 20, height: 20))
            let color = RGBA(red: 1 - t, green: 0.2, blue: t, alpha: 1 - 0.5 * t)
            return TestShapes.figure(60, 40, scale: 2, background: background, [
                .fill(path: square, paint: .solid(color), rule: .nonZero),
                .stroke(path: square, paint: .solid(.black), style: StrokeStyle(lineWidth: 1 + 2 * t)),
            ])
        }
        let sequence = Array(0..<count) + (1..<count - 1).reversed()
        return try AnimatedFigure(frames: frames, sequence: sequence, framesPerSecond: 10, returnsToStart: true,
                                  description: "sliding square")
    }

    /// A circle that becomes a triangle: the path commands change, so the SVG switches frames.
    static func circleThenTriangle() throws -> AnimatedFigure {
        let circle = Path(ellipseIn: Rect(x: 10, y: 5, width: 30, height: 30))
        let triangle = Path { path in
            path.addLines([Point(x: 25, y: 5), Point(x: 45, y: 35), Point(x: 5, y: 35)])
            path.closeSubpath()
        }
        let frames = [circle, triangle].map { shape in
            TestShapes.figure(50, 40, scale: 2, [.fill(path: shape, paint: .solid(RGBA(red: 0.1, green: 0.5, blue: 0.9)), rule: .nonZero)])
        }
        return try AnimatedFigure(frames: frames, sequence: [0, 0, 1, 1, 1], framesPerSecond: 5, description: "switch")
    }
}

/// The chunks of an APNG, read field by field.
struct APNGReading {
    struct FrameControl: Equatable {
        var sequenceNumber: UInt32
        var width: UInt32, height: UInt32, xOffset: UInt32, yOffset: UInt32
        var delayNumerator: UInt16, delayDenominator: UInt16
        var disposeOp: UInt8, blendOp: UInt8
    }

    /// Every chunk in order (their CRCs checked by `PNGChunk.chunks`).
    let chunks: [PNGChunk]

    init(_ png: [UInt8]) throws {
        chunks = try PNGChunk.chunks(in: png)
    }

    var types: [String] { chunks.map(\.type) }
    var header: PNGChunk? { chunks.first { $0.type == "IHDR" } }

    /// acTL's num_frames and num_plays.
    var animationControl: (frames: UInt32, plays: UInt32)? {
        guard let chunk = chunks.first(where: { $0.type == "acTL" }), chunk.data.count == 8 else { return nil }
        return (PNGChunk.readUInt32(chunk.data, at: 0), PNGChunk.readUInt32(chunk.data, at: 4))
    }

    var frameControls: [FrameControl] {
        chunks.filter { $0.type == "fcTL" && $0.data.count == 26 }.map { chunk in
            let d = chunk.data
            return FrameControl(sequenceNumber: PNGChunk.readUInt32(d, at: 0), width: PNGChunk.readUInt32(d, at: 4),
                                height: PNGChunk.readUInt32(d, at: 8), xOffset: PNGChunk.readUInt32(d, at: 12),
                                yOffset: PNGChunk.readUInt32(d, at: 16),
                                delayNumerator: UInt16(d[20]) << 8 | UInt16(d[21]), delayDenominator: UInt16(d[22]) << 8 | UInt16(d[23]),
                                disposeOp: d[24], blendOp: d[25])
        }
    }

    /// Every sequence number (fcTL and fdAT), in file order.
    var sequenceNumbers: [UInt32] {
        chunks.filter { ($0.type == "fcTL" || $0.type == "fdAT") && $0.data.count >= 4 }.map { PNGChunk.readUInt32($0.data, at: 0) }
    }

    /// Each frame's compressed image data: the IDAT data for the first, fdAT data (minus its
    /// sequence number) for the others.
    var frameData: [[UInt8]] {
        var frames: [[UInt8]] = []
        var current: [UInt8]?
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                if let current { frames.append(current) }
                current = []
            case "IDAT": current?.append(contentsOf: chunk.data)
            case "fdAT": current?.append(contentsOf: chunk.data.dropFirst(4))
            default: break
            }
        }
        if let current { frames.append(current) }
        return frames
    }

    /// A standalone still PNG for frame `index`: the signature, the IHDR with the frame's region
    /// size, its data as IDAT, IEND.
    func standalonePNG(frame index: Int) -> [UInt8] {
        var output = PNGChunk.signature
        if var header, frameControls.indices.contains(index) {
            var size: [UInt8] = []
            PNGChunk.appendUInt32(frameControls[index].width, to: &size)
            PNGChunk.appendUInt32(frameControls[index].height, to: &size)
            header.data.replaceSubrange(0..<8, with: size)
            header.append(to: &output)
        }
        PNGChunk("IDAT", frameData[index]).append(to: &output)
        PNGChunk("IEND", []).append(to: &output)
        return output
    }

    /// The canvas (straight RGBA) a viewer holds after showing frames 0 through `index`: each
    /// frame's region decoded by libpng and copied over the canvas (`APNG_BLEND_OP_SOURCE`,
    /// `APNG_DISPOSE_OP_NONE`).
    func canvas(afterFrame index: Int) throws -> DecodedPNG {
        var canvas = try PNGDecoder.decode(standalonePNG(frame: 0))
        guard index > 0 else { return canvas }
        for frame in 1...index {
            let control = frameControls[frame]
            let region = try PNGDecoder.decode(standalonePNG(frame: frame))
            for row in 0..<region.height {
                let source = row * region.width * 4
                let target = ((Int(control.yOffset) + row) * canvas.width + Int(control.xOffset)) * 4
                canvas.samples.replaceSubrange(target..<target + region.width * 4,
                                               with: region.samples[source..<source + region.width * 4])
            }
        }
        return canvas
    }
}
