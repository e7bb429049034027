import Canvas

extension ViewBridge {
    /// A view that puts something in the environment of the views inside: `.environmentObject(_:)`
    /// (an object its views' `@EnvironmentObject` properties read), a chart modifier (a setting
    /// the charts inside apply) or `.preferredColorScheme(_:)` (a preference its entering records
    /// for the presentation, ViewBridge+Presentation). The content is drawn with it entered, so that their bodies see
    /// it while they are made, and it is taken out again after.
    func environmentView(_ value: Value, decl: NominalDecl, _ fields: [Value], depth: Int) throws -> Canvas.View {
        _ = try invoke("_enter()", on: value, decl: decl, arguments: [])
        defer { _ = try? invoke("_leave()", on: value, decl: decl, arguments: []) }
        return try view(field(fields, 0), depth: depth + 1)
    }
}

extension ViewBridge {
    /// A `_RedactionView`: its content, made with the environment's redaction reasons written
    /// (as `environmentView`), marked for Canvas as drawn as a placeholder or as itself again.
    func redactionView(_ value: Value, decl: NominalDecl, _ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try environmentView(value, decl: decl, fields, depth: depth)
        if try bool(field(fields, 1)) { return content.surfaceModifier(.redacted(true)) }
        if try bool(field(fields, 2)) { return content.surfaceModifier(.redacted(false)) }
        return content
    }
}
