extension Parser {
    /// Contextual keywords that act as declaration modifiers when a declaration follows.
    static let contextualModifiers: Set<String> = [
        "open", "package", "final", "override", "required", "convenience", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "indirect", "optional", "dynamic", "infix", "prefix", "postfix",
        "nonisolated", "consuming", "borrowing", "distributed",
    ]

    /// Reserved words that are modifiers.
    private static let keywordModifiers: [Keyword] = [.static, .public, .private, .fileprivate, .internal]

    /// Keywords that begin a declaration after its attributes and modifiers.
    private static let declarationKeywords: [Keyword] = [
        .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .initKeyword, .deinit,
        .subscript, .typealias, .associatedtype, .import, .operator, .precedencegroup, .case,
    ]

    /// Whether a modifier can stand at the current token (a contextual one only when something
    /// declaration-like follows, so `lazy` and `open` stay usable as names).
    private func isModifier(at offset: Int) -> Bool {
        let token = peek(offset)
        if Self.keywordModifiers.contains(where: { token.isKeyword($0) }) { return true }
        let isClass = token.isKeyword(.class)
        guard isClass || token.kind == .identifier && Self.contextualModifiers.contains(token.text) else {
            return false
        }
        let next = peek(offset + 1)
        if !isClass {
            if next.isAtLineStart && !isDeclarationKeyword(next) { return false }
            if next.kind == .leftParen || next.kind == .at { return true }
        }
        // Look past further modifiers, without recursing, for the declaration keyword.
        var cursor = offset + 1
        while cursor - offset < 64, isPlainModifier(peek(cursor)) {
            // `class` followed by a name is the declaration itself, not a modifier.
            if peek(cursor).isKeyword(.class), !isPlainModifier(peek(cursor + 1)),
               !isDeclarationKeyword(peek(cursor + 1)) { break }
            cursor += 1
        }
        let keyword = peek(cursor)
        // Sixty-four modifiers in a row: whatever it is, it is meant as a declaration.
        if cursor - offset >= 64 { return true }
        if isClass, cursor == offset + 1 {
            return Self.declarationKeywords.contains { keyword.isKeyword($0) } && !keyword.isKeyword(.case)
        }
        return isDeclarationKeyword(keyword) || keyword.kind == .at && !isClass
    }

    /// A modifier word, whatever follows it (for looking ahead along `public static final`).
    private func isPlainModifier(_ token: Token) -> Bool {
        Self.keywordModifiers.contains { token.isKeyword($0) } || token.isKeyword(.class)
            || token.kind == .identifier && Self.contextualModifiers.contains(token.text)
    }

    private func isDeclarationKeyword(_ token: Token) -> Bool {
        if Self.declarationKeywords.contains(where: { token.isKeyword($0) }) { return true }
        return token.isIdentifier("actor")
    }

    /// Whether a declaration starts here: attributes, modifiers, then a declaration keyword;
    /// also `#Preview`-style macro declarations.
    var isDeclarationStart: Bool {
        var offset = 0
        while true {
            let token = peek(offset)
            if token.kind == .at {
                // `@Name`, `@Name.Sub`, `@Name(…)`; `@` alone is a declaration's broken attribute.
                guard peek(offset + 1).kind == .identifier else { return true }
                offset += 2
                while peek(offset).kind == .period, peek(offset + 1).kind == .identifier { offset += 2 }
                if peek(offset).kind == .operator, peek(offset).text.hasPrefix("<"), peek(offset).isLeftBound {
                    // `@Name<Arguments>`: angle brackets counted through operators such as `>>`.
                    var depth = 0
                    repeat {
                        let part = peek(offset)
                        if part.kind == .endOfFile { return false }
                        if part.kind == .operator {
                            depth += part.text.filter { $0 == "<" }.count - part.text.filter { $0 == ">" }.count
                        }
                        offset += 1
                    } while depth > 0
                }
                if peek(offset).kind == .leftParen, peek(offset).isLeftBound {
                    var depth = 0
                    repeat {
                        if peek(offset).kind == .leftParen { depth += 1 }
                        if peek(offset).kind == .rightParen { depth -= 1 }
                        if peek(offset).kind == .endOfFile { return false }
                        offset += 1
                    } while depth > 0
                }
                continue
            }
            if isModifier(at: offset) {
                offset += 1
                if peek(offset).kind == .leftParen, peek(offset + 1).kind == .identifier,
                   peek(offset + 2).kind == .rightParen {
                    offset += 3
                }
                continue
            }
            if token.kind == .identifier, token.text == "actor", peek(offset + 1).kind == .identifier,
               !peek(offset + 1).isAtLineStart {
                return true
            }
            if token.kind == .pound, let first = token.text.unicodeScalars.first, ("A"..."Z").contains(first) {
                return true
            }
            // `case` declares only inside an enum, whose members are parsed as declarations.
            return Self.declarationKeywords.contains { token.isKeyword($0) } && !token.isKeyword(.case)
        }
    }

    /// `@Name`, `@Name(arguments)`; the arguments are kept as text and, when they parse as an
    /// argument list, as arguments.
    mutating func parseAttribute() -> Attribute {
        let start = current.start
        advance()
        var nameText = ""
        var nameRange = SourceRange(at: current.start)
        if isNameToken(current) {
            let token = advance()
            nameText = token.text
            nameRange = token.range
            while current.kind == .period, peek().kind == .identifier, current.isLeftBound {
                advance()
                nameText += "." + advance().text
                nameRange.end = lastEnd
            }
        } else {
            errorExpected("expected an attribute name")
        }
        // A generic type's arguments (`@ArrayBuilder<Int>`) follow its name without a space.
        var genericArguments: [TypeExpr] = []
        if current.kind == .operator, current.text.hasPrefix("<"), current.isLeftBound {
            genericArguments = parseGenericArguments()
        }
        var arguments: [Argument]?
        var text: String?
        if current.kind == .leftParen, current.isLeftBound {
            let point = checkpoint()
            let diagnosticCount = diagnostics.count
            let parsed = parseArgumentList(closing: .rightParen, closingText: ")")
            if diagnostics.count == diagnosticCount {
                arguments = parsed
                let open = tokens[point.index]
                text = sourceText(from: open.range.end.offset, to: lastEnd.offset - 1)
            } else {
                restore(point)
                text = skipBalancedParentheses()
            }
        }
        return Attribute(name: Identifier(nameText, range: nameRange), arguments: arguments,
                         argumentText: text, genericArguments: genericArguments, range: range(from: start))
    }

    /// The attributes and modifiers before a declaration.
    mutating func parseAttributesAndModifiers() -> ([Attribute], [Modifier]) {
        var attributes: [Attribute] = []
        var modifiers: [Modifier] = []
        while !abandoned {
            if current.kind == .at {
                attributes.append(parseAttribute())
            } else if isModifier(at: 0), let kind = Modifier.Kind(rawValue: current.text) {
                let start = current.start
                advance()
                var detail: String?
                if current.kind == .leftParen, peek().kind == .identifier, peek(2).kind == .rightParen {
                    advance()
                    detail = advance().text
                    advance()
                }
                modifiers.append(Modifier(kind: kind, detail: detail, range: range(from: start)))
            } else {
                return (attributes, modifiers)
            }
        }
        return (attributes, modifiers)
    }
}
