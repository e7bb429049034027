import Canvas
/// The state one run of a cell shares: the output written so far, the step budget, the call
/// depth, and the interrupt flag. Every loop iteration and call spends a step, so a runaway loop
/// ends with a clear error instead of hanging the kernel.
final class Interpreter {
    var output: String = ""
    /// Receives printed text as it is printed instead of `output` (the session's `outputSink`).
    var outputSink: ((String) -> Void)?
    /// How many bytes the cell printed, counted against `maximumOutput`.
    private var printedBytes = 0
    var stepsLeft: Int
    var depth = 0
    /// The deepest call nesting allowed; Swift would overflow its stack somewhere past this.
    let maximumDepth: Int
    /// Set from another thread to stop the cell at its next step.
    let interrupt: InterruptFlag
    /// Formats values for `print` and interpolation; its hook calls back into the program.
    var printer = ValuePrinter()
    /// The session's top-level variables; it grows as cells declare more.
    let globals: Frame
    /// The session's declarations, where dynamic dispatch looks methods up: the prelude's code
    /// is shared by every session, so it finds a program's types here, not where it was checked.
    let environment: Environment
    /// The error value of the Swift `throw` in flight (boxed with its dynamic type), read by the
    /// `catch` that stops its `ThrownError`.
    var thrownValue: Value = .void
    /// The session's stderr notes (nil outside a session).
    var notes: NoteLog?
    /// The session running the cell, for its host and its figures (nil outside a session).
    weak var session: Lang.Session?
    /// The line of the call being entered: a native body's errors name the line that called it,
    /// not the prelude's.
    var callLine = 0
    /// The classes `class func … -> Self` methods were called on, innermost last (DynamicSelf.swift).
    var dynamicSelfTypes: [SwiftType] = []
    /// Where the running code was written (`FunctionCode.origin`): the cell being run or drawn,
    /// until a call enters the library or a function or view declared in an earlier cell.
    var origin: Int
    /// Whether the error passing out to the library came from a cell's own code called by
    /// the library (a closure given to `Path { … }`), whose line is that cell's already.
    var errorIsPlaced = false
    /// The session's random generator, which persists from cell to cell.
    let random: SessionRandom
    /// The state of the live view being evaluated, kept by position across evaluations (nil
    /// outside live views).
    var liveStates: LiveStates?
    /// The session's laid-out animations (nil outside a cell's run).
    var animations: AnimationStore?
    /// The program's `Layout`s whose methods are running, for their subviews to measure and
    /// place themselves through (Library/CustomLayoutCalls.swift).
    let customLayouts = CustomLayoutCalls()
    /// Frames of finished calls that nothing else holds, for the next calls (`Interpreter+Frames`):
    /// the first, the rest linked through `Frame.nextSpare`.
    var spareFrame: Frame?
    var spareFrameCount = 0
    /// The concrete types of the generic parameters of the calls in progress (TypeWitnesses.swift).
    var typeWitnesses: [[TypeParameter: SwiftType]] = []
    /// The element of the packs the innermost running `repeat` pattern is at (ParameterPacks.swift).
    var packIndex = 0
    /// Class instances that died, waiting for their deinit (`DeinitQueue`).
    let deinits = DeinitQueue()
    /// The steps left while `stepsLeft` is held at 0 so that the next step runs the deinits
    /// waiting (`holdStepsForDeinits`); 0 when nothing is held.
    var heldSteps = 0

    /// An interpreter running code written in cell `origin` (`FunctionCode.origin`; 0 outside a session).
    init(globals: Frame, environment: Environment, stepBudget: Int, maximumDepth: Int, interrupt: InterruptFlag,
         random: SessionRandom, origin: Int = 0) {
        self.origin = origin
        self.globals = globals
        self.environment = environment
        self.random = random
        stepsLeft = stepBudget
        self.maximumDepth = maximumDepth
        self.interrupt = interrupt
        deinits.interpreter = self
    }

    /// Spends one step, failing when the budget is gone or the cell was interrupted; every
    /// 65,536 steps it also measures the process against the session's memory budget, the
    /// backstop for growth one element at a time (a dictionary filled in a loop).
    @inline(__always)
    func step(line: Int) throws {
        stepsLeft -= 1
        if stepsLeft <= 0 {
            if heldSteps > 0 { return try runDeinits(line: line) }
            if interrupt.isSet { throw RuntimeError.interrupted(line: line) }
            throw RuntimeError("the cell ran too long (step limit reached)", line: line, isLimit: true)
        }
        if stepsLeft & 0x3FF == 0 {
            if interrupt.isSet { throw RuntimeError.interrupted(line: line) }
            if stepsLeft & 0xFFFF == 0 { try Interpreter.checkMemory(line: line) }
        }
    }

