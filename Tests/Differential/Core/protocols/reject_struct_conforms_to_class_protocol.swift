// Only a class may conform to a protocol that inherits AnyObject.
print("this program must not run")
protocol Delegate: AnyObject { func done() }
struct Handler: Delegate { func done() {} }

// expect error: non-class type 'Handler' cannot conform to class protocol 'Delegate'
