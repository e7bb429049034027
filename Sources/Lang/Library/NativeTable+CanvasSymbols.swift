import Canvas

extension NativeTable {
    /// What a `Canvas`'s renderer asks while it runs: whether a symbol's tag is the id
    /// `resolveSymbol(id:)` looks for, and how large a resolved text is (`measure(in:)`).
    static let canvasSymbols: [String: NativeFunction] = [
        /// Equal values of the same type (a tag `1` is not the id `"1"`), as SwiftUI compares tags.
        "GraphicsContext.tagMatches": { call in
            .bool(try call.argument(0) == call.argument(1))
        },
        /// The view's size for the offer, in the figure's default environment (body font).
        "View.measure": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            let offer = try call.types.size(call.argument(1), line: call.line)
            guard offer.width >= 0, offer.height >= 0, !offer.width.isNaN, !offer.height.isNaN else {
                throw RuntimeError("a measured size must not be negative or NaN (got \(offer.width)×\(offer.height))", line: call.line)
            }
            let size = try bridge.view(call.argument(0)).sizeThatFits(ProposedSize(offer))
            return call.types.value(size)
        },
    ]
}
