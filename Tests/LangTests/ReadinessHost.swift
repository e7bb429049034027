import Canvas
import Language

/// The old language's window during one cell of the readiness harness: it keeps what the cell
/// printed and displayed, and writes no files (`save` is a no-op, as notebooks save figures).
final class ReadinessHost: SessionHost {
    var printed = ""
    var displayed: [DisplayValue] = []

    /// Forgets the previous cell's output.
    func reset() {
        printed = ""
        displayed = []
    }

    func print(_ text: String) { printed += text }
    func display(_ value: DisplayValue) { displayed.append(value) }
    func save(_ figure: Figure, to path: String, scale: Double) throws {}
    func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws {}
    func display(_ value: DisplayValue, id: String) { displayed.append(value) }
    func updateDisplay(_ value: DisplayValue, id: String) {}
    func clearOutput(wait: Bool) {}
    func page(_ documentation: InspectionResult) {}
    func reportProgress(_ done: Int, of total: Int, _ what: String) {}
    func readLine(strippingNewline: Bool) throws -> String? { nil }
}
