import Canvas
@testable import Language

/// A session host that records what a cell prints, displays and saves.
final class TestHost: SessionHost {
    var printed = ""
    var displayed: [DisplayValue] = []
    var saved: [(figure: Figure, path: String, scale: Double)] = []

    func print(_ text: String) { printed += text }
    func display(_ value: DisplayValue) { displayed.append(value) }
    func save(_ figure: Figure, to path: String, scale: Double) throws { saved.append((figure, path, scale)) }
}

/// Runs cells in one session and returns results, failing loudly on errors.
struct Runner {
    let session: Session
    let host = TestHost()

    init(configuration: SessionConfiguration = .init()) {
        session = Session(configuration: configuration)
    }

    /// The cell's outcome.
    @discardableResult
    func run(_ source: String) -> CellOutcome {
        session.execute(source, host: host)
    }

    /// The cell's result as text (a figure's description), or the error's message.
    func text(_ source: String) -> String {
        switch run(source) {
        case .success(let result):
            switch result {
            case .text(let s)?: return s
            case .figure(let f)?: return f.description
            case nil: return ""
            }
        case .failure(let error): return "error: " + error.message
        }
    }

    /// The cell's figure; nil (and the error text) when it has none.
    func figure(_ source: String) -> Figure? {
        if case .success(.figure(let f)?) = run(source) { return f }
        return nil
    }
}
