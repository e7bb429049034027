/// `map` and `filter` of a lazy sequence as swiftc types them: `LazyMapSequence<[Int], String>`
/// and `LazyFilterSequence<[Int]>` (a map of a map and a filter of a filter are fused into one,
/// as Swift's are), whose closures run when elements are read (LazyClosureSequence). The members
/// of StandardLibrary+LazySequences read them lazily; any other use reads all the elements
/// first, in order, as the array of them (`flattenSequenceElements`).
extension Checker {
    /// The element type of a lazy map or filter type, else nil.
    func lazyClosureElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, let kind = LazyClosureSequence.kind(of: decl) else { return nil }
        switch kind {
        case .map: return arguments.count == 2 ? arguments[1] : nil
        case .filter, .prefixWhile, .dropWhile: return arguments.first.flatMap(lazyAwareElement)
        }
    }

    /// The element type of a sequence type, a lazy map's or filter's, or that of a wrapper of one
    /// (`EnumeratedSequence<LazyMapSequence<[Int], String>>`), else nil.
    func lazyAwareElement(_ type: SwiftType) -> SwiftType? {
        if let element = lazyClosureElement(type) { return element }
        guard case .nominal(let decl, let arguments) = type else { return sequenceElement(type) }
        if decl.name == "FlattenSequence", FlattenSequenceValue.isFlattening(decl) {
            return arguments.first.flatMap(lazyAwareElement).flatMap(lazyAwareElement)
        }
        guard let kind = LazySequenceValue.kind(of: decl) else { return sequenceElement(type) }
        return LazySequenceValue.element(kind, arguments: arguments, of: lazyAwareElement)
    }

    /// The element type of a lazy sequence, map or filter, or of a `ReversedCollection` of one
    /// (lazy too, as Swift's is when its base is), else nil.
    func lazyElement(_ type: SwiftType) -> SwiftType? {
        if let element = lazyClosureElement(type) { return element }
        guard case .nominal(let decl, let arguments) = type, let kind = LazySequenceValue.kind(of: decl) else { return nil }
        switch kind {
        case .lazy: return lazyAwareElement(type)
        case .reversed, .slice: return arguments.first.flatMap(lazyElement)
        default: return nil
        }
    }

    /// The innermost base of a lazy map, filter or sequence type (or a reversal of one).
    private func lazyRoot(_ type: SwiftType) -> SwiftType {
        guard case .nominal(let decl, let arguments) = type, let base = arguments.first,
              LazyClosureSequence.kind(of: decl) != nil || LazySequenceValue.kind(of: decl) == .lazy
                || ([.reversed, .slice].contains(LazySequenceValue.kind(of: decl)) && lazyElement(base) != nil) else { return type }
        return lazyRoot(base)
    }

    /// Whether the innermost base is a collection (so the lazy value is one, with `first` and
    /// `count`) and, `bidirectional`, one with `last`.
    func lazyRootIsCollection(_ type: SwiftType, bidirectional: Bool = false) -> Bool {
        let root = lazyRoot(type)
        switch root {
        case .array, .arraySlice, .string, .substring: return true
        case .range(let bound, _): return bound.isInteger
        case .set, .dictionary: return !bidirectional
        case .nominal(let decl, let arguments) where bidirectional:
            // A flattened lazy map is bidirectional when its base and its inner sequences are.
            if decl.name == "FlattenSequence", FlattenSequenceValue.isFlattening(decl), let base = arguments.first,
               case .array? = lazyAwareElement(base) {
                return conforms(base, toBuiltin: "BidirectionalCollection")
            }
            return LazySequenceValue.kind(of: decl) == .reversed
        case .nominal: return conforms(root, toBuiltin: "Collection")
        default: return false
        }
    }

    /// Whether `node` is a lazy `map`, `filter` or `compactMap` call this check made.
    func isLazyClosureCall(_ node: Expression) -> Bool {
        lazyClosureCalls.contains(HeldIdentity(node))
    }

    /// Whether a type names a lazy map or filter anywhere in it (`Zip2Sequence<LazyMapSequence<…>, …>`),
    /// or a stride whose values a program's `advanced(by:)` may make (`StrideTo<Meters>`, `StrideTo<T>`):
    /// such a value calls the program's code as it is read (LazyIterator).
    func mentionsLazyClosure(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, let arguments) = type else { return false }
        if let kind = LazySequenceValue.kind(of: decl), kind == .strideTo || kind == .strideThrough {
            switch arguments.first {
            case .nominal(let bound, _)?: return !bound.isBuiltin
            case .generic?: return true
            default: return false
            }
        }
        return LazyClosureSequence.kind(of: decl) != nil || arguments.contains(where: mentionsLazyClosure)
    }

    /// A lazy map, filter or a wrapper holding one, read as the array of its elements (every
    /// closure called once per element, in order); nil for other types.
    func lazyClosureElements(_ typed: Typed, line: Int) -> Typed? {
        guard mentionsLazyClosure(typed.type), let element = lazyAwareElement(typed.type) else { return nil }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
            .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
        }, .array(element))
    }

    /// A property the value of a lazy `map`, `filter` or `compactMap` call lacks (`first` of a map
    /// over a zip, where a lazy sequence has only the method `first(where:)`), read from the eager
    /// call's array: swiftc then picks the `Sequence` method, whose result has the property, and
    /// calls its closure on every element at once. Nil for other members and stored lazy values.
    func eagerCallProperty(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard name.argumentLabels == nil, isLazyClosureCall(base.node),
              let elements = lazyClosureElements(base, line: range.line) else { return nil }
        return builtinProperty(elements, name: name.name, range: range)
    }

    /// `count` and `isEmpty` of `enumerated()` of a lazy map or filter over a collection: its base's,
    /// walked by position as Swift's `EnumeratedSequence` forwards them (a map calls nothing);
    /// nil for other members and values.
    func enumeratedLazyCount(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard name.argumentLabels == nil, name.name == "count" || name.name == "isEmpty",
              case .nominal(let decl, let arguments) = base.type, LazySequenceValue.kind(of: decl) == .enumerated,
              let inner = arguments.first, lazyClosureElement(inner) != nil, lazyRootIsCollection(inner) else { return nil }
        let isCount = name.name == "count"
        return Typed(BuiltinCall(arguments: [base.node], line: range.line) { values, interpreter, line in
            guard case .structValue(_, let fields) = values[0].unboxed, let wrapped = fields.first else {
                throw RuntimeError("malformed EnumeratedSequence", line: line)
            }
            let positions = try LazyPositions(wrapped, interpreter, line: line)
            return isCount ? .int(try positions.count()) : .bool(try positions.startIndex == positions.endIndex)
        }, isCount ? .int : .bool)
    }

    /// The library's `LazyMapSequence`, `LazyFilterSequence` and `_LazyClosures` declarations.
    private func lazyClosureDecls() -> (map: NominalDecl, filter: NominalDecl, holder: NominalDecl)? {
        guard let map = libraryWrapperDecl("LazyMapSequence", { LazyClosureSequence.kind(of: $0) == .map }),
              let filter = libraryWrapperDecl("LazyFilterSequence", { LazyClosureSequence.kind(of: $0) == .filter }),
              let holder = libraryWrapperDecl("_LazyClosures", { $0.module == "Swift" && $0.parent == nil }) else { return nil }
        return (map, filter, holder)
    }

    /// `lazy.map { … }` and `lazy.filter { … }`: a map of a `LazySequence` maps its base, a map of
    /// a map and a filter of a filter add their closure to the one value; any other lazy value
    /// (a `ReversedCollection` of a lazy one) is the base itself.
    func lazyMapRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyElement(base.type), let decls = lazyClosureDecls(),
              case .nominal(let baseDecl, let baseArguments) = base.type, let inner = baseArguments.first else { return nil }
        let isMap = site.name == "map"
        let closure = sequenceClosure(site, 0, [element], isMap ? nil : .bool, rethrowing: false)
        let kind = LazyClosureSequence.kind(of: baseDecl)
        let fuses = isMap ? kind == .map : kind == .filter
        let unwraps = LazySequenceValue.kind(of: baseDecl) == .lazy
        let wrapped = unwraps || fuses ? inner : base.type
        let type: SwiftType = isMap ? .nominal(decls.map, [wrapped, closureResult(closure)]) : .nominal(decls.filter, [wrapped])
        let decl = isMap ? decls.map : decls.filter
        let call = BuiltinCall(arguments: [base.node, closure.node], line: site.line) { values, _, line in
            if fuses, let parts = LazyClosureSequence.parts(of: values[0]) {
                return LazyClosureSequence.make(decl, base: parts.base, closures: parts.closures + [values[1]], holder: decls.holder)
            }
            let source = unwraps ? try Self.lazySequenceField(values[0], line: line) : values[0]
            return LazyClosureSequence.make(decl, base: source, closures: [values[1]], holder: decls.holder)
        }
        lazyClosureCalls.insert(HeldIdentity(call))
        return Typed(call, type)
    }

    /// `lazy.compactMap { … }` as the standard library writes it, `map(transform).filter { $0 != nil }.map { $0! }`:
    /// `LazyMapSequence<LazyFilterSequence<LazyMapSequence<[Int], String?>>, String>`, whose transform
    /// runs as a map's does (twice for an element that `first` finds: once tested, once read).
    /// Its own map is the protocol's, so it fuses with no map before it.
    func lazyCompactMapRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyElement(base.type) else { return nil }
        return lazyCompactMap(site, base: base, closure: sequenceClosure(site, 0, [element], nil))
    }

    /// `lazy.flatMap { … }`: of a closure giving sequences, `LazySequence<FlattenSequence<LazyMapSequence<[Int], [Int]>>>`
    /// (each element's sequence read when the flattened sequence reaches it); of one giving
    /// optionals (deprecated), the lazy `compactMap`.
    func lazyFlatMapRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyElement(base.type), let decls = lazyClosureDecls(),
              case .nominal(let baseDecl, let baseArguments) = base.type, let inner = baseArguments.first else { return nil }
        let closure = sequenceClosure(site, 0, [element], nil)
        let result = closureResult(closure)
        if result.optionalWrapped != nil { return lazyCompactMap(site, base: base, closure: closure) }
        guard lazyAwareElement(result) != nil,
              let flatten = libraryWrapperDecl("FlattenSequence", { FlattenSequenceValue.isFlattening($0) && $0.name == "FlattenSequence" }),
              let lazy = libraryWrapperDecl("LazySequence", { LazySequenceValue.kind(of: $0) == .lazy }) else { return nil }
        let unwraps = LazySequenceValue.kind(of: baseDecl) == .lazy
        let mapped = SwiftType.nominal(decls.map, [unwraps ? inner : base.type, result])
        let call = BuiltinCall(arguments: [base.node, closure.node], line: site.line) { values, _, line in
            let source = unwraps ? try Self.lazySequenceField(values[0], line: line) : values[0]
            let transformed = LazyClosureSequence.make(decls.map, base: source, closures: [values[1]], holder: decls.holder)
            return .structValue(lazy, [.structValue(flatten, [transformed])])
        }
        return Typed(call, .nominal(lazy, [.nominal(flatten, [mapped])]))
    }

    /// The lazy `compactMap` of `base` with the checked `closure`.
    private func lazyCompactMap(_ site: BuiltinSite, base: Typed, closure: Typed) -> Typed? {
        guard let decls = lazyClosureDecls(), case .nominal(let baseDecl, let baseArguments) = base.type,
              let inner = baseArguments.first else { return nil }
        let result = closureResult(closure)
        let unwrapped = result.optionalWrapped ?? result
        let unwraps = LazySequenceValue.kind(of: baseDecl) == .lazy
        let mapped = SwiftType.nominal(decls.map, [unwraps ? inner : base.type, .optional(unwrapped)])
        let type = SwiftType.nominal(decls.map, [.nominal(decls.filter, [mapped]), unwrapped])
        let call = BuiltinCall(arguments: [base.node, closure.node], line: site.line) { values, _, line in
            let source = unwraps ? try Self.lazySequenceField(values[0], line: line) : values[0]
            let transformed = LazyClosureSequence.make(decls.map, base: source, closures: [values[1]], holder: decls.holder)
            let kept = LazyClosureSequence.make(decls.filter, base: transformed, closures: [LazyClosureSequence.compactMapStep],
                                                holder: decls.holder)
            return LazyClosureSequence.make(decls.map, base: kept, closures: [LazyClosureSequence.compactMapStep], holder: decls.holder)
        }
        lazyClosureCalls.insert(HeldIdentity(call))
        return Typed(call, type)
    }

    /// The base a `LazySequence` value holds.
    /// - Throws: when the value is not one (a malformed value).
    private static func lazySequenceField(_ value: Value, line: Int) throws -> Value {
        guard case .structValue(_, let fields) = value.unboxed, let first = fields.first else {
            throw RuntimeError("malformed LazySequence", line: line)
        }
        return first
    }

    /// `lazy` of a lazy map or filter, or of a reversal of one: itself (a `LazySequence`'s is
    /// `lazyRule`'s).
    func lazyItselfRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, lazyElement(base.type) != nil else { return lazyRule(site) }
        return base
    }

    /// `first`, `last`, `count` and `isEmpty` of a lazy value over a collection, walked by
    /// position as Swift's lazy collections walk (nil over other sequences: a `Zip2Sequence`'s
    /// map has no `count`, and its `first` is `first(where:)`).
    func lazyPositionRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyElement(base.type),
              lazyRootIsCollection(base.type, bidirectional: site.name == "last") else { return nil }
        let name = site.name
        let type: SwiftType = name == "count" ? .int : name == "isEmpty" ? .bool : .optional(element)
        return Typed(BuiltinCall(arguments: [base.node], line: site.line) { values, interpreter, line in
            if let (flattened, start, end) = try FlattenPositions.sliceParts(of: values[0], interpreter, line: line) {
                // A slice of a lazy `flatMap` (`prefix(3)`): Slice's members over its bounds.
                return try flattened.sliceMember(name, from: start, to: end)
            }
            if let flattened = try FlattenPositions(values[0], interpreter, line: line) {
                // A lazy `flatMap`: its transform runs as Swift's flattened positions need it.
                switch name {
                case "count": return .int(try flattened.count())
                case "isEmpty": return .bool(try flattened.startIndex == flattened.endIndex)
                case "first": return try flattened.first().map(Value.wrapping) ?? .null
                default: return try flattened.last().map(Value.wrapping) ?? .null
                }
            }
            let positions = try LazyPositions(values[0], interpreter, line: line)
            switch name {
            case "count": return .int(try positions.count())
            case "isEmpty": return .bool(try positions.startIndex == positions.endIndex)
            case "first": return try positions.first().map(Value.wrapping) ?? .null
            default: return try positions.last().map(Value.wrapping) ?? .null
            }
        }, type)
    }

    /// `prefix(while:)` and `drop(while:)` of a lazy sequence: `LazyPrefixWhileSequence` and
    /// `LazyDropWhileSequence` of its elements (a `LazySequence`'s base, any other lazy value
    /// itself), whose predicate runs when elements are read.
    func lazyWhileRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyElement(base.type), case .nominal(let baseDecl, let baseArguments) = base.type,
              let inner = baseArguments.first, let argument = site.arguments.first,
              // `prefix { … }`: a trailing closure is the predicate, as swiftc takes it.
              argument.label?.name == "while" || (argument.label == nil && trailingRanges.contains(argument.range)) else { return nil }
        let isPrefix = site.name == "prefix"
        guard let decl = libraryWrapperDecl(isPrefix ? "LazyPrefixWhileSequence" : "LazyDropWhileSequence", {
            LazyClosureSequence.kind(of: $0) == (isPrefix ? .prefixWhile : .dropWhile)
        }), let holder = libraryWrapperDecl("_LazyClosures", { $0.module == "Swift" && $0.parent == nil }) else { return nil }
        let closure = sequenceClosure(site, 0, [element], .bool, rethrowing: false)
        let unwraps = LazySequenceValue.kind(of: baseDecl) == .lazy
        return Typed(BuiltinCall(arguments: [base.node, closure.node], line: site.line) { values, _, line in
            let source = unwraps ? try Self.lazySequenceField(values[0], line: line) : values[0]
            return LazyClosureSequence.make(decl, base: source, closures: [values[1]], holder: holder)
        }, .nominal(decl, [unwraps ? inner : base.type]))
    }

    /// `prefix(_:)` and `dropFirst(_:)` of a lazy map or filter: over a collection, the same maps
    /// and filters over its slice (`LazyMapSequence<ArraySlice<Int>, Int>`, a `Range`'s own
    /// range, `Slice<ClosedRange<Int>>`), found by Collection's algorithm (a filter tests
    /// elements from its start, twice for `prefix`); over any other sequence a `PrefixSequence`
    /// or `DropFirstSequence` of it, read as it is read.
    func lazySliceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        if let slice = lazySequenceSlice(site, base) ?? lazyFlattenSlice(site, base) { return slice }
        guard lazyClosureElement(base.type) != nil else { return nil }
        let isPrefix = site.name == "prefix"
        let count = site.arguments.first.map { coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument) }
        let arguments = [base.node] + (count.map { [$0] } ?? [])
        let sliceDecl = libraryWrapperDecl("Slice") { LazySequenceValue.kind(of: $0) == .slice }
        guard let sequenceDecl = libraryWrapperDecl(isPrefix ? "PrefixSequence" : "DropFirstSequence", {
            LazySequenceValue.kind(of: $0) == (isPrefix ? .prefix : .dropFirst)
        }) else { return nil }
        guard let sliced = lazySliced(base.type, slice: sliceDecl) else {
            guard !lazyRootIsCollection(base.type) else { return nil }
            let decl = sequenceDecl
            return Typed(BuiltinCall(arguments: arguments, line: site.line) { values, _, line in
                let distance = try Self.cutLength(values, isPrefix: isPrefix, of: "sequence", line: line)
                return .structValue(decl, [values[0], .int(distance)])
            }, .nominal(decl, [base.type]))
        }
        return Typed(BuiltinCall(arguments: arguments, line: site.line) { values, interpreter, line in
            let distance = try Self.cutLength(values, isPrefix: isPrefix, of: "collection", line: line)
            // `(1...)` is typed as a closed range but is endless, no collection: Swift's prefix of it
            // is a `PrefixSequence`, read as it is read.
            if LazyClosureSequence.isOverEndlessRange(values[0]) { return .structValue(sequenceDecl, [values[0], .int(distance)]) }
            let positions = try LazyPositions(values[0], interpreter, line: line)
            let end = try positions.endIndex
            if isPrefix {
                let upper = try positions.index(positions.startIndex, offsetBy: distance, limitedBy: end) ?? end
                return try positions.slice(try positions.startIndex, upper, sliceDecl: sliceDecl, line: line)
            }
            let lower = try positions.index(positions.startIndex, offsetBy: distance, limitedBy: end) ?? end
            return try positions.slice(lower, end, sliceDecl: sliceDecl, line: line)
        }, sliced)
    }

    /// The length a `prefix(_:)` or `dropFirst(_:)` call passed (`values[1]`; 1 for `dropFirst()`).
    /// - Throws: a negative length, as Swift's precondition of a `kind` ("collection", "sequence").
    static func cutLength(_ values: [Value], isPrefix: Bool, of kind: String, line: Int) throws -> Int {
        let distance = values.count > 1 ? values[1].intValue ?? 0 : 1
        guard distance >= 0 else {
            throw RuntimeError(isPrefix ? "Can't take a prefix of negative length from a \(kind)"
                                        : "Can't drop a negative number of elements from a \(kind)", line: line)
        }
        return distance
    }

    /// `prefix(_:)` and `dropFirst(_:)` of a `LazySequence` of a collection (an array, a String, a
    /// Set, a Dictionary, an integer range): Collection's, a `Slice<LazySequence<[Int]>>` of it
    /// (whose `map` and `filter` are lazy); nil for other bases.
    private func lazySequenceSlice(_ site: BuiltinSite, _ base: Typed) -> Typed? {
        guard case .nominal(let decl, let arguments) = base.type, LazySequenceValue.kind(of: decl) == .lazy,
              let root = arguments.first, isSliceableLazyBase(root),
              let slice = libraryWrapperDecl("Slice", { LazySequenceValue.kind(of: $0) == .slice }) else { return nil }
        let isPrefix = site.name == "prefix"
        let count = site.arguments.first.map { coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument) }
        return Typed(BuiltinCall(arguments: [base.node] + (count.map { [$0] } ?? []), line: site.line) { values, _, line in
            let distance = try Self.cutLength(values, isPrefix: isPrefix, of: "collection", line: line)
            if isPrefix, LazyClosureSequence.isOverEndlessRange(try Self.lazySequenceField(values[0], line: line)) {
                // `(1...).lazy.prefix(3)`: an endless range keeps its first values.
                return .structValue(slice, [.int(0), .int(distance), values[0]])
            }
            let total = try Sequences.elements(of: values[0], line: line).count
            let kept = Swift.min(distance, total)
            return .structValue(slice, isPrefix ? [.int(0), .int(kept), values[0]] : [.int(kept), .int(total), values[0]])
        }, .nominal(slice, [base.type]))
    }

    /// Whether a `LazySequence` of `type` is a collection whose `SubSequence` is a `Slice` of the
    /// lazy sequence: an array or array slice, a String or Substring, a Set, a Dictionary, an
    /// integer range.
    private func isSliceableLazyBase(_ type: SwiftType) -> Bool {
        switch type {
        case .array, .arraySlice, .string, .substring, .set, .dictionary: return true
        case .range(let bound, _): return bound.isInteger
        default: return false
        }
    }

    /// A `Slice<LazySequence<[Int]>>` as the `ArraySlice` of the elements it stands for, at its
    /// array's indices (for its subscript, `startIndex`, `endIndex` and `indices`); nil for
    /// anything else.
    func lazySliceAsArraySlice(_ typed: Typed, line: Int) -> Typed? {
        guard case .nominal(let decl, let arguments) = typed.type, LazySequenceValue.kind(of: decl) == .slice,
              case .nominal(let lazy, let inner)? = arguments.first, LazySequenceValue.kind(of: lazy) == .lazy,
              case .array(let element)? = inner.first else { return nil }
        return Typed(Unary(typed.node, line: line) { value, line in
            guard case .structValue(_, let fields) = value.unboxed, fields.count == 3, let start = fields[0].intValue,
                  let end = fields[1].intValue else { throw RuntimeError("malformed Slice", line: line) }
            let all = try Sequences.elements(of: fields[2], line: line)
            let low = Swift.max(0, Swift.min(start, all.count)), high = Swift.max(low, Swift.min(end, all.count))
            return .slice(Array(all[low..<high]), startIndex: low)
        }, .arraySlice(element))
    }

    /// A lazy map or filter type (of maps and filters only) with its innermost collection as that
    /// collection's `SubSequence`: an array's `ArraySlice`, a `Range<Int>` itself, a
    /// `ClosedRange<Int>`'s `Slice`; nil over anything else.
    private func lazySliced(_ type: SwiftType, slice: NominalDecl?) -> SwiftType? {
        switch type {
        case .array(let element): return .arraySlice(element)
        case .arraySlice: return type
        case .range(let bound, let closed) where bound.isInteger:
            guard closed else { return type }
            return slice.map { .nominal($0, [type]) }
        case .nominal(let decl, var arguments) where !arguments.isEmpty:
            let kind = LazyClosureSequence.kind(of: decl)
            guard kind == .map || kind == .filter, let base = lazySliced(arguments[0], slice: slice) else { return nil }
            arguments[0] = base
            return .nominal(decl, arguments)
        default: return nil
        }
    }

    /// `first(where:)`, `contains(where:)`, `allSatisfy(_:)` and `forEach(_:)` of a lazy map or
    /// filter: its elements read one at a time, stopping where Swift's iteration stops.
    /// `element` is given for a generic sequence parameter's value (`genericLazyScan`).
    func lazyScanRule(_ site: BuiltinSite, element given: SwiftType? = nil) -> Typed? {
        guard let base = site.base, let element = given ?? lazyElement(base.type) else { return nil }
        let name = site.name
        let closure = sequenceClosure(site, 0, [element], name == "forEach" ? .void : .bool)
        let type: SwiftType = name == "first" ? .optional(element) : name == "forEach" ? .void : .bool
        return Typed(BuiltinCall(arguments: [base.node, closure.node], line: site.line) { values, interpreter, line in
            var found: Value?
            let completed = try LazyClosureSequence.forEach(values[0], interpreter, line: line) { item in
                let result = try Checker.callClosure(values[1], [item], interpreter, line)
                switch name {
                case "forEach": return true
                case "allSatisfy": return result.boolValue == true
                default:
                    if result.boolValue == true { found = item }
                    return found == nil
                }
            }
            switch name {
            case "forEach": return .void
            case "allSatisfy": return .bool(completed)
            case "contains": return .bool(found != nil)
            default: return found.map(Value.wrapping) ?? .null
            }
        }, type)
    }

    /// `contains(_:)` of a lazy sequence: a filter first tests the element itself (false when it
    /// would not keep it), as Swift's `LazyFilterSequence` does; then the elements are read until
    /// one is equal.
    func lazyContainsRule(_ site: BuiltinSite, element given: SwiftType? = nil) -> Typed? {
        guard let base = site.base, let element = given ?? lazyElement(base.type), conforms(element, toBuiltin: "Equatable"),
              let argument = site.arguments.first else { return nil }
        let wanted = coerce(expression(argument.value, expected: element), to: element, at: caret(argument.value), role: .argument)
        return Typed(BuiltinCall(arguments: [base.node, wanted], line: site.line) { values, interpreter, line in
            // A stride of a program's type first asks whether the element lies within its bounds.
            if try LazySequenceValue.programStrideExcludes(values[0], values[1], interpreter, line: line) == true { return .bool(false) }
            if let parts = LazyClosureSequence.parts(of: values[0]), parts.kind == .filter {
                if try !LazyClosureSequence.test(values[1], parts.closures, interpreter, line: line) { return .bool(false) }
                // Then it asks its base, as `_customContainsEquatableElement` does: a range or a
                // Set answers at once.
                if let answer = Self.baseContains(parts.base, values[1]) { return .bool(answer) }
            }
            let equal = StaticWitness.equality(interpreter, line: line)
            var found = false
            try LazyClosureSequence.forEach(values[0], interpreter, line: line) { item in
                found = try equal(item, values[1])
                return !found
            }
            return .bool(found)
        }, .bool)
    }

    /// Whether an integer range or a Set (or a `LazySequence` of one) holds `element`, found
    /// without reading its elements as Swift's ranges and Sets answer `contains`; nil for other
    /// values.
    private static func baseContains(_ base: Value, _ element: Value) -> Bool? {
        switch base.unboxed {
        case .range(.int(let lower), .int(let upper), let closed):
            guard let value = element.intValue else { return nil }
            return lower <= value && (closed ? value <= upper : value < upper)
        case .set(let members):
            return members.contents.contains(element)
        case .structValue(let decl, let fields) where LazySequenceValue.kind(of: decl) == .lazy && fields.count == 1:
            return baseContains(fields[0], element)
        default:
            return nil
        }
    }

    /// `lazyValue[i]` of a lazy map or filter over an array or an integer range: the element at
    /// its base's index `i` (a map calls its transform once; a filter tests nothing); nil for
    /// other subscripts. A `ClosedRange<Int>.Index` subscript takes nothing else, in swiftc's words.
    func lazyClosureSubscript(_ base: Typed, _ arguments: [Argument], bracket: SourceRange, line: Int) -> Typed? {
        guard let element = lazyClosureElement(base.type), let indexType = lazyIndexType(base.type),
              arguments.count == 1, arguments[0].label == nil else { return nil }
        let index: Expression
        if case .offsetIndex = indexType {
            let typed = indexExpression(arguments[0].value, expected: indexType)
            guard typed.type == indexType else {
                if typed.type != .error { error("no exact matches in call to subscript", bracket) }
                return Typed(base.node, .error)
            }
            index = typed.node
        } else {
            index = coerce(expression(arguments[0].value, expected: indexType), to: indexType, at: caret(arguments[0].value), role: .argument)
        }
        return Typed(BuiltinCall(arguments: [base.node, index], line: line) { values, interpreter, line in
            let positions = try LazyPositions(values[0], interpreter, line: line)
            let position = positions.position(ofIndex: values[1].intValue ?? -1)
            guard position >= 0, try position < positions.endIndex else { throw RuntimeError("Index out of range", line: line) }
            return try positions.element(at: position)
        }, element)
    }
}
