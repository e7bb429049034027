/// What a loop does with the flow its body returned: keep going, stop, or pass it out.
enum LoopStep {
    case next
    case exit(Flow)
}

extension Flow {
    /// How a loop labelled `label` reacts to this flow from its body.
    @inline(__always)
    func loopStep(label: String?) -> LoopStep {
        switch self {
        case .normal: return .next
        case .breakLoop(let target):
            return target == nil || target == label ? .exit(.normal) : .exit(self)
        case .continueLoop(let target):
            return target == nil || target == label ? .next : .exit(self)
        case .returnValue, .fallthroughCase: return .exit(self)
        }
    }
}

/// `while conditions { … }`.
final class WhileLoop: Statement {
    let label: String?
    let condition: Expression
    let body: Statement

    init(label: String?, _ conditions: [Test], _ body: Statement, line: Int) {
        self.label = label
        condition = Test.condition(conditions, line: line)
        self.body = body
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        while try condition.evaluateBool(frame, interpreter) {
            try interpreter.iterationStep(line: line)
            if case .exit(let flow) = try body.execute(frame, interpreter).loopStep(label: label) { return flow }
        }
        return .normal
    }
}

/// `repeat { … } while condition`.
final class RepeatLoop: Statement {
    let label: String?
    let condition: Expression
    let body: Statement

    init(label: String?, _ body: Statement, _ condition: Expression, line: Int) {
        self.label = label
        self.condition = condition
        self.body = body
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        repeat {
            try interpreter.iterationStep(line: line)
            if case .exit(let flow) = try body.execute(frame, interpreter).loopStep(label: label) { return flow }
        } while try condition.evaluateBool(frame, interpreter)
        return .normal
    }
}

/// `for pattern in sequence where condition { … }` over any sequence value: an `Int` range
/// runs without building an array, other sequences yield their elements in Swift's order.
final class ForInLoop: Statement {
    let label: String?
    let sequence: Expression
    let pattern: Matcher
    /// For `for case`: elements that do not match are skipped; otherwise the pattern always binds.
    let whereClause: Expression?
    /// The `where` clause held non-optional (`true` when there is none): unwrapping the optional
    /// on every iteration would retain and release the node.
    let condition: Expression
    let hasWhereClause: Bool
    let body: Statement
    /// When the body makes closures: the size of the frame each iteration gets, so that every
    /// closure captures its own iteration's variables, as in Swift.
    var iterationFrameSize: Int?
    /// The arrays the body appends to on every iteration, given room before a loop that binds
    /// in place starts.
    private let appends: LoopAppends
    /// For a program's own sequence: its `makeIterator()` (nil when it is its own iterator) and
    /// `next()`, called once per iteration so the loop draws no element past the one it stops at.
    var programSequence: (makeIterator: FunctionCode?, next: FunctionCode)?
    /// For a range of a program's `Strideable` type: stepped one value per iteration, between the
    /// body's runs, as Swift's iterator steps (StrideableRangeWalk).
    var walksStrideableRange = false
    /// For `for x in repeat pattern`: the pattern, evaluated for each element as its turn comes.
    var packSequence: PackExpansion?

