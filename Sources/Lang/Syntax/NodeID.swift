/// A syntax node's identity within one parsed cell.
///
/// The parser numbers nodes densely from 0 in the order it finishes them, so a later layer keeps
/// facts about nodes (a name's declaration, an expression's type) in arrays of
/// `SourceFile.nodeCount` slots indexed by `rawValue`, without mutating the tree. Ids restart at 0
/// for every cell: a side table belongs to one `SourceFile`.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The dense index, from 0 to `SourceFile.nodeCount - 1`.
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (a: NodeID, b: NodeID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "#\(rawValue)" }
}
