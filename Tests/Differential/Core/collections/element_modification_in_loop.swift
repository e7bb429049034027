// Modifying elements by index inside a loop.
var values = [1.0, 2.0, 3.0]
for i in values.indices {
    values[i] = values[i] * values[i] + 0.5
}
print(values)
var names = ["a", "b"]
for i in 0..<names.count { names[i] = names[i].uppercased() + "\(i)" }
print(names)

// expect: [1.5, 4.5, 9.5]
// expect: ["A0", "B1"]
