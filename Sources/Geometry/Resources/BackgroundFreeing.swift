/// Memory that another thread is still freeing: the values of a stopped cell or an ended
/// session, freed behind the reply so that it never waits for them.
///
/// While such freeing runs, the process's resident size still counts the values, so a new
/// cell measured against the memory budget could be refused for memory that is on its way
/// out (an interrupted `enumerated()` over millions of elements, then a cell that allocates).
/// `ResourceContext` asks this before it refuses (`ResourceContext.freeingWait`).
public protocol BackgroundFreeing: Sendable {
    /// Waits at most `seconds` while memory is being freed, and returns true; returns false at
    /// once when nothing is being freed.
    func waitWhileFreeing(seconds: Double) -> Bool
}
