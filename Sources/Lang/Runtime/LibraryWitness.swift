/// A builtin value (an Int, a String, an array, …) reached through a generic parameter or an
/// existential of a program's protocol (`extension Array: Container {}`, `extension Int: P { … }`):
/// the requirement is met by the program's extension of the builtin type, by a default of the
/// protocol's extension, or by the standard library's own member of that name (Array's
/// `count`, `append(_:)`, `subscript(_:)`), looked up here at run time.
enum LibraryWitness {
    /// The extension-table key of `value`'s builtin type (Environment.builtinKey), or nil for
    /// a program's type.
    static func key(of value: Value) -> String? {
        switch value {
        case .boxed(_, let type): return type.nominalDecl == nil ? Environment.builtinKey(type) : nil
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .substring: return "Substring"
        case .character: return "Character"
        case .array: return "Array"
        case .slice: return "ArraySlice"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        // Only an optional is nil, or present holding an optional's nil: `w.describe()` on the
        // `Wrapped` of an `Int??` holding `.some(nil)` is Optional's member.
        case .null, .some: return "Optional"
        default: return nil
        }
    }

    /// The method (or subscript getter, or property getter `get:name`) with `selector` that
    /// meets a requirement on the builtin `value`: the program's extension's, else a protocol
    /// default; nil when neither gives one.
    static func programMember(_ selector: String, of value: Value, _ environment: Environment) -> FunctionSymbol? {
        guard let key = key(of: value) else { return nil }
        let table = environment.builtinMembers[key]
        if let found = table?.bySelector[selector] { return found }
        if selector.hasPrefix("get:"), let getter = table?.getterByName[String(selector.dropFirst(4))] { return getter }
        return environment.protocolDefault(selector, among: environment.conformances.additions.toBuiltins[key] ?? [])
    }

    /// The member with `selector` of an optional boxed as one (an `Int?` passed as a `T: P` or an
    /// `any P`), where the program makes Optional conform (`extension Optional: P where Wrapped:
    /// P`): the box says Optional, though the value inside is held as its payload (or `.null`).
    static func optionalMember(_ selector: String, of value: Value, _ environment: Environment) -> FunctionSymbol? {
        guard case .boxed(_, .optional) = value else { return nil }
        return programMember(selector, of: value, environment)
    }

    /// What the extension's `Wrapped` stands for while an optional's member `method` runs on
    /// `receiver`, an optional boxed with its type: the box's payload type (`Int?` for an
    /// `Int??`), which the flattened value cannot tell (`.some(.some(3))` is held as 3), so
    /// that the member's `wrapped.describe()` reaches Optional's member again, as swiftc's does.
    /// nil when the body does not need it.
    static func optionalWitnesses(of method: FunctionSymbol, receiver: Value) -> [TypeParameter: SwiftType]? {
        guard case .boxed(_, .optional(let wrapped)) = receiver, case .optional(.generic(let parameter))? = method.builtinSelf,
              parameter.isWitnessed else { return nil }
        return [parameter.witnessKey: wrapped]
    }

    /// The standard library's property `name` of a builtin value, or nil.
    static func property(_ name: String, of value: Value) -> Value? {
        let elements: [Value]
        switch value.unboxed {
        case .string(let text):
            if name == "count" { return .int(text.count) }
            if name == "isEmpty" { return .bool(text.isEmpty) }
            return nil
        case .array(let items), .slice(let items, _): elements = items
        case .dictionary(let box):
            if name == "count" { return .int(box.contents.count) }
            if name == "isEmpty" { return .bool(box.contents.isEmpty) }
            return nil
        case .set(let box):
            if name == "count" { return .int(box.contents.count) }
            if name == "isEmpty" { return .bool(box.contents.isEmpty) }
            return nil
        default: return nil
        }
        switch name {
        case "count": return .int(elements.count)
        case "isEmpty": return .bool(elements.isEmpty)
        case "first": return elements.first.map(Value.wrapping) ?? .null
        case "last": return elements.last.map(Value.wrapping) ?? .null
        default: return nil
        }
    }

    /// The standard library's method `selector` called on a builtin value: its result and, for a
    /// mutating one, the changed value; nil when it has none of that selector.
    static func call(_ selector: String, on value: Value, arguments: [Value], line: Int) throws -> (result: Value, updated: Value?)? {
        if let result = try strideCall(selector, on: value, arguments: arguments, line: line) { return (result, nil) }
        switch (value.unboxed, selector, arguments.count) {
        case (.array(var items), "append(_:)", 1):
            items.append(arguments[0])
            return (.void, .array(items))
        case (.array(let items), "subscript(_:)", 1), (.slice(let items, _), "subscript(_:)", 1):
            guard case .int(var index) = arguments[0] else { return nil }
            if case .slice(_, let start) = value.unboxed { index -= start }
            guard index >= 0, index < items.count else { throw RuntimeError("Index out of range", line: line) }
            return (items[index], nil)
        case (.dictionary(let box), "subscript(_:)", 1):
            return (box.contents[arguments[0]].map(Value.wrapping) ?? .null, nil)
        default:
            return nil
        }
    }
}
