/// `#line`, `#column`, `#function`, `#file`, `#fileID` and `#filePath`: literals of where they
/// are written, or, as a parameter's default, of the call that leaves the argument out (Swift's
/// rule, which logging helpers rely on: `func log(_ m: String, line: Int = #line)` gets its
/// caller's line).
extension Checker {
    /// The literal a magic identifier stands for, typed by `expected` as a literal of its kind
    /// is (`line: UInt = #line`, `file: StaticString = #file`). At a call's defaulted argument
    /// it is the call's: its line and column are where its arguments begin, its function the
    /// caller's.
    func magicIdentifier(_ name: String, id: NodeID, expected: SwiftType?, range: SourceRange) -> Typed {
        let location = magicCallSite ?? range.start
        let kind: ExprKind
        switch name {
        case "line": kind = .integerLiteral(String(location.line))
        case "column": kind = .integerLiteral(String(location.column))
        case "function": kind = .stringLiteral(StringLiteral(segments: [.text(magicFunctionName)], isMultiline: false,
                                                             rawDelimiterCount: 0))
        case "fileID": kind = .stringLiteral(StringLiteral(segments: [.text("main/main.swift")], isMultiline: false,
                                                           rawDelimiterCount: 0))
        case "file", "filePath": kind = .stringLiteral(StringLiteral(segments: [.text("main.swift")], isMultiline: false,
                                                                     rawDelimiterCount: 0))
        default:
            unsupported("#\(name)", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return expression(Expr(id: id, range: range, kind: kind), expected: expected)
    }

    /// What `#function` gives here: the innermost named function's name as Swift spells it
    /// (`f(_:label:)`, `init()`, a property's name in its accessors), the module's (`main`) at the
    /// top level; a closure gives the function it is written in.
    private var magicFunctionName: String {
        var current: FunctionContext? = context
        var hops = 0
        while let function = current, hops < 10_000 {
            if let name = function.magicName { return name }
            current = function.parent
            hops += 1
        }
        return "main"
    }

    /// `symbol`'s name as `#function` spells it inside its body.
    static func magicName(of symbol: FunctionSymbol) -> String {
        let labels = { (labels: ArraySlice<String?>) in labels.map { ($0 ?? "_") + ":" }.joined() }
        for prefix in ["get:", "set:", "willSet:", "didSet:"] where symbol.name.hasPrefix(prefix) {
            return String(symbol.name.dropFirst(prefix.count))
        }
        switch symbol.name {
        case "deinit": return "deinit"
        // A subscript's parameters have no argument labels unless written twice; its setter's
        // last parameter is `newValue`.
        case "subscript": return "subscript(\(labels(symbol.labels[...])))"
        case "subscript(set)": return "subscript(\(labels(symbol.labels.dropLast())))"
        default: return "\(symbol.name)(\(labels(symbol.labels[...])))"
        }
    }

    /// A parameter's default as the call at `line` uses it: a magic identifier's literal of the
    /// call (the place its arguments begin, `start`), any other default as declared.
    func defaultArgument(_ parameter: ParameterSpec, type: SwiftType, start: SourceLocation, line: Int) -> Expression {
        guard let node = parameter.defaultValue else { return Constant(.void, line: line) }
        guard let syntax = (node as? DefaultValue)?.magicSyntax else { return placedDefault(node, line: line) }
        let saved = magicCallSite
        magicCallSite = argumentListStart ?? start
        defer { magicCallSite = saved }
        return coerce(expression(syntax, expected: type), to: type, at: caret(syntax), role: .argument)
    }

    /// Runs `body`, a call or subscript whose arguments begin at the first `openers` character
    /// after `location` (`(` or `{` of a trailing closure; `[`), with that place as the one its
    /// defaulted magic identifiers name.
    func withArgumentList<T>(after location: SourceLocation, openers: [Unicode.Scalar], _ body: () -> T) -> T {
        let saved = argumentListStart
        argumentListStart = openers.lazy.compactMap { self.point(at: $0, after: location)?.start }.first
        defer { argumentListStart = saved }
        return body()
    }
}
