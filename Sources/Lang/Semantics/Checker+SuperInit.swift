/// Swift's two-phase class initialisation: the `super.init()` a subclass's designated initialiser
/// calls implicitly (the order of `self`'s initialisation is Checker+SelfInitialization).
extension Checker {
    /// What ends a subclass's designated initialiser whose body calls neither `super.init` nor
    /// `self.init`: Swift calls the superclass's `init()` there, and rejects the initialiser when
    /// the superclass has none ("'super.init' isn't called on all paths before returning from
    /// initializer", at the body's closing brace). A convenience initialiser must call `self.init`.
    /// Nil when nothing is called (a root class, or superclasses without initialisers).
    func implicitSuperInit(_ symbol: FunctionSymbol, function: FunctionContext, selfType: SwiftType?,
                           body: CodeBlock) -> Statement? {
        guard !function.delegatesInitialization, case .nominal(let decl, _)? = selfType, decl.kind == .class else { return nil }
        let end = SourceRange(at: SourceLocation(line: body.range.end.line, column: max(1, body.range.end.column - 1),
                                                 offset: max(0, body.range.end.offset - 1)))
        if symbol.isConvenience {
            error("'self.init' isn't called on all paths before returning from initializer", end)
            return nil
        }
        guard let superclass = decl.superclass else { return nil }
        let available = availableClassInitializers(superclass)
        if available.implicitInit { return nil }
        // swiftc calls the superclass's only designated initialiser when it takes no arguments
        // and cannot fail; with two or more it picks none.
        let designated = available.initializers.filter { !$0.isConvenience }
        if designated.count == 1, designated[0].type.result.optionalWrapped == nil,
           matchArguments([], to: parameterSpecs(designated[0]), range: end, report: false) != nil {
            if designated[0].type.isThrowing, !symbol.type.isThrowing {
                // At the `init` keyword, as swiftc.
                error("missing call to superclass's initializer; 'super.init' is a throwing initializer and requires either an explicit call or that this initializer is also marked as 'throws'",
                      function.nameRange ?? end)
                return nil
            }
            // A throwing initialiser's implicit call throws on, as if written with `try`.
            tryDepth += 1
            defer { tryDepth -= 1 }
            let call = callSymbol(designated[0], arguments: [], expected: nil, range: end, receiver: selfReader(line: end.line))
            return ExpressionStatement(call.node, line: end.line)
        }
        error("'super.init' isn't called on all paths before returning from initializer", end)
        return nil
    }
}

extension Checker {
    /// The `init` keyword of the initialiser declared over `range` (after its modifiers and
    /// attributes, none of which contains the word): where swiftc reports about the whole
    /// initialiser. Nil when the source there is not at hand.
    func initKeywordRange(_ range: SourceRange) -> SourceRange? {
        keywordRange("init", in: range)
    }

    /// The first occurrence of `keyword` in the source over `range` (a declaration's `init` or
    /// `func`, after modifiers and attributes that do not contain it); nil when the source
    /// there is not at hand.
    func keywordRange(_ keyword: String, in range: SourceRange) -> SourceRange? {
        let word = Array(keyword.unicodeScalars)
        var offset = max(0, range.start.offset)
        var line = range.start.line
        var column = range.start.column
        while offset + word.count <= min(range.end.offset, sourceScalars.count) {
            if Array(sourceScalars[offset..<offset + word.count]) == word {
                let start = SourceLocation(line: line, column: column, offset: offset)
                return SourceRange(start: start, end: SourceLocation(line: line, column: column + word.count,
                                                                     offset: offset + word.count))
            }
            if sourceScalars[offset] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            offset += 1
        }
        return nil
    }
}
