/// `Zip2Sequence`, `StrideTo`, `StrideThrough`, `ReversedCollection`, `EnumeratedSequence` and
/// `LazySequence` (Prelude+LazySequences), the values `zip`, `stride`, `reversed()`,
/// `enumerated()` and `lazy` are, as in
/// Swift: each holds what Swift's holds (its sequences, its bounds and stride, its base), so
/// `print` and `type(of:)` show Swift's text, and it is read as the array of its elements wherever
/// a sequence is read (`Sequences.elements`, `Checker.sequenceElement`,
/// `Checker.flattenSequenceElements`).
enum LazySequenceValue {
    /// Which wrapper a value is.
    enum Kind {
        case zip, strideTo, strideThrough, reversed, enumerated, lazy
        /// `PrefixSequence` and `DropFirstSequence` (fields: base, count).
        case prefix, dropFirst
        /// `Slice<Base>` (fields: start and end offset, base) and `DefaultIndices<Elements>`
        /// (fields: base, start and end index).
        case slice, indices
    }

    /// The wrapper `decl` is, when it is the library's (not a type of the program's so named).
    static func kind(of decl: NominalDecl) -> Kind? {
        guard decl.module == "Swift", decl.parent == nil else { return nil }
        switch decl.name {
        case "Zip2Sequence": return .zip
        case "StrideTo": return .strideTo
        case "StrideThrough": return .strideThrough
        case "ReversedCollection": return .reversed
        case "EnumeratedSequence": return .enumerated
        case "LazySequence": return .lazy
        case "Slice": return .slice
        case "DefaultIndices": return .indices
        case "PrefixSequence": return .prefix
        case "DropFirstSequence": return .dropFirst
        default: return nil
        }
    }

    /// Whether the library's wrapper or flattened sequence `decl` over `arguments` conforms to
    /// the standard protocol `name`, as Swift 6's does: every one is a `Sequence`; a stride, a
    /// zip, a joined sequence and a prefix or drop-first sequence only that; the others are
    /// collections as deep as their base is (`[1].lazy` is random-access, `stride(…).lazy` only a
    /// sequence), a filter or a flattened one at most bidirectional, a reversed collection at
    /// least bidirectional, an enumerated one bidirectional only over a random-access base.
    /// `base(type, name)` says whether a base type conforms to protocol `name`.
    static func conforms(_ decl: NominalDecl, _ arguments: [SwiftType], toBuiltin name: String,
                         base: (SwiftType, String) -> Bool) -> Bool {
        let closure = LazyClosureSequence.kind(of: decl)
        let kind = kind(of: decl)
        guard closure != nil || kind != nil || FlattenSequenceValue.isFlattening(decl) else { return false }
        if name == "Sequence" { return true }
        guard ["Collection", "BidirectionalCollection", "RandomAccessCollection"].contains(name), let first = arguments.first else { return false }
        let isRandomAccess = name == "RandomAccessCollection"
        if let closure {
            return (closure == .map || !isRandomAccess) && base(first, name)
        }
        if decl.name == "FlattenSequence" {
            return !isRandomAccess && base(first, name)
        }
        switch kind {
        case .lazy?: return base(first, name)
        case .reversed?, .slice?, .indices?: return name == "Collection" || (name == "BidirectionalCollection" && kind == .reversed) || base(first, name)
        case .enumerated?: return base(first, name == "Collection" ? name : "RandomAccessCollection")
        default: return false
        }
    }

    /// Whether Swift prints a value of `decl` as its qualified type name alone (a stride's
    /// reflection shows no fields: `Swift.StrideTo<Swift.Int>`).
    static func printsAsTypeName(_ decl: NominalDecl) -> Bool {
        let kind = kind(of: decl)
        return kind == .strideTo || kind == .strideThrough
    }

    /// The element type of a wrapper with these generic arguments, given the element type of
    /// each argument (`sequenceElement`).
    static func element(_ kind: Kind, arguments: [SwiftType], of sequenceElement: (SwiftType) -> SwiftType?) -> SwiftType? {
        guard let first = arguments.first else { return nil }
        switch kind {
        case .zip:
            guard arguments.count == 2, let a = sequenceElement(first), let b = sequenceElement(arguments[1]) else { return nil }
            return .tuple([TupleElement(a), TupleElement(b)])
        case .strideTo, .strideThrough: return first
        case .reversed, .lazy, .slice, .prefix, .dropFirst: return sequenceElement(first)
        case .indices:
            // A lazy map's or filter's indices are its innermost collection's (Checker+LazyIndices).
            var root = first
            while case .nominal(let decl, let inner) = root, LazyClosureSequence.kind(of: decl) != nil, let base = inner.first { root = base }
            return Checker.indexType(of: root)
        case .enumerated:
            return sequenceElement(first).map { .tuple([TupleElement(label: "offset", .int), TupleElement(label: "element", $0)]) }
        }
    }

