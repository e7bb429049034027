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

    /// Puts `session` back as it was; the values the cell made are freed in the background.
    consuming func apply(to session: Lang.Session) {
        session.memoryLimit = memoryLimit
        environment.restore(session.environment)
        session.declarationIndex = declarationIndex
        session.lastDeclarations = lastDeclarations
        let made = session.globals.removeAll()
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
