import Canvas
@testable import Lang

/// Lang's window during one cell of a test: what the cell printed and showed with `display(_:)`,
/// in the order it happened, as `shapebook run` writes it (a shown value as its description line).
/// It writes no files: `save` refuses the paths the kernel refuses (`FigureFormat(savingTo:)`:
/// `fig.jpg`, a name without an extension) and writes nothing for the others.
final class TranscriptHost: Lang.SessionHost {
    /// Printed text and shown values' descriptions, in order.
    private(set) var transcript = ""
    /// The printed text alone.
    private(set) var printed = ""
    /// The values `display(_:)` showed.
    private(set) var displayed: [Lang.DisplayValue] = []

    /// Makes this host `session`'s host and the receiver of its printing.
    init(_ session: Lang.Session) {
        session.host = self
        session.outputSink = { [weak self] text in self?.printed(text) }
    }

    /// Forgets the previous cell's output.
    func reset() {
        transcript = ""
        printed = ""
        displayed = []
    }

    private func printed(_ text: String) {
        transcript += text
        printed += text
    }

    func display(_ value: Lang.DisplayValue, id: String) {
        displayed.append(value)
        switch value {
        case .text(let text): transcript += text + "\n"
        case .figure(let figure): transcript += figure.description + "\n"
        case .animation(let animation): transcript += animation.description + "\n"
        case .live(let cell): transcript += cell.figure.description + "\n"  // not offered: no live views here
        }
    }

    /// What the cells wrote to stderr (`fputs(_, stderr)`, the library's warnings).
    private(set) var warnings = ""

    func warn(_ text: String) {
        warnings += text
    }

    func save(_ figure: Figure, to path: String, scale: Double) throws {
        _ = try FigureFormat(savingTo: path)
    }

    func save(_ animation: AnimatedFigure, to path: String) throws {
        _ = try FigureFormat(savingTo: path)
    }
}
