/// Shift-Tab for Lang: the signature and documentation of the name at the cursor — a member
/// after `.` (by the checker's type of what is before the dot), a declaration of this or an
/// earlier cell, a local, or a builtin — else of the function or type called by the argument
/// list the cursor is in (`Star(points: 5, |`), with a type's initialiser.
struct Inspector {
    let environment: Environment
    let index: DeclarationIndex

    /// The name at the cursor's answer; among a call's arguments, where no known name is under the
    /// cursor (just after `(` or a comma, a label being typed), the called name's, as JupyterLab's
    /// Shift-Tab inside parentheses expects.
    func inspect(_ source: String, cursor rawCursor: Int) -> Lang.Inspection? {
        let scalars = Array(source.unicodeScalars)
        if let found = inspectName(source, scalars: scalars, cursor: rawCursor) { return found }
        guard let call = EnclosingCall(scalars, before: rawCursor) else { return nil }
        return inspectName(source, scalars: scalars, cursor: call.callee.range.end.offset)
    }

    private func inspectName(_ source: String, scalars: [Unicode.Scalar], cursor rawCursor: Int) -> Lang.Inspection? {
        let cursor = min(max(0, rawCursor), scalars.count)
        if let found = inspectName(at: cursor, source, scalars) { return found }
        guard let callee = Self.calleeEnd(in: scalars, before: cursor) else { return nil }
        return inspectName(at: callee, source, scalars)
    }

    /// The end of the name called by the innermost argument list open at `cursor` (the `(` not
    /// closed before it), or nil when the cursor is in no call.
    static func calleeEnd(in scalars: [Unicode.Scalar], before cursor: Int) -> Int? {
        var depth = 0
        var index = cursor
        while index > 0 {
            index -= 1
            switch scalars[index] {
            case ")", "]", "}":
                depth += 1
            case "(", "[", "{":
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                guard scalars[index] == "(", index > 0, Completer.isIdentifierScalar(scalars[index - 1]) else { return nil }
                return index
            default:
                break
            }
        }
        return nil
    }

    private func inspectName(at cursor: Int, _ source: String, _ scalars: [Unicode.Scalar]) -> Lang.Inspection? {
        var start = cursor, end = cursor
        while start > 0, Completer.isIdentifierScalar(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, Completer.isIdentifierScalar(scalars[end]) { end += 1 }
        guard start < end else { return nil }
        let name = Lexer.string(scalars[start..<end])
        var declarations = index
        declarations.record(Parser.parse(source).file, scalars: scalars)
        if start > 0, scalars[start - 1] == "." {
            let probe = CursorProbe(environment: environment, scalars: scalars, cut: start - 1)
            guard let base = probe.typeEndingAtCut else { return nil }
            return member(name, of: base, declarations: declarations, lister: probe.lister)
        }
        let probe = CursorProbe(environment: environment, scalars: scalars, cut: end)
        if let entry = declarations.entries[name] {
            var signature = entry.signature
            // At the declaration itself, the whole cell's top-level scope has the variable.
            if entry.needsType, let type = probe.typeEndingAtCut
                ?? variableType(name, in: CursorProbe(environment: environment, scalars: scalars, cut: scalars.count).scope) {
                signature += ": \(type)"
            }
            if let initializer = declarations.entries[name + ".init"] {
                // A type: how to make one (an `init(…)` shown as the call it answers, `Name(…)`).
                let call = initializer.signature.hasPrefix("init(") ? name + initializer.signature.dropFirst(4) : initializer.signature
                signature += "\n" + call
            }
            return Lang.Inspection(signature: signature, documentation: entry.documentation)
        }
        if let builtin = StandardLibrary.functions(named: name).first {
            return Lang.Inspection(signature: builtin.declaration, documentation: builtin.documentation)
        }
        if let type = probe.typeEndingAtCut {
            return Lang.Inspection(signature: "\(name): \(type)", documentation: nil)
        }
        guard let symbol = probe.scope.lookup(name) else { return nil }
        return Completer.item(name, symbol).signature.map { Lang.Inspection(signature: $0, documentation: nil) }
    }

    private func variableType(_ name: String, in scope: Scope) -> SwiftType? {
        if case .variable(let variable) = scope.lookup(name), variable.type != .error { return variable.type }
        return nil
    }

    /// A member's entry: the user's declaration with its documentation, else the catalog's.
    private func member(_ name: String, of base: SwiftType, declarations: DeclarationIndex,
                        lister: MemberLister) -> Lang.Inspection? {
        var instance = base
        if case .metatype(let type) = base { instance = type }
        var owners: [String] = []
        var current = instance.nominalDecl
        while let decl = current, owners.count < 1000 {
            owners.append(decl.name)
            owners += lister.conformances.protocols(of: decl).map(\.name)
            current = decl.superclass
        }
        if instance.nominalDecl == nil { owners.append("\(instance)") }
        for owner in owners {
            if let entry = declarations.entries[owner + "." + name] {
                return Lang.Inspection(signature: entry.signature, documentation: entry.documentation)
            }
        }
        if let builtin = StandardLibrary.members(named: name, of: instance, isStatic: instance != base).first {
            return Lang.Inspection(signature: builtin.declaration(for: instance), documentation: builtin.documentation)
        }
        let item = lister.items(of: base).first { $0.text == name }
        return item?.signature.map { Lang.Inspection(signature: $0, documentation: nil) }
    }
}