    /// The elements a wrapper value with these fields stands for.
    /// - Throws: the interrupt, the memory limit, a zero stride.
    static func elements(_ kind: Kind, fields: [Value], line: Int) throws -> [Value] {
        guard let first = fields.first else { return [] }
        switch kind {
        case .zip:
            guard fields.count == 2 else { return [] }
            // A one-sided range (`zip(words, 0...)`) is endless: it gives as many values as the other has.
            let starts = fields.map { value -> Int? in
                if case .range(.int(let lower), .null, _) = value { return lower }
                return nil
            }
            guard starts[0] == nil || starts[1] == nil else { throw RuntimeError("zip of two endless ranges never ends", line: line, isLimit: true) }
            let a = starts[0] == nil ? try Sequences.elements(of: first, line: line) : []
            let b = starts[1] == nil ? try Sequences.elements(of: fields[1], line: line) : []
            let count = starts[0] != nil ? b.count : starts[1] != nil ? a.count : min(a.count, b.count)
            if let lower = starts[0] ?? starts[1], count > 0, lower.addingReportingOverflow(count - 1).overflow {
                throw RuntimeError("Range end index has no valid successor", line: line)
            }
            try Interpreter.reserve(Interpreter.bytes(ofValues: count), for: "zip of \(count) pairs", line: line)
            return try Interpreter.tuples(of: 0..<count, count: count, line: line) { index in
                .tuple([starts[0].map { .int($0 + index) } ?? a[index], starts[1].map { .int($0 + index) } ?? b[index]])
            }
        case .strideTo, .strideThrough:
            guard fields.count == 3 else { return [] }
            // A stride of a program's type is read through its methods (LazyIterator), which need the interpreter.
            if first.unboxed.nominalDecl != nil {
                throw RuntimeError("a stride of '\(first.unboxed.nominalDecl?.name ?? "")' values is read here without its methods",
                                   line: line)
            }
            return try strideElements(start: first, end: fields[1], step: fields[2], through: kind == .strideThrough, line: line)
        case .reversed:
            return try Sequences.elements(of: first, line: line).reversed()
        case .lazy:
            return try Sequences.elements(of: first, line: line)
        case .prefix, .dropFirst:
            guard fields.count == 2, let count = fields[1].intValue else { return [] }
            if kind == .prefix, case .range(.int(let lower), .null, _) = first.unboxed {
                // `(1...).prefix(3)`: the first values of an endless range.
                return try endlessRangeElements(from: lower, 0, Swift.max(0, count), line: line)
            }
            let all = try Sequences.elements(of: first, line: line)
            return kind == .prefix ? Array(all.prefix(Swift.max(0, count))) : Array(all.dropFirst(Swift.max(0, count)))
        case .slice:
            // A program's own collection's slice holds the elements its walk found (Checker+OwnCollectionSlices).
            if fields.count == 4 { return try Sequences.elements(of: fields[3], line: line) }
            guard fields.count == 3, let start = first.intValue, let end = fields[1].intValue else { return [] }
            if let lower = endlessLowerBound(fields[2]) {
                return try endlessRangeElements(from: lower, start, end, line: line)
            }
            let all = try Sequences.elements(of: fields[2], line: line)
            return Array(all[Swift.max(0, Swift.min(start, all.count))..<Swift.max(0, Swift.min(end, all.count))])
        case .indices:
            // A program's own collection's indices hold the indices its walk found (Checker+OwnCollectionIndices).
            if fields.count == 4 { return try Sequences.elements(of: fields[3], line: line) }
            guard fields.count == 3, let start = fields[1].intValue, let end = fields[2].intValue, start <= end else { return [] }
            try Interpreter.reserve(Interpreter.bytes(ofValues: end - start), for: "the indices of a collection", line: line)
            var indices: [Value] = []
            indices.reserveCapacity(end - start)
            if case .string = first.unboxed { return try textIndices(first.unboxed, start, end, line: line) }
            if case .substring = first.unboxed { return try textIndices(first.unboxed, start, end, line: line) }
            for index in start..<end {
                // A string of millions of characters has as many indices: the interrupt is heard.
                try Interpreter.checkInterrupt(step: index - start, line: line)
                indices.append(.int(index))
            }
            return indices
        case .enumerated:
            let all = try Sequences.elements(of: first, line: line)
            try Interpreter.reserve(Interpreter.bytes(ofValues: all.count), for: "enumerated() of \(all.count) elements", line: line)
            return try Interpreter.tuples(of: all.enumerated(), count: all.count, line: line) {
                .tuple([.int($0.offset), $0.element])
            }
        }
    }

