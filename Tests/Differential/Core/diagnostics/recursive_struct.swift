// A struct cannot hold a value of its own type: it would have infinite size.
print("this program must not run")
struct Node {
    var value: Int
    var next: Node?
}
print(Node(value: 1, next: nil).value)

// expect error: value type 'Node' cannot have a stored property that recursively contains it
