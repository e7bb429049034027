// Identifiable: an id property, used to find elements.
struct Task: Identifiable {
    let id: Int
    var title: String
}
let tasks = [Task(id: 7, title: "draw"), Task(id: 9, title: "fill")]
print(tasks.map(\.id))
print(tasks.first { $0.id == 9 }?.title ?? "none")

// expect: [7, 9]
// expect: fill
