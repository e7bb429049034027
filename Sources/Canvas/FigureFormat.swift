/// A format a figure can be shown or saved in: what `Canvas.formats` lists, as matplotlib's
/// `InlineBackend.figure_formats`.
public enum FigureFormat: String, Hashable, Sendable, CaseIterable {
    /// A PNG at the figure's scale (`image/png`).
    case png
    /// A readable SVG in points (`image/svg+xml`).
    case svg
    /// A one-page vector PDF in points (`application/pdf`).
    case pdf

    /// What a cell shows unless `Canvas.formats` says otherwise: SVG and PNG.
    public static let defaults: [FigureFormat] = [.svg, .png]
}
