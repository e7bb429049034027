extension StandardLibrary {
    /// The collections' random members, drawn from the session's generator (`SessionRandom`);
    /// `Double.random(in:)` and its kin are in the prelude (`Prelude.random`).
    static let randomMembers: [Builtin] = [
        Builtin("Sequence", "func shuffled() -> [Element]", "The elements in a random order, from the session's generator.",
                sample: "()", matchesLabels: true) { $0.shuffledRule($1) },
        Builtin("Array", "mutating func shuffle()", "Reorders the elements in place as `shuffled()` orders them.",
                sample: "()", matchesLabels: true) { $0.shuffleRule($1) },
        Builtin("Collection", "func randomElement() -> Element?",
                "A random element from the session's generator, or nil when there is none.",
                sample: "()", matchesLabels: true) { $0.randomElementRule($1) },
        Builtin("Sequence", "func shuffled<T: RandomNumberGenerator>(using generator: inout T) -> [Element]",
                "The elements in the order Swift's shuffle draws from `generator` (a program's own generator).",
                sample: "(using: &g)", matchesLabels: true) { $0.randomUsingRule($1) },
        Builtin("Array", "mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T)",
                "Reorders the elements in place as `shuffled(using:)` orders them.",
                sample: "(using: &g)", matchesLabels: true) { $0.randomUsingRule($1) },
        Builtin("Collection", "func randomElement<T: RandomNumberGenerator>(using generator: inout T) -> Element?",
                "An element `generator` picks as Swift's `randomElement(using:)` does, or nil when there is none.",
                sample: "(using: &g)", matchesLabels: true) { $0.randomUsingRule($1) },
    ]
}
