import Canvas
import Geometry

extension PDFWriter {
    /// The resource name of an image XObject of `pixels`: the colour samples, and the alpha
    /// samples as a soft mask when some pixel is not opaque. `interpolated` (`/Interpolate`) asks
    /// viewers for the smooth sampling the rasterizer does (bilinear) for an image a figure
    /// draws; the rasterizer's own pixels (a rasterized layer) are placed on the page's pixel
    /// grid and are not interpolated.
    mutating func imageXObject(_ pixels: ImagePixels, interpolated: Bool = true) -> String {
        let key = ImageKey(pixels: pixels, interpolated: interpolated)
        if let name = imageNames[key] { return name }
        let name = addResource("XObject", prefix: "Im", object: imageObject(pixels, interpolated: interpolated))
        imageNames[key] = name
        return name
    }

    /// Adds the image XObject of `pixels` (and its soft mask) and returns its object number.
    private mutating func imageObject(_ pixels: ImagePixels, interpolated: Bool) -> Int {
        var colors = [UInt8]()
        var alphas = [UInt8]()
        colors.reserveCapacity(pixels.width * pixels.height * 3)
        alphas.reserveCapacity(pixels.width * pixels.height)
        for index in stride(from: 0, to: pixels.samples.count, by: 4) {
            colors += pixels.samples[index..<index + 3]
            alphas.append(pixels.samples[index + 3])
        }
        let size = "/Width \(pixels.width) /Height \(pixels.height) /BitsPerComponent 8" + (interpolated ? " /Interpolate true" : "")
        var mask = ""
        if alphas.contains(where: { $0 != 255 }) {
            let maskImage = document.addStream("/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceGray", alphas)
            mask = " /SMask \(maskImage) 0 R"
        }
        return document.addStream("/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceRGB\(mask)", colors)
    }

    /// The resource name of a tiling pattern repeating `pixels` stretched over `tile` (an image
    /// paint), seen through `transform`; nil for an empty tile.
    ///
    /// A pattern's matrix maps into the default space of the content that uses it: the page's
    /// (y up, so the writer's flip is part of the matrix) or, inside a group's form or a mask's,
    /// the form's (already flipped).
    mutating func tilingPattern(_ pixels: ImagePixels, tile: Rect, transform: Transform?) -> String? {
        guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite else { return nil }
        let image = imageXObject(pixels)
        let flip = contents.count == 1 && !isWritingMask ? Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height) : .identity
        let placement = Transform(translationX: tile.minX, y: tile.minY)
            .concatenating(transform ?? .identity).concatenating(flip)
        let (w, h) = (number(tile.width), number(tile.height))
        let dictionary = "/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 \(w) \(h)] "
            + "/XStep \(w) /YStep \(h) /Matrix [\(Self.matrix(placement))] /Resources \(resourcesNumber) 0 R"
        return shared("Pattern", prefix: "P", key: dictionary + image) { document in
            document.addStream(dictionary, Array("q \(w) 0 0 -\(h) 0 \(h) cm /\(image) Do Q".utf8))
        }
    }
}

/// An image XObject's identity: its pixels, and whether viewers interpolate them.
struct ImageKey: Hashable {
    let pixels: ImagePixels
    let interpolated: Bool
}
