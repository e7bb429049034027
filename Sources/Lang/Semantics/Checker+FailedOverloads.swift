/// When no overload takes a call's arguments, swiftc still ranks the solutions it found, each
/// with the fixes it needed: the one of least impact is blamed with its own error, and when
/// several tie it says "no exact matches in call to …" (`Text(5)` beside SwiftUI's
/// `init(_: LocalizedStringKey)` and `init(_: Image)`), unless every one of them needs the same
/// single fix at the same place: the unwrap of one argument passed as the same parameter
/// (`T(Int(s))` beside `init(_: Int)` and `init(_: Int, _: Int = 0)`), which swiftc reports once.
extension Checker {
    /// What swiftc makes of a call that no candidate takes.
    enum FailedOverloads {
        /// This candidate needs the fewest fixes: its own error is swiftc's.
        case blamed(FunctionSymbol)
        /// Several need as few: "no exact matches".
        case tied
    }

    /// How swiftc weighs `candidates` (each takes the arguments' labels, none their types), or
    /// nil where an argument's type is not known before a candidate is chosen (a closure, a key
    /// path, an expression in error) or a parameter is generic beyond a whole generic parameter.
    /// The fixes weigh, per argument: none when it fits; 1 to unwrap an optional that then fits,
    /// for a value that is no class instance passed as `AnyObject`, or for a generic parameter's
    /// protocol that a type from outside the standard library lacks; 2 for a value of another
    /// type; 3 for a protocol a standard library type lacks (`Int` is no `StringProtocol`, and
    /// swiftc does not suggest conforming it). A disfavoured candidate
    /// ranks after the others; where the call's value is passed on as a generic parameter
    /// (`resultIsGeneric`: an argument of one, a view builder's element), swiftc prefers, among
    /// those left, the one leaving the fewest parameters to their defaults. (Checker+OverloadFixes
    /// weighs candidates that fail the labels, with the same 2 for a mismatched argument.)
    func rankFailedOverloads(_ candidates: [FunctionSymbol], matches: [ObjectIdentifier: [[Argument]]],
                             types: [NodeID: SwiftType?], resultIsGeneric: Bool) -> FailedOverloads? {
        guard candidates.count > 1 else { return nil }
        var weighed: [(function: FunctionSymbol, impact: Int)] = []
        var failing: [ObjectIdentifier: [SwiftType]] = [:]
        var unwraps: [ObjectIdentifier: [UnwrapFix]] = [:]
        for function in candidates {
            guard let groups = matches[ObjectIdentifier(function)],
                  let fixes = failureImpact(function, groups, types: types) else { return nil }
            weighed.append((function, fixes.impact))
            failing[ObjectIdentifier(function)] = fixes.failing
            unwraps[ObjectIdentifier(function)] = fixes.unwraps
        }
        guard let lowest = weighed.map(\.impact).min(), lowest > 0 else { return nil }
        var best = weighed.filter { $0.impact == lowest }.map(\.function)
        if best.contains(where: { !$0.isDisfavored }) { best = best.filter { !$0.isDisfavored } }
        if best.count > 1, resultIsGeneric {
            let defaulted = best.map { function in
                function.type.parameters.count - (matches[ObjectIdentifier(function)] ?? []).filter { !$0.isEmpty }.count
            }
            if let fewest = defaulted.min() {
                best = zip(best, defaulted).filter { $0.1 == fewest }.map(\.0)
            }
        }
        // The library's overloads that differ only in a type argument where they fail
        // (`Slider(value:)` of a `Binding<Double>` or a `Binding<CGFloat>`) stand for one generic
        // one of SwiftUI's (`Binding<V>`), whose error swiftc gives.
        let shapes = best.map { function in (failing[ObjectIdentifier(function)] ?? []).map(typeConstructor) }
        if best.count > 1, best.allSatisfy(\.isLibrary), let first = shapes.first, !first.isEmpty,
           first.allSatisfy({ $0 != nil }), shapes.allSatisfy({ $0 == first }) {
            return .blamed(best[0])
        }
        // The same one fix in each solution: swiftc diagnoses it as the fix it is.
        let single = best.map { function -> UnwrapFix? in
            let fixes = unwraps[ObjectIdentifier(function)] ?? []
            return fixes.count == 1 && (failing[ObjectIdentifier(function)] ?? []).count == 1 ? fixes[0] : nil
        }
        if best.count > 1, let first = single.first ?? nil, single.allSatisfy({ $0 == first }) {
            return .blamed(best[0])
        }
        return best.count == 1 ? .blamed(best[0]) : .tied
    }

