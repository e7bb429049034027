// A hex colour string parsed with Int(_:radix:), shifts and masks into a labelled tuple of
// components.
import Foundation
func hexColor(_ hex: String) -> (r: Double, g: Double, b: Double)? {
    var s = hex.trimmingCharacters(in: .whitespaces)
    if s.hasPrefix("#") { s.removeFirst() }
    guard s.count == 6, let v = Int(s, radix: 16) else { return nil }
    return (Double((v >> 16) & 0xFF) / 255, Double((v >> 8) & 0xFF) / 255, Double(v & 0xFF) / 255)
}
if let c = hexColor("#FF8000") { print(c.r, String(format: "%.3f", c.g), c.b) }
print(hexColor("zz") == nil, hexColor("#12345") == nil, String(255, radix: 16), String(0x1F, radix: 2))

// expect: 1.0 0.502 0.0
// expect: true true ff 11111
