import Geometry

extension Interpreter {
    /// Evaluates `expr` in `env` by running its compiled closure, compiling it first if needed.
    @inline(__always)
    func evaluate(_ expr: Expr, _ env: Environment) throws -> Value {
        if let run = expr.compiled { return try run(self, env) }
        return try Interpreter.compiled(expr)(self, env)
    }

    /// Evaluates `expr` by walking its syntax tree: the general path, which compiled closures
    /// fall back to for the kinds of expression they do not specialise.
    func walk(_ expr: Expr, _ env: Environment) throws -> Value {
        switch expr.kind {
        case .number(let value): return .number(value)
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .null
        case .string(let parts): return .string(try located(expr) { try interpolate(parts, env) })
        case .identifier(let name): return try lookup(name, env, at: expr.start)
        case .selfValue: return try lookup("self", env, at: expr.start)
        case .array(let elements):
            guard elements.count <= configuration.maximumArrayLength else {
                throw LanguageError.limit("array literal too long", at: expr.start)
            }
            return .array(try elements.map { try evaluate($0, env) })
        case .dictionary:
            throw LanguageError.runtime("dictionaries are not part of the shape language; use an array of tuples", at: expr.start)
        case .tuple(let arguments):
            return .tuple(try arguments.map { try evaluate($0.value, env) }, labels: arguments.map(\.label))
        case .closure(let closure):
            return .function(Callable(.closure(closure, captured: env), source: source))
        case .member(let base, let name):
            let end = expr.range.end
            let nameCount = name.unicodeScalars.count
            let nameStart = end.column > nameCount
                ? SourceLocation(line: end.line, column: end.column - nameCount, offset: end.offset - nameCount) : expr.start
            let baseValue = try evaluate(base, env)
            do {
                return try member(of: baseValue, name, at: nameStart)
            } catch let error as LanguageError {
                throw error.located(at: nameStart)
            }
        case .tupleIndex(let base, let index):
            let value = try evaluate(base, env)
            guard case .tuple(let items, _) = value, index < items.count else {
                throw LanguageError.runtime("\(describeForError(value)) has no element .\(index)", at: expr.start)
            }
            return items[index]
        case .implicitMember(let name):
            return .implicit(ImplicitMember(name: name, arguments: nil, location: expr.start))
        case .call(let callee, let arguments):
            return try located(expr) { try evaluateCall(callee, arguments, env, at: expr.start) }
        case .subscripted(let base, let arguments):
            let container = try evaluate(base, env)
            let indices = try arguments.map { try evaluate($0.value, env) }
            return try located(expr) { try subscriptValue(container, indices, at: expr.start) }
        case .prefix(let op, let operand):
            let value = try evaluate(operand, env)
            return try located(expr) { try applyPrefix(op, value) }
        case .binary(let op, let left, let right):
            return try evaluateBinary(op, left, right, env, at: expr.start)
        case .ternary(let condition, let whenTrue, let whenFalse):
            let test = try truth(evaluate(condition, env), at: condition.start)
            return try evaluate(test ? whenTrue : whenFalse, env)
        case .assignment(let op, let target, let valueExpr):
            var value = try evaluate(valueExpr, env)
            if op != "=" {
                let current = try evaluate(target, env)
                value = try located(expr) { try arithmetic(String(op.dropLast()), current, value) }
            }
            try assign(value, to: target, env)
            return .void
        case .keyPath(let names):
            return .keyPath(names)
        case .passthrough(let inner), .ignoredPrefix(let inner):
            return try evaluate(inner, env)
        }
    }

