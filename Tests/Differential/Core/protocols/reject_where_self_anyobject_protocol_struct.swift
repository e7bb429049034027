// `protocol P where Self: AnyObject` is a class protocol, as `protocol P: AnyObject` is.
print("this program must not run")
protocol Delegate where Self: AnyObject { func done() }
struct Handler: Delegate { func done() {} }

// expect error: non-class type 'Handler' cannot conform to class protocol 'Delegate'