    /// Spends the step of one loop iteration, and also answers an interrupt at once: an
    /// iteration whose body is a few heavy library calls (a long string's `uppercased()`) may
    /// take a second, and a thousand of them would keep the interrupt waiting for minutes.
    @inline(__always)
    func iterationStep(line: Int) throws {
        if interrupt.isSet { throw RuntimeError.interrupted(line: line) }
        try step(line: line)
    }
}

extension Interpreter {
    /// Runs `code` in a new frame whose parent is `captured`, with `selfValue` in slot 0 for
    /// methods and the arguments after it; returns the result and the frame, from which mutating
    /// methods, initialisers and `inout` parameters read back what they changed.
    func invoke(_ code: FunctionCode, captured: Frame?, arguments: [Value], selfValue: Value?,
                line: Int) throws -> (Value, Frame) {
        let frame = self.frame(size: code.frameSize, parent: captured)
        var slot = 0
        if code.hasSelf {
            frame.put(selfValue ?? .void, 0)
            slot = 1
        }
        for argument in arguments where frame.holds(slot) {
            frame.put(argument, slot)
            slot += 1
        }
        return (try run(code, in: frame, line: line), frame)
    }

    /// Runs `code` in `frame`, which already holds `self` and the arguments; returns the result.
    @inline(__always)
    func run(_ code: FunctionCode, in frame: Frame, line: Int) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > maximumDepth {
            throw RuntimeError("too much recursion (more than \(maximumDepth) nested calls)", line: line, isLimit: true)
        }
        try step(line: line)
        callLine = line
        if code.origin != origin { return try runAcrossOrigins(code, in: frame, line: line) }
        if case .returnValue(let value) = try code.body.execute(frame, self) { return value }
        return .void
    }

    /// Runs code written elsewhere than its caller's: library code called by a cell's code, a
    /// cell's code called by the library, or code declared in another cell. An error from inside
    /// the library names the cell's line that called it, not the prelude's; an error from a
    /// cell's code names that cell (`RuntimeError.cell`), so its line is read in the right source.
    private func runAcrossOrigins(_ code: FunctionCode, in frame: Frame, line: Int) throws -> Value {
        let caller = origin
        origin = code.origin
        defer { origin = caller }
        let entering = code.isLibrary
        if entering { errorIsPlaced = false }
        do {
            if case .returnValue(let value) = try code.body.execute(frame, self) { return value }
            return .void
        } catch var error as RuntimeError {
            if entering {
                if !errorIsPlaced, line > 0 { error.line = line }
                errorIsPlaced = false
            } else {
                errorIsPlaced = true
                if error.cell == 0 { error.cell = code.origin }
            }
            throw error
        }
    }

    /// Evaluates `node`, written in cell `origin`, in the running cell's `frame` (a default
    /// argument declared in an earlier cell): an error inside it names that cell, as one inside
    /// a function declared there does (`runAcrossOrigins`).
    func evaluate(_ node: Expression, in frame: Frame, writtenIn origin: Int) throws -> Value {
        let caller = self.origin
        self.origin = origin
        defer { self.origin = caller }
        do {
            return try node.evaluate(frame, self)
        } catch var error as RuntimeError {
            errorIsPlaced = true
            if error.cell == 0 { error.cell = origin }
            throw error
        }
    }

    /// Calls a function value with its arguments.
    func call(_ closure: Closure, _ arguments: [Value], line: Int) throws -> Value {
        let (result, frame) = try invoke(closure.code, captured: closure.captured, arguments: arguments,
                                         selfValue: closure.boundSelf, line: line)
        recycle(frame)
        return result
    }
}

extension Interpreter {
    /// The most output one cell may print, so a loop that prints cannot exhaust memory.
    static let maximumOutput = 16 << 20

    /// Appends printed text to the cell's output, or hands it to the output sink.
    func write(_ text: String, line: Int) throws {
        if printedBytes + text.utf8.count > Interpreter.maximumOutput {
            throw RuntimeError("the cell printed more than \(Interpreter.maximumOutput >> 20) MB", line: line, isLimit: true)
        }
        printedBytes += text.utf8.count
        if let outputSink { outputSink(text) } else { output += text }
    }
}
