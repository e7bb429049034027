/// A call of a function the checker resolved statically: a top-level or nested `func`, a
/// method, an initialiser. `captured` says where its enclosing frame is.
final class DirectCall: Expression {
    let code: FunctionCode
    /// The frame the function was declared in: nil for top-level functions, else `hops` out.
    let capturedHops: Int?
    /// The receiver of a method (a `.void` constant for other calls): held non-optional, as
    /// `selfPlace` is, so that a call reads it without retaining and releasing it.
    let receiver: Expression
    let arguments: [Expression]
    /// The first argument (a `.void` constant if there is none), called through this `let`: a
    /// call's argument read from `arguments` costs a retain and release of its node, and most
    /// calls in a loop (`p.distance(to: q)`, `summary.include(point)`) have one argument.
    let firstArgument: Expression
    /// `inout` arguments: the argument index and the place written back after the call.
    let inoutPlaces: [(Int, Place)]
    /// The `inout` arguments that are plain storage read as they are (`&memo`, `&xs[i]`): moved
    /// into the callee's slots rather than copied (`callWithInoutArguments`); their argument
    /// nodes are `.void` constants.
    let movedPlaces: [(Int, Place)]
    /// The other `inout` arguments: copied in as arguments and assigned back after the call.
    let copiedPlaces: [(Int, Place)]
    /// For a mutating method: where `self` is written back (`mutates`); else a place never used.
    let selfPlace: Place
    /// Whether the call is of a mutating method, whose `self` is moved in from `selfPlace` and back.
    let mutates: Bool
    /// Whether a mutating call's receiver may be an optional chain that stops the call.
    let checksReceiver: Bool
    /// Whether an `inout` argument's place or a mutating call's `self` has an index or key
    /// (`f(&xs[at(0)], by(2))`) that an argument could be evaluated around: the places are then
    /// resolved in their arguments' turn (`evaluateResolvingPlaces`).
    let resolvesPlaces: Bool

    init(code: FunctionCode, capturedHops: Int?, receiver: Expression?, arguments: [Expression],
         inoutPlaces: [(Int, Place)] = [], mutatedSelf: Place? = nil, line: Int) {
        self.code = code
        self.capturedHops = capturedHops
        self.receiver = receiver ?? Constant(.void, line: line)
        var arguments = arguments
        let movedPlaces = InoutAccesses.moved(inoutPlaces, arguments: &arguments, line: line)
        self.arguments = arguments
        firstArgument = arguments.first ?? Constant(.void, line: line)
        self.inoutPlaces = inoutPlaces
        self.movedPlaces = movedPlaces
        copiedPlaces = inoutPlaces.filter { entry in !movedPlaces.contains { $0.1 === entry.1 } }
        selfPlace = mutatedSelf ?? Place(line: line)
        mutates = mutatedSelf != nil && code.hasSelf
        checksReceiver = mutatedSelf != nil && !(receiver?.isPlainRead ?? true)
        // An optional chain's receiver read before the access would evaluate its index twice.
        resolvesPlaces = InoutAccesses.resolves(inoutPlaces, mutates ? selfPlace : nil, arguments: arguments)
            || (checksReceiver && mutates && selfPlace.hasOperands)
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        if resolvesPlaces { return try evaluateResolvingPlaces(frame, interpreter) }
        let (callee, firstSlot) = try startCall(frame, interpreter)
        var slot = firstSlot
        if !arguments.isEmpty, callee.holds(slot) {
            callee.put(try firstArgument.evaluate(frame, interpreter), slot)
            slot += 1
        }
        // Only calls with more arguments walk the rest: `dropFirst()` of the array, and the
        // loop over the empty `inoutPlaces` below, each retain and release an array buffer.
        if arguments.count > 1 {
            for argument in arguments.dropFirst() {
                guard callee.holds(slot) else { break }
                callee.put(try argument.evaluate(frame, interpreter), slot)
                slot += 1
            }
        }
        let result: Value
        if !inoutPlaces.isEmpty {
            result = try callWithInoutArguments(callee, frame, interpreter, moved: movedPlaces, copied: copiedPlaces,
                                                selfPlace: selfPlace)
        } else if mutates {
            result = try callMutating(selfPlace, callee, frame, interpreter)
        } else {
            result = try interpreter.run(code, in: callee, line: line)
        }
        interpreter.recycle(callee)
        return result
    }

