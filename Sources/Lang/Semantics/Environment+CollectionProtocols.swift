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
    /// name that is not one): arrays and their slices are all of them; strings are bidirectional
    /// and range-replaceable; integer ranges random-access; sets and dictionaries only collections.
    static func builtinCollectionConformance(_ type: SwiftType, to name: String) -> Bool? {
        guard collectionProtocolNames.contains(name) else { return nil }
        return collectionProtocols(of: type).contains(name)
    }

    /// `Sequence`, `Collection` and its refinements, in the order their extensions' members are looked up.
    static let collectionProtocolNames = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                                          "MutableCollection", "RangeReplaceableCollection"]

    /// The collection protocols a standard type conforms to.
    private static func collectionProtocols(of type: SwiftType) -> Set<String> {
        switch type {
        case .array, .arraySlice: return Set(collectionProtocolNames)
        case .string, .substring: return ["Sequence", "Collection", "BidirectionalCollection", "RangeReplaceableCollection"]
        case .set, .dictionary: return ["Sequence", "Collection"]
        case .range(let bound, _) where bound.isInteger: return ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]
        case .range(.nominal(let decl, _), _) where decl.stridesByInteger:
            // A program's `Strideable` type with an integer `Stride` (its `Stride` is checked with its declaration).
            return ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]
        default: return []
        }
    }
}
