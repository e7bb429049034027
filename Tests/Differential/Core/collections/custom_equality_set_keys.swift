// A Hashable type with its own `==` (and `hash(into:)`) that ignores a field: Set membership,
// insert, count, remove and set algebra, and Dictionary keys use the program's `==`, not a
// member-by-member comparison; also for a class and an enum with their own `==`.
struct Key: Hashable {
    var id: Int
    var note: String
    static func == (a: Key, b: Key) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
var keys: Set<Key> = [Key(id: 1, note: "a"), Key(id: 1, note: "b"), Key(id: 2, note: "c")]
print(keys.count, keys.contains(Key(id: 2, note: "zzz")), keys.contains(Key(id: 3, note: "c")))
let inserted = keys.insert(Key(id: 1, note: "q"))
print(inserted.inserted, inserted.memberAfterInsert.id, keys.count)
print(keys.insert(Key(id: 7, note: "new")).inserted, keys.count)
print(keys.remove(Key(id: 2, note: "?"))?.note ?? "none", keys.count)
let other: Set<Key> = [Key(id: 7, note: "x"), Key(id: 8, note: "y")]
print(keys.union(other).count, keys.intersection(other).count, keys.subtracting(other).count)
print(Set([Key(id: 1, note: "a"), Key(id: 1, note: "b"), Key(id: 4, note: "b")]).count)
print([Key(id: 3, note: "a")].contains(Key(id: 3, note: "b")), [Key(id: 1, note: "a")] == [Key(id: 1, note: "b")])

var scores: [Key: Int] = [:]
scores[Key(id: 5, note: "x")] = 1
scores[Key(id: 5, note: "y")] = 2
scores[Key(id: 6, note: "z"), default: 0] += 10
print(scores.count, scores[Key(id: 5, note: "")] ?? -1, scores[Key(id: 6, note: "?")] ?? -1)
print(scores.keys.contains(Key(id: 6, note: "")), scores.removeValue(forKey: Key(id: 5, note: "w")) ?? -1, scores.count)

final class Tag: Hashable {
    let name: String
    let uses: Int
    init(_ name: String, _ uses: Int) { self.name = name; self.uses = uses }
    static func == (a: Tag, b: Tag) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
}
let tags: Set<Tag> = [Tag("Swift", 1), Tag("swift", 2), Tag("Go", 3)]
print(tags.count, tags.contains(Tag("GO", 0)))
var counts: [Tag: Int] = [Tag("a", 0): 1]
counts[Tag("A", 9)] = 5
print(counts.count, counts[Tag("a", 1)] ?? 0)

enum Level: Hashable {
    case low(Int), high(Int)
    static func == (a: Level, b: Level) -> Bool {
        switch (a, b) {
        case (.low, .low), (.high, .high): return true
        default: return false
        }
    }
    func hash(into hasher: inout Hasher) {
        if case .low = self { hasher.combine(0) } else { hasher.combine(1) }
    }
}
let levels: Set<Level> = [.low(1), .low(2), .high(3)]
print(levels.count, levels.contains(.high(99)), Set([Level.low(5), .low(6)]).count)

// expect: 2 true false
// expect: false 1 2
// expect: true 3
// expect: c 2
// expect: 3 1 1
// expect: 2
// expect: true true
// expect: 2 2 10
// expect: true 2 1
// expect: 2 true
// expect: 1 5
// expect: 2 true 1
