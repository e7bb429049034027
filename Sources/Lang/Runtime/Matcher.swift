/// A checked pattern: matching a value binds the names the pattern declares into their slots.
class Matcher {
    let line: Int

    init(line: Int) {
        self.line = line
    }

    /// Whether `value` matches, binding names if it does.
    func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        true
    }

    /// `match` for a value the caller hands over (an associated value or element it copied
    /// out, a loop's element): a name binds it by moving it into its slot, not by a second copy.
    func matchOwned(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        try match(value, frame, interpreter)
    }
}

/// `_`.
final class WildcardMatcher: Matcher {}

/// A name that binds the whole value.
final class BindingMatcher: Matcher {
    let location: StorageLocation

    init(_ location: StorageLocation, line: Int) {
        self.location = location
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        location.withFrame(frame, interpreter) { target, slot in
            guard target.holds(slot) else { return false }
            target.put(value, slot)
            return true
        }
    }

    override func matchOwned(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        location.storeIfHeld(value, frame, interpreter)
    }
}

/// An expression pattern: equal to the value, or for a range pattern containing it (`~=`).
final class ExpressionMatcher: Matcher {
    let expression: Expression
    /// The pattern's value when it is an `Int` literal (`case 0:`), compared without evaluating.
    let integer: Int?

    init(_ expression: Expression, line: Int) {
        self.expression = expression
        if let constant = expression as? Constant, case .int(let number) = constant.value {
            integer = number
        } else {
            integer = nil
        }
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if let integer, case .int(let number) = value { return number == integer }
        let pattern = try expression.evaluate(frame, interpreter)
        if case .range(let lower, let upper, let closed) = pattern {
            if case .range = value.unboxed { return Comparison.equal(pattern, value) }
            return try StaticWitness.range(from: lower, to: upper, closed: closed, contains: value, interpreter, line: line)
        }
        return Comparison.equal(pattern, value.unboxed)
    }
}

/// An enum case pattern with patterns for its associated values; `.some(p)` / `p?` on an
/// optional is `OptionalMatcher`.
final class EnumCaseMatcher: Matcher {
    let caseIndex: Int
    let payload: [Matcher]
    /// The first payload pattern (a wildcard if there is none): the common case of one
    /// associated value is matched through this `let`, without a retain and release of the
    /// matcher that reading it from `payload` costs.
    let first: Matcher
    /// The enum, when the subject may be a value of another (`catch MyErr.bad` of an `any
    /// Error`): a case of another enum at the same position does not match.
    let owner: NominalDecl?

    init(caseIndex: Int, payload: [Matcher], owner: NominalDecl? = nil, line: Int) {
        self.caseIndex = caseIndex
        self.payload = payload
        self.owner = owner
        first = payload.first ?? WildcardMatcher(line: line)
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if case .boxed = value { return try match(value.unboxed, frame, interpreter) }
        // The declaration is bound only when there is an owner to compare: binding it on every
        // match retained and released it.
        guard case .enumValue(_, let index, let values) = value, index == caseIndex else { return false }
        if let owner, case .enumValue(let decl, _, _) = value, owner !== decl { return false }
        if payload.count == 1, !values.isEmpty {
            return try first.matchOwned(values.count == 1 ? values[0] : .tuple(values), frame, interpreter)
        }
        for (matcher, element) in zip(payload, values) where try !matcher.matchOwned(element, frame, interpreter) {
            return false
        }
        return true
    }
}

/// `.some(p)` or `p?`: a non-nil optional whose value matches; `.none` / `nil` is an
/// `ExpressionMatcher` on `.null`.
final class OptionalMatcher: Matcher {
    let wrapped: Matcher

    init(_ wrapped: Matcher, line: Int) {
        self.wrapped = wrapped
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if case .null = value { return false }
        return try wrapped.matchOwned(value.unwrappedOptional, frame, interpreter)
    }
}

