// Inside the generic type, the default's type is not the parameter's.
print("this program must not run")
struct Box<T> {
    func f(_ y: T = 1) { print(y) }
    func g() { f() }
}
Box<Int>().g()

// expect error: cannot convert default value of type 'T' to expected argument type 'Int' for parameter #0
