import Canvas
import Foundation
import Geometry

/// What the session needs from whoever runs it (the Jupyter kernel, `shapebook run`, tests).
public protocol SessionHost: AnyObject {
    /// `print(…)`: text for the stdout stream.
    func print(_ text: String)
    /// `display(x)`: a value to show now (a `display_data` message).
    func display(_ value: DisplayValue)
    /// `save(view, to:, scale:)`: writes a figure as PNG or SVG, chosen by the path's extension.
    func save(_ figure: Figure, to path: String, scale: Double) throws
    /// `save(animation, to:, scale:)`: writes an animation as APNG or animated SVG, by extension.
    func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws
    /// `let h = display(x)`: shows a value that `h.update(y)` replaces later, under `id`.
    func display(_ value: DisplayValue, id: String)
    /// `h.update(y)`: replaces the value shown under `id`, wherever it is.
    func updateDisplay(_ value: DisplayValue, id: String)
    /// `clearOutput(wait:)`: clears the cell's output, at once or when the next output arrives.
    func clearOutput(wait: Bool)
    /// Text for the stderr stream: `fputs(text, stderr)`, and notices (`Image(systemName:)`
    /// saying once that SF Symbols are not available).
    func warn(_ text: String)
    /// `help(Star)`: documentation for the front end's pager.
    func page(_ documentation: InspectionResult)
    /// Long work tells how far it is: `done` of `total` steps of `what` ("frames").
    func reportProgress(_ done: Int, of total: Int, _ what: String)
    /// `readLine()`: a line of standard input, nil at its end.
    /// - Throws: `NoStandardInput` where there is none (a notebook cell).
    func readLine(strippingNewline: Bool) throws -> String?
}

extension SessionHost {
    /// Hosts without a stderr stream of their own write to the process's standard error.
    public func warn(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Hosts that cannot write animations refuse, with a message.
    public func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws {
        throw LanguageError.runtime("this host cannot save animations")
    }

    /// Hosts without updatable outputs display the value as any other.
    public func display(_ value: DisplayValue, id: String) { display(value) }

    /// Hosts without updatable outputs display the new value after the old.
    public func updateDisplay(_ value: DisplayValue, id: String) { display(value) }

    /// Hosts without an output area have nothing to clear.
    public func clearOutput(wait: Bool) {}

    /// Hosts without a pager print the documentation.
    public func page(_ documentation: InspectionResult) { print(documentation.plainText + "\n") }

    /// Hosts without a progress indicator ignore progress.
    public func reportProgress(_ done: Int, of total: Int, _ what: String) {}

    /// Hosts have no standard input unless they say otherwise: the kernel never asks a front
    /// end for a line, and a test must not wait on the terminal.
    public func readLine(strippingNewline: Bool) throws -> String? { throw NoStandardInput() }
}

/// A value as Jupyter shows it: text, or a figure to render as PNG and SVG.
public enum DisplayValue {
    case text(String)
    case figure(Figure)
    /// An animation (`animate(…)`): an animated PNG and an animated SVG.
    case animation(AnimatedFigure)
    /// A view with controls: shown as working controls and a figure that follows them.
    case live(any LiveView)
}

/// How a cell ended: its result (the last expression's value, if any) or its error.
public enum CellOutcome {
    case success(result: DisplayValue?)
    case failure(CellError)
}

/// A cell's error, ready for Jupyter's `error` output.
public struct CellError: Error {
    /// `SyntaxError`, `RuntimeError`, `InterruptError`, `LimitError` or `MemoryError` (Jupyter's `ename`).
    public var name: String
    /// `line:column: message` (Jupyter's `evalue`).
    public var message: String
    /// 1-based line and column of the error in the cell (0 when it has no place).
    public var line: Int, column: Int
    /// Human lines: the message, the source line and a caret under the column, then any further errors.
    public var traceback: [String]

    public init(name: String, message: String, line: Int, column: Int, traceback: [String]) {
        self.name = name
        self.message = message
        self.line = line
        self.column = column
        self.traceback = traceback
    }
}

/// Completion candidates for the text before the cursor.
public struct CompletionResult {
    public var matches: [CompletionItem]
    /// The range of the cell (in Unicode scalars) that a chosen match replaces.
    public var cursorStart: Int
    public var cursorEnd: Int

    public init(matches: [CompletionItem], cursorStart: Int, cursorEnd: Int) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
    }
}

/// One completion: the text to insert, its kind (for `_jupyter_types_experimental`) and signature.
public struct CompletionItem {
    public var text: String
    /// `keyword`, `function`, `type`, `variable`, `property`, `method`, `argument` …
    public var type: String
    public var signature: String?

    public init(text: String, type: String, signature: String?) {
        self.text = text
        self.type = type
        self.signature = signature
    }
}

/// What Shift-Tab shows: the signature and documentation of the name under the cursor.
public struct InspectionResult {
    public var plainText: String
    public var markdown: String

    public init(plainText: String, markdown: String) {
        self.plainText = plainText
        self.markdown = markdown
    }
}

/// Whether a cell is ready to run (Jupyter's `is_complete_request`).
public enum Completeness: Equatable {
    case complete
    /// Brackets, strings or blocks are still open; `indent` is the next line's indentation.
    case incomplete(indent: String)
    /// It cannot become valid by adding lines (a stray closing bracket).
    case invalid
}

/// The limits of a session; each one, when hit, is an ordinary `LimitError`.
public struct SessionConfiguration: Sendable {
    /// How deeply calls may nest (user functions, methods, closures).
    public var maximumRecursionDepth: Int
    /// The largest array (or range turned into an array) a cell may build.
    public var maximumArrayLength: Int
    /// The largest figure, in device pixels (width × height × scale²).
    public var maximumCanvasPixels: Int
    /// Steps (statements, loop iterations, calls) a cell may take; nil for no budget.
    public var stepBudget: Int?
    /// The native stack of the thread that runs cells, in bytes.
    public var stackSize: Int
    /// The most steps (frames shown) one `animate(…)` may have.
    public var maximumAnimationFrames = 1_000
    /// The most device pixels all distinct frames of one `animate(…)` may have together.
    public var maximumAnimationPixels = 200_000_000
    /// The most memory the kernel process may hold before growth is refused with a
    /// `MemoryError`, in bytes; a cell changes it with `Session.memoryLimit = …`.
    public var memoryLimit = ProcessMemory.defaultLimit
    /// How deeply a value's description (`print`, `text/plain`) nests before it shows `[…]`.
    public var maximumDescriptionDepth = 100
    /// The longest description of a value, in characters; longer ones end with `…`.
    public var maximumDescriptionLength = 1_000_000
    /// The formats figures are displayed in until a cell sets `Canvas.formats`.
    public var figureFormats = FigureFormat.defaults

    public init(maximumRecursionDepth: Int = 512, maximumArrayLength: Int = 10_000_000,
                maximumCanvasPixels: Int = 64_000_000, stepBudget: Int? = nil, stackSize: Int = 512 << 20) {
        self.maximumRecursionDepth = maximumRecursionDepth
        self.maximumArrayLength = maximumArrayLength
        self.maximumCanvasPixels = maximumCanvasPixels
        self.stepBudget = stepBudget
        self.stackSize = stackSize
    }
}
