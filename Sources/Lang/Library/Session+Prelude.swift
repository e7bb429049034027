extension Lang.Session {
    /// Gives this session the library prelude's globals and types from the process's checked
    /// prelude (`PreludeImage`; the session's environment is already a copy of its environment),
    /// so that every cell sees the drawing surface's types.
    ///
    /// - Returns: the prelude's diagnostics; with an error the session has no library.
    func loadPrelude() -> [Diagnostic] {
        let image = PreludeImage.shared
        globals.slots = image.globals
        libraryTypes = image.libraryTypes
        return image.diagnostics
    }
}
