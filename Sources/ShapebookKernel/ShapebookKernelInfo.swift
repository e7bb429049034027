import Jupyter

/// What `kernel_info_reply` says about Shapebook.
public enum ShapebookKernelInfo {
    /// Shapebook's version (the implementation's).
    public static let version = "0.1.0"
    /// The Swift language mode the cells follow: swiftc 6.3.1's `-swift-version 5`, the oracle's
    /// (tests/differential) and the mode app code is written in.
    public static let swiftLanguageVersion = "5"

    /// The reply's content.
    public static let kernelInfo = KernelInfo(
        implementation: "shapebook", implementationVersion: version,
        languageInfo: [
            // The language is Swift (docs/kernel.md, "kernel_info"); `implementation` names the kernel.
            "name": "swift", "version": .string(swiftLanguageVersion), "mimetype": "text/x-swift",
            "file_extension": ".swift", "codemirror_mode": "swift", "pygments_lexer": "swift",
        ],
        banner: """
            Shapebook \(version): 2D geometry in Swift, drawn with SwiftUI's shapes and views.
            Try `Star(points: 5).fill(.orange)`; press Tab to complete and Shift-Tab to inspect.
            """,
        helpLinks: [
            .init(text: "Shapebook language", url: "https://github.com/shapebook/shapebook/blob/main/docs/language.md"),
            .init(text: "Shapebook kernel", url: "https://github.com/shapebook/shapebook/blob/main/docs/kernel.md"),
        ])
}
