extension Prelude {
    /// The checks library initialisers make of their arguments, so that a value no figure can
    /// show (a NaN colour component) stops the cell where it is made, saying which argument and why.
    static let validation = #"""
    /// Stops the cell unless every value is finite: `'red' must be a finite number, got nan`.
    @_native("require.finite") func _requireFinite(_ values: [Double], named names: [String])
    """#
}
