// A stored property's initial value cannot read another instance property: it is computed
// before `self` exists (a `lazy var` may).
print("this program must not run")
class Counter {
    var start = 10
    var step = 2
    var next: Int = start + 1
}
print(Counter().next)

// expect error: cannot use instance member 'start' within property initializer; property initializers run before 'self' is available
