extension Prelude {
    /// The notebook session's settings, as static properties of `Session`, bound in
    /// `NativeTable+Session` to the running `Lang.Session`.
    static let sessionSettings = #"""
    /// The notebook session's settings.
    enum Session {
        /// The most memory the kernel may hold while a cell runs or draws, in bytes (4 GiB or half
        /// the machine unless set, at least 256 MiB): growth past it stops the cell with a
        /// `MemoryError`. A cell that fails leaves it as it was.
        static var memoryLimit: Int {
            get { _sessionMemoryLimit() }
            set { _setSessionMemoryLimit(newValue) }
        }
    }
    @_native("Session.memoryLimit") func _sessionMemoryLimit() -> Int
    @_native("Session.setMemoryLimit") func _setSessionMemoryLimit(_ bytes: Int)
    """#
}
