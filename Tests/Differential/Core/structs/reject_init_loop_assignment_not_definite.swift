// A `for` loop's body may run no times: what it sets is not set after it.
print("this program must not run")
struct Last {
    var value: Int
    init(_ values: [Int]) {
        for v in values { value = v }
    }
}
print(Last([1, 2]).value)

// expect error: return from initializer without initializing all stored properties
