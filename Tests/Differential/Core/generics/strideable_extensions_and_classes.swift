// Strideable declared in an extension with typealias Stride, by a final class with its own == and <, and
// used by generic code under `where T.Stride: BinaryInteger`; strides of Ints and UInt8s step by an Int.
struct Note: CustomStringConvertible { var pitch: Int; var description: String { "n\(pitch)" } }
extension Note: Strideable {
    typealias Stride = Int
    func distance(to other: Note) -> Stride { other.pitch - pitch }
    func advanced(by n: Stride) -> Note { Note(pitch: pitch + n) }
}
print(Array(stride(from: Note(pitch: 60), through: Note(pitch: 64), by: 2)))
for n in Note(pitch: 1)...Note(pitch: 3) { print(n) }
func between<T: Strideable>(_ x: T, _ lo: T, _ hi: T) -> Bool { lo <= x && x < hi }
print(between(Note(pitch: 2), Note(pitch: 1), Note(pitch: 3)), between(5, 1, 3), between(2.5, 2.0, 3.0))
let s: Note.Stride = 3
print(s, Note(pitch: 1) == Note(pitch: 1))
final class Tick: Strideable, CustomStringConvertible {
    let t: Int
    init(_ t: Int) { self.t = t }
    func distance(to other: Tick) -> Int { other.t - t }
    func advanced(by n: Int) -> Tick { Tick(t + n) }
    static func == (a: Tick, b: Tick) -> Bool { a.t == b.t }
    static func < (a: Tick, b: Tick) -> Bool { a.t < b.t }
    var description: String { "t\(t)" }
}
print(Array(stride(from: Tick(0), to: Tick(5), by: 2)), Tick(1) < Tick(2))
print(stride(from: 0, to: 10, by: 3).map { $0 }, Array(stride(from: UInt8(1), to: 10, by: 4)))
func mid<T: Strideable>(_ a: T, _ b: T) -> T where T.Stride: BinaryInteger { a.advanced(by: a.distance(to: b) / 2) }
print(mid(Note(pitch: 2), Note(pitch: 10)), mid(3, 9))

// expect: [n60, n62, n64]
// expect: n1
// expect: n2
// expect: n3
// expect: true false true
// expect: 3 true
// expect: [t0, t2, t4] true
// expect: [0, 3, 6, 9] [1, 5, 9]
// expect: n6 6
