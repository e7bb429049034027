// A value of the same generic type with other arguments than an annotation's: swiftc words the
// mismatch as an assignment, for the program's types and the library's alike.
print("this program must not run")
class Box<T> { init() {} }
let b: Box<String> = Box<Int>()
let x = [1]
let a: [String] = x
let s: Set<String> = Set<Int>()
let d: [String: Int] = [Int: Int]()

// expect error: cannot assign value of type 'Box<Int>' to type 'Box<String>'
