/// Jupyter's `inspect_request` (Shift-Tab): the signature and documentation of the name under
/// the cursor (or, failing that, of the call whose parentheses enclose the cursor), from the
/// builtin table or the session's own declarations.
struct Inspector {
    let interpreter: Interpreter

    func inspect(_ source: String, cursor rawCursor: Int) -> InspectionResult? {
        let scalars = Array(source.unicodeScalars)
        let cursor = min(max(0, rawCursor), scalars.count)
        func isName(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c) }
        var start = cursor, end = cursor
        while start > 0, isName(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        while end < scalars.count, isName(scalars[end]) { end += 1 }
        var chain = String(String.UnicodeScalarView(scalars[start..<end]))
        while chain.hasPrefix(".") { chain.removeFirst() }
        // Front ends ask with the cursor just after `(` (JupyterLab's Shift-Tab at `Star(`), so
        // when no name under the cursor is known, the call whose parentheses enclose it is.
        for candidate in [chain, enclosingCallee(in: scalars, before: cursor) ?? ""] where !candidate.isEmpty {
            let parts = candidate.split(separator: ".").map(String.init)
            if let entry = describe(parts) { return render(entry.title, entry.signatures, entry.doc) }
        }
        return nil
    }

    private func render(_ title: String, _ signatures: [String], _ doc: String) -> InspectionResult {
        let parameters = Builtin.parameterLines(for: title)
        let parameterBlock = parameters.isEmpty ? [] : ["", "Parameters:"] + parameters
        let plain = ([title] + signatures + (doc.isEmpty ? [] : ["", doc]) + parameterBlock).joined(separator: "\n")
        let markdown = "**\(title)**\n\n```swift\n" + signatures.joined(separator: "\n") + "\n```\n" + (doc.isEmpty ? "" : "\n" + doc + "\n")
            + (parameters.isEmpty ? "" : "\nParameters:\n\n" + parameters.joined(separator: "\n") + "\n")
        return InspectionResult(plainText: plain, markdown: markdown)
    }

    private func describe(_ parts: [String]) -> (title: String, signatures: [String], doc: String)? {
        let builtins = interpreter.builtins
        guard let name = parts.last else { return nil }
        if parts.count == 1 {
            if let value = interpreter.globals.values[name] {
                switch value {
                case .function(let callable):
                    if case .function(let decl, _) = callable.kind { return (name, [decl.signature], "A function declared in this session.") }
                case .type(.user(let type)):
                    let stored = type.stored.map { "    \($0.isConstant ? "let" : "var") \($0.name)" + ($0.type.map { ": \($0.name)" } ?? "") }
                    let kind = type.isShape ? "Shape" : (type.isView ? "View" : "struct")
                    return (name, ["struct \(type.name)" + (type.conformances.isEmpty ? "" : ": " + type.conformances.sorted().joined(separator: ", "))] + stored,
                            "A \(kind) declared in this session." + (type.methods.isEmpty ? "" : " Methods: " + type.methods.keys.sorted().joined(separator: ", ") + "."))
                case .type(.builtin(let typeName)):
                    if let type = builtins.types[typeName] {
                        return (typeName, type.initializer?.signatures ?? [], type.doc)
                    }
                default:
                    return (name, ["\(name): \(interpreter.typeName(of: value))"], "= " + interpreter.describe(value, nested: true))
                }
            }
            if let function = builtins.functions[name] { return (name, function.signatures, function.doc) }
            if let type = builtins.types[name] { return (name, type.initializer?.signatures ?? [], type.doc) }
        }
        let baseName = parts.dropLast().joined(separator: ".")
        if parts.count > 1, let base = try? Completer(interpreter: interpreter).resolveChainForInspection(baseName) {
            if case .type(.builtin(let typeName)) = base, let builtin = builtins.types[typeName]?.statics[name] {
                return ("\(typeName).\(name)", builtin.signatures, builtin.doc)
            }
            if case .instance(let instance) = base {
                if let methods = instance.type.methods[name] { return ("\(instance.type.name).\(name)", methods.map(\.signature), "A method declared in this session.") }
                if let property = instance.type.stored.first(where: { $0.name == name }) ?? instance.type.computed[name] {
                    return ("\(instance.type.name).\(name)", ["\(property.isConstant ? "let" : "var") \(name)" + (property.type.map { ": \($0.name)" } ?? "")], "")
                }
            }
            for domain in interpreter.domains(of: base) {
                if let builtin = builtins.members[domain]?[name] { return ("\(domain).\(name)", builtin.signatures, builtin.doc) }
            }
        }
        for (domain, table) in builtins.members.sorted(by: { $0.key < $1.key }) {
            if let builtin = table[name] { return ("\(domain).\(name)", builtin.signatures, builtin.doc) }
        }
        return nil
    }
}

extension Completer {
    /// Resolves a dotted chain of names for inspection (no script code is run).
    func resolveChainForInspection(_ chain: String) throws -> Value {
        try resolveChain(chain)
    }
}
