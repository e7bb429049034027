import Canvas
import Foundation
import Jupyter
import Language

/// Builds the MIME bundles a front end shows for a cell's values.
///
/// A figure becomes `image/png` (base64), `image/svg+xml` and `text/plain`, with PNG metadata
/// giving the size in points (so a scale-2 PNG shows crisp at its point size) and
/// `needs_background: light` (figures are transparent and drawn for a light page).
struct FigureBundle {
    let renderer: any FigureRendering

    /// The bundle for any displayable value: text stays text; a figure or an animation becomes
    /// its PNG (an animated PNG for an animation) and SVG (animated with SMIL) with the same
    /// metadata, so a front end that does not animate shows the first frame.
    /// - Throws: the renderer's error when the PNG cannot be made (the cell then fails) or the
    ///   rendering is stopped by the thread's `ResourceContext` (an interrupt, the memory limit).
    func bundle(for value: DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(let figure): return try bundle(for: Drawing.figure(figure))
        case .animation(let animation): return try bundle(for: Drawing.animation(animation))
        }
    }

    /// The bundle of a figure or an animation: PNG (base64), SVG and description.
    private func bundle(for drawing: Drawing) throws -> MimeBundle {
        let png = try drawing.png(renderer: renderer)
        let size = drawing.firstFrame.displayList.size
        return MimeBundle(
            data: [
                "image/png": .string(Data(png).base64EncodedString()),
                "image/svg+xml": .string(try drawing.svg(renderer: renderer)),
                "text/plain": .string(drawing.description),
            ],
            metadata: [
                "image/png": [
                    "width": .double(size.width), "height": .double(size.height), "needs_background": "light",
                ]
            ])
    }
}
