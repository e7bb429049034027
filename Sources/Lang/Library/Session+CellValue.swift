extension Lang.Session {
    /// The name of the prelude function that keeps a cell's final value.
    static let cellValueFunction = "_cellValue"
    /// The prelude global holding it.
    static let cellValueVariable = "_lastCellValue"

    /// Checks a cell whose final statement is an expression as `_cellValue(expression)`, so the
    /// value is kept for the cell's figure; when that does not check, checks the cell as written
    /// (its diagnostics are then the cell's own).
    func checkKeepingValue(_ file: SourceFile, source: String, cellNumber: Int = 0) -> (Checker, Block?) {
        var file = file
        lastCellIsPreview = false
        if let last = file.statements.last, let preview = Self.previewCall(last) {
            file.statements[file.statements.count - 1] = Stmt(id: last.id, range: last.range, kind: .expression(preview))
            lastCellIsPreview = true
        }
        if let last = file.statements.last, case .expression(let value) = last.kind, keepsValue(value) {
            var rewritten = file
            let callee = Expr(id: value.id, range: value.range,
                              kind: .identifier(Identifier(Self.cellValueFunction, range: value.range), genericArguments: []))
            let call = CallExpr(callee: callee, arguments: [Argument(label: nil, value: value, range: value.range)],
                                trailingClosures: [])
            rewritten.statements[rewritten.statements.count - 1] = Stmt(id: last.id, range: last.range,
                                                                         kind: .expression(Expr(id: value.id, range: value.range, kind: .call(call))))
            let checker = Checker(environment: environment)
            checker.sourceScalars = Array(source.unicodeScalars)
            checker.interrupt = interrupt
            checker.cellNumber = cellNumber
            let saved = EnvironmentSnapshot(environment)
            if let code = checker.check(rewritten) {
                lastDeclarations = checker.declaredThisCell
                return (checker, code)
            }
            // The second try must not see what the first declared.
            saved.restore(environment)
        }
        let checker = Checker(environment: environment)
        checker.sourceScalars = Array(source.unicodeScalars)
        checker.interrupt = interrupt
        checker.cellNumber = cellNumber
        let code = checker.check(file)
        if code != nil { lastDeclarations = checker.declaredThisCell }
        return (checker, code)
    }

    /// `#Preview("title") { … }` as the call `_preview("title", content: { … })`, whose value
    /// (the preview's views) is the cell's figure; nil for any other statement.
    static func previewCall(_ statement: Stmt) -> Expr? {
        let expansion: MacroExpansion
        switch statement.kind {
        case .expression(let value):
            guard case .macroExpansion(let found) = value.kind else { return nil }
            expansion = found
        case .declaration(let decl):
            guard case .macroExpansion(let found) = decl.kind else { return nil }
            expansion = found
        default:
            return nil
        }
        guard expansion.name.name == "Preview", let content = expansion.trailingClosures.first else { return nil }
        let range = statement.range
        let callee = Expr(id: statement.id, range: range, kind: .identifier(Identifier("_preview", range: range), genericArguments: []))
        let arguments = expansion.arguments + [Argument(label: Identifier("content", range: content.range), value: content.value,
                                                        range: content.range)]
        return Expr(id: statement.id, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
    }

    /// Whether a final expression is one whose value a cell shows: not an assignment, not `try`
    /// (whose placement rules the wrapper would change), and the library is loaded.
    private func keepsValue(_ value: Expr) -> Bool {
        guard case .variable? = environment.globals[Self.cellValueVariable] else { return false }
        switch value.kind {
        case .binary(let binary): return binary.op != .assign && binary.op.compoundBase == nil
        case .`try`: return false
        default: return true
        }
    }

    /// Forgets the previous cell's value before a cell runs.
    func clearCellValue() {
        guard case .variable(let variable)? = environment.globals[Self.cellValueVariable],
              globals.holds(variable.slot) else { return }
        globals.put(.null, variable.slot)
    }

    /// The last cell's final value, or nil when it had none.
    var cellValue: Value? {
        guard case .variable(let variable)? = environment.globals[Self.cellValueVariable],
              let value = try? globals.value(variable.slot, line: 0) else { return nil }
        if case .null = value { return nil }
        return value.unboxed
    }
}
