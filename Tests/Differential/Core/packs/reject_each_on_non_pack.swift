// `each` applies only to a pack: on an ordinary value it is an error, reported at the `repeat`.
print("this program must not run")
func show<each T>(_ values: repeat each T) {
    let count = 2
    repeat print(each count)
}
show(1)

// expect error: 'each' cannot be applied to non-pack type 'Int'
