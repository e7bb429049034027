/// What compiled closures call at run time: the calls, appends and assignments they
/// specialise, and name lookup through a `NameCache` (see Interpreter+Compile.swift).
extension Interpreter {
    /// Runs a compiled `f(x)` (see `compileOneNumberCall`).
    ///
    /// Written as a method over one site object rather than a closure with many captures: the
    /// closure's captures were copied, with their reference counts, on every call.
    func callWithOneArgument(_ site: OneArgumentCallSite, _ env: Environment) throws -> Value {
        // Inside a method `f(x)` may be `self.f(x)`: the walker handles that.
        if env.isInsideMethod { return try walk(site.expr, env) }
        do {
            let cache = site.callee
            var callee: Value?
            var numeric: (@convention(c) (Double) -> Double)?
            // The name was found in the globals last time and no global has been rebound since:
            // the callee is what it was (`binding` would look in the same slot).
            if let remembered = site.rememberedNumeric, cache.depth >= 0, let scope = env.ancestor(cache.depth),
               scope._withUnsafeGuaranteedRef({ $0.isGlobal && ObjectIdentifier($0) == site.rememberedGlobals
                   && $0.globalGeneration == site.rememberedGeneration }) {
                numeric = remembered
            } else {
                // A builtin (`sin`) is only fetched as a value when it is not called directly.
                let bound = try binding(cache, env)
                if bound == nil, cache.builtin == nil { _ = try lookup(cache, env, at: site.calleeStart) }
                if let bound {
                    if case .type(.builtin(let typeName)) = bound {
                        numeric = site.initializers.numeric(for: typeName, { builtins.types[$0]?.initializer })
                    }
                    callee = bound
                } else {
                    numeric = cache.numeric
                    callee = cache.builtin
                }
                rememberCallee(site, callee, numeric, env)
            }
            let value = try site.argument(self, env)
            if let numeric, case .number(let x) = value {
                try tick()
                return .number(numeric(x))
            }
            let function = try callee ?? site.rememberedCallee ?? lookup(cache, env, at: site.calleeStart)
            return try call(function, [EvaluatedArgument(label: nil, value: value, location: site.argumentStart)], at: site.expr.start)
        } catch {
            throw relocated(error, at: site.expr)
        }
    }

    /// Remembers in `site` a callee found in the globals with a `numeric` function (see
    /// `OneArgumentCallSite.rememberedNumeric`); forgets it otherwise.
    private func rememberCallee(_ site: OneArgumentCallSite, _ callee: Value?, _ numeric: (@convention(c) (Double) -> Double)?,
                                _ env: Environment) {
        let cache = site.callee
        guard let numeric, let callee, cache.depth >= 0, let scope = env.ancestor(cache.depth),
              scope._withUnsafeGuaranteedRef({ $0.isGlobal }) else {
            site.rememberedNumeric = nil
            return
        }
        site.rememberedCallee = callee
        site.rememberedNumeric = numeric
        site.rememberedGlobals = scope._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
        site.rememberedGeneration = scope._withUnsafeGuaranteedRef { $0.globalGeneration }
    }

    /// Runs a compiled `xs.append(x)` (see `compileAppend`).
    func appendCall(_ site: AppendSite, _ env: Environment) throws -> Value {
        if env.isInsideMethod { return try walk(site.expr, env) }
        do {
            let cache = site.base
            let extensionsAllowIt = state.extensions.isEmpty || state.extensions["Array"]?["append"] == nil
            // Where the variable was found before, check that it holds an array without
            // copying it (a copy would make the append below copy the whole array).
            let remembered = cache.depth >= 0 ? env.ancestor(cache.depth) : nil
            let holdsArray = remembered?._withUnsafeGuaranteedRef { $0.holdsArray(cache) } ?? false
            if !holdsArray {
                guard case .array = try lookup(cache, env, at: site.baseStart), extensionsAllowIt else {
                    return try evaluateCall(site.callee, site.arguments, env, at: site.expr.start)
                }
            } else if !extensionsAllowIt {
                return try evaluateCall(site.callee, site.arguments, env, at: site.expr.start)
            }
            let value = try site.argument(self, env)
            try tick()
            // In place in the scope the name was found in, without passing a closure down.
            if let scope = cache.depth >= 0 ? env.ancestor(cache.depth) : nil,
               try scope._withUnsafeGuaranteedRef({ try append(value, toArrayNamedBy: cache, in: $0) }) {
                return .void
            }
            try modifyVariable(site.baseName, cache: cache, env, at: site.baseStart, verb: .useMutatingMember("append")) { receiver in
                guard case .array(var items) = receiver else {
                    throw fail("append changes an array, not \(describeForError(receiver))")
                }
                receiver = .null
                defer { receiver = .array(items) }
                try append(value, to: &items)
            }
            return .void
        } catch {
            throw relocated(error, at: site.expr)
        }
    }

