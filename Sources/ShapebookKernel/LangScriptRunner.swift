import Canvas
import Jupyter
import Lang
import Render

/// Runs a script through Lang outside Jupyter, as one cell, as the kernel runs it: for
/// `shapebook run` and `render`.
public final class LangScriptRunner {
    /// Where printed text goes (standard output for the command).
    private let output: (String) -> Void
    private let renderer: any FigureRendering
    /// Whether the final figure prints its description (`Circle 200×200`), as `shapebook run` does.
    private let describesFigures: Bool
    /// The figure the script ended with, if any.
    public private(set) var lastFigure: Figure?
    /// The animation the script ended with, if any.
    public private(set) var lastAnimation: AnimatedFigure?

    /// A runner that writes text through `output` and draws with Render's renderer.
    public convenience init(output: @escaping (String) -> Void, describesFigures: Bool = true) {
        self.init(renderer: Renderer.shapebookDefault, output: output, describesFigures: describesFigures)
        ImageLoader.installForShapebook()
    }

    init(renderer: any FigureRendering, output: @escaping (String) -> Void, describesFigures: Bool = true) {
        self.renderer = renderer
        self.output = output
        self.describesFigures = describesFigures
    }

    /// Runs `source` in a fresh session, printing as it goes; a final view becomes the last
    /// figure, another final value is printed.
    /// - Returns: the error as the kernel words it (`SyntaxError: 1:5: expected pattern`, the
    ///   source line, a caret), then any further errors as swiftc prints them; nil when the
    ///   script ran to the end.
    public func run(_ source: String) -> String? {
        let session = Lang.Session()
        session.outputSink = output
        session.host = self
        let result = session.run(source)
        if let failure = LangInterpreter.failure(of: result, source: source) { return Self.text(of: failure) }
        do {
            if let animation = try session.cellAnimation() {
                lastAnimation = animation
                if describesFigures { output(animation.description + "\n") }
            } else if let figure = try session.cellFigure() {
                lastFigure = figure
                if describesFigures { output(figure.description + "\n") }
            } else if let text = try session.cellValueText() {
                output(text + "\n")
            }
            return nil
        } catch {
            return Self.text(of: LangInterpreter.drawingFailure(error, source: source))
        }
    }

    /// Writes the last figure or animation to `path` (`.png`, `.svg` or `.pdf`) at `scale`, or at
    /// the figure's own scale when nil.
    /// - Returns: what was written (`wrote fig.png (600×400 px)`).
    /// - Throws: `FigureFile.WriteError` when there is no figure or the path is unusable.
    @discardableResult
    public func writeLastFigure(to path: String, scale: Double?) throws -> FigureFile.Written {
        let file = try FigureFile(path: path)
        if let animation = lastAnimation {
            return try file.write(animation, scale: scale ?? animation.scale, renderer: renderer)
        }
        guard let figure = lastFigure else { throw FigureFile.WriteError(description: "the script drew no figure") }
        return try file.write(figure, scale: scale ?? figure.scale, renderer: renderer)
    }

    /// `Name: value` in place of the traceback's first line (swiftc's header of the same error),
    /// then the rest: the source line and caret, and any further errors.
    static func text(of error: ExecutionError) -> String {
        ([error.name + ": " + error.value] + error.traceback.dropFirst()).joined(separator: "\n")
    }
}

extension LangScriptRunner: Lang.SessionHost {
    /// Text is printed; a figure becomes the last figure (and its description is printed).
    public func display(_ value: Lang.DisplayValue, id: String) {
        switch value {
        case .text(let text):
            output(text.hasSuffix("\n") ? text : text + "\n")
        case .figure(let figure):
            lastFigure = figure
            lastAnimation = nil
            if describesFigures { output(figure.description + "\n") }
        case .animation(let animation):
            lastAnimation = animation
            lastFigure = nil
            if describesFigures { output(animation.description + "\n") }
        case .live(let cell):
            // A script shows no live views (`showsLiveViews` is false): not reached.
            display(.figure(cell.figure), id: id)
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
    public func save(_ animation: AnimatedFigure, to path: String) throws {
        try FigureFile(path: path).write(animation, scale: animation.scale, renderer: renderer)
    }
}