    /// The callee's frame, with a method's receiver in slot 0, and the first argument's slot. A
    /// mutating call's `self` is moved in later (`callMutating`); a receiver that may be an
    /// optional chain is read for its nil link, which stops the call: through `resolvedSelf` when
    /// given (the receiver expression would evaluate its index again).
    @inline(__always)
    private func startCall(_ frame: Frame, _ interpreter: Interpreter, resolvedSelf: Place? = nil) throws -> (Frame, Int) {
        let callee = interpreter.frame(size: code.frameSize, parent: capturedHops.map { frame.ancestor($0) })
        guard code.hasSelf else { return (callee, 0) }
        if !mutates {
            callee.put(try receiver.evaluate(frame, interpreter), 0)
        } else if checksReceiver {
            if let resolvedSelf {
                _ = try resolvedSelf.get(frame, interpreter)
            } else {
                _ = try receiver.evaluate(frame, interpreter)
            }
        }
        return (callee, 1)
    }

    /// Runs a call with `inout` arguments, each written back to its place afterwards. The
    /// places of `movedPlaces` are moved into the callee's slots once every argument is
    /// evaluated (when Swift begins an `inout` access, and as `callMutating` moves `self`), so
    /// the callee changes the only copy: a dictionary or array passed down a recursion was
    /// copied whole on each call's first write (a memo of 100 entries, 7 µs a call). Until a
    /// moved place's access ends (`Place.access`), reaching its variable is the exclusivity
    /// trap; it is written back even if the call throws, as Swift ends the access. (Not
    /// inlined: in `evaluate` it cost every call registers it saves.)
    @inline(never)
    private func callWithInoutArguments(_ callee: Frame, _ frame: Frame, _ interpreter: Interpreter, moved movedPlaces: [(Int, Place)],
                                        copied copiedPlaces: [(Int, Place)], selfPlace: Place) throws -> Value {
        let offset = code.hasSelf ? 1 : 0
        var result = Value.void
        try InoutAccesses.run(movedPlaces, offset: offset, callee, frame, interpreter, line: line) {
            if mutates {
                result = try callMutating(selfPlace, callee, frame, interpreter)
            } else {
                result = try interpreter.run(code, in: callee, line: line)
            }
        }
        for (index, place) in copiedPlaces where callee.holds(index + offset) {
            try place.endAccess(try callee.take(index + offset, line: line), frame, interpreter)
        }
        return result
    }

    /// A call whose `inout` places or mutated `self` have indices or keys: `self`'s place is
    /// resolved first and each argument's place in its turn, as swiftc evaluates them
    /// (`f(&xs[at(0)], by(2))` calls `at` before `by`), and the call reads and writes back through
    /// the resolved places, so an index is evaluated once.
    private func evaluateResolvingPlaces(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let selfPlace = mutates ? try self.selfPlace.resolved(frame, interpreter) : self.selfPlace
        let (callee, firstSlot) = try startCall(frame, interpreter, resolvedSelf: selfPlace)
        var slot = firstSlot
        let (values, moved, copied) = try InoutAccesses.evaluate(arguments, moved: movedPlaces, copied: copiedPlaces,
                                                                 frame, interpreter)
        for value in values {
            guard callee.holds(slot) else { break }
            callee.put(value, slot)
            slot += 1
        }
        let result: Value
        if !inoutPlaces.isEmpty {
            result = try callWithInoutArguments(callee, frame, interpreter, moved: moved, copied: copied, selfPlace: selfPlace)
        } else {
            result = try callMutating(selfPlace, callee, frame, interpreter)
        }
        interpreter.recycle(callee)
        return result
    }

    /// Runs a mutating method with `self` moved out of its place into the callee's slot 0 and
    /// back, as Swift's `inout` access does: the method changes the only copy, so the arrays of
    /// a struct are not copied on every call. What it changed is stored back even if it throws.
    private func callMutating(_ place: Place, _ callee: Frame, _ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var result = Value.void
        try place.access(frame, interpreter) { receiver in
            if case .some(let wrapped) = receiver { receiver = wrapped }
            try Self.lend(&receiver, to: callee, slot: 0, line: line) {
                result = try interpreter.run(code, in: callee, line: line)
            }
        }
        return result
    }

    /// Moves `value` into the callee's `slot` while `run` runs, and back even if it throws.
    /// (Handed over: a copy left behind would share the value's storage for the whole call, so
    /// every `append` in a method copied it, and a Path built point by point took quadratic time.)
    @inline(__always)
    static func lend(_ value: inout Value, to callee: Frame, slot: Int, line: Int, _ run: () throws -> Void) throws {
        var moved = Value.void
        swap(&moved, &value)
        callee.put(consume moved, slot)
        defer { if let back = try? callee.take(slot, line: line) { value = back } }
        try run()
    }
}

/// A call of a function value (a closure, a function passed as an argument).
final class ValueCall: Expression {
    let callee: Expression
    let arguments: [Expression]
    /// The `inout` arguments that are plain storage read as they are (`f(&g)`): moved into the
    /// callee's slots for the call, as `DirectCall` moves them, so that the variable is in an
    /// access meanwhile; their argument nodes are `.void` constants.
    let movedPlaces: [(Int, Place)]
    /// The other `inout` arguments: copied in as arguments and assigned back after the call.
    let copiedPlaces: [(Int, Place)]

