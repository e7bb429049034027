/// swiftc's hint for a wrapped value passed where its wrapper's projection is wanted:
/// `Toggle("On", isOn: on)` with `@State var on = false` is "cannot convert value 'on' of type
/// 'Bool' to expected type 'Binding<Bool>', use wrapper instead" (`$on` fits).
extension Checker {
    /// Reports `value` (`on`, `self.on`) when its type does not convert to `target` but its `$`
    /// projection's does; returns whether it did.
    func rejectWrappedValueArgument(_ value: Expr, typed: SwiftType, to target: SwiftType) -> Bool {
        guard !hasError(typed), !hasError(target), !converts(typed, to: target) else { return false }
        let name: Identifier
        let projection: Expr
        switch value.kind {
        case .identifier(let identifier, let generics) where generics.isEmpty && !identifier.name.hasPrefix("$"):
            name = identifier
            projection = Expr(id: value.id, range: value.range,
                              kind: .identifier(Identifier("$" + identifier.name, range: identifier.range), genericArguments: []))
        case .member(let base, let identifier, let generics) where generics.isEmpty && isSelf(base):
            name = identifier
            projection = Expr(id: value.id, range: value.range,
                              kind: .member(base: base, name: Identifier("$" + identifier.name, range: identifier.range),
                                            genericArguments: []))
        default:
            return false
        }
        let probe = Checker(probing: self)
        let projected = probe.expression(projection, expected: nil).type
        guard !hasError(projected), !probe.diagnostics.contains(where: { $0.severity == .error }),
              converts(projected, to: target) else { return false }
        error("cannot convert value '\(name.name)' of type '\(typed)' to expected type '\(target)', use wrapper instead",
              name.range.startOnly)
        return true
    }

    /// Whether `base` is `self`.
    private func isSelf(_ base: Expr) -> Bool {
        if case .identifier(let name, _) = base.kind { return name.name == "self" }
        return false
    }
}
