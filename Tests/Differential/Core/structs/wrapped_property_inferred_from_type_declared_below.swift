// A wrapped property without a written type whose value names a type declared further down (`@State private var data = Workout.walkWorkouts` above `struct Workout`): its type, its projection's and the memberwise initialiser's parameter are the storage's, inferred once the later type's members are known.
@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
    var projectedValue: String { "logged \(wrappedValue)" }
}

struct Board {
    @Logged var days = Week.days
    @Logged var first = Week.start.name
    var count: Int { days.count }
}

struct Day {
    var name: String
}

enum Week {
    static let days: [Day] = [Day(name: "Mon"), Day(name: "Tue")]
    static let start = Day(name: "Mon")
}

var board = Board()
print(board.count, board.days.map(\.name), board.first)
print(board.$first)
board.days.append(Day(name: "Wed"))
board.first = "Sun"
print(board.count, board.days.last?.name ?? "none", board.$first)
let other = Board(days: [], first: "Fri")
print(other.count, other.first)

// expect: 2 ["Mon", "Tue"] Mon
// expect: logged Mon
// expect: 3 Wed logged Sun
// expect: 0 Fri
