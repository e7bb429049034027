/// A type declared inside a function cannot use the function's locals in its members: Swift
/// gives a type's methods no frame of the function to reach, and says so.
extension Checker {
    /// swiftc's error when `variable` (named `name`), a local of a function around the current
    /// type member, is used from that member (`struct declaration cannot close over value 'step'
    /// defined in outer scope`). Closures and local functions in between may capture; a member
    /// (a function with `self`) may not.
    func rejectCaptureAcrossType(_ variable: Variable, name: String, range: SourceRange) {
        guard !variable.context.isGlobal, variable.context !== context else { return }
        var current: FunctionContext? = context
        var hops = 0
        while let function = current, function !== variable.context, hops < 10_000 {
            if let decl = function.selfType?.nominalDecl {
                error("\(decl.kind.rawValue) declaration cannot close over value '\(name)' defined in outer scope", range)
                return
            }
            current = function.parent
            hops += 1
        }
    }
}
