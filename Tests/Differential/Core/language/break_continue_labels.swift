// break and continue, labelled and not.
var found: [(Int, Int)] = []
search: for a in 1...9 {
    for b in a...9 {
        if a * b > 20 { continue search }
        if a + b == 10 { found.append((a, b)) }
        if found.count == 3 { break search }
    }
}
print(found)
var i = 0
while true {
    i += 1
    if i < 5 { continue }
    break
}
print(i)

// expect: [(1, 9), (2, 8)]
// expect: 5
