import Synchronization

/// Whether a text drawn in a figure dropped lines because the height it was given could not hold
/// them, so that `layoutFigure` can give the root its ideal height instead: the root of a figure
/// is never cut, as a preview sized to fit shows it whole. Texts note it while the figure is
/// drawn (task-local, so exactly the drawing inside `measuring` counts); a `.lineLimit` cut is
/// the code's own and not noted.
final class TextCuts: Sendable {
    @TaskLocal static var current: TextCuts?

    private let isCut = Mutex(false)

    private init() {}

    /// Notes a text drawn with fewer lines than it has.
    static func note() {
        current?.isCut.withLock { $0 = true }
    }

    /// Runs `body`; whether a text drawn in it was cut by its height.
    static func measuring<Result>(_ body: () throws -> Result) throws -> (result: Result, isCut: Bool) {
        let cuts = TextCuts()
        let result = try $current.withValue(cuts, operation: body)
        return (result, cuts.isCut.withLock { $0 })
    }
}
