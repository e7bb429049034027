import Canvas

extension ViewBridge {
    /// `.environmentObject(_:)`: the content drawn with the object in the environment that its
    /// views' `@EnvironmentObject` properties read while their bodies are made, taken out again after.
    func environmentObjectView(_ value: Value, decl: NominalDecl, _ fields: [Value], depth: Int) throws -> Canvas.View {
        _ = try invoke("_enter()", on: value, decl: decl, arguments: [])
        defer { _ = try? invoke("_leave()", on: value, decl: decl, arguments: []) }
        return try view(field(fields, 0), depth: depth + 1)
    }
}
