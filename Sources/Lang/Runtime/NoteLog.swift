/// What a session's cells say on the notebook's stderr rather than in their output: notes such
/// as "SF Symbols are not available", each said once per session.
final class NoteLog {
    private var given: Set<String> = []
    /// The notes not yet taken.
    private(set) var pending = ""

    /// Adds `text` the first time `key` is noted in the session.
    func once(_ key: String, _ text: String) {
        guard given.insert(key).inserted else { return }
        pending += text
    }

    /// Whether `key` is noted for the first time in the session (it is noted now): for what is
    /// said once but written elsewhere than the notes.
    func first(_ key: String) -> Bool {
        given.insert(key).inserted
    }

    /// The pending notes, which are then cleared.
    func take() -> String {
        defer { pending = "" }
        return pending
    }
}
