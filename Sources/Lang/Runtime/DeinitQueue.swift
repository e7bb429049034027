import Foundation

/// Class instances whose last strong reference went while a cell ran, waiting for their
/// `deinit`: Swift's ARC as the evaluator's thread runs it.
///
/// An `Instance` dies inside its Swift `deinit`, where no user code may run (it may print, read
/// other objects, even store `self`) and where freeing its fields would recurse as deep as a
/// linked list is long. So a dying instance hands its class and fields, moved out, to the queue
/// installed on the dying thread (`bury`), as a new instance standing in for it: the same class
/// and fields, marked `isRemains` so that it is not buried again. Weak references to the dead
/// instance read nil already, as in Swift, where they do once deinit begins.
///
/// The evaluator runs the queue (`drain`) at its next step (a call or a loop iteration, so
/// before anything is printed), at the end of a scope and at the end of the cell: each dead
/// instance's deinit bodies (the class's, then its superclass's) and then its fields, released
/// one by one in declaration order. An instance that dies meanwhile is handled before the
/// rest, as Swift's recursive release would: the order is Swift's, the stack stays flat.
///
/// On other threads (the thread that frees a stopped cell's values) nothing is installed: an
/// instance dies without its deinit, as the program has stopped.
final class DeinitQueue {
    /// The dead instances not yet taken up by `drain`, in the order they died.
    private var fresh: [Instance] = []
    /// The interpreter whose next step runs the queue.
    weak var interpreter: Interpreter?
    /// How many `drain`s are running, one inside another's deinit.
    private var nesting = 0
    /// Whether dead instances are taken in; false while the queue discards what is left.
    private(set) var accepting = true

    /// The most `drain`s running one inside another (a deinit that releases an object whose
    /// deinit releases another…): deeper, the outer one runs what is left, in the same order
    /// less the interleaving with the deinit bodies' own output.
    static let maximumNesting = 64

    /// Whether there are dead instances waiting.
    var isPending: Bool { !fresh.isEmpty }

    /// Takes in an instance that died: `decl` and `fields` stand in for it until its deinit ran
    /// and its fields are released. Called from `Instance.deinit` on the thread the queue is
    /// installed on.
    func bury(_ decl: NominalDecl, _ fields: consuming [Value]) {
        fresh.append(Instance(remainsOf: decl, fields: fields))
        interpreter?.holdStepsForDeinits()
    }

    /// One piece of work: the remains of a dead instance, or a value of one to let go.
    private enum Work {
        case remains(Instance)
        case value(Value)
    }

    /// Runs the deinits of the dead instances and releases their fields, until none are left.
    /// - Throws: a runtime error of a deinit body (an unowned reference read after its object
    ///   went), which stops the cell as swiftc's trap stops the program.
    func drain(_ interpreter: Interpreter, line: Int) throws {
        guard !fresh.isEmpty, nesting < Self.maximumNesting else { return }
        nesting += 1
        defer { nesting -= 1 }
        // Each entry's work in reverse order, so that `popLast` takes the next piece.
        var stack: [[Work]] = []
        while true {
            if !fresh.isEmpty {
                var died: [Instance] = []
                swap(&died, &fresh)
                stack.append(died.reversed().map { .remains($0) })
            }
            guard var pieces = stack.popLast() else { return }
            guard let piece = pieces.popLast() else { continue }
            stack.append(pieces)
            switch piece {
            case .remains(let remains):
                try runDeinits(of: remains, interpreter, line: line)
                var fields: [Value] = []
                swap(&fields, &remains.fields)
                let nesting = fields.lazy.filter(\.canNest)
                if !nesting.isEmpty { stack.append(nesting.reversed().map { .value($0) }) }
            case .value:
                // Let go here: what dies with it is buried, and handled before the next piece.
                break
            }
        }
    }

    /// Runs `remains`' class's deinit, then its superclass's, and so on up.
    private func runDeinits(of remains: Instance, _ interpreter: Interpreter, line: Int) throws {
        var decl: NominalDecl? = remains.decl
        var hops = 0
        while let current = decl, hops < 1000 {
            if let code = current.deinitializer {
                let (_, frame) = try interpreter.invoke(code, captured: nil, arguments: [], selfValue: .object(remains), line: line)
                interpreter.recycle(frame)
            }
            decl = current.superclass
            hops += 1
        }
    }

    /// Lets go of whatever is still waiting without running a deinit (the cell stopped), level
    /// by level so that a long chain does not recurse.
    func discard() {
        accepting = false
        defer { accepting = true }
        var died: [Instance] = []
        swap(&died, &fresh)
        // Moved, not copied: an instance held twice would only be let go, its fields freed recursively.
        var values: [Value] = []
        values.reserveCapacity(died.count)
        while let remains = died.popLast() { values.append(.object(remains)) }
        Value.releaseLevelByLevel(consume values)
    }

    /// The queue installed on the calling thread, if any.
    static var current: DeinitQueue? {
        guard let pointer = pthread_getspecific(currentQueueKey) else { return nil }
        return Unmanaged<DeinitQueue>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this queue installed on the calling thread (the previous one restored
    /// afterwards), then the deinits still waiting; a body that fails discards them.
    func run<T>(_ interpreter: Interpreter, _ body: () throws -> T) throws -> T {
        let previous = pthread_getspecific(currentQueueKey)
        pthread_setspecific(currentQueueKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(currentQueueKey, previous) }
        return try withExtendedLifetime(self) {
            do {
                let result = try body()
                try drain(interpreter, line: 0)
                return result
            } catch {
                discard()
                throw error
            }
        }
    }
}

/// The thread-specific slot that holds each thread's installed queue (unretained: `run` keeps
/// the queue alive while it is installed).
private let currentQueueKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
