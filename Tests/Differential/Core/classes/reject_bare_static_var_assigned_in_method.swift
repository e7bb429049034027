// A static variable assigned bare in an instance method is refused too.
print("this program must not run")
class Counter {
    static var made = 0
    func note() { made += 1 }
}
Counter().note()
print(Counter.made)

// expect error: static member 'made' cannot be used on instance of type 'Counter'
