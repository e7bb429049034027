// A type the standard library does not declare, qualified by its module.
print("this program must not run")
struct Shape {}
let shape: Swift.Shape = Shape()
print(shape)

// expect error: no type named 'Shape' in module 'Swift'
