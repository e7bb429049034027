// `some Sequence` is one concrete type: an array on one path and a set on another do not make one.
print("this program must not run")
func numbers(_ unique: Bool) -> some Sequence {
    if unique { return Set([1, 2]) }
    return [1, 2, 2]
}
print(Array(numbers(false)))

// expect error: function declares an opaque return type 'some Sequence', but the return statements in its body do not have matching underlying types
