/// The variables a call accesses `inout` (an `&` argument, a mutating method's receiver) that a
/// non-escaping closure literal of the same call names: swiftc checks those accesses before
/// anything runs. A closure naming a variable passed whole (`modify(&x) { x = 5 }`,
/// `s.mutate { s.n = 9 }`), or the part passed (`modify(&p.a) { p.a = 5 }`: the stored
/// properties it names, a part of that part or one holding it; any element of an array), is its
/// "overlapping accesses" error; beside a part (`&p.a`, `p.inner.mutate { … }`) swiftc lets the
/// closure reach the other parts, so that part is copied in and out (`CopiedPlace`) rather than
/// moved out of the whole variable for the call. A global, or a variable captured by a nested
/// function or an escaping closure, is checked while the program runs instead (`Place.access`,
/// Checker+CapturedAccesses), as swiftc's program does.
extension Checker {
    /// A local variable at the root of a call's `inout` access, watched while the call's closure
    /// arguments are lowered.
    struct WatchedAccess {
        let function: FunctionContext
        let slot: Int
        /// Whether a closure of the call names the variable.
        var isReached = false
        /// The parts of the variable the closure names, as stored-property indices from it
        /// (`[]` the whole variable).
        var paths: [[Int]] = []
        /// Whether the function's own code counts too, not only its closures': a `default:`
        /// argument is an autoclosure run inside the access (Checker+EntryDefaultAccesses).
        var includesOwnCode = false
    }

    /// Lowers `value` with `watchedChain` set to its member names when it is the outermost pure
    /// chain of members on a name (`p.inner.c`) inside a watched closure.
    func watchingChain<T>(_ value: Expr, _ lower: () -> T) -> T {
        guard !watchedAccesses.isEmpty, watchedChain == nil, let names = Self.memberChain(value) else { return lower() }
        watchedChain = names
        defer { watchedChain = nil }
        return lower()
    }

    /// `["inner", "c"]` for `p.inner.c`; nil for anything but members on a name.
    private static func memberChain(_ value: Expr) -> [String]? {
        guard case .member(let base, let name, _) = value.kind else { return nil }
        if case .identifier = base.kind { return [name.name] }
        return memberChain(base).map { $0 + [name.name] }
    }

    /// The stored-property indices `names` reach from a value of `type`, as far as they name
    /// stored properties of structs or elements of tuples (a method, a computed property or an
    /// element of an array is an access to what holds it).
    private static func storedPath(_ names: [String], of type: SwiftType) -> [Int] {
        var path: [Int] = []
        var current = type
        for name in names {
            let index: Int?
            switch current {
            case .nominal(let decl, _) where decl.kind == .struct:
                index = decl.storedProperties.firstIndex { $0.name == name }
                if let index { current = decl.storedProperties[index].type }
            case .tuple(let elements):
                index = elements.firstIndex { $0.label == name } ?? Int(name).flatMap { elements.indices.contains($0) ? $0 : nil }
                if let index { current = elements[index].type }
            default:
                index = nil
            }
            guard let index else { return path }
            path.append(index)
        }
        return path
    }

    /// The stored-property indices of the part `place` is of its variable, cut at an array's
    /// element (an access to the whole array).
    private static func storedPath(of place: Place) -> [Int] {
        var path: [Int] = []
        var current = place
        while true {
            switch current {
            case let field as FieldPlace: (path, current) = ([field.index] + path, field.base)
            case let element as ArrayElementPlace: (path, current) = ([], element.base)
            case let element as SliceElementPlace: (path, current) = ([], element.base)
            default: return path
            }
        }
    }

    /// Whether a part a closure names (`paths`) is `place`'s part, a part of it or one holding it:
    /// swiftc cannot prove those apart.
    static func overlaps(_ paths: [[Int]], _ place: Place) -> Bool {
        let part = storedPath(of: place)
        return paths.contains { $0.starts(with: part) || part.starts(with: $0) }
    }

    /// `p.inner.c` for the place of `p.inner.c`, `xs` for `xs[0]`'s: the part swiftc names.
    func partName(of place: Place) -> String? {
        guard let root = Self.accessRoot(of: place), let found = watchedVariable(at: root) else { return nil }
        var (text, type) = (found.name, found.variable.type)
        for index in Self.storedPath(of: place) {
            switch type {
            case .nominal(let decl, _) where decl.storedProperties.indices.contains(index):
                (text, type) = (text + "." + decl.storedProperties[index].name, decl.storedProperties[index].type)
            case .tuple(let elements) where elements.indices.contains(index):
                (text, type) = (text + "." + (elements[index].label ?? String(index)), elements[index].type)
            default:
                return nil
            }
        }
        return text
    }

    /// The variable whose whole value an `inout` access to `place` moves out (`Place.access`):
    /// through structs' properties and arrays' elements, nil past a class instance's property
    /// (storage of its own) or any other place.
    static func accessRoot(of place: Place) -> StorageLocation? {
        switch place {
        case let variable as VariablePlace: return variable.location
        case let field as FieldPlace: return field.ofInstance == false ? accessRoot(of: field.base) : nil
        case let element as ArrayElementPlace: return accessRoot(of: element.base)
        case let element as SliceElementPlace: return accessRoot(of: element.base)
        default: return nil
        }
    }