    init(label: String?, sequence: Expression, pattern: Matcher, whereClause: Expression?, body: Statement, line: Int) {
        self.label = label
        self.sequence = sequence
        self.pattern = pattern
        self.whereClause = whereClause
        condition = whereClause ?? Constant(.bool(true), line: line)
        hasWhereClause = whereClause != nil
        self.body = body
        appends = LoopAppends(body: body)
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if let packSequence {
            var exit: Flow?
            try packSequence.forEachElement(frame, interpreter) { element in
                exit = try iterate(element, frame, interpreter)
                return exit == nil
            }
            return exit ?? .normal
        }
        let value = try sequence.evaluate(frame, interpreter)
        if case .range(.int(let lower), .int(let upper), let closed) = value {
            if closed ? lower > upper : lower > upper {
                throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
            }
            if closed, upper == Int.max {
                throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
            }
            var index = lower
            let end = closed ? upper + 1 : upper
            if iterationFrameSize == nil, whereClause == nil, let binding = (pattern as? BindingMatcher)?.location {
                return try countInPlace(from: lower, to: end, binding, frame, interpreter)
            }
            while index < end {
                if let flow = try iterate(.int(index), frame, interpreter) { return flow }
                index += 1
            }
            return .normal
        }
        if let programSequence { return try iterateProgramSequence(value, programSequence, frame, interpreter) }
        if walksStrideableRange, case .range(let lower, let upper, let closed) = value.unboxed {
            var exit: Flow?
            try StrideableRangeWalk.forEach(from: lower, to: upper, closed: closed, interpreter, line: line) { element in
                exit = try iterate(element, frame, interpreter)
                return exit == nil
            }
            return exit ?? .normal
        }
        if LazyClosureSequence.holdsClosures(value) || LazyClosureSequence.isOverEndlessRange(value)
            || LazyIterator.isProgramSequence(value, interpreter) {
            // A lazy map or filter (or a zip, enumerated or reversed one): each element made (its
            // closures called) when its turn comes; a one-sided range's (`for i in 1...`) counted
            // until the body leaves the loop; a program's sequence passed for a generic parameter
            // read one `next()` per iteration.
            var exit: Flow?
            try LazyClosureSequence.forEach(value, interpreter, line: line) { element in
                exit = try iterate(element, frame, interpreter)
                return exit == nil
            }
            return exit ?? .normal
        }
        let elements = try Sequences.elements(of: value, line: line)
        if iterationFrameSize == nil, !hasWhereClause, let binding = (pattern as? BindingMatcher)?.location {
            return try bindInPlace(elements, binding, frame, interpreter)
        }
        for element in elements {
            if let flow = try iterate(element, frame, interpreter) { return flow }
        }
        return .normal
    }

    /// `for x in elements` binding each element straight into its slot: the element the array
    /// gives is handed over, not copied again by a pattern and then released.
    private func bindInPlace(_ elements: [Value], _ binding: StorageLocation, _ frame: Frame,
                             _ interpreter: Interpreter) throws -> Flow {
        if !appends.isEmpty { appends.reserve(iterations: elements.count, frame, interpreter) }
        for element in elements {
            try interpreter.iterationStep(line: line)
            try binding.store(element, frame, interpreter, line: line)
            if case .exit(let flow) = try body.execute(frame, interpreter).loopStep(label: label) { return flow }
        }
        return .normal
    }

    /// `for i in lower..<end` binding `i` straight into its slot: no pattern to match, no frame
    /// per iteration.
    private func countInPlace(from lower: Int, to end: Int, _ binding: StorageLocation, _ frame: Frame,
                              _ interpreter: Interpreter) throws -> Flow {
        if !appends.isEmpty {
            let (iterations, overflow) = end.subtractingReportingOverflow(lower)
            appends.reserve(iterations: overflow ? Int.max : iterations, frame, interpreter)
        }
        return try binding.withFrame(frame, interpreter) { target, slot in
            guard target.holds(slot) else { throw RuntimeError("variable has no storage", line: line) }
            var index = lower
            while index < end {
                try interpreter.iterationStep(line: line)
                target.put(.int(index), slot)
                if case .exit(let flow) = try body.execute(frame, interpreter).loopStep(label: label) { return flow }
                index += 1
            }
            return .normal
        }
    }

    /// The loop over a program's own sequence: `next()` of its iterator before each iteration,
    /// until it returns nil or the body leaves the loop.
    private func iterateProgramSequence(_ sequence: Value, _ reader: (makeIterator: FunctionCode?, next: FunctionCode),
                                        _ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        var iterator = try SequenceElements.iterator(of: sequence.unboxed, makeIterator: reader.makeIterator, interpreter, line: line)
        while true {
            let (element, calleeFrame) = try interpreter.invoke(reader.next, captured: nil, arguments: [], selfValue: iterator, line: line)
            if reader.next.hasSelf { iterator = try calleeFrame.value(0, line: line) }
            if case .null = element { return .normal }
            if let flow = try iterate(element.unwrappedOptional, frame, interpreter) { return flow }
        }
    }

