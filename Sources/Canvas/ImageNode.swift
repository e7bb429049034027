import Geometry

/// An image view: its pixel size in points (as SwiftUI shows an image at its point size), or,
/// once `.resizable()`, whatever it is offered (the pixel size where a proposal is nil).
final class ImageNode: LayoutNode {
    let pixels: ImagePixels
    let resizable: Bool

    init(pixels: ImagePixels, resizable: Bool) {
        self.pixels = pixels
        self.resizable = resizable
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let natural = Size(width: Double(pixels.width), height: Double(pixels.height))
        guard resizable else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        try context.image(pixels, in: rect)
    }
}