/// `(p, q)`.
final class TupleMatcher: Matcher {
    let elements: [Matcher]

    init(_ elements: [Matcher], line: Int) {
        self.elements = elements
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        guard case .tuple(let values) = value.unboxed, values.count == elements.count else { return false }
        for (matcher, element) in zip(elements, values) where try !matcher.matchOwned(element, frame, interpreter) {
            return false
        }
        return true
    }
}

/// `is T` and `let x as T`: the value's dynamic type is (or converts to) `T`.
final class TypeMatcher: Matcher {
    let test: (Value, Interpreter) -> Value?
    let then: Matcher?

    init(test: @escaping (Value, Interpreter) -> Value?, then: Matcher?, line: Int) {
        self.test = test
        self.then = then
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        guard let cast = test(value, interpreter) else { return false }
        return try then?.matchOwned(cast, frame, interpreter) ?? true
    }
}

/// `switch subject { case …: … }`, cases tried in order, `fallthrough` running the next body.
final class SwitchStatement: Statement {
    /// One case: its patterns, each with an optional `where` guard, and its body.
    struct Case {
        var patterns: [(Matcher, Expression?)]
        var body: Statement
    }

    let label: String?
    let subject: Expression
    /// The cases, each with its patterns as one matcher (`SwitchClause`): trying one reads `let`
    /// properties of a class, not a struct of arrays copied out of an array.
    let clauses: [SwitchClause]
    /// Where to start trying cases for an enum subject, by the value's case index: the first
    /// case with a pattern that could match it. Cases whose patterns are all other enum cases
    /// are skipped without being tried, as a jump table would.
    let firstCandidate: [Int]
    /// The first case with a pattern that is not an enum case (`default`, `let x`, …).
    let firstOpen: Int
    /// Where to start trying cases for an `Int` subject, by its value, as `firstCandidate` does
    /// for enums: the cases before `firstOpenInteger` have only `Int` literal patterns
    /// (`switch i % 5 { case 0: … case 1: … default: … }` tries one case, not up to five).
    let firstIntegerCandidate: [Int]
    /// The first case with a pattern that is not an `Int` literal.
    let firstOpenInteger: Int

    init(label: String?, subject: Expression, cases: [Case], line: Int) {
        self.label = label
        self.subject = subject
        clauses = cases.map(SwitchClause.init)
        let open = cases.firstIndex { $0.patterns.contains { !($0.0 is EnumCaseMatcher) } } ?? cases.count
        firstCandidate = SwitchStatement.table(cases[..<open].map { $0.patterns.compactMap { ($0.0 as? EnumCaseMatcher)?.caseIndex } },
                                               open: open)
        firstOpen = open
        let openInteger = cases.firstIndex { $0.patterns.contains { ($0.0 as? ExpressionMatcher)?.integer == nil } } ?? cases.count
        firstIntegerCandidate = SwitchStatement.table(
            cases[..<openInteger].map { $0.patterns.compactMap { ($0.0 as? ExpressionMatcher)?.integer } }, open: openInteger)
        firstOpenInteger = openInteger
        super.init(line: line)
    }

    /// The jump table of the cases before `open`, given each case's keys (enum case indices or
    /// `Int` literals): for each key up to the largest, the first case with that key, else `open`.
    /// Keys outside `0..<maximumTable` are left out (a subject with one tries every case).
    private static func table(_ keys: [[Int]], open: Int) -> [Int] {
        var table: [Int] = []
        for (number, caseKeys) in keys.enumerated() {
            for key in caseKeys where key >= 0 && key < maximumTable {
                if table.count <= key {
                    table.append(contentsOf: repeatElement(open, count: key + 1 - table.count))
                }
                table[key] = min(table[key], number)
            }
        }
        return table
    }

