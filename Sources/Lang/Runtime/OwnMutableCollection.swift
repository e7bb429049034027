/// A program's own `MutableCollection` changed by the standard library's default algorithms
/// (`swapAt`, `reverse()`, `sort()`, `partition(by:)`), which reach its elements only through its
/// witnesses: `startIndex`/`endIndex`/`index(after:)` for positions, its subscript's getter to read
/// and its setter to write. So a setter with side effects sees the writes Swift's defaults make,
/// in their order.
struct OwnMutableCollection {
    /// The collection as it is now (each setter call's changed `self` replaces it).
    private(set) var value: Value
    private let getter: FunctionCode
    private let setter: FunctionCode
    private let interpreter: Interpreter
    private let line: Int

    /// `value` as an own mutable collection, or nil when its type is no program's collection with
    /// a settable one-parameter subscript.
    init?(_ value: Value, _ interpreter: Interpreter, line: Int) {
        let unboxed = value.unboxed
        guard let decl = unboxed.nominalDecl, !decl.isBuiltin,
              interpreter.environment.dispatch("index(after:)", on: decl) != nil,
              let accessors = Self.settableSubscript(of: decl, interpreter.environment),
              let setter = accessors.setter else { return nil }
        self.value = unboxed
        getter = accessors.getter.code
        self.setter = setter.code
        self.interpreter = interpreter
        self.line = line
    }

    /// The first settable one-parameter subscript `decl` (or a superclass) declares.
    private static func settableSubscript(of decl: NominalDecl, _ environment: Environment) -> (getter: FunctionSymbol, setter: FunctionSymbol?)? {
        var current: NominalDecl? = decl
        var hops = 0
        while let owner = current, hops < 100 {
            let subscripts = environment.members[ObjectIdentifier(owner)]?.subscripts ?? []
            if let found = subscripts.first(where: { $0.getter.type.parameters.count == 1 && $0.setter != nil }) { return found }
            current = owner.superclass
            hops += 1
        }
        return nil
    }

    /// Its indices in order (its own `index(after:)` from `startIndex` to `endIndex`).
    func indices() throws -> [Value] {
        try CollectionWalk.indices(of: value, interpreter, line: line) ?? []
    }

    /// Whether its type conforms to `BidirectionalCollection` (whose `partition(by:)` Swift takes,
    /// whatever the caller's constraint: the method is a requirement, chosen by the conformance).
    var isBidirectional: Bool { GenericIndexBase.isBidirectional(value, interpreter) }

    /// `self[position]`, by its getter.
    func element(at position: Value) throws -> Value {
        try interpreter.invoke(getter, captured: nil, arguments: [position], selfValue: value, line: line).0
    }

    /// `self[position] = element`, by its setter.
    mutating func set(_ position: Value, to element: Value) throws {
        let (_, callee) = try interpreter.invoke(setter, captured: nil, arguments: [position, element], selfValue: value, line: line)
        if callee.holds(0) { value = try callee.take(0, line: line) }
    }

    /// `swapAt(i, j)`: nothing when `i == j`, else `self[i] = self[j]` then `self[j]` = the old `self[i]`.
    mutating func swapAt(_ i: Value, _ j: Value) throws {
        if i == j { return }
        let first = try element(at: i)
        try set(i, to: try element(at: j))
        try set(j, to: first)
    }

    /// `reverse()`: swaps from both ends towards the middle.
    mutating func reverse() throws {
        let all = try indices()
        var (low, high) = (0, all.count - 1)
        while low < high {
            try interpreter.iterationStep(line: line)
            try swapAt(all[low], all[high])
            (low, high) = (low + 1, high - 1)
        }
    }

    /// `shuffle()` and `shuffle(using:)`: Swift's Fisher–Yates walk from the start, swapping each
    /// position with itself or a later one through `swapAt` (so the setter sees each swap), ending
    /// in `order`: `order[k]` is the offset among its indices of the element that ends k-th. The
    /// walk's swaps are the only ones that end there, so this replays the draws an array of its
    /// offsets was shuffled by. An `order` that is no arrangement of its offsets changes nothing.
    mutating func shuffle(into order: [Int]) throws {
        let all = try indices()
        guard all.count > 1, order.count == all.count, Set(order) == Set(all.indices) else { return }
        // The offset of the element at each position now, and the position of each offset's element.
        var offsetAt = Array(all.indices)
        var positionOf = Array(all.indices)
        for position in 0..<(all.count - 1) {
            try interpreter.iterationStep(line: line)
            let (wanted, from) = (order[position], positionOf[order[position]])
            try swapAt(all[position], all[from])
            let displaced = offsetAt[position]
            (offsetAt[from], positionOf[displaced]) = (displaced, from)
            (offsetAt[position], positionOf[wanted]) = (wanted, position)
        }
    }

    /// `sort(by:)` without contiguous storage: the elements sorted into an array, then written
    /// back at every index in order.
    mutating func sort(_ comparator: Value?, unsigned: Bool) throws {
        let all = try indices()
        let elements = try all.map { try element(at: $0) }
        let sorted = try Checker.sort(elements, comparator, interpreter, line, unsigned: unsigned)
        for (index, element) in zip(all, sorted) {
            try interpreter.iterationStep(line: line)
            try set(index, to: element)
        }
    }

    /// `partition(by:)`: BidirectionalCollection's algorithm (swapping from both ends) when its type
    /// conforms to it, else MutableCollection's (one pass forward); the first index of the
    /// second partition.
    mutating func partition(by predicate: Value) throws -> Value {
        let all = try indices()
        func second(_ offset: Int) throws -> Bool {
            try Checker.callClosure(predicate, [try element(at: all[offset])], interpreter, line).boolValue == true
        }
        func index(_ offset: Int) throws -> Value {
            offset < all.count ? all[offset] : try DynamicGet.read("endIndex", of: value, interpreter, line: line)
        }
        guard isBidirectional else {
            var low = 0
            while low < all.count, try !second(low) { low += 1 }
            if low == all.count { return try index(low) }
            var next = low + 1
            while next < all.count {
                try interpreter.iterationStep(line: line)
                if try !second(next) {
                    try swapAt(all[low], all[next])
                    low += 1
                }
                next += 1
            }
            return try index(low)
        }
        var (low, high) = (0, all.count)
        while true {
            try interpreter.iterationStep(line: line)
            while true {
                if low == high { return try index(low) }
                if try second(low) { break }
                low += 1
            }
            while true {
                high -= 1
                if low == high { return try index(low) }
                if try !second(high) { break }
            }
            try swapAt(all[low], all[high])
            low += 1
        }
    }
}
