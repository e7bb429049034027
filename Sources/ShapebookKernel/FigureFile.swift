import Canvas
import Foundation

/// A figure export target: a `.png` or `.svg` path, checked before anything is drawn.
public struct FigureFile: Sendable {
    /// The two formats a figure can be written in.
    public enum Format: Sendable { case png, svg }

    /// Why a figure could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        /// The message a person can act on.
        public let description: String
    }

    /// The path as given (relative paths resolve against the working directory).
    public let path: String
    /// PNG or SVG, from the extension.
    public let format: Format

    /// A target for `path`.
    /// - Throws: `WriteError` for an extension other than `.png` or `.svg`.
    public init(path: String) throws {
        self.path = path
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": format = .png
        case "svg": format = .svg
        case let other:
            let shown = other.isEmpty ? "no extension" : "'.\(other)'"
            throw WriteError(description: "cannot save to \(path): \(shown); use .png or .svg")
        }
    }

    /// Checks that the directory the file goes into exists.
    /// - Throws: `WriteError` naming the missing directory.
    public func checkDirectory() throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(description: "cannot save to \(path): no directory \(directory)")
        }
    }

    /// Draws `figure` at `scale` (PNG pixels per point) and writes it.
    /// - Throws: `WriteError` when the directory is missing or the file cannot be written,
    ///   or the renderer's error.
    public func write(_ figure: Figure, scale: Double, renderer: any FigureRendering) throws {
        try checkDirectory()
        let url = URL(fileURLWithPath: path)
        var scaled = figure
        scaled.scale = scale
        let bytes: Data
        switch format {
        case .png: bytes = Data(try renderer.png(scaled))
        case .svg: bytes = Data(renderer.svg(scaled).utf8)
        }
        try write(bytes, to: url)
    }

    /// Draws `animation` at `scale` and writes it: an animated PNG (APNG) to a `.png` path, an
    /// animated SVG to a `.svg` path; the same bytes a notebook displays.
    /// - Throws: `WriteError` when the directory is missing or the file cannot be written,
    ///   or the renderer's error.
    public func write(_ animation: AnimatedFigure, scale: Double, renderer: any FigureRendering) throws {
        try checkDirectory()
        var scaled = animation
        scaled.scale = scale
        let bytes: Data
        switch format {
        case .png: bytes = Data(try renderer.apng(scaled, isCancelled: { false }))
        case .svg: bytes = Data(renderer.animatedSVG(scaled).utf8)
        }
        try write(bytes, to: URL(fileURLWithPath: path))
    }

    private func write(_ bytes: Data, to url: URL) throws {
        do {
            try bytes.write(to: url)
        } catch {
            throw WriteError(description: "cannot save to \(path): \(error.localizedDescription)")
        }
    }
}
