extension SyntaxDump {
    mutating func expr(_ e: Expr) {
        let r = e.range
        switch e.kind {
        case .integerLiteral(let text): node("integer", r) { $0.word(text) }
        case .floatLiteral(let text): node("float", r) { $0.word(text) }
        case .stringLiteral(let literal): string(literal, r)
        case .booleanLiteral(let value): node("bool", r) { $0.word("\(value)") }
        case .nilLiteral: node("nil", r)
        case .array(let elements): node("array", r) { d in for x in elements { d.expr(x) } }
        case .dictionary(let pairs):
            node("dictionary", r) { d in
                for pair in pairs {
                    d.node("pair", nil) { d in d.expr(pair.key); d.expr(pair.value) }
                }
            }
        case .identifier(let name, let generics):
            node("identifier", r) { d in d.word(name.name); d.types(generics, head: "generic") }
        case .member(let base, let name, let generics):
            node("member", r) { d in d.word(name.name); d.types(generics, head: "generic"); d.expr(base) }
        case .implicitMember(let name, let generics):
            node("implicit-member", r) { d in d.word(name.name); d.types(generics, head: "generic") }
        case .superRef: node("super", r)
        case .postfixSelf(let base): node("dot-self", r) { $0.expr(base) }
        case .type(let t): node("type-expr", r) { $0.type(t) }
        case .call(let call):
            node("call", r) { d in
                d.expr(call.callee)
                d.arguments(call.arguments)
                d.arguments(call.trailingClosures, head: "trailing")
            }
        case .subscript(let sub):
            node("subscript", r) { d in
                d.expr(sub.base)
                d.arguments(sub.arguments)
                d.arguments(sub.trailingClosures, head: "trailing")
            }
        case .macroExpansion(let expansion): macro(expansion, r)
        case .magicIdentifier(let name): node("#" + name, r)
        case .binary(let b): node("binary \(b.op.spelling)", r) { d in d.expr(b.lhs); d.expr(b.rhs) }
        case .prefix(let op, let operand): node("prefix \(op.spelling)", r) { $0.expr(operand) }
        case .postfix(let op, let operand): node("postfix \(op.spelling)", r) { $0.expr(operand) }
        case .ternary(let c, let t, let f): node("ternary", r) { d in d.expr(c); d.expr(t); d.expr(f) }
        case .cast(let value, let kind, let t): node(kind.rawValue, r) { d in d.expr(value); d.type(t) }
        case .isType(let value, let t): node("is", r) { d in d.expr(value); d.type(t) }
        case .forceUnwrap(let value): node("force", r) { $0.expr(value) }
        case .bindOptional(let value): node("bind-optional", r) { $0.expr(value) }
        case .optionalEvaluation(let value): node("optional-chain", r) { $0.expr(value) }
        case .inOut(let value): node("inout", r) { $0.expr(value) }
        case .discard: node("discard", r)
        case .paren(let value): node("paren", r) { $0.expr(value) }
        case .tuple(let elements): node("tuple", r) { $0.arguments(elements, head: "elements") }
        case .closure(let closure): self.closure(closure, r)
        case .keyPath(let path): keyPath(path, r)
        case .try(let kind, let value): node(kind.rawValue, r) { $0.expr(value) }
        case .await(let value): node("await", r) { $0.expr(value) }
        case .packExpansion(let value): node("repeat", r) { $0.expr(value) }
        case .packElement(let value): node("each", r) { $0.expr(value) }
        case .ifExpression(let s): node("if-expr", r) { $0.ifBody(s) }
        case .switchExpression(let s): node("switch-expr", r) { $0.switchBody(s) }
        case .postfixIfConfig(let base, let config):
            node("postfix-#if", r) { d in
                d.expr(base)
                d.ifConfig(config, nil) { d, e in d.expr(e) }
            }
        case .ifConfigBase: node("#if-base", r)
        case .error: node("error", r)
        }
    }

    private mutating func string(_ literal: StringLiteral, _ r: SourceRange) {
        node(literal.isMultiline ? "string-multiline" : "string", r) { d in
            for segment in literal.segments {
                switch segment {
                case .text(let text): d.word(Self.quoted(text))
                case .interpolation(let arguments, let range):
                    d.node("interpolation", range) { $0.arguments(arguments) }
                }
            }
        }
    }

    mutating func macro(_ expansion: MacroExpansion, _ r: SourceRange) {
        node("#" + expansion.name.name, r) { d in
            d.types(expansion.genericArguments, head: "generic")
            d.arguments(expansion.arguments)
            d.arguments(expansion.trailingClosures, head: "trailing")
        }
    }

    private mutating func closure(_ c: ClosureExpr, _ r: SourceRange) {
        node("closure", r) { d in
            d.attributes(c.attributes)
            if !c.captures.isEmpty {
                d.node("captures", nil) { d in
                    for item in c.captures {
                        d.node("capture", item.range) { d in
                            if item.specifier != .strong { d.word(item.specifier.rawValue) }
                            d.word(item.name.name)
                            if let value = item.value { d.expr(value) }
                        }
                    }
                }
            }
            if let parameters = c.parameters {
                d.node(c.hasParenthesizedParameters ? "params()" : "params", nil) { d in
                    for p in parameters {
                        d.node("param", p.range) { d in
                            d.word(p.name.name)
                            if let t = p.type { d.type(t) }
                        }
                    }
                }
            }
            d.effects(c.effects)
            if let result = c.resultType { d.node("result", nil) { $0.type(result) } }
            for s in c.body { d.stmt(s) }
        }
    }

    private mutating func keyPath(_ path: KeyPathExpr, _ r: SourceRange) {
        node("keypath", r) { d in
            if let root = path.root { d.type(root) }
            for component in path.components {
                switch component {
                case .property(let name): d.word("." + name.name)
                case .subscript(let arguments, let range): d.node("subscript", range) { $0.arguments(arguments) }
                case .optionalChain: d.word("?")
                case .forceUnwrap: d.word("!")
                case .identity: d.word(".self")
                }
            }
        }
    }
}
