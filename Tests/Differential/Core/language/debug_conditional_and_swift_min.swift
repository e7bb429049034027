// #if DEBUG with #else and #elseif, and Swift.min/Swift.max inside a type with min and max
// properties.
import Foundation
#if DEBUG
let gridSpacing = 10.0, showsGuides = true
#else
let gridSpacing = 0.0, showsGuides = false
#endif
print(showsGuides ? "guides every \(gridSpacing)" : "no guides")
#if !DEBUG
print("not debug")
#elseif swift(>=5.0)
print("swift 5")
#endif
struct Chart {
    var min = 3.0, max = 9.0
    var span: Double { Swift.max(max - min, 0) }
    func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, min), max) }
}
let ch = Chart()
print(ch.span, ch.clamp(12), ch.clamp(1), Swift.min(4, 2, 8), max(1.5, 2))
#if DEBUG
func log(_ s: String) { print("[debug]", s) }
#endif
log("drawn")

// expect: guides every 10.0
// expect: swift 5
// expect: 6.0 9.0 3.0 2 2.0
// expect: [debug] drawn
