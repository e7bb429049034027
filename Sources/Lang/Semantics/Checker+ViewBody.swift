/// swiftc's verdict on a program's view whose `body` is a plain value (`var body: Int { 1 }`):
/// "type 'Label' does not conform to protocol 'View'", at the type's name.
extension Checker {
    /// Reports `decl` when it conforms to `View` and declares a computed `body` whose type is one
    /// that no SwiftUI version makes a View (numbers, strings, collections, tuples, functions).
    /// A body of the program's own type, an optional or `some View` is left alone: a later
    /// extension or SwiftUI's own conformances may make it one.
    func checkViewBody(of decl: NominalDecl, at range: SourceRange) {
        // The prelude's `View` when it is loaded, else the standard library's placeholder.
        var views: [NominalDecl] = builtinProtocol("View").map { [$0] } ?? []
        if case .type(.nominal(let prelude, _))? = lookup("View") { views.append(prelude) }
        guard !decl.isBuiltin, decl.kind != .protocol,
              views.contains(where: { environment.conformances.conforms(decl, to: $0) }),
              let body = environment.members(of: decl).computed["body"] else { return }
        if Self.isNeverAView(body.type) { error("type '\(decl.name)' does not conform to protocol 'View'", range) }
    }

    private static func isNeverAView(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .float, .cgFloat, .bool, .string, .character, .fixedInt, .array, .dictionary, .set, .range, .tuple,
             .function:
            return true
        case .existential(let protocols):
            // `var body: View` (or `any View`): a box of some view is not itself a View.
            return !protocols.isEmpty
        default:
            return false
        }
    }
}
