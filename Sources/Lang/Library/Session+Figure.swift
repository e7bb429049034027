import Canvas
import Foundation
import Geometry

extension Lang.Session {
    /// The last cell's figure as Canvas's view tree: its final value when that is a view (a
    /// shape, a stack, a program's `View`), else the `previews` of a `PreviewProvider` the cell
    /// declared; nil when it has neither.
    ///
    /// The tree keeps a session interpreter: a program's `path(in:)` runs when Canvas lays the
    /// view out, so lay it out before running the next cell.
    ///
    /// - Throws: `RuntimeError` when a program's `body` or the library fails.
    public func cellView() throws -> Canvas.View? {
        try cellFigureView()?.view
    }

    /// The last cell's view and the size to offer it: a bare path (filled or stroked) is drawn
    /// where its coordinates put it, in a figure that covers it and the origin, as the old
    /// language draws one; other views are offered `Canvas.size`. A program's `body` and
    /// `path(in:)` run on `interpreter` (a new one when nil), which keeps what they print.
    func cellFigureView(interpreter given: Interpreter? = nil) throws -> (view: Canvas.View, proposal: Size?)? {
        guard let types = libraryTypes, !(cellValue.map(isAnimation) ?? false) else { return nil }
        let interpreter = given ?? cellInterpreter(output: nil)
        let bridge = ViewBridge(types: types, interpreter: interpreter, line: 0)
        if let value = cellValue, let found = try figureView(of: value, bridge: bridge) { return found }
        guard let view = try previewsView(bridge: bridge, interpreter: interpreter) else { return nil }
        return (view, try figureSettings(bridge).size)
    }

    /// The view of `value` and the size to offer it, as a cell's final value is drawn (a bare
    /// path where its coordinates put it, another view offered `Canvas.size`); nil when the
    /// value does not draw.
    func figureView(of value: Value, bridge: ViewBridge) throws -> (view: Canvas.View, proposal: Size?)? {
        guard let (view, proposal) = try bridge.figureView(value) else { return nil }
        return (view, try proposal ?? figureSettings(bridge).size)
    }

    /// The `previews` of a `PreviewProvider` the last cell declared, as a view.
    private func previewsView(bridge: ViewBridge, interpreter: Interpreter) throws -> Canvas.View? {
        let types = bridge.types
        for name in lastDeclarations.sorted() {
            guard case .type(.nominal(let decl, _))? = environment.globals[name],
                  let proto = types.declarations["PreviewProvider"], environment.conformances.conforms(decl, to: proto),
                  let previews = environment.members(of: decl).staticComputed["previews"] else { continue }
            let value = try interpreter.invoke(previews.getter.code, captured: nil, arguments: [], selfValue: nil, line: 0).0
            return try bridge.presented(value)
        }
        return nil
    }

    /// The last cell's figure laid out and drawn as the recorded reference figures have a cell's view (offered
    /// `Canvas.size`, 200×200 points unless set, a bare path its own bounds), on a thread with
    /// the session's stack size, as cells run; at `scale` pixels per point, else `Canvas.scale`.
    public func cellFigure(scale: Double? = nil) throws -> Figure? {
        try drawCell(scale: scale).figure
    }

    /// The last cell's figure, as `cellFigure` draws it, and what the program printed while it
    /// was drawn (a `print` in a `path(in:)` or a `body`, which SwiftUI runs when it draws;
    /// empty when the session's `outputSink` took it).
    public func drawCell(scale: Double? = nil) throws -> (figure: Figure?, printed: String) {
        let result = underCellLimits { [self] () -> Result<(figure: Figure?, printed: String), any Error> in
            Result {
                let interpreter = cellInterpreter(output: outputSink)
                guard let (view, proposal) = try cellFigureView(interpreter: interpreter) else { return (nil, interpreter.output) }
                return (try figure(of: view, proposal: proposal, scale: scale, interpreter: interpreter), interpreter.output)
            }
        }
        return try result?.get() ?? (nil, "")
    }

    /// `view` laid out and drawn as a cell's figure (with `Canvas`'s settings, at `scale` pixels
    /// per point, else `Canvas.scale`), described by `described` (the view itself by default).
    func figure(of view: Canvas.View, proposal: Size?, scale: Double? = nil, described: Canvas.View? = nil,
                interpreter: Interpreter, readerContents: ReaderContents? = nil) throws -> Figure {
        let settings = try libraryTypes.map { try figureSettings(ViewBridge(types: $0, interpreter: interpreter, line: 0)) }
            ?? FigureSettings()
        var figure: Figure
        do {
            figure = try layoutFigure(view, proposedSize: proposal, scale: scale ?? settings.scale,
                                      background: settings.background, foreground: settings.foreground, description: "",
                                      readerContents: readerContents)
        } catch let error as CanvasError {
            // Layout's refusals (a view inside its own GeometryReader) are the cell's errors.
            throw error.limit.map { RuntimeError($0, line: 0) } ?? RuntimeError(error.message, line: 0)
        }
        // A figure's description: the outermost view's name and the size.
        let size = figure.displayList.size
        figure.description = "\((described ?? view).description) \(size.width.shortDescription)×\(size.height.shortDescription)"
        return figure
    }
}
