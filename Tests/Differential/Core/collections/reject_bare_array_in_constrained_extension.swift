// Inside `extension Array where Element == Song` a bare `Array` is `Array<Song>`: its repeating value must be a Song.
print("this program must not run")
struct Song { var title: String }
extension Array where Element == Song {
    static func blanks() -> [Int] {
        return Array(repeating: 1, count: 2)
    }
}
print(Array<Song>.blanks())

// expect error: cannot convert value of type 'Int' to expected argument type 'Song'
