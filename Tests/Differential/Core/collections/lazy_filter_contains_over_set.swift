// `contains(_:)` of a lazy filter over a Set tests the element itself first, then asks the Set
// (`_customContainsEquatableElement`): one call of the predicate, whatever the Set holds. A
// lazy map over a Set has no such shortcut: it transforms elements until one is equal.
var calls = 0
let s: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8]
let evens = s.lazy.filter { x -> Bool in calls += 1; return x % 2 == 0 }
print(evens.contains(4), calls)
calls = 0
print(evens.contains(3), calls)
calls = 0
print(evens.contains(100), calls)
calls = 0
print(s.lazy.contains(4), calls)
let same = s.lazy.map { x -> Int in calls += 1; return x }
calls = 0
print(same.contains(100), calls)
let words: Set<String> = ["apple", "kiwi", "banana"]
let long = words.lazy.filter { w -> Bool in print("long?", w); return w.count > 4 }
print(long.contains("banana"))
print(long.contains("kiwi"))
print(long.contains("cherry"))

// expect: true 1
// expect: false 1
// expect: false 1
// expect: true 0
// expect: false 8
// expect: long? banana
// expect: true
// expect: long? kiwi
// expect: false
// expect: long? cherry
// expect: false
