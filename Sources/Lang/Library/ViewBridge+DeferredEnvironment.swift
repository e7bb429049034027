extension ViewBridge {
    /// The prelude globals that hold what the modifiers around a view entered into its
    /// environment while the bridge makes it: `.environment(_:_:)` writes, environment objects,
    /// chart settings and the presentation's appearance.
    static let enteredEnvironmentVariables = ["_environmentWrites", "_environmentObjects", "_chartEnvironment",
                                              "_presentedColorScheme"]

    /// What the modifiers around the view being made have entered, to enter again for content
    /// made later (`deferredContent`).
    func enteredEnvironment() -> [(name: String, value: Value)] {
        Self.enteredEnvironmentVariables.compactMap { name in global(name).map { (name, $0) } }
    }

    /// Runs `make` (a `GeometryReader`'s or a preference reader's content closure, which Canvas
    /// calls while it draws, after the bridge has left the modifiers around the reader) with
    /// `entered` in place again, so that the views it makes read the environment they sit in, as
    /// in SwiftUI; what was there before is put back after.
    func deferredContent<T>(in entered: [(name: String, value: Value)], _ make: () throws -> T) rethrows -> T {
        let outside = entered.map { ($0.name, global($0.name) ?? .null) }
        for (name, value) in entered { setGlobal(name, value) }
        defer { for (name, value) in outside { setGlobal(name, value) } }
        return try make()
    }
}
