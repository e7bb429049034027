/// The session's window on Jupyter while a live view changes: what an action prints is kept for
/// the line under the controls.
final class LiveHost: LiveViewHost {
    /// Text printed (stdout and stderr) during the change.
    private(set) var printed = ""

    func print(_ text: String) { printed += text }
}
