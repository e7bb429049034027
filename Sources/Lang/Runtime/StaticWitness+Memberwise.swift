extension StaticWitness {
    /// The fields of a struct made by its memberwise initialiser called as `selector`
    /// (`T(size: n)` for `T: P` where `P` requires `init(size:)`, which a struct's memberwise
    /// initialiser satisfies): each of its parameters, every stored property but a `let` with an
    /// initial value, takes the argument of the same label, in order; the `let`s keep their values
    /// from `initial`. Nil when `selector` is not the memberwise initialiser's (swiftc does not
    /// let a requirement that leaves out a defaulted parameter be met by it either).
    static func memberwiseFields(_ decl: NominalDecl, selector: String, arguments: [Value], initial: [Value]) -> [Value]? {
        guard selector.hasPrefix("init("), selector.hasSuffix(")"), initial.count == decl.storedProperties.count else {
            return nil
        }
        let labels = selector.dropFirst(5).dropLast().split(separator: ":", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        guard labels.count == arguments.count else { return nil }
        var fields = initial
        var next = 0
        for (index, property) in decl.storedProperties.enumerated() {
            // A wrapper's storage is labelled by the wrapped name and holds the wrapper: not here.
            guard property.wrappedName == nil else { return nil }
            // A `let` with an initial value is not a parameter of the memberwise initialiser.
            if property.isLet && property.hasDefault { continue }
            guard next < labels.count, labels[next] == property.name else { return nil }
            fields[index] = arguments[next]
            next += 1
        }
        return next == labels.count ? fields : nil
    }
}
