extension StandardLibrary {
    /// What every `Hashable` value has beside `hash(into:)`: its hash as a number.
    static let hashing: [Builtin] = [
        Builtin("Hashable", "var hashValue: Int { get }",
                """
                The value's hash: equal values have equal hashes (from the type's `hash(into:)` when it declares one).
                As in Swift, the number itself differs from process to process, so a program should not print or store it.
                """) { $0.hashValueRule($1) },
        Builtin("Hashable", "func hash(into hasher: inout Hasher)",
                "Feeds the value to `hasher` (for a type whose `Hashable` is synthesised: its parts, as `==` compares them).",
                sample: "(into: &h)", matchesLabels: true) { $0.hashIntoRule($1) },
    ]
}