    /// An optional argument unwrapped to fit a parameter: the argument and the parameter's
    /// position (swiftc's fix locator, "comparing call argument #a to parameter #p").
    struct UnwrapFix: Equatable {
        var argument: NodeID
        var parameter: Int
    }

    /// The generic nominal type a parameter's type applies (`Binding` for `Binding<Double>`), or nil.
    private func typeConstructor(_ type: SwiftType) -> ObjectIdentifier? {
        guard case .nominal(let decl, let arguments) = type, !arguments.isEmpty else { return nil }
        return ObjectIdentifier(decl)
    }

    /// The summed impact of the fixes `function` needs to take the arguments, with the types of
    /// the parameters that fail and the unwraps among the fixes, or nil where it cannot be weighed
    /// here.
    func failureImpact(_ function: FunctionSymbol, _ groups: [[Argument]],
                       types: [NodeID: SwiftType?]) -> (impact: Int, failing: [SwiftType], unwraps: [UnwrapFix])? {
        var impact = 0
        var failing: [SwiftType] = []
        var unwraps: [UnwrapFix] = []
        for (position, (parameter, group)) in zip(function.type.parameters, groups).enumerated() {
            for argument in group {
                guard let entry = types[argument.value.id], let type = entry, !hasError(type) else { return nil }
                if case .generic(let generic) = parameter.type, function.genericParameters.contains(generic) {
                    guard generic.sameTypes.isEmpty else { return nil }
                    let meets = { (type: SwiftType) in
                        generic.constraints.allSatisfy { self.environment.conformances.conforms(type, to: $0) }
                    }
                    if meets(type) { continue }
                    failing.append(parameter.type)
                    if case .optional(let wrapped) = type, meets(wrapped) {
                        impact += 1
                        unwraps.append(UnwrapFix(argument: argument.value.id, parameter: position))
                    } else {
                        impact += isStandardLibrary(type) ? 3 : 1
                    }
                    continue
                }
                if containsGeneric(parameter.type) { return nil }
                if converts(type, to: parameter.type) { continue }
                let typed = Checker(probing: self).expression(argument.value, expected: parameter.type).type
                if !hasError(typed), converts(typed, to: parameter.type) { continue }
                failing.append(parameter.type)
                if case .optional(let wrapped) = type, converts(wrapped, to: parameter.type) {
                    impact += 1
                    unwraps.append(UnwrapFix(argument: argument.value.id, parameter: position))
                } else if Self.isAnyObject(parameter.type), !type.isClassReference {
                    // swiftc's own fix for a value that is no class instance passed as `AnyObject`.
                    impact += 1
                } else {
                    impact += 2
                }
            }
        }
        return (impact, failing, unwraps)
    }

    /// Whether `type` is the standard library's (not CoreGraphics' `CGFloat`, nor a SwiftUI or
    /// program type).
    private func isStandardLibrary(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .float, .bool, .string, .substring, .character, .fixedInt, .optional, .array, .arraySlice,
             .dictionary, .set, .range:
            return true
        default:
            return false
        }
    }

    /// The one candidate of `candidates` that passes every argument without a type of its own
    /// (an expression in error alone, not a closure) as a whole generic parameter, while the
    /// others do not; nil otherwise.
    func genericForUntypedArgument(_ candidates: [FunctionSymbol], matches: [ObjectIdentifier: [[Argument]]],
                                   types: [NodeID: SwiftType?]) -> FunctionSymbol? {
        let untyped = Set(types.compactMap { id, type in type.map { hasError($0) ? id : nil } ?? nil })
        guard !untyped.isEmpty else { return nil }
        let generic = candidates.filter { function in
            guard let groups = matches[ObjectIdentifier(function)] else { return false }
            return zip(function.type.parameters, groups).allSatisfy { parameter, group in
                guard group.contains(where: { untyped.contains($0.value.id) }) else { return true }
                if case .generic(let type) = parameter.type { return function.genericParameters.contains(type) }
                return false
            }
        }
        return generic.count == 1 ? generic[0] : nil
    }
}
