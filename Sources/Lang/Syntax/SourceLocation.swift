/// A position in a cell's source: 1-based line and column (columns count UTF-8 bytes, as
/// swiftc's diagnostics do: a column after `⊕` or `é` is past its bytes) and the 0-based offset in
/// the cell's Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The 0-based offset in the cell's Unicode scalars.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a cell.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }

    /// `line:column`, as diagnostics print a position.
    public var description: String { "\(line):\(column)" }
}

/// A half-open stretch of a cell's source: `start` is the first character, `end` the position just
/// after the last one (so an empty range marks a point, e.g. where a missing `}` belongs).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character.
    public var start: SourceLocation
    /// The position just after the last character.
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The smallest range that covers both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: Swift.min(start, other.start), end: Swift.max(end, other.end))
    }

    /// `line:column-line:column`, the form golden AST dumps use.
    public var description: String { "\(start)-\(end)" }
}
