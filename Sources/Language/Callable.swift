/// Something that can be called: a user function, a closure, or a builtin bound to its receiver.
final class Callable {
    enum Kind {
        case function(FunctionDecl, captured: Environment)
        case closure(ClosureExpr, captured: Environment)
        case builtin(Builtin, receiver: Value?)
        /// A user method bound to the struct value it was read from (`shape.path`).
        case method(FunctionDecl, receiver: Value, type: StructType?)
    }

    let kind: Kind
    /// The source text of the cell that declared it (errors inside it point there).
    let source: SourceText?

    init(_ kind: Kind, source: SourceText?) {
        self.kind = kind
        self.source = source
    }

    var name: String {
        switch kind {
        case .function(let decl, _), .method(let decl, _, _): return decl.name
        case .closure: return "closure"
        case .builtin(let builtin, _): return builtin.name
        }
    }
}

/// A cell's source, shared by everything declared in it.
final class SourceText: @unchecked Sendable {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func line(_ number: Int) -> String? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}

/// A user-declared struct: its stored properties (in declaration order, for the memberwise
/// initializer), computed properties, methods and static members.
final class StructType {
    let name: String
    var conformances: Set<String>
    var stored: [PropertyDecl] = []
    var computed: [String: PropertyDecl] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    var staticProperties: [String: PropertyDecl] = [:]
    /// Static values once computed (static lets are evaluated once, on first use).
    var staticValues: [String: Value] = [:]
    var initializers: [FunctionDecl] = []
    /// The stored properties declared `@State` or `@Binding`, in declaration order.
    var wrapped: [(name: String, wrapper: PropertyWrapper)] = []
    /// The scope the declaration was made in (globals).
    let scope: Environment
    let source: SourceText?

    init(name: String, conformances: Set<String>, scope: Environment, source: SourceText?) {
        self.name = name
        self.conformances = conformances
        self.scope = scope
        self.source = source
    }

    /// A struct with `path(in:)` is a Shape (whether or not it says so).
    var isShape: Bool { methods["path"] != nil || conformances.contains("Shape") }
    /// A struct with `var body` is a View.
    var isView: Bool { computed["body"] != nil || conformances.contains("View") }

    var storedNames: [String] { stored.map(\.name) }

    /// The property wrapper of the stored property `name`, if it has one.
    func wrapper(of name: String) -> PropertyWrapper? {
        wrapped.first { $0.name == name }?.wrapper
    }

    /// Every member name, for completion and did-you-mean.
    var memberNames: [String] {
        stored.map(\.name) + Array(computed.keys) + Array(methods.keys)
    }
}