    /// Runs a compiled `name = value` or `name op= value`: numbers combine directly and the
    /// variable is replaced where the name was found; the walker's `assign` handles the rest
    /// (constants, unbound names, implicit members, code inside methods) with its errors.
    func assign(_ site: AssignmentSite, _ env: Environment) throws -> Value {
        if env.isInsideMethod { return try walk(site.expr, env) }
        var value = try site.value(self, env)
        if let op = site.arithmeticOperator {
            let current = try site.current(self, env)
            if case .number(let a) = current, case .number(let b) = value, let combined = site.combine(a, b) {
                value = .number(combined)
            } else {
                value = try located(site.expr) { try arithmetic(op, current, value) }
            }
        }
        let cache = site.name
        var isImplicit = false
        if case .implicit = value { isImplicit = true }
        if !isImplicit {
            if cache.depth < 0 { _ = try binding(cache, env) }
            if cache.depth >= 0, let scope = env.ancestor(cache.depth),
               scope._withUnsafeGuaranteedRef({ $0.replaceValue(value, cache) }) {
                return .void
            }
        }
        try assign(value, to: site.target, env)
        return .void
    }

    /// Appends `value` to the array variable `cache` names in `scope`; false, changing
    /// nothing, when `scope` has no such `var` holding an array.
    func append(_ value: Value, toArrayNamedBy cache: NameCache, in scope: Environment) throws -> Bool {
        guard var items = scope.takeArray(cache) else { return false }
        // Not a `defer`: the array is handed back consumed, without a retain.
        do {
            try append(value, to: &items)
        } catch {
            scope.putArray(consume items, cache)
            throw error
        }
        scope.putArray(consume items, cache)
        return true
    }

    /// Appends `value` to `items`, within the array length limit (what `append(_:)` does).
    func append(_ value: Value, to items: inout [Value]) throws {
        if items.count + 1 > configuration.maximumArrayLength {
            throw LanguageError.limit("the array would have more than \(configuration.maximumArrayLength) elements (the array limit)")
        }
        if items.count == items.capacity {
            // The array is about to grow (to about twice its size): charge the new storage.
            try reserve(Self.bytes(ofValues: 2 * items.count), for: "growing an array of \(items.count) elements")
        }
        if case .implicit = value {
            items.append(try resolve(value, like: items.last ?? .null))
        } else {
            items.append(value)
        }
    }

    // MARK: - Names

    /// A compiled name's value: a number where the name was found last time is read in place
    /// (no `Value` copy); anything else, and any name inside a method (where it might be a
    /// member of `self`), goes through `lookup`.
    @inline(__always)
    func read(_ cache: NameCache, _ env: Environment, at location: SourceLocation) throws -> Value {
        if cache.depth >= 0, !env.isInsideMethod, let scope = env.ancestor(cache.depth),
           let x = scope._withUnsafeGuaranteedRef({ $0.number(cache) }) {
            return .number(x)
        }
        return try lookup(cache, env, at: location)
    }

    /// Looks up a name as `lookup(_:_:at:)` does, finding a global by its remembered slot.
    func lookup(_ cache: NameCache, _ env: Environment, at location: SourceLocation) throws -> Value {
        if let value = try binding(cache, env) { return value }
        if let builtin = cache.builtin { return builtin }
        if cache.name != "Self", let builtin = builtins.functionValues[cache.name] {
            cache.remember(builtin)
            return builtin
        }
        return try lookup(cache.name, env, at: location)
    }

    /// The value a name is bound to in `env` or the scopes around it (a member of `self`
    /// inside a method), or nil when only a builtin or nothing can have the name.
    ///
    /// The scope the name was found in last time is remembered as a number of steps outwards
    /// (and a local's index there): a name at a given place in the code is found in the same
    /// scope every time, because scopes nest as the code does. Only the remembered place is
    /// checked (the local there must still have this name); the scopes in between are not
    /// searched again, which differs from a full search only for a name used before a
    /// declaration that shadows it in the same block, which Swift rejects. Names found through
    /// a method's scope are never remembered: there a bare name can be a member of `self`.
    @inline(__always)
    func binding(_ cache: NameCache, _ env: Environment) throws -> Value? {
        // The chain is kept alive by `env`; hopping along it unretained saves a retain and a
        // release per scope.
        if cache.depth >= 0, let remembered = env.ancestor(cache.depth) {
            let found: Value?? = remembered._withUnsafeGuaranteedRef { scope in
                if scope.isGlobal { return .some(scope.globalValue(inSlot: cache.slot(in: scope))) }
                if let value = scope.localValue(at: cache.localIndex, named: cache.name) { return .some(value) }
                return nil
            }
            if let found { return found }
        }
        return try searchBinding(cache, env)
    }

    /// The full search of `binding`, remembering where the name was found.
    private func searchBinding(_ cache: NameCache, _ env: Environment) throws -> Value? {
        unowned(unsafe) var scope = env
        var depth = 0
        var passedMethodScope = false
        while true {
            if scope.isGlobal {
                if !passedMethodScope { cache.remember(depth: depth, localIndex: 0) }
                return scope.globalValue(inSlot: cache.slot(in: scope))
            }
            if let index = scope.boundLocalIndex(of: cache.name) {
                if !passedMethodScope { cache.remember(depth: depth, localIndex: index) }
                return scope.localValue(at: index, named: cache.name)
            }
            if scope.isMethodScope {
                passedMethodScope = true
                if let receiver = scope["self"], let member = try implicitSelfMember(receiver, cache.name) { return member }
            }
            guard let parent = scope.parent else { return nil }
            scope = parent
            depth += 1
        }
    }
}
