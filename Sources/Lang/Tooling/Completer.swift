/// Jupyter's `complete_request` for Lang: members after `.` from the checker's type of the
/// expression before it, else the names in scope at the cursor, keywords and argument labels.
struct Completer {
    let environment: Environment
    /// Stands for the word being typed when the cell is checked up to the cursor.
    static let placeholder = "__shapebook_cursor"

    func complete(_ source: String, cursor rawCursor: Int) -> Lang.Completion {
        let scalars = Array(source.unicodeScalars)
        let cursor = min(max(0, rawCursor), scalars.count)
        var start = cursor
        while start > 0, Self.isIdentifierScalar(scalars[start - 1]) { start -= 1 }
        let prefix = Lexer.string(scalars[start..<cursor])
        var items: [Lang.CompletionItem]
        if start > 0, scalars[start - 1] == "." {
            // `a?.` offers the members of what `a` wraps.
            let chained = start > 1 && scalars[start - 2] == "?"
            let (probed, cut) = Self.outsideInterpolation(scalars, cut: start - (chained ? 2 : 1))
            let probe = CursorProbe(environment: environment, scalars: probed, cut: cut)
            if var base = probe.typeEndingAtCut {
                if chained, let wrapped = base.optionalWrapped { base = wrapped }
                items = probe.lister.items(of: base)
            } else {
                items = implicitMemberItems(scalars: scalars, dot: start - 1)
            }
        } else {
            let probe = CursorProbe(environment: environment, scalars: scalars, cut: start, placeholder: Self.placeholder)
            items = labelItems(scalars: scalars, before: start, probe: probe) + nameItems(in: probe)
        }
        var seen: Set<String> = []
        let matches = items.filter { $0.text.hasPrefix(prefix) && $0.text != prefix && seen.insert($0.text).inserted }
            .sorted { a, b in
                let la = a.kind == "argument", lb = b.kind == "argument"
                return la != lb ? la : a.text < b.text
            }
        return Lang.Completion(matches: matches, cursorStart: start, cursorEnd: cursor)
    }

    /// After a `.` with nothing before it: the static members and cases of the type the
    /// context expects there (`let s: Shade = .`, `paint(.`), unwrapping an optional.
    private func implicitMemberItems(scalars: [Unicode.Scalar], dot: Int) -> [Lang.CompletionItem] {
        let probe = CursorProbe(environment: environment, scalars: scalars, cut: dot, placeholder: "." + Self.placeholder)
        guard var expected = probe.expectedAtCut else { return [] }
        if let wrapped = expected.optionalWrapped { expected = wrapped }
        // A generic parameter (`fill<S: ShapeStyle>(_: S)`) or an existential offers the statics
        // of its protocols (`.green` for a ShapeStyle), as the checker resolves them.
        switch expected {
        case .generic(let parameter):
            return parameter.constraints.flatMap { probe.lister.items(of: .metatype(.nominal($0, []))) }
        case .existential(let protocols), .opaque(let protocols):
            return protocols.flatMap { probe.lister.items(of: .metatype(.nominal($0, []))) }
        default:
            return probe.lister.items(of: .metatype(expected))
        }
    }

    /// When `cut` is inside a `\(…)` of a string literal still open at the cut, the cell with
    /// that literal replaced by the interpolation's code, and the cut moved to match: `"x\(r.` is
    /// probed as `r`.
    static func outsideInterpolation(_ scalars: [Unicode.Scalar], cut: Int) -> ([Unicode.Scalar], Int) {
        var lexer = Lexer(source: Lexer.string(scalars[..<cut]))
        guard let last = lexer.tokenize().last(where: { $0.kind != .endOfFile }), last.kind == .stringLiteral,
              last.isMalformed else { return (scalars, cut) }
        let literalStart = last.range.start.offset
        var depth = 0
        var index = cut - 1
        while index > literalStart {
            if scalars[index] == ")" { depth += 1 }
            if scalars[index] == "(" {
                if depth == 0, scalars[index - 1] == "\\" {
                    let code = Array(scalars[(index + 1)..<cut])
                    return (Array(scalars[..<literalStart]) + code, literalStart + code.count)
                }
                // An unclosed `(` inside the interpolation (`\(max(1, x.`) stays open.
                depth = max(0, depth - 1)
            }
            index -= 1
        }
        return (scalars, cut)
    }

