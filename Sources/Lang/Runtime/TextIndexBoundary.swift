/// Where a String's indices cross into a generic body and back. Outside, a `String.Index` is a
/// UTF-8 position; inside a function generic over a `Collection` (or an `extension Collection`
/// member), the string is read as the slice of its Characters from its first position (a
/// Substring's UTF-8 position in its base), and `C.Index` counts Characters on from there: the
/// same as outside for ASCII text, which a generic type's stored `C.Index` relies on. The call
/// converts the indices it passes in and the ones it gets back, by the string the call passes
/// for `C` (or calls the member on), which `TextIndexStash` keeps.
final class TextIndexStash {
    /// The strings of the calls under way, innermost last.
    var texts: [Value] = []
}

/// A node over one expression, with the stash of the call it belongs to.
class TextIndexStashNode: Expression {
    let inner: Expression
    let stash: TextIndexStash

    init(_ inner: Expression, stash: TextIndexStash, line: Int) {
        self.inner = inner
        self.stash = stash
        super.init(line: line)
    }
}

/// Evaluates the string a call passes for its collection parameter (or its receiver) and keeps
/// it for the call's index conversions.
final class StashText: TextIndexStashNode {
    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try inner.evaluate(frame, interpreter)
        stash.texts.append(value.unboxed)
        return value
    }
}

/// A `String.Index` argument (or an optional one) passed into a generic body: its Character
/// offset in the stashed string. One outside the string stays outside it, past its end.
final class IndexIntoGeneric: TextIndexStashNode {
    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try inner.evaluate(frame, interpreter)
        guard case .int(let index) = value, let base = stash.texts.last else { return value }
        let text = Checker.stringText(base)
        guard let position = Checker.textPosition(index, in: text, first: base.textStart) else {
            return .int(base.textStart &+ text.count &+ 1)
        }
        return .int(base.textStart + text.distance(from: text.startIndex, to: position))
    }
}

/// A generic call whose result holds `String.Index`es (`C.Index`, `C.Index?`, `[C.Index]`): the
/// Character offsets its body gives back made the UTF-8 positions of the stashed string.
final class IndexOutOfGeneric: TextIndexStashNode {
    /// Whether the result holds indices; else the node only clears the call's stashed string.
    let convertsResult: Bool

    init(_ call: Expression, stash: TextIndexStash, line: Int, convertsResult: Bool) {
        self.convertsResult = convertsResult
        super.init(call, stash: stash, line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let depth = stash.texts.count
        // The call's own string is the first it stashes; a throw leaves none behind.
        defer { if stash.texts.count > depth { stash.texts.removeLast(stash.texts.count - depth) } }
        let result = try inner.evaluate(frame, interpreter)
        guard convertsResult, depth < stash.texts.count else { return result }
        let base = stash.texts[depth]
        func converted(_ value: Value) -> Value {
            switch value {
            case .int(let offset): return .int(Checker.textIndex(base, character: offset &- base.textStart))
            case .array(let items): return .array(items.map(converted))
            default: return value
            }
        }
        return converted(result)
    }
}
