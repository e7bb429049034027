// A class's static subscript, inherited: the subclass's name reaches it (swiftc only warns that
// `Sub[3]` should name a member in Swift 6), and so does `Sub.self`.
class Base {
    static subscript(i: Int) -> Int { i * 2 }
}
class Sub: Base {}
print(Sub[3], Base[4], Sub.self[5])

// expect: 6 8 10
