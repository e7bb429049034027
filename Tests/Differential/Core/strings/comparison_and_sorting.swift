// Strings compare lexicographically by Unicode scalar order.
print("apple" < "banana", "Zebra" < "apple", "a" == "a")
print(["pear", "Apple", "fig", "apple"].sorted())
print(["pear", "Apple", "fig"].sorted { $0.lowercased() < $1.lowercased() })
print("abc" < "abd", "abc" < "ab", "" < "a")

// expect: true true true
// expect: ["Apple", "apple", "fig", "pear"]
// expect: ["Apple", "fig", "pear"]
// expect: true false true
