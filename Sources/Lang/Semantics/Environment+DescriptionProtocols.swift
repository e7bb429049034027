/// The standard library's protocols of text a value can be made into: `LosslessStringConvertible`
/// (a `description` that `init?(_:)` reads back; it refines `CustomStringConvertible`) and
/// `TextOutputStreamable` (a value that writes itself to a stream), with the standard types that
/// conform. `String`'s initialisers are declared over them, and ranking those as swiftc does
/// needs them (`["x"].map(String.init)` is ambiguous, `[1].map(String.init)` is not).
extension Environment {
    /// The protocols' names, in the builtin protocol table.
    static let descriptionProtocolNames = ["LosslessStringConvertible", "TextOutputStreamable"]

    /// Makes `LosslessStringConvertible` refine `CustomStringConvertible`.
    static func refineDescriptionProtocols(_ protocols: [String: NominalDecl]) {
        if let lossless = protocols["LosslessStringConvertible"], let describable = protocols["CustomStringConvertible"] {
            lossless.conformances = [describable]
        }
    }

    /// Whether a standard type conforms to one of these protocols; nil for another protocol.
    /// (`CGFloat` conforms to neither, on Linux as in swiftc's Foundation there.)
    static func builtinDescriptionConformance(_ type: SwiftType, to name: String) -> Bool? {
        switch name {
        case "LosslessStringConvertible":
            switch type {
            case .int, .fixedInt, .double, .float, .bool, .string, .substring, .character: return true
            default: return false
            }
        case "TextOutputStreamable":
            switch type {
            case .double, .float, .string, .substring, .character: return true
            default: return false
            }
        default:
            return nil
        }
    }
}
