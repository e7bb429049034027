import Foundation
import Synchronization

/// The library prelude's function bodies, lowered on their first call rather than when the
/// prelude is checked: a session runs a small part of the library (a chart cell none of the
/// drawing modifiers, a drawing cell none of Charts), and lowering every body was two thirds of
/// the prelude's check (docs/benchmarks.md, startup26).
///
/// The prelude's checker is kept, in the state its check ended in (the root scope holding every
/// library name, no type or function around), and each body is lowered by it as the check would
/// have lowered it, so a body means the same whichever session first runs it: a session's own
/// declarations are not in that scope. A body is lowered once per process, under one lock, and
/// handed to every session at once (`PendingLibraryBody`); the lowering reads and changes only the
/// prelude's checker and environment, never a session's, so a cell that fails after its first call
/// leaves nothing half made. Sessions copy the prelude's environment under the same lock
/// (`sessionEnvironment`), as a lowering may add to its tables.
///
/// Prelude bodies are trusted code: one that does not check is an internal error, given to the
/// call as a runtime error that names it, and the library test lowers every body (`lowerAll`).
final class LibraryBodies: @unchecked Sendable {
    /// The checker that checked the prelude, which lowers its bodies.
    private let checker: Checker
    /// Guards the checker and the prelude's environment after the check.
    private let lock = NSRecursiveLock()
    /// Every body not lowered at the check, in declaration order.
    private var pending: [PendingLibraryBody] = []

    init(checker: Checker) {
        self.checker = checker
    }

    /// A stub standing for the body of `name` (at prelude line `line`), which `lower` lowers.
    func pending(_ name: String, line: Int, lower: @escaping () -> Void) -> PendingLibraryBody {
        let stub = PendingLibraryBody(name: name, line: line, library: self, lower: lower)
        pending.append(stub)
        return stub
    }

    /// `work` done while no body is lowered.
    func withLock<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }

    /// Lowers `stub`'s body unless another thread just did; returns it.
    func lower(_ stub: PendingLibraryBody) -> LoweredLibraryBody {
        withLock {
            if let lowered = stub.lowered { return lowered }
            let diagnostics = checker.diagnostics.count
            let initializationErrors = checker.initialization.errors.count
            let types = checker.declaredTypes.count
            let made = stub.lowerOnce()
            // Errors a whole check reports at its end, reported here for this body.
            let failure = checker.diagnostics.dropFirst(diagnostics).first
                ?? checker.initialization.errors.dropFirst(initializationErrors).first
            let lowered: LoweredLibraryBody
            if let failure {
                lowered = .failure("internal error: the library's '\(stub.name)' (prelude line \(stub.line)) does not "
                                   + "check: \(failure.message) (prelude line \(failure.range.line))", line: stub.line)
            } else if checker.declaredTypes.count != types {
                // A session's environment copies the prelude's types when it starts: one declared
                // now would be missing from it.
                lowered = .failure("internal error: the library's '\(stub.name)' (prelude line \(stub.line)) declares "
                                   + "a local type, which a body lowered on its first call cannot give the sessions",
                                   line: stub.line)
            } else if let made {
                lowered = made
            } else {
                lowered = .failure("internal error: the library's '\(stub.name)' (prelude line \(stub.line)) has no body",
                                   line: stub.line)
            }
            return stub.publish(lowered)
        }
    }

    /// Lowers every body not yet lowered; returns the failures' messages (the library's test).
    func lowerAll() -> [String] {
        withLock { pending.compactMap { lower($0).failure } }
    }
}

/// A library body as lowered on its first call: the code a call runs and its frame's size, or
/// why it failed. Immutable: its stub publishes it once, with its code and size copied into the
/// stub's own fields, which a call reads (`PendingLibraryBody`).
final class LoweredLibraryBody: @unchecked Sendable {
    /// The body's code, or a node that throws `failure`.
    let block: Statement
    let frameSize: Int
    let failure: String?

    init(_ block: Statement, frameSize: Int) {
        self.block = block
        self.frameSize = frameSize
        failure = nil
    }

    private init(failure: String, line: Int) {
        block = FailedLibraryBody(failure, line: line)
        frameSize = 0
        self.failure = failure
    }

    static func failure(_ message: String, line: Int) -> LoweredLibraryBody {
        LoweredLibraryBody(failure: message, line: line)
    }
}

/// The code of a library body that failed to lower: every call stops with its internal error.
private final class FailedLibraryBody: Statement {
    let message: String

    init(_ message: String, line: Int) {
        self.message = message
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        throw RuntimeError(message, line: line)
    }
}

/// The body of a library function until and after its first call: it has it lowered
/// (`LibraryBodies.lower`), then runs it. It stays the function's body, so that no session reads
/// a body and a frame size that another thread is changing (a cell's own functions keep plain
/// fields, read with no check): the lowered body is published once, its code and frame size
/// behind one atomic flag, and the frame a call made for the parameters is extended to it.
final class PendingLibraryBody: Statement, @unchecked Sendable {
    /// The function, as the internal error names it (`Path.addLine`).
    let name: String
    private let library: LibraryBodies
    /// Lowers the body (through `FunctionCode.install`, which calls `settle`); dropped once run.
    private var lower: (() -> Void)?
    /// What `settle` was given while `lower` ran.
    private var settled: LoweredLibraryBody?
    /// The lowered body, and its code and frame size apart, which a call reads with one retain
    /// (of the code) rather than two: all three written once, under the library's lock, before
    /// `isPublished` is set, and read only once it is seen set.
    private var published: LoweredLibraryBody?
    private var block: Statement?
    private var frameSize = 0
    /// Set once the lowered body is. (An `Atomic` is inlined into the call; the standard
    /// `AtomicLazyReference` is not, and its generic load made every library call several hundred
    /// instructions dearer.)
    private let isPublished = Atomic<Bool>(false)

    init(name: String, line: Int, library: LibraryBodies, lower: @escaping () -> Void) {
        self.name = name
        self.library = library
        self.lower = lower
        super.init(line: line)
    }

    /// The lowered body, once published.
    var lowered: LoweredLibraryBody? { isPublished.load(ordering: .acquiring) ? published : nil }

    /// Runs `lower` (under the library's lock); returns what it settled, if anything.
    func lowerOnce() -> LoweredLibraryBody? {
        let work = lower
        lower = nil
        work?()
        return settled
    }

    /// Takes the lowered body from the checker.
    func settle(_ block: Statement, frameSize: Int) {
        settled = LoweredLibraryBody(block, frameSize: frameSize)
    }

    /// Publishes `lowered` to every thread (under the library's lock); returns the body published.
    func publish(_ lowered: LoweredLibraryBody) -> LoweredLibraryBody {
        if let published = self.lowered { return published }
        published = lowered
        block = lowered.block
        frameSize = lowered.frameSize
        isPublished.store(true, ordering: .releasing)
        return lowered
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        guard isPublished.load(ordering: .acquiring), let block else {
            let lowered = library.lower(self)
            frame.extend(to: lowered.frameSize)
            return try lowered.block.execute(frame, interpreter)
        }
        // The caller made the frame for the parameters (the function's code does not know the
        // body's size until it is lowered); a recycled frame often holds enough slots already.
        if frame.count < frameSize { frame.extend(to: frameSize) }
        return try block.execute(frame, interpreter)
    }
}
