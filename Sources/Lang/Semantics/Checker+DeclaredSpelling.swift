/// How swiftc spells a type in a diagnostic: as the declaration that gave it writes it. A
/// standard generic type named with its arguments (`Array<String>`, `Dictionary<String, Int>`,
/// `Optional<Int>`) keeps that spelling where Lang prints the sugar (`[String]`), both for a
/// variable declared so and for the value of an initialiser Array declares `Array<Element>`
/// (`Array(names)`, `[String](names)`, `Array(repeating: 0, count: 3)`).
extension Checker {
    /// The quoted spelling of `type`, resolved from `written`, when it differs from how the type
    /// prints; nil when the written form is the sugar (or the type its own name).
    static func declaredSpelling(_ written: TypeExpr, _ type: SwiftType) -> String? {
        let spelled = spelling(written, type, depth: 0)
        return spelled == "\(type)" ? nil : "'\(spelled)'"
    }

    /// `type` written as `written` writes it, down to where the two part ways.
    private static func spelling(_ written: TypeExpr, _ type: SwiftType, depth: Int) -> String {
        guard depth < 16 else { return "\(type)" }
        switch (written.kind, type) {
        case (.named(let components), _) where components.count == 1:
            let arguments = components[0].genericArguments
            let typeArguments: [SwiftType]
            switch (components[0].name.name, type) {
            case ("Array", .array(let element)): typeArguments = [element]
            case ("Dictionary", .dictionary(let key, let value)): typeArguments = [key, value]
            case ("Optional", .optional(let wrapped)): typeArguments = [wrapped]
            default: return "\(type)"
            }
            guard arguments.count == typeArguments.count else { return "\(type)" }
            let inner = zip(arguments, typeArguments).map { spelling($0, $1, depth: depth + 1) }
            return "\(components[0].name.name)<\(inner.joined(separator: ", "))>"
        case (.array(let element), .array(let elementType)):
            return "[\(spelling(element, elementType, depth: depth + 1))]"
        case (.dictionary(let key, let value), .dictionary(let keyType, let valueType)):
            return "[\(spelling(key, keyType, depth: depth + 1)) : \(spelling(value, valueType, depth: depth + 1))]"
        default:
            return "\(type)"
        }
    }

    /// Records that `made`, the value of an Array initialiser called with arguments, is spelled
    /// 'Array<Element>' as the initialiser declares its result.
    func spellArrayInitializerResult(_ made: Typed, arguments: [Argument]) {
        guard !arguments.isEmpty, case .array(let element) = made.type else { return }
        spelledTypes[HeldIdentity(made.node)] = "'Array<\(element)>'"
    }
}