    /// Runs the body for one element; returns the flow that ends the loop, if any.
    @inline(__always)
    private func iterate(_ element: Value, _ outer: Frame, _ interpreter: Interpreter) throws -> Flow? {
        try interpreter.iterationStep(line: line)
        let frame = iterationFrameSize.map { Frame(size: $0, parent: outer) } ?? outer
        guard try pattern.match(element, frame, interpreter) else { return nil }
        if hasWhereClause, try !condition.evaluateBool(frame, interpreter) { return nil }
        if case .exit(let flow) = try body.execute(frame, interpreter).loopStep(label: label) { return flow }
        return nil
    }
}

/// A labelled `if`, `switch` or `do`: `break label` inside it ends it.
final class LabeledStatement: Statement {
    let label: String
    let body: Statement

    init(label: String, _ body: Statement, line: Int) {
        self.label = label
        self.body = body
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let flow = try body.execute(frame, interpreter)
        if case .breakLoop(let target) = flow, target == label { return .normal }
        return flow
    }
}

/// The elements of the values `for … in` and the collection builtins walk.
enum Sequences {
    /// The elements in Swift's iteration order; a dictionary yields `(key, value)` tuples.
    static func elements(of value: Value, line: Int) throws -> [Value] {
        switch value.unboxed {
        case .array(let elements), .slice(let elements, _): return elements
        case .set(let elements): return Array(elements.contents)
        case .dictionary(let box):
            let entries = box.contents
            return try Interpreter.tuples(of: entries, count: entries.count, line: line) { .tuple([$0.key, $0.value]) }
        case .string(let string), .substring(let string, _):
            try Interpreter.reserve(Interpreter.bytes(ofValues: string.utf8.count), for: "the characters of a string", line: line)
            var characters: [Value] = []
            for (index, character) in string.enumerated() {
                try Interpreter.checkInterrupt(step: index, line: line)
                characters.append(.character(character))
            }
            return characters
        case .range(.int(let lower), .int(let upper), let closed):
            if lower > upper || (closed && upper == Int.max) {
                throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
            }
            // `Int.min..<Int.max` counts more than an Int holds: too large, not a trap.
            let (span, overflow) = (closed ? upper + 1 : upper).subtractingReportingOverflow(lower)
            let count = overflow ? Int.max : span
            guard count <= 50_000_000 else { throw RuntimeError("range too large to iterate here", line: line, isLimit: true) }
            try Interpreter.reserve(Interpreter.bytes(ofValues: count), for: "an array of \(count) elements", line: line)
            var elements: [Value] = []
            elements.reserveCapacity(count)
            for step in 0..<count {
                try Interpreter.checkInterrupt(step: step, line: line)
                elements.append(.int(lower + step))
            }
            return elements
        case .range(.character(let lower), .character(let upper), true):
            guard let low = lower.unicodeScalars.first?.value, let high = upper.unicodeScalars.first?.value,
                  low <= high else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
            return (low...high).compactMap { Unicode.Scalar($0).map { .character(Character($0)) } }
        case .structValue(let decl, let fields) where FlattenSequenceValue.isFlattening(decl):
            return try FlattenSequenceValue.elements(ofFields: fields, line: line)
        case .structValue(let decl, let fields):
            guard let kind = LazySequenceValue.kind(of: decl) else { throw RuntimeError("value is not a sequence", line: line) }
            return try LazySequenceValue.elements(kind, fields: fields, line: line)
        default:
            throw RuntimeError("value is not a sequence", line: line)
        }
    }
}
