// An HTML-like DSL built by a result builder: buildExpression turns strings into nodes,
// buildOptional, buildEither and buildArray build `if`, `if let`, `if`/`else` and `for`-`in`,
// and a function marked with the builder is built too.
struct Node {
    var text: String
}
@resultBuilder enum HTML {
    typealias Component = [Node]
    static func buildExpression(_ text: String) -> Component { [Node(text: text)] }
    static func buildExpression(_ node: Node) -> Component { [node] }
    static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
    static func buildOptional(_ part: Component?) -> Component { part ?? [] }
    static func buildEither(first: Component) -> Component { first }
    static func buildEither(second: Component) -> Component { second }
    static func buildArray(_ parts: [Component]) -> Component { parts.flatMap { $0 } }
}
func tag(_ name: String, @HTML _ body: () -> [Node]) -> Node {
    Node(text: "<\(name)>" + body().map(\.text).joined() + "</\(name)>")
}
let items = ["tea", "milk"]
let title: String? = "Menu"
let compact = false
@HTML func page() -> [Node] {
    if let title {
        tag("h1") { title }
    }
    tag("ul") {
        for item in items {
            tag("li") { item }
        }
    }
    if compact {
        "short"
    } else {
        tag("p") { "long"; "er" }
    }
}
for node in page() { print(node.text) }

// expect: <h1>Menu</h1>
// expect: <ul><li>tea</li><li>milk</li></ul>
// expect: <p>longer</p>
