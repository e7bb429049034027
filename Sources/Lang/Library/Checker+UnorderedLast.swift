/// `last`, `last(where:)`, `lastIndex(where:)` and `lastIndex(of:)` are
/// `BidirectionalCollection`'s, which a Set and a Dictionary are not: swiftc's "has no member"
/// for them, where the table's `Sequence` and `Collection` entries would otherwise answer.
extension Checker {
    /// The error for `last` or `lastIndex` of a Set or a Dictionary; nil for other members and bases.
    func unorderedLastError(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, site.name == "last" || site.name == "lastIndex" else { return nil }
        switch base.type {
        case .set, .dictionary: break
        default: return nil
        }
        error("value of type '\(base.type)' has no member '\(site.name)'", site.nameRange ?? Self.trailingName(site.name, of: site.range))
        return Typed(base.node, .error)
    }

    /// Where the member name `name` ending `range` (a property's `s.last`) is, as swiftc points at it.
    static func trailingName(_ name: String, of range: SourceRange) -> SourceRange {
        let end = range.end
        guard end.column > name.count, end.offset >= name.utf8.count else { return range }
        return SourceRange(start: SourceLocation(line: end.line, column: end.column - name.count, offset: end.offset - name.utf8.count),
                           end: end)
    }
}
