// The blob loop as Swift that swiftc also compiles: 100,000 vertices of a wavy
// circle with sin/cos, Double(…) conversions and two array appends per iteration.
import Foundation

var xs = [Double]()
var ys = [Double]()
let n = 100000
for i in 0..<n {
    let angle = 2 * Double.pi * Double(i) / Double(n)
    let r = 100 + 10 * sin(angle * 7)
    xs.append(r * cos(angle))
    ys.append(r * sin(angle))
}
print(xs.count)
