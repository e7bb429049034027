extension NativeTable {
    /// Preferences (`Prelude+Preferences.swift`): a value views passed up, read back as its key's.
    static let preferences: [String: NativeFunction] = [
        // The entries hold values of several keys as `Any`; a value is read back as its own key's
        // value type, which the checker gave the call (a cast to `K.Value` is not made at run time).
        "PreferenceKey.value": unboxedSecondArgument,
        // An anchor's value, held as `Any`, read back as the anchor's value type.
        "Anchor.value": unboxedSecondArgument,
    ]

    /// The call's second argument out of its `Any` box.
    private static let unboxedSecondArgument: NativeFunction = { call in
        let value = try call.argument(1)
        if case .boxed(let inner, _) = value.unboxed { return inner }
        return value
    }
}
