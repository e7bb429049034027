/// A compact S-expression of a syntax tree with ranges, for golden tests and debugging:
/// `(binary + 1:1-1:6 (integer 1:1-1:2 1) (identifier 1:5-1:6 b))`.
///
/// Ranges print as `line:column-line:column`; names and literal text print as written.
public struct SyntaxDump {
    private var output = ""

    /// The dump of a whole cell, one top-level statement per line.
    public static func dump(_ file: SourceFile) -> String {
        file.statements.map { dump($0) }.joined(separator: "\n")
    }

    public static func dump(_ stmt: Stmt) -> String { render { $0.stmt(stmt) } }
    public static func dump(_ expr: Expr) -> String { render { $0.expr(expr) } }
    public static func dump(_ decl: Decl) -> String { render { $0.decl(decl) } }
    public static func dump(_ type: TypeExpr) -> String { render { $0.type(type) } }
    public static func dump(_ pattern: Pattern) -> String { render { $0.pattern(pattern) } }

    private static func render(_ body: (inout SyntaxDump) -> Void) -> String {
        var dumper = SyntaxDump()
        body(&dumper)
        return dumper.output
    }

    // MARK: - Building

    mutating func open(_ head: String, _ range: SourceRange?) {
        if !output.isEmpty, output.last != "(" { output += " " }
        output += "(" + head
        if let range { output += " \(range)" }
    }

    mutating func close() { output += ")" }

    mutating func word(_ text: String) {
        output += " " + text
    }

    mutating func node(_ head: String, _ range: SourceRange?, _ body: (inout SyntaxDump) -> Void = { _ in }) {
        open(head, range)
        body(&self)
        close()
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(c)
            }
        }
        return result + "\""
    }

    mutating func arguments(_ list: [Argument], head: String = "args") {
        guard !list.isEmpty else { return }
        node(head, nil) { d in
            for argument in list {
                if let label = argument.label {
                    d.word(label.name + ":")
                }
                d.expr(argument.value)
            }
        }
    }

    mutating func attributes(_ list: [Attribute]) {
        for attribute in list {
            node("@" + attribute.name.name, attribute.range) { d in
                if let arguments = attribute.arguments {
                    d.arguments(arguments)
                } else if let text = attribute.argumentText {
                    d.word(Self.quoted(text))
                }
            }
        }
    }

    mutating func types(_ list: [TypeExpr], head: String) {
        guard !list.isEmpty else { return }
        node(head, nil) { d in
            for t in list { d.type(t) }
        }
    }

    mutating func block(_ block: CodeBlock, head: String = "block") {
        node(head, block.range) { d in
            for s in block.statements { d.stmt(s) }
        }
    }

    mutating func effects(_ effects: Effects) {
        if effects.isAsync { word("async") }
        switch effects.throwing {
        case .none: break
        case .throwing(let type):
            word("throws")
            if let type { self.type(type) }
        case .rethrowing: word("rethrows")
        }
    }
}