    /// The indices (UTF-8 positions) of Characters `start..<end` of a String or Substring.
    private static func textIndices(_ text: Value, _ start: Int, _ end: Int, line: Int) throws -> [Value] {
        let characters = Checker.stringText(text)
        var position = characters.index(characters.startIndex, offsetBy: Swift.max(0, start), limitedBy: characters.endIndex)
            ?? characters.endIndex
        var indices: [Value] = []
        for step in start..<end where position < characters.endIndex {
            // A string of millions of characters has as many indices: the interrupt is heard.
            try Interpreter.checkInterrupt(step: step - start, line: line)
            indices.append(.int(Checker.textIndex(position, in: characters, first: text.textStart)))
            position = characters.index(after: position)
        }
        return indices
    }

    /// The lower bound of an endless range (`1...`) or of a `LazySequence` of one; nil for others.
    private static func endlessLowerBound(_ value: Value) -> Int? {
        switch value.unboxed {
        case .range(.int(let lower), .null, _): return lower
        case .structValue(let decl, let fields) where kind(of: decl) == .lazy && fields.count == 1:
            return endlessLowerBound(fields[0])
        default: return nil
        }
    }

    /// The values at offsets `start..<end` of the endless range `lower...`.
    /// - Throws: a value past `Int.max` (Swift's trap), the memory limit.
    private static func endlessRangeElements(from lower: Int, _ start: Int, _ end: Int, line: Int) throws -> [Value] {
        guard start < end else { return [] }
        let (last, overflow) = lower.addingReportingOverflow(end - 1)
        guard !overflow, start >= 0 else { throw RuntimeError("Range end index has no valid successor", line: line) }
        try Interpreter.reserve(Interpreter.bytes(ofValues: end - start), for: "an array of \(end - start) elements", line: line)
        return (lower + start...last).map { .int($0) }
    }

    /// The values of `stride(from: start, to: end, by: step)` (or `through:`): integers stepped
    /// exactly, floating-point values as `start + i * step`, as Swift computes them.
    /// - Throws: a zero stride (Swift's precondition), the interrupt, the length limit.
    static func strideElements(start: Value, end: Value, step: Value, through: Bool, line: Int) throws -> [Value] {
        var result: [Value] = []
        if case .int(let start) = start, case .int(let end) = end, case .int(let step) = step {
            guard step != 0 else { throw RuntimeError("Stride size must not be zero", line: line) }
            var current = start
            while step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end) {
                try Interpreter.checkInterrupt(step: result.count, line: line)
                try appendCharged(.int(current), to: &result, line: line)
                let (next, overflow) = current.addingReportingOverflow(step)
                if overflow { break }
                current = next
            }
            try Interpreter.reserve(Interpreter.bytes(ofValues: result.count), for: "a stride of \(result.count) elements", line: line)
            return result
        }
        let (start, end, step) = (start.doubleValue ?? 0, end.doubleValue ?? 0, step.doubleValue ?? 1)
        guard step != 0 else { throw RuntimeError("Stride size must not be zero", line: line) }
        var index = 0.0
        while true {
            // The first value is `start` itself, as Swift's iterator begins there: `start + 0 * step`
            // would be NaN for an infinite or NaN step and never meet the end.
            let current = index == 0 ? start : start + index * step
            if step > 0 ? (through ? current > end : current >= end) : (through ? current < end : current <= end) { break }
            try Interpreter.checkInterrupt(step: result.count, line: line)
            try appendCharged(.double(current), to: &result, line: line)
            index += 1
        }
        try Interpreter.reserve(Interpreter.bytes(ofValues: result.count), for: "a stride of \(result.count) elements", line: line)
        return result
    }

    /// Appends one value of a stride, charging each growth of the array to the memory budget
    /// before it happens, so that an endless stride stops at the session's budget (or the length
    /// limit) without first holding hundreds of megabytes.
    /// - Throws: the memory budget's refusal, the length limit.
    static func appendCharged(_ value: Value, to result: inout [Value], line: Int) throws {
        guard result.count < 10_000_000 else { throw RuntimeError("stride too long", line: line, isLimit: true) }
        if result.count == result.capacity {
            try Interpreter.reserve(Interpreter.bytes(ofValues: Swift.max(result.count, 16)),
                                    for: "a stride of \(result.count) elements", line: line)
        }
        result.append(value)
    }
}
