// A bare `Array` inside an extension of Array (constrained or not) or a generic struct's own name inside it means the type with its own element.
struct Song { var title: String }
struct Box<T> {
    var items: [T]
    static func one(_ x: T) -> Box { Box(items: [x]) }
    func twice() -> [T] { Array(repeating: items[0], count: 2) }
}
extension Array where Element == Song {
    static func blanks(_ n: Int) -> [Song] { Array(repeating: Song(title: "-"), count: n) }
    func titles() -> [String] { map(\.title) }
}
extension Array {
    func firstTwice() -> [Element] { Array(repeating: self[0], count: 2) }
    func copied() -> [Element] { Array(self) }
}
print(Box.one(3).twice(), Array<Song>.blanks(2).titles(), [1].firstTwice(), ["a", "b"].copied())

// expect: [3, 3] ["-", "-"] [1, 1] ["a", "b"]
