// Arrays compare element by element; order matters, sets ignore it.
print([1, 2] == [1, 2], [1, 2] == [2, 1], Set([1, 2]) == Set([2, 1]))
print([[1], [2, 3]] == [[1], [2, 3]], ["a": 1] == ["a": 1])

// expect: true false true
// expect: true true
