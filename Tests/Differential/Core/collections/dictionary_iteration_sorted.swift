// Iterating a dictionary in a defined order by sorting its pairs, keys or values.
let stock = ["pears": 4, "apples": 10, "figs": 0]
for (fruit, n) in stock.sorted(by: { $0.key < $1.key }) { print(fruit, n) }
print(stock.keys.sorted(), stock.values.sorted())
print(stock.filter { $0.value > 0 }.keys.sorted())
print(stock.mapValues { $0 * 2 }["apples"]!)

// expect: apples 10
// expect: figs 0
// expect: pears 4
// expect: ["apples", "figs", "pears"] [0, 4, 10]
// expect: ["apples", "pears"]
// expect: 20
