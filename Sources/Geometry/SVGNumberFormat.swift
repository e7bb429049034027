import Foundation

/// Formats coordinates for SVG path data and Swift source: at most `decimals` decimals
/// (rounded half away from zero), trailing zeros dropped, "-0" written as "0".
///
/// Non-finite values are written as 0, so the output always parses; callers that care check
/// `Path.isFinite` first.
func formatCoordinate(_ value: Double, decimals: Int = 3, omitLeadingZero: Bool = false) -> String {
    guard value.isFinite else { return "0" }
    let scale = pow(10, Double(decimals))
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    var text = String(format: "%.\(decimals)f", rounded)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    if omitLeadingZero {
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
    }
    return text
}
