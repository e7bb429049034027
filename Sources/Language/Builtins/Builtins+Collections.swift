extension BuiltinTable {
    func registerCollections() {
        type("Array", "An ordered list; Array(sequence) collects a range's numbers.",
             overload([param(nil, "Sequence")], "Array") { call in .array(try call.sequence(0)) },
             overload([param("repeating", "Element"), param("count", "Int")], "Array") { call in
                 let count = try Self.count(call, 1, "count")
                 guard count >= 0, count <= call.i.configuration.maximumArrayLength else {
                     throw LanguageError.limit("Array(repeating:count:) of \(count) elements is over the limit of \(call.i.configuration.maximumArrayLength)")
                 }
                 let element = try call.value(0)
                 return .array(try call.i.makeArray(count: count, for: "Array(repeating:count:) of \(count) elements") { _ in element })
             },
             overload([], "Array") { _ in .array([]) })
        func items(_ call: BuiltinCall) throws -> [Value] { try call.i.elements(of: call.receiver, at: call.location) }
        func readOnly(_ name: String, _ doc: String, _ returns: String, _ get: @escaping (BuiltinCall, [Value]) throws -> Value) {
            property("Array", name, doc, returns: returns) { call in try get(call, try items(call)) }
        }
        func function(_ name: String, _ doc: String, _ parameters: [BuiltinParameter], _ returns: String,
                      _ body: @escaping (BuiltinCall, [Value]) throws -> Value) {
            method("Array", name, doc, overload(parameters, returns) { call in try body(call, try items(call)) })
        }
        readOnly("count", "The number of elements.", "Int") { .number(Double($1.count)) }
        readOnly("isEmpty", "True when there are no elements.", "Bool") { .bool($1.isEmpty) }
        readOnly("first", "The first element, or nil.", "Element?") { $1.first ?? .null }
        readOnly("last", "The last element, or nil.", "Element?") { $1.last ?? .null }
        readOnly("indices", "The valid indices, 0..<count.", "Range<Int>") { .range(RangeValue(lower: 0, upper: Double($1.count), isClosed: false)) }
        readOnly("lowerBound", "A range's lower bound.", "Double") { call, _ in
            guard case .range(let r) = call.receiver else { throw fail("lowerBound belongs to ranges") }
            return .number(r.lower)
        }
        readOnly("upperBound", "A range's upper bound.", "Double") { call, _ in
            guard case .range(let r) = call.receiver else { throw fail("upperBound belongs to ranges") }
            return .number(r.upper)
        }
        function("map", "The results of calling the closure on each element.", [param(nil, "(Element) -> T")], "[T]") { call, items in
            .array(try call.i.makeArray(count: items.count, for: "map over \(items.count) elements") { try call.callFunction(0, [items[$0]]) })
        }
        function("compactMap", "The non-nil results of calling the closure on each element.", [param(nil, "(Element) -> T?")], "[T]") { call, items in
            .array(try Self.collect(call, items, "compactMap") { item, into in
                let result = try call.callFunction(0, [item])
                if case .null = result { return }
                into.append(result)
            })
        }
        function("flatMap", "The concatenated results of calling the closure on each element.", [param(nil, "(Element) -> [T]")], "[T]") { call, items in
            .array(try Self.collect(call, items, "flatMap") { item, into in
                let more = try call.i.elements(of: try call.callFunction(0, [item]), at: call.location)
                try Self.limit(call, into.count + more.count)
                into += more
            })
        }
        function("filter", "The elements for which the closure is true.", [param(nil, "(Element) -> Bool")], "[Element]") { call, items in
            .array(try Self.collect(call, items, "filter") { item, into in
                if try call.i.requireBool(try call.callFunction(0, [item]), "filter") { into.append(item) }
            })
        }
        function("reduce", "Combines the elements, starting from an initial value.", [param(nil, "Result"), param(nil, "(Result, Element) -> Result")], "Result") { call, items in
            var result = try call.value(0)
            for (index, item) in items.enumerated() {
                try call.i.checkInterrupt(step: index)
                result = try call.callFunction(1, [result, item])
            }
            return result
        }
        function("forEach", "Calls the closure on each element.", [param(nil, "(Element) -> Void")], "") { call, items in
            for item in items {
                try call.i.tick()
                _ = try call.callFunction(0, [item])
            }
            return .void
        }
        function("contains", "True when an element equals the value (or satisfies `where`).", [param(nil, "Element")], "Bool") { call, items in
            let needle = try call.value(0)
            if case .range(let r) = call.receiver, case .number(let x) = needle { return .bool(r.contains(x)) }
            return .bool(try call.i.firstIndex(count: items.count) { try call.i.equal(items[$0], needle) } != nil)
        }
        members["Array"]?["contains"]?.overloads.append(overload([param("where", "(Element) -> Bool")], "Bool") { call in
            let items = try items(call)
            return .bool(try call.i.firstIndex(count: items.count) {
                try call.i.requireBool(try call.callFunction(0, [items[$0]]), "contains(where:)")
            } != nil)
        })
        function("allSatisfy", "True when the closure is true for every element.", [param(nil, "(Element) -> Bool")], "Bool") { call, items in
            .bool(try call.i.firstIndex(count: items.count) { try !call.i.requireBool(try call.callFunction(0, [items[$0]]), "allSatisfy") } == nil)
        }
        function("firstIndex", "The index of the first element equal to the value, or nil.", [param("of", "Element")], "Int?") { call, items in
            let needle = try call.value(0)
            return try call.i.firstIndex(count: items.count) { try call.i.equal(items[$0], needle) }.map { .number(Double($0)) } ?? .null
        }
        function("sorted", "The elements in increasing order (or ordered by the closure).", [param("by", "(Element, Element) -> Bool", "<")], "[Element]") { call, items in
            .array(try call.i.sorted(items, call: call, closureAt: 0, name: "sorted(by:)"))
        }
        function("reversed", "The elements in reverse order.", [], "[Element]") { call, items in
            .array(try call.i.makeArray(count: items.count, for: "reversed() of \(items.count) elements") { items[items.count - 1 - $0] })
        }
        function("enumerated", "Pairs (offset, element) for each element.", [], "[(offset: Int, element: Element)]") { call, items in
            .array(try call.i.makeArray(count: items.count, for: "enumerated() of \(items.count) elements") {
                .tuple([.number(Double($0)), items[$0]], labels: ["offset", "element"])
            })
        }
        function("shuffled", "The elements in a random order, from the session's generator.", [], "[Element]") { call, items in
            try call.i.reserve(Interpreter.bytes(ofValues: items.count), for: "shuffled() of \(items.count) elements")
            return .array(try call.i.filling { shuffled in
                shuffled = items
                try call.i.shuffle(&shuffled)
            })
        }
        function("randomElement", "A random element from the session's generator, or nil when empty.", [], "Element?") { call, items in
            items.randomElement(using: &call.i.state.random) ?? .null
        }
        function("min", "The smallest element, or nil.", [], "Element?") { call, items in
            try call.i.extremeIndex(of: items) { try call.i.compare($0, $1) < 0 }.map { items[$0] } ?? .null
        }
        function("max", "The largest element, or nil.", [], "Element?") { call, items in
            try call.i.extremeIndex(of: items) { try call.i.compare($1, $0) < 0 }.map { items[$0] } ?? .null
        }
        function("prefix", "The first n elements.", [param(nil, "Int")], "[Element]") { call, items in
            let n = min(items.count, max(0, try Self.count(call, 0, "length")))
            return .array(try call.i.slice(items, 0..<n, for: "prefix(\(n))"))
        }
        function("suffix", "The last n elements.", [param(nil, "Int")], "[Element]") { call, items in
            let n = min(items.count, max(0, try Self.count(call, 0, "length")))
            return .array(try call.i.slice(items, items.count - n..<items.count, for: "suffix(\(n))"))
        }
        function("dropFirst", "All but the first n (default 1) elements.", [param(nil, "Int", "1")], "[Element]") { call, items in
            let n = min(items.count, call.has(0) ? max(0, try Self.count(call, 0, "k")) : 1)
            return .array(try call.i.slice(items, n..<items.count, for: "dropFirst(\(n)) of \(items.count) elements"))
        }
        function("dropLast", "All but the last n (default 1) elements.", [param(nil, "Int", "1")], "[Element]") { call, items in
            let n = min(items.count, call.has(0) ? max(0, try Self.count(call, 0, "k")) : 1)
            return .array(try call.i.slice(items, 0..<items.count - n, for: "dropLast(\(n)) of \(items.count) elements"))
        }
        function("joined", "The elements' descriptions joined with a separator.", [param("separator", "String", "\"\"")], "String") { call, items in
            .string(try call.i.joined(items, separator: call.has(0) ? try call.string(0) : ""))
        }
        registerMutatingArrayMethods()
        registerVector()
    }

    private func registerMutatingArrayMethods() {
        func mutating(_ name: String, _ doc: String, _ parameters: [BuiltinParameter], _ returns: String,
                      _ body: @escaping (BuiltinCall, inout [Value]) throws -> Value) {
            method("Array", name, doc, mutating: true, overload(parameters, returns) { call in
                guard case .array(var items) = call.receiver else { throw fail("\(name) changes an array, not \(call.i.describeForError(call.receiver))") }
                call.receiver = .null
                defer { call.receiver = .array(items) }
                return try body(call, &items)
            })
        }
        mutating("append", "Adds an element at the end.", [param(nil, "Element")], "") { call, items in
            try call.i.append(try call.value(0), to: &items)
            return .void
        }
        members["Array"]?["append"]?.overloads.append(overload([param("contentsOf", "[Element]")], "") { call in
            guard case .array(var items) = call.receiver else { throw fail("append(contentsOf:) changes an array") }
            call.receiver = .null
            defer { call.receiver = .array(items) }
            let more = try call.sequence(0)
            try Self.limit(call, items.count + more.count)
            if items.count + more.count > items.capacity {
                // The array grows (to at least twice its capacity): charge the new storage.
                try call.i.reserve(Interpreter.bytes(ofValues: max(items.count + more.count, 2 * items.capacity)),
                                   for: "growing an array of \(items.count) elements")
            }
            items += more
            return .void
        })
        mutating("insert", "Inserts an element at an index.", [param(nil, "Element"), param("at", "Int")], "") { call, items in
            try Self.limit(call, items.count + 1)
            let index = try call.i.wholeIndex(try call.value(1), count: items.count + 1)
            items.insert(try call.value(0), at: index)
            return .void
        }
        mutating("remove", "Removes and returns the element at an index.", [param("at", "Int")], "Element") { call, items in
            items.remove(at: try call.i.wholeIndex(try call.value(0), count: items.count))
        }
        mutating("removeLast", "Removes and returns the last element.", [], "Element") { _, items in
            guard !items.isEmpty else { throw fail("removeLast() on an empty array") }
            return items.removeLast()
        }
        mutating("removeFirst", "Removes and returns the first element.", [], "Element") { _, items in
            guard !items.isEmpty else { throw fail("removeFirst() on an empty array") }
            return items.removeFirst()
        }
        mutating("removeAll", "Removes every element.", [], "") { _, items in
            items.removeAll()
            return .void
        }
        mutating("shuffle", "Shuffles the array in place, from the session's generator.", [], "") { call, items in
            try call.i.shuffle(&items)
            return .void
        }
        mutating("sort", "Sorts the array in place in increasing order (or ordered by the closure).",
                 [param("by", "(Element, Element) -> Bool", "<")], "") { call, items in
            items = try call.i.sorted(items, call: call, closureAt: 0, name: "sort(by:)")
            return .void
        }
        mutating("reverse", "Reverses the array in place.", [], "") { call, items in
            var low = 0, high = items.count - 1
            while low < high {
                try call.i.checkInterrupt(step: low)
                items.swapAt(low, high)
                low += 1
                high -= 1
            }
            return .void
        }
    }

    /// Refuses an array of more than the array limit.
    static func limit(_ call: BuiltinCall, _ count: Int) throws {
        if count > call.i.configuration.maximumArrayLength {
            throw LanguageError.limit("the array would have more than \(call.i.configuration.maximumArrayLength) elements (the array limit)")
        }
    }

    /// What `add` collects from each of `items` (filter, compactMap, flatMap), asking the
    /// interrupt on the way and charging the budget as the result grows.
    static func collect(_ call: BuiltinCall, _ items: [Value], _ name: String,
                        _ add: (Value, inout [Value]) throws -> Void) throws -> [Value] {
        try call.i.filling { result in
            for (index, item) in items.enumerated() {
                try call.i.checkInterrupt(step: index)
                let capacity = result.capacity
                try add(item, &result)
                if result.capacity > capacity {
                    try call.i.reserve(Interpreter.bytes(ofValues: result.capacity - capacity), for: "\(name) collecting \(result.count) elements")
                }
            }
        }
    }

    private func registerVector() {
        type("AnimatableVector", "A list of numbers (the morphing article's AnimatableVector).",
             overload([param("with", "[Double]")], "AnimatableVector") { call in .vector(try call.i.requireNumbers(try call.value(0), "with")) },
             overload([param("values", "[Double]")], "AnimatableVector") { call in .vector(try call.i.requireNumbers(try call.value(0), "values")) },
             overload([], "AnimatableVector") { _ in .vector([]) })
        staticProperty("AnimatableVector", "zero", "An empty vector.", returns: "AnimatableVector") { _ in .vector([]) }
        property("AnimatableVector", "values", "The numbers.", returns: "[Double]") { call in
            guard case .vector(let values) = call.receiver else { return .null }
            return .array(values.map(Value.number))
        }
        property("AnimatableVector", "count", "How many numbers.", returns: "Int") { call in
            guard case .vector(let values) = call.receiver else { return .null }
            return .number(Double(values.count))
        }
    }
}
