extension Prelude {
    /// The standard library's `KeyPath`: `\Point.x` as a value, read by `value[keyPath:]`.
    static let keyPath = #"""
    /// A path from a value of type `Root` to one of type `Value` (`\Point.x`, `\.name.count`):
    /// read with `value[keyPath: path]`; a key path literal where a function is expected is that
    /// function (`points.map(\.x)`). It prints as Swift prints it (`\Point.x`).
    struct KeyPath<Root, Value>: CustomDebugStringConvertible {
        var _get: (Root) -> Value
        var _text: String
        var debugDescription: String { _text }
    }

    /// A key path through settable properties of value types (`\Point.x` with `var x`): read as
    /// a `KeyPath` (it converts to one) and written with `value[keyPath: path] = newValue`. It
    /// prints as Swift prints it.
    struct WritableKeyPath<Root, Value>: CustomDebugStringConvertible {
        var _get: (Root) -> Value
        var _text: String
        var _set: (Root, Value) -> Root
        var debugDescription: String { _text }
    }
    """#
}
