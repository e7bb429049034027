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
    /// Asked between the frames of an animation: true stops its rendering (the kernel's interrupt).
    var isCancelled: @Sendable () -> Bool = { false }

    /// The bundle for a figure.
    /// - Throws: the renderer's error when the PNG cannot be made (the cell then fails).
    func bundle(for figure: Figure) throws -> MimeBundle {
        let png = try renderer.png(figure)
        let size = figure.displayList.size
        return MimeBundle(
            data: [
                "image/png": .string(Data(png).base64EncodedString()),
                "image/svg+xml": .string(renderer.svg(figure)),
                "text/plain": .string(figure.description),
            ],
            metadata: [
                "image/png": [
                    "width": .double(size.width), "height": .double(size.height), "needs_background": "light",
                ]
            ])
    }

    /// The bundle for one frame of an animated change to a live view: the PNG alone (a frame is
    /// on screen for a thirtieth of a second; the final figure brings the SVG).
    func frameBundle(for figure: Figure) throws -> MimeBundle {
        let size = figure.displayList.size
        return MimeBundle(
            data: ["image/png": .string(Data(try renderer.png(figure)).base64EncodedString()), "text/plain": .string(figure.description)],
            metadata: [
                "image/png": ["width": .double(size.width), "height": .double(size.height), "needs_background": "light"]
            ])
    }

    /// The bundle for an animation: `image/png` is an animated PNG (APNG) and `image/svg+xml` an
    /// SVG animated with SMIL, with the same metadata as a still figure (front ends that do not
    /// animate show the first frame).
    /// - Throws: the renderer's error when the APNG cannot be made or its rendering is interrupted.
    func bundle(for animation: AnimatedFigure) throws -> MimeBundle {
        let png = try renderer.apng(animation, isCancelled: isCancelled)
        let size = animation.size
        return MimeBundle(
            data: [
                "image/png": .string(Data(png).base64EncodedString()),
                "image/svg+xml": .string(renderer.animatedSVG(animation)),
                "text/plain": .string(animation.description),
            ],
            metadata: [
                "image/png": [
                    "width": .double(size.width), "height": .double(size.height), "needs_background": "light",
                ]
            ])
    }

    /// The bundle for any displayable value: text stays text.
    func bundle(for value: DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(let figure): return try bundle(for: figure)
        case .animation(let animation): return try bundle(for: animation)
        case .live(let view): return try bundle(for: view.figure)
        }
    }
}