    /// The most enum cases a jump table covers; larger indices try the cases in order.
    static let maximumTable = 1024

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let value = try subject.evaluate(frame, interpreter)
        var index = 0
        if !firstCandidate.isEmpty, case .enumValue(_, let caseIndex, _) = value {
            if caseIndex >= 0, caseIndex < firstCandidate.count {
                index = firstCandidate[caseIndex]
            } else if caseIndex >= 0, caseIndex < SwitchStatement.maximumTable {
                index = firstOpen
            }
        } else if !firstIntegerCandidate.isEmpty, case .int(let number) = value {
            if number >= 0, number < firstIntegerCandidate.count {
                index = firstIntegerCandidate[number]
            } else if number >= 0, number < SwitchStatement.maximumTable {
                index = firstOpenInteger
            }
        }
        while index < clauses.count {
            if var flow = try clauses[index].run(value, frame, interpreter) {
                while case .fallthroughCase = flow, index + 1 < clauses.count {
                    index += 1
                    flow = try clauses[index].body.execute(frame, interpreter)
                }
                if case .breakLoop(let target) = flow, target == nil || target == label { return .normal }
                if case .fallthroughCase = flow { return .normal }
                return flow
            }
            index += 1
        }
        return .normal
    }
}

/// One case of a `switch`: its patterns as one matcher and its body.
final class SwitchClause {
    let patterns: Matcher
    let body: Statement

    /// Runs the body if `value` matches, giving its flow; nil if it does not match. (Here the
    /// patterns and body are `let` properties of `self`, called without a retain and release
    /// each, which the switch reading them from its array of clauses costs.)
    func run(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Flow? {
        guard try patterns.match(value, frame, interpreter) else { return nil }
        return try body.execute(frame, interpreter)
    }

    init(_ switchCase: SwitchStatement.Case) {
        if switchCase.patterns.count == 1, let (matcher, guardExpression) = switchCase.patterns.first,
           guardExpression == nil {
            patterns = matcher
        } else {
            patterns = PatternList(switchCase.patterns, line: switchCase.body.line)
        }
        body = switchCase.body
    }
}

/// A case's pattern list (`case .a, .b:`) or a pattern with a `where` guard: matches when one
/// of the patterns matches and its guard holds, tried in order.
final class PatternList: Matcher {
    let patterns: [(Matcher, Expression?)]

    init(_ patterns: [(Matcher, Expression?)], line: Int) {
        self.patterns = patterns
        super.init(line: line)
    }

    override func match(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        for (matcher, guardExpression) in patterns {
            guard try matcher.match(value, frame, interpreter) else { continue }
            if let guardExpression, try !guardExpression.evaluateBool(frame, interpreter) { continue }
            return true
        }
        return false
    }
}

/// `do { … } catch pattern { … }`.
final class DoStatement: Statement {
    let body: Statement
    /// Each catch clause: its patterns (empty catches everything, binding `error` through the
    /// slot) and its body.
    let catches: [(patterns: [(Matcher, Expression?)], errorSlot: StorageLocation?, body: Statement)]

    init(body: Statement, catches: [(patterns: [(Matcher, Expression?)], errorSlot: StorageLocation?, body: Statement)],
         line: Int) {
        self.body = body
        self.catches = catches
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        do {
            return try body.execute(frame, interpreter)
        } catch let thrown as ThrownError {
            let value = interpreter.thrownValue
            for clause in catches {
                if let slot = clause.errorSlot {
                    slot.withFrame(frame, interpreter) { $0.put(value, $1) }
                }
                if clause.patterns.isEmpty { return try clause.body.execute(frame, interpreter) }
                for (matcher, guardExpression) in clause.patterns {
                    guard try matcher.match(value, frame, interpreter) else { continue }
                    if let guardExpression, try !guardExpression.evaluateBool(frame, interpreter) {
                        continue
                    }
                    return try clause.body.execute(frame, interpreter)
                }
            }
            // A guard clause may have thrown and caught an error of its own meanwhile.
            interpreter.thrownValue = value
            throw thrown
        }
    }
}
