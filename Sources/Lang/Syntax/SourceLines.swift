/// A cell's source split into lines of Unicode scalars (the unit of `SourceLocation.column`),
/// for printing a diagnostic's line.
public struct SourceLines: Sendable {
    private let lines: [[Unicode.Scalar]]

    public init(_ source: String) {
        var lines: [[Unicode.Scalar]] = [[]]
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
        }
        self.lines = lines.map { $0.last == "\r" ? Array($0.dropLast()) : $0 }
    }

    /// The 1-based line's scalars, without its line break; nil past the end.
    public func line(_ number: Int) -> [Unicode.Scalar]? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
