import Canvas

extension NativeTable {
    /// How a Material prints (as the colour it paints) and the code Foundation gives an error.
    static let descriptions: [String: NativeFunction] = [
        // Foundation's code of an error of your own: an enum case's tag, 1 for another type.
        // Swift numbers the cases with associated values first, then the others, each group in
        // the order they are declared (`case a, b(Int)`: `b` is 0, `a` is 1).
        "Error.code": { call in
            var error = try call.argument(0)
            while case .boxed(let inner, _) = error { error = inner }
            guard case .enumValue(let decl, let index, _) = error, index < decl.cases.count else { return .int(1) }
            let hasPayload = { (position: Int) in !decl.cases[position].associatedValues.isEmpty }
            let payloadCases = decl.cases.indices.filter(hasPayload).count
            let before = decl.cases.indices.prefix(index).filter { hasPayload($0) == hasPayload(index) }.count
            return .int(hasPayload(index) ? before : payloadCases + before)
        },
        "Material.description": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            // A material prints as its tint (what it paints over what lies behind it).
            guard case .material(let rgba, _, _)? = try bridge.style(call.selfValue) else { return .string("Material") }
            return .string(description(of: rgba))
        },
    ]
}
