import Canvas
import Foundation

extension Lang {
    /// What a session's cells ask of whoever runs them beyond printing (which goes to
    /// `Session.outputSink`): the stderr stream, outputs shown now and updated in place, clearing
    /// the output area, files written by `save`, and standard input. The Jupyter kernel and
    /// `shapebook run` are hosts; a session without one (`Session.host` nil) writes stderr to the
    /// process's, cannot save and has no standard input. Its methods are called on the cell's thread.
    public protocol SessionHost: AnyObject {
        /// `fputs(text, stderr)`: text for the stderr stream.
        func warn(_ text: String)
        /// `display(x)`: a value to show now under `id`, which `update(_:)` on its handle names.
        func display(_ value: DisplayValue, id: String)
        /// Whether `display(x)` of a view with working controls should be a live cell
        /// (`DisplayValue.live`) that the host shows as working controls and a figure.
        var showsLiveViews: Bool { get }
        /// `handle.update(y)`: replaces the value shown under `id`, wherever it is.
        func updateDisplay(_ value: DisplayValue, id: String)
        /// `clearOutput(wait:)`: clears the cell's output, at once or when the next output arrives.
        func clearOutput(wait: Bool)
        /// `readLine(strippingNewline:)`: a line of standard input, nil at its end.
        /// - Throws: `NoStandardInput` where there is none (a notebook cell).
        func readLine(strippingNewline: Bool) throws -> String?
        /// `save(view, to:, scale:)`: writes a figure as PNG, SVG or PDF, chosen by the path's extension.
        /// - Throws: `NoFileOutput` where files cannot be written; the writer's error.
        func save(_ figure: Figure, to path: String, scale: Double) throws
        /// `save(animation, to:, scale:)`: writes an animation at its scale as an APNG or an
        /// animated SVG, chosen by the path's extension.
        /// - Throws: `NoFileOutput` where files cannot be written; the writer's error.
        func save(_ animation: AnimatedFigure, to path: String) throws
    }

    /// A value as a host shows it: a figure for views, shapes and paths, text for the rest.
    public enum DisplayValue {
        case text(String)
        case figure(Figure)
        /// `animate(…)`'s frames.
        case animation(AnimatedFigure)
        /// A view with working controls, for a host that shows them live (`showsLiveViews`): the
        /// view as a live cell, its first evaluation drawn, as a cell's final view is.
        case live(LiveCell)
    }

    /// What a host without standard input throws from `readLine(strippingNewline:)`.
    public struct NoStandardInput: Error {
        public init() {}
    }

    /// What a host that cannot write files throws from `save`.
    public struct NoFileOutput: Error {
        public init() {}
    }
}

extension Lang.SessionHost {
    /// Hosts without a stderr stream of their own write to the process's standard error.
    public func warn(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Hosts show views with controls as still figures unless they say otherwise.
    public var showsLiveViews: Bool { false }

    /// Hosts without updatable outputs show the new value after the old.
    public func updateDisplay(_ value: Lang.DisplayValue, id: String) { display(value, id: id) }

    /// Hosts without an output area have nothing to clear.
    public func clearOutput(wait: Bool) {}

    /// Hosts have no standard input unless they say otherwise: a test must not wait on the terminal.
    public func readLine(strippingNewline: Bool) throws -> String? { throw Lang.NoStandardInput() }

    /// Hosts write no files unless they say otherwise.
    public func save(_ figure: Figure, to path: String, scale: Double) throws { throw Lang.NoFileOutput() }

    /// Hosts write no files unless they say otherwise.
    public func save(_ animation: AnimatedFigure, to path: String) throws { throw Lang.NoFileOutput() }
}
