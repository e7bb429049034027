extension ViewBridge {
    /// A program's shape as a figure's description names it: its type and those stored properties
    /// that hold a number, a Boolean or a string, as Swift prints them in a value's description
    /// (`RegularPolygonShape(sides: 5)`, `Wave(amplitude: 10.0)`, `BannerShape()`); arrays,
    /// points and other values are left out, so the name stays one short line.
    func shapeName(_ decl: NominalDecl, _ fields: [Value]) -> String {
        let parts = zip(decl.storedProperties, fields).compactMap { property, field -> String? in
            switch field.unboxed {
            case .int, .double, .float, .bool, .string:
                guard let text = try? interpreter.printer.debugDescription(of: field.unboxed, as: property.type) else { return nil }
                return property.name + ": " + text
            default:
                return nil
            }
        }
        return decl.name + "(" + parts.joined(separator: ", ") + ")"
    }
}
