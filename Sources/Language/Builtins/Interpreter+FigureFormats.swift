import Canvas

/// `Canvas.formats`: the formats each figure is sent in (`[.svg, .png]` unless set), as
/// matplotlib's `InlineBackend.figure_formats`.
extension Interpreter {
    /// The formats as the array a cell reads back: `[.svg, .png]`.
    func formatsValue(_ formats: [FigureFormat]) -> Value {
        .array(formats.map { .symbol($0.rawValue) })
    }

    /// The formats an assigned value lists, in order, each once.
    /// - Throws: for a value that is not an array of `.png`, `.svg` and `.pdf`, or an empty one.
    func requireFormats(_ value: Value) throws -> [FigureFormat] {
        guard case .array(let items) = value else {
            throw fail("Canvas.formats must be an array of formats such as [.svg, .png], got \(describe(value))")
        }
        var formats: [FigureFormat] = []
        for item in items {
            var symbol = item
            if case .implicit(let member) = item { symbol = try resolveImplicit(member, as: "FigureFormat") }
            guard case .symbol(let name) = symbol, let format = FigureFormat(rawValue: name) else {
                throw fail("Canvas.formats lists .png, .svg and .pdf, not \(describe(item))")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw fail("Canvas.formats needs at least one format, such as [.svg, .png]") }
        return formats
    }
}
