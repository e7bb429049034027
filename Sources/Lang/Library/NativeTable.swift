/// Every native body of the prelude, by the name its `@_native("…")` attribute gives. The
/// entries are grouped by topic in `NativeTable+Topic.swift`; a name missing here is a checker
/// error in the prelude, which `PreludeTests` catches.
enum NativeTable {
    static let functions: [String: NativeFunction] = {
        var table: [String: NativeFunction] = [:]
        for topic in [geometry, paths, shapes, layout, random, animation, pathMeasures, validation, export, output, session, date, colors,
                      descriptions, unicode, customAlignment, canvasSymbols, customLayouts, charts, preferences, objectIdentifier, codable,
                      decimal, superCoding] {
            table.merge(topic) { first, _ in first }
        }
        return table
    }()
}
