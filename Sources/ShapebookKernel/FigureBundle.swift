import Canvas
import Foundation
import Geometry
import Jupyter
import Language
import Render

/// Builds the MIME bundles a front end shows for a cell's values.
///
/// A figure becomes the formats its cell chose (`Canvas.formats`, `[.svg, .png]` unless set):
/// `image/svg+xml`, `image/png` (base64), `application/pdf` (base64), always with `text/plain`
/// (its description). The PNG's metadata gives its size in points (so a scale-2 PNG shows crisp
/// at its point size) and its `alt` text; `needs_background: light` marks a format that draws
/// dark ink on a transparent figure (`PageContrast`): per format, and at the top level for the
/// PNG, where JupyterLab reads it.
struct FigureBundle {
    let renderer: any FigureRendering
    /// Asked between the frames of an animation: true stops its rendering (the kernel's interrupt).
    var isCancelled: @Sendable () -> Bool = { false }

    /// The bundle for a figure.
    /// - Throws: the renderer's error when the PNG cannot be made (the cell then fails).
    func bundle(for figure: Figure) throws -> MimeBundle {
        var data: [String: JSONValue] = ["text/plain": .string(figure.description)]
        for format in figure.formats {
            switch format {
            case .png: data["image/png"] = .string(Data(try renderer.png(figure)).base64EncodedString())
            case .svg: data["image/svg+xml"] = .string(renderer.svg(figure))
            case .pdf: data["application/pdf"] = .string(Data(renderer.pdf(figure)).base64EncodedString())
            }
        }
        return MimeBundle(data: data, metadata: Self.metadata(for: figure.displayList, size: figure.displayList.size,
                                                             description: figure.description, formats: figure.formats))
    }

    /// The bundle for an animation: `image/png` is an animated PNG (APNG) and `image/svg+xml` an
    /// SVG animated with SMIL, with the same metadata as a still figure (front ends that do not
    /// animate show the first frame), in the first frame's `Canvas.formats`. PDF cannot animate:
    /// `application/pdf` is the first frame (what a LaTeX export prints), and a cell that asked
    /// for PDF alone gets both animated formats too.
    /// - Throws: the renderer's error when the APNG cannot be made or its rendering is interrupted.
    func bundle(for animation: AnimatedFigure) throws -> MimeBundle {
        let first = animation.frame(atStep: 0)
        var formats = first.formats.filter { $0 != .pdf }
        if formats.isEmpty { formats = FigureFormat.defaults }
        var data: [String: JSONValue] = ["text/plain": .string(animation.description)]
        if first.formats.contains(.pdf) { data["application/pdf"] = .string(Data(renderer.pdf(first)).base64EncodedString()) }
        if formats.contains(.png) {
            data["image/png"] = .string(Data(try renderer.apng(animation, isCancelled: isCancelled)).base64EncodedString())
        }
        if formats.contains(.svg) { data["image/svg+xml"] = .string(renderer.animatedSVG(animation)) }
        return MimeBundle(data: data, metadata: Self.metadata(for: first.displayList, size: animation.size,
                                                             description: animation.description, formats: formats))
    }

    /// The bundle for any displayable value: text stays text.
    func bundle(for value: DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(let figure): return try bundle(for: figure)
        case .animation(let animation): return try bundle(for: animation)
        }
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
        if formats.contains(.svg), contrast.svgNeedsLightPage {
            metadata["image/svg+xml"] = ["needs_background": "light"]
        }
        return metadata
    }
}
