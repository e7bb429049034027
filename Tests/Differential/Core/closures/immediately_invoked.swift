// A closure called immediately to initialise a value.
let table: [Int] = {
    var rows: [Int] = []
    for i in 1...5 { rows.append(i * i) }
    return rows
}()
print(table)
let label = { (n: Int) in n == 1 ? "one" : "many" }(3)
print(label)

// expect: [1, 4, 9, 16, 25]
// expect: many
