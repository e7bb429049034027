// A Set's `dropFirst()` is a `Slice<Set<Int>>`, not an array: no `dropFirst` gives `[Int]`.
print("this program must not run")
let ids: Set<Int> = [3, 7, 9]
let rest: [Int] = ids.dropFirst()
print(rest)

// expect error: no 'dropFirst' candidates produce the expected contextual result type '[Int]'
