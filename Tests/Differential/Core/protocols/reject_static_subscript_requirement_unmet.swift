// A static subscript requirement met by one of other parameter types, or by an instance
// subscript: the type does not conform.
print("this program must not run")
protocol Table {
    static subscript(i: Int) -> Int { get }
}
struct Strings: Table {
    static subscript(i: String) -> Int { 0 }
}
struct Instances: Table {
    subscript(i: Int) -> Int { i }
}

// expect error: type 'Strings' does not conform to protocol 'Table'
