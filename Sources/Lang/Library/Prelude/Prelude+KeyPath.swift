extension Prelude {
    /// The standard library's key paths, from the most general to the most capable, as Swift's
    /// class hierarchy orders them: `AnyKeyPath`, `PartialKeyPath<Root>`, `KeyPath<Root, Value>`,
    /// `WritableKeyPath<Root, Value>`, `ReferenceWritableKeyPath<Root, Value>`. Each holds its
    /// getter and its text first, so a value converts to a more general one as it is
    /// (Semantics/Checker+KeyPathHierarchy.swift).
    static let keyPath = #"""
    /// Any key path, its root and value types known only at run time: `value[keyPath: path]`
    /// gives an `Any?`, nil when `value` is not of the path's root type. It prints as Swift
    /// prints it (`\Point.x`).
    struct AnyKeyPath: CustomDebugStringConvertible {
        var _get: Any
        var _text: String
        var debugDescription: String { _text }
    }

    /// A key path from a `Root` to a value whose type is known only at run time:
    /// `value[keyPath: path]` gives an `Any` (`[PartialKeyPath<Point>] = [\.x, \.name]`).
    struct PartialKeyPath<Root>: CustomDebugStringConvertible {
        var _get: Any
        var _text: String
        var debugDescription: String { _text }
    }

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

    /// A key path whose last settable step is a class's property (`\Node.value` with `var
    /// value`): written through a reference, so `node[keyPath: path] = newValue` needs no `var`.
    struct ReferenceWritableKeyPath<Root, Value>: CustomDebugStringConvertible {
        var _get: (Root) -> Value
        var _text: String
        var _set: (Root, Value) -> Root
        var debugDescription: String { _text }
    }
    """#
}
