import Geometry

/// What a session was before a cell ran, which puts it back when the cell fails (LANGUAGE.md §2:
/// a failed cell leaves the session as it was): its declarations, the globals' values, the
/// random generator and `Session.memoryLimit`. A class instance or a closure's captured variable
/// reached from a global keeps a change the cell made to it.
///
/// A cell that runs to its end is not done until its result is drawn: the session holds its
/// roll-back until then (`Session.rollBackLastCell`, `Session.keepLastCell`).
struct CellRollBack {
    let environment: EnvironmentSnapshot
    let declarationIndex: DeclarationIndex
    let lastDeclarations: Set<String>
    /// The globals' values before the cell: one may be a million levels deep, so what drops
    /// them frees them level by level (`Session.releaseInBackground`).
    var globalValues: [Value]
    let generator: SeededRandom
    let memoryLimit: Int

    /// The globals' values as the roll-back keeps them: a class instance a global holds directly
    /// is kept weakly (`.weakReference`), so that a cell that lets go of it (`kept = nil`) runs its
    /// deinit there, as Swift would, instead of the roll-back keeping it alive; with the slots
    /// so kept.
    static func keptValues(of globals: [Value]) -> (values: [Value], weakened: [Int]) {
        var values = globals
        var weakened: [Int] = []
        for index in values.indices {
            if case .object = values[index] {
                values[index] = values[index].weakened
                weakened.append(index)
            }
        }
        return (values, weakened)
    }

    /// The slots `keptValues` weakened: put back as the instance, or nil if it went meanwhile
    /// (the failed cell let go of it, and its deinit ran).
    var weakenedSlots: [Int] = []

    /// Puts `session` back as it was; the values the cell made are freed in the background.
    consuming func apply(to session: Lang.Session) {
        session.memoryLimit = memoryLimit
        environment.restore(session.environment)
        session.declarationIndex = declarationIndex
        session.lastDeclarations = lastDeclarations
        let made = session.globals.removeAll()
        for index in weakenedSlots where index < globalValues.count {
            globalValues[index] = globalValues[index].strengthened
        }
        session.globals.slots = globalValues
        session.releaseInBackground(consume made)
        session.random.generator = generator
    }

    /// Lets go of the state before the cell (the cell is kept), freeing its values in the background.
    consuming func release(in session: Lang.Session) {
        var values: [Value] = []
        swap(&values, &globalValues)
        session.releaseInBackground(consume values)
    }
}
