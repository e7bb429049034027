// A stored property is not a function of its type's values: `Box.width` needs a value.
print("this program must not run")
struct Box { var width: Int }
let width = Box.width
print(width)

// expect error: instance member 'width' cannot be used on type 'Box'; did you mean to use a value of this type instead?