    /// Whether an `inout` place has an index or key, resolved in its argument's turn
    /// (`InoutAccesses.evaluate`).
    let resolvesPlaces: Bool

    init(callee: Expression, arguments: [Expression], inoutPlaces: [(Int, Place)] = [], line: Int) {
        self.callee = callee
        var arguments = arguments
        let movedPlaces = InoutAccesses.moved(inoutPlaces, arguments: &arguments, line: line)
        self.arguments = arguments
        self.movedPlaces = movedPlaces
        copiedPlaces = inoutPlaces.filter { entry in !movedPlaces.contains { $0.1 === entry.1 } }
        resolvesPlaces = InoutAccesses.resolves(inoutPlaces, nil, arguments: arguments)
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard case .function(let closure) = try callee.evaluate(frame, interpreter).unboxed else {
            throw RuntimeError("value is not a function", line: line)
        }
        var values: [Value] = []
        var moved = movedPlaces
        var copied = copiedPlaces
        if resolvesPlaces {
            (values, moved, copied) = try InoutAccesses.evaluate(arguments, moved: moved, copied: copied, frame, interpreter)
        } else {
            for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        }
        let code = closure.code
        let offset = code.hasSelf ? 1 : 0
        let callee: Frame
        var result = Value.void
        if moved.isEmpty {
            let invoked = try interpreter.invoke(code, captured: closure.captured, arguments: values,
                                                 selfValue: closure.boundSelf, line: line)
            result = invoked.0
            callee = invoked.1
        } else {
            // The frame is filled here, not by `invoke`, so that the moved values go back to
            // their places from it even if the call throws.
            callee = interpreter.frame(size: code.frameSize, parent: closure.captured)
            if code.hasSelf { callee.put(closure.boundSelf ?? .void, 0) }
            for (index, value) in values.enumerated() where callee.holds(index + offset) { callee.put(value, index + offset) }
            try InoutAccesses.run(moved, offset: offset, callee, frame, interpreter, line: line) {
                result = try interpreter.run(code, in: callee, line: line)
            }
        }
        for (index, place) in copied where callee.holds(index + offset) {
            try place.endAccess(try callee.take(index + offset, line: line), frame, interpreter)
        }
        return result
    }
}

/// A call the runtime answers itself (`print`, `abs`, `min`, an array's `append`…): its
/// implementation gets the evaluated arguments.
final class BuiltinCall: Expression {
    /// The builtin's code: the evaluated arguments to the result.
    typealias Implementation = (_ arguments: [Value], _ interpreter: Interpreter, _ line: Int) throws -> Value

    let arguments: [Expression]
    let implementation: Implementation

    init(arguments: [Expression], line: Int, _ implementation: @escaping Implementation) {
        self.arguments = arguments
        self.implementation = implementation
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        try interpreter.checkInterrupt(line: line)
        // `print(R("t").n)`: the temporary's deinit runs before the builtin, as in Swift.
        try interpreter.runPendingDeinits(line: line)
        return try implementation(values, interpreter, line)
    }
}

/// A builtin property or argumentless method computed from its receiver alone (`text.count`,
/// `text.uppercased()`): one may walk a string of millions of characters, so it looks at the
/// interrupt flag first, as `BuiltinCall` does.
final class BuiltinProperty: Expression {
    let operand: Expression
    let operation: (Value, Int) throws -> Value

    init(_ operand: Expression, line: Int, _ operation: @escaping (Value, Int) throws -> Value) {
        self.operand = operand
        self.operation = operation
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try operand.evaluate(frame, interpreter)
        try interpreter.checkInterrupt(line: line)
        return try operation(value, line)
    }
}

/// A builtin mutating method (`array.append(x)`, `set.insert(x)`): it changes the place in
/// place and returns its result.
final class BuiltinMutation: Expression {
    /// The builtin's code: changes the receiver in place and returns the result.
    typealias Implementation = (_ receiver: inout Value, _ arguments: [Value], _ interpreter: Interpreter,
                                _ line: Int) throws -> Value

    let place: Place
    let arguments: [Expression]
    let implementation: Implementation

    /// Whether the place's index is evaluated before the arguments (`PlaceFirst`).
    private let placeFirst: PlaceFirst?

