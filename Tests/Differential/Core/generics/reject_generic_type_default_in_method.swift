// A method's default of the type's parameter does not fit a receiver whose type argument differs.
print("this program must not run")
struct Box<T> {
    func f(_ y: T = 1) { print(y) }
}
Box<Int>().f()
Box<String>().f()

// expect error: cannot convert default value of type 'String' to expected argument type 'Int' for parameter #0