    static func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    /// The scope's names (innermost first), the builtins and the keywords.
    private func nameItems(in probe: CursorProbe) -> [Lang.CompletionItem] {
        var items: [Lang.CompletionItem] = []
        let scope = probe.scope
        var current: Scope? = scope
        while let level = current {
            for (name, symbol) in level.names where name != Self.placeholder {
                items.append(Self.item(name, symbol))
            }
            current = level.parent
        }
        // Inside a method, `self`'s members are names too.
        if let selfType = scope.function.owner.selfType {
            items += probe.lister.items(of: selfType)
        }
        for builtin in StandardLibrary.functions {
            items.append(Lang.CompletionItem(text: builtin.name, kind: "function", signature: builtin.declaration))
        }
        for name in StandardLibrary.typeNames {
            items.append(Lang.CompletionItem(text: name, kind: "type", signature: nil))
        }
        for keyword in Keyword.allCases where keyword != ._ {
            items.append(Lang.CompletionItem(text: keyword.rawValue, kind: "keyword", signature: nil))
        }
        // Contextual keywords (`mutating`, `override`, `some`) are identifiers to the lexer.
        for word in Parser.contextualModifiers.union(["some", "any"]) {
            items.append(Lang.CompletionItem(text: word, kind: "keyword", signature: nil))
        }
        return items
    }

    static func item(_ name: String, _ symbol: Symbol) -> Lang.CompletionItem {
        switch symbol {
        case .variable(let variable):
            return Lang.CompletionItem(text: name, kind: "variable", signature: "\(variable.type)")
        case .functions(let functions):
            return Lang.CompletionItem(text: name, kind: "function", signature: functions.first.map(MemberLister.signature))
        case .type(let type):
            return Lang.CompletionItem(text: name, kind: "type", signature: "\(type)")
        }
    }

    /// `label:` for each argument label of the call whose `(` is the innermost one still open
    /// before `offset` (a function, an initialiser — a struct's memberwise one too —, or a method
    /// after `.`), but for those the call already has.
    private func labelItems(scalars: [Unicode.Scalar], before offset: Int, probe outer: CursorProbe) -> [Lang.CompletionItem] {
        guard let call = EnclosingCall(scalars, before: offset) else { return [] }
        var functions: [FunctionSymbol] = []
        var memberwise: [String] = []
        if let period = call.period {
            let probe = CursorProbe(environment: environment, scalars: scalars, cut: period.range.start.offset)
            if let base = probe.typeEndingAtCut {
                functions = probe.lister.functions(named: call.callee.text, on: base)
            }
        } else {
            switch outer.scope.lookup(call.callee.text) {
            case .functions(let found): functions = found
            case .type(let type):
                functions = outer.lister.functions(named: "init", on: .metatype(type))
                memberwise = type.nominalDecl.map(outer.lister.memberwiseLabels) ?? []
            default: break
            }
        }
        var seen = call.writtenLabels
        var items = functions.flatMap { function in
            function.labels.compactMap { label -> Lang.CompletionItem? in
                guard let label, seen.insert(label).inserted else { return nil }
                return Lang.CompletionItem(text: label + ":", kind: "argument", signature: MemberLister.signature(function))
            }
        }
        let memberwiseSignature = "init(" + memberwise.map { $0 + ":" }.joined() + ")"
        for label in memberwise where seen.insert(label).inserted {
            items.append(Lang.CompletionItem(text: label + ":", kind: "argument", signature: memberwiseSignature))
        }
        return items
    }
}
