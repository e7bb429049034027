extension NativeTable {
    /// Whether a canvas symbol's tag is the id `resolveSymbol(id:)` looks for: equal values of
    /// the same type (a tag `1` is not the id `"1"`), as SwiftUI compares tags.
    static let canvasSymbols: [String: NativeFunction] = [
        "GraphicsContext.tagMatches": { call in
            .bool(try call.argument(0) == call.argument(1))
        },
    ]
}