    /// The watched variable `location` names in the current function, nil for a global.
    func watchedAccess(_ location: StorageLocation) -> WatchedAccess? {
        switch location {
        case .global: return nil
        case .local(let slot): return WatchedAccess(function: context, slot: slot)
        case .outer(let hops, let slot):
            var function = context
            for _ in 0..<hops {
                guard let parent = function.parent else { return nil }
                function = parent
            }
            return WatchedAccess(function: function, slot: slot)
        }
    }

    /// The name of the variable of this function, or of one around it, at `location`.
    private func variableName(at location: StorageLocation) -> String? {
        watchedVariable(at: location)?.name
    }

    /// The variable of this function, or of one around it, at `location`, with its name.
    private func watchedVariable(at location: StorageLocation) -> (name: String, variable: Variable)? {
        guard let access = watchedAccess(location) else { return nil }
        var current: Scope? = scope
        while let searched = current {
            for (name, symbol) in searched.names {
                if case .variable(let variable) = symbol, variable.context === access.function, variable.slot == access.slot {
                    return (name, variable)
                }
            }
            current = searched.parent
        }
        return nil
    }

    /// Notes that code being lowered names `variable` (`location(of:)`): from inside a closure
    /// of the watched call, that reaches its access.
    func noteWatchedAccess(_ variable: Variable) {
        for index in watchedAccesses.indices
        where watchedAccesses[index].function === variable.context && watchedAccesses[index].slot == variable.slot
            && (variable.context !== context || watchedAccesses[index].includesOwnCode) {
            watchedAccesses[index].isReached = true
            watchedAccesses[index].paths.append(Self.storedPath(watchedChain ?? [], of: variable.type))
        }
    }

    /// Lowers a closure argument of a call whose `inout` accesses so far are `arguments` (and
    /// `mutatedSelf`'s), noting which of their variables it names in `reached`, with the parts.
    func lowerWatching(_ arguments: [(Expr, Place)], mutatedSelf: Place?, reached: inout [Int: [[Int]]], _ lower: () -> Void) {
        let places = arguments.map(\.1) + [mutatedSelf].compactMap { $0 }
        let watched = places.map { Self.accessRoot(of: $0).flatMap(watchedAccess) }
        guard watched.contains(where: { $0 != nil }) else { return lower() }
        let (saved, savedChain) = (watchedAccesses, watchedChain)
        watchedAccesses = watched.map { $0 ?? WatchedAccess(function: context, slot: -1) }
        watchedChain = nil
        lower()
        for (index, access) in watchedAccesses.enumerated() where access.isReached { reached[index, default: []] += access.paths }
        (watchedAccesses, watchedChain) = (saved, savedChain)
    }

    /// Reports the accesses a closure reaches that swiftc rejects, and copies the parts it
    /// allows, as well as two parts of one local variable passed to one call (`&p.a, &p.b`).
    /// `reached` indexes `arguments` and then `mutatedSelf`, with the parts the closures name.
    func separateAccesses(_ arguments: [(expression: Expr, place: Place, node: Int)], mutatedSelf: Place?, reached: [Int: [[Int]]],
                          range: SourceRange, nodes: inout [Expression], places: inout [(Int, Place)]) {
        var copied: Set<Int> = []
        for (index, paths) in reached.sorted(by: { $0.key < $1.key }) {
            guard index < arguments.count else {
                if let mutatedSelf = mutatedSelf as? VariablePlace {
                    if let name = variableName(at: mutatedSelf.location) { error(Self.overlapping(name), range) }
                } else if let mutatedSelf, Self.overlaps(paths, mutatedSelf), let name = partName(of: mutatedSelf) {
                    error(Self.overlapping(name), range)
                } else if mutatedSelf.flatMap(Self.accessRoot).map(isCheckedWhole) != true {
                    receiverIsCopied = true
                }
                continue
            }
            let (expression, place, _) = arguments[index]
            if place is VariablePlace, let name = Self.rootName(of: expression) {
                error(Self.overlapping(name), expression.range)
            } else if Self.overlaps(paths, place), let name = partName(of: place) {
                error(Self.overlapping(name), expression.range)
            } else if Self.accessRoot(of: place).map(isCheckedWhole) != true {
                // A captured variable checked whole while the program runs is moved out instead,
                // so that the closure meets the exclusivity trap.
                copied.insert(index)
            }
        }
        // Two parts of one variable checked before the program runs (two arguments, or one and
        // the receiver): swiftc proves them apart.
        let receiverRoot = mutatedSelf is VariablePlace ? nil : mutatedSelf.flatMap(Self.accessRoot)
        for (later, argument) in arguments.enumerated() {
            guard let root = Self.accessRoot(of: argument.place), !isCheckedWhole(root) else { continue }
            for earlier in 0..<later where Self.accessRoot(of: arguments[earlier].place) == Self.accessRoot(of: argument.place) {
                copied.formUnion([earlier, later])
            }
            if receiverRoot == Self.accessRoot(of: argument.place) {
                copied.insert(later)
                receiverIsCopied = true
            }
        }
        for index in copied where !(arguments[index].place is VariablePlace) {
            let copy = CopiedPlace(arguments[index].place)
            nodes[arguments[index].node] = PlaceGet(copy, line: range.line)
            if let position = places.firstIndex(where: { $0.1 === arguments[index].place }) { places[position].1 = copy }
        }
    }
}
