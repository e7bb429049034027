import Canvas
import Foundation
import Geometry
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
    /// metadata, so a front end that does not animate shows the first frame; a live view (where
    /// no widgets can be shown) its figure.
    /// - Throws: the renderer's error when the PNG cannot be made (the cell then fails) or the
    ///   rendering is stopped by the thread's `ResourceContext` (an interrupt, the memory limit).
    func bundle(for value: DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(let figure): return try bundle(for: Drawing.figure(figure))
        case .animation(let animation): return try bundle(for: Drawing.animation(animation))
        case .live(let view): return try bundle(for: Drawing.figure(view.figure))
        }
    }

    /// The bundle for a still figure (a live view's, redrawn after each change).
    /// - Throws: the renderer's error when the PNG cannot be made.
    func bundle(for figure: Figure) throws -> MimeBundle {
        try bundle(for: Drawing.figure(figure))
    }

    /// The bundle for one frame of an animated change to a live view: the PNG alone (a frame is
    /// on screen for a thirtieth of a second; the final figure brings the SVG).
    func frameBundle(for figure: Figure) throws -> MimeBundle {
        MimeBundle(
            data: ["image/png": .string(Data(try renderer.png(figure)).base64EncodedString()), "text/plain": .string(figure.description)],
            metadata: Self.pngMetadata(figure.displayList.size))
    }

    /// The bundle of a figure or an animation: PNG (base64), SVG and description.
    private func bundle(for drawing: Drawing) throws -> MimeBundle {
        let png = try drawing.png(renderer: renderer)
        return MimeBundle(
            data: [
                "image/png": .string(Data(png).base64EncodedString()),
                "image/svg+xml": .string(try drawing.svg(renderer: renderer)),
                "text/plain": .string(drawing.description),
            ],
            metadata: Self.pngMetadata(drawing.firstFrame.displayList.size))
    }

    /// The PNG's size in points (so a scale-2 PNG shows crisp at its point size) and the light
    /// page it is drawn for.
    private static func pngMetadata(_ size: Size) -> JSONObject {
        ["image/png": ["width": .double(size.width), "height": .double(size.height), "needs_background": "light"]]
    }
}
