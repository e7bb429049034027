// A generic result builder named without its arguments is rejected: swiftc does not infer them.
print("this program must not run")
@resultBuilder enum ArrayBuilder<Element> {
    static func buildBlock(_ parts: Element...) -> [Element] { parts }
}
func ints(@ArrayBuilder _ body: () -> [Int]) -> [Int] { body() }
print(ints { 1; 2 })

// expect error: reference to generic type 'ArrayBuilder' requires arguments in <...>
