import Canvas
import Geometry

extension ViewBridge {
    /// A program's `Layout` with its subviews: Canvas calls the layout's `sizeThatFits` and
    /// `placeSubviews` as it lays the figure out, each given the subviews as `LayoutSubview`s of
    /// one call (`CustomLayoutCalls`).
    func customLayout(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let layout = try field(fields, 0).unboxed
        guard let (decl, _) = structure(layout) else { throw failure("malformed Layout") }
        let children = try viewList(field(fields, 1), depth: depth)
        guard let subviewDecl = types.declarations["LayoutSubview"], let proposalDecl = types.declarations["ProposedViewSize"] else {
            throw failure("the library has no LayoutSubview")
        }
        let bridge = self
        func proposalValue(_ proposal: ProposedSize) -> Value {
            .structValue(proposalDecl, [proposal.width.map { .double($0) } ?? .null, proposal.height.map { .double($0) } ?? .null])
        }
        /// Runs `selector` on the layout with the subviews of a new call; the call's placements.
        func run(_ selector: String, _ leading: [Value], traits: [SubviewTraits], measure: @escaping CustomLayoutContent.Measure)
            throws -> (Value, [Int: SubviewPlacement]) {
            let calls = bridge.interpreter.customLayouts
            let id = calls.begin(subviews: traits, measure: measure)
            let subviews = Value.array(traits.indices.map { .structValue(subviewDecl, [.int(id), .int($0)]) })
            let result: Value?
            do {
                result = try bridge.invoke(selector, on: layout, decl: decl, arguments: leading + [subviews, .void])
            } catch {
                _ = calls.end(id)
                throw error
            }
            let placements = calls.end(id)
            guard let result else { throw bridge.failure("'\(decl.name)' has no \(selector)") }
            return (result, placements)
        }
        let content = CustomLayoutContent(
            sizeThatFits: { proposal, traits, measure in
                let (size, _) = try run("sizeThatFits(proposal:subviews:cache:)", [proposalValue(proposal)], traits: traits, measure: measure)
                return try bridge.types.size(size, line: bridge.line)
            },
            placeSubviews: { bounds, proposal, traits, measure in
                try run("placeSubviews(in:proposal:subviews:cache:)", [bridge.types.value(bounds), proposalValue(proposal)],
                        traits: traits, measure: measure).1
            })
        return .surface(.customLayout(content, children: children))
    }
}
