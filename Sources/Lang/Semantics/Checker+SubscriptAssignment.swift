/// swiftc's words for a value that does not fit the subscript it is assigned through.
extension Checker {
    /// Rewords the mismatch just reported at `range` for `base[…] = value`: swiftc says
    /// "cannot assign value of type 'Double' to subscript of type 'Int'", naming a dictionary's
    /// value type (its subscript is optional only so that assigning nil removes the entry).
    func rewordSubscriptAssignment(at range: SourceRange, target: Place, type: SwiftType) {
        let generic = " to type '\(type)'"
        guard let index = diagnostics.indices.last, diagnostics[index].range == range,
              diagnostics[index].message.hasPrefix("cannot assign value of type '"),
              diagnostics[index].message.hasSuffix(generic) else { return }
        var shown = type
        if let entry = target as? DictionaryEntryPlace, entry.defaultValue == nil, case .optional(let value) = type {
            shown = value
        }
        diagnostics[index].message = String(diagnostics[index].message.dropLast(generic.count)) + " to subscript of type '\(shown)'"
    }
}
