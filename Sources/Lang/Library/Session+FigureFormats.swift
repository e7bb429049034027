import Canvas

extension Lang.Session {
    /// `Canvas.formats` as the cells last set it, each format once, in order; the defaults
    /// (SVG and PNG) when it is empty or unreadable. Setting it sets the program's
    /// `Canvas.formats` (a kernel's `SHAPEBOOK_FORMATS`, before the first cell).
    public var figureFormats: [FigureFormat] {
        get {
            guard let (decl, slot) = formatsStorage(), case .array(let items)? = try? globals.value(slot, line: 0) else {
                return FigureFormat.defaults
            }
            var formats: [FigureFormat] = []
            for item in items {
                guard case .enumValue(let itemDecl, let index, _) = item.unboxed, itemDecl === decl, decl.cases.indices.contains(index),
                      let format = FigureFormat(rawValue: decl.cases[index].name) else { continue }
                if !formats.contains(format) { formats.append(format) }
            }
            return formats.isEmpty ? FigureFormat.defaults : formats
        }
        set {
            guard let (decl, slot) = formatsStorage() else { return }
            globals.put(.array(newValue.compactMap { format in decl.caseIndex(format.rawValue).map { .enumValue(decl, $0, []) } }), slot)
        }
    }

    /// The prelude's `FigureFormat` and the global slot of `Canvas.formats`.
    private func formatsStorage() -> (NominalDecl, Int)? {
        guard let types = libraryTypes, let canvas = types.declarations["Canvas"], let format = types.declarations["FigureFormat"],
              let slot = environment.members(of: canvas).staticVariables["formats"]?.slot else { return nil }
        return (format, slot)
    }
}
