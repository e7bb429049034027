// A protocol with an associated type conformed to by a struct and a generic struct, used through a
// generic function.
import Foundation
protocol Plot { associatedtype Value; var values: [Value] { get }; func render() -> String }
struct Bars: Plot {
    var values: [Int]
    func render() -> String { values.map { String(repeating: "#", count: $0) }.joined(separator: "|") }
}
struct Labels<T: CustomStringConvertible>: Plot {
    var values: [T]
    func render() -> String { values.map(\.description).joined(separator: ",") }
}
func show<P: Plot>(_ p: P) -> String { "\(p.values.count): " + p.render() }
print(show(Bars(values: [1, 3])), show(Labels(values: [1.5, 2])), show(Labels(values: ["a"])))

// expect: 2: #|### 2: 1.5,2.0 1: a
