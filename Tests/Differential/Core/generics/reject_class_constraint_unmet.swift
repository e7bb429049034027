// A type that is not the class or a subclass is rejected at the call.
print("this program must not run")
class Node {}
func show<T: Node>(_ x: T) { print(x) }
show(3)

// expect error: global function 'show' requires that 'Int' inherit from 'Node'
