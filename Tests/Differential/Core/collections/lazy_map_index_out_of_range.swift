// A lazy map's subscript is its base's: an index past the end traps before the closure runs.
let doubled = [1, 2, 3].lazy.map { x -> Int in print("map", x); return x * 2 }
print(doubled[2])
print(doubled[3])

// expect: map 3
// expect: 6
// expect runtime error: Index out of range
