// A pack expands only into a pack parameter: `print`'s items are `Any...`, not a pack.
print("this program must not run")
func show<each T>(_ values: repeat each T) {
    print(repeat each values)
}
show(1, "a")

// expect error: cannot pass value pack expansion to non-pack parameter of type 'Any'
