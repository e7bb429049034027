// The arrays a `some Collection` function returns must have one element type: [Int] is not [Double].
print("this program must not run")
func samples(_ precise: Bool) -> some Collection {
    if precise { return [0.5, 1.5] }
    return [1, 2]
}
print(samples(true).count)

// expect error: function declares an opaque return type 'some Collection', but the return statements in its body do not have matching underlying types
