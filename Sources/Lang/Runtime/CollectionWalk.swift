/// The elements of a program's own `Collection` that declares no `makeIterator()`: Swift gives
/// it an `IndexingIterator`, which reads `self[i]` from `startIndex`, stepping with
/// `index(after:)` until `endIndex`, so `for`-`in`, `Array(ring)` and the library's collection
/// members see exactly those elements.
enum CollectionWalk {
    /// `value`'s elements in index order, or nil when its type is no program's collection (it
    /// lacks `index(after:)` or a one-parameter subscript). Each step spends the cell's budget,
    /// so a collection whose `index(after:)` never reaches `endIndex` stops with an error.
    static func elements(of value: Value, _ interpreter: Interpreter, line: Int) throws -> [Value]? {
        guard let decl = value.nominalDecl, let getter = subscriptGetter(of: decl, interpreter.environment),
              let indices = try indices(of: value, interpreter, line: line) else { return nil }
        var elements: [Value] = []
        for index in indices {
            try interpreter.iterationStep(line: line)
            elements.append(try interpreter.invoke(getter, captured: nil, arguments: [index], selfValue: value, line: line).0)
        }
        return elements
    }

    /// `value`'s indices in order, from `startIndex` by `index(after:)` up to `endIndex`; nil when
    /// its type declares no `index(after:)`.
    static func indices(of value: Value, _ interpreter: Interpreter, line: Int) throws -> [Value]? {
        guard let decl = value.nominalDecl, let indexAfter = interpreter.environment.dispatch("index(after:)", on: decl) else {
            return nil
        }
        var index = try DynamicGet.read("startIndex", of: value, interpreter, line: line)
        let end = try DynamicGet.read("endIndex", of: value, interpreter, line: line)
        var indices: [Value] = []
        while index != end {
            try interpreter.iterationStep(line: line)
            indices.append(index)
            index = try interpreter.invoke(indexAfter.code, captured: nil, arguments: [index], selfValue: value, line: line).0
        }
        return indices
    }

    /// The getter of the one-parameter subscript `decl` (or a superclass) declares: `self[i]`.
    private static func subscriptGetter(of decl: NominalDecl, _ environment: Environment) -> FunctionCode? {
        var current: NominalDecl? = decl
        var hops = 0
        while let owner = current, hops < 100 {
            let subscripts = environment.members[ObjectIdentifier(owner)]?.subscripts ?? []
            if let found = subscripts.first(where: { $0.getter.type.parameters.count == 1 }) { return found.getter.code }
            current = owner.superclass
            hops += 1
        }
        return nil
    }
}

/// A program's own collection (no `makeIterator()` of its own) as the array of its elements.
final class CollectionWalkElements: Expression {
    let collection: Expression

    init(_ collection: Expression, line: Int) {
        self.collection = collection
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try collection.evaluate(frame, interpreter).unboxed
        return .array(try CollectionWalk.elements(of: value, interpreter, line: line) ?? [])
    }
}

extension CollectionWalk {
    /// The indices of `value`, a program's own collection, from `start` up to `end` (a `Slice` of
    /// it: the whole of it when nil), and the index past the last of them (its `endIndex` at the
    /// end); nil when its type is no program's collection.
    static func span(of value: Value, from start: Value?, to end: Value?, _ interpreter: Interpreter,
                     line: Int) throws -> (indices: [Value], following: Value)? {
        guard let indices = try indices(of: value, interpreter, line: line) else { return nil }
        let lower = start.map { start in indices.firstIndex(of: start) ?? indices.count } ?? 0
        let upper = Swift.max(lower, end.map { end in indices.firstIndex(of: end) ?? indices.count } ?? indices.count)
        let following = upper < indices.count ? indices[upper] : try DynamicGet.read("endIndex", of: value, interpreter, line: line)
        return (Array(indices[lower..<upper]), following)
    }

    /// A cut of `value`, a program's own collection, as Swift's `Collection` makes one for its
    /// `SubSequence` (`Slice`): of the indices `span` gives, those at offsets `start..<end`, as the
    /// bounds of the cut (the next index, or `endIndex`, past the last) and the elements there.
    static func cut(of value: Value, span: (indices: [Value], following: Value), from start: Int, to end: Int,
                    _ interpreter: Interpreter, line: Int) throws -> (start: Value, end: Value, elements: [Value])? {
        guard let decl = value.nominalDecl, let getter = subscriptGetter(of: decl, interpreter.environment) else { return nil }
        let (indices, following) = span
        let lower = Swift.max(0, Swift.min(start, indices.count))
        let upper = Swift.max(lower, Swift.min(end, indices.count))
        var elements: [Value] = []
        for index in indices[lower..<upper] {
            try interpreter.iterationStep(line: line)
            elements.append(try interpreter.invoke(getter, captured: nil, arguments: [index], selfValue: value, line: line).0)
        }
        let position = { (offset: Int) in offset < indices.count ? indices[offset] : following }
        return (position(lower), position(upper), elements)
    }

    /// `value[index]` of a program's own collection, through its subscript; nil when its type
    /// has none.
    static func element(of value: Value, at index: Value, _ interpreter: Interpreter, line: Int) throws -> Value? {
        guard let decl = value.nominalDecl, let getter = subscriptGetter(of: decl, interpreter.environment) else { return nil }
        return try interpreter.invoke(getter, captured: nil, arguments: [index], selfValue: value, line: line).0
    }
}

extension CollectionWalk {
    /// `value[lower..<upper]` (or `...`) of a program's own collection, as Collection's
    /// `subscript(bounds:)` cuts it: the bounds and the elements between them.
    /// - Throws: a bound that is none of its indices, or bounds out of order.
    static func rangeCut(of value: Value, lower: Value, upper: Value, closed: Bool, _ interpreter: Interpreter,
                         line: Int) throws -> (start: Value, end: Value, elements: [Value])? {
        guard let indices = try indices(of: value, interpreter, line: line) else { return nil }
        let endIndex = try DynamicGet.read("endIndex", of: value, interpreter, line: line)
        let position = { (index: Value) in indices.firstIndex(of: index) ?? (index == endIndex ? indices.count : nil) }
        // A one-sided range (`.null` for its missing bound) runs from the start or to the end.
        let upTo = upper == .null
        guard let low = lower == .null ? 0 : position(lower), var high = upTo ? indices.count : position(upper),
              upTo || !closed || high < indices.count else {
            throw RuntimeError("Index out of bounds", line: line)
        }
        if closed, !upTo { high += 1 }
        guard low <= high else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
        let following = high < indices.count ? indices[high] : endIndex
        return try cut(of: value, span: (Array(indices[low..<high]), following), from: 0, to: high - low, interpreter, line: line)
    }
}
