import Synchronization

/// Whether a text drawn in a figure broke a word between characters (its width too narrow for
/// the word) or dropped lines (its height too short for them), so that `layoutFigure` can give
/// the root its ideal length on that axis instead: the root of a figure is never cut, as a
/// preview sized to fit shows it whole (the article's captions beside 150-point stars on the
/// 200-point canvas stay on one line). Texts note it while the figure is drawn (task-local, so
/// exactly the drawing inside `measuring` counts); a `.lineLimit` cut is the code's own and not
/// noted.
final class TextCuts: Sendable {
    @TaskLocal static var current: TextCuts?

    private let axes = Mutex((width: false, height: false))

    private init() {}

    /// Notes a text drawn with a word broken (`width`) or fewer lines than it has (`height`).
    static func note(width: Bool, height: Bool) {
        guard width || height else { return }
        current?.axes.withLock { $0 = (width: $0.width || width, height: $0.height || height) }
    }

    /// Runs `body`; on which axes a text drawn in it was cut.
    static func measuring<Result>(_ body: () throws -> Result) throws -> (result: Result, cut: (width: Bool, height: Bool)) {
        let cuts = TextCuts()
        let result = try $current.withValue(cuts, operation: body)
        return (result, cuts.axes.withLock { $0 })
    }
}
