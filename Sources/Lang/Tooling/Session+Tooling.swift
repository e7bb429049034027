extension Lang.Session {
    /// Whether `code` is ready to run, needs more lines, or cannot become valid.
    public func isComplete(_ code: String) -> Lang.Completeness {
        Self.isComplete(code)
    }

    /// Whether `code` is complete: syntax alone, the same in every session.
    public static func isComplete(_ code: String) -> Lang.Completeness {
        CompletenessChecker.check(code)
    }

    /// Completions for the word before `cursor` (an offset in Unicode scalars), given the
    /// declarations of the cells run so far.
    public func complete(_ code: String, cursor: Int) -> Lang.Completion {
        onCellStack { [self] in Completer(environment: environment).complete(code, cursor: cursor) }
            ?? Lang.Completion(matches: [], cursorStart: 0, cursorEnd: 0)
    }

    /// The signature and documentation of the name at `cursor`, or nil when there is none.
    public func inspect(_ code: String, cursor: Int) -> Lang.Inspection? {
        onCellStack { [self] in Inspector(environment: environment, index: declarationIndex.layered(over: .prelude)).inspect(code, cursor: cursor) } ?? nil
    }
}
