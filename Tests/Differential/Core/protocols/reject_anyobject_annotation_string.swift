// A string bound to a variable of type `AnyObject`: only class instances are.
print("this program must not run")
let x: AnyObject = "hi"
print(x)

// expect error: value of type 'String' expected to be instance of class or class-constrained type
