extension NativeTable {
    /// Alignments a program declares (`Prelude+CustomAlignment.swift`).
    static let customAlignment: [String: NativeFunction] = [
        "AlignmentID.defaultValue": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            return .double(try bridge.alignmentDefault(call.argument(0), dimensions: call.argument(1)))
        },
    ]
}
