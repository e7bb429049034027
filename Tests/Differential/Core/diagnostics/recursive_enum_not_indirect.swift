// An enum whose case holds the enum itself must be marked `indirect`.
print("this program must not run")
enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
print(Tree.leaf(1))

// expect error: recursive enum 'Tree' is not marked 'indirect'
