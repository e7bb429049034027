import Canvas

extension ViewBridge {
    /// A `ProgressView` (its `value`, `total` and optional labels) in the enclosing
    /// `.progressViewStyle`: nil without one or with `.linear`/`.automatic` (the bar Canvas draws),
    /// a spinner for `.circular` (as iOS draws it), or a style of your own's `makeBody(configuration:)`.
    func styledProgress(value: Double?, total: Double, label: Value?, currentValueLabel: Value? = nil,
                        depth: Int) throws -> Canvas.View? {
        guard let style = styles[.progressView], let (decl, fields) = structure(style) else { return nil }
        var plain = self
        plain.styles[.progressView] = nil
        if types.libraryName(of: decl) == "_BuiltinProgressViewStyle" {
            guard try enumCase(field(fields, 0)).0 == "circular" else { return nil }
            return .surface(.control(.progress(value: nil, total: 1, label: try label.map { try plain.label($0, depth: depth) })))
        }
        guard let configuration = types.declarations["ProgressViewStyleConfiguration"],
              let content = types.declarations["_ViewModifierContent"] else { return nil }
        // Foundation's fractionCompleted: value over total, nil for an indeterminate progress.
        let fraction: Value = value.map { total > 0 ? .double(min(max($0 / total, 0), 1)) : .double(0) } ?? .null
        let labelValue: Value = label.map { .structValue(content, [$0]) } ?? .null
        let currentValue: Value = currentValueLabel.map { .structValue(content, [$0]) } ?? .null
        guard let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
            .structValue(configuration, [fraction, labelValue, currentValue]),
        ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
        return try plain.view(body, depth: depth + 1)
    }
}
