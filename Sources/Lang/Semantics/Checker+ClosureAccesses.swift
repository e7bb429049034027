/// The variables a call accesses `inout` (an `&` argument, a mutating method's receiver) that a
/// non-escaping closure literal of the same call names: swiftc checks those accesses before
/// anything runs. A closure naming a variable passed whole (`modify(&x) { x = 5 }`,
/// `s.mutate { s.n = 9 }`) is its "overlapping accesses" error; beside a part (`&p.a`,
/// `p.inner.mutate { … }`) swiftc lets the closure reach the other parts, so that part is copied
/// in and out (`CopiedPlace`) rather than moved out of the whole variable for the call. A global
/// is checked while the program runs instead (`Place.access`), as swiftc's program does.
extension Checker {
    /// A local variable at the root of a call's `inout` access, watched while the call's closure
    /// arguments are lowered.
    struct WatchedAccess {
        let function: FunctionContext
        let slot: Int
        /// Whether a closure of the call names the variable.
        var isReached = false
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
        guard let access = watchedAccess(location) else { return nil }
        var current: Scope? = scope
        while let searched = current {
            for (name, symbol) in searched.names {
                if case .variable(let variable) = symbol, variable.context === access.function, variable.slot == access.slot { return name }
            }
            current = searched.parent
        }
        return nil
    }

    /// Notes that code being lowered names `variable` (`location(of:)`): from inside a closure
    /// of the watched call, that reaches its access.
    func noteWatchedAccess(_ variable: Variable) {
        guard variable.context !== context else { return }
        for index in watchedAccesses.indices
        where watchedAccesses[index].function === variable.context && watchedAccesses[index].slot == variable.slot {
            watchedAccesses[index].isReached = true
        }
    }

    /// Lowers a closure argument of a call whose `inout` accesses so far are `arguments` (and
    /// `mutatedSelf`'s), noting which of their variables it names in `reached`.
    func lowerWatching(_ arguments: [(Expr, Place)], mutatedSelf: Place?, reached: inout Set<Int>, _ lower: () -> Void) {
        let places = arguments.map(\.1) + [mutatedSelf].compactMap { $0 }
        let watched = places.map { Self.accessRoot(of: $0).flatMap(watchedAccess) }
        guard watched.contains(where: { $0 != nil }) else { return lower() }
        let saved = watchedAccesses
        watchedAccesses = watched.map { $0 ?? WatchedAccess(function: context, slot: -1) }
        lower()
        for (index, access) in watchedAccesses.enumerated() where access.isReached { reached.insert(index) }
        watchedAccesses = saved
    }

    /// Reports the accesses a closure reaches that swiftc rejects, and copies the parts it
    /// allows, as well as two parts of one local variable passed to one call (`&p.a, &p.b`).
    /// `reached` indexes `arguments` and then `mutatedSelf`.
    func separateAccesses(_ arguments: [(expression: Expr, place: Place, node: Int)], mutatedSelf: Place?, reached: Set<Int>,
                          range: SourceRange, nodes: inout [Expression], places: inout [(Int, Place)]) {
        var copied: Set<Int> = []
        for index in reached.sorted() {
            guard index < arguments.count else {
                if let mutatedSelf = mutatedSelf as? VariablePlace {
                    if let name = variableName(at: mutatedSelf.location) { error(Self.overlapping(name), range) }
                } else {
                    receiverIsCopied = true
                }
                continue
            }
            let (expression, place, _) = arguments[index]
            if place is VariablePlace, let name = Self.rootName(of: expression) {
                error(Self.overlapping(name), expression.range)
            } else {
                copied.insert(index)
            }
        }
        // Two parts of one variable of this function (two arguments, or one and the receiver):
        // swiftc proves them apart.
        let receiverRoot = mutatedSelf is VariablePlace ? nil : mutatedSelf.flatMap(Self.accessRoot)
        for (later, argument) in arguments.enumerated() {
            guard case .local? = Self.accessRoot(of: argument.place) else { continue }
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
