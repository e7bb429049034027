// A lazy property computed once on first read, a static factory method and a static let instance.
import Foundation
struct Chart {
    var values: [Double]
    lazy var maximum: Double = values.max() ?? 0
    static func sample() -> Chart { Chart(values: [3, 8, 2]) }
    static let empty = Chart(values: [])
}
var ch = Chart.sample()
print(ch.maximum, Chart.empty.values.isEmpty)
ch.values.append(20)
print(ch.maximum)

// expect: 8.0 true
// expect: 8.0
