/// SwiftUI's `\(value, specifier: "%.1f")` in a `LocalizedStringKey` string literal (what
/// `Text("…")` takes): the number formatted as `String(format:)` formats it.
/// Elsewhere (`print("\(x, specifier: …)")`) it is swiftc's error, as in Swift.
extension Checker {
    /// Whether `decl` is the library's `Text` (a program may declare its own `Text`).
    func isLibraryText(_ decl: NominalDecl) -> Bool {
        decl.name == "Text" && decl.parent == nil && decl.storedProperties.first?.name == "_string"
    }

    /// The interpolated `value` formatted by the `specifier` string.
    func specifierInterpolation(_ value: Argument, _ specifier: Argument, line: Int) -> Expression {
        let number = expression(value.value, expected: nil)
        if !number.type.isNumeric, number.type != .error {
            error("instance method 'appendInterpolation(_:specifier:)' requires that '\(number.type)' conform to '_FormatSpecifiable'",
                  value.value.range)
        }
        let format = coerce(expression(specifier.value, expected: .string), to: .string, at: caret(specifier.value), role: .argument)
        return BuiltinCall(arguments: [format, number.node], line: line) { values, _, line in
            .string(try Checker.formatted(values[0].stringValue ?? "", [values[1].unboxed], what: "specifier:", line: line))
        }
    }
}
