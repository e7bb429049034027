import Canvas
import Foundation

extension FigureFormat {
    /// The formats a `SHAPEBOOK_FORMATS` value lists (comma-separated `svg`, `png`, `pdf`), or nil
    /// when it is unset, empty or names something else (the kernel then keeps the defaults and
    /// says so on stderr, where Jupyter logs it).
    static func fromEnvironment(_ value: String?) -> [FigureFormat]? {
        guard let value, !value.isEmpty else { return nil }
        let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let formats = names.compactMap(FigureFormat.init(rawValue:))
        guard formats.count == names.count, !formats.isEmpty else {
            FileHandle.standardError.write(Data("[shapebook] SHAPEBOOK_FORMATS=\(value) ignored: list svg, png and pdf, separated by commas\n".utf8))
            return nil
        }
        return formats.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
