/// A superclass's `required` initialisers, which every subclass must have: one that declares a
/// designated initialiser of its own no longer inherits them, so it must write each one (swiftc:
/// "'required' initializer 'init(v:)' must be provided by subclass of 'A'").
extension Checker {
    /// Reports each `required` initialiser of the class's superclass that the class neither
    /// inherits nor declares, where swiftc puts it: at the start of the line after the class's
    /// last initialiser (where its fix-it would insert the missing one).
    func checkRequiredInitializers(_ nominal: NominalTypeDecl, _ semantic: NominalDecl) {
        guard semantic.kind == .class, let superclass = semantic.superclass else { return }
        var lastInitializerEnd: SourceLocation?
        var declaresDesignated = false
        var declared: Set<String> = []
        for member in activeDeclarations(nominal.members) {
            guard case .initializer(let initializer) = member.kind else { continue }
            lastInitializerEnd = member.range.end
            declaresDesignated = declaresDesignated || !member.has(.convenience)
            declared.insert("init(" + initializer.parameters.map { ($0.firstName?.name ?? "_") + ":" }.joined() + ")")
        }
        guard declaresDesignated, let lastInitializerEnd else { return }
        var reported: Set<String> = []
        var current: NominalDecl? = superclass
        var hops = 0
        while let type = current, hops < 100 {
            for initializer in environment.members(of: type).initializers where initializer.isRequired
                && !declared.contains(initializer.selector) && reported.insert(initializer.selector).inserted {
                error("'required' initializer '\(initializer.selector)' must be provided by subclass of '\(superclass.name)'",
                      SourceRange(at: startOfNextLine(after: lastInitializerEnd)))
            }
            current = type.superclass
            hops += 1
        }
        // The `init(from:)` Swift synthesises for a `Decodable` superclass is `required` too.
        if !declared.contains("init(from:)"), !reported.contains("init(from:)"),
           CodableInheritance.synthesizedSuper(superclass, "Decodable", environment) != nil {
            error("'required' initializer 'init(from:)' must be provided by subclass of '\(superclass.name)'",
                  SourceRange(at: startOfNextLine(after: lastInitializerEnd)))
        }
    }

    /// The first position of the line after the one `location` is on (the end of the cell when
    /// that line is the last).
    func startOfNextLine(after location: SourceLocation) -> SourceLocation {
        var offset = max(0, location.offset)
        while offset < sourceScalars.count, sourceScalars[offset] != "\n" { offset += 1 }
        return SourceLocation(line: location.line + 1, column: 1, offset: min(offset + 1, sourceScalars.count))
    }
}
