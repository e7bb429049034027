/// Jupyter's `complete_request`: names, members after `.`, and argument labels inside a call.
struct Completer {
    let interpreter: Interpreter

    /// The lexer's reserved words, so the two lists cannot drift apart, and `mutating`: the
    /// parser skips it, but a SwiftUI cell writes it.
    static let keywords = reservedWords.union(["mutating"]).sorted()

    func complete(_ source: String, cursor rawCursor: Int) -> CompletionResult {
        let scalars = Array(source.unicodeScalars)
        let cursor = min(max(0, rawCursor), scalars.count)
        var start = cursor
        while start > 0, isIdentifierScalar(scalars[start - 1]) { start -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[start..<cursor]))
        var matches: [CompletionItem] = []
        if start > 0, scalars[start - 1] == "." {
            matches = memberItems(before: Array(scalars[..<(start - 1)]))
        } else {
            matches = labelItems(before: Array(scalars[..<start])) + nameItems()
        }
        var seen: Set<String> = []
        let filtered = matches.filter { $0.text.hasPrefix(prefix) && $0.text != prefix && seen.insert($0.text).inserted }
        let sorted = filtered.sorted { a, b in
            let la = a.type == "param", lb = b.type == "param"
            return la != lb ? la : a.text < b.text
        }
        return CompletionResult(matches: sorted, cursorStart: start, cursorEnd: cursor)
    }

    private func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    /// Keywords, the session's names and the builtins.
    private func nameItems() -> [CompletionItem] {
        var items = Self.keywords.map { CompletionItem(text: $0, type: "keyword", signature: nil) }
        for (name, value) in interpreter.globals.values {
            items.append(item(name, for: value))
        }
        for (name, builtin) in interpreter.builtins.functions {
            items.append(CompletionItem(text: name, type: "function", signature: builtin.shortSignature))
        }
        for (name, type) in interpreter.builtins.types {
            items.append(CompletionItem(text: name, type: "class", signature: type.initializer?.shortSignature))
        }
        return items
    }

    private func item(_ name: String, for value: Value) -> CompletionItem {
        switch value {
        case .function(let callable):
            if case .function(let decl, _) = callable.kind { return CompletionItem(text: name, type: "function", signature: decl.signature) }
            return CompletionItem(text: name, type: "function", signature: nil)
        case .type(let ref):
            return CompletionItem(text: name, type: "class", signature: nil).with(signature: userInitializer(ref))
        case .namespace:
            return CompletionItem(text: name, type: "module", signature: nil)
        default:
            return CompletionItem(text: name, type: "instance", signature: interpreter.typeName(of: value))
        }
    }

    private func userInitializer(_ ref: TypeRef) -> String? {
        guard case .user(let type) = ref else { return interpreter.builtins.types[ref.name]?.initializer?.shortSignature }
        let labels = type.stored.filter { !($0.isConstant && $0.defaultValue != nil) }.map { "\($0.name): \($0.type?.name ?? "Any")" }
        return "\(type.name)(" + labels.joined(separator: ", ") + ")"
    }

    /// Members of the value or type named just before the `.` (an identifier chain such as
    /// `rect`, `Color`, `shape.path`); implicit members (`.red`) when nothing comes before it.
    private func memberItems(before scalars: [Unicode.Scalar]) -> [CompletionItem] {
        var end = scalars.count
        var start = end
        while start > 0, isIdentifierScalar(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        while end > start, scalars[end - 1] == "." { end -= 1 }
        let chain = String(String.UnicodeScalarView(scalars[start..<end]))
        guard !chain.isEmpty else { return implicitItems() }
        guard let base = try? resolveChain(chain) else { return [] }
        return memberList(of: base)
    }

    /// Resolves a dotted chain of names without running any script code: stored fields, cached
    /// statics and builtin properties only (completion runs on the kernel's thread, outside the
    /// cell's limits, so a computed property with an endless loop must not run here).
    func resolveChain(_ chain: String) throws -> Value {
        let parts = chain.split(separator: ".").map(String.init)
        guard let first = parts.first, let start = interpreter.globals.values[first] ?? interpreter.builtins.functionValues[first] else {
            throw fail("unknown")
        }
        var value = start
        for part in parts.dropFirst() {
            value = try safeMember(of: value, part)
        }
        return value
    }

    private func safeMember(of value: Value, _ name: String) throws -> Value {
        switch value {
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
        case .type(.user(let type)):
            if let cached = type.staticValues[name] { return cached }
        case .type(.builtin(let typeName)):
            if let builtin = interpreter.builtins.types[typeName]?.statics[name], builtin.isProperty {
                return try interpreter.member(of: value, name, at: nil)
            }
        case .namespace:
            return try interpreter.member(of: value, name, at: nil)
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(of: name) { return items[i] }
        default:
            for domain in interpreter.domains(of: value) {
                if let builtin = interpreter.builtins.members[domain]?[name], builtin.isProperty {
                    return try interpreter.invoke(builtin, receiver: value, [], at: nil).result
                }
            }
        }
        throw fail("not resolvable without running code")
    }

    private func memberList(of value: Value) -> [CompletionItem] {
        var items: [CompletionItem] = []
        switch value {
        case .type(.builtin(let name)):
            for (member, builtin) in interpreter.builtins.types[name]?.statics ?? [:] {
                items.append(CompletionItem(text: member, type: builtin.isProperty ? "property" : "method", signature: builtin.shortSignature))
            }
            return items
        case .instance(let instance):
            for property in instance.type.stored {
                items.append(CompletionItem(text: property.name, type: "property", signature: property.type?.name))
            }
            for (name, property) in instance.type.computed {
                items.append(CompletionItem(text: name, type: "property", signature: property.type?.name))
            }
            for (name, methods) in instance.type.methods {
                items.append(CompletionItem(text: name, type: "method", signature: methods.first?.signature))
            }
        default:
            break
        }
        for domain in interpreter.domains(of: value) {
            for (name, builtin) in interpreter.builtins.members[domain] ?? [:] {
                items.append(CompletionItem(text: name, type: builtin.isProperty ? "property" : "method", signature: builtin.shortSignature))
            }
            for (name, decl) in interpreter.state.extensions[domain] ?? [:] {
                items.append(CompletionItem(text: name, type: "method", signature: decl.signature))
            }
        }
        for name in interpreter.memberNames(of: value) where !items.contains(where: { $0.text == name }) {
            items.append(CompletionItem(text: name, type: "property", signature: nil))
        }
        return items
    }

    /// `.red`, `.center`, `.degrees(…)`: members an implicit expression can name.
    private func implicitItems() -> [CompletionItem] {
        var items: [CompletionItem] = []
        for type in implicitCandidateTypes {
            for (name, builtin) in interpreter.builtins.types[type]?.statics ?? [:] {
                items.append(CompletionItem(text: name, type: builtin.isProperty ? "property" : "method", signature: "\(type).\(builtin.shortSignature)"))
            }
        }
        for (domain, names) in symbolDomains {
            for name in names { items.append(CompletionItem(text: name, type: "property", signature: domain)) }
        }
        return items + [CompletionItem(text: "init", type: "method", signature: nil)]
    }

    /// Argument labels of the call whose `(` is open at the cursor: `Star(po` → `points:`.
    private func labelItems(before scalars: [Unicode.Scalar]) -> [CompletionItem] {
        var depth = 0
        var i = scalars.count - 1
        var used: Set<String> = []
        var labelStart: Int?
        while i >= 0 {
            let c = scalars[i]
            if c == ")" || c == "]" || c == "}" { depth += 1 }
            else if c == "[" || c == "{" { if depth == 0 { return [] }; depth -= 1 }
            else if c == "(" {
                if depth == 0 { break }
                depth -= 1
            } else if c == ":", depth == 0 {
                labelStart = i
                var j = i - 1
                while j >= 0, isIdentifierScalar(scalars[j]) { j -= 1 }
                used.insert(String(String.UnicodeScalarView(scalars[(j + 1)..<i])))
            }
            i -= 1
        }
        _ = labelStart
        guard i > 0 else { return [] }
        var end = i
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, isIdentifierScalar(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        let callee = String(String.UnicodeScalarView(scalars[start..<end]))
        guard !callee.isEmpty else { return [] }
        return labels(of: callee).filter { !used.contains($0.label) }.map {
            CompletionItem(text: $0.label + ":", type: "param", signature: $0.signature)
        }
    }

    /// The argument labels a callee accepts, with the signature they come from.
    private func labels(of callee: String) -> [(label: String, signature: String)] {
        var result: [(String, String)] = []
        func add(_ builtin: Builtin) {
            for overload in builtin.overloads {
                let signature = overload.signature(named: builtin.name)
                for parameter in overload.parameters { if let label = parameter.label { result.append((label, signature)) } }
            }
        }
        let parts = callee.split(separator: ".").map(String.init)
        guard let member = parts.last else { return [] }
        if parts.count == 1 {
            let name = member
            if let type = interpreter.builtins.types[name], let initializer = type.initializer { add(initializer) }
            if let function = interpreter.builtins.functions[name] { add(function) }
            switch interpreter.globals.values[name] {
            case .type(.user(let type))?:
                let signature = userInitializer(.user(type)) ?? type.name
                for property in type.stored where !(property.isConstant && property.defaultValue != nil) {
                    result.append((property.name, signature))
                }
            case .function(let callable)?:
                if case .function(let decl, _) = callable.kind {
                    for parameter in decl.parameters { if let label = parameter.label { result.append((label, decl.signature)) } }
                }
            default: break
            }
            return result
        }
        if let base = try? resolveChain(parts.dropLast().joined(separator: ".")) {
            if case .type(.builtin(let name)) = base, let builtin = interpreter.builtins.types[name]?.statics[member] { add(builtin) }
            for domain in interpreter.domains(of: base) {
                if let builtin = interpreter.builtins.members[domain]?[member] { add(builtin) }
            }
        } else {
            for table in interpreter.builtins.members.values { if let builtin = table[member] { add(builtin) } }
        }
        return result
    }
}

extension CompletionItem {
    func with(signature: String?) -> CompletionItem {
        CompletionItem(text: text, type: type, signature: signature ?? self.signature)
    }
}
