// Static constants of `extension CGFloat` (a stored one and a computed one), read as `.padding` beside arithmetic.
import Foundation
extension CGFloat {
    static let padding: CGFloat = 16
    static var cornerRadius: CGFloat { 12 }
}
let total = .padding * 2 + CGFloat.cornerRadius
print(total)
func inset(_ v: CGFloat) -> CGFloat { v - .padding }
print(inset(100))

// expect: 44.0
// expect: 84.0
