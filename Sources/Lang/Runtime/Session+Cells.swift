extension Lang.Session {
    /// A cell that checked and ran: how the host named it and its source, in which the lines of
    /// the code it declared count.
    public struct CellSource: Sendable, Equatable {
        /// The host's name for the cell (`In[3]`), or nil if it gave none.
        public let name: String?
        /// The cell's source.
        public let source: String
    }

    /// The cell where the code that stopped with `error` was written, when that is not the cell
    /// being run or drawn: a function, a closure or a view's `body` declared in an earlier cell,
    /// whose line is counted in that cell's source. Nil when the running cell's own code failed.
    public func earlierCell(of error: RuntimeError) -> CellSource? {
        guard error.cell > 0, error.cell < cellSources.count else { return nil }
        return cellSources[error.cell - 1]
    }
}
