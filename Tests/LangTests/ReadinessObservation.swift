import Canvas
@testable import Lang

/// What one cell of the readiness corpus did on Lang: whether it stopped, what it printed, its
/// output as the script tests read it, and the values it showed (`display(…)` mid-cell, then its
/// result).
struct ReadinessObservation {
    /// A value the cell showed.
    enum Shown {
        case figure(Figure)
        case animation(AnimatedFigure)
        case text(String)

        /// As `ReferenceFigures` records it: a display list's or an animation's fingerprint, or
        /// `text <hash>`.
        var fingerprint: String {
            switch self {
            case .figure(let figure): ReferenceFigures.fingerprint(figure.displayList)
            case .animation(let animation): ReferenceFigures.fingerprint(animation)
            case .text(let text): "text " + ReferenceFigures.hash(text)
            }
        }
    }

    var result: Lang.CellResult
    /// Rejected, stopped by a runtime error, or its figure could not be drawn.
    var stopped: Bool
    /// The error that stopped drawing its figure.
    var drawingError: (any Error)?
    /// Printed text only (shown values apart).
    var printed = ""
    /// Printed lines and shown values' descriptions in order, as `LangScriptTests` compares them.
    var transcript: [String] = []
    var shown: [Shown] = []
    /// The cell's text result, if it has one and no figure.
    var textResult: String?

    /// Runs `source` in `session`, whose host is `host`, and draws what it shows once.
    init(_ source: String, in session: Lang.Session, host: TranscriptHost) {
        host.reset()
        result = session.run(source)
        stopped = result.isRejected || result.runtimeError != nil
        shown = host.displayed.map { value -> Shown in
            switch value {
            case .figure(let figure): .figure(figure)
            case .animation(let animation): .animation(animation)
            case .text(let text): .text(text)
            case .live(let cell): .figure(cell.figure)  // not offered: this host shows no live views
            }
        }
        printed = host.printed
        guard !stopped else { return }
        var text = host.transcript
        do {
            if let animation = try session.cellAnimation() {
                shown.append(.animation(animation))
                text += animation.description + "\n"
            } else {
                // What a `path(in:)` or `body` prints while the figure is drawn goes to the host too.
                let drawing = try session.drawCell()
                printed = host.printed + drawing.printed
                text = host.transcript + drawing.printed
                if let figure = drawing.figure {
                    shown.append(.figure(figure))
                    text += figure.description + "\n"
                } else if let value = try session.cellValueText() {
                    textResult = value
                    shown.append(.text(value))
                    text += value + "\n"
                }
            }
        } catch {
            stopped = true
            drawingError = error
            return
        }
        transcript = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if transcript.last == "" { transcript.removeLast() }
    }
}
