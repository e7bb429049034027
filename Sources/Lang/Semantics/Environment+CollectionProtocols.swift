/// The standard library's refinements of `Collection`: `BidirectionalCollection` (`index(before:)`,
/// `last`), `RandomAccessCollection` (a bidirectional collection with constant-time offsets),
/// `MutableCollection` (element assignment through a subscript) and `RangeReplaceableCollection`.
/// A generic parameter constrained to any of them is a collection (`Data.Element`, `Data.Index`).
extension Environment {
    /// Links the refinements to `Collection` and to each other, as the standard library declares them.
    static func refineCollection(_ protocols: [String: NominalDecl]) {
        guard let collection = protocols["Collection"], let bidirectional = protocols["BidirectionalCollection"],
              let randomAccess = protocols["RandomAccessCollection"], let mutable = protocols["MutableCollection"],
              let replaceable = protocols["RangeReplaceableCollection"] else { return }
        bidirectional.conformances = [collection]
        randomAccess.conformances = [bidirectional]
        mutable.conformances = [collection]
        replaceable.conformances = [collection]
    }

    /// Whether the standard type `type` conforms to the collection protocol `name` (nil for a
    /// name that is not one): arrays and their slices are all four; strings are bidirectional
    /// and range-replaceable; integer ranges random-access; sets and dictionaries only collections.
    static func builtinCollectionConformance(_ type: SwiftType, to name: String) -> Bool? {
        switch name {
        case "Sequence", "Collection":
            switch type {
            case .string, .substring, .array, .arraySlice, .set, .dictionary: return true
            case .range(let bound, _): return bound.isInteger
            default: return false
            }
        case "BidirectionalCollection", "RandomAccessCollection":
            switch type {
            case .array, .arraySlice: return true
            case .string, .substring: return name == "BidirectionalCollection"
            case .range(let bound, _): return bound.isInteger
            default: return false
            }
        case "MutableCollection", "RangeReplaceableCollection":
            switch type {
            case .array, .arraySlice: return true
            case .string, .substring: return name == "RangeReplaceableCollection"
            default: return false
            }
        default:
            return nil
        }
    }
}
