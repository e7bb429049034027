extension Lang.Session {
    /// The last cell's final value as `print` writes it: what a notebook shows as the cell's
    /// result when the value is not drawn (`7 / 2` shows `3`). Nil when the cell had no final
    /// value or it is `Void`, which the Swift REPL does not show either, or the handle of a
    /// `display(x)` that showed it already.
    ///
    /// - Throws: `RuntimeError` when the value's own `description` fails.
    public func cellValueText() throws -> String? {
        guard case .variable(let variable)? = environment.globals[Self.cellValueVariable],
              let value = try? globals.value(variable.slot, line: 0) else { return nil }
        switch value {
        case .null, .void, .boxed(.void, _), .boxed(_, .void): return nil
        default: break
        }
        if isDisplayHandle(value) { return nil }
        let interpreter = Interpreter(globals: globals, environment: environment, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                      interrupt: interrupt, random: random, origin: cellSources.count)
        interpreter.printer = ValuePrinter(customDescription: descriptionHook(interpreter))
        // A `description` may recurse as deeply as a cell: on the cells' stack, interruptible.
        let text = underCellLimits { Result { try interpreter.printer.description(of: value, as: .any) } }
        return try text?.get()
    }
}