    init(place: Place, arguments: [Expression], line: Int, _ implementation: @escaping Implementation) {
        self.place = place
        self.arguments = arguments
        self.implementation = implementation
        placeFirst = arguments.isEmpty ? nil : PlaceFirst(place, arguments)
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        if let placeFirst { return try evaluatePlaceFirst(placeFirst, frame, interpreter) }
        var values: [Value] = []
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        try interpreter.checkInterrupt(line: line)
        var result = Value.void
        let implementation = implementation
        let line = line
        try place.modify(frame, interpreter) { receiver in
            result = try implementation(&receiver, values, interpreter, line)
        }
        return result
    }

    /// `rows[at(0)].append(by(1))`: the index, then the arguments, then the change.
    private func evaluatePlaceFirst(_ placeFirst: PlaceFirst, _ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let arguments = arguments
        let evaluate = { () throws -> [Value] in
            var values: [Value] = []
            for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
            try interpreter.checkInterrupt(line: self.line)
            return values
        }
        var result = Value.void
        let implementation = implementation
        let line = line
        try placeFirst.modify(frame, interpreter, then: evaluate) { receiver, values in
            result = try implementation(&receiver, values, interpreter, line)
        }
        return result
    }
}

/// A closure expression or a nested function used as a value: captures the current frame.
final class MakeClosure: Expression {
    let code: FunctionCode
    /// Top-level functions capture nothing (they read globals directly).
    let capturesFrame: Bool

    init(code: FunctionCode, capturesFrame: Bool, line: Int) {
        self.code = code
        self.capturesFrame = capturesFrame
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .function(Closure(code: code, captured: capturesFrame ? frame : nil))
    }
}

/// A closure with a capture list (`[x] in …`): the captured values are copied into a frame of
/// their own when the closure is made.
final class MakeCapturingClosure: Expression {
    let code: FunctionCode
    let captures: [Expression]
    /// Whether the body reads variables of the frame it is made in (or further out): else the
    /// closure keeps only its captures, as Swift's does (a `[weak self]` closure must not keep
    /// the method's frame, and `self` in it, alive).
    let keepsFrame: Bool

    init(code: FunctionCode, captures: [Expression], keepsFrame: Bool = true, line: Int) {
        self.code = code
        self.captures = captures
        self.keepsFrame = keepsFrame
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let captureFrame = Frame(size: captures.count, parent: keepsFrame ? frame : nil)
        for (index, capture) in captures.enumerated() {
            captureFrame.put(try capture.evaluate(frame, interpreter), index)
        }
        return .function(Closure(code: code, captured: captureFrame))
    }
}

/// Evaluates a function's default argument or any expression lazily in a fixed frame: used for
/// `@autoclosure`-like builtins (`??`, `&&`).
final class Lazy: Expression {
    let compute: (Frame, Interpreter) throws -> Value

    init(line: Int, _ compute: @escaping (Frame, Interpreter) throws -> Value) {
        self.compute = compute
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try compute(frame, interpreter)
    }
}

/// A default value (of a parameter or a stored property) that the checker lowers after the calls
/// that use it: `value` is set before anything runs.
final class DefaultValue: Expression {
    var value: Expression?
    /// Declared by the library (the prelude): its `line` and its nodes' lines are the prelude's.
    var isLibrary = false
    /// The value's own type when its parameter's type is a generic parameter of the function,
    /// which a call leaving the argument out infers from it (`in shape: S = .rect(cornerRadius: 10)`).
    var inferredType: SwiftType?
    /// Checks the value now, for a call that needs its type before the deferred check runs.
    var checkNow: (() -> Void)?
    /// The default as written when it is a magic identifier (`#line`), which a call leaving the
    /// argument out lowers again as the call's own (Checker+MagicIdentifiers.swift).
    var magicSyntax: Expr?
    /// Where it was written (`FunctionCode.origin`): a call in a later cell computes it in the
    /// caller's frame, and a runtime error inside it names this cell, in whose source its
    /// `line` counts (it named the running cell, quoting whatever that cell had at that line).
    var origin = 0

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard let value else { throw RuntimeError("internal error: a default value was not checked", line: line) }
        // A library default is placed at the call's line instead (`PlacedDefault`).
        guard !isLibrary, origin != interpreter.origin else { return try value.evaluate(frame, interpreter) }
        return try interpreter.evaluate(value, in: frame, writtenIn: origin)
    }
}

/// A library default value as one call uses it: computed in the caller's frame, so a runtime
/// error inside it (the memory budget, the interrupt, the step limit) named the prelude's line
/// (`line 898` for `fill()`'s `ForegroundStyle()` in a 12-line cell, found by the fuzzer); it
/// names the call's line, as an error inside a library function does (`runAcrossOrigins`).
final class PlacedDefault: Expression {
    let value: Expression

    init(_ value: Expression, line: Int) {
        self.value = value
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        do {
            return try value.evaluate(frame, interpreter)
        } catch var error as RuntimeError {
            error.line = line
            throw error
        }
    }
}
