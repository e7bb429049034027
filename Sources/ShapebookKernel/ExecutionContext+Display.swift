import Jupyter

extension ExecutionContext {
    /// Shows the bundle `make` builds (a cell's `display(x)`), under `id`; with `updating`,
    /// in place of what `id` shows (`handle.update(y)`). A value that cannot be drawn is said
    /// on stderr instead: the cell goes on, as after a failed `print`.
    func display(id: String?, updating: Bool = false, _ make: () throws -> MimeBundle) {
        do {
            let bundle = try make()
            if updating, let id { updateDisplay(bundle, id: id) } else { display(bundle, id: id) }
        } catch {
            write("display failed: \(error)\n", to: .stderr)
        }
    }
}
