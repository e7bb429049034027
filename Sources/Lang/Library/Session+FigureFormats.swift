import Canvas

extension Lang.Session {
    /// The formats each figure is sent in: `Canvas.formats` as the cells left it, each once, in
    /// order; the library's default (SVG and PNG) when the library is missing.
    ///
    /// - Throws: `RuntimeError` when a cell emptied it.
    public func figureFormats() throws -> [FigureFormat] {
        guard let (slot, decl) = formatsSlot(), case .array(let items) = try globals.value(slot, line: 0) else {
            return FigureFormat.defaults
        }
        var formats: [FigureFormat] = []
        for item in items {
            guard case .enumValue(_, let index, _) = item.unboxed, index < decl.cases.count,
                  let format = FigureFormat(rawValue: decl.cases[index].name) else { continue }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw RuntimeError("Canvas.formats needs at least one format, such as [.svg, .png]", line: 0) }
        return formats
    }

    /// Sets `Canvas.formats` (a kernel's `SHAPEBOOK_FORMATS`, before the first cell).
    public func setFigureFormats(_ formats: [FigureFormat]) {
        guard let (slot, decl) = formatsSlot() else { return }
        let items = formats.compactMap { format in
            decl.cases.firstIndex { $0.name == format.rawValue }.map { Value.enumValue(decl, $0, []) }
        }
        try? globals.store(.array(items), slot, line: 0)
    }

    /// The global slot of `Canvas.formats` and the `FigureFormat` declaration.
    private func formatsSlot() -> (Int, NominalDecl)? {
        guard let types = libraryTypes, let canvas = types.declarations["Canvas"],
              let format = types.declarations["FigureFormat"],
              let slot = environment.members(of: canvas).staticVariables["formats"]?.slot else { return nil }
        return (slot, format)
    }
}
