import Canvas
import Foundation
import Geometry
import Jupyter
import Render

/// Builds the MIME bundles a front end shows for a cell's values.
///
/// A figure becomes the formats its cell chose (`Canvas.formats`, `[.svg, .png]` unless set):
/// `image/svg+xml`, `image/png` (base64), `application/pdf` (base64), always with `text/plain`
/// (its description). The PNG's metadata gives its size in points (so a scale-2 PNG shows crisp
/// at its point size); the PNG's and the SVG's give the description as `alt` text (nbconvert's
/// classic template and Shapebook's own read it); `needs_background: light` marks a format that draws
/// dark ink on a transparent figure (`PageContrast`): per format, and at the top level for the
/// PNG, where JupyterLab reads it.
struct FigureBundle {
    let renderer: any FigureRendering

    /// The bundle for a still figure (a live view's, redrawn after each change).
    /// - Throws: the renderer's error when the PNG cannot be made.
    func bundle(for figure: Figure) throws -> MimeBundle {
        try bundle(for: Drawing.figure(figure))
    }

    /// The bundle for an animation (`animate(…)` in a Lang cell).
    /// - Throws: the renderer's error when its frames cannot be encoded.
    func bundle(for animation: AnimatedFigure) throws -> MimeBundle {
        try bundle(for: Drawing.animation(animation))
    }

    /// The bundle for one frame of an animated change to a live view: the PNG alone (a frame is
    /// on screen for a thirtieth of a second; the final figure brings the cell's formats).
    func frameBundle(for figure: Figure) throws -> MimeBundle {
        MimeBundle(
            data: ["image/png": .string(Data(try renderer.png(figure)).base64EncodedString()),
                   "text/plain": .string(figure.description)],
            metadata: Self.metadata(for: figure.displayList, size: figure.displayList.size,
                                    description: figure.description, formats: [.png]))
    }

    /// A live view's figure while the reader moves a control: its SVG alone (what JupyterLab
    /// shows of SVG and PNG), drawn without the render cache (a drag makes dozens that are never
    /// shown again), with its description; nil when the cell's formats are not SVG and more,
    /// and the figure is sent whole every time.
    func draftBundle(for figure: Figure) throws -> MimeBundle? {
        guard figure.formats.contains(.svg), figure.formats.count > 1 else { return nil }
        return MimeBundle(
            data: ["image/svg+xml": .string(try renderer.uncached.svg(figure)), "text/plain": .string(figure.description)],
            metadata: Self.metadata(for: figure.displayList, size: figure.displayList.size,
                                    description: figure.description, formats: [.svg]))
    }

    /// The bundle of a figure or an animation: its formats and its description.
    private func bundle(for drawing: Drawing) throws -> MimeBundle {
        var data: [String: JSONValue] = ["text/plain": .string(drawing.description)]
        let formats = drawing.formats
        for format in formats {
            switch format {
            case .png: data["image/png"] = .string(Data(try drawing.png(renderer: renderer)).base64EncodedString())
            case .svg: data["image/svg+xml"] = .string(try drawing.svg(renderer: renderer))
            case .pdf: data["application/pdf"] = .string(Data(try drawing.pdf(renderer: renderer)).base64EncodedString())
            }
        }
        let first = drawing.firstFrame
        return MimeBundle(data: data, metadata: Self.metadata(for: first.displayList, size: first.displayList.size,
                                                             description: drawing.description, formats: formats))
    }

    /// Metadata for the displayed `formats` of a figure drawing `list`.
    static func metadata(for list: DisplayList, size: Size, description: String,
                         formats: [FigureFormat]) -> [String: JSONValue] {
        let contrast = PageContrast(list)
        var metadata: [String: JSONValue] = [:]
        if formats.contains(.png) {
            var png: [String: JSONValue] = ["width": .double(size.width), "height": .double(size.height),
                                            "alt": .string(description)]
            if contrast.pngNeedsLightPage {
                png["needs_background"] = "light"
                metadata["needs_background"] = "light"
            }
            metadata["image/png"] = .object(png)
        }
        if formats.contains(.svg) {
            var svg: [String: JSONValue] = ["alt": .string(description)]
            if contrast.svgNeedsLightPage { svg["needs_background"] = "light" }
            metadata["image/svg+xml"] = .object(svg)
        }
        return metadata
    }
}
