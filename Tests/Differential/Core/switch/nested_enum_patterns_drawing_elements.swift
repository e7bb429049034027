// Nested enum patterns (a stroke inside a line element) with where, and a recursive fold of groups
// into a labelled tuple.
import Foundation
enum Stroke { case solid, dashed([Double]) }
enum Element { case line(Stroke), fill(colour: String), group([Element]) }
func count(_ e: Element) -> (lines: Int, dashes: Int) {
    switch e {
    case .line(.solid): return (1, 0)
    case .line(.dashed(let pattern)) where !pattern.isEmpty: return (1, pattern.count)
    case .line: return (1, 0)
    case .fill: return (0, 0)
    case .group(let children):
        return children.map(count).reduce((0, 0)) { ($0.0 + $1.lines, $0.1 + $1.dashes) }
    }
}
let drawing = Element.group([.line(.solid), .fill(colour: "red"), .group([.line(.dashed([4, 2])), .line(.dashed([]))])])
let c = count(drawing)
print(c, c.lines, c.dashes)

// expect: (lines: 3, dashes: 2) 3 2
