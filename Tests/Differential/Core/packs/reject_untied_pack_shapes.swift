// Two packs expand together only when the signature ties their shapes: here nothing does.
print("this program must not run")
func both<each A, each B>(_ a: repeat each A, and b: repeat each B) {
    repeat print(each a, each b)
}
both(1, and: "one")

// expect error: pack expansion requires that 'each A' and 'each B' have the same shape
