import Canvas
import Foundation
import Language
import Render

/// Runs a `.shape` script outside Jupyter, as one cell: for `shapebook run` and `render`.
public final class ScriptRunner: ScriptRunning {
    /// Where printed text goes (standard output for the command).
    private let output: (String) -> Void
    private let renderer: any FigureRendering
    /// Whether a displayed figure also prints its description (`Star(points: 5) 150×150`).
    private let describesFigures: Bool
    /// The last figure the script displayed or ended with (nil when an animation came after it).
    public private(set) var lastFigure: Figure?
    /// The last animation the script displayed or ended with (nil when a figure came after it).
    public private(set) var lastAnimation: AnimatedFigure?

    /// A runner that writes text through `output` and draws with Render's renderer.
    ///
    /// - Parameter describesFigures: whether each displayed figure prints its description line
    ///   (`shapebook run` does; `shapebook render` prints what it wrote instead).
    public convenience init(output: @escaping (String) -> Void, describesFigures: Bool = true) {
        self.init(renderer: Renderer.shapebookDefault, output: output, describesFigures: describesFigures)
        ImageLoader.installForShapebook()
    }

    /// A runner that writes text through `output` and draws with `renderer`.
    init(renderer: any FigureRendering, output: @escaping (String) -> Void, describesFigures: Bool = true) {
        self.renderer = renderer
        self.output = output
        self.describesFigures = describesFigures
    }

    /// Runs `source`; the final value, if any, is printed (text) or remembered (figure).
    /// - Returns: the diagnostic (message, source line, caret), if the script failed.
    public func run(_ source: String) -> String? {
        switch Session().execute(source, host: self) {
        case .success(let value):
            if let value { display(value) }
            return nil
        case .failure(let error):
            return error.traceback.isEmpty ? "\(error.name): \(error.message)" : error.traceback.joined(separator: "\n")
        }
    }

    /// Writes the last figure or animation to `path` (`.png` or `.svg`; an animation as APNG or
    /// animated SVG) at `scale`.
    /// - Returns: what was written (`wrote fig.png (600×400 px)`).
    /// - Throws: `FigureFile.WriteError` when there is no figure or the path is unusable; its
    ///   message does not repeat the path.
    @discardableResult
    public func writeLastFigure(to path: String, scale: Double?) throws -> FigureFile.Written {
        let file = try FigureFile(path: path)
        if let animation = lastAnimation {
            return try file.write(animation, scale: scale ?? animation.scale, renderer: renderer)
        }
        guard let figure = lastFigure else {
            throw FigureFile.WriteError(description: "the script drew no figure")
        }
        return try file.write(figure, scale: scale ?? figure.scale, renderer: renderer)
    }

}

extension ScriptRunner: SessionHost {
    /// `print(…)` goes straight to the output.
    public func print(_ text: String) {
        output(text)
    }

    /// Text is printed; a figure becomes the last figure (and its description is printed).
    public func display(_ value: DisplayValue) {
        switch value {
        case .text(let text):
            output(text.hasSuffix("\n") ? text : text + "\n")
        case .figure(let figure):
            lastFigure = figure
            lastAnimation = nil
            if describesFigures { output(figure.description + "\n") }
        case .live(let view):
            // No working controls here: the controls are drawn, as a preview draws them.
            display(.figure(view.stillFigure))
        case .animation(let animation):
            lastAnimation = animation
            lastFigure = nil
            if describesFigures { output(animation.description + "\n") }
        }
    }

    /// `readLine()` reads the process's standard input, as a program compiled by swiftc does.
    public func readLine(strippingNewline: Bool) throws -> String? {
        Swift.readLine(strippingNewline: strippingNewline)
    }

    /// `save(view, to:, scale:)` writes relative to the working directory.
    public func save(_ figure: Figure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(figure, scale: scale, renderer: renderer)
    }

    /// `save(animation, to:, scale:)`: APNG or animated SVG, relative to the working directory.
    public func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(animation, scale: scale, renderer: renderer)
    }
}
