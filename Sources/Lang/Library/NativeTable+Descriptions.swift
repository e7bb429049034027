import Canvas

extension NativeTable {
    /// How a Material prints: as the colour it paints.
    static let descriptions: [String: NativeFunction] = [
        "Material.description": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            guard case .color(let rgba)? = try bridge.style(call.selfValue) else { return .string("Material") }
            return .string(description(of: rgba))
        },
    ]
}
