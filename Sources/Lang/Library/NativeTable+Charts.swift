extension NativeTable {
    /// Swift Charts: the `body` of a program's own `ChartContent` type, which the prelude's
    /// chart reads to find the marks inside it.
    static let charts: [String: NativeFunction] = [
        "Charts.body": { call in
            let content = try call.argument(0)
            guard let decl = content.nominalDecl,
                  let function = call.interpreter.environment.dispatch("get:body", on: decl) else {
                return call.arguments.count > 1 ? call.arguments[1] : .void
            }
            return try call.interpreter.invoke(function.code, captured: nil, arguments: [], selfValue: content, line: call.line).0
        },
    ]
}
