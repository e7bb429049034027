/// Making a class instance through a type known only at run time: `T()` for `T: Node`.
extension StaticWitness {
    /// An instance of `decl` made by its initialiser `selector` or, where `decl` declares no
    /// initialiser, by its nearest superclass's (a subclass that declares none inherits them).
    static func constructInstance(_ decl: NominalDecl, selector: String, arguments: [Value], _ interpreter: Interpreter,
                                  line: Int) throws -> Value {
        let environment = interpreter.environment
        var chain: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let type = current, chain.count < 100 {
            chain.append(type)
            current = type.superclass
        }
        // Inherited stored properties come first in an instance.
        var fields: [Value] = []
        for type in chain.reversed() {
            let defaults = environment.members[ObjectIdentifier(type)]?.fieldDefaults ?? []
            for index in type.storedProperties.indices {
                let initial = index < defaults.count ? defaults[index] : nil
                fields.append(try initial?.evaluate(interpreter.globals, interpreter) ?? .null)
            }
        }
        let blank = Value.object(Instance(decl: decl, fields: fields))
        for type in chain {
            guard let initializers = environment.members[ObjectIdentifier(type)]?.initializers, !initializers.isEmpty else {
                continue
            }
            guard let initializer = initializers.first(where: { $0.selector == selector && !$0.code.isRequirement }) else {
                break
            }
            return try interpreter.invoke(initializer.code, captured: nil, arguments: arguments, selfValue: blank, line: line).0
        }
        guard selector == "init()", !chain.contains(where: { !(environment.members[ObjectIdentifier($0)]?.initializers.isEmpty ?? true) }) else {
            throw RuntimeError("type '\(decl.name)' has no initializer '\(selector)'", line: line)
        }
        return blank
    }
}
