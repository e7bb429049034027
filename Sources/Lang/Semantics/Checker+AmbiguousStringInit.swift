/// `String.init` as a function value, which swiftc cannot resolve for some argument types:
/// without labels it names `init(describing:)` and `init(reflecting:)` alike, which tie for a
/// value that is not `CustomStringConvertible` (a tuple, an Optional, a program's type without a
/// `description`), and several initialisers tie for a String, a Double or a Float
/// (`["x"].map(String.init)`: "ambiguous use of 'init'"; Int, Bool, Character, Substring,
/// arrays and a type with a `description` are not ambiguous).
extension Checker {
    /// Whether `String.init` taking `parameter` is ambiguous in swiftc 6.3.
    func stringInitIsAmbiguous(from parameter: SwiftType) -> Bool {
        switch parameter {
        case .string, .double, .float, .tuple, .optional:
            return true
        case .nominal(let decl, _):
            guard !decl.isBuiltin, decl.kind != .protocol, let describable = builtinProtocol("CustomStringConvertible") else { return false }
            return !environment.conformances.conforms(decl, to: describable)
        default:
            return false
        }
    }
}
