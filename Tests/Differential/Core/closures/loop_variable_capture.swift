// Each loop iteration has its own binding, so each closure keeps its own value.
var closures: [() -> Int] = []
for i in 1...3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })

// expect: [10, 20, 30]
