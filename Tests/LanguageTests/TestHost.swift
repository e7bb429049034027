import Canvas
import Foundation
@testable import Language

/// A session host that records what a cell prints, displays and saves.
final class TestHost: SessionHost {
    var printed = ""
    var displayed: [DisplayValue] = []
    var saved: [(figure: Figure, path: String, scale: Double)] = []
    var savedAnimations: [(animation: AnimatedFigure, path: String, scale: Double)] = []
    var warnings: [String] = []

    func print(_ text: String) { printed += text }
    func display(_ value: DisplayValue) { displayed.append(value) }
    func save(_ figure: Figure, to path: String, scale: Double) throws { saved.append((figure, path, scale)) }
    func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws { savedAnimations.append((animation, path, scale)) }
    func warn(_ text: String) { warnings.append(text) }
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

    /// The cell's outcome when an interrupt is requested `delay` seconds after it starts, from
    /// another thread (as the kernel's control channel does).
    func runInterrupted(_ source: String, after delay: TimeInterval) -> CellOutcome {
        let session = session
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: delay)
            session.requestInterrupt()
        }
        return run(source)
    }

    /// The cell's result as text (a figure's description), or the error's message.
    func text(_ source: String) -> String {
        switch run(source) {
        case .success(let result):
            switch result {
            case .text(let s)?: return s
            case .figure(let f)?: return f.description
            case .animation(let a)?: return a.description
            case .live(let view)?: return view.figure.description
            case nil: return ""
            }
        case .failure(let error): return "error: " + error.message
        }
    }

    /// The cell's figure; nil (and the error text) when it has none.
    func figure(_ source: String) -> Figure? {
        switch run(source) {
        case .success(.figure(let f)?): return f
        case .success(.live(let view)?): return view.figure
        default: return nil
        }
    }
}

extension Runner {
    /// Runs every cell of a fixture in `Scripts/Seeds` (cells split at `// cell` lines) and
    /// returns each cell's outcome.
    @discardableResult
    func load(fixture name: String) throws -> [CellOutcome] {
        let directory = try #require(ScriptFiles.directory?.appendingPathComponent("Seeds"))
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        return ScriptCell.split(text).map { run($0.source) }
    }

    /// The value a cell's expression evaluates to (bound to a name and read back).
    func value(_ expression: String) -> Value? {
        guard case .success = run("let __probe = " + expression) else { return nil }
        return session.interpreter.globals.values["__probe"]
    }

    /// The path an expression evaluates to.
    func path(_ expression: String) -> Path? {
        if case .path(let p)? = value(expression) { return p }
        return nil
    }
}

/// The message of a failed outcome, for expectations.
func errorMessage(_ outcome: CellOutcome) -> String? {
    if case .failure(let error) = outcome { return error.message }
    return nil
}

import Geometry
import Testing
