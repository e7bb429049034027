// Model code: Dictionary grouping, sorting with tuples, mapValues, zip, stride, and a one-sided range pattern over a Double (case 90...:).
struct Student { let name: String; let grade: Int; let scores: [Int] }
let students = [
    Student(name: "Zoe", grade: 10, scores: [88, 92, 79]),
    Student(name: "Adam", grade: 11, scores: [95, 85, 90]),
    Student(name: "Mia", grade: 10, scores: [70, 60, 85]),
    Student(name: "Liam", grade: 12, scores: [99, 98, 100]),
    Student(name: "Eve", grade: 11, scores: [85, 90, 95]),
]
func average(_ xs: [Int]) -> Double { xs.isEmpty ? 0 : Double(xs.reduce(0, +)) / Double(xs.count) }
let byGrade = Dictionary(grouping: students, by: { $0.grade })
for grade in byGrade.keys.sorted(by: >) {
    let names = byGrade[grade]!.map(\.name).sorted()
    print(grade, names)
}
let averages = Dictionary(uniqueKeysWithValues: students.map { ($0.name, average($0.scores)) })
let ranked = averages.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
for (i, entry) in ranked.enumerated() { print(i + 1, entry.key, entry.value) }
let gradeAverages = byGrade.mapValues { group in average(group.flatMap(\.scores)) }
print(gradeAverages.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
let letter: (Double) -> Character = { avg in
    switch avg {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}
print(students.map { "\($0.name)=\(letter(average($0.scores)))" }.joined(separator: " "))
let tuples = students.map { ($0.grade, -$0.scores.max()!, $0.name) }.sorted { $0 < $1 }
print(tuples.map(\.2))
let best = students.max { average($0.scores) < average($1.scores) }!
print(best.name)
for (s, t) in zip(students, students.dropFirst()) where s.grade == t.grade { print("pair", s.name, t.name) }
print(Array(stride(from: 100, through: 60, by: -20)))
let histogram = students.flatMap(\.scores).reduce(into: [Int: Int]()) { $0[$1 / 10 * 10, default: 0] += 1 }
for bucket in histogram.keys.sorted() { print(bucket, String(repeating: "*", count: histogram[bucket]!)) }
let (passed, failed) = students.reduce(into: ([String](), [String]())) { acc, s in
    if average(s.scores) >= 80 { acc.0.append(s.name) } else { acc.1.append(s.name) }
}
print(passed, failed)
let counts = Dictionary(students.map { ($0.grade, 1) }, uniquingKeysWith: +)
print(counts.sorted(by: { $0.key < $1.key }))
print(students.allSatisfy { $0.scores.count == 3 }, students.contains { $0.scores.contains(100) })

// expect: 12 ["Liam"]
// expect: 11 ["Adam", "Eve"]
// expect: 10 ["Mia", "Zoe"]
// expect: 1 Liam 99.0
// expect: 2 Adam 90.0
// expect: 3 Eve 90.0
// expect: 4 Zoe 86.33333333333333
// expect: 5 Mia 71.66666666666667
// expect: ["10: 79.0", "11: 90.0", "12: 99.0"]
// expect: Zoe=B Adam=A Mia=C Liam=A Eve=A
// expect: ["Zoe", "Mia", "Adam", "Eve", "Liam"]
// expect: Liam
// expect: [100, 80, 60]
// expect: 60 *
// expect: 70 **
// expect: 80 ****
// expect: 90 *******
// expect: 100 *
// expect: ["Zoe", "Adam", "Liam", "Eve"] ["Mia"]
// expect: [(key: 10, value: 2), (key: 11, value: 2), (key: 12, value: 1)]
// expect: true true
