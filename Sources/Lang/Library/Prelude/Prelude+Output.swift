extension Prelude {
    /// The output area and the standard streams: `display` with its handle, `clearOutput`,
    /// `fputs(_:_:)` to `stderr` or `stdout`, and `readLine`, bound in `NativeTable+Output`
    /// to the session's host (the kernel's cell, `shapebook run`).
    static let output = #"""
    /// What `display(_:)` returns: `update(_:)` replaces the value it shows.
    struct DisplayHandle {
        /// The display's id, which the host shows the value under.
        var _id: String
        /// Replaces the displayed value with `value`, where it is shown (a progress figure redrawn in place).
        @_native("DisplayHandle.update") func update(_ value: Any)
    }

    /// Shows a value now: a figure for shapes, paths and views, text otherwise. Returns a handle:
    /// `h.update(y)` replaces what it shows, in place.
    @_native("display") @discardableResult func display(_ value: Any) -> DisplayHandle

    /// Clears the cell's output; with `wait: true` only when the next output arrives, so a loop
    /// that draws frame after frame does not flicker (IPython's `clear_output(wait=True)`).
    @_native("clearOutput") func clearOutput(wait: Bool = false)

    /// Saves an animation as an animated PNG (APNG) or SVG, chosen by the extension (a PDF holds
    /// its first frame), at `scale` pixels per point (`Canvas.scale` unless given).
    @_native("save.animation") func save(_ animation: AnimatedFigure, to path: String, scale: Double? = nil)

    /// A C standard I/O stream, as `stderr` and `stdout` point to.
    struct FILE {}
    /// A pointer to a value of type `Pointee`: here only the standard streams `stderr` and `stdout`.
    struct UnsafeMutablePointer<Pointee> {
        /// The stream's file descriptor: 1 for stdout, 2 for stderr.
        var _descriptor: Int32
    }
    /// The standard error stream: `fputs("warning\n", stderr)` writes to the cell's stderr.
    let stderr = UnsafeMutablePointer<FILE>(_descriptor: 2)
    /// The standard output stream, where `print` writes.
    let stdout = UnsafeMutablePointer<FILE>(_descriptor: 1)

    /// Writes `text` to `stream`, `stderr` or `stdout` (C's fputs, as Swift calls it):
    /// `fputs("warning\n", stderr)`. Returns a non-negative number.
    @_native("fputs") @discardableResult func fputs(_ text: String, _ stream: UnsafeMutablePointer<FILE>) -> Int32

    /// A line of standard input, or nil at its end (`shapebook run script.swift < input.txt`).
    /// In a notebook the front end asks the reader to type the line (Jupyter's input box); a
    /// front end that cannot ask (nbconvert, papermill) gives nil, as an empty standard input does.
    @_native("readLine") func readLine(strippingNewline: Bool = true) -> String?
    """#
}
