import Jupyter

/// What `kernel_info_reply` says about Shapebook.
public enum ShapebookKernelInfo {
    /// Shapebook's version, reported as both implementation and language version.
    public static let version = "0.1.0"

    /// The reply's content.
    public static let kernelInfo = KernelInfo(
        implementation: "shapebook", implementationVersion: version,
        languageInfo: [
            "name": "shapebook", "version": .string(version), "mimetype": "text/x-swift",
            "file_extension": ".shape", "codemirror_mode": "swift", "pygments_lexer": "swift",
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
