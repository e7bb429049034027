/// The values a type's instances start from before an initialiser runs: each stored property's
/// initial value, or a placeholder the initialiser must fill.
extension Checker {
    /// A struct value with every stored property at its default (or a placeholder the
    /// initialiser must fill).
    func defaultStruct(_ decl: NominalDecl, line: Int) -> Expression {
        let defaults = environment.members(of: decl).fieldDefaults
        return MakeStruct(decl: decl, fields: decl.storedProperties.indices.map { index in
            index < defaults.count ? defaults[index] ?? Constant(.null, line: line) : Constant(.null, line: line)
        }, line: line)
    }

    /// A class instance with every stored property (inherited ones first) at its default.
    func defaultInstance(_ decl: NominalDecl, line: Int) -> Expression {
        var chain: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let type = current, chain.count < 100 {
            chain.insert(type, at: 0)
            current = type.superclass
        }
        var fields: [Expression] = []
        for type in chain {
            let defaults = environment.members(of: type).fieldDefaults
            for index in type.storedProperties.indices {
                fields.append(index < defaults.count ? defaults[index] ?? Constant(.null, line: line) : Constant(.null, line: line))
            }
        }
        return MakeInstance(decl: decl, fields: fields, line: line)
    }

    /// Whether a stored property of the class or a superclass has no initial value (so, with no
    /// initialiser declared, the class cannot be constructed).
    func hasPropertyWithoutValue(_ decl: NominalDecl) -> Bool {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let defaults = environment.members(of: type).fieldDefaults
            if defaults.contains(where: { $0 == nil }) { return true }
            current = type.superclass
            hops += 1
        }
        return false
    }
}
