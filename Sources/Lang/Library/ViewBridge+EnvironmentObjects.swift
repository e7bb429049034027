import Canvas

extension ViewBridge {
    /// A view that puts something in the environment of the views inside: `.environmentObject(_:)`
    /// (an object its views' `@EnvironmentObject` properties read) or a chart modifier (a setting
    /// the charts inside apply). The content is drawn with it entered, so that their bodies see
    /// it while they are made, and it is taken out again after.
    func environmentView(_ value: Value, decl: NominalDecl, _ fields: [Value], depth: Int) throws -> Canvas.View {
        _ = try invoke("_enter()", on: value, decl: decl, arguments: [])
        defer { _ = try? invoke("_leave()", on: value, decl: decl, arguments: []) }
        return try view(field(fields, 0), depth: depth + 1)
    }
}
