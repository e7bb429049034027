// A Set's dropFirst() is a Slice<Set<Int>>: no array parameter takes one.
print("this program must not run")
func total(_ a: [Int]) -> Int { a.reduce(0, +) }
let s: Set<Int> = [1]
print(total(s.dropFirst()))

// expect error: cannot convert value of type 'Slice<Set<Int>>' to expected argument type '[Int]'
