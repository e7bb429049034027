import Jupyter

/// The session's window on Jupyter while a live view changes: what an action prints is kept for
/// the line under the controls; what it displays goes out as any display does.
final class LiveHost: LiveViewHost {
    private let context: ExecutionContext
    /// Text printed (stdout and stderr) during the change.
    private(set) var printed = ""

    init(context: ExecutionContext) {
        self.context = context
    }

    func print(_ text: String) { printed += text }

    func display(_ bundle: MimeBundle) {
        context.display(bundle)
    }
}
