/// An optional passed as a generic parameter whose protocols the wrapped type meets
/// (`Text(name)` with a `String?` for SwiftUI's `init<S: StringProtocol>(_:)`): swiftc's fix is
/// to unwrap it, and it says so at the argument rather than naming the unmet protocol.
extension Checker {
    /// Reports the optional argument bound to `parameter` as `bound` when the optional fails a
    /// protocol of the parameter and what it wraps meets every one, at the argument whose whole type the parameter is;
    /// returns whether it did.
    func reportsOptionalGenericArgument(_ parameter: TypeParameter, bound: SwiftType, matched: [[Argument]],
                                        _ specs: [ParameterSpec]) -> Bool {
        guard case .optional(let wrapped) = bound,
              !parameter.constraints.allSatisfy({ environment.conformances.conforms(bound, to: $0) }),
              parameter.constraints.allSatisfy({ environment.conformances.conforms(wrapped, to: $0) }),
              let index = specs.firstIndex(where: { $0.type == .generic(parameter) }),
              index < matched.count, matched[index].count == 1, let argument = matched[index].first else { return false }
        error("value of optional type '\(bound)' must be unwrapped to a value of type '\(wrapped)'", caret(argument.value))
        return true
    }
}
