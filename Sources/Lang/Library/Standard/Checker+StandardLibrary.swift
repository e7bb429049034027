/// Where the checker meets the standard library: a free function, member or static member that
/// no declaration in scope names is looked up in `StandardLibrary`'s table, and the first entry
/// whose declaration fits the use and whose rule accepts it types and lowers it.
extension Checker {
    /// A call of a free function of the standard library (`print(…)`, `Swift.min(…)`).
    func builtinFunction(_ name: String, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        // `max(f(1), 2.5)` with `f` overloaded on its result: the other argument picks the type.
        let compared = expected == nil && (name == "min" || name == "max") ? tiedArgumentsType(arguments) : nil
        let site = BuiltinSite(name: name, base: nil, basePlace: nil, type: nil, arguments: arguments,
                               expected: expected ?? compared, range: range)
        return resolve(StandardLibrary.functions(named: name), site)
    }

    /// A property of a value of a standard type (`count`, `isEmpty`, `magnitude`).
    func builtinProperty(_ base: Typed, name: String, range: SourceRange) -> Typed? {
        if let view = partialRangeView(base) {
            return partialRangeLacks(base, member: name) ? nil : builtinProperty(view, name: name, range: range)
        }
        let standIn = genericNumberStandIn(base.type, member: name)
        let candidates = StandardLibrary.members(named: name, of: standIn ?? base.type, isStatic: false)
        guard !candidates.isEmpty else { return nil }
        let site = BuiltinSite(name: name, base: base, basePlace: nil, type: nil, arguments: [], expected: nil, range: range,
                               standIn: standIn)
        return resolve(candidates.filter { $0.signature.kind == .property }, site)
    }

    /// A static property of a standard type (`Int.max`, `Double.pi`, `.infinity`).
    func builtinStaticProperty(_ type: SwiftType, name: String, line: Int) -> Typed? {
        let candidates = StandardLibrary.members(named: name, of: type, isStatic: true).filter { $0.signature.kind == .property }
        guard !candidates.isEmpty else { return nil }
        let range = SourceRange(at: SourceLocation(line: line, column: 1, offset: 0))
        let site = BuiltinSite(name: name, base: nil, basePlace: nil, type: type, arguments: [], expected: nil, range: range)
        return resolve(candidates, site)
    }

    /// A method of a value of a standard type; `basePlace` is where a mutating one writes back.
    func builtinMethod(_ base: Typed, basePlace: Place?, name: Identifier, arguments: [Argument], expected: SwiftType?,
                       range: SourceRange) -> Typed? {
        if let view = partialRangeView(base) {
            return builtinMethod(view, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range)
        }
        let standIn = genericNumberStandIn(base.type, member: name.name)
        let candidates = StandardLibrary.members(named: name.name, of: standIn ?? base.type, isStatic: false)
            .filter { $0.signature.kind == .method }
        guard !candidates.isEmpty else { return nil }
        let site = BuiltinSite(name: name.name, base: base, basePlace: basePlace, type: nil, arguments: arguments,
                               expected: expected, range: range, nameRange: name.range, standIn: standIn)
        // A name swiftc declares more than once with these shapes: "no exact matches" before a
        // rule words the labels for its one declaration (`5.advanced(to: 2)`).
        if Self.overloadedBuiltinMethods.contains(name.name),
           !candidates.contains(where: { $0.signature.accepts(arguments, trailing: trailingRanges) }),
           reportBuiltinLabels(candidates, base: base, name: name, arguments: arguments, range: range) {
            return Typed(Constant(.void, line: range.line), .error)
        }
        let before = diagnostics.count
        // A closure argument whose first `return` is `nil` leaves the method's generic parameter open.
        let parameter = candidates.lazy.compactMap { $0.signature.genericParameters.first?.name.name }.first
        let (resolved, uninferred) = reportingUninferredNilResults(parameter: parameter, nameRange: name.range) { resolve(candidates, site) }
        if uninferred { return Typed(resolved?.node ?? Constant(.void, line: range.line), .error) }
        if let typed = resolved {
            // Labels no declaration takes are swiftc's error even where a rule read the arguments
            // without them (`d.rounded(zz: .up)`).
            if diagnostics.count == before,
               reportBuiltinLabels(candidates, base: base, name: name, arguments: arguments, range: range) {
                return Typed(typed.node, .error)
            }
            return typed
        }
        guard diagnostics.count == before, reportBuiltinLabels(candidates, base: base, name: name, arguments: arguments, range: range)
        else { return nil }
        return Typed(Constant(.void, line: range.line), .error)
    }

    /// An initialiser of a standard type (`Int(2.9)`, `String(repeating:count:)`, `[Int]()`).
    func builtinConstruct(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        let candidates = StandardLibrary.members(named: "init", of: type, isStatic: false)
        guard !candidates.isEmpty else { return nil }
        let site = BuiltinSite(name: "init", base: nil, basePlace: nil, type: type, arguments: arguments, expected: expected, range: range)
        let made = resolve(candidates, site)
        if let made { spellArrayInitializerResult(made, arguments: arguments) }
        return made
    }

    /// The first candidate that fits the use: its labels (when it asks for that) and its rule.
    private func resolve(_ candidates: [Builtin], _ site: BuiltinSite) -> Typed? {
        let shared = sharedMemberSite(site)
        for candidate in candidates {
            if candidate.matchesLabels, !candidate.signature.accepts(site.arguments, trailing: trailingRanges) { continue }
            let ownMember = Self.sliceOwners.contains(candidate.owner) || Self.indexMembers.contains(candidate.name)
                || Self.indexCutDeclarations.contains(candidate.declaration)
                || ((candidate.name == "index" || candidate.name == "makeIterator") && site.base?.type == .substring)
                // A slice's positions are its own; a generic parameter's text moves them by its
                // `String.Index`es (Checker+GenericIndices.swift).
                || ((candidate.name == "index" || candidate.name == "distance") && site.base?.type.isArraySlice == true)
                || ((Self.sliceCutMembers.contains(candidate.name) || ["reversed", "lazy", "makeIterator"].contains(candidate.name))
                    && site.base?.type.isArraySlice == true)
                || (Self.sliceMutations.contains(candidate.name) && (site.base?.type.isArraySlice == true || site.base?.type == .substring))
                // A generic parameter's value is counted by its extent (GenericIndexBase), not as an array.
                || ((candidate.name == "count" || candidate.name == "isEmpty") && site.base?.node is GenericSequenceElements)
            let used = ownMember ? site : shared ?? site
            if let typed = candidate.rule(self, used) {
                return site.base?.type == .substring && !ownMember ? Self.stringResult(typed) : typed
            }
        }
        return nil
    }
}
