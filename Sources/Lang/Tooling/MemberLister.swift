/// The members a `.` after a value or type of a given static type offers: a user type's stored
/// and computed properties, methods, cases and static members (with its superclasses' and
/// protocol extensions'), a standard type's members from `StandardLibrary`, and extensions'.
struct MemberLister {
    /// The member tables as a probe left them: with the types the probed cell declares (by
    /// address: the environment's `tabledDeclarations` holds those too, as it never lets one go).
    let members: [ObjectIdentifier: TypeMembers]
    let builtinMembers: [String: TypeMembers]
    /// The conformances as the probe left them (extensions' included).
    let conformances: ConformanceTable

    func items(of type: SwiftType) -> [Lang.CompletionItem] {
        var items: [Lang.CompletionItem] = []
        if case .metatype(let instance) = type {
            if let decl = instance.nominalDecl {
                for table in tables(of: decl) { items += staticItems(table) }
                items += decl.cases.map { Lang.CompletionItem(text: $0.name, kind: "case", signature: "case \($0.name)") }
            } else {
                items += StandardLibrary.members(of: instance, isStatic: true).map { Self.item($0, of: instance) }
            }
            items.append(Lang.CompletionItem(text: "init", kind: "method", signature: nil))
            return items
        }
        if let decl = type.nominalDecl {
            for property in decl.storedProperties {
                let introducer = property.isLet ? "let" : "var"
                items.append(Lang.CompletionItem(text: property.name, kind: "property",
                                                 signature: "\(introducer) \(property.name): \(property.type)"))
            }
            for table in tables(of: decl) { items += instanceItems(table) }
        } else {
            items += StandardLibrary.members(of: type, isStatic: false).map { Self.item($0, of: type) }
            if let table = builtinMembers[Environment.builtinKey(type)] { items += instanceItems(table) }
        }
        return items
    }

    /// The functions named `name` a call on a value (or, for `.metatype`, a type) could mean.
    func functions(named name: String, on type: SwiftType) -> [FunctionSymbol] {
        if case .metatype(let instance) = type {
            guard let decl = instance.nominalDecl else { return [] }
            let tables = tables(of: decl)
            return name == "init" ? tables.flatMap(\.initializers) : tables.flatMap { $0.staticMethods[name] ?? [] }
        }
        if let decl = type.nominalDecl { return tables(of: decl).flatMap { $0.methods[name] ?? [] } }
        return builtinMembers[Environment.builtinKey(type)]?.methods[name] ?? []
    }

    /// The argument labels of a struct's memberwise initialiser, in order (none for a class or a
    /// struct with an `init` in its body): each stored property's name, or a wrapped property's
    /// (`x` for `@State var x`), but for a `let` that has its value.
    func memberwiseLabels(of decl: NominalDecl) -> [String] {
        guard decl.kind == .struct, let table = members[ObjectIdentifier(decl)], !table.hasInitializerInBody else { return [] }
        let defaults = table.fieldDefaults
        return decl.storedProperties.enumerated().compactMap { index, property in
            if property.isLet, index < defaults.count, defaults[index] != nil { return nil }
            return property.wrappedName ?? property.name
        }
    }

    /// The member tables of a type, its superclasses and the protocols it conforms to, nearest
    /// first (bounded, as a class hierarchy written in a cell may be deep).
    private func tables(of decl: NominalDecl) -> [TypeMembers] {
        var result: [TypeMembers] = []
        var visited: Set<ObjectIdentifier> = []
        var pending: [NominalDecl] = [decl]
        var index = 0
        while index < pending.count, index < 1000 {
            let next = pending[index]
            index += 1
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            if let table = members[ObjectIdentifier(next)] { result.append(table) }
            if let superclass = next.superclass { pending.append(superclass) }
            pending.append(contentsOf: conformances.protocols(of: next))
        }
        return result
    }

    private func instanceItems(_ table: TypeMembers) -> [Lang.CompletionItem] {
        var items = table.computed.latest.map { name, entry in
            Lang.CompletionItem(text: name, kind: "property", signature: "var \(name): \(entry.type)")
        }
        items += table.fields.keys.map { Lang.CompletionItem(text: $0, kind: "property", signature: nil) }
        for (name, overloads) in table.methods {
            items.append(Lang.CompletionItem(text: name, kind: "method", signature: overloads.first.map(Self.signature)))
        }
        return items
    }

    private func staticItems(_ table: TypeMembers) -> [Lang.CompletionItem] {
        var items = table.staticVariables.map { name, variable in
            Lang.CompletionItem(text: name, kind: "property", signature: "static \(variable.isLet ? "let" : "var") \(name): \(variable.type)")
        }
        items += table.staticComputed.map { name, entry in
            Lang.CompletionItem(text: name, kind: "property", signature: "static var \(name): \(entry.type)")
        }
        for (name, overloads) in table.staticMethods {
            items.append(Lang.CompletionItem(text: name, kind: "method", signature: overloads.first.map(Self.signature)))
        }
        items += table.nestedTypes.map { name, type in Lang.CompletionItem(text: name, kind: "type", signature: "\(type)") }
        return items
    }

    /// A standard library member as completion shows it.
    static func item(_ builtin: Builtin, of type: SwiftType) -> Lang.CompletionItem {
        Lang.CompletionItem(text: builtin.name, kind: builtin.signature.kind.rawValue, signature: builtin.declaration(for: type))
    }

    /// `name(label: Type, _: Type) -> Result`, from the checker's symbol.
    static func signature(_ function: FunctionSymbol) -> String {
        let parameters = zip(function.labels + Array(repeating: nil, count: max(0, function.type.parameters.count - function.labels.count)),
                             function.type.parameters).map { label, parameter in
            (label ?? "_") + ": " + (parameter.isInout ? "inout " : "") + "\(parameter.type)" + (parameter.isVariadic ? "..." : "")
        }
        var text = (function.isMutating ? "mutating " : "") + "func \(function.name)(" + parameters.joined(separator: ", ") + ")"
        if function.type.isThrowing { text += " throws" }
        if function.type.result != .void { text += " -> \(function.type.result)" }
        return text
    }
}
