// A collection's mutating method written without its call (`scores.sort`, the parentheses
// forgotten): swiftc does not let a program take a mutating method as a function value.
print("this program must not run")
var scores = [3, 1, 2]
scores.sort
scores.reverse
scores.shuffle
var name = "ab"
name.removeAll
var seen: Set<Int> = [1]
seen.removeAll
print(scores, name, seen)

// expect error: cannot reference 'mutating' method as function value
