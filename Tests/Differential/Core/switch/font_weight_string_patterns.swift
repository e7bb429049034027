// Switch over strings with where, over characters with ranges, over a tuple binding both values.
import Foundation
func weight(_ name: String) -> Int {
    switch name.lowercased() {
    case "bold", "heavy": return 700
    case let s where s.hasPrefix("semi"): return 600
    case "": return 0
    default: return 400
    }
}
print(["Bold", "semibold", "", "light"].map(weight))
for ch in "a1 Z" {
    switch ch {
    case "a"..."z": print("lower")
    case "A"..."Z": print("upper")
    case " ": print("space")
    default: print("other", ch)
    }
}
let size = (w: 10.0, h: 10.0)
switch size {
case let (w, h) where w == h: print("square", w)
case (let w, _) where w > 5: print("wide")
default: print("other")
}

// expect: [700, 600, 0, 400]
// expect: lower
// expect: other 1
// expect: space
// expect: upper
// expect: square 10.0
