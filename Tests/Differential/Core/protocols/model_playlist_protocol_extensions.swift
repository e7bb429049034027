// Model code: protocol default implementations, Hashable and Comparable conformances, Dictionary(grouping:by:) in a constrained Array extension property.
protocol Playable {
    var title: String { get }
    var seconds: Int { get }
    func play() -> String
}
extension Playable {
    func play() -> String { "playing \(title)" }
    var timeText: String { "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)" }
}
struct Song: Playable, Hashable, Comparable {
    let title: String
    let artist: String
    let seconds: Int
    static func < (a: Song, b: Song) -> Bool { (a.artist, a.title) < (b.artist, b.title) }
}
struct Podcast: Playable {
    let title: String
    let seconds: Int
    let episode: Int
    func play() -> String { "episode \(episode): \(title)" }
}
extension Array where Element == Song {
    var byArtist: [String: [Song]] { Dictionary(grouping: self, by: \.artist) }
}
extension Collection where Element: Playable {
    var totalSeconds: Int { reduce(0) { $0 + $1.seconds } }
}
let songs = [
    Song(title: "Blue", artist: "Joni", seconds: 185),
    Song(title: "River", artist: "Joni", seconds: 242),
    Song(title: "Hey", artist: "Pixies", seconds: 211),
    Song(title: "Blue", artist: "Joni", seconds: 185),
]
let queue: [any Playable] = songs + [Podcast(title: "News", seconds: 1805, episode: 12)]
for item in queue { print(item.play(), item.timeText) }
print(Set(songs).count, songs.sorted().map(\.title), songs.totalSeconds)
print(songs.byArtist.mapValues(\.count).sorted { $0.key < $1.key })
print(songs[0] == songs[3], songs.max()!.title, songs.min()!.artist)
let longest = queue.max { $0.seconds < $1.seconds }
print(longest?.title ?? "", longest is Podcast)
func describe<P: Playable>(_ items: [P]) -> String { items.map(\.title).joined(separator: "/") }
print(describe(songs))
var counts: [Song: Int] = [:]
for s in songs { counts[s, default: 0] += 1 }
print(counts[songs[0]] ?? 0, counts.count)

// expect: playing Blue 3:05
// expect: playing River 4:02
// expect: playing Hey 3:31
// expect: playing Blue 3:05
// expect: episode 12: News 30:05
// expect: 3 ["Blue", "Blue", "River", "Hey"] 823
// expect: [(key: "Joni", value: 3), (key: "Pixies", value: 1)]
// expect: true Hey Joni
// expect: News true
// expect: Blue/River/Hey/Blue
// expect: 2 3
