/// A bare `value.name` where the type declares both a property and a method of that base name
/// (`var length: CGFloat` beside `func length(to:) -> CGFloat`).
extension Checker {
    /// Whether `value.name` reads the property rather than the method: swiftc takes the property
    /// unless the context wants a function the method is and the property's value is not
    /// (`let f: (CGFloat) -> CGFloat = path.length` is the method).
    func propertyHidesMethod(_ table: TypeMembers, _ name: String, method: FunctionSymbol, expected: SwiftType?) -> Bool {
        let propertyType: SwiftType
        if let computed = table.computed[name] {
            propertyType = computed.type
        } else if table.fields[name] != nil {
            propertyType = .error
        } else {
            return false
        }
        guard let wanted = expected, case .function = wanted else { return true }
        if propertyType != .error, converts(propertyType, to: wanted) { return true }
        return !converts(.function(method.type), to: wanted)
    }
}
