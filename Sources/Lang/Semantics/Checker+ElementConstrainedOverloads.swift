/// Same-named members of `Sequence` and `Collection` extensions with different `where` clauses.
extension Checker {
    /// Of `members`, those whose extension's `where` clause the receiver's element meets
    /// (`average()` of `extension Collection where Element: BinaryInteger` for `[1, 2]`, the one
    /// of `where Element: BinaryFloatingPoint` for `[1.5]`), as swiftc considers only those; all
    /// of them when none does (so the unmet requirement is reported as before).
    func meetingElementRequirements(_ members: [FunctionSymbol], receiver: SwiftType) -> [FunctionSymbol] {
        guard members.count > 1, let element = lazyAwareElement(receiver), element != .error else { return members }
        let met = members.filter { elementMeets($0, element) }
        return met.isEmpty ? members : met
    }

    /// Whether `element` meets the requirement `member`'s extension makes of its element.
    private func elementMeets(_ member: FunctionSymbol, _ element: SwiftType) -> Bool {
        guard let required = requiredElement(of: member) else { return true }
        guard case .generic(let parameter) = required else { return containsGeneric(required) || required == element }
        return parameter.constraints.allSatisfy { environment.conformances.conforms(element, to: $0) }
    }

    /// Of `members`, those whose result, with the receiver's element for their extension's, the
    /// context takes (`let mean: Double = ints.average()`: the `average<T: FloatingPoint>() -> T`,
    /// not the `average() -> Element` that is an `Int` here); all of them when none does.
    func narrowingByElementResult(_ members: [FunctionSymbol], expected: SwiftType?, receiver: SwiftType) -> [FunctionSymbol] {
        guard members.count > 1, let expected, !hasError(expected) else { return members }
        let fitting = members.filter { member in
            let result = member.type.result.substituting(elementSubstitution(member, receiver: receiver))
            return containsGeneric(result) || converts(result, to: expected)
        }
        return fitting.isEmpty ? members : fitting
    }

    /// The receiver's element for the element parameter of `member`'s extension (`sum()` of
    /// `extension Sequence where Element: AdditiveArithmetic`, called in another extension's
    /// member on its own `Element`, or on a program's own sequence); empty for a member of an
    /// unconstrained extension.
    func elementSubstitution(_ member: FunctionSymbol, receiver: SwiftType) -> [TypeParameter: SwiftType] {
        // A program's own collection binds the extension's `Index` too (its own sees theirs).
        var substitution = ownCollectionIndexSubstitution(member, receiver: receiver)
        guard case .generic(let parameter)? = requiredElement(of: member),
              let element = lazyAwareElement(receiver) ?? sequenceProtocolElement(receiver) ?? userSequenceElement(receiver),
              element != .generic(parameter), !hasError(element) else { return substitution }
        // The element's associated types too (`[Element.ID]` of an array of `User` is `[Int]`).
        substitution[parameter] = element
        bindAssociatedTypes([parameter], in: &substitution)
        return substitution
    }
}
