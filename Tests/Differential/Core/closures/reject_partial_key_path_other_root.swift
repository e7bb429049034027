// A PartialKeyPath<P> applies only to a P.
print("this program must not run")
struct P { var x = 1 }
final class Box { var value = 1 }
let partial: PartialKeyPath<P> = \P.x
let value = Box()[keyPath: partial]

// expect error: key path of type 'PartialKeyPath<P>' cannot be applied to a base of type 'Box'
