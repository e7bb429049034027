/// The conditions of `#if` (`DEBUG`, `os(…)`, `swift(>=…)`, …) evaluated as swiftc 6.3.1
/// evaluates them for the differential oracle's build: Linux on x86_64, a debug build
/// (`-D DEBUG`), the Swift 5 language mode.
extension Checker {
    /// The language mode `swift(…)` compares with: Swift 5 mode, which swiftc 6 reports as 5.10.
    static let languageVersion = [5, 10]
    /// The compiler's own version, which `compiler(…)` compares with.
    static let compilerVersion = [6, 3, 1]

    /// Whether `condition` holds.
    func compilationCondition(_ condition: Expr) -> Bool {
        switch condition.kind {
        case .identifier(let name, _): return name.name == "DEBUG" || name.name == "canImport"
        case .booleanLiteral(let value): return value
        case .prefix(.not, let inner): return !compilationCondition(inner)
        case .paren(let inner): return compilationCondition(inner)
        case .binary(let binary):
            if binary.op == .logicalAnd { return compilationCondition(binary.lhs) && compilationCondition(binary.rhs) }
            if binary.op == .logicalOr { return compilationCondition(binary.lhs) || compilationCondition(binary.rhs) }
            return false
        case .call(let call):
            guard case .identifier(let name, _) = call.callee.kind else { return false }
            let value = call.arguments.first?.value
            let argument: String? = value.flatMap { value in
                if case .identifier(let name, _) = value.kind { return name.name }
                return nil
            }
            switch name.name {
            case "swift": return value.map { versionCondition($0, against: Self.languageVersion) } ?? false
            case "compiler": return value.map { versionCondition($0, against: Self.compilerVersion) } ?? false
            case "os": return argument == "Linux"
            case "arch": return argument == "x86_64"
            case "canImport": return argument == "Foundation" || argument == "Glibc"
            default: return false
            }
        default: return false
        }
    }

    /// `>=5.9` or `<6` against `version`, compared component by component, missing ones as 0
    /// (so 5.10 is below 5.10.1, as swiftc compares them).
    private func versionCondition(_ condition: Expr, against version: [Int]) -> Bool {
        guard case .prefix(.custom(let comparison), let operand) = condition.kind,
              let written = versionComponents(operand) else { return false }
        let count = max(written.count, version.count)
        let padded = { (parts: [Int]) in parts + Array(repeating: 0, count: count - parts.count) }
        let isAtLeast = !padded(version).lexicographicallyPrecedes(padded(written))
        switch comparison {
        case ">=": return isAtLeast
        case "<": return !isAtLeast
        default: return false
        }
    }

    /// The numbers of a version as written: `6`, `5.9` (a float literal) or `5.10.1` (a float
    /// literal and a member named by digits).
    private func versionComponents(_ expression: Expr) -> [Int]? {
        switch expression.kind {
        case .integerLiteral(let text): return Int(text).map { [$0] }
        case .floatLiteral(let text):
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return nil }
            return [major, minor]
        case .member(let base, let name, _):
            guard let leading = versionComponents(base), let last = Int(name.name) else { return nil }
            return leading + [last]
        default: return nil
        }
    }
}
