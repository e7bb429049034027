// Dictionary(grouping:by:) and Dictionary(_:uniquingKeysWith:) where a dictionary type is wanted: a return type, an annotation, a constrained extension's property.
struct Song { let title: String; let artist: String }
extension Array where Element == Song {
    var byArtist: [String: [Song]] { Dictionary(grouping: self, by: \.artist) }
}
extension Sequence where Element == Song {
    func titles() -> [String: [String]] { Dictionary(map { ($0.artist, [$0.title]) }, uniquingKeysWith: +) }
}
let g: [Int: [Int]] = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 })
print(g.sorted { $0.key < $1.key })
let u: [String: Int] = Dictionary([("a", 1), ("a", 2), ("b", 3)], uniquingKeysWith: +)
print(u.sorted { $0.key < $1.key })
func lengths(_ words: [String]) -> [Int: [String]] { Dictionary(grouping: words, by: \.count) }
print(lengths(["a", "bb", "cc"]).sorted { $0.key < $1.key })
let songs = [Song(title: "Blue", artist: "Joni"), Song(title: "Hey", artist: "Pixies"), Song(title: "River", artist: "Joni")]
print(songs.byArtist.mapValues { $0.map(\.title) }.sorted { $0.key < $1.key })
print(songs.titles().sorted { $0.key < $1.key })

// expect: [(key: 0, value: [2, 4]), (key: 1, value: [1, 3])]
// expect: [(key: "a", value: 3), (key: "b", value: 3)]
// expect: [(key: 1, value: ["a"]), (key: 2, value: ["bb", "cc"])]
// expect: [(key: "Joni", value: ["Blue", "River"]), (key: "Pixies", value: ["Hey"])]
// expect: [(key: "Joni", value: ["Blue", "River"]), (key: "Pixies", value: ["Hey"])]