    /// Runs `body`, placing any error without a location at `expr`.
    @inline(__always)
    func located<T>(_ expr: Expr, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw relocated(error, at: expr)
        }
    }

    /// An error thrown while evaluating `expr`, placed at `expr` when it has no location.
    func relocated(_ error: any Error, at expr: Expr) -> any Error {
        relocated(error, at: expr.start)
    }

    /// An error thrown by the code at `location`, placed there when it has no location; an
    /// interrupt or memory refusal from below the language becomes `InterruptError` or
    /// `MemoryError`.
    func relocated(_ error: any Error, at location: SourceLocation) -> any Error {
        if var error = error as? LanguageError {
            if error.sourceText != nil, error.sourceText !== source, error.callSite == nil, executingSource == nil {
                error.callSite = location
            }
            return error.located(at: location)
        }
        if let limit = (error as? any ResourceLimitedError)?.limit {
            return LanguageError(limit, at: location)
        }
        if let error = error as? GeometryError {
            return LanguageError.runtime(error.message, at: location)
        }
        return error
    }

    // MARK: - Names

    func lookup(_ name: String, _ env: Environment, at location: SourceLocation) throws -> Value {
        var scope: Environment? = env
        while let s = scope {
            if let value = s[name] { return value }
            if s.isMethodScope, let receiver = s["self"], let member = try implicitSelfMember(receiver, name) {
                return member
            }
            scope = s.parent
        }
        if name == "Self", let receiver = try? lookup("self", env, at: location), case .instance(let instance) = receiver {
            return .type(.user(instance.type))
        }
        if let function = builtins.functionValues[name] { return function }
        if Parser.binaryPrecedence[name] != nil {
            let op = Builtin(name, doc: "The operator \(name) as a function.", overloads: [
                overload([param(nil, "T"), param(nil, "T")], "T") { call in try call.i.binary(name, try call.value(0), try call.value(1)) },
            ])
            return .function(Callable(.builtin(op, receiver: nil), source: nil))
        }
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            throw LanguageError.runtime("cannot find '\(name)' in scope: '$\(name.dropFirst())' is the binding of a @State or @Binding property '\(name.dropFirst())' of a view", at: location)
        }
        let candidates = env.visibleNames.union(builtins.functions.keys)
        throw LanguageError.runtime("cannot find '\(name)' in scope" + suggestion(for: name, among: candidates), at: location)
    }

    /// An unqualified name inside a method: a member of `self` (field, computed property,
    /// method, static member), or nil.
    func implicitSelfMember(_ receiver: Value, _ name: String) throws -> Value? {
        if case .instance(let instance) = receiver {
            if let field = instance.fields[name] { return try fieldValue(field, of: instance, name) }
            let type = instance.type
            if type.computed[name] != nil || type.methods[name] != nil || type.staticProperties[name] != nil
                || type.staticMethods[name] != nil {
                return try member(of: receiver, name, at: nil)
            }
            return projectedValue(receiver, name)
        }
        if case .type(.user(let type)) = receiver {
            if type.staticProperties[name] != nil || type.staticMethods[name] != nil {
                return try member(of: receiver, name, at: nil)
            }
            return nil
        }
        return try? member(of: receiver, name, at: nil)
    }

    // MARK: - Strings

    private func interpolate(_ parts: [InterpolationPart], _ env: Environment) throws -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let s):
                text += s
            case .value(let expr, let specifierExpr):
                let value = try evaluate(expr, env)
                if let specifierExpr {
                    guard case .string(let specifier) = try evaluate(specifierExpr, env) else {
                        throw LanguageError.runtime("the specifier must be a string such as \"%.1f\"", at: specifierExpr.start)
                    }
                    text += try NumberFormat.printf(specifier, value: value, at: specifierExpr.start)
                } else {
                    let piece = describe(value)
                    try reserve(text.utf8.count + piece.utf8.count, for: "an interpolated string")
                    text += piece
                }
            }
        }
        return text
    }

    // MARK: - Operators

    func applyPrefix(_ op: String, _ value: Value) throws -> Value {
        switch (op, value) {
        case ("-", .number(let x)): return .number(-x)
        case ("-", .point(let p)): return .point(-p)
        case ("-", .angle(let a)): return .angle(Angle(radians: -a.radians))
        case ("!", .bool(let b)): return .bool(!b)
        default:
            throw fail("unary '\(op)' cannot be applied to \(describeForError(value))")
        }
    }

    func evaluateBinary(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, _ env: Environment, at location: SourceLocation) throws -> Value {
        switch op {
        case "&&":
            guard try truth(evaluate(leftExpr, env), at: leftExpr.start) else { return .bool(false) }
            return .bool(try truth(evaluate(rightExpr, env), at: rightExpr.start))
        case "||":
            if try truth(evaluate(leftExpr, env), at: leftExpr.start) { return .bool(true) }
            return .bool(try truth(evaluate(rightExpr, env), at: rightExpr.start))
        case "??":
            let left = try evaluate(leftExpr, env)
            if case .null = left { return try evaluate(rightExpr, env) }
            return left
        default:
            let left = try evaluate(leftExpr, env)
            let right = try evaluate(rightExpr, env)
            if case .number(let a) = left, case .number(let b) = right, let result = numberBinary(op, a, b) { return result }
            do {
                return try binary(op, left, right)
            } catch let error as LanguageError {
                throw error.located(at: location)
            }
        }
    }

    /// Arithmetic and comparison of two numbers, the common case, decided by the operator's
    /// bytes rather than a chain of String comparisons; nil for anything else (`%`, ranges).
    @inline(__always)
    private func numberBinary(_ op: String, _ a: Double, _ b: Double) -> Value? {
        var bytes = op.utf8.makeIterator()
        guard let first = bytes.next() else { return nil }
        let second = bytes.next()
        if second == nil {
            switch first {
            case UInt8(ascii: "+"): return .number(a + b)
            case UInt8(ascii: "-"): return .number(a - b)
            case UInt8(ascii: "*"): return .number(a * b)
            case UInt8(ascii: "/"): return .number(a / b)
            case UInt8(ascii: "<"): return .bool(a < b)
            case UInt8(ascii: ">"): return .bool(a > b)
            default: return nil
            }
        }
        guard second == UInt8(ascii: "="), bytes.next() == nil else { return nil }
        switch first {
        case UInt8(ascii: "<"): return .bool(a <= b)
        case UInt8(ascii: ">"): return .bool(a >= b)
        case UInt8(ascii: "="): return .bool(a == b)
        case UInt8(ascii: "!"): return .bool(a != b)
        default: return nil
        }
    }

    func binary(_ op: String, _ left: Value, _ right: Value) throws -> Value {
        switch op {
        case "==": return .bool(try equal(left, right))
        case "!=": return .bool(!(try equal(left, right)))
        case "<", "<=", ">", ">=":
            let ordering = try compare(left, right)
            switch op {
            case "<": return .bool(ordering < 0)
            case "<=": return .bool(ordering <= 0)
            case ">": return .bool(ordering > 0)
            default: return .bool(ordering >= 0)
            }
        case "...", "..<":
            guard case .number(let a) = left, case .number(let b) = right else {
                throw fail("a range needs numbers on both sides, got \(describeForError(left)) and \(describeForError(right))")
            }
            guard op == "..<" ? a <= b : a <= b else {
                throw fail("cannot form a range with upper bound \(describe(right)) below lower bound \(describe(left))")
            }
            return .range(RangeValue(lower: a, upper: b, isClosed: op == "..."))
        default:
            if op == "+", let text = try concatenatedText(left, right) { return text }
            return try arithmetic(op, left, right)
        }
    }

    func arithmetic(_ op: String, _ left: Value, _ right: Value) throws -> Value {
        if case .implicit = left { return try arithmetic(op, try resolve(left, like: right), right) }
        if case .implicit = right { return try arithmetic(op, left, try resolve(right, like: left)) }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            default: break
            }
        case (.string(let a), .string(let b)) where op == "+":
            try reserve(a.utf8.count + b.utf8.count, for: "joining two strings")
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            // The same limit as append and Array(repeating:count:): no operator bypasses it.
            guard a.count + b.count <= configuration.maximumArrayLength else {
                throw LanguageError.limit("the array would have \(a.count + b.count) elements, more than the limit of \(configuration.maximumArrayLength) (the array limit)")
            }
            try reserve(Self.bytes(ofValues: a.count + b.count), for: "joining two arrays")
            return .array(a + b)
        case (.point(let a), .point(let b)) where op == "+" || op == "-":
            return .point(op == "+" ? a + b : a - b)
        case (.point(let a), .number(let s)) where op == "*" || op == "/":
            return .point(op == "*" ? a * s : a / s)
        case (.number(let s), .point(let a)) where op == "*":
            return .point(a * s)
        case (.angle(let a), .angle(let b)) where op == "+" || op == "-":
            return .angle(Angle(radians: op == "+" ? a.radians + b.radians : a.radians - b.radians))
        case (.angle(let a), .number(let s)) where op == "*" || op == "/":
            return .angle(Angle(radians: op == "*" ? a.radians * s : a.radians / s))
        case (.number(let s), .angle(let a)) where op == "*":
            return .angle(Angle(radians: a.radians * s))
        default: break
        }
        throw fail("binary operator '\(op)' cannot be applied to \(describeForError(left)) and \(describeForError(right))")
    }

    func equal(_ left: Value, _ right: Value) throws -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.angle(let a), .angle(let b)): return a == b
        case (.path(let a), .path(let b)): return a == b
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            return try firstIndex(count: a.count) { try !equal(a[$0], b[$0]) } == nil
        case (.tuple(let a, _), .tuple(let b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equal(x, y) { return false }
            return true
        case (.instance(let a), .instance(let b)):
            guard a.type === b.type else { return false }
            for name in a.type.storedNames {
                if let x = a.fields[name], let y = b.fields[name], try !equal(x, y) { return false }
            }
            return true
        case (.implicit(let m), _):
            return try equal(resolveImplicitByGuess(m), right)
        case (_, .implicit(let m)):
            return try equal(left, resolveImplicitByGuess(m))
        default:
            throw fail("cannot compare \(describeForError(left)) with \(describeForError(right)) using '=='")
        }
    }

    func compare(_ left: Value, _ right: Value) throws -> Int {
        if case .implicit = left { return try compare(try resolve(left, like: right), right) }
        if case .implicit = right { return try compare(left, try resolve(right, like: left)) }
        switch (left, right) {
        case (.number(let a), .number(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.angle(let a), .angle(let b)): return a.radians < b.radians ? -1 : (a.radians > b.radians ? 1 : 0)
        default:
            throw fail("cannot order \(describeForError(left)) and \(describeForError(right))")
        }
    }

    // MARK: - Subscripts

    func subscriptValue(_ container: Value, _ indices: [Value], at location: SourceLocation) throws -> Value {
        guard indices.count == 1 else { throw fail("subscripts take one index") }
        switch container {
        case .array(let items):
            if case .range(let range) = indices[0] {
                let lower = try wholeIndex(.number(range.lower), count: items.count + 1)
                let upper = try wholeIndex(.number(range.upper), count: items.count + 1) + (range.isClosed ? 1 : 0)
                guard lower <= upper, upper <= items.count else {
                    throw fail("range \(describe(indices[0])) is out of bounds for an array of \(items.count) elements")
                }
                return .array(try slice(items, lower..<upper, for: "a slice of \(upper - lower) elements"))
            }
            return items[try wholeIndex(indices[0], count: items.count)]
        case .vector(let values):
            return .number(values[try wholeIndex(indices[0], count: values.count)])
        case .string(let s):
            return .string(String(try character(of: s, at: indices[0])))
        default:
            throw fail("\(describeForError(container)) cannot be subscripted")
        }
    }

    /// A valid index below `count`: a whole number, else an error naming the value.
    func wholeIndex(_ value: Value, count: Int) throws -> Int {
        guard case .number(let x) = value else { throw fail("an index must be a number, got \(describeForError(value))") }
        guard x == x.rounded(), x.isFinite else {
            throw fail("index \(NumberFormat.text(x)) is not a whole number")
        }
        guard x >= 0, x < Double(count) else {
            throw fail("index \(NumberFormat.text(x)) is out of range for \(count) element\(count == 1 ? "" : "s")")
        }
        return Int(x)
    }
}
