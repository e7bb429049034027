// Counting shape kinds with dict[k, default:], sorted keys and values, mapValues, grouping and max
// by value.
import Foundation
let kinds = ["circle", "star", "circle", "square", "star", "circle"]
var counts: [String: Int] = [:]
for k in kinds { counts[k, default: 0] += 1 }
for (k, v) in counts.sorted(by: { $0.key < $1.key }) { print(k, v) }
print(counts.keys.sorted(), counts.values.sorted(), counts["hex"] ?? 0, counts.count)
let doubled = counts.mapValues { $0 * 2 }
print(doubled["circle"]!, counts.filter { $0.value > 1 }.keys.sorted())
let grouped = Dictionary(grouping: kinds, by: { $0.count })
print(grouped.keys.sorted(), grouped[6]!)
var colours = ["red": 0xFF0000, "green": 0x00FF00]
colours["blue"] = 0x0000FF
colours["red"] = nil
print(colours.sorted { $0.value < $1.value }.map(\.key), String(format: "%06X", colours["green"]!))
let maxPair = counts.max { $0.value < $1.value }!
print(maxPair.key, maxPair.value)

// expect: circle 3
// expect: square 1
// expect: star 2
// expect: ["circle", "square", "star"] [1, 2, 3] 0 3
// expect: 6 ["circle", "star"]
// expect: [4, 6] ["circle", "circle", "square", "circle"]
// expect: ["blue", "green"] 00FF00
// expect: circle 3
